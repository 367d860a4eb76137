package extract

import (
	"strings"
	"testing"
)

// TestBodyKeepsAboutCompanyTitle checks that a press release's "About
// Vantora Energy" title over the company's boilerplate stays in the body
// when the company is also the release's author (JSON-LD Organization),
// as the corpus gold keeps such titles (wcxb-4557), and that "About
// Jane Doe" over the author's bio ("Jane Doe is a reporter …") still
// goes with the bio.
func TestBodyKeepsAboutCompanyTitle(t *testing.T) {
	p := strings.Repeat("The company will open a second factory in Newport, creating 420 jobs and tripling its production. ", 3)
	page := `<html lang="en"><head><title>Vantora Energy to open battery factory</title>` +
		`<script type="application/ld+json">{"@context":"http://schema.org","@type":"NewsArticle","headline":"Vantora Energy to open battery factory","author":{"@type":"Organization","name":"Vantora Energy"}}</script>` +
		`</head><body><article><h1>Vantora Energy to open battery factory</h1><div class="release-body"><p>` + p + `</p><p>` + p + `</p>` +
		`<p><b>About Vantora Energy</b></p><p>Founded in 2017, Vantora Energy designs and builds battery storage systems for homes and small businesses.</p>` +
		`</div></article></body></html>`
	body := heuristicBody(t, page, "https://wire.example/news-releases/vantora-battery-factory.html")
	if !strings.Contains(body, "About Vantora Energy\nFounded in 2017") {
		t.Errorf("body = %q, want the About title over the boilerplate", body)
	}

	s := strings.Repeat("The council voted on Tuesday to close the library branch on Mill Road at the end of the year. ", 3)
	page = `<html lang="en"><head><title>Council votes to close library</title><meta name="author" content="Jane Doe"></head>` +
		`<body><article><h1>Council votes to close library</h1><p class="byline">By Jane Doe</p><p>` + s + `</p><p>` + s + `</p>` +
		`<p><b>About Jane Doe</b></p><p>Jane Doe is a reporter covering local government.</p></article></body></html>`
	body = heuristicBody(t, page, "https://paper.example/news/council-library")
	if strings.Contains(body, "About Jane Doe") || !strings.Contains(body, "Mill Road") {
		t.Errorf("body = %q, want the story without the author box's title", body)
	}
}
