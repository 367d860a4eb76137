package extract

import (
	"strings"
	"testing"
)

// A newsletter's reading list sets each pick as "Title · Outlet · 25 min
// read · Nov 2, 2026" after the intro's prose: the picks are the post.
func TestReadingListRowsStay(t *testing.T) {
	intro := strings.Repeat("<p>Every Friday we pick the long reads that stayed with us this week, from city halls to research labs and farms.</p>", 3)
	items := []string{
		"The long road home · The Atlantic · 25 min read · Nov 2, 2026",
		"Why the bees left the valley · Wired · 12 min read · Nov 4, 2026",
		"A town that voted twice · ProPublica · 18 min read · Nov 5, 2026",
	}
	page := `<html><body><article><h1>What we are reading this week</h1>` + intro + `<ul>`
	for _, it := range items {
		page += `<li>` + it + `</li>`
	}
	page += `</ul>` + intro + `</article></body></html>`
	body := heuristicBody(t, page, "https://news.example.com/newsletter/reading-week-45")
	for _, it := range items {
		if !strings.Contains(body, it) {
			t.Errorf("body lost the pick %q:\n%s", it, body)
		}
	}
}
