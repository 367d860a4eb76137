package extract

import (
	"strings"
	"testing"
)

// TestPullQuoteNotHeadlineEcho: a figure cites a statement whole
// (<figure><blockquote>…</blockquote><figcaption>), and the headline, as
// headlines do, repeats the statement without quote marks. The headline
// is not the text repeating it: the quote is the article's, not a pull
// quote, and stays in the body.
func TestPullQuoteNotHeadlineEcho(t *testing.T) {
	p := func(s string) string { return "<p>" + s + "</p>" }
	const quote = "We will not back down on pensions"
	page := `<html lang="en"><head><title>We will not back down on pensions, says Moreau</title></head><body><nav><a href="/">Home</a></nav>` +
		`<article><header><h1>We will not back down on pensions, says Moreau</h1></header><div class="article-body">` +
		p("The prime minister told parliament on Tuesday that the government would keep the retirement age at sixty-four, a day before unions plan a national strike.") +
		p("Opposition deputies interrupted her speech several times, and the session was suspended for a quarter of an hour after a deputy waved a placard from the benches.") +
		`<figure class="quote"><blockquote><p>“` + quote + `”</p></blockquote><figcaption>Claire Moreau, prime minister</figcaption></figure>` +
		p("Union leaders said the strike would go ahead and that rail and school staff had already signed up in large numbers, with marches planned in forty cities.") +
		`</div></article><footer>© Example</footer></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://news.example/2026/11/28/pensions", Doc: doc})
	if !strings.Contains(art.Body, quote) {
		t.Errorf("body = %q, want the cited quote %q", art.Body, quote)
	}
}
