package extract_test

import (
	"slices"
	"testing"
)

// TestColdAuthorsLocalAuthorWordAccented: the local word for "author"
// as the language spells it, with its accents or in its own script, in
// the address of the author's page (raw or percent-encoded, as browsers
// and CMSs write it) or in the byline's class: Hungarian "szerző",
// Greek "συντάκτες".
func TestColdAuthorsLocalAuthorWordAccented(t *testing.T) {
	tests := []struct {
		name, meta string
		want       []string
	}{
		{"hu accented link", `<span class="nev"><a href="/szerző/kovacs-eszter">Kovács Eszter</a></span>`, []string{"Kovács Eszter"}},
		{"hu percent-encoded link", `<span class="nev"><a href="/szerz%C5%91/kovacs-eszter">Kovács Eszter</a></span>`, []string{"Kovács Eszter"}},
		{"el Greek-script link", `<span class="nev"><a href="/%CF%83%CF%85%CE%BD%CF%84%CE%AC%CE%BA%CF%84%CE%B5%CF%82/eleni-stathopoulou">Ελένη Σταθοπούλου</a></span>`, []string{"Ελένη Σταθοπούλου"}},
		{"hu accented class", `<span class="cikk-szerző">Kovács Eszter</span>`, []string{"Kovács Eszter"}},
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
