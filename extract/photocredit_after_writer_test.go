package extract_test

import (
	"slices"
	"testing"
)

// TestPhotoCreditAfterWriterAnd: a caption "Words by A and photos
// by B" credits B with the pictures only: the "and" follows a name and
// joins two credits; it is no joint "Text and photos:" label. Passes
// at 82f87a1, fails on main (creditsName skips any credit after "and").
func TestPhotoCreditAfterWriterAnd(t *testing.T) {
	ld := `{"@type":"Person","name":"Erik Lindqvist"},{"@type":"Person","name":"Anna Lind"}`
	want := []string{"Erik Lindqvist"}
	for _, c := range []struct{ byline, caption string }{
		{`By <a href="/av/erik">Erik Lindqvist</a>`, "Words by Erik Lindqvist and photos by Anna Lind"},
		{`By <a href="/av/erik">Erik Lindqvist</a>`, "Photos by Anna Lind"},
	} {
		art := coldExtract(t, "https://kustposten.example/nyheter/tagtrafiken-stoppas", photoCreditPage(c.byline, c.caption, ld))
		if !slices.Equal(art.Authors, want) {
			t.Errorf("byline %q caption %q: authors %q, want %q", c.byline, c.caption, art.Authors, want)
		}
	}
}
