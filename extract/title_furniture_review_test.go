package extract

import (
	"strings"
	"testing"
)

// The misfires a review of probe36's heading rules proved (stop 46).

// A <wbr> is a line-break opportunity inside a word, not a space: a
// camel-cased name broken there ("Open<wbr>AI") stays one word.
func TestHeadingWordBreakStaysOneWord(t *testing.T) {
	for _, head := range []string{"", `<meta property="og:title" content="OpenAI stellt sein neues Sprachmodell vor">`} {
		art := titlePageArticle(t, head, `<h1>Open<wbr>AI stellt sein neues Sprachmodell vor</h1>`)
		if want := "OpenAI stellt sein neues Sprachmodell vor"; art.Title != want {
			t.Errorf("head %q: title = %q, want %q", head, art.Title, want)
		}
	}
}

// A name whose parts a page styles apart ("Mc<span>Donald's</span>",
// "<span>i</span>Phone") is one word when the metadata title reads it
// glued: the title keeps it whole and the body leaves the headline out.
func TestGluedHeadingWordConfirmedByMetadata(t *testing.T) {
	tests := []struct{ title, h1 string }{
		{"McDonald's erhöht die Preise für alle Menüs", `<h1>Mc<span class="name-accent">Donald's</span> erhöht die Preise für alle Menüs</h1>`},
		{"Das neue iPhone 17 im Test: Schneller, aber teurer", `<h1>Das neue <span class="brand">i</span>Phone 17 im Test: Schneller, aber teurer</h1>`},
	}
	for _, tt := range tests {
		art := titlePageArticle(t, `<meta property="og:title" content="`+tt.title+`">`, tt.h1)
		if art.Title != tt.title {
			t.Errorf("title = %q, want %q", art.Title, tt.title)
		}
		if strings.Contains(art.Body, "erhöht die Preise") || strings.Contains(art.Body, "im Test") {
			t.Errorf("%s: body holds the headline:\n%s", tt.h1, art.Body)
		}
	}
}

// A capital after a word of one or two letters in another element
// continues a name ("Mc<span>Donald's</span>", "<span>i</span>Phone"):
// without metadata to say so, the heading still reads it as one word.
func TestHeadingNamePrefixStaysGlued(t *testing.T) {
	tests := []struct{ h1, want string }{
		{`<h1>Mc<span class="name-accent">Donald's</span> erhöht die Preise für alle Menüs</h1>`, "McDonald's erhöht die Preise für alle Menüs"},
		{`<h1>Das neue <span class="brand">i</span>Phone 17 im Test: Schneller, aber teurer</h1>`, "Das neue iPhone 17 im Test: Schneller, aber teurer"},
		// A headline's short last word is no prefix: the subtitle
		// stays apart.
		{`<h1>Inflation in the eurozone ticks up<small>Prices rose faster in November</small></h1>`, "Inflation in the eurozone ticks up Prices rose faster in November"},
	}
	for _, tt := range tests {
		art := titlePageArticle(t, "", tt.h1)
		if art.Title != tt.want {
			t.Errorf("title = %q, want %q", art.Title, tt.want)
		}
	}
}

// After the lead, a box's heading that repeats the title with a badge
// ("Headline <span class=badge>Video</span>" over a player) is no
// headline: the header does not run down to it, and the lead stays.
func TestBadgedHeadingAfterLeadKeepsLead(t *testing.T) {
	lead := `<p>Die Stadt will bis 2030 alle Buslinien im Zehn-Minuten-Takt fahren lassen, wie der Stadtrat am Dienstagabend mit großer Mehrheit beschlossen hat.</p>`
	para := `<p>Der Stadtrat hat am Dienstag beschlossen, das Busnetz auszubauen, nachdem sich Anwohner monatelang darüber beschwert hatten, dass der Dienst unzuverlässig und zu teuer geworden sei.</p>`
	page := `<!doctype html><html><head><meta property="og:title" content="Stadtrat baut das Busnetz aus"></head><body><header><h1>Stadtrat baut das Busnetz aus</h1></header><main><article>` +
		lead + `<h2 class="video-title">Stadtrat baut das Busnetz aus <span class="badge">Video</span></h2>` + para + para + para + `</article></main></body></html>`
	doc, _, err := ParseHTML([]byte(page), "")
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://example.org/a", Doc: doc})
	if !strings.Contains(art.Body, "Zehn-Minuten-Takt") {
		t.Errorf("body lost its lead:\n%s", art.Body)
	}
}
