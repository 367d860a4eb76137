package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClassifyPageSectionIntroOverTeasers: many sites name a section
// with a slug of three words or more ("/news/local-news-and-weather/",
// "/sport/football-premier-league/"), so StoryURL takes it for a story's;
// its name and a description of 200 characters stand over its teasers,
// with no dateline. A feed's item leading to a topic page is the same.
func TestClassifyPageSectionIntroOverTeasers(t *testing.T) {
	intro := `<div class="archive-description"><p>Local news and weather from across the valley: the council, the schools, the roads and the river, with the forecast for the week ahead and the warnings the met office issues when storms come in from the sea.</p></div>`
	teasers := strings.Repeat(`<article class="post"><h3 class="entry-title"><a href="/news/2026/11/20/a-story-about-the-valley">A story about the valley and its river</a></h3></article>`, 8)
	page := `<main><h1 class="page-title">Local News and Weather</h1>` + intro + teasers + `</main>`
	for _, tc := range []struct {
		url   string
		story bool
	}{{"https://a.example/news/local-news-and-weather/", false}, {"https://a.example/topics/floods", true}} {
		doc, _ := html.Parse(strings.NewReader("<html><head></head><body>" + page + "</body></html>"))
		if got := ClassifyPage(doc, tc.url, tc.story); got != KindListing {
			t.Errorf("%s (story %v): ClassifyPage = %s, want %s: a section's description over its teasers", tc.url, tc.story, got, KindListing)
		}
	}
}

func TestClassifyPageSectionIntroOverExcerpts(t *testing.T) {
	intro := `<div class="archive-description"><p>Local news and weather from across the valley: the council, the schools, the roads and the river, with the forecast for the week ahead and the warnings the met office issues when storms come in from the sea.</p></div>`
	teasers := strings.Repeat(`<article class="post"><h3 class="entry-title"><a href="/news/2026/11/20/a-story-about-the-valley">A story about the valley and its river</a></h3>`+
		`<div class="entry-meta">Nov 20, 2026</div><p>The council met on Tuesday to talk about the flood barrier and the new school that the town wants to build by the river [&hellip;]</p></article>`, 8)
	page := `<main><h1 class="page-title">Local News and Weather</h1>` + intro + teasers + `</main>`
	doc, _ := html.Parse(strings.NewReader("<html><head></head><body>" + page + "</body></html>"))
	if got := ClassifyPage(doc, "https://a.example/news/local-news-and-weather/", false); got != KindListing {
		t.Errorf("ClassifyPage = %s, want %s: a section's description over its teasers and their excerpts", got, KindListing)
	}
}
