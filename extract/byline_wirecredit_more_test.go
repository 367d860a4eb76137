package extract_test

import (
	"slices"
	"testing"

	"github.com/bylinehq/byline/extract"
)

// Review fix66: wireReporters gives up on a credit whose lower case is
// not as long in bytes as the text ("İ" lowers to "i̇", three bytes):
// a Turkish reporter's credit keeps its editor, and signature reads no
// author from it.
func TestWireCreditDottedCapitalI(t *testing.T) {
	const line = "Reporting by İlkay Gündoğan in Istanbul; Editing by Ann Lee"
	if got, want := extract.CleanAuthors([]string{line}, "en"), []string{"İlkay Gündoğan"}; !slices.Equal(got, want) {
		t.Errorf("CleanAuthors(%q) = %q, want %q", line, got, want)
	}
	art := coldExtract(t, "https://wire.example/business/ferries-2026-11-24/", wireCreditPageWith(`<p class="credit">`+line+`</p>`))
	if want := []string{"İlkay Gündoğan"}; !slices.Equal(art.Authors, want) {
		t.Errorf("no byline: authors %q, want %q", art.Authors, want)
	}
}

// Review fix66: a wire credit naming a bureau beside a reporter ("Liz
// Lee and Beijing Newsroom") gives the bureau as a second author.
func TestWireCreditNewsroomNoAuthor(t *testing.T) {
	art := coldExtract(t, "https://wire.example/business/ferries-2026-11-24/",
		wireCreditPageWith(`<p class="credit">Reporting by Liz Lee and Beijing Newsroom; Editing by Ann Lee</p>`))
	if want := []string{"Liz Lee"}; !slices.Equal(art.Authors, want) {
		t.Errorf("authors %q, want %q", art.Authors, want)
	}
}

// wireCreditPageWith is wireCreditPage with another closing credit.
func wireCreditPageWith(credit string) string {
	return `<html><head><title>Ferries run through the winter | Harbour Wire</title></head><body><main><article>` +
		`<h1>Ferries run through the winter</h1><div class="meta"><time datetime="2026-11-24T21:37:00Z">November 24, 2026</time></div>` +
		`<div class="article-body">` + coldStory + `</div>` + credit +
		`<p class="trust">Our Standards: <a href="/trust/">The Trust Principles.</a></p></article></main></body></html>`
}
