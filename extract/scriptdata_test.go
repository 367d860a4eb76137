package extract

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
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
	art, err := x.Extract(context.Background(), &Page{URL: "https://news.example/city/bridge", Site: "news.example", Doc: doc})
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
		// Another story's text in the state (a related article) is not
		// this page's article.
		{"off-topic state", clientPage(`{"related":{"contentHtml":` + jsString(`<p>Lions beat the Tigers 3-1 in a rainy derby on Saturday night.</p><p>The visitors scored twice in the last ten minutes of the game.</p><p>Next week the Lions travel north for the cup semi-final.</p>`) + `}}`), "", MethodTrafilatura},
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

// Scripts are matched to the text the scan dropped by their order, not
// counting scripts inside SVG (markup there, not raw text).
func TestParseHTMLAttachesScriptData(t *testing.T) {
	state := "var s = " + jsString("<p>one</p><p>two</p><p>three</p>") + ";"
	page := `<html><head><script>var a = 1;</script></head><body><svg><script>x()</script></svg>
<script src="/app.js"></script><script>` + state + `</script><script>var b = "<p>";</script></body></html>`
	doc, _, err := ParseHTML([]byte(page), "")
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, s := range findAll(doc, func(n *html.Node) bool { return n.DataAtom == atom.Script && n.Namespace == "" }) {
		text := ""
		if s.FirstChild != nil {
			text = s.FirstChild.Data
		}
		texts = append(texts, text)
	}
	want := []string{"", "", state, ""}
	if strings.Join(texts, "|") != strings.Join(want, "|") {
		t.Errorf("script texts = %q, want %q", texts, want)
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
