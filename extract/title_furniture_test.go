package extract

import (
	"strings"
	"testing"
)

// A heading whose parts are set on lines of their own by CSS
// ("Kicker<span class=block>Headline</span>") reads them apart: glued,
// "ExclusiveHarbour" is a word of neither, the metadata title no part of
// it, and the body keeps the heading as a line.
func TestHeadingPartsGluedByCSS(t *testing.T) {
	tests := []struct {
		name, head, headline, want string
	}{
		{
			name:     "kicker text before a block span, the metadata the headline",
			head:     `<meta property="og:title" content="Stadtrat baut das Busnetz aus">`,
			headline: `<h1 class="text-4xl">Exklusiv<span class="block text-6xl">Stadtrat baut das Busnetz aus</span></h1>`,
			want:     "Stadtrat baut das Busnetz aus",
		},
		{
			name:     "two spans and no metadata: the heading's words apart",
			headline: `<h1><span class="title-top">Busnetz</span><span class="title-main">Stadtrat beschließt den Ausbau aller Linien</span></h1>`,
			want:     "Busnetz Stadtrat beschließt den Ausbau aller Linien",
		},
		{
			name:     "a word in two elements with no capital between stays one word",
			headline: `<h1><em>Bus</em>netz: Stadtrat beschließt den Ausbau</h1>`,
			want:     "Busnetz: Stadtrat beschließt den Ausbau",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			art := titlePageArticle(t, tt.head, tt.headline)
			if art.Title != tt.want {
				t.Errorf("title = %q, want %q", art.Title, tt.want)
			}
			if strings.Contains(art.Body, "Busnetz Stadtrat") || strings.Contains(art.Body, "BusnetzStadtrat") {
				t.Errorf("body holds the headline:\n%s", art.Body)
			}
		})
	}
}

// A label read out to screen readers only ("<span
// class=screen-reader-text>Article: </span>") opens the heading but is
// not shown: the headline is the rest, with or without a metadata title.
func TestScreenReaderLabelOpeningHeading(t *testing.T) {
	for _, head := range []string{`<title>Stadtrat baut das Busnetz aus – Stadtanzeiger</title>`, ""} {
		for _, label := range []string{`<span class="screen-reader-text">Artikel: </span>`, `<span class="sr-only">Eilmeldung: </span>`} {
			doc, _, err := ParseHTML([]byte(titlePage(head, "", "<h1>"+label+"Stadtrat baut das Busnetz aus</h1>")), "")
			if err != nil {
				t.Fatal(err)
			}
			got, _ := chooseTitle(collectMetadata(doc), analyze(doc))
			if want := "Stadtrat baut das Busnetz aus"; got != want {
				t.Errorf("head %q, label %q: chooseTitle = %q, want %q", head, label, got, want)
			}
		}
	}
}

// An h1 that shows the title after a label in its own text ("WATCH:
// Headline", "🔴 LIVE Headline") is the headline, not the body's first
// line, as it is with the label in an element of its own.
func TestLabelledHeadlineIsNotBody(t *testing.T) {
	for _, h1 := range []string{"<h1>VIDEO: Stadtrat baut das Busnetz aus</h1>", "<h1>🔴 LIVE Stadtrat baut das Busnetz aus</h1>"} {
		page := titlePage(`<meta property="og:title" content="Stadtrat baut das Busnetz aus">`, "", h1)
		doc, _, err := ParseHTML([]byte(page), "")
		if err != nil {
			t.Fatal(err)
		}
		art, _ := NewHeuristic().Analyze(&Page{URL: "https://example.org/a", Doc: doc})
		if strings.Contains(art.Body, "Stadtrat baut das Busnetz aus") {
			t.Errorf("%s: body holds the headline:\n%s", h1, art.Body)
		}
	}
}

// An h1 that shows the title with a badge glued on in an element of its
// own ("Headline<span class=badge>Premium</span>") is the headline, not
// the body's first line.
func TestBadgedHeadlineIsNotBody(t *testing.T) {
	page := titlePage(`<meta property="og:title" content="Stadtrat baut das Busnetz aus">`, "", `<h1>Stadtrat baut das Busnetz aus<span class="badge">Premium</span></h1>`)
	doc, _, err := ParseHTML([]byte(page), "")
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://example.org/a", Doc: doc})
	if art.Title != "Stadtrat baut das Busnetz aus" || strings.Contains(art.Body, "Stadtrat baut") {
		t.Errorf("title %q, body holds the headline:\n%s", art.Title, art.Body)
	}
}
