package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestBodyKeepsPageBuilderSlots checks that a class naming furniture
// ("widget") does not hide an article whose every block a page builder
// wrapped in an element of that class, while furniture repeating one
// text in every slot stays furniture.
func TestBodyKeepsPageBuilderSlots(t *testing.T) {
	paras := []string{
		"The council met on Tuesday to discuss the new budget for the coming year, with more money for schools.",
		"Several members asked for a delay, saying the numbers had arrived too late to be read with proper care.",
		"The mayor said the city would publish the full figures online so that residents can comment on them.",
		"The final vote is expected next month, once the committees have finished their work on the budget.",
	}
	slot := func(inner string) string {
		return `<div class="el-widget-container">` + inner + `</div>`
	}
	var article strings.Builder
	article.WriteString(slot(`<h2>Budget vote</h2>`))
	for _, p := range paras {
		article.WriteString(slot("<p>" + p + "</p>"))
	}
	placeholder := `<div class="embed-social-placeholder"><p>Your privacy settings block this external content, change them to load posts from social networks.</p></div>`
	tests := []struct {
		name, page   string
		want, wantNo []string
	}{
		{
			name: "every block in a widget slot",
			page: `<html><body><nav><a href="/">Home</a></nav><main>` + article.String() +
				`</main><footer><p>Copyright notice of the site, all rights reserved, do not copy anything.</p></footer></body></html>`,
			want:   append([]string{"Budget vote"}, paras...),
			wantNo: []string{"Copyright notice"},
		},
		{
			name: "a repeated placeholder stays furniture",
			page: `<html><body><main><p>` + paras[0] + `</p>` + placeholder + `<p>` + paras[1] + `</p>` + placeholder +
				`<p>` + paras[2] + `</p>` + placeholder + `</main></body></html>`,
			want:   paras[:3],
			wantNo: []string{"privacy settings"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(tc.page))
			if err != nil {
				t.Fatal(err)
			}
			an := analyze(doc)
			body := renderBlocks(an.bodyBlocks(an.container(), nil))
			for _, w := range tc.want {
				if !strings.Contains(body, w) {
					t.Errorf("body lacks %q:\n%s", w, body)
				}
			}
			for _, w := range tc.wantNo {
				if strings.Contains(body, w) {
					t.Errorf("body holds %q:\n%s", w, body)
				}
			}
		})
	}
}

// TestBodyKeepsPermalinkedHeadings checks that a section heading wrapped
// in links into the page (a permalink, a link back to the contents) is
// kept, while a heading linking elsewhere, a teaser's, is not.
func TestBodyKeepsPermalinkedHeadings(t *testing.T) {
	para := "<p>The council met on Tuesday to discuss the new budget for the coming year, with more money for schools and roads.</p>"
	page := `<html><body><main>` + para +
		`<h2><a href="#toc-1">Setting up</a><a class="headerlink" href="#setting-up">¶</a></h2>` + para +
		`<h2><a href="/other-story">Another story elsewhere</a></h2>` + para + `</main></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	an := analyze(doc)
	body := renderBlocks(an.bodyBlocks(an.container(), nil))
	if !strings.Contains(body, "Setting up") {
		t.Errorf("body lacks the permalinked heading:\n%s", body)
	}
	if strings.Contains(body, "Another story") {
		t.Errorf("body holds the teaser heading:\n%s", body)
	}
}

// TestRubyReadings checks that the readings of an annotation-only ruby
// (furigana drawn above the text) stay out of the text, in a paragraph
// and inside a link, while a ruby with <rp> fallback keeps its plain-text
// form.
func TestRubyReadings(t *testing.T) {
	tests := []struct {
		name, para, want string
	}{
		{"annotation only", `<p><ruby>子<rt>こ</rt></ruby>どもを<a href="/d"><ruby><span>教育</span><rt>きょういく</rt></ruby></a>する</p>`, "子どもを教育する"},
		{"with rp fallback", `<p>韓国の<ruby>弾劾<rp>（</rp><rt>だんがい</rt><rp>）</rp></ruby>訴追</p>`, "だんがい"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader("<html><body>" + tc.para + "</body></html>"))
			if err != nil {
				t.Fatal(err)
			}
			var lines []string
			collectBlocks(doc, false, func(b *block) { lines = append(lines, b.lines...) })
			if got := strings.Join(lines, "\n"); !strings.Contains(got, tc.want) {
				t.Errorf("text = %q, want it to hold %q", got, tc.want)
			}
		})
	}
}

// TestLeadOpeningTheContainer checks that a standfirst is found as the
// lead when it opens the body's container: the selectors made from the
// page may select the article body below it, and the lead keeps it.
func TestLeadOpeningTheContainer(t *testing.T) {
	lead := "Der Mobilfunkanbieter wagt sich mit der Übernahme eines Sendenetzes ins Fernsehgeschäft und will Privatkunden gewinnen."
	para := "<p>Der Stadtrat hat am Dienstag beschlossen, das Busnetz auszubauen, nachdem sich Anwohner monatelang darüber beschwert hatten.</p>"
	page := `<html><head><meta property="og:title" content="Einstieg ins Fernsehgeschäft"></head><body><main><article>` +
		`<h1>Einstieg ins Fernsehgeschäft</h1><div class="entry-excerpt"><p>` + lead + `</p></div>` +
		`<div class="entry-content">` + strings.Repeat(para, 4) + `</div></article></main></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	art, f := NewHeuristic().Analyze(&Page{URL: "https://example.com/a", Doc: doc})
	if art.Lead != lead || f.Lead == nil {
		t.Errorf("lead = %q, want %q", art.Lead, lead)
	}
	if strings.Count(art.Body, lead) != 1 {
		t.Errorf("body should hold the lead once:\n%s", art.Body)
	}
}
