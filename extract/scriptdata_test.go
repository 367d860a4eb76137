package extract

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/bylinehq/byline/internal/testclock"
	"github.com/bylinehq/byline/selectors"
)

// jsString is s as a JSON string literal with "<" and ">" escaped, as
// JavaScript state serializers write HTML.
func jsString(s string) string {
	b, _ := json.Marshal(s) // escapes <, > and & as \u003c, \u003e, \u0026
	return string(b)
}

const (
	scriptP1 = "The city council voted on Tuesday to close the old harbour bridge to cars from next spring."
	scriptP2 = "Engineers found cracks in two of the bridge's steel girders during an inspection in March."
	scriptP3 = "Cyclists and pedestrians will keep using the bridge while a replacement is planned for 2029."
)

// clientPage is a client-rendered article page: its markup is a menu, an
// empty mount point and a footer; the article is in the state a script
// renders it from.
func clientPage(state string) string {
	return `<!doctype html><html lang="en"><head><title>Harbour bridge to close to cars | City News</title>
<meta property="og:description" content="The council closes the old harbour bridge to cars after engineers found cracks.">
</head><body><nav><a href="/">Home</a> <a href="/city">City</a> <a href="/sport">Sport</a></nav>
<h1>Harbour bridge to close to cars</h1><div id="root"></div>
<script>window.__STATE__ = ` + state + `;</script>
<footer><p>© City News 2026. All rights reserved.</p></footer></body></html>`
}

func extractPage(t *testing.T, page string) Article {
	t.Helper()
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	x := &Extractor{Applier: NewApplier(), Fallback: Trafilatura{}}
	art, err := x.Extract(context.Background(), &Page{URL: "https://news.example/city/bridge", Site: "news.example", Doc: doc, Fetched: testclock.Written()})
	if err != nil {
		t.Fatalf("extract: %v", err)
	}
	return art
}

func TestScriptBody(t *testing.T) {
	content := `<div class="caption"><p>The bridge at dusk. Photo: City News</p></div>$$ARTICLEAD$$<p class="editor-p">` +
		scriptP1 + `</p><p class="editor-p">` + scriptP2 + `</p>{{related}}<p class="editor-p">` + scriptP3 + `</p>`
	want := scriptP1 + "\n" + scriptP2 + "\n" + scriptP3
	// A Next.js flight payload: the state is JSON inside a string.
	inner := `{"article":{"contentHtml":` + jsString(content) + `}}`
	tests := []struct {
		name, page, want, method string
	}{
		{"react query state", clientPage(`{"queries":[{"state":{"data":{"title":"Harbour bridge to close to cars","contentHtml":` + jsString(content) + `}}}]}`), want, MethodScript},
		{"next.js flight data", clientPage(`[1,` + jsString(inner) + `]`), want, MethodScript},
		// A quote in a single-quoted string or a regexp before the state.
		{"stray quotes before the state", clientPage(`(function(){var q='"', r=/"/g; return {"contentHtml":` + jsString(content) + `}})()`), want, MethodScript},
		// Content stores' typed blocks: Arc XP's ANS, Sanity's Portable
		// Text, Contentful's rich text.
		{"arc content elements", clientPage(`{"globalContent":{"headlines":{"basic":"Harbour bridge to close to cars"},"content_elements":[` +
			`{"type":"text","content":` + jsString(scriptP1) + `},{"type":"image","url":"https://img.example/b.jpg","caption":"The bridge"},` +
			`{"type":"text","content":` + jsString(scriptP2) + `},{"type":"text","content":` + jsString(scriptP3) + `}]}}`), want, MethodScript},
		{"sanity portable text", clientPage(`{"props":{"pageProps":{"post":{"body":[` +
			`{"_type":"block","style":"normal","children":[{"_type":"span","text":` + jsString(scriptP1) + `}]},` +
			`{"_type":"block","style":"normal","children":[{"_type":"span","text":` + jsString(scriptP2[:40]) + `},{"_type":"span","marks":["strong"],"text":` + jsString(scriptP2[40:]) + `}]},` +
			`{"_type":"block","style":"normal","children":[{"_type":"span","text":` + jsString(scriptP3) + `}]}]}}}}`), want, MethodScript},
		{"contentful rich text", clientPage(`{"entry":{"body":{"nodeType":"document","content":[` +
			`{"nodeType":"paragraph","content":[{"nodeType":"text","value":` + jsString(scriptP1) + `}]},` +
			`{"nodeType":"paragraph","content":[{"nodeType":"text","value":` + jsString(scriptP2) + `}]},` +
			`{"nodeType":"paragraph","content":[{"nodeType":"text","value":` + jsString(scriptP3) + `}]}]}}}`), want, MethodScript},
		{"paragraph blocks, spaced json", clientPage(`{"article": {"body": [{"type": "paragraph", "text": ` + jsString(scriptP1) + `}, ` +
			`{"type": "paragraph", "text": ` + jsString(scriptP2) + `}, {"type": "paragraph", "text": ` + jsString(scriptP3) + `}]}}`), want, MethodScript},
		{"strapi blocks", clientPage(`{"data":{"content":[` +
			`{"type":"paragraph","children":[{"type":"text","text":` + jsString(scriptP1) + `}]},` +
			`{"type":"paragraph","children":[{"type":"text","text":` + jsString(scriptP2) + `}]},` +
			`{"type":"paragraph","children":[{"type":"text","text":` + jsString(scriptP3) + `}]}]}}`), want, MethodScript},
		// Another story's text in the state (a related article) is not
		// this page's article.
		{"off-topic state", clientPage(`{"related":{"contentHtml":` + jsString(`<p>Lions beat the Tigers 3-1 after a rainy derby on Saturday night.</p><p>The visitors scored twice in the last ten minutes of the game to win.</p><p>Next week the Lions travel north for the cup semi-final.</p>`) + `}}`), "", MethodTrafilatura},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			art := extractPage(t, tc.page)
			if art.Method != tc.method {
				t.Fatalf("method = %q, want %q (body %q)", art.Method, tc.method, art.Body)
			}
			if tc.want != "" && art.Body != tc.want {
				t.Errorf("body = %q\nwant %q", art.Body, tc.want)
			}
			if strings.Contains(art.Body, "Lions") {
				t.Errorf("another story's text in the body: %q", art.Body)
			}
		})
	}
}

// A page whose title has few words and no description gives little to
// check another story against: the state still has to share one.
func TestScriptBodyShortTopic(t *testing.T) {
	page := `<html><head><title>Bridge closes</title></head><body><h1>Bridge closes</h1><div id="root"></div><script>window.s = {"related":{"html":` +
		jsString(`<p>Lions beat the Tigers 3-1 after a rainy derby on Saturday night.</p><p>The visitors scored twice in the last ten minutes of the game to win.</p><p>Next week the Lions travel north for the cup semi-final.</p>`) +
		`}};</script><p>The bridge over the harbour closes to cars from March.</p></body></html>`
	if art := extractPage(t, page); art.Method == MethodScript || strings.Contains(art.Body, "Lions") {
		t.Errorf("method %q, body %q: another story's text taken", art.Method, art.Body)
	}
}

// A paywalled page shows the standfirst and an offer; its JSON-LD holds
// the whole text. The standfirst stays first.
func TestScriptBodyFromJSONLD(t *testing.T) {
	lead := "The council closes the old harbour bridge to cars after engineers found cracks in its girders."
	ld, _ := json.Marshal(map[string]any{
		"@context": "https://schema.org", "@type": "NewsArticle", "headline": "Harbour bridge to close to cars",
		"articleBody": scriptP1 + "\n\n" + scriptP2 + "\n" + scriptP3,
	})
	page := `<html><head><title>Harbour bridge to close to cars</title><meta name="description" content="` + lead + `">
<script type="application/ld+json">` + string(ld) + `</script></head><body>
<article><h1>Harbour bridge to close to cars</h1><p class="lead">` + lead + `</p>
<div class="paywall"><p>Read on with City News Plus</p><p>Monthly: 9.99 EUR</p><p>Cancel at any time</p></div></article></body></html>`
	art := extractPage(t, page)
	if art.Method != MethodScript {
		t.Fatalf("method = %q, want %q (body %q)", art.Method, MethodScript, art.Body)
	}
	if want := lead + "\n" + scriptP1 + "\n" + scriptP2 + "\n" + scriptP3; art.Body != want {
		t.Errorf("body = %q\nwant %q", art.Body, want)
	}
	if !strings.HasPrefix(art.BodyHTML, "<p>"+lead+"</p>") {
		t.Errorf("body HTML = %q, want the standfirst first", art.BodyHTML)
	}
}

// A page whose markup shows the article keeps the markup's text even
// when its state holds it too.
func TestScriptBodyNotWhenMarkupHoldsTheArticle(t *testing.T) {
	content := "<p>" + scriptP1 + "</p><p>" + scriptP2 + "</p><p>" + scriptP3 + "</p>"
	page := strings.Replace(clientPage(`{"contentHtml":`+jsString(content)+`}`), `<div id="root"></div>`, `<div id="root"><article>`+content+`</article></div>`, 1)
	if art := extractPage(t, page); art.Method == MethodScript {
		t.Errorf("method = %q: the markup's article was replaced by the state's", art.Method)
	}
}

// A script's text set aside at the scan goes back into that script,
// wherever the parser put it: after a template the page expands, in a
// table (whose content the parser moves before it), after SVG content
// the parser leaves at a <p>.
func TestParseHTMLAttachesScriptData(t *testing.T) {
	state := "var s = " + jsString("<p>one</p><p>two</p><p>three</p>") + ";"
	tests := []struct{ name, page string }{
		{"plain", `<html><head><script>var a = 1;</script></head><body><svg><script>x()</script></svg>
<script src="/app.js"></script><script id="state">` + state + `</script><script>var b = "<p>";</script></body></html>`},
		{"after a template", `<div><script type="text/template"><p>Promo</p></script></div><script src="/app.js"></script><script id="state">` + state + `</script>`},
		{"in a table", `<table><script id="state">` + state + `</script><div><script src="/ad.js"></script></div></table>`},
		{"after SVG the parser left", `<svg><p>x</p><script type="application/ld+json"></script></svg><script id="state">` + state + `</script>`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			doc, _, err := ParseHTML([]byte(tc.page), "")
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range findAll(doc, func(n *html.Node) bool { return n.DataAtom == atom.Script }) {
				text := ""
				if s.FirstChild != nil {
					text = s.FirstChild.Data
				}
				if got := text == state; got != (attr(s, "id") == "state") || strings.Contains(text, "byline-data") {
					t.Errorf("script %q holds %q", attr(s, "id")+attr(s, "src"), text)
				}
			}
		})
	}
}

func TestIsPlaceholder(t *testing.T) {
	for s, want := range map[string]bool{
		"$$ARTICLEAD$$": true, "{{related}}": true, "[[ad-1]]": true, " %%AD_SLOT%% ": true,
		"$$ and $$": false, "{{x}} more text": false, "$5 or $$": false, "[[]]": false, "Price: $$$": false,
	} {
		if got := isPlaceholder(s); got != want {
			t.Errorf("isPlaceholder(%q) = %v, want %v", s, got, want)
		}
	}
}

// FuzzMarkupStrings checks that the string scanner takes any script text
// without panicking or looping, and returns only HTML with paragraphs.
func FuzzMarkupStrings(f *testing.F) {
	f.Add(`x = "` + strings.Repeat(`\u003cp\u003ea\u003c/p\u003e`, 20) + `";`)
	f.Add(`push([1,"{\"h\":\"\\u003cp\\u003eone\\u003cp\\u003etwo\\u003cp\\u003ethree ` + strings.Repeat("x", 200) + `\"}"])`)
	f.Add(`"\`)
	f.Fuzz(func(t *testing.T, src string) {
		for _, s := range markupStrings(src, 2) {
			if paragraphs(s) < 3 {
				t.Fatalf("markupStrings(%q) returned %q, with fewer than 3 paragraphs", src, s)
			}
		}
	})
}

// The standfirst is not added again when the data's body holds the
// description it shows (after a dateline, or with other quote marks), and
// articleBody markup in any case is read as markup.
func TestScriptBodyFromJSONLDVariants(t *testing.T) {
	desc := "The council closes the old harbour bridge to cars after engineers found cracks in its girders."
	page := func(lead, body string) string {
		ld, _ := json.Marshal(map[string]any{"@type": "NewsArticle", "headline": "Harbour bridge to close to cars", "articleBody": body})
		return `<html><head><title>Harbour bridge to close to cars</title><meta name="description" content="` + desc + `">
<script type="application/ld+json">` + string(ld) + `</script></head><body><article><h1>Harbour bridge to close to cars</h1>
<p class="lead">` + lead + `</p><div class="paywall"><p>Read on with City News Plus</p></div></article></body></html>`
	}
	paras := scriptP1 + "\n" + scriptP2 + "\n" + scriptP3
	for _, tc := range []struct{ name, lead, body, want string }{
		{"dateline before the standfirst", "HAMBURG. " + desc, desc + "\n" + paras, desc + "\n" + paras},
		{"curly quote in the standfirst", strings.Replace(desc, "its", "the bridge’s", 1), strings.Replace(desc, "its", "the bridge's", 1) + "\n" + paras,
			strings.Replace(desc, "its", "the bridge's", 1) + "\n" + paras},
		{"upper-case markup", desc, "<P>" + scriptP1 + "</P>\n<P>" + scriptP2 + "</P><DIV>" + scriptP3 + "</DIV>", desc + "\n" + paras},
	} {
		t.Run(tc.name, func(t *testing.T) {
			art := extractPage(t, page(tc.lead, tc.body))
			if art.Method != MethodScript || art.Body != tc.want {
				t.Errorf("method %q, body %q\nwant %q", art.Method, art.Body, tc.want)
			}
		})
	}
}

// regenSet is a SetSource whose set fails and whose regenerated one is
// again.
type regenSet struct{ first, again *selectors.Compiled }

func (r regenSet) SetFor(context.Context, *Page) (*selectors.Compiled, error) { return r.first, nil }
func (r regenSet) Regenerate(context.Context, *Page, string) (*selectors.Compiled, error) {
	return r.again, nil
}

// TestScriptBodyBehindASet checks that a set which finds a paywalled
// page's teaser, at once or once regenerated, yields the article its
// JSON-LD holds, as the whole-page fallback does.
func TestScriptBodyBehindASet(t *testing.T) {
	ld, _ := json.Marshal(map[string]any{"@type": "NewsArticle", "headline": "Harbour bridge to close to cars",
		"articleBody": scriptP1 + "\n\n" + scriptP2 + "\n" + scriptP3})
	page := `<html><head><title>Harbour bridge to close to cars</title><script type="application/ld+json">` + string(ld) + `</script></head><body>
<article><h1>Harbour bridge to close to cars</h1><p>The city council voted on Tuesday to close the old harbour bridge …</p>
<div class="paywall"><p>Read on with City News Plus</p></div></article></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	compile := func(body string) *selectors.Compiled {
		c, err := selectors.Compile(&selectors.Set{Fields: map[string][]string{selectors.Title: {"//h1"}, selectors.Body: {body}}})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	for name, src := range map[string]SetSource{
		"the set":             fixedSet{compile("//article")},
		"the regenerated set": regenSet{first: compile("//main"), again: compile("//article")},
	} {
		x := &Extractor{Sets: src, Applier: NewApplier(), Fallback: Trafilatura{}}
		art, err := x.Extract(context.Background(), &Page{URL: "https://news.example/city/bridge", Site: "news.example", Doc: doc})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if art.Method != MethodScript || !strings.Contains(art.Body, scriptP3) {
			t.Errorf("%s: method %q, body %q; want the JSON-LD article", name, art.Method, art.Body)
		}
	}
}

// TestScriptBodyMeta checks that a page drawn from its state, showing no
// byline or date, takes the ones the state holds beside the body.
func TestScriptBodyMeta(t *testing.T) {
	blocks := func(kind, key string) string {
		var b []string
		for _, p := range []string{scriptP1, scriptP2, scriptP3} {
			b = append(b, `{"type":"`+kind+`","`+key+`":`+jsString(p)+`}`)
		}
		return "[" + strings.Join(b, ",") + "]"
	}
	for _, tc := range []struct{ name, state, date string }{
		{"arc credits", `{"globalContent":{"credits":{"by":[{"type":"author","name":"Sam Ortiz"}]},"first_publish_date":"2025-11-25T17:00:00Z","content_elements":` +
			blocks("text", "content") + `}}`, "2025-11-25"},
		{"byline and publishedAt", `{"article":{"byline":"Sam Ortiz","publishedAt":"2025-11-25","body":` + blocks("paragraph", "text") + `}}`, "2025-11-25"},
		{"beside an HTML string", `{"article":{"authors":[{"name":"Sam Ortiz"}],"publishedAt":"2025-11-25T09:12:00+08:00","content":` +
			jsString("<p>"+scriptP1+"</p><p>"+scriptP2+"</p><p>"+scriptP3+"</p>") + `}}`, "2025-11-25"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			art := extractPage(t, clientPage(tc.state))
			if art.Method != MethodScript {
				t.Fatalf("method %q, want %q", art.Method, MethodScript)
			}
			if len(art.Authors) != 1 || art.Authors[0] != "Sam Ortiz" || !strings.HasPrefix(art.PublishedRaw, tc.date) {
				t.Errorf("authors %q, published %q; want Sam Ortiz, %s", art.Authors, art.PublishedRaw, tc.date)
			}
		})
	}
}

// TestNoscriptBody checks that a lazy-loading page whose article, or
// its rest, is in a <noscript> for readers without scripts gives the
// whole article, and that no <noscript> is left holding its markup as
// text: whole-page extractors read that as text.
func TestNoscriptBody(t *testing.T) {
	content := "<p>" + scriptP1 + "</p><p>" + scriptP2 + "</p><p>" + scriptP3 + "</p>"
	for name, root := range map[string]string{
		"all":  `<div id="root" data-lazy="body"><div class="skeleton"></div><noscript>` + content + `</noscript></div>`,
		"rest": `<div id="root"><article><p>` + scriptP1 + `</p><div class="lazy" data-src="/rest"><noscript><p>` + scriptP2 + `</p><p>` + scriptP3 + `</p><p>` + scriptP1[:40] + `.</p></noscript></div></article></div>`,
	} {
		page := strings.Replace(clientPage(`{}`), `<div id="root"></div>`, root+`<noscript><img src="/pixel.gif"></noscript>`, 1)
		art := extractPage(t, page)
		if !strings.Contains(art.Body, scriptP1) || !strings.Contains(art.Body, scriptP2) || !strings.Contains(art.Body, scriptP3) || strings.Contains(art.Body, "<p>") {
			t.Errorf("%s: body %q: want the article with the <noscript>'s text", name, art.Body)
		}
		doc, _, err := ParseHTML([]byte(page), "")
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range findAll(doc, func(n *html.Node) bool { return n.DataAtom == atom.Noscript }) {
			if n.FirstChild != nil {
				t.Errorf("%s: <noscript> holds %q", name, n.FirstChild.Data)
			}
		}
	}
}

// TestScriptDateBehindASet checks that a set whose body fails on a page
// drawn from its state, and that found no dates on its own pages, does
// not undo the date the state holds beside the article: "no date" is the
// set's guess, the state's date the article's own.
func TestScriptDateBehindASet(t *testing.T) {
	var b []string
	for _, p := range []string{scriptP1, scriptP2, scriptP3} {
		b = append(b, `{"_type":"block","children":[{"_type":"span","text":`+jsString(p)+`}]}`)
	}
	page := clientPage(`{"article":{"title":"Harbour bridge to close to cars","publishedAt":"2025-11-25T13:20:00.000Z","body":[` + strings.Join(b, ",") + `]}}`)
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	c, err := selectors.Compile(&selectors.Set{Scores: map[string]float64{selectors.Published: 0}, Fields: map[string][]string{
		selectors.Title: {"//h1"}, selectors.Body: {"//article"}, selectors.Published: {"//time/@datetime"},
	}})
	if err != nil {
		t.Fatal(err)
	}
	x := &Extractor{Sets: fixedSet{c}, Applier: NewApplier(), Fallback: Trafilatura{}}
	art, err := x.Extract(context.Background(), &Page{URL: "https://news.example/city/bridge", Site: "news.example", Doc: doc})
	if err != nil {
		t.Fatal(err)
	}
	if art.Method != MethodScript || !strings.HasPrefix(art.PublishedRaw, "2025-11-25") {
		t.Errorf("method %q, published %q; want the state's article and date", art.Method, art.PublishedRaw)
	}
}

// TestNoscriptNoticeOrCopyNotUnwrapped checks the <noscript>s that hold
// no article for a reader without scripts: a notice to turn scripts on,
// and a copy of the text the page shows anyway. Neither is in the body.
func TestNoscriptNoticeOrCopyNotUnwrapped(t *testing.T) {
	content := "<p>" + scriptP1 + "</p><p>" + scriptP2 + "</p><p>" + scriptP3 + "</p>"
	notice := `<noscript><p>JavaScript is disabled in your browser.</p><p>Please enable JavaScript to view the comments powered by Disqus.</p><p>Some features of this site need scripts to work as intended.</p></noscript>`
	for name, root := range map[string]string{
		"notice": `<article>` + content + notice + `</article>`,
		"copy":   `<article>` + content + `<noscript>` + content + `</noscript></article>`,
	} {
		page := strings.Replace(clientPage(`{}`), `<div id="root"></div>`, root, 1)
		art := extractPage(t, page)
		if strings.Contains(art.Body, "JavaScript") || strings.Count(art.Body, scriptP2) != 1 {
			t.Errorf("%s: body %q: want the article once, without the notice", name, art.Body)
		}
	}
}

// TestMarkupMetaSameHolderEveryRun checks that of two objects in a
// script's state holding the same body string (a list's copy and the
// article's own), the byline is read from the same one on every run:
// Go's maps are walked in a random order.
func TestMarkupMetaSameHolderEveryRun(t *testing.T) {
	body := "<p>" + strings.Repeat("The harbour barrier held through the night. ", 8) + "</p>"
	b, _ := json.Marshal(body)
	src := `window.__STATE__ = {"list":{"content":` + string(b) + `,"author":"Ann Lee"},"story":{"content":` + string(b) + `,"author":"Bob Roe"}};`
	first := markupMeta(src, body)
	if len(first.authors) != 1 {
		t.Fatalf("markupMeta authors = %v, want one", first.authors)
	}
	for i := 0; i < 50; i++ {
		if got := markupMeta(src, body); !slices.Equal(got.authors, first.authors) {
			t.Fatalf("run %d read %v, the first run %v", i, got.authors, first.authors)
		}
	}
}
