package extract_test

import (
	"strings"
	"testing"
)

// echoQuotePage is a story with quote, a bare blockquote, after its
// second paragraph, whose text is second.
func echoQuotePage(second, quote string) string {
	return `<!doctype html><html lang="en"><head><title>Commuters wait for the new rail link - Strait Times</title></head>` +
		`<body><header><nav><a href="/">Home</a> <a href="/news">News</a></nav></header><main><article>` +
		`<h1>Commuters wait for the new rail link</h1><div class="story">` +
		`<p>Every morning before dawn, more than three hundred thousand workers cross the causeway to their jobs on the other side, a trip that can take two hours.</p>` +
		`<p>` + second + `</p>` +
		`<blockquote class="story-quote"><p>` + quote + `</p></blockquote>` +
		`<p>She says the cost of bus fares and the waiting at the checkpoint have led many of her colleagues to rent rooms near the factory instead.</p>` +
		`<p>Analysts say the new link will carry only ten thousand passengers an hour in each direction, far fewer than cross each morning.</p>` +
		`</div></article></main><footer><p>© Strait Times</p></footer></body></html>`
}

// TestEchoQuoteDropped checks that a bare blockquote repeating one
// sentence of the paragraph beside it, a pull quote set in large type
// between the paragraphs, is not read a second time into the body.
func TestEchoQuoteDropped(t *testing.T) {
	const sentence = "If she leaves ten minutes late, she arrives an hour late."
	art := coldExtract(t, "https://straittimes.example/news/commuters-rail-link",
		echoQuotePage("Siti, a factory worker of 29, leaves home at half past four. "+sentence, "“"+sentence+"”"))
	if n := strings.Count(art.Body, "If she leaves ten minutes late"); n != 1 {
		t.Errorf("the sentence stands %d times in the body, want once:\n%s", n, art.Body)
	}
}

// TestEchoQuoteKept checks the blockquotes that must stay: a passage of
// two sentences the paragraph beside it also gives (a cited passage, not
// a pull quote), a subhead-like line opening a sentence of the paragraph
// that goes on after a comma (holdsSentence), and a sentence the
// paragraphs beside it do not hold.
func TestEchoQuoteKept(t *testing.T) {
	for _, c := range []struct{ second, quote, key string }{
		{"The ministry's letter was short. The link opens in December. No date was given for the fares.",
			"The link opens in December. No date was given for the fares.", "The link opens in December"},
		{"New rail links are reshaping the commute, with a line across the strait due to open at the end of 2026 after years of delay.",
			"<strong>New rail links are reshaping the commute</strong>", "New rail links are reshaping the commute"},
		{"Siti, a factory worker of 29, leaves home at half past four every working day.",
			"“Five minutes on the rail beats two hours on the bridge, whatever the fare.”", "Five minutes on the rail"},
	} {
		art := coldExtract(t, "https://straittimes.example/news/commuters-rail-link", echoQuotePage(c.second, c.quote))
		if n, want := strings.Count(art.Body, c.key), strings.Count(c.second+c.quote, c.key); n != want {
			t.Errorf("%q stands %d times in the body, want %d:\n%s", c.key, n, want, art.Body)
		}
	}
}
