package extract_test

import (
	"slices"
	"testing"

	"github.com/bylinehq/byline/extract"
)

// TestCleanAuthorsWireCredit checks that a wire service's closing
// credit gives its reporters, never the desk that wrote it up or
// edited it.
func TestCleanAuthorsWireCredit(t *testing.T) {
	for _, tc := range []struct {
		line string
		want []string
	}{
		{"Reporting by Jo Doering in Chicago; Editing by Al Roe and Di Mars", []string{"Jo Doering"}},
		{"Reporting by Ana Lenz, additional reporting by Tim Okafor, writing by Lee Park, Editing by Sam Hart", []string{"Ana Lenz", "Tim Okafor"}},
		{"Reporting by Ana Lenz in Beirut and Tim Okafor in London; Writing by Tim Okafor; Editing by Sam Hart", []string{"Ana Lenz", "Tim Okafor"}},
		// Must not change: a byline that names an editor as a credit of
		// its own keeps its writer.
		{"By Ana Lenz", []string{"Ana Lenz"}},
	} {
		if got := extract.CleanAuthors([]string{tc.line}, "en"); !slices.Equal(got, tc.want) {
			t.Errorf("CleanAuthors(%q) = %q, want %q", tc.line, got, tc.want)
		}
	}
}

// wireCreditPage is a wire story whose only credit closes it, in an
// element of its own after the text's; byline is set under the
// headline.
func wireCreditPage(byline string) string {
	return `<html><head><title>Ferries run through the winter | Harbour Wire</title></head><body><main><article>` +
		`<h1>Ferries run through the winter</h1>` + byline + `<div class="meta"><time datetime="2026-11-24T21:37:00Z">November 24, 2026</time></div>` +
		`<div class="article-body">` + coldStory + `</div>` +
		`<p class="credit">Reporting by Jo Doering in Chicago; Editing by Al Roe and Di Mars</p>` +
		`<p class="trust">Our Standards: <a href="/trust/">The Trust Principles.</a></p></article></main></body></html>`
}

// TestColdWireCreditAuthors checks that the reporters of a closing
// wire credit are the authors of a story with no byline, the editors
// not, and that a byline under the headline still wins over the credit.
func TestColdWireCreditAuthors(t *testing.T) {
	art := coldExtract(t, "https://wire.example/business/ferries-2026-11-24/", wireCreditPage(""))
	if want := []string{"Jo Doering"}; !slices.Equal(art.Authors, want) {
		t.Errorf("no byline: authors %q, want %q", art.Authors, want)
	}
	art = coldExtract(t, "https://wire.example/business/ferries-2026-11-24/", wireCreditPage(`<p class="byline">By Maren Holt</p>`))
	if want := []string{"Maren Holt"}; !slices.Equal(art.Authors, want) {
		t.Errorf("byline: authors %q, want %q", art.Authors, want)
	}
}
