package extract

import (
	"strings"
	"testing"
)

// TestCommentCountLine: a comment button and the thread's title with
// its count, closing the text ("Réagir Contributions (27)"), is
// furniture; "Contributions" without a count is a word of the story,
// and a title with its count alone may open the thread (its posts are
// found by it).
func TestCommentCountLine(t *testing.T) {
	for line, want := range map[string]bool{
		"Réagir Contributions (27)":                 true,
		"Kommentieren Kommentare (12)":              true,
		"Comentar Comentarios - 3":                  true,
		"Izohlar (2)":                               false,
		"Réagir Contributions":                      false,
		"Contributions":                             false,
		"Réactions 2026":                            false,
		"Contributions rose by 12 percent in 2025.": false,
	} {
		if got := isCommentCountLine(strings.ToLower(line)); got != want {
			t.Errorf("isCommentCountLine(%q) = %v, want %v", line, got, want)
		}
	}
	page := `<html lang="fr"><head><title>Cantines bio</title></head><body><main><article><h1>Cantines bio</h1>` +
		strings.Repeat(`<p>Les cantines scolaires de Lyon passeront à soixante pour cent de produits bio et locaux dès la rentrée prochaine, a annoncé la mairie.</p>`, 4) +
		`<section class="reactions"><a href="#comments">Réagir</a> <span class="count">Contributions (27)</span></section>` +
		`</article></main></body></html>`
	checkBody(t, page, []string{"a annoncé la mairie"}, []string{"Contributions (27)", "Réagir"})
}
