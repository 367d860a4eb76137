package extract

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// editorMetaPage is a story whose meta author is the editor that a
// credit line under the headline labels so, beside the labelled writer.
func editorMetaPage(credit string) string {
	para := "<p>The city opened forty new reading rooms in crowded neighbourhoods this year, each stocked with five hundred books and run by volunteers.</p>"
	return `<html lang="id"><head><title>Kota tambah taman baca | Kabar</title><meta name="author" content="Yudha Prasetyo"></head><body>
<article><h1>Kota tambah taman baca</h1><div class="credit">` + credit + `</div>
<div class="body">` + para + para + `<p>Yudha Prasetyo, a librarian, said the rooms were full every afternoon.</p></div></article></body></html>`
}

// TestAuthorsEditorInMetadata checks that the labelled writer wins over
// a meta author whom the credit line labels as the editor, and that a
// credit line naming the meta author with no editor's label leaves the
// metadata's author.
func TestAuthorsEditorInMetadata(t *testing.T) {
	for _, tc := range []struct {
		credit string
		want   []string
	}{
		{`Penulis: <a href="/p/dewi">Dewi Anggraini</a> | Editor: <a href="/e/yudha">Yudha Prasetyo</a>`, []string{"Dewi Anggraini"}},
		{`Written by Dewi Anggraini · Edited by Yudha Prasetyo`, []string{"Dewi Anggraini"}},
		// Must not fire: the meta author named with no label before.
		{`Penulis: Dewi Anggraini | Yudha Prasetyo`, []string{"Yudha Prasetyo"}},
	} {
		doc, err := html.Parse(strings.NewReader(editorMetaPage(tc.credit)))
		if err != nil {
			t.Fatal(err)
		}
		art, _ := NewHeuristic().Analyze(&Page{URL: "https://kabar.example/read/2026/11/26/taman-baca", Doc: doc})
		if !slices.Equal(art.Authors, tc.want) {
			t.Errorf("%q: authors %q, want %q", tc.credit, art.Authors, tc.want)
		}
	}
}
