package extract_test

import (
	"strings"
	"testing"
)

// A writer's page whose block is classed as many themes class it
// ("author-info", "author-box", "author-details", "author_archive"),
// og:type=article from the theme, at a story-shaped URL: main's
// namesAProfile read any "author" class as a profile's.
func TestClassifyAuthorPageStored(t *testing.T) {
	bio := strings.Repeat(`<p>She was born in the highlands in 1988, studied journalism at the university in the old capital and reported for a community radio station for ten years before joining the paper.</p>`, 2)
	list := `<ol class="postlist"><li><a href="/news/2026-11-25-potato-planting-begins/">Potato planting begins in the valley</a> <time>25 November 2026</time></li><li><a href="/news/2026-11-12-water-shortage/">Water runs short in the uplands</a> <time>12 November 2026</time></li></ol>`
	for _, class := range []string{"author-info", "author-box", "author-details", "author_archive", "authorbox"} {
		page := `<html><head><title>Rosa Mamani Quispe</title></head><body><main><div class="` + class + `"><img src="/p.jpg" alt=""><h1>Rosa Mamani Quispe</h1>` +
			`<p class="role">Reporter, Cusco · Joined 12 March 2020</p>` + bio + `</div>` + list + `</main></body></html>`
		got, keep := storedDecision(t, page, "https://a.example/staff/rosa", false)
		if keep {
			t.Errorf("%s: classified %s, stored; want not stored", class, got)
		}
	}
}
