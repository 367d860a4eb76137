package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestSecondLookExcerptsCutShort: a section's page at a story-shaped URL
// ("/news/local-news-and-weather/") lists its stories as links and
// excerpts that WordPress cuts with "[…]" or a theme with "…"; the
// extracted body is those excerpts, no story's sentences.
func TestSecondLookExcerptsCutShort(t *testing.T) {
	page := `<html><body><main><h1>Local News and Weather</h1><ul class="posts">` +
		strings.Repeat(`<li><a class="title" href="/news/2026/11/20/a-story-about-the-valley">A story about the valley and its river</a><p>The council met on Tuesday to talk about the flood barrier and the new school [&hellip;]</p></li>`, 6) +
		`</ul></main></body></html>`
	for _, cut := range []string{" […]", "…", "...", " (...)"} {
		body := strings.Repeat("The council met on Tuesday to talk about the flood barrier and the new school that the town wants"+cut+"\n", 6)
		doc, _ := html.Parse(strings.NewReader(page))
		if SecondLook(doc, Article{Title: "Local News and Weather", Body: body}) {
			t.Errorf("excerpts ending %q: SecondLook = true, want false", cut)
		}
	}
}
