package extract_test

import (
	"slices"
	"testing"
)

// localAuthorWordPage is a page of a made-up site whose byline under the
// headline is meta, over a date line.
func localAuthorWordPage(meta string) string {
	return `<!DOCTYPE html><html lang="hu"><head><title>Harbour ferries run late into winter</title></head><body>
<header><a href="/">Harbour Post</a></header><main><article>
<h1>Harbour ferries run late into winter</h1>
<div class="meta">` + meta + `
<div class="datum"><span>2026. november 9. 07:15</span></div></div>
` + coldStory + `
</article></main><footer>Harbour Post</footer></body></html>`
}

// TestColdAuthorsLocalAuthorWord checks that the word "author" in the
// site's language marks a byline as the English one does, in the
// address of the author's page (authorPageWords) or in the byline's
// class (bylineClassWords): Hungarian "szerzo" (szerző), whose bylines
// put the family name first, Slovenian "avtor", Greek "syntaktes"
// (συντάκτες).
func TestColdAuthorsLocalAuthorWord(t *testing.T) {
	tests := []struct {
		name, meta string
		want       []string
	}{
		{"hu profile link", `<div class="nev"><img src="/img/k.jpg" alt=""><a href="/szerzo/kovacs-eszter">Kovács Eszter</a></div>`, []string{"Kovács Eszter"}},
		{"hu class", `<div class="cikk-szerzo">Kovács Eszter</div>`, []string{"Kovács Eszter"}},
		{"sl profile link", `<div class="nev"><a href="/avtor/mojca-novak">Mojca Novak</a></div>`, []string{"Mojca Novak"}},
		{"el profile link", `<div class="nev"><a href="/syntaktes/eleni-stathopoulou">Ελένη Σταθοπούλου</a></div>`, []string{"Ελένη Σταθοπούλου"}},
		// Not: a link to a section's page, a plain name with no mark.
		{"section link", `<div class="nev"><a href="/szeged/kozlekedes">Szeged Közlekedés</a></div>`, nil},
		{"unmarked name", `<div class="nev">Kovács Eszter</div>`, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			art := coldExtract(t, "https://harbour-post.example/szeged/2026/11/ferries", localAuthorWordPage(tc.meta))
			if !slices.Equal(art.Authors, tc.want) {
				t.Errorf("authors %q, want %q", art.Authors, tc.want)
			}
		})
	}
}
