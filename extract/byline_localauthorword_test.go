package extract_test

import (
	"slices"
	"testing"
)

// TestColdAuthorsLocalAuthorWord checks that the word "author" in the
// site's language marks a byline as the English one does, in the
// address of the author's page (authorPageWords) or in the byline's
// class (bylineClassWords): Hungarian "szerzo" (szerző), whose bylines
// put the family name first, Slovenian "avtor", Greek "syntaktes"
// (συντάκτες). The name stands in the meta line under the headline,
// beside the date, with no label (metaLinePage).
func TestColdAuthorsLocalAuthorWord(t *testing.T) {
	tests := []struct {
		name, meta string
		want       []string
	}{
		{"hu profile link", `<span class="nev"><img src="/img/k.jpg" alt=""><a href="/szerzo/kovacs-eszter">Kovács Eszter</a></span>`, []string{"Kovács Eszter"}},
		{"hu class", `<span class="cikk-szerzo">Kovács Eszter</span>`, []string{"Kovács Eszter"}},
		{"sl profile link", `<span class="nev"><a href="/avtor/mojca-novak">Mojca Novak</a></span>`, []string{"Mojca Novak"}},
		{"el profile link", `<span class="nev"><a href="/syntaktes/eleni-stathopoulou">Ελένη Σταθοπούλου</a></span>`, []string{"Ελένη Σταθοπούλου"}},
		// Not: a link to a section's page, a plain name with no mark.
		{"section link", `<span class="nev"><a href="/szeged/kozlekedes">Szeged Közlekedés</a></span>`, nil},
		{"unmarked name", `<span class="nev">Kovács Eszter</span>`, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			art := coldExtract(t, "https://harbour-post.example/szeged/2026/11/ferries", metaLinePage(tc.meta+` <span class="datum">2026. november 9. 07:15</span>`))
			if !slices.Equal(art.Authors, tc.want) {
				t.Errorf("authors %q, want %q", art.Authors, tc.want)
			}
		})
	}
}
