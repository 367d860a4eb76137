package extract_test

import (
	"slices"
	"testing"
)

// TestBylineBroadcastFieldNoAuthor extracts cold pages of a broadcaster
// whose theme classes "author" the field naming the programme that aired
// the story ("Sendung: Nordwelle Info, 26.11.2026, 16:00 Uhr"): the
// programme is no author, and the editor signing the text after it is.
// An author field in the same element stays the author.
func TestBylineBroadcastFieldNoAuthor(t *testing.T) {
	for _, tc := range []struct {
		name, field string
		want        []string
	}{
		{"Sendung", `<p class="meta-footer"><span class="author">Sendung: Nordwelle Info, 26.11.2026, 16:00 Uhr</span></p>`, []string{"Lea Hartmann"}},
		{"Émission", `<p class="meta-footer"><span class="author">Émission : Ouest Matin, 26.11.2026, 7h00</span></p>`, []string{"Lea Hartmann"}},
		// Must not fire: the element names the author.
		{"author", `<p class="meta-footer"><span class="author">Von Jonas Albrecht</span></p>`, []string{"Jonas Albrecht"}},
	} {
		page := `<html lang="de"><head><title>Fähren fahren länger</title></head><body><article><h1>Fähren fahren bis in den Winter</h1>` + coldStory +
			tc.field + `<p class="story__author">Redakteurin: Lea Hartmann</p></article></body></html>`
		art := coldExtract(t, "https://nordwelle.example/nachrichten/faehren-winter,faehre-100.html", page)
		if !slices.Equal(art.Authors, tc.want) {
			t.Errorf("%s: authors %q, want %q", tc.name, art.Authors, tc.want)
		}
	}
}
