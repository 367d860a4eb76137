package extract

import (
	"fmt"
	"maps"
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
		t.Run(tc.name, func(t *testing.T) { checkBody(t, tc.page, tc.want, tc.wantNo) })
	}
}

// TestBodyKeepsPermalinkedHeadings checks that a section heading wrapped
// in links into the page (a permalink, a link back to the contents) is
// kept without its permalink's sign, while a heading linking elsewhere,
// a teaser's, is not.
func TestBodyKeepsPermalinkedHeadings(t *testing.T) {
	para := "<p>The council met on Tuesday to discuss the new budget for the coming year, with more money for schools and roads.</p>"
	page := `<html><body><main>` + para +
		`<h2><a href="#toc-1">Setting up</a><a class="headerlink" href="#setting-up">¶</a></h2>` + para +
		`<h2>Getting help <a class="header-anchor" href="#getting-help" aria-hidden="true">#</a></h2>` + para +
		`<h2><a href="/other-story">Another story elsewhere</a></h2>` + para + `</main></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	an := analyze(doc)
	body := renderBlocks(an.bodyBlocks(an.container(), nil))
	if !strings.Contains(body, "Setting up\n") || !strings.Contains(body, "Getting help\n") {
		t.Errorf("body lacks a permalinked heading, or keeps its sign:\n%s", body)
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

// TestDeckHeadingIsLead checks that a subtitle set in a heading right
// below the headline, with a standfirst's class (the deck of news
// sites), is the lead, and that a heading further down or without such
// a class is not. The class may split the compound ("sub-title").
func TestDeckHeadingIsLead(t *testing.T) {
	deck := "Eine halbe Hundertschaft der Polizei war am Mittwochmorgen im Viertel im Einsatz, zum zweiten Mal in zwei Tagen."
	para := "<p>Der Stadtrat hat am Dienstag beschlossen, das Busnetz auszubauen, nachdem sich Anwohner monatelang darüber beschwert hatten.</p>"
	page := func(header string) string {
		return `<html><head><meta property="og:title" content="Zweite Razzia in zwei Tagen"></head><body><main><article>` +
			`<header>` + header + `</header><div class="article-body">` + strings.Repeat(para, 4) + `</div></article></main></body></html>`
	}
	tests := []struct {
		name, header, want string
	}{
		{"deck below the headline", `<h1>Zweite Razzia in zwei Tagen</h1> <h2 class="ft-mol-subtitle">` + deck + `</h2>`, deck},
		{"heading without a deck's class", `<h1>Zweite Razzia in zwei Tagen</h1><h2 class="section-title">` + deck + `</h2>`, ""},
		// "Spot", the Turkish newsroom's word for the standfirst.
		{"Turkish spot heading", `<h1>Zweite Razzia in zwei Tagen</h1><h2 class="article-spot">` + deck + `</h2>`, deck},
		{"Turkish spot paragraph", `<h1>Zweite Razzia in zwei Tagen</h1><p class="haber-spot">` + deck + `</p>`, deck},
		// "Bajada", the Spanish (Chile, Argentina) word for it.
		{"Spanish bajada heading", `<h1>Zweite Razzia in zwei Tagen</h1><h2 class="article-bajada">` + deck + `</h2>`, deck},
		// The compound split by a hyphen or the case ("sub-title",
		// "subTitle"), which classTokens reads as two words; but not two
		// class names that happen to join ("sub title").
		{"hyphenated sub-title", `<h1>Zweite Razzia in zwei Tagen</h1><h2 class="sub-title">` + deck + `</h2>`, deck},
		{"camel-case subTitle", `<h1>Zweite Razzia in zwei Tagen</h1><h2 class="storySubTitle">` + deck + `</h2>`, deck},
		{"two class names", `<h1>Zweite Razzia in zwei Tagen</h1><h2 class="sub title">` + deck + `</h2>`, ""},
		{"deck not right below the headline", `<h1>Zweite Razzia in zwei Tagen</h1><div class="meta">Von Anna Berg</div><h2 class="subtitle">` + deck + `</h2>`, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(page(tc.header)))
			if err != nil {
				t.Fatal(err)
			}
			art, _ := NewHeuristic().Analyze(&Page{URL: "https://example.com/a", Doc: doc})
			if art.Lead != tc.want {
				t.Errorf("lead = %q, want %q", art.Lead, tc.want)
			}
			if tc.want != "" && !strings.HasPrefix(art.Body, tc.want) {
				t.Errorf("body should open with the deck:\n%s", art.Body)
			}
		})
	}
}

// TestExcerptAbovePostDropped checks that a post's excerpt, cut short
// by "[…]" above the post that repeats its opening whole, is dropped
// from the body, and that a paragraph ending in an ellipsis that the
// text after it does not repeat stays.
func TestExcerptAbovePostDropped(t *testing.T) {
	p1 := "One challenge I see when organizing anything is deciding what items should go together, and where to store them."
	p2 := "So I have put together a simple guide for how to group office items, so you do not have to overthink it."
	p3 := "We will start by chatting about why we group items together, then break down some category ideas for your desk."
	rest := strings.Repeat("<p>Grouping is the secret sauce of an organized workspace: decide on categories that make sense for how you work.</p>", 3)
	page := func(excerpt, class string) string {
		return `<html><head><meta property="og:title" content="Where to store office supplies"></head><body><main><article>` +
			`<h1>Where to store office supplies</h1><div class="post"><div class="` + class + `"><p>` + excerpt + `</p></div>` +
			`<div class="text"><p>` + p1 + `</p><p>` + p2 + `</p><p>` + p3 + `</p>` + rest + `</div></div></article></main></body></html>`
	}
	excerpt := p1 + " " + p2 + " We will start by chatting about why we group items […]"
	tests := []struct {
		name, excerpt, class string
	}{
		{"excerpt as the lead", excerpt, "intro"},
		{"excerpt as a block of the body", excerpt, "bde-text-105"},
		{"a teaser of something else", "Next week: how to sort the cables under your desk, and why the drawer is never the answer for long and tangled cords…", "bde-text-105"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(page(tc.excerpt, tc.class)))
			if err != nil {
				t.Fatal(err)
			}
			art, _ := NewHeuristic().Analyze(&Page{URL: "https://example.com/a", Doc: doc})
			if n := strings.Count(art.Body, "One challenge I see"); n != 1 {
				t.Errorf("body holds the post's opening %d times, want once:\n%s", n, art.Body)
			}
			if tc.name == "a teaser of something else" && !strings.Contains(art.Body, "Next week: how to sort") {
				t.Errorf("body lost the paragraph that ends in an ellipsis:\n%s", art.Body)
			}
		})
	}
}

// TestLeadNotSiteNote checks that a site's note in a summary box over
// the text (the caveat on a machine-made summary) is not taken as the
// lead and put back in front of the body.
func TestLeadNotSiteNote(t *testing.T) {
	note := "This is AI generated summarization, which may have errors. For context, always refer to the full article."
	para := "<p>The Senate on Wednesday approved on third and final reading a bill that would change the juvenile justice law.</p>"
	page := `<html><head><meta property="og:title" content="Senate approves bill"></head><body><main><article>` +
		`<h1>Senate approves bill</h1><div class="post-single__summary"><h3>Summary</h3><p>` + note + `</p></div>` +
		`<div class="entry-content">` + strings.Repeat(para, 4) + `</div></article></main></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://example.com/a", Doc: doc})
	if art.Lead != "" || strings.Contains(art.Body, "AI generated") {
		t.Errorf("lead = %q, body:\n%s", art.Lead, art.Body)
	}
}

// TestLeadAfterDateline checks that a summary shown with a dateline in
// front ("Berlin. …") is still the page's description and the lead, kept
// in the body when the body's container starts below it.
func TestLeadAfterDateline(t *testing.T) {
	desc := "Die Füchse stehen im Viertelfinale. Als der Ball ins Tor rollt, sind die Kräfteverhältnisse eindeutig geklärt."
	para := "<p>Der Stadtrat hat am Dienstag beschlossen, das Busnetz auszubauen, nachdem sich Anwohner monatelang darüber beschwert hatten.</p>"
	for _, tc := range []struct {
		shown string
		lead  bool
	}{
		{"<span>Berlin.</span> <span>" + desc + "</span>", true},
		{"WASHINGTON — " + desc, true},
		{desc, true},
		// A longer paragraph that merely ends like the description is not it.
		{"Nach einem langen Abend mit vielen Toren und noch mehr Emotionen in der Halle: " + desc, false},
	} {
		page := `<html><head><meta name="description" content="` + desc + `"></head><body><main>` +
			`<h1>Füchse im Viertelfinale</h1><div>` + tc.shown + `</div>` +
			`<div class="article-body">` + strings.Repeat(para, 4) + `</div></main></body></html>`
		doc, err := html.Parse(strings.NewReader(page))
		if err != nil {
			t.Fatal(err)
		}
		art, _ := NewHeuristic().Analyze(&Page{URL: "https://example.com/a", Doc: doc})
		if got := strings.Contains(art.Body, desc); got != tc.lead {
			t.Errorf("%q: body holds the summary = %v, want %v:\n%s", tc.shown, got, tc.lead, art.Body)
		}
	}
}

// TestBodyKeepsDatesInTables checks that the dates in a data table's
// rows stay in the body, while a dateline on its own goes.
func TestBodyKeepsDatesInTables(t *testing.T) {
	para := "<p>The council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	rows := ""
	for i, d := range []string{"1/1/2013", "2/1/2013", "3/1/2013", "April 1, 2013"} {
		rows += fmt.Sprintf("<tr><td>%s</td><td>+%d.1%%</td></tr>", d, 10+i)
	}
	page := `<html><body><main><h1>Home prices</h1><article><p class="date">Published March 4, 2025</p>` + strings.Repeat(para, 3) +
		`<table><thead><tr><th>Date</th><th>Change</th></tr></thead><tbody>` + rows + `</tbody></table>` + para + `</article></main></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://example.com/a", Doc: doc})
	for _, want := range []string{"1/1/2013", "3/1/2013", "April 1, 2013", "+13.1%"} {
		if !strings.Contains(art.Body, want) {
			t.Errorf("body lacks %q:\n%s", want, art.Body)
		}
	}
	if strings.Contains(art.Body, "Published March") {
		t.Errorf("body holds the dateline:\n%s", art.Body)
	}
}

// TestBodyPrefersMarkedContainer checks the two rules for a post whose
// text scores low (short lines of a dialogue, a short post) beside
// furniture holding longer sentences: the element the theme names as the
// post's text wins, and a WordPress sidebar widget is never the body,
// while the same widget class laid out inside an article is kept.
func TestBodyPrefersMarkedContainer(t *testing.T) {
	dialogue := `<p>„Ich weiß, ich bin spät.“</p><p>– „Ok.“</p><p>– „Wirklich?“</p><p>„Ja, wirklich.“</p><p>Und dann gingen wir.</p>`
	sideText := "Auf diesem Blog gibt es gelegentlich Links zu fremden Webseiten, auf deren Inhalte ich keinen Einfluss habe und für die ich nicht hafte."
	related := `<div class="related-posts"><h3>Verwandte Beiträge</h3><p>` + sideText + `</p><p>` + sideText + `</p></div>`
	tests := []struct {
		name, page   string
		want, wantNo []string
	}{
		{
			name: "entry-content beside a box of longer sentences",
			page: `<html><body><div class="links">` + strings.Repeat(`<p><a href="/a">Ein weiterer Beitrag aus dem Archiv dieses Blogs mit einem langen Titel</a></p>`, 8) +
				`</div><article><h1>Ein Gespräch</h1><div class="entry-content">` + dialogue +
				`<p>Eine kurze Notiz zum Schluss, die etwas länger ist als der Rest.</p></div></article><div class="box">` + related + `</div></body></html>`,
			want:   []string{"Ich weiß, ich bin spät.", "Eine kurze Notiz"},
			wantNo: []string{"fremden Webseiten"},
		},
		{
			name: "two marked elements say nothing",
			page: `<html><body><div class="entry-content"><p>Kurz.</p></div><div class="entry-content"><p>Auch kurz.</p></div>` +
				`<div class="main"><p>` + sideText + `</p><p>` + sideText + `</p></div></body></html>`,
			want: []string{"fremden Webseiten"},
		},
		{
			name: "a marked teaser does not beat a long article",
			page: `<html><body><div class="article-body"><p>Ein Anreißer mit ein paar Worten.</p></div><div class="story">` +
				strings.Repeat(`<p>`+sideText+`</p>`, 6) + `</div></body></html>`,
			want: []string{"fremden Webseiten"},
		},
		{
			// A query loop of post excerpts (prose, few links) below the
			// post makes their wrapper score best; the marked body holds
			// most of that prose and wins.
			name: "entry-content inside a wrapper with post excerpts",
			page: `<html><body><div class="columns"><div class="entry-content">` + strings.Repeat(`<p>`+sideText+`</p>`, 5) +
				`</div><div class="wp-block-query">` + strings.Repeat(`<div class="card"><h3><a href="/b">Ein anderer Beitrag</a></h3>`+
				`<p>Der Auszug eines anderen Beitrags erzählt in zwei Sätzen, worum es dort geht. Er ist kein Teil dieses Beitrags.</p></div>`, 3) +
				`</div></div></body></html>`,
			want:   []string{"fremden Webseiten"},
			wantNo: []string{"Auszug eines anderen"},
		},
		{
			name: "entry-content holding less than half of its wrapper's prose",
			page: `<html><body><div class="columns"><div class="entry-content"><p>` + sideText + `</p></div>` +
				strings.Repeat(`<p>Der Beitrag geht hier weiter, außerhalb des markierten Elements, in Absätzen voller Sätze.</p>`, 4) +
				`</div></body></html>`,
			want: []string{"fremden Webseiten", "außerhalb des markierten"},
		},
		{
			name: "wordpress sidebar widget",
			page: `<html><body><div class="post"><h1>Ein Gespräch</h1>` + dialogue + `</div><ul id="sidebar"><li id="text-3" class="widget widget_text"><h2>Haftung</h2><p>` +
				sideText + `</p><p>` + sideText + `</p></li></ul></body></html>`,
			want:   []string{"Ich weiß, ich bin spät."},
			wantNo: []string{"fremden Webseiten"},
		},
		{
			name: "a theme built of widgets: the post's widget holds the headline",
			page: `<html><body><div class="widget widget_posts_slot"><h1>Ein Gespräch</h1>` +
				strings.Repeat(`<p>Der Beitrag erzählt in ganzen Sätzen, wie das Gespräch am Abend verlief und was danach geschah.</p>`, 4) +
				`</div><div class="widget widget_labels_slot"><h2>Auch neu</h2><p>` + sideText + `</p></div></body></html>`,
			want:   []string{"wie das Gespräch am Abend"},
			wantNo: []string{"fremden Webseiten"},
		},
		{
			name: "the next story loaded below the first one",
			page: `<html><body><main><article><h1>Ein Gespräch</h1>` +
				strings.Repeat(`<p>Der Beitrag erzählt in ganzen Sätzen, wie das Gespräch am Abend verlief und was danach geschah.</p>`, 6) +
				`</article><article id="second-article"><h1>Der nächste Beitrag</h1>` + strings.Repeat(`<p>`+sideText+`</p>`, 8) +
				`</article></main></body></html>`,
			want:   []string{"wie das Gespräch am Abend"},
			wantNo: []string{"fremden Webseiten", "nächste Beitrag"},
		},
		{
			name: "widget classes of a page builder inside the article",
			page: `<html><body><article><h1>Titel</h1><div class="so-panel widget widget_sow-editor"><p>` + sideText +
				`</p></div><div class="so-panel widget widget_sow-editor"><p>` + sideText + `</p></div></article></body></html>`,
			want: []string{"fremden Webseiten"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkBody(t, tc.page, tc.want, tc.wantNo) })
	}
}

// heuristicBody is the body the heuristic reads from page, the page at
// url.
func heuristicBody(t *testing.T, page, url string) string {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: url, Doc: doc})
	return art.Body
}

// checkBody checks that the body the heuristic finds in page holds every
// string of want and none of wantNo.
func checkBody(t *testing.T, page string, want, wantNo []string) {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	an := analyze(doc)
	body := renderBlocks(an.bodyBlocks(an.container(), nil))
	for _, w := range want {
		if !strings.Contains(body, w) {
			t.Errorf("body lacks %q:\n%s", w, body)
		}
	}
	for _, w := range wantNo {
		if strings.Contains(body, w) {
			t.Errorf("body holds %q:\n%s", w, body)
		}
	}
}

// TestBodyCutsTailBoxes checks that a box titled as following the
// article (about the author, related posts, tags) is cut with all after
// it when it comes in the second half of the text, and kept when it
// comes early (an article that only starts after it is not cut away).
func TestBodyCutsTailBoxes(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " hat der Stadtrat am Abend lange beraten und am Ende knapp entschieden, sagte die Sprecherin.</p>"
	}
	bio := "<p>Jo Beispiel schreibt seit vielen Jahren über Wein und Reisen und lebt mit seiner Familie in Bozen.</p>"
	checkBody(t, `<html><body><article>`+para("Erstens")+para("Zweitens")+para("Drittens")+
		`<h3>Über den Autor</h3>`+bio+`</article></body></html>`,
		[]string{"Erstens", "Drittens"}, []string{"Über den Autor", "Bozen"})
	checkBody(t, `<html><body><article>`+para("Erstens")+para("Zweitens")+
		`<p>Tags:</p><p>Stadtrat, Haushalt, Bozen und andere Themen, die uns in diesem Jahr beschäftigen.</p></article></body></html>`,
		[]string{"Erstens", "Zweitens"}, []string{"Haushalt, Bozen"})
	checkBody(t, `<html><body><article><h3>Related posts</h3>`+para("Erstens")+para("Zweitens")+para("Drittens")+`</article></body></html>`,
		[]string{"Erstens", "Drittens"}, nil)
	teaser := "<p>Our analysts compared the regional housing markets and found that prices rose fastest in smaller towns.</p>"
	checkBody(t, `<html><body><article>`+para("Erstens")+para("Zweitens")+para("Drittens")+
		`<h2>You may be interested in the following topics</h2><h3>Housing report 2025</h3>`+teaser+`</article></body></html>`,
		[]string{"Erstens", "Drittens"}, []string{"following topics", "Housing report", "regional housing"})
	checkBody(t, `<html><body><article>`+para("Erstens")+para("Zweitens")+para("Drittens")+
		`<div class="css-1x2y3z"><p>Contributing Writer</p><p>Jo Beispiel</p>`+bio+`</div></article></body></html>`,
		[]string{"Erstens", "Drittens"}, []string{"Contributing Writer", "Bozen"})
	checkBody(t, `<html><body><article>`+para("Erstens")+para("Zweitens")+para("Drittens")+
		`<h2>Neueste Artikel</h2><h3>Haushalt beschlossen</h3><p>Eine Analyse von Jo Beispiel, der seit Jahren über den Stadtrat berichtet.</p></article></body></html>`,
		[]string{"Erstens", "Drittens"}, []string{"Neueste Artikel", "Haushalt beschlossen", "Eine Analyse"})
	checkBody(t, `<html><body><article>`+para("Erstens")+para("Zweitens")+para("Drittens")+
		`<h2>Article Sources</h2><p>Federal Reserve Bank of St. Louis, "Consumer Price Index for All Urban Consumers," accessed March 2025.</p></article></body></html>`,
		[]string{"Erstens", "Drittens"}, []string{"Article Sources", "Consumer Price Index"})
	// A German sources box: its title a bold <div>, its list plain items.
	checkBody(t, `<html><body><article>`+para("Erstens")+para("Zweitens")+para("Drittens")+
		`<div class="box"><div class="font-bold">Verwendete Quellen</div><ul><li>Eigene Recherchen</li><li>nytimes.com: Behind the Seized Tanker (Englisch)</li></ul></div></article></body></html>`,
		[]string{"Erstens", "Drittens"}, []string{"Verwendete Quellen", "Eigene Recherchen", "Seized Tanker"})
	// A press release closes with its press contact.
	checkBody(t, `<html><body><article>`+para("Erstens")+para("Zweitens")+para("Drittens")+
		`<h2>Contacts</h2><p>Media: Jonas Lind, press@example.com, +1 206-555-0190, weekdays from nine to five.</p></article></body></html>`,
		[]string{"Erstens", "Drittens"}, []string{"Contacts", "Jonas Lind"})
	// A section titled "Contacts" (a review of a phone's apps) is the
	// article's, like the ones after it.
	checkBody(t, `<html><body><article>`+para("Erstens")+para("Zweitens")+para("Drittens")+
		`<h2>Contacts</h2><p>The address book gets its first real update in years: duplicate cards are merged automatically.</p>`+
		`<h2>Verdict</h2>`+para("Viertens")+`</article></body></html>`,
		[]string{"Erstens", "Contacts", "address book", "Verdict", "Viertens"}, nil)
	// A box set between the paragraphs is not the article's end.
	checkBody(t, `<html><body><article>`+para("Erstens")+para("Zweitens")+para("Drittens")+
		`<div class="box"><h4>Noticias relacionadas</h4><ul><li><a href="/a">El salario mínimo subirá un 4% en 2027</a></li></ul></div>`+
		para("Viertens")+para("Fünftens")+`</article></body></html>`,
		[]string{"Erstens", "Drittens", "Viertens", "Fünftens"}, []string{"Noticias relacionadas", "salario"})
}

// TestBodyDropsForms checks that a form inside the article (a newsletter
// sign-up, a download request) loses its labels and prompts, and that a
// form wrapping the whole page, as ASP.NET WebForms pages have, still
// yields the article inside it.
func TestBodyDropsForms(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " hat der Stadtrat am Abend lange beraten und am Ende knapp entschieden, sagte die Sprecherin.</p>"
	}
	signup := `<form action="/subscribe" method="post"><p>Get our weekly briefing on city politics delivered to your inbox every Friday.</p>` +
		`<label for="email">Email address*</label><input id="email" type="email"><label>First Name*</label><input type="text"><button>Sign up</button></form>`
	checkBody(t, `<html><body><article>`+para("Erstens")+para("Zweitens")+signup+para("Drittens")+`</article></body></html>`,
		[]string{"Erstens", "Drittens"}, []string{"weekly briefing", "Email address", "First Name"})
	checkBody(t, `<html><body><form id="aspnetForm" method="post" action="./page.aspx"><input type="hidden" name="__VIEWSTATE" value="x">`+
		`<div class="nav"><a href="/">Home</a> <a href="/news">News</a></div><div class="story">`+para("Erstens")+para("Zweitens")+para("Drittens")+
		`</div></form></body></html>`,
		[]string{"Erstens", "Zweitens", "Drittens"}, nil)
}

// TestBodyKeepsPageFooterOut checks that the footer of a page with a
// <main> is not its article when its disclaimer holds more prose than
// the short text in <main>, while a footer that holds the main part
// (a misused tag wrapping the page) still yields it.
func TestBodyKeepsPageFooterOut(t *testing.T) {
	short := "<p>A good risk management program requires proper screening of renters to ensure that only qualified drivers operate your vehicles.</p>"
	legal := "<p>This material is not intended to replace the advice of a qualified advisor. Information has been obtained from sources believed to be reliable.</p>"
	checkBody(t, `<html><body><header><nav><a href="/">Home</a></nav></header><main id="content"><h1>Best practices</h1>`+short+
		`</main><footer id="page-footer">`+strings.Repeat(legal, 4)+`</footer></body></html>`,
		[]string{"qualified drivers"}, []string{"qualified advisor"})
	checkBody(t, `<html><body><footer class="page">`+strings.Repeat(legal, 4)+`</footer></body></html>`,
		[]string{"qualified advisor"}, nil)
}

// TestBodyKeepsSidebarsBesideMainOut checks that a rail of teasers with
// long descriptions beside a page's <main> is not its short article's
// body, however much more prose it holds, while an aside inside <main>
// that holds the text (a misused tag) still yields it.
func TestBodyKeepsSidebarsBesideMainOut(t *testing.T) {
	short := "<p>Police are looking for witnesses after a crash on the bypass on Thursday evening in which two drivers were slightly hurt.</p>"
	teaser := "<div class=\"teaser\"><h4>Pool decision postponed</h4><p>The cost of the new building has risen to 38 million according to new estimates, and the council will meet again in January.</p></div>"
	checkBody(t, `<html><body><div class="row"><aside class="col-left"><h3>From the region</h3>`+strings.Repeat(teaser, 4)+
		`</aside><main class="col-main"><article><h1>Witnesses sought after crash</h1>`+short+`</article></main>`+
		`<div role="complementary">`+strings.Repeat(teaser, 2)+`</div></div></body></html>`,
		[]string{"looking for witnesses"}, []string{"38 million"})
	checkBody(t, `<html><body><main><aside class="story">`+strings.Repeat(teaser, 4)+`</aside></main></body></html>`,
		[]string{"38 million"}, nil)
}

// TestBodyOfShortPostKeepsItsMarkedBody checks that a short post whose
// best block is one paragraph is read from the element the theme marks
// as its text, so that its short closing line among share buttons stays.
func TestBodyOfShortPostKeepsItsMarkedBody(t *testing.T) {
	widget := `<aside class="widget widget_text"><p>Life is not digital. A blog about start-ups, founders and the habits that make or break a company in its first years.</p></aside>`
	share := `<div class="sharedaddy"><h3>Teilen Sie dies mit:</h3><ul><li><a href="/s?t">Twitter</a></li><li><a href="/s?f">Facebook</a></li><li><a href="/s?e">E-Mail</a></li><li><a href="/s?l">LinkedIn</a></li><li><a href="/s?p">Pinterest</a></li><li><a href="/s?d">Drucken</a></li></ul></div>`
	checkBody(t, `<html><body><main><article><h1>Elektro-Zapfsäulen.</h1><div class="entry-content">`+
		`<p>Ich würde ja in smarte und wirtschaftliche Elektro-Zapfsäulen investieren. Wundere mich, dass es sie noch nicht konkurrenzfähig gibt.</p>`+
		`<p><strong>Ich bedanke mich für die Tipp-Provision von 2%…</strong></p>`+strings.Repeat(share, 5)+`</div></article></main>`+
		`<div id="secondary" role="complementary">`+strings.Repeat(widget, 6)+`</div></body></html>`,
		[]string{"Zapfsäulen investieren", "Ich bedanke mich"}, []string{"Life is not digital"})
}

// TestBodyBesideLongCommentThread checks that a post whose paragraphs
// share their element with a comment thread several times longer is
// extracted whole, without the comments: the thread must not leave one
// paragraph as the best container.
func TestBodyBesideLongCommentThread(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the film keeps its satire under the surface, and the effects still look as threatening as they did thirty years ago.</p>"
	}
	comment := `<li class="comment"><div class="comment-body"><p>I watched it again last week and I have to say that I agree with most of this, although the novel still has the better ending for me.</p></div></li>`
	checkBody(t, `<html><body><div class="postarea"><h1>Day eighteen</h1>`+para("First,")+para("Second,")+para("Third,")+para("Fourth,")+
		`<div id="comments"><ol class="commentlist">`+strings.Repeat(comment, 40)+`</ol></div></div></body></html>`,
		[]string{"First,", "Second,", "Fourth,"}, []string{"novel still has"})
}

// TestBodyInMisnamedArticle checks that an <article> whose class names
// furniture ("newsletter-content", a newsletter's web edition) is still
// found when a block beside it holds enough prose to look like the
// article under the strict reading of furniture classes.
func TestBodyInMisnamedArticle(t *testing.T) {
	quote := "<p>This podcast is one of the best out there and I am learning so much about my body and my brain every week.</p>"
	para := func(s string) string {
		return "<p>" + s + " of the weekly protocol trains one aspect of fitness, from strength to endurance, and leaves a day for recovery.</p>"
	}
	checkBody(t, `<html><body><main><section class="testimonials">`+strings.Repeat(quote, 6)+
		`</section><article class="newsletter-content">`+para("Day one")+para("Day two")+para("Day three")+para("Day four")+para("Day five")+
		para("Day six")+para("Day seven")+`</article></main></body></html>`,
		[]string{"Day one", "Day seven"}, nil)
}

// TestBodyPrefersSoleArticle checks that the page's one <article> is
// the container when it holds two thirds of the prose of the element
// that scored best around it: the rest is what the page adds after the
// article (a partner's note, a box of links with long descriptions).
func TestBodyPrefersSoleArticle(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the court heard that the agency had provided aid under the mandate for decades without any complaint.</p>"
	}
	extra := "<p>The agency's own archive holds the letters that passed between its two offices over the forty years of the mandate.</p>"
	page := `<html><body><div class="wrap"><article>` + para("First,") + para("Second,") + para("Third,") + para("Fourth,") +
		`</article><div class="after">` + extra + `</div></div></body></html>`
	checkBody(t, page, []string{"First,", "Fourth,"}, []string{"own archive"})
	// An article holding less than two thirds is a summary or a part.
	checkBody(t, `<html><body><div class="wrap"><article>`+para("First,")+`</article><div class="after">`+
		strings.Repeat(extra, 3)+`</div></div></body></html>`, []string{"First,", "own archive"}, nil)
}

// TestBodyDropsTeaserCards checks that a list of teaser cards after the
// article (a linked headline and an excerpt each) stays out of the
// body, while a listicle whose items are such cards keeps them: there
// the cards hold most of the prose.
func TestBodyDropsTeaserCards(t *testing.T) {
	para := "<p>Der Stadtrat hat am Dienstag beschlossen, das Busnetz auszubauen, nachdem sich Anwohner monatelang darüber beschwert hatten.</p>"
	card := func(i int) string {
		return fmt.Sprintf(`<div class="card"><h3 class="title"><a href="/politik/artikel-%d.html">Ein anderer Artikel Nummer %d</a></h3>`+
			`<p class="dek">Der Auszug des anderen Artikels fasst in einem Satz zusammen, worum es dort geht.</p></div>`, i, i)
	}
	var cards string
	for i := range 4 {
		cards += card(i)
	}
	checkBody(t, `<html><body><article><h1>Busnetz</h1>`+strings.Repeat(para, 6)+`<div class="more">`+cards+`</div></article></body></html>`,
		[]string{"Busnetz auszubauen"}, []string{"Auszug des anderen"})
	// A carousel of other articles after the article holds more than a
	// third of the page's prose, but less than the article before it.
	var carousel string
	for i := range 9 {
		carousel += card(i)
	}
	checkBody(t, `<html><body><main><section class="article"><h1>Busnetz</h1>`+strings.Repeat(para, 7)+`</section>`+
		`<section class="blog-list">`+carousel+`</section></main></body></html>`,
		[]string{"Busnetz auszubauen"}, []string{"Auszug des anderen"})
	// A hub page: an intro, the cards of its topics, then more text. The
	// cards hold less than half the prose, but more than comes before.
	checkBody(t, `<html><body><main><h1>Themen</h1>`+para+`<div class="topics">`+cards+`</div>`+strings.Repeat(para, 4)+`</main></body></html>`,
		[]string{"Busnetz auszubauen", "Auszug des anderen"}, nil)
	// The same cards as the page's list, after a one-paragraph intro.
	checkBody(t, `<html><body><article><h1>Vier Artikel</h1>`+para+`<div class="list">`+cards+`</div></article></body></html>`,
		[]string{"Busnetz auszubauen", "Auszug des anderen"}, nil)
	// A stream of cards whose long excerpts CSS cuts to three lines holds
	// more prose than the short article before it: still teasers.
	long := strings.Repeat("Der Auszug des anderen Artikels fasst zusammen, worum es dort geht, und erzählt noch mehr davon. ", 6)
	var stream string
	for i := range 4 {
		stream += fmt.Sprintf(`<div class="card"><h3><a href="/politik/artikel-%d.html">Ein anderer Artikel Nummer %d</a></h3>`+
			`<p class="text-sm line-clamp-3">%s</p></div>`, i, i, long)
	}
	checkBody(t, `<html><body><main><h1>Busnetz</h1>`+strings.Repeat(para, 3)+`<div class="stream">`+stream+`</div></main></body></html>`,
		[]string{"Busnetz auszubauen"}, []string{"Auszug des anderen"})
	// The same cut made by a box of fixed height that hides its overflow;
	// without the hiding, the height cuts nothing and the list stays.
	boxed := func(box string) string {
		var out string
		for i := range 4 {
			out += fmt.Sprintf(`<div class="card"><h3><a href="/politik/artikel-%d.html">Ein anderer Artikel Nummer %d</a></h3>`+
				`<div %s><p>%s</p></div></div>`, i, i, box, long)
		}
		return `<html><body><main><h1>Busnetz</h1>` + strings.Repeat(para, 3) + `<div class="stream">` + out + `</div></main></body></html>`
	}
	checkBody(t, boxed(`class="Ov-h" style="max-height:5.3em"`), []string{"Busnetz auszubauen"}, []string{"Auszug des anderen"})
	checkBody(t, boxed(`style="max-height: 5.3em; overflow: hidden"`), []string{"Busnetz auszubauen"}, []string{"Auszug des anderen"})
	checkBody(t, boxed(`style="max-height:5.3em"`), []string{"Busnetz auszubauen", "Auszug des anderen"}, nil)
	// Cards whose headings link into the page are its table of contents.
	toc := strings.ReplaceAll(cards, `href="/politik/`, `href="#`)
	checkBody(t, `<html><body><article><h1>Busnetz</h1>`+strings.Repeat(para, 6)+`<div class="more">`+toc+`</div></article></body></html>`,
		[]string{"Busnetz auszubauen", "Auszug des anderen"}, nil)
}

// TestBodyDropsExcerptTail checks that excerpts of other articles, cut
// off with an ellipsis after a word, are dropped when they end the
// article with their headlines, while an article's list that trails off
// after a comma stays, and so do excerpts that are the page's content.
func TestBodyDropsExcerptTail(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	excerpt := func(i int, end string) string {
		return fmt.Sprintf(`<h3>Another story %d</h3><p>Every January, companies promise themselves that this year will be different and story %d will`, i, i) + end + "</p>"
	}
	article := para("First,") + para("Second,") + para("Third,") + para("Fourth,") + para("Fifth,")
	tail := excerpt(1, "...") + excerpt(2, "…") + excerpt(3, " [&hellip;]")
	// Cut by length right after a comma.
	commaTail := excerpt(4, ",...") + excerpt(5, " be,...") + excerpt(6, "...")
	checkBody(t, `<html><body><article>`+article+commaTail+`</article></body></html>`,
		[]string{"First,", "Fifth,"}, []string{"Every January", "Another story"})
	checkBody(t, `<html><body><article>`+article+tail+`</article></body></html>`,
		[]string{"First,", "Fifth,"}, []string{"Every January", "Another story"})
	// Two excerpts are not yet a list of them.
	checkBody(t, `<html><body><article>`+article+excerpt(1, "...")+excerpt(2, "...")+`</article></body></html>`,
		[]string{"First,", "story 1 will...", "story 2 will..."}, nil)
	// A list that trails off after a comma is the article's.
	list := `<ul><li>Distributions: a look at the candidates of this year; Debian, Fedora, Ubuntu, ...</li>` +
		`<li>Development: the new kernel release and what it brings to the desktop, servers, ...</li>` +
		`<li>Security: a review of the updates that were released in the week, the advisories, ...</li></ul>`
	checkBody(t, `<html><body><article>`+article+list+`</article></body></html>`,
		[]string{"Fifth,", "Debian, Fedora", "the advisories, ..."}, nil)
	// A blog's index: the excerpts are the content.
	checkBody(t, `<html><body><main>`+para("Intro:")+tail+`</main></body></html>`,
		[]string{"Intro:", "story 1 will...", "story 3 will […]"}, nil)
}

// TestBodyDropsTOCTitles checks that the title of a table of contents
// goes with its links, while a table of contents in plain text keeps
// its title.
func TestBodyDropsTOCTitles(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	toc := `<div class="toc"><p class="toc-title">Table of Contents</p><ul><li><a href="#a">Why the network grows</a></li>` +
		`<li><a href="#b">What residents said</a></li><li><a href="#c">What comes next</a></li></ul></div>`
	checkBody(t, `<html><body><article>`+para("First,")+toc+para("Second,")+para("Third,")+`</article></body></html>`,
		[]string{"First,", "Third,"}, []string{"Table of Contents", "What comes next"})
	plain := `<p>Table of Contents</p><pre>1. Introduction ....... 2
2. Terminology ........ 3</pre>`
	checkBody(t, `<html><body><article>`+para("First,")+plain+para("Second,")+para("Third,")+`</article></body></html>`,
		[]string{"Table of Contents", "Terminology"}, nil)
	// A script fills the list in: the title stands before the article's
	// next heading.
	empty := `<div id="toc-container"><div id="toc-title">Table of Contents ▼</div><ul id="dynamic-toc"></ul></div>`
	checkBody(t, `<html><body><article>`+para("First,")+empty+`<h2>Why the network grows</h2>`+para("Second,")+para("Third,")+`</article></body></html>`,
		[]string{"First,", "Why the network grows", "Third,"}, []string{"Table of Contents"})
	// The entries went with a sidebar box; a short sentence follows.
	boxed := `<p>Table of Contents</p><nav class="toc-sidebar"><ol><li>Why the network grows</li><li>What comes next</li></ol></nav>`
	checkBody(t, `<html><body><article>`+para("First,")+boxed+`<p>Put simply, the buses are late.</p>`+para("Second,")+`</article></body></html>`,
		[]string{"First,", "Put simply", "Second,"}, []string{"Table of Contents", "What comes next"})
	checkBody(t, `<html><body><article>`+para("First,")+`<p>Table of Contents</p><p>Put simply, the buses are late.</p>`+para("Second,")+`</article></body></html>`,
		[]string{"First,", "Put simply", "Second,"}, []string{"Table of Contents"})
}

// TestBodyKeepsNumberedHeadings checks that a listicle's numbered
// headings stay when what stands under each is a picture or an embed,
// while an empty heading that is not in such a run goes.
func TestBodyKeepsNumberedHeadings(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	item := func(n int, s string) string {
		return fmt.Sprintf(`<h3>%d. %s</h3><figure><img src="/%d.jpg" alt=""></figure>`, n, s, n)
	}
	page := `<html><body><article>` + para("First,") + `<h2>Six numbers</h2>` + item(1, "The network has 300 lines.") +
		item(2, "It carries two million riders.") + item(3, "It employs 4,000 drivers.") +
		para("Second,") + para("Third,") + `<h3>Share this story</h3><figure><img src="/share.png" alt=""></figure></article></body></html>`
	checkBody(t, page, []string{"1. The network has 300 lines.", "2. It carries", "3. It employs"}, []string{"Share this story"})
	// Two numbered headings are no run: the first, with nothing under
	// it, goes.
	short := `<html><body><article>` + para("First,") + item(1, "The network has 300 lines.") + item(2, "It carries two million riders.") +
		para("Second,") + `</article></body></html>`
	checkBody(t, short, []string{"First,", "2. It carries", "Second,"}, []string{"1. The network"})
}

// TestBodyKeepsLinksInProseLists checks that an item that is one link
// stays when its list is the article's (another item is a sentence, or
// the list is nested in one), while a list of links and labelled links
// goes.
func TestBodyKeepsLinksInProseLists(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	mixed := `<h3>Highlights</h3><ul><li><a href="/review">Here is our year in review!</a></li>` +
		`<li>We have just landed <a href="/bug">bug 1553982</a>, which stops an update while another instance runs.<ul>` +
		`<li><a href="/frames">showFrames</a></li><li><a href="/leaf">onlyLeaf</a></li></ul></li></ul>`
	related := `<ul><li>Warnung: <a href="/a">Pflege schlägt Alarm: Häuser gehen insolvent</a></li>` +
		`<li>KI in der Schule? <a href="/b">Der Minister will Altersgrenzen</a></li>` +
		`<li><a href="/c">Guantánamo Syriens: die vergessenen Islamisten</a></li></ul>`
	checkBody(t, `<html><body><article>`+para("First,")+mixed+para("Second,")+related+para("Third,")+`</article></body></html>`,
		[]string{"Here is our year in review!", "We have just landed", "showFrames", "onlyLeaf"},
		[]string{"Warnung", "Der Minister", "Guantánamo"})
}

// TestBodyKeepsAnnouncedLinkLists checks that a list of links that a
// sentence of the article announces with a colon stays in the body when
// the article goes on after it, while a list after "you might also
// like:", a label's list, and an announced list that ends the article
// stay out.
func TestBodyKeepsAnnouncedLinkLists(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	list := func(items ...string) string {
		var b strings.Builder
		b.WriteString("<ul>")
		for i, it := range items {
			fmt.Fprintf(&b, `<li><a href="/l/%d">%s</a></li>`, i, it)
		}
		return b.String() + "</ul>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+
		`<p>Here are some examples of the courses the city offers to new drivers:</p>`+
		list("Night Driving Basics", "Winter Tyres Explained", "Sharing the Road with Cyclists")+
		para("Second,")+
		`<p>If you liked this story, you might also like these ones:</p>`+
		list("Why the Mayor Rides the Bus", "Ten Years of Night Lines")+
		para("Third,")+
		`<p>Related:</p>`+list("Bus Drivers Strike Again", "Fares Rise in May")+
		para("Fourth,")+
		`<p>Read the other stories of our series on the city's transport:</p>`+
		list("Trams Before the War", "The Ring Road That Never Was")+
		`</article></body></html>`,
		[]string{"First,", "Night Driving Basics", "Sharing the Road with Cyclists", "Second,", "Fourth,"},
		[]string{"Why the Mayor Rides", "Bus Drivers Strike", "Trams Before the War"})
}

// TestBodyDropsInvisibleLines checks that a paragraph of zero-width
// joiners or non-joiners only (a spacer some editors leave) is no line of
// the body, in a set's body and in a whole-page extractor's, while a
// joiner inside an emoji stays.
func TestBodyDropsInvisibleLines(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	doc, err := html.Parse(strings.NewReader(`<html><body><article>` + para("First,") + "<p>&zwj;</p><p>\u200c \u200d</p>" + para("Second, 👩\u200d💻") + `</article></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	an := analyze(doc)
	a := renderBlocks(an.bodyBlocks(an.container(), nil))
	for _, l := range strings.Split(a, "\n") {
		if !hasVisible([]byte(l)) {
			t.Errorf("invisible line %q in %q", l, a)
		}
	}
	if !strings.Contains(a, "👩\u200d💻") {
		t.Errorf("the emoji lost its joiner: %q", a)
	}
	if got := dropStockLines("First line\n\u200d\n\u200c\u200d \nSecond 👩\u200d💻"); got != "First line\nSecond 👩\u200d💻" {
		t.Errorf("dropStockLines = %q", got)
	}
}

// TestBodyKeepsLinkedSentences checks that a sentence whose links make
// up most of its text stays beside the article's prose, in a paragraph
// and in a list item, while a teaser link with a label, a "read more"
// line and a linked headline without a full stop stay out.
func TestBodyKeepsLinkedSentences(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+
		`<p>Mexico answered with <a href="/a">tariffs on American pork and steel products</a> and <a href="/b">a complaint to the trade organization in Geneva</a> in June.</p>`+
		`<ul><li>Official website: <a href="/h">Park Hyatt</a></li>`+
		`<li>This hotel features in my lists of <a href="/l1">the 10 best hotels in Bangkok</a>, <a href="/l2">the best new hotels of 2017</a> and <a href="/l3">my favorite Hyatt hotels in the world</a>.</li></ul>`+
		para("Second,")+
		`<p>Read more: <a href="/c">Why the mayor of the city rides the night bus to work every single day of the year</a></p>`+
		`<p><a href="/d">Bus drivers strike again as talks with the city over pay and hours break down for good</a> and more</p>`+
		para("Third,")+`</article></body></html>`,
		[]string{"tariffs on American pork", "in Geneva in June.", "the best new hotels of 2017", "Second,", "Third,"},
		[]string{"rides the night bus", "Bus drivers strike"})
}

// TestBodyDropsVideoPlayers checks that a video player's card (the
// clip's title over its thumbnail) stays out of the body.
func TestBodyDropsVideoPlayers(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	player := `<div class="player-placeholder-ui-container"><div class="video-item" role="button"><img src="/t.jpg" alt="">` +
		`<h3 class="video-item-title">Residents react to the new bus lines</h3><span>1:30</span></div></div>`
	checkBody(t, `<html><body><article>`+para("First,")+player+para("Second,")+para("Third,")+`</article></body></html>`,
		[]string{"First,", "Second,", "Third,"}, []string{"Residents react"})
}

// TestBodyKeepsHeadingWidgets checks that the headings a page builder
// wraps in a widget of their own stay with the paragraphs under them,
// while a widget holding more than its heading is still furniture.
func TestBodyKeepsHeadingWidgets(t *testing.T) {
	para := func(s string) string {
		return `<div class="elementor-widget elementor-widget-text-editor"><p>` + s +
			` the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p></div>`
	}
	heading := func(s string) string {
		return `<div class="elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h3>` + s + `</h3></div></div>`
	}
	box := `<div class="widget"><h3>Popular now</h3><p><a href="/x">Bridge closes for a week</a> and more.</p></div>`
	checkBody(t, `<html><body><article>`+para("First,")+heading("1. Build an emergency fund")+para("Second,")+
		heading("2. Pay down debt early")+para("Third,")+box+para("Fourth,")+`</article></body></html>`,
		[]string{"1. Build an emergency fund", "2. Pay down debt early", "Fourth,"}, []string{"Popular now"})
}

// TestBodyDropsAffiliateDisclosures checks that a notice that the page
// earns from its links stays out of the body, while prose about
// affiliate marketing, and a list item about it, stay.
func TestBodyDropsAffiliateDisclosures(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article><p><em>This post contains affiliate links. If you buy through them, we may earn a small commission at no cost to you.</em></p>`+
		para("First,")+`<p>Secondary models include sponsorships and affiliate marketing, where creators earn a share of sales.</p>`+
		`<ul><li>Affiliate programs: streamers earn a commission when viewers buy games via affiliate links.</li><li>Sponsorships</li></ul>`+
		para("Second,")+`<p>Als Amazon-Partner erhalten wir eine Provision, wenn Sie über diese Links einkaufen.</p></article></body></html>`,
		[]string{"First,", "Secondary models", "Affiliate programs: streamers"}, []string{"This post contains", "Provision"})
}

// TestBodyDropsInlineFurniture checks that a caption or credit <span>
// inside a run of text is furniture like a block one, while an inline
// element with a class that names nothing stays.
func TestBodyDropsInlineFurniture(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+`<div><strong>WATCH | Residents react:</strong><span><span class="mediaEmbed"><div>`+
		`<img src="/v.jpg" alt=""></div></span><span class="media-caption">Riders in the east end fear longer trips.</span></span></div>`+
		para("Second,")+`<p><span class="highlight">Bus fares</span> stay the same until next spring, the council said.</p>`+para("Third,")+`</article></body></html>`,
		[]string{"First,", "Bus fares stay the same", "Third,"}, []string{"Riders in the east end"})
}

// TestBodyDropsCallsToAction checks that a call-to-action box and a
// tooltip's text inside the article stay out of the body, while a whole
// article wrapped in a "cta" class (a landing page's) stays.
func TestBodyDropsCallsToAction(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+`<div class="blog-cta"><h3>Ready to grow your salon?</h3><p>Start your free trial today and get 30 days of bookings on us.</p></div>`+
		para("Second,")+`<p>Fares stay the same<span class="tooltip">Prices include VAT and the booking fee.</span> until spring.</p>`+
		`<section class="call-to-action-section"><p>How to purchase a report: contact our sales team for a quote.</p></section>`+para("Third,")+`</article></body></html>`,
		[]string{"First,", "Second,", "Fares stay the same", "Third,"}, []string{"free trial", "booking fee", "sales team"})
	long := strings.Repeat(para("Again,"), 6)
	checkBody(t, `<html><body><div class="cta-page"><article>`+para("First,")+long+`</article></div></body></html>`,
		[]string{"First,", "Again,"}, nil)
}

// TestBodyDropsNotProse checks that a box a Tailwind article opts out
// of its typography ("not-prose": a ranking card, a sign-up) stays out
// of the body, while the "prose" article around it stays.
func TestBodyDropsNotProse(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article class="prose lg:prose-xl">`+para("First,")+
		`<div class="not-prose rounded-lg"><h3>#1 Springfield Academy</h3><p>Tuition $12,000 a year. Rated 4.8 by 320 parents. Apply now for the fall term.</p></div>`+
		para("Second,")+`</article></body></html>`,
		[]string{"First,", "Second,"}, []string{"Springfield Academy", "Tuition"})
}

// TestBodyDropsCommentsInOtherLanguages checks that a comment thread
// classed in the site's language ("comentarios", "commentaires") stays
// out of the body like one classed "comments".
func TestBodyDropsCommentsInOtherLanguages(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+para("Second,")+
		`<table class="comentarios"><tr><td><b>carlos_r</b> dijo:<br>Por fin, mis hijos cruzaban por las vías todos los días.</td></tr></table>`+
		`<div class="commentaires-liste"><p>Enfin une bonne nouvelle pour le quartier, merci à la mairie pour ce projet.</p></div></article></body></html>`,
		[]string{"First,", "Second,"}, []string{"mis hijos", "Enfin une bonne"})
}

// TestBodyDropsBEMFurniture checks that an element named block__element
// whose element is furniture ("article__tags") stays out of the body,
// though its block's name ("article") is a content word.
func TestBodyDropsBEMFurniture(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article><div class="article__body">`+para("First,")+para("Second,")+`</div>`+
		`<div class="article__tags"><span>Ämnen i artikeln</span><a href="/amne/ostersund">Östersund</a><a href="/amne/skola">Skola</a></div></article></body></html>`,
		[]string{"First,", "Second,"}, []string{"Ämnen", "Skola"})
}

// TestBodyDropsFactAndAuthorBoxes checks that a news page's fact box
// ("infobox", or a box titled "If you go"), a press contact, a stocks
// box, a terms-of-use line and a WordPress author-box plugin stay out of
// the body, while a table of facts classed "infobox" (Wikipedia's)
// stays.
func TestBodyDropsFactAndAuthorBoxes(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+
		`<div class="infobox copytext__clearBox"><h3>Mehr zum Thema</h3><p>Alle Buslinien der Stadt und ihre Fahrpläne finden Sie auf der Seite der Verkehrsbetriebe.</p></div>`+
		para("Second,")+`<div class="saboxplugin-wrap"><div class="saboxplugin-authorname">Jane Doe</div><p>Jane writes about cities, transport and the people who plan them for our site.</p></div>`+
		`</article></body></html>`,
		[]string{"First,", "Second,"}, []string{"Fahrpläne", "Jane writes"})
	// A fact box over an event story, under a class that names nothing.
	checkBody(t, `<html><body><article><div class="event-box"><h3>If you go</h3><ul><li><strong>When:</strong> Saturday, December 12, 7 p.m.</li>`+
		`<li><strong>Where:</strong> St. Mark's Church, 40 Elm St.</li></ul></div>`+para("First,")+para("Second,")+para("Third,")+`</article></body></html>`,
		[]string{"First,", "Third,"}, []string{"If you go", "Elm St."})
	// A press release's contact and a market story's stocks, in boxes
	// of their own.
	checkBody(t, `<html><body><article>`+para("First,")+para("Second,")+para("Third,")+
		`<div class="c-press-release__contact"><h2>Pressekontakt</h2><p>Pressereferat, Telefon: 030 1234-5678, E-Mail: presse@example.de</p></div></article></body></html>`,
		[]string{"First,", "Third,"}, []string{"Pressekontakt", "Pressereferat"})
	checkBody(t, `<html><body><article>`+para("First,")+para("Second,")+para("Third,")+
		`<div class="ticker-list"><h4>Stocks in this story</h4><ul><li>NWS 142.10 +7.4%</li><li>CBM 88.40 +2.1%</li></ul></div></article></body></html>`,
		[]string{"First,", "Third,"}, []string{"Stocks in this story", "142.10"})
	// The terms-of-use line and a copyrights box under the story.
	checkBody(t, `<html><body><article>`+para("First,")+para("Second,")+
		`<div class="copyrights">COMMents: SHARE <a>Copy link</a> <a>Email</a> BACK TO TOP</div>`+
		`<div class="termsofuse"><p>Terms &amp; conditions | Institutional Subscriber</p></div></article></body></html>`,
		[]string{"First,", "Second,"}, []string{"BACK TO TOP", "Institutional"})
	checkBody(t, `<html><body><article>`+para("First,")+
		`<table class="infobox vcard"><tr><th>Founded</th><td>1998 in Mountain View, California, by two students</td></tr></table>`+
		para("Second,")+`</article></body></html>`,
		[]string{"First,", "Mountain View", "Second,"}, nil)
}

// TestBodyDropsChartLabels checks that the labels of an ai2html chart
// (text laid over the chart's image: axis ticks, legends) stay out of
// the body.
func TestBodyDropsChartLabels(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	labels := `<div id="g-debt-box" class="ai2html"><div class="g-artboard"><img class="g-aiImg" src="chart.png">` +
		`<div class="g-aiAbs" style="top:4%;left:96%"><p>$915 billion in interest payments by 2028</p></div>` +
		`<div class="g-aiAbs" style="top:9%;left:0%"><p>Interest payments on the national debt, per year</p></div></div></div>`
	checkBody(t, `<html><body><article>`+para("First,")+labels+para("Second,")+`</article></body></html>`,
		[]string{"First,", "Second,"}, []string{"$915 billion", "Interest payments"})
}

// TestBodyDropsNoSnippetBoxes checks that what a site keeps out of
// search snippets (data-nosnippet: an author's excerpt, a widget) stays
// out of the body.
func TestBodyDropsNoSnippetBoxes(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+
		`<div class="with-excerpt" data-nosnippet=""><p>Jane Doe is a senior editor who has covered transport and cities for a decade at this site.</p></div>`+
		para("Second,")+`</article></body></html>`,
		[]string{"First,", "Second,"}, []string{"senior editor"})
}

// TestBodyDropsListLabels checks that the label of a link list the body
// drops goes with it, while a short line beside prose stays.
func TestBodyDropsListLabels(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+
		`<div class="box"><p class="title">Springfield transit</p><ul><li><a href="/a">The new bus lines in full</a></li><li><a href="/b">What the fares will cost</a></li></ul></div>`+
		para("Second,")+`<div><p>Bus lines</p>`+para("Third,")+`</div></article></body></html>`,
		[]string{"First,", "Second,", "Bus lines", "Third,"}, []string{"Springfield transit", "new bus lines"})
}

// TestBodyDropsDanglingLabel checks that a short label ending the body,
// whose list of links the body dropped, goes, while a label ending the
// page's text (nothing dropped after it) and one inside the text stay.
func TestBodyDropsDanglingLabel(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	links := `<ul class="teasers"><li><a href="/a">The new bus lines in full</a></li><li><a href="/b">What the fares will cost</a></li></ul>`
	checkBody(t, `<html><body><article>`+para("First,")+`<p>The plan has three parts:</p>`+para("Second,")+
		`<p>Dieses Thema im Programm:</p>`+links+`</article></body></html>`,
		[]string{"First,", "three parts:", "Second,"}, []string{"Dieses Thema", "new bus lines"})
	checkBody(t, `<html><body><article>`+para("First,")+`<p>Sources:</p></article></body></html>`,
		[]string{"First,", "Sources:"}, nil)
	// A wire's end mark and the date line after the promo do not end
	// the text the label announces.
	checkBody(t, `<html><body><div class="nota"><h1>Nuevo terminal del aeropuerto</h1><div class="cuerpo">`+para("First,")+para("Second,")+
		`<p><strong>Más en Andina:</strong></p><p><a href="/a">Gobierno amplía el estado de emergencia</a></p>`+
		`<p>(FIN) NDP/JCC</p></div><div class="publicado">Publicado: 12/11/2026</div></div></body></html>`,
		[]string{"First,", "Second,"}, []string{"Más en Andina", "Gobierno amplía"})
	// Armenian typed with an ASCII colon for its full stop "։".
	hy := func(s string) string {
		return "<p>" + s + " Երևանում մեկնարկել է քաղաքային ավտոբուսների նոր երթուղային ցանցի երկրորդ փուլը:</p>"
	}
	checkBody(t, `<html><body><article>`+hy("Այսօր")+hy("Երեկ")+`<p>Երրորդ փուլը նախատեսված է տարեվերջին:</p>`+links+`</article></body></html>`,
		[]string{"Այսօր", "Երեկ", "Երրորդ փուլը նախատեսված է տարեվերջին:"}, []string{"new bus lines"})
}

// TestBodyKeepsQuoteFigures checks that a quote the article cites as a
// figure (<figure><blockquote>, its speaker in <figcaption>) is in the
// body, while a pull quote repeating the article's words, an
// embedded tweet and an image's caption are not.
func TestBodyKeepsQuoteFigures(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+
		`<figure><blockquote><p>We listened to the riders and we will run buses every ten minutes from May.</p></blockquote><figcaption>Anna Berg, transport chief</figcaption></figure>`+
		para("Second,")+
		`<figure class="pull"><blockquote><p>after months of complaints from residents, to extend the bus network</p></blockquote></figure>`+
		`<figure><blockquote class="twitter-tweet"><p>Buses at last! Thanks to everyone who signed the petition this spring.</p></blockquote></figure>`+
		`<figure><img src="bus.jpg"><figcaption>A bus at the depot on Tuesday morning, photo by the council</figcaption></figure>`+
		para("Third,")+`</article></body></html>`,
		[]string{"First,", "every ten minutes", "Third,"}, []string{"Buses at last", "photo by the council"})
	doc, err := html.Parse(strings.NewReader(`<html><body><article>` + para("First,") +
		`<figure class="pull"><blockquote><p>after months of complaints from residents, to extend the bus network</p></blockquote></figure></article></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	an := analyze(doc)
	if n := strings.Count(renderBlocks(an.bodyBlocks(an.container(), nil)), "months of complaints"); n != 1 {
		t.Errorf("a pull quote's words are in the body %d times, want once", n)
	}
}

// TestBodyKeepsLinkedWordParagraphs checks that a paragraph of linked
// place names or terms among the article's prose stays, while a bar of
// links, a follow line and a teaser's single long link do not.
func TestBodyKeepsLinkedWordParagraphs(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+
		`<p>宮崎県：<a href="/t/1">高鍋町</a>、<a href="/t/2">新富町</a>、<a href="/t/3">宮崎市</a></p>`+
		`<p>Source files: <a href="/a.js">blanket.js</a>, <a href="/b.js">mocha-blanket.js</a></p>`+
		para("Second,")+
		`<p><a href="/about">About us</a> | <a href="/mission">Mission Statement</a> | <a href="/write">Write for us</a></p>`+
		`<p>Follow us on <a href="/fb">Facebook</a>, <a href="/x">X</a> and <a href="/ig">Instagram</a></p>`+
		`<p>Filed under: <a href="/c/transport">Transport</a>, <a href="/c/council">Council</a></p>`+
		`<p>See also: <a href="/story">Why the council took so long to agree on the new bus lines</a></p>`+
		para("Third,")+`</article></body></html>`,
		[]string{"First,", "新富町", "mocha-blanket.js", "Second,", "Third,"}, []string{"Mission Statement", "Instagram", "Filed under", "took so long"})
}

// TestBodyDropsNestedTeaserArticles checks that the cards of a teaser
// stream the story's own <article> wraps (nested <article>s with a link
// and no prose: a linked headline, its authors) stay out of the body,
// while a nested <article> with prose stays.
func TestBodyDropsNestedTeaserArticles(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	card := func(title, authors string) string {
		return `<article class="grid"><h3><a href="/n/1">` + title + `</a></h3><div class="names">` + authors + `</div></article>`
	}
	checkBody(t, `<html><body><article><h1>Buses</h1>`+para("First,")+para("Second,")+
		`<div>`+card("Trump legt gegen Papst Leo nach", "Anna Berg und Tim Roth")+card("Sturm an der Küste heute Nacht", "Lena Vogt und Max Weber")+`</div>`+
		`<article class="quote">`+para("Third,")+`</article></article></body></html>`,
		[]string{"First,", "Second,", "Third,"}, []string{"Anna Berg", "Lena Vogt"})
}

// TestBodyDropsDisclaimers checks that a block classed as a disclaimer
// (a legal note, "views expressed are the author's") stays out of the
// body, while prose that mentions a disclaimer stays.
func TestBodyDropsDisclaimers(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+`<p>The operator added a disclaimer to its timetable after the strike.</p>`+para("Second,")+
		`<div class="article-disclaimer"><p>The views expressed in this article are those of the author and do not reflect the position of the publisher.</p></div>`+
		`<p id="views-disclaimer">This is not financial advice.</p></article></body></html>`,
		[]string{"First,", "added a disclaimer", "Second,"}, []string{"views expressed", "financial advice"})
}

// TestBodyDropsShowCommentsBox checks that a box named for showing the
// comments ("show-comments") is furniture like a comments box, while a
// page flagged "has-comments" keeps its article.
func TestBodyDropsShowCommentsBox(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article class="has-comments">`+para("First,")+para("Second,")+
		`<div class="show-comments"><p>Join our commenting forum</p><p>Join thought-provoking conversations, follow other readers and see their replies</p></div>`+
		`</article></body></html>`,
		[]string{"First,", "Second,"}, []string{"commenting forum", "thought-provoking"})
}

// TestBodyNeverInConsentManager checks that a cookie-consent dialog's
// legal text, longer than any one box of an article whose paragraphs
// each sit in their own box, is never taken for the body; an article
// tagged "consent" (with its <h1>) still is.
func TestBodyNeverInConsentManager(t *testing.T) {
	var story strings.Builder
	for _, w := range []string{"First,", "Second,", "Third,"} {
		story.WriteString(`<div class="wrapper"><p data-testid="paragraph">` + w + ` the council met on Tuesday and agreed to extend the bus network.</p></div><div class="ad-slot"></div>`)
	}
	legal := strings.Repeat("If you are a California consumer, you have the right, at any time, to direct a business that sells your personal information to third parties not to sell it. ", 6)
	checkBody(t, `<html><body><main><h1>Buses</h1>`+story.String()+`</main>`+
		`<div id="onetrust-consent-sdk"><div id="onetrust-pc-sdk" class="ot-sdk-container"><h2>Your Privacy Choices</h2><div id="pc-policy-text">`+legal+`</div></div></div></body></html>`,
		[]string{"First,", "Third,"}, []string{"California consumer"})
	checkBody(t, `<html><body><nav><a href="/">Home</a></nav><article class="post tag-consent"><h1>What consent means</h1><p>`+legal+`</p></article></body></html>`,
		[]string{"California consumer"}, nil)
	checkBody(t, `<html><body><div class="consent-law-explainer"><h1>What consent means</h1><p>`+legal+`</p></div></body></html>`,
		[]string{"California consumer"}, nil)
}

// TestBodyDropsPaywallNotices checks that a notice that the rest of the
// story is for subscribers stays out of the body, while prose about
// subscriptions stays.
func TestBodyDropsPaywallNotices(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+para("Second,")+
		`<p>The subscription costs $12.99 a month for unlimited rides on every line.</p>`+
		`<p>To read the rest of this story subscribe to STAT+.</p><p>Il vous reste 57% de cet article à lire. La suite est réservée aux abonnés.</p>`+
		`<p>This article is exclusive to STAT+ subscribers</p><p>Become a paid subscriber to Every to unlock this piece and learn about:</p>`+
		`</article></body></html>`,
		[]string{"First,", "Second,", "The subscription costs"}, []string{"rest of this story", "réservée aux abonnés", "exclusive to STAT+", "paid subscriber"})
}

// TestBodyDropsFollowPrompts checks that a request to follow the site on
// a social network stays out of the body, while prose about social
// networks stays.
func TestBodyDropsFollowPrompts(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+`<p>If you have 1,000 followers on TikTok, you can go live and accept gifts.</p>`+
		para("Second,")+`<p>Follow us on Telegram, Facebook, Instagram and X for the latest news.</p><p>Folgen Sie uns auf Twitter</p></article></body></html>`,
		[]string{"First,", "1,000 followers on TikTok", "Second,"}, []string{"Follow us", "Folgen Sie"})
	// A "follow us" box in a language the prompts are not written in
	// (Kannada: "Our app is here: Android | iPhone").
	checkBody(t, `<html><body><article>`+para("First,")+para("Second,")+
		`<div class="follow-us"><p>ಪ್ರಜಾವಾಣಿ ಆ್ಯಪ್ ಇಲ್ಲಿದೆ: ಆಂಡ್ರಾಯ್ಡ್ | ಐಫೋನ್</p></div></article></body></html>`,
		[]string{"First,", "Second,"}, []string{"ಆ್ಯಪ್"})
}

// TestBodyDropsSignupPitches checks that a request to sign up for the
// site's newsletter or channel, set without a form, stays out of the
// body, while prose and list items about newsletters stay.
func TestBodyDropsSignupPitches(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+`<p>Many readers sign up for a newsletter to follow the council.</p>`+
		`<ul><li>Conversion rate: the share of visitors who act, such as signing up for our newsletter or buying a pass.</li><li>Bounce rate: the share of visitors who leave at once.</li></ul>`+
		para("Second,")+`<p>Never miss the latest news by signing up to our free weekly newsletter.</p>`+
		`<p>Abonniere den Whatsapp-Kanal von 20 Minuten und erhalte die wichtigsten News.</p></article></body></html>`,
		[]string{"First,", "Many readers sign up", "Conversion rate", "Second,"}, []string{"Never miss", "Whatsapp-Kanal"})
}

// TestBodyDropsAppeals checks that a request for money at the end of an
// article stays out of the body, while the article's own words about
// donations stay.
func TestBodyDropsAppeals(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+`<p>The charity said donations to the fund rose by a third last year.</p>`+para("Second,")+
		`<p>Since you made it to the bottom of this article, we have a small favor to ask.</p><p>Jetzt spenden!</p></article></body></html>`,
		[]string{"First,", "donations to the fund rose", "Second,"}, []string{"small favor", "spenden"})
}

// TestBodyDropsLabelLines checks that a byline label on a line of its
// own ("Written by", the name on the next line) and a marker where an ad
// interrupts the text stay out of the body, while the same words inside
// a sentence stay.
func TestBodyDropsLabelLines(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article><p>Written by</p><p>Jane Doe</p>`+para("First,")+
		`<p>Article continues below</p>`+para("Second,")+`<p>Last updated:</p>`+para("Third,")+
		`<p>Written by hand, the notes were published in the council's bulletin the next morning.</p></article></body></html>`,
		[]string{"First,", "Third,", "Written by hand"}, []string{"Written by\n", "continues below", "Last updated"})
	// A related-links label whose links went, a share button's words.
	checkBody(t, `<html><body><article>`+para("First,")+`<p>Lire aussi :</p><ul><li><a href="/a">Le budget</a></li><li><a href="/b">La grève</a></li></ul>`+
		para("Second,")+`<p>Share this post</p><p>Explore more on these topics</p><p>Keep reading the council's minutes online, the mayor said.</p>`+
		`<div><a href="#share">Share this article</a><a href="#comments">Comments</a></div><p><span>Fehler gefunden?</span><span>Jetzt melden.</span></p>`+
		`<p>The iPhone app shows the new lines.</p></article></body></html>`,
		[]string{"First,", "Second,", "Keep reading the council", "iPhone app"}, []string{"Lire aussi", "Share this post", "Explore more", "Share this article", "Fehler gefunden"})
}

// TestBodyDropsLayoutCopies checks that a section a site builder
// renders once per screen size (siblings of the same text) is in the
// body once, while a paragraph the author repeats stays twice.
func TestBodyDropsLayoutCopies(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	section := `<div class="framer-rich">` + para("First,") + para("Second,") + para("Third,") + `</div>`
	page := `<html><body><main><div class="ssr-variant hidden-a">` + section + `</div><div class="ssr-variant hidden-b">` + section +
		`</div><div class="ssr-variant hidden-c">` + section + `</div></main></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	an := analyze(doc)
	body := renderBlocks(an.bodyBlocks(an.container(), nil))
	if n := strings.Count(body, "Second,"); n != 1 {
		t.Errorf("body holds the section %d times, want once:\n%s", n, body)
	}
	// The same on the path that applies a stored selector set.
	if n := strings.Count(renderBlocks(bodyBlocksOf(an.container(), nil, cleanContext{})), "Second,"); n != 1 {
		t.Errorf("applied body holds the section %d times, want once", n)
	}
	// A section of the same length but other words comes first.
	other := `<div class="framer-rich">` + para("Fifth,") + para("Eighth,") + para("Ninth,") + `</div>`
	page = `<html><body><main><div class="ssr-variant hidden-a">` + other + `</div><div class="ssr-variant hidden-b">` + section +
		`</div><div class="ssr-variant hidden-c">` + section + `</div></main></body></html>`
	if doc, err = html.Parse(strings.NewReader(page)); err != nil {
		t.Fatal(err)
	}
	an = analyze(doc)
	body = renderBlocks(an.bodyBlocks(an.container(), nil))
	if strings.Count(body, "Second,") != 1 || strings.Count(body, "Eighth,") != 1 {
		t.Errorf("want each section once:\n%s", body)
	}
	repeated := `<html><body><article>` + para("First,") + para("Again,") + para("Second,") + para("Again,") + `</article></body></html>`
	doc, err = html.Parse(strings.NewReader(repeated))
	if err != nil {
		t.Fatal(err)
	}
	an = analyze(doc)
	if n := strings.Count(renderBlocks(an.bodyBlocks(an.container(), nil)), "Again,"); n != 2 {
		t.Errorf("a repeated paragraph is in the body %d times, want 2", n)
	}
	// Short slides, one paragraph each, rendered for desktop and for
	// mobile: once, on both paths.
	var slides strings.Builder
	for _, s := range []string{"Universal Appeal", "Picture of Health", "Lift Off"} {
		for _, screen := range []string{"desktop", "mobile"} {
			slides.WriteString(`<section class="slide ` + screen + `"><div class="headline">` + s + `</div><div class="copy"><p>` + s + ` brought a museum visitors.</p></div></section>`)
		}
	}
	if doc, err = html.Parse(strings.NewReader(`<html><body><main>` + para("First,") + slides.String() + `</main></body></html>`)); err != nil {
		t.Fatal(err)
	}
	an = analyze(doc)
	for name, body := range map[string]string{
		"page":    renderBlocks(an.bodyBlocks(an.container(), nil)),
		"applied": renderBlocks(bodyBlocksOf(an.container(), nil, cleanContext{})),
	} {
		if n := strings.Count(body, "Picture of Health brought"); n != 1 {
			t.Errorf("%s: a slide for two screens is in the body %d times, want once:\n%s", name, n, body)
		}
	}
}

// TestBodyDropsPlayerUI checks that a video player's controls, menus
// and notices inside the article stay out of the body, while a class
// that merely starts with the same letters keeps its text.
func TestBodyDropsPlayerUI(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " hat der Stadtrat am Abend lange beraten und am Ende knapp entschieden, sagte die Sprecherin.</p>"
	}
	player := `<div class="video-js vjs-default-skin"><video src="a.mp4"></video><p class="vjs-no-js">To view this video please enable JavaScript, and consider upgrading to a web browser that supports HTML5 video</p>` +
		`<div class="vjs-control-bar"><button class="vjs-play-control">Play</button><div class="vjs-menu"><ul><li>Captions off</li><li>High (HD)</li><li>Times New Roman</li></ul></div></div></div>`
	checkBody(t, `<html><body><article>`+para("Erstens")+player+para("Zweitens")+`<h2 class="jw jl gd">Drittens im Rat</h2>`+para("Drittens")+`</article></body></html>`,
		[]string{"Erstens", "Zweitens", "Drittens im Rat"}, []string{"enable JavaScript", "High (HD)", "Times New Roman"})
}

// TestBodyKeepsFigureTables checks that a table WordPress wraps in
// <figure class="wp-block-table"> stays in the body, while a figure of
// an image and its caption does not.
func TestBodyKeepsFigureTables(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " hat der Stadtrat am Abend lange beraten und am Ende knapp entschieden, sagte die Sprecherin.</p>"
	}
	checkBody(t, `<html><body><article>`+para("Erstens")+para("Zweitens")+
		`<figure class="wp-block-table"><table><tr><td>Rank</td><td>Company</td></tr><tr><td>1</td><td>State Farm Group</td></tr></table></figure>`+
		`<figure class="wp-block-image"><img src="a.jpg"><figcaption>Das Rathaus am Abend der Sitzung, Foto: Stadt</figcaption></figure>`+
		para("Drittens")+`</article></body></html>`,
		[]string{"Erstens", "State Farm Group", "Drittens"}, []string{"Foto: Stadt"})
}

// TestBodyKeepsLinkCells checks that a data table keeps the cells that
// are links (the film each row is about), while a table of nothing but
// links stays a link list.
func TestBodyKeepsLinkCells(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " hat der Stadtrat am Abend lange beraten und am Ende knapp entschieden, sagte die Sprecherin.</p>"
	}
	row := func(title, year string) string {
		return `<tr><td><i><a href="/wiki/` + year + `">` + title + `</a></i></td><td>` + year + `</td><td>A film about a day that repeats.</td></tr>`
	}
	checkBody(t, `<html><body><article>`+para("Erstens")+para("Zweitens")+`<table>`+
		row("Repeat Performance", "1947")+row("The Time Travelers", "1964")+row("Le 15 Mai", "1969")+`</table>`+para("Drittens")+`</article></body></html>`,
		[]string{"Repeat Performance", "The Time Travelers", "Le 15 Mai", "1969"}, nil)
	links := `<table><tr><td><a href="/a">Politik</a></td><td><a href="/b">Sport</a></td></tr><tr><td><a href="/c">Kultur</a></td><td><a href="/d">Wetter</a></td></tr>` +
		`<tr><td><a href="/e">Reise</a></td><td><a href="/f">Auto</a></td></tr></table>`
	checkBody(t, `<html><body><article>`+para("Erstens")+para("Zweitens")+links+para("Drittens")+`</article></body></html>`,
		[]string{"Erstens", "Drittens"}, []string{"Politik", "Wetter"})
}

// TestBodyDropsSignupBoxes checks that the heading, pitch and fine print
// of a box around a sign-up form go with the form, on the full-page path
// and on the path that applies a stored set, while an article's summary
// beside such a form, a short page asking for a download and a price
// table beside a calculator stay. The same holds for the placeholder of
// an embed that loads after consent, but not for a checklist.
func TestBodyDropsSignupBoxes(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	box := `<section class="relative my-12"><div class="label">City Deals</div><div class="p-8">` +
		`<div><div>Be the first to know!</div><div>Get our best local deals texted right to your phone!</div></div>` +
		`<form><input type="tel" name="phone"><button>Sign Me Up</button></form>` +
		`<div>By signing up, you agree to receive recurring automated marketing messages at the number provided. Msg and data rates may apply. Reply STOP to opt out.</div>` +
		`</div><div>Thanks for signing up!</div></section>`
	check := func(name, page string, want, wantNo []string) {
		t.Helper()
		doc, err := html.Parse(strings.NewReader(page))
		if err != nil {
			t.Fatal(err)
		}
		an := analyze(doc)
		c := an.container()
		for path, body := range map[string]string{
			"page":    renderBlocks(an.bodyBlocks(c, nil)),
			"applied": renderBlocks(bodyBlocksOf(c, nil, cleanContext{})),
		} {
			for _, w := range want {
				if !strings.Contains(body, w) {
					t.Errorf("%s, %s path: body lacks %q:\n%s", name, path, w, body)
				}
			}
			for _, w := range wantNo {
				if strings.Contains(body, w) {
					t.Errorf("%s, %s path: body holds %q:\n%s", name, path, w, body)
				}
			}
		}
	}
	check("deals box", `<html><body><article><h1>Buses</h1><div class="editor-content">`+para("First,")+box+para("Second,")+para("Third,")+`</div></article></body></html>`,
		[]string{"First,", "Second,", "Third,"}, []string{"Be the first", "texted right", "rates may apply", "Thanks for signing up", "City Deals"})

	// A summary beside the form is the article's, however near.
	summary := `<ul class="summary-list"><li>The council agreed to extend the bus network to the northern suburbs this year.</li>` +
		`<li>Residents had complained for months about buses that never came on time.</li></ul>`
	signup := `<div class="inline-box"><div>Get the inside scoop on today's stories, delivered daily.</div><form><input type="email"><button><span>Sign up</span></button></form></div>`
	check("summary", `<html><body><article><h1>Buses</h1><div class="story"><div class="lock">`+summary+signup+`</div>`+para("First,")+para("Second,")+`</div></article></body></html>`,
		[]string{"northern suburbs", "never came on time", "First,"}, []string{"inside scoop"})

	// A short page asking for a download is the article with its form.
	download := `<html><body><main><section><h1>Best Practices for Rentals</h1><p>Request our free ebook</p></section>` +
		`<section><p>A good risk management program screens renters so that only qualified drivers operate your vehicles, which keeps the fleet safe.</p>` +
		`<p><strong>Key topics discussed in the guide include:</strong></p><ul><li>Procedures at the rental counter</li><li>Reporting losses</li></ul></section>` +
		`<section><div class="gform"><p>Fill out the form to get a copy of our ebook.</p><form><input type="email" name="email"><button>Download</button></form></div></section></main>` +
		`<footer><p>Offices in Baltimore and Hunt Valley, Maryland.</p></footer></body></html>`
	check("download page", download, []string{"risk management program", "Reporting losses"}, nil)

	// A price table that ends "get a quote" beside a calculator.
	prices := `<div class="estimate"><div><h2>What does an electrician cost in Springfield?</h2><form><input type="number" name="panels"><button>Calculate</button></form></div>` +
		`<div><table><tr><th>ITEM</th><th>LOW</th><th>HIGH</th></tr><tr><td>Electrical service panel cost</td><td>$370</td><td>$491</td></tr>` +
		`<tr><td>Electrical service panel labor</td><td>$398</td><td>$608</td></tr><tr><td>Materials and supplies for one panel</td><td>$26</td><td>$26</td></tr></table>` +
		`<p>Get an instant quote from local electricians near you.</p></div></div>`
	// The placeholder of an embed that loads after consent, with its
	// switch; a checklist of checkboxes stays.
	consent := `<div class="embed-box"><p class="label">Empfohlener redaktioneller Inhalt</p><p>An dieser Stelle finden Sie einen externen Inhalt, der den Artikel ergänzt.</p>` +
		`<input id="c1" type="checkbox"><label for="c1">Externen Inhalt anzeigen</label>` +
		`<p>Ich bin damit einverstanden, dass mir der externe Inhalt angezeigt wird. Damit können personenbezogene Daten an Drittplattformen übermittelt werden.</p></div>`
	checklist := `<ul class="checklist"><li><input type="checkbox"> Send save-the-date cards by email, with the website's address</li>` +
		`<li><input type="checkbox"> Contact the guests who have not answered and get a final headcount</li></ul>`
	check("consent", `<html><body><article><h1>Busse</h1><div class="text">`+para("First,")+consent+para("Second,")+checklist+para("Third,")+`</div></article></body></html>`,
		[]string{"First,", "Second,", "save-the-date", "final headcount"}, []string{"Empfohlener", "externen Inhalt", "einverstanden"})

	// Thousands of checkboxes side by side (a survey form) make one
	// walk, not one per box, and no box: nothing there asks for consent.
	var many strings.Builder
	for range 5000 {
		many.WriteString(`<input type="checkbox">`)
	}
	check("many fields", `<html><body><article><h1>Busse</h1><div class="text">`+para("First,")+`<div class="grid">`+many.String()+`</div>`+para("Second,")+`</div></article></body></html>`,
		[]string{"First,", "Second,"}, nil)

	check("price table", `<html><body><article><h1>Electricians</h1><div class="text-content">`+para("First,")+prices+para("Second,")+`</div></article></body></html>`,
		[]string{"Electrical service panel labor", "First,", "Second,"}, nil)
}

// TestBodyDropsTestimonials checks that customers' praise (a set of
// testimonial cards, or a testimonial section around a carousel) stays
// out of the body, while an expert's quote an article classes
// "testimonial" stays.
func TestBodyDropsTestimonials(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	card := func(s string) string {
		return `<div class="testimonial card"><blockquote>` + s + ` I have recommended them to all my friends and family ever since.</blockquote><p>Happy customer</p></div>`
	}
	cards := `<div class="grid">` + card("Great service!") + card("Fast and friendly.") + card("Best writers ever.") + `</div>`
	carousel := `<section class="testimonial"><h2>What our clients say</h2><div class="owl-carousel">` + card("Simply wonderful.") + `</div></section>`
	quote := `<div class="wp-block-columns testimonial"><div class="testimonial__quote"><p>Search engine optimisation is the art and science of making a page easy to find for what people look for.</p><p>Alex Moss, principal SEO</p></div></div>`
	checkBody(t, `<html><body><article>`+para("First,")+quote+para("Second,")+cards+para("Third,")+carousel+para("Fourth,")+`</article></body></html>`,
		[]string{"First,", "art and science", "Fourth,"}, []string{"Great service", "Best writers", "Simply wonderful", "What our clients say"})
}

// TestBodyDropsDonationAppeals checks that a box asking readers to
// donate, inside the article, stays out of the body.
func TestBodyDropsDonationAppeals(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	appeal := `<div class="donation-box"><p>Independent journalism needs you</p><p>Right now, when facts are under pressure, we need readers who support free reporting. Give what you can, once or every month, and keep this site open for everyone.</p></div>`
	checkBody(t, `<html><body><article>`+para("First,")+para("Second,")+appeal+para("Third,")+`</article></body></html>`,
		[]string{"First,", "Third,"}, []string{"Independent journalism", "Give what you can"})
}

// TestBodyKeepsLinkedSectionHeadings checks that a listicle's headings
// that link to what they name stay with their sections, while a
// headline of another story between the paragraphs, a "Related:" link
// and linked headlines with excerpts after an article go.
func TestBodyKeepsLinkedSectionHeadings(t *testing.T) {
	section := func(num, name string) string {
		return `<h2 class="wp-block-heading">` + num + `. <a href="https://example.org/">` + name + `</a></h2>` +
			`<p>` + name + ` is where the tasting menu changes with the seasons, the service is warm and the wine list runs long; book two weeks ahead for a table by the window.</p>`
	}
	list := `<p>New York has more starred restaurants this year than ever before, and these are the ones we keep going back to.</p>` +
		section("1", "Crown Shy") + section("2", "Dirt Candy") + section("3", "Le Bernardin")
	checkBody(t, `<html><body><article>`+list+`</article></body></html>`,
		[]string{"1. Crown Shy", "3. Le Bernardin", "tasting menu"}, nil)

	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network to the northern suburbs by next spring.</p>"
	}
	teaser := `<h3><a href="/news/other-story">New images show the room where a teenager was found</a></h3>`
	related := `<h3>Related: <a href="/news/core-values">Our core values, explained</a></h3>`
	more := `<h2><a href="/news/a">Frost warning for the weekend</a></h2><p>Frost warning: temperatures will fall below zero on Saturday night in the valleys, the weather service said, and roads may freeze.</p>` +
		`<h2><a href="/news/b">Library reopens after repairs</a></h2><p>Library repairs took two years longer than planned, but the reading room is open again from Monday with longer opening hours.</p>`
	checkBody(t, `<html><body><article>`+para("First,")+para("Second,")+teaser+para("Third,")+related+para("Fourth,")+para("Fifth,")+para("Sixth,")+more+`</article></body></html>`,
		[]string{"First,", "Third,", "Sixth,"}, []string{"New images", "Related:", "Frost warning for the weekend", "Library reopens"})
}

// TestNoticeGates checks that every phrase of a notice list holds a part
// from its gate, which is checked first.
func TestNoticeGates(t *testing.T) {
	for _, tc := range []struct {
		name          string
		gate, phrases []string
	}{{"disclosure", disclosureGate, disclosurePhrases}, {"appeal", appealGate, appealPhrases}} {
		for _, p := range tc.phrases {
			if !hasAny(p, tc.gate) {
				t.Errorf("%s phrase %q holds no part of its gate", tc.name, p)
			}
		}
	}
}

// A data table's row reads as one line, its cells apart by " | "; a
// layout table's cells holding the article stay paragraphs.
func TestTableRowsOnOneLine(t *testing.T) {
	para := "<p>The council met on Tuesday to discuss the new budget for the coming year, with more money for schools and roads.</p>"
	page := `<html><body><main>` + para + para +
		`<table><tr><th>Home size</th><th>Crew</th><th>Cost</th></tr>` +
		`<tr><td>Studio/1 BR</td><td>2 movers</td><td><span>$785</span> – <b>$1,047</b></td></tr>` +
		`<tr><td>2 BR</td><td><p>3 movers</p><p>one truck</p></td><td>$1,571</td></tr></table>` + para +
		`</main></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	an := analyze(doc)
	body := renderBlocks(an.bodyBlocks(an.container(), nil))
	for _, want := range []string{"\nHome size | Crew | Cost\n", "\nStudio/1 BR | 2 movers | $785 – $1,047\n", "\n2 BR | 3 movers one truck | $1,571\n"} {
		if !strings.Contains(body, want) {
			t.Errorf("body lacks %q:\n%s", want, body)
		}
	}

	layout := `<html><body><table><tr><td><h1>A headline for the story</h1>` + para + para + para + `</td><td><p>Side note</p></td></tr></table></body></html>`
	doc, err = html.Parse(strings.NewReader(layout))
	if err != nil {
		t.Fatal(err)
	}
	an = analyze(doc)
	body = renderBlocks(an.bodyBlocks(an.container(), nil))
	if strings.Contains(body, " | ") || strings.Count(body, "The council met") != 3 || strings.Count(body, "\n") < 2 {
		t.Errorf("a layout table's cells were joined into a row:\n%s", body)
	}
}

// TestBodyKeepsTrailingRightsNoticeOut checks that a footer line naming
// the publisher before its copyright year ("Example Times, 1 Main St.
// Copyright 2026") weighs as furniture, not prose: counted as prose, it
// made the whole page the container of a short story.
func TestBodyKeepsTrailingRightsNoticeOut(t *testing.T) {
	paras := `<div class="storytext"><p>Dockworkers at the container port extended their strike into a second week on Monday after talks broke down.</p>` +
		`<p>The union is seeking a wage increase over three years and limits on automation at the newest terminal.</p>` +
		`<div class="promo">RELATED: <a href="/x">More local news coverage from the Harbor Times</a></div>` +
		`<p>Shipping companies have begun diverting vessels to other ports along the coast, adding days to deliveries.</p></div>`
	for _, footer := range []string{"Harbor City Times, 100 Main St. Copyright 2026", "Harbor City Times · 100 Main Street · © 2026"} {
		checkBody(t, `<html><body><div class="hdr"><a href="/">Harbor City Times</a> <a href="/l">Local</a></div><div class="wrap">`+
			`<div class="storyhead"><h2 class="hl">Port strike enters second week as talks stall at the docks</h2></div>`+paras+
			`<div class="popular"><b>Popular now</b><div><a href="/a">Police seek suspect in downtown robbery</a></div></div></div>`+
			`<div class="ftr">`+footer+`</div></body></html>`,
			[]string{"Dockworkers", "diverting vessels"}, []string{footer})
	}
}

// TestBodyDropsCommentThreadByTitle checks that a comment thread whose
// box names no furniture in English is furniture by its title, in any
// language, with or without its count: its prose must neither pull the
// container up to the page's column nor stay in the body.
func TestBodyDropsCommentThreadByTitle(t *testing.T) {
	story := `<div class="art"><h1>Sejm podniósł kwotę wolną od podatku</h1><div class="art-body">` +
		`<p>Sejm uchwalił w czwartek nowelizację ustawy o podatku dochodowym, która podnosi kwotę wolną od podatku.</p>` +
		`<p>Za przyjęciem ustawy głosowało 248 posłów, przeciw było 190, a 12 wstrzymało się od głosu w tej sprawie.</p>` +
		`<p>Minister finansów przekonywał w trakcie debaty, że zmiana obejmie ponad 20 milionów podatników w kraju.</p></div></div>`
	comment := `<div class="kom"><b>Marek</b><p>Nareszcie coś dla zwykłych ludzi, ale pewnie i tak podniosą inne podatki, jak zawsze to robią.</p></div>`
	for _, head := range []string{"<h3>Komentarze (342)</h3>", "<h3>תגובות</h3>", "<div class=\"count\">Ý kiến (128)</div>", "<h3>Diskuse (2)</h3>",
		"<h3>Diskusia (2)</h3>", "<h2>Debat (2)</h2>", "<h2>Debatt (14)</h2>"} {
		page := `<html><body><div class="top"><a href="/">Wiadomości</a></div><div class="main">` + story +
			`<div class="komentarze">` + head + comment + comment + `</div></div></body></html>`
		checkThreadOutOfBody(t, page, head, []string{"Sejm uchwalił", "Minister finansów"}, "Nareszcie")
	}
}

// checkThreadOutOfBody checks that the container of page is the story
// (class "art") and that the body holds want and not the comment's text.
func checkThreadOutOfBody(t *testing.T, page, head string, want []string, comment string) {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	if c := analyze(doc).container(); attr(c, "class") != "art" {
		t.Errorf("%s: container is <%s class=%q>, want the story", head, c.Data, attr(c, "class"))
	}
	checkBody(t, page, want, []string{comment})
}

// TestBodyDropsCommentThreadByTitleMoreLanguages checks comment threads
// titled in more of the languages Byline reads, in a box whose class
// names nothing: Estonian, Latvian, Lithuanian, Finnish, Hungarian,
// Slovenian, Romanian, Greek, Swedish, Croatian, Bulgarian, Ukrainian,
// Catalan, and the Indonesian "Komentar" with its count (without one it
// also titles an opinion column, as in Croatian).
func TestBodyDropsCommentThreadByTitleMoreLanguages(t *testing.T) {
	story := `<div class="art"><h1>Linnavalitsus pikendab bussiliine</h1><div class="art-body">` +
		`<p>Tartu linnavalitsus otsustas kolmapäeval pikendada kahte bussiliini, et teenindada uusi elamurajoone kesklinna lähedal.</p>` +
		`<p>Uued peatused avatakse jaanuari alguses ning sõiduplaan avaldatakse linna kodulehel detsembri keskel.</p>` +
		`<p>Linnavalitsuse sõnul maksab muudatus aastas umbes 400 000 eurot, mis kaetakse linna eelarvest.</p></div></div>`
	comment := `<div class="k"><b>Mart</b><p>Tore, aga buss võiks käia tihedamini juba praegu, eriti hommikuti ja õhtuti.</p></div>`
	for _, head := range []string{"<h3>Kommentaarid (2)</h3>", "<h3>Komentāri</h3>", "<h3>Komentarai (4)</h3>", "<h3>Kommentit</h3>",
		"<h3>Hozzászólások (3)</h3>", "<h3>Kommentek</h3>", "<h3>Komentarji</h3>", "<h3>Comentarii (5)</h3>", "<h3>Σχόλια</h3>",
		"<h3>Kommentarer (2)</h3>", "<h3>Komentari</h3>", "<h3>Коментари</h3>", "<h3>Коментарі (7)</h3>", "<h3>Comentaris</h3>",
		"<h3>Komentar (3)</h3>"} {
		page := `<html><body><div class="top"><a href="/">Uudised</a></div><div class="main">` + story +
			`<div class="box">` + head + comment + comment + `</div></div></body></html>`
		checkThreadOutOfBody(t, page, head, []string{"Tartu linnavalitsus", "Linnavalitsuse sõnul"}, "Tore, aga")
	}
}

// TestBodyDropsCommentThreadByShape checks that a comment thread titled
// in a language Byline has no word for is furniture by its shape: a
// title with a count over that many posts, each a name with a timestamp
// and the reader's text. A liveblog's entries, each opening with its
// time, are the story.
func TestBodyDropsCommentThreadByShape(t *testing.T) {
	story := `<div class="art"><h1>Tartu linnabussid lähevad üle elektrile</h1><div class="art-body">` +
		`<p>Tartu linnavalitsus kinnitas teisipäeval uue ühistranspordi hankeplaani, mille järgi sõidavad kõik bussid elektril.</p>` +
		`<p>Praegu sõidab linnas 68 gaasibussi, mille leping lõpeb 2028. aasta juunis, ja uus hange kuulutatakse välja jaanuaris.</p>` +
		`<p>Abilinnapea ütles, et linn soovib vähendada liinide arvu kesklinnas, kuid lisada sõite äärelinnades.</p></div></div>`
	post := func(name, stamp, text string) string {
		return `<div class="k"><span class="n">` + name + `</span> <span class="t">` + stamp + `</span><p>` + text + `</p></div>`
	}
	for _, head := range []string{"<h3>Komentāri (2)</h3>", "<h3>Kommentaarid: 3</h3>", "<div class=\"h\">2 hozzászólás</div>"} {
		page := `<html><body><div class="top"><a href="/">Uudised</a></div><div class="main">` + story +
			`<div class="kk">` + head + post("Mart", "25.11.2026 11:20", "Tore, aga Ihaste buss võiks käia tihedamini juba praegu, mitte alles aastate pärast.") +
			post("lugeja", "25.11.2026 12:05", "Pangakaardiga maksmine oleks ammu pidanud olema, see on ju igal pool mujal juba olemas.") + `</div></div></body></html>`
		checkBody(t, page, []string{"Tartu linnavalitsus", "Abilinnapea"}, []string{"Ihaste buss", "Pangakaardiga"})
	}
	// A liveblog's updates under a counted title are the story.
	entry := func(stamp, text string) string {
		return `<div class="upd"><span class="t">` + stamp + `</span><p>` + text + `</p></div>`
	}
	page := `<html><body><div class="top"><a href="/">Uudised</a></div><div class="main"><div class="art"><h1>Valimised otseülekandes</h1>` +
		`<div class="live"><h3>Uuendused (2)</h3>` + entry("25.11.2026 11:20", "Valimisjaoskonnad avati kell üheksa ja esimesed valijad olid kohal juba varahommikul.") +
		entry("25 November 2026 12:05", "Keskpäevaks oli hääletanud ligi veerand valijatest, mis on rohkem kui eelmistel valimistel.") + `</div></div></div></body></html>`
	checkBody(t, page, []string{"Valimisjaoskonnad avati", "Keskpäevaks oli"}, nil)
}

// TestBodyKeepsLiveblogStampedInWords checks that a liveblog's entries
// under a counted title, each opening with a timestamp that holds words
// of its own ("kell", "Uhr", a weekday) but no poster's name, are the
// story, not a comment thread.
func TestBodyKeepsLiveblogStampedInWords(t *testing.T) {
	entry := func(stamp, text string) string {
		return `<div class="upd"><span class="t">` + stamp + `</span><p>` + text + `</p></div>`
	}
	intro := `<div class="lead"><p>Eestis toimuvad täna kohalike omavalitsuste volikogude valimised, jaoskonnad on avatud kella kaheksani õhtul.</p>` +
		`<p>Jälgime päeva jooksul valimiste käiku ja toome teieni olulisemad sündmused üle kogu riigi otseülekandes.</p></div>`
	for _, c := range []struct{ title, s1, s2 string }{
		{"Uuendused (2)", "25.11.2026 kell 11:20", "25.11.2026 kell 12:05"},
		{"Tag 2", "Mittwoch, 25.11.2026, 11:20 Uhr", "Mittwoch, 25.11.2026, 12:05 Uhr"},
		{"Updates (3)", "11:20 a.m. ET, Nov. 25, 2026", "12:05 p.m. ET, Nov. 25, 2026"},
	} {
		page := `<html><body><div class="top"><a href="/">Uudised</a></div><div class="main"><div class="art"><h1>Valimised otseülekandes</h1>` + intro +
			`<div class="live"><h3>` + c.title + `</h3>` + entry(c.s1, "Valimisjaoskonnad avati kell üheksa ja esimesed valijad olid kohal juba varahommikul.") +
			entry(c.s2, "Keskpäevaks oli hääletanud ligi veerand valijatest, mis on rohkem kui eelmistel valimistel.") + `</div></div></div></body></html>`
		t.Run(c.title, func(t *testing.T) {
			checkBody(t, page, []string{"Eestis toimuvad", "Valimisjaoskonnad avati", "Keskpäevaks oli"}, nil)
		})
	}
}

// TestBodyKeepsLiveblogHeadedEntries checks that a liveblog's or a
// timeline's entries under a counted title, each a heading over its
// timestamp and text, are the story: a heading names no poster.
func TestBodyKeepsLiveblogHeadedEntries(t *testing.T) {
	entry := func(head, stamp, text string) string {
		return `<div class="upd"><h4>` + head + `</h4><span class="t">` + stamp + `</span><p>` + text + `</p></div>`
	}
	intro := `<div class="lead"><p>Eestis toimuvad täna kohalike omavalitsuste volikogude valimised, jaoskonnad on avatud kella kaheksani õhtul.</p>` +
		`<p>Jälgime päeva jooksul valimiste käiku ja toome teieni olulisemad sündmused üle kogu riigi otseülekandes.</p></div>`
	for _, title := range []string{"Uuendused (2)", "Tag 2"} {
		page := `<html><body><div class="top"><a href="/">Uudised</a></div><div class="main"><div class="art"><h1>Valimised otseülekandes</h1>` + intro +
			`<div class="live"><h3>` + title + `</h3>` +
			entry("Jaoskonnad avati", "25.11.2026 11:20", "Valimisjaoskonnad avati kell üheksa ja esimesed valijad olid kohal juba varahommikul.") +
			entry("Veerand on hääletanud", "25.11.2026 12:05", "Keskpäevaks oli hääletanud ligi veerand valijatest, mis on rohkem kui eelmistel valimistel.") +
			`</div></div></div></body></html>`
		t.Run(title, func(t *testing.T) {
			checkBody(t, page, []string{"Eestis toimuvad", "Valimisjaoskonnad avati", "Keskpäevaks oli"}, nil)
		})
	}
}

// TestBodyKeepsTimelineUnderCountedTitle checks that a timeline of
// events after the story, each a heading of a date and what happened
// then, over its text, is the story, whatever count its title holds.
func TestBodyKeepsTimelineUnderCountedTitle(t *testing.T) {
	story := `<div class="art"><h1>Das Heizungsgesetz und sein langer Weg</h1><div class="art-body">` +
		`<p>Nach monatelangem Streit hat der Bundesrat am Freitag das Gebäudeenergiegesetz gebilligt, das nun im Januar in Kraft treten kann.</p>` +
		`<p>Die Koalition hatte den Entwurf mehrfach überarbeitet, nachdem Verbände und Opposition gegen die strengen Fristen protestiert hatten.</p></div></div>`
	ev := func(head, text string) string {
		return `<div class="ev"><h3>` + head + `</h3><p>` + text + `</p></div>`
	}
	for _, title := range []string{"Chronik 2023", "Chronologie (3)"} {
		page := `<html><body><div class="top"><a href="/">Start</a></div><div class="main">` + story + `<div class="timeline"><h2>` + title + `</h2>` +
			ev("12. April 2023 – Kabinett beschließt Entwurf", "Das Bundeskabinett bringt den Gesetzentwurf auf den Weg, Kritik kommt sofort aus der FDP.") +
			ev("7. Juli 2023 – Karlsruhe stoppt Abstimmung", "Das Bundesverfassungsgericht untersagt die Abstimmung vor der Sommerpause wegen zu knapper Beratungszeit.") +
			ev("8. September 2023 – Bundestag stimmt zu", "Der Bundestag verabschiedet das Gesetz mit den Stimmen der Koalition nach einer hitzigen Debatte.") +
			`</div></div></body></html>`
		t.Run(title, func(t *testing.T) {
			checkBody(t, page, []string{"Nach monatelangem", "Bundeskabinett bringt", "Bundestag verabschiedet"}, nil)
		})
	}
}

// TestNamesBesideStamp checks that a poster's name beside a timestamp
// is told from a bare date and time.
func TestNamesBesideStamp(t *testing.T) {
	for s, want := range map[string]bool{"Mart 25.11.2026 11:20": true, "lugeja (25.11.2026 12:05)": true,
		"25.11.2026 11:20": false, "25 November 2026, 12:05": false,
		"25.11.2026 kell 11:20": false, "Mittwoch, 25.11.2026, 11:20 Uhr": false, "11:20 a.m. ET, Nov. 25, 2026": false,
		"Kolmapäev, 25.11.2026 11:20": false, "le 25 novembre 2026 à 11h20": false, "Mari (Mi., 25.11.2026, 11:20 Uhr)": true} {
		if got := namesBesideStamp(s); got != want {
			t.Errorf("namesBesideStamp(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestThreadCount checks the counts read from a title.
func TestThreadCount(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want int
	}{
		{"Kommentaarid (2)", 2}, {"Komentāri: 3", 3}, {"12 hozzászólás", 12}, {"Всього коментарів: 2", 2},
		{"Kommentaarid", 0}, {"Top 10 stories of the day", 0}, {"2026", 0}, {"Updated 25.11.2026", 0},
		{"Chronik 2023", 0}, {"2024 Rückblick", 0}, {"Kommentare (2023)", 2023},
	} {
		if got := threadCount(tc.s); got != tc.want {
			t.Errorf("threadCount(%q) = %d, want %d", tc.s, got, tc.want)
		}
	}
}

// TestBodyKeepsDiscussionSection checks that a section of the story
// titled "Diskuse" (discussion), as a study's is after its results, is
// no comment thread: without a count, the word titles both.
func TestBodyKeepsDiscussionSection(t *testing.T) {
	page := `<html lang="cs"><head><title>Vědci popsali nový druh brouka</title></head><body><div class="top"><a href="/">Zprávy</a></div><div class="main"><div class="art"><h1>Vědci popsali nový druh brouka</h1>` +
		`<div class="sec"><h2>Výsledky</h2><p>Tým z Přírodovědecké fakulty popsal v horách na severu země nový druh brouka, který žije jen ve vlhkém mechu.</p>` +
		`<p>Brouk měří necelé dva milimetry a od příbuzných druhů se liší tvarem krovek i počtem článků na tykadlech, uvedli autoři.</p></div>` +
		`<div class="sec"><h2>Diskuse</h2><p>Podle autorů studie ukazuje, že horské mechy skrývají mnohem více neznámých druhů, než se dosud předpokládalo.</p>` +
		`<p>Výzkumníci proto chtějí v příštích letech prozkoumat i další pohoří a porovnat jejich faunu s tou, kterou nyní popsali.</p></div></div></div></body></html>`
	checkBody(t, page, []string{"Tým z Přírodovědecké", "Podle autorů studie", "Výzkumníci proto"}, nil)
	// A Danish paper's "Debat" (its opinion section) titles a part of
	// the page as well as a thread.
	page = `<html lang="da"><head><title>Byrådet vil lukke skolen</title></head><body><div class="top"><a href="/">Nyheder</a></div><div class="main"><div class="art"><h1>Byrådet vil lukke skolen</h1>` +
		`<div class="sec"><p>Byrådet har torsdag besluttet at lukke skolen i landsbyen, fordi der er for få elever til at fylde klasserne.</p>` +
		`<p>Forældrene har samlet over tusind underskrifter mod lukningen og vil nu gå til ministeren med sagen.</p></div>` +
		`<div class="sec"><h2>Debat</h2><p>Flere lokalpolitikere mener, at beslutningen er forhastet, og vil have sagen op igen på næste møde.</p>` +
		`<p>Borgmesteren fastholder dog, at økonomien ikke kan bære en skole med under halvtreds elever i alt.</p></div></div></div></body></html>`
	checkBody(t, page, []string{"Byrådet har torsdag", "Flere lokalpolitikere", "Borgmesteren fastholder"}, nil)
	// A Croatian paper's "Komentar" (commentary) titles an opinion
	// column as well as the Indonesian thread.
	page = `<html lang="hr"><head><title>Gradsko vijeće zatvara školu</title></head><body><div class="top"><a href="/">Vijesti</a></div><div class="main"><div class="art"><h1>Gradsko vijeće zatvara školu</h1>` +
		`<div class="sec"><p>Gradsko vijeće u četvrtak je odlučilo zatvoriti školu u selu jer nema dovoljno učenika za popunjavanje razreda.</p>` +
		`<p>Roditelji su skupili više od tisuću potpisa protiv zatvaranja i sada će se obratiti ministru s tim slučajem.</p></div>` +
		`<div class="sec"><h2>Komentar</h2><p>Nekoliko lokalnih političara smatra da je odluka prenagljena i žele da se o njoj ponovno raspravlja.</p>` +
		`<p>Gradonačelnik ipak tvrdi da proračun ne može izdržati školu s manje od pedeset učenika ukupno.</p></div></div></div></body></html>`
	checkBody(t, page, []string{"Gradsko vijeće u četvrtak", "Nekoliko lokalnih", "Gradonačelnik ipak"}, nil)
}

// TestBodyDropsObituaryGuestBook checks that the guest book under an
// obituary, titled by its prompt to readers, stays out of the body: the
// condolences are readers' words, like comments.
func TestBodyDropsObituaryGuestBook(t *testing.T) {
	obit := `<div id="obit" class="obit-text"><p>Margaret Ann Kowalski, 84, of Cedar Falls, passed away peacefully on Tuesday, surrounded by her family.</p>` +
		`<p>She worked for 31 years as a school secretary at Lincoln Elementary, where generations of children knew her as Mrs. K.</p>` +
		`<p>She is survived by her children, Susan, Mark, Paul and Anne; eleven grandchildren; and three great-grandchildren.</p></div>`
	for _, head := range []string{"<h3>Share a memory</h3>", "<h2>Memories &amp; Condolences</h2>", "<h3>Sign the Guestbook</h3>"} {
		page := `<html><body><main><h1>Margaret Ann Kowalski</h1>` + obit + `<div id="mem" class="mem">` + head +
			`<textarea></textarea><button>Light a candle</button><div class="memory">So sorry for your loss. Mrs. K was the heart of Lincoln. — Beth T.</div></div></main></body></html>`
		checkBody(t, page, []string{"Margaret Ann Kowalski, 84", "She is survived"}, []string{"So sorry for your loss", "Share a memory", "Condolences", "Guestbook"})
	}
}

// TestBodyDropsAdsOfOtherLanguagesAndAMP checks that an ad's label in a
// language beyond the western European ones ("REKLAMA", "広告", "광고")
// and an AMP ad element with its fallback text stay out of the body.
func TestBodyDropsAdsOfOtherLanguagesAndAMP(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday to discuss the new budget for the coming year and its many details.</p>"
	}
	for _, ad := range []string{`<div class="rek">REKLAMA</div>`, `<div>広告</div>`, `<p>광고</p>`, `<div>Реклама</div>`,
		`<amp-ad width="300" height="250" type="doubleclick"><div fallback>Ad could not load, try again later</div></amp-ad>`} {
		checkBody(t, `<html><body><article><h1>Budget</h1>`+para("First,")+para("Second,")+ad+para("Third,")+`</article></body></html>`,
			[]string{"First,", "Third,"}, []string{"REKLAMA", "広告", "광고", "Реклама", "could not load"})
	}
}

// TestIsCommentsHead checks the titles of comment threads, their count
// set apart by a separator or not.
func TestCommentsHeadKey(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"Comments", true},
		{"Komentarze (342)", true},
		{"60 Comments", true},
		{"Comentarios - 12", true},
		{"Kommentare | 5", true},
		{"12 · comments", true},
		{"Comments policy", false},
		{"Comments - read our rules", false},
		{"Share a memory", true},
		{"Sign the guestbook", true},
		{"Diskuse (2)", true},
		{"Diskuze", true},
		{"Komentáře (12)", true},
		{"Izohlar (2)", true},
		{"Пікірлер (2)", true},
		{"Şərhlər (2)", true},
		{"Մեկնաբանություններ (2)", true},
		{"कमेंट्स और टिप्पणियां", false},
		{"टिप्पणियां (2)", true},
	} {
		if got := commentsHeads[commentsHeadKey(tc.s)]; got != tc.want {
			t.Errorf("commentsHeads[commentsHeadKey(%q)] = %v, want %v", tc.s, got, tc.want)
		}
	}
}

// TestIsGalleryIgnoresAsides checks that the captioned cards of a
// related-stories aside beside a short article do not make it a photo
// story, while the same figures in the page's main part do.
func TestIsGalleryIgnoresAsides(t *testing.T) {
	var figures strings.Builder
	for i := range 3 {
		fmt.Fprintf(&figures, `<figure><img src="/r%d.jpg" alt=""><figcaption>Council members meet residents at the depot to talk about the new bus lines, story %d.</figcaption></figure>`, i, i)
	}
	short := `<p>The council agreed on Tuesday to extend the bus network to two new districts.</p>`
	for _, tc := range []struct {
		name, page string
		want       bool
	}{
		{"aside", `<html><body><article><h1>Buses</h1>` + short + `</article><aside>` + figures.String() + `</aside></body></html>`, false},
		{"main", `<html><body><article><h1>Buses</h1>` + short + figures.String() + `</article></body></html>`, true},
	} {
		doc, err := html.Parse(strings.NewReader(tc.page))
		if err != nil {
			t.Fatal(err)
		}
		if got := analyze(doc).gallery; got != tc.want {
			t.Errorf("%s: gallery = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestBodyDropsReporterEmail checks that the reporter's address closing
// an agency story is not in the body.
func TestBodyDropsReporterEmail(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+para("Second,")+`<p>kms@yna.co.kr</p></article></body></html>`,
		[]string{"First,", "Second,"}, []string{"kms@yna.co.kr"})
}

// TestBodyDropsQuoteTables checks that a table of stock quotes set in an
// article (every row a link to a quote page and a signed change), with
// the box's heading, is not the article's text, while a table of results
// with signed changes but no quote pages is.
func TestBodyDropsQuoteTables(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the chipmaker reported quarterly revenue that beat forecasts and raised its outlook for the holiday quarter.</p>"
	}
	quotes := `<div class="article__inset"><h4>Stocks mentioned in this article</h4><table>` +
		`<tr><td><a href="/quote/AMD">AMD</a></td><td>138.20</td><td>-0.85%</td></tr>` +
		`<tr><td><a href="https://www.example.com/aktien/tsmc-aktie">TSMC</a></td><td>196,44 €</td><td>+1,12 %</td></tr></table>` +
		`<a href="/depot">Add to watchlist</a></div>`
	checkBody(t, `<html><body><article>`+para("On Wednesday")+para("In late trading")+quotes+para("After the close")+`</article></body></html>`,
		[]string{"On Wednesday", "After the close"}, []string{"Stocks mentioned", "138.20", "196,44", "watchlist"})
	results := `<table><tr><th>Party</th><th>Votes</th><th>Change</th></tr>` +
		`<tr><td><a href="/parties/spd">SPD</a></td><td>1,234,567</td><td>+2.1%</td></tr>` +
		`<tr><td><a href="/parties/cdu">CDU</a></td><td>1,034,002</td><td>-1.4%</td></tr></table>`
	checkBody(t, `<html><body><article>`+para("On Wednesday")+para("In late trading")+results+para("After the close")+`</article></body></html>`,
		[]string{"On Wednesday", "1,234,567", "After the close"}, nil)
}

// TestBodyKeepsAnnouncedWrappedLists checks that a list announced by
// the sentence before it is kept when the list sits in a wrapper of its
// own (asciidoc's <div class="ulist"><ul>, items as <li><p><a>), while
// a wrapped list of related links stays out.
func TestBodyKeepsAnnouncedWrappedLists(t *testing.T) {
	para := func(s string) string {
		return `<div class="paragraph"><p>` + s + ` the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p></div>`
	}
	list := func(items ...string) string {
		var b strings.Builder
		b.WriteString(`<div class="ulist"><ul>`)
		for i, it := range items {
			fmt.Fprintf(&b, `<li><p><a href="https://forge.example.org/pulls/%d">%s</a></p></li>`, i, it)
		}
		return b.String() + "</ul></div>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+
		`<div class="paragraph"><p>Many patches were sent for review this month:</p></div>`+
		list("Make the parser accept floating point types", "Allow casts between integers and pointers")+
		para("Second,")+
		`<div class="paragraph"><p>If you liked this story, you might also like these ones:</p></div>`+
		list("Why the Mayor Rides the Bus", "Ten Years of Night Lines")+
		para("Third,")+
		`</article></body></html>`,
		[]string{"First,", "Make the parser accept", "Allow casts between integers", "Second,", "Third,"},
		[]string{"Why the Mayor Rides", "Ten Years of Night"})
}

// TestBodyDropsTeasersAfterAColon checks that a box of links to other
// stories, injected after a paragraph that happens to end in a colon,
// stays out: its wrapper names no list.
func TestBodyDropsTeasersAfterAColon(t *testing.T) {
	para := func(s string) string {
		return `<p>` + s + ` the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>`
	}
	checkBody(t, `<html><body><article>`+para("First,")+
		`<p>Speaking for almost an hour, she told the chamber that the country could no longer afford to borrow:</p>`+
		`<div class="mid-article"><ul><li><a href="/politics/vote">Opposition leader calls for confidence vote</a></li>`+
		`<li><a href="/politics/strike">Teachers plan strike over school funding</a></li></ul></div>`+
		para("Second,")+para("Third,")+`</article></body></html>`,
		[]string{"First,", "Speaking for almost", "Second,", "Third,"},
		[]string{"Opposition leader calls", "Teachers plan strike"})
}

// TestTOCTitleAsksAsTheMap checks that isTOCTitle, which skips long
// lines before lower-casing them, says what the map alone says.
func TestTOCTitleAsksAsTheMap(t *testing.T) {
	var lines []string
	for k := range tocTitles {
		lines = append(lines, k, strings.ToUpper(k), "  "+k+" ▼ ", k+"…", k+strings.Repeat(" ", 40)+"::", k+" x", "x "+k)
	}
	lines = append(lines, "", "Table of Contents", "TABLE OF CONTENTS:", "İNHALT", "\u212a", "The council approved the barrier on Tuesday.")
	for _, l := range lines {
		if got, want := isTOCTitle(l), tocTitles[phraseKey(l)]; got != want {
			t.Errorf("isTOCTitle(%q) = %v, the map says %v", l, got, want)
		}
	}
}

// TestBodyKeepsStoryAfterHeadedBox checks that a box titled "If you go",
// set inside one of the blocks a story's paragraphs are grouped in, is
// dropped alone: the story's paragraphs after it in that block stay.
func TestBodyKeepsStoryAfterHeadedBox(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article><div class="text-block">`+para("First,")+para("Second,")+para("Third,")+`</div>`+
		`<div class="text-block"><div class="trip-facts"><h3>If you go</h3><p>Getting there: a two-hour drive north on Interstate 35.</p></div>`+
		`<p>On Saturday we rented skates.</p><p>Later we walked the Lakewalk.</p></div>`+
		`<div class="text-block">`+para("Fourth,")+para("Fifth,")+para("Sixth,")+`</div></article></body></html>`,
		[]string{"First,", "rented skates", "walked the Lakewalk", "Sixth,"}, []string{"If you go", "Interstate 35"})
}

// TestBodyKeepsOpinionPieceClassedKommentar checks that an opinion piece
// classed by its kind in German or Italian ("kommentar", "commento": a
// commentary) is the article, not a thread of readers' comments.
func TestBodyKeepsOpinionPieceClassedKommentar(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " der Gemeinderat hat am Mittwochabend mit knapper Mehrheit beschlossen, das alte Hallenbad an der Bahnhofstraße zu sanieren.</p>"
	}
	for _, class := range []string{"kommentar", "commento"} {
		checkBody(t, `<html><body><nav><a href="/">Start</a> <a href="/meinung">Meinung</a></nav><main><article class="`+class+`"><h1>Das Hallenbad ist es wert</h1>`+
			para("Erstens:")+para("Zweitens:")+para("Drittens:")+`</article></main><footer><p>© 2026 Kleinstadt-Bote</p></footer></body></html>`,
			[]string{"Erstens:", "Drittens:"}, nil)
	}
}

// TestBodyDropsTrailingLinkLine checks that text set right in an
// <article> as <br> lines loses the section link it ends with, while a
// closing line only partly a link stays, and so does a link line that
// prose follows (the linked name heading the next paragraph).
func TestBodyDropsTrailingLinkLine(t *testing.T) {
	lines := "Le conseil municipal a voté jeudi la gratuité des transports en commun pour les moins de 26 ans.<br><br>" +
		"La mesure concerne environ 11 000 jeunes et coûtera près de 900 000 euros par an à la collectivité.<br><br>" +
		"L'opposition a salué l'intention mais regretté l'absence d'étude sur les lignes rurales.<br><br>"
	for _, tc := range []struct {
		tail       string
		want, none string
	}{
		{`<a href="/quimper">Toute l'actualité de Quimper</a>`, "lignes rurales", "Toute l'actualité"},
		{`Source : <a href="/mairie">mairie de Quimper</a>`, "mairie de Quimper", ""},
		{`<a href="https://lecafe.example/">Le Café du Port</a><p>Installé sur le quai depuis 1952, le café sert des crêpes et du cidre toute l'année, même les jours de tempête.</p>`, "Le Café du Port", ""},
	} {
		doc, err := html.Parse(strings.NewReader(`<html lang="fr"><head><title>Bus gratuits</title></head><body><main><article><h1>Bus gratuits</h1>` + lines + tc.tail + `</article></main></body></html>`))
		if err != nil {
			t.Fatal(err)
		}
		a, _ := (&Heuristic{Dates: NewDateParser()}).Analyze(&Page{URL: "https://example.fr/quimper/bus", Doc: doc})
		if !strings.Contains(a.Body, tc.want) || tc.none != "" && strings.Contains(a.Body, tc.none) {
			t.Errorf("body with tail %q = %q, want %q in it and not %q", tc.tail, a.Body, tc.want, tc.none)
		}
	}
}

// TestPathBelow checks that pathBelow answers as a walk from each element
// up to the container would, asks about each element below the container
// once, and asks about none outside it.
func TestPathBelow(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<body><div id="c"><div id="box"><p id="a">x</p><p id="b">y</p></div><p id="d">z</p></div><p id="out">w</p></body>`))
	if err != nil {
		t.Fatal(err)
	}
	byID := func(id string) *html.Node {
		return find(doc, func(n *html.Node) bool { return attr(n, "id") == id })
	}
	c := byID("c")
	asked := map[string]int{}
	dropped := func(n *html.Node) bool {
		asked[attr(n, "id")]++
		return attr(n, "id") == "box"
	}
	marks := map[*html.Node]pathMark{}
	for _, tc := range []struct {
		id                string
		inside, furniture bool
	}{{"a", true, true}, {"b", true, true}, {"d", true, false}, {"c", true, false}, {"out", false, false}} {
		inside, furniture := pathBelow(byID(tc.id), c, marks, dropped)
		if inside != tc.inside || furniture != tc.furniture {
			t.Errorf("pathBelow(%s) = %v, %v, want %v, %v", tc.id, inside, furniture, tc.inside, tc.furniture)
		}
	}
	// "a" and "b" lie in a dropped box: whether they are dropped themselves
	// needs no asking.
	want := map[string]int{"box": 1, "d": 1}
	if !maps.Equal(asked, want) {
		t.Errorf("asked %v, want %v", asked, want)
	}
}

// TestBracketedTailHeadWithLinks checks that a closing paragraph whose
// first line is a framed "related articles" title ("【関連記事】") and
// whose other lines are links leaves the body, while a paragraph of the
// story that opens with the same words and goes on in prose stays.
func TestBracketedTailHeadWithLinks(t *testing.T) {
	p := "<p>" + strings.Repeat("札幌市は来年のさっぽろ雪まつりで大通会場の雪像を三基増やすと発表した。", 3) + "</p>"
	box := `<p>【関連記事】<br><a href="/a">冬季五輪招致、札幌市が再検討へ</a><br><a href="/b">除雪遅れでバス運休相次ぐ</a></p>`
	checkBody(t, `<html lang="ja"><body><main><h1>雪まつり</h1><div class="article-body">`+p+p+p+box+`</div></main></body></html>`,
		[]string{"大通会場の雪像"}, []string{"関連記事", "除雪遅れ"})
	prose := `<p>関連記事<br>市の担当者は安全に楽しんでもらえるよう準備を進めたいと話した。</p>`
	checkBody(t, `<html lang="ja"><body><main><h1>雪まつり</h1><div class="article-body">`+p+p+p+prose+`</div></main></body></html>`,
		[]string{"準備を進めたい"}, nil)
}

// TestBodyDropsProductCardPrice checks that a review's product card
// leaves no bare price in the body, while a price in a table's cell and
// a price in a sentence stay.
func TestBodyDropsProductCardPrice(t *testing.T) {
	p := "<p>" + strings.Repeat("The cordless vacuum picked up pet hair and sand without losing suction as the battery ran down. ", 3) + "</p>"
	card := `<div class="product-card"><div class="pc-name">Aurelle X2 Cordless Vacuum</div><div class="pc-price">$349.99</div><a rel="sponsored" href="https://shop.example/x2">View at Shop</a></div>`
	table := `<table><tr><th>Model</th><th>Price</th></tr><tr><td>Aurelle X1</td><td>$199.00</td></tr><tr><td>Aurelle X3</td><td>$499.00</td></tr></table>`
	checkBody(t, `<html><body><main><h1>Aurelle X2 review</h1><div class="article-body">`+p+card+p+table+`<p>At $349.99 it costs more than most rivals.</p>`+p+`</div></main></body></html>`,
		[]string{"picked up pet hair", "$199.00", "At $349.99 it costs"}, []string{"\n$349.99"})
}

// TestBodyKeepsDefinitionPrice checks that a price alone as a definition
// list's value ("Price:" "$349.99" in a review's specs, "Cost:" in an
// "At a glance" box) stays: the list is the story's, like a table.
func TestBodyKeepsDefinitionPrice(t *testing.T) {
	p := "<p>" + strings.Repeat("The cordless vacuum picked up pet hair and sand without losing suction as the battery ran down. ", 3) + "</p>"
	specs := `<dl><dt>Price:</dt><dd>$349.99</dd><dt>Battery:</dt><dd>60 minutes</dd></dl>`
	checkBody(t, `<html><body><main><h1>Aurelle X2 review</h1><div class="article-body">`+p+specs+p+p+`</div></main></body></html>`,
		[]string{"Price:", "$349.99", "60 minutes"}, nil)
}

// TestBodyKeepsLabelledPrice checks that a story's paragraph that is a
// price alone stays when the paragraph before it announces it.
func TestBodyKeepsLabelledPrice(t *testing.T) {
	p := "<p>" + strings.Repeat("The night ferry to the outer islands will run through the winter after a busy trial. ", 3) + "</p>"
	checkBody(t, `<html><body><main><h1>Night ferry extended</h1><div class="article-body">`+p+`<p>One-way fare:</p><p>$4.99</p>`+p+p+`</div></main></body></html>`,
		[]string{"One-way fare:", "$4.99"}, nil)
}

// TestBodyDropsHiddenLabelledFields checks that the fields of a byline
// list labelled only for screen readers ("Role," "BBC Hausa, Kano") stay
// out of the body.
func TestBodyDropsHiddenLabelledFields(t *testing.T) {
	p := "<p>" + strings.Repeat("Gwamnatin Najeriya ta sanar da shirin raba tallafin kudi ga manoma miliyan biyu a jihohin arewa. ", 3) + "</p>"
	byline := `<section aria-labelledby="article-byline"><ul><li><span class="visually-hidden">Marubuci,</span><span>Aminu Abdullahi</span></li><li><span class="visually-hidden">Aikin jarida,</span><span>BBC Hausa, Kano</span></li></ul></section>`
	checkBody(t, `<html lang="ha"><body><main><h1>Tallafi ga manoma</h1>`+byline+p+p+p+`</main></body></html>`,
		[]string{"Gwamnatin Najeriya"}, []string{"Aikin jarida", "BBC Hausa, Kano"})
}

// TestBodyKeepsHiddenLabelledParagraph checks that a story's paragraph
// opening with a label only screen readers are given stays.
func TestBodyKeepsHiddenLabelledParagraph(t *testing.T) {
	p := "<p>" + strings.Repeat("The night ferry to the outer islands will run through the winter after a busy trial. ", 3) + "</p>"
	quote := `<p><span class="sr-only">Quote:</span> The mayor said the bridge would reopen in the spring after inspectors finish their work on the damaged supports and the new rails.</p>`
	checkBody(t, `<html><body><main><h1>Night ferry extended</h1><div class="article-body">`+p+quote+p+p+`</div></main></body></html>`,
		[]string{"The mayor said the bridge"}, nil)
	steps := `<ol><li><span class="screen-reader-text">Step 1:</span> Take the wheel off the frame.</li><li><span class="screen-reader-text">Step 2:</span> Find the hole in the tube.</li><li><span class="screen-reader-text">Step 3:</span> Patch it and pump it up.</li></ol>`
	checkBody(t, `<html><body><main><h1>Night ferry extended</h1><div class="article-body">`+p+steps+p+p+`</div></main></body></html>`,
		[]string{"Find the hole in the tube."}, nil)
}

// TestCJKTailBoxBetweenParagraphs checks that a "related articles" box
// set between a story's paragraphs in its second half is dropped alone:
// in one paragraph ("【関連記事】<br><a>…</a>"), in an element of its own,
// or as a title beside its list of links ("■관련기사" over a <ul>). The
// paragraphs after it are the story's, though in Japanese they end in
// "。" and set no spaces between words.
func TestCJKTailBoxBetweenParagraphs(t *testing.T) {
	p := func(s string) string { return "<p>" + strings.Repeat(s, 2) + "</p>" }
	ja := strings.Repeat(p("札幌市は来年のさっぽろ雪まつりで大通会場の雪像を三基増やすと発表した。"), 4)
	jaAfter := p("市の担当者は安全に楽しんでもらえるよう準備を進めたいと話した。") + p("会期は二月四日から十一日までの八日間で、例年通り三会場で開かれる。")
	for _, box := range []string{
		`<p>【関連記事】<br><a href="/a">冬季五輪招致、札幌市が再検討へ</a><br><a href="/b">除雪遅れでバス運休相次ぐ</a></p>`,
		`<div class="kanren"><p>【関連記事】</p><ul><li><a href="/a">冬季五輪招致、札幌市が再検討へ</a></li><li><a href="/b">除雪遅れでバス運休相次ぐ</a></li></ul></div>`,
	} {
		checkBody(t, `<html lang="ja"><body><main><h1>雪まつり</h1><div class="article-body">`+ja+box+jaAfter+`</div></main></body></html>`,
			[]string{"準備を進めたい", "八日間"}, []string{"除雪遅れ"})
	}
	ko := strings.Repeat(p("서울시는 내년부터 시내버스 요금을 백오십 원 인상한다고 밝혔다. "), 4)
	koBox := `<p>■관련기사</p><ul><li><a href="/a">지하철 요금도 오른다</a></li><li><a href="/b">택시 기본요금 인상</a></li></ul>`
	koAfter := p("시 관계자는 적자 누적으로 인상이 불가피하다고 설명했다. ") + p("요금 인상은 내년 일월 첫 운행부터 적용된다. ")
	checkBody(t, `<html lang="ko"><body><main><h1>버스 요금</h1><div class="article-body">`+ko+koBox+koAfter+`</div></main></body></html>`,
		[]string{"불가피하다고", "첫 운행부터"}, []string{"관련기사", "택시 기본요금"})
}

// A page whose <body> holds a few words only: go-trafilatura's last
// resort reads the whole document, <head> included, and its text began
// with the page's <title>, which is not a line of the page.
func TestFallbackDropsHeadTitle(t *testing.T) {
	tests := []struct{ name, page, want string }{
		{"title only in the head",
			`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Replace javascript: links</title></head>` +
				`<body> <a href="javascript:"> <p>abc</p> <p>def</p> ghi </a> </body></html>`, "abc def ghi"},
		{"headings under an article",
			`<!DOCTYPE html><html><head><title>Lazy load with alt text</title></head>` +
				`<body> <article> <h2>Test Case 1</h2> <img src="a.jpg" alt="a"> <h2>Test Case 2</h2> <img src="b.jpg" alt="b"> </article> </body></html>`,
			"Test Case 1 Test Case 2"},
		// The headline repeats the title: it is the page's own first line.
		{"headline repeats the title",
			`<!DOCTYPE html><html><head><title>Short note</title></head><body><h1>Short note</h1><p>Back soon.</p></body></html>`,
			"Short note"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			art := extractPage(t, tc.page)
			if got := strings.Join(strings.Fields(art.Body), " "); !strings.HasPrefix(got, tc.want) {
				t.Errorf("body = %q, want it to start with %q", art.Body, tc.want)
			}
		})
	}
}

// The title stays on a whole-page text that is not the last resort's: a
// text in lines, or a page whose <body> has more than a few words.
func TestDropHeadTitleOnlyLastResort(t *testing.T) {
	long := strings.Repeat("Words of the page that go-trafilatura measures before its last resort. ", 6)
	doc, _, err := ParseHTML([]byte(`<html><head><title>Album review</title></head><body><nav>Home</nav><h2>Other</h2><p>`+long+`</p></body></html>`), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	for _, body := range []string{"Album review\nThe album is out.", "Album review The album is out."} {
		if got := dropHeadTitle(body, doc); got != body {
			t.Errorf("dropHeadTitle(%q) = %q, want it unchanged", body, got)
		}
	}
}

// A short page whose own first paragraph opens with the title's words (a
// run-in headline, a longer word) keeps them: the text is the page's,
// not the last resort's with the head's <title> in front.
func TestFallbackKeepsBodyOpeningTheTitle(t *testing.T) {
	page := func(title, p string) string {
		return `<!DOCTYPE html><html><head><title>` + title + `</title></head><body><a href="#c">Zum Inhalt</a><p>` + p + `</p></body></html>`
	}
	rest := "Der Stadtrat hat am Dienstag beschlossen, das Busnetz auszubauen, nachdem sich Anwohner beschwert hatten."
	for _, tc := range []struct{ title, p, want string }{
		{"Stadtrat beschließt Busnetz", "Stadtrat beschließt Busnetz: " + rest, "Stadtrat beschließt Busnetz: Der Stadtrat"},
		{"Stadtrat beschließt Busnetz", "<b>Stadtrat beschließt Busnetz</b> " + rest, "Stadtrat beschließt Busnetz Der Stadtrat"},
		{"Berlin", "Berliner Senat beschließt Busnetz: " + rest, "Berliner Senat"},
	} {
		art := extractPage(t, page(tc.title, tc.p))
		if got := strings.Join(strings.Fields(art.Body), " "); !strings.HasPrefix(got, tc.want) {
			t.Errorf("body = %q, want it to start with %q", art.Body, tc.want)
		}
	}
}

// TestBodyKeepsDebatKickerWithTime checks that a Danish opinion piece's
// kicker, the section "Debat" with the time it went up ("Debat 14:32"),
// is no comment thread's count: the story box it opens is the body.
func TestBodyKeepsDebatKickerWithTime(t *testing.T) {
	for _, kicker := range []string{"Debat 14:32", "Debatt | 09:15"} {
		page := `<html lang="da"><head><title>Byrådet svigter landsbyerne</title></head><body><div class="top"><a href="/">Nyheder</a> <a href="/debat">Debat</a></div>` +
			`<div class="main"><div class="story"><div class="kicker">` + kicker + `</div><h1>Byrådet svigter landsbyerne</h1>` +
			`<p>Byrådet har torsdag besluttet at lukke skolen i landsbyen, fordi der er for få elever til at fylde klasserne.</p>` +
			`<p>Forældrene har samlet over tusind underskrifter mod lukningen og vil nu gå til ministeren med sagen.</p>` +
			`<p>Flere lokalpolitikere mener, at beslutningen er forhastet, og vil have sagen op igen på næste møde.</p></div>` +
			`<div class="side"><h3>Mest læste</h3><p>Regionen vil bruge tre milliarder kroner på et nyt sygehus i Vestjylland, men lægerne frygter, at der ikke er personale nok til at drive det.</p>` +
			`<p>Politiet efterlyser vidner til et indbrud i en villa i nat, hvor tyvene stjal smykker og en bil, som senere blev fundet brændt af i skoven.</p></div></div></body></html>`
		checkBody(t, page, []string{"Byrådet har torsdag", "Forældrene har", "Flere lokalpolitikere"}, nil)
		// A learned selector naming the column around the story.
		doc, err := html.Parse(strings.NewReader(page))
		if err != nil {
			t.Fatal(err)
		}
		main := find(doc, func(n *html.Node) bool { return attr(n, "class") == "main" })
		if got := renderBlocks(bodyBlocksOf(main, nil, cleanContext{})); !strings.Contains(got, "Byrådet har torsdag") {
			t.Errorf("%s: applied body lacks the story:\n%s", kicker, got)
		}
	}
}

// TestBodyKeepsYearTitledTimeline checks that a year in a section's
// title is no count: a timeline "Chronik 2023" after the story, each
// event a date and what happened then over its text, is the story.
func TestBodyKeepsYearTitledTimeline(t *testing.T) {
	story := `<div class="art"><h1>Das Heizungsgesetz und sein langer Weg</h1><div class="art-body">` +
		`<p>Nach monatelangem Streit hat der Bundesrat am Freitag das Gebäudeenergiegesetz gebilligt, das nun im Januar in Kraft treten kann.</p>` +
		`<p>Die Koalition hatte den Entwurf mehrfach überarbeitet, nachdem Verbände und Opposition gegen die strengen Fristen protestiert hatten.</p></div></div>`
	ev := func(head, text string) string {
		return `<div class="ev"><strong>` + head + `</strong><p>` + text + `</p></div>`
	}
	page := `<html><body><div class="top"><a href="/">Start</a></div><div class="main">` + story + `<div class="timeline"><div class="t">Chronik 2023</div>` +
		ev("12. April 2023: Kabinett", "Das Bundeskabinett bringt den Gesetzentwurf auf den Weg, Kritik kommt sofort aus der FDP.") +
		ev("7. Juli 2023: Karlsruhe", "Das Bundesverfassungsgericht untersagt die Abstimmung vor der Sommerpause wegen zu knapper Beratungszeit.") +
		ev("8. September 2023: Bundestag", "Der Bundestag verabschiedet das Gesetz mit den Stimmen der Koalition nach einer hitzigen Debatte.") +
		`</div></div></body></html>`
	checkBody(t, page, []string{"Nach monatelangem", "Bundeskabinett bringt", "Bundestag verabschiedet"}, nil)
}
