package extract_test

import (
	"context"
	"strings"
	"testing"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors/generate"
)

// TestSubscribeButtonKeepsStoryParagraphs: a follow-topic "Subscribe"
// button in a section of the story does not make the section's
// paragraphs (which ask for comment, name a contact) a newsletter box.
func TestSubscribeButtonKeepsStoryParagraphs(t *testing.T) {
	doc, _, err := extract.ParseHTML([]byte(`<!doctype html><html lang="en"><head><title>Council delays vote on harbour bridge - Harbour Gazette</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Council delays vote on harbour bridge","datePublished":"2025-06-10T08:00:00+00:00","author":{"@type":"Person","name":"Ann Lee"}}</script></head><body><header><nav><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a></nav></header><main><article><h1>Council delays vote on harbour bridge</h1><div class="byline">By Ann Lee</div><div class="article-body"><div class="section"><p>The bridge, first proposed in 2019, would link the old town with the new docks and carry a tram line.</p><p>Engineers estimate the project at 180 million euros, of which the state would pay two thirds.</p><p>The city council on Tuesday postponed its vote on the new harbour bridge until September, after residents filed more than 400 objections to the plan.</p></div><div class="section"><p>Council leader Mark Hughes said the delay would give engineers time to study the objections. The company building the bridge did not respond to a request for comment.</p><p>Residents can contact the planning office until the end of July to add their views, a spokeswoman said.</p><div class="topic-follow"><span>Harbour bridge</span><button>Subscribe</button></div></div></div></article></main><footer><p>(c) Harbour Gazette</p></footer></body></html>`), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	ex := &extract.Extractor{Sets: generate.Cold{Gen: generate.NewHeuristic()}, Applier: extract.NewApplier(), Fallback: extract.Trafilatura{}}
	art, err := ex.Extract(context.Background(), &extract.Page{URL: "https://harbourgazette.example/news/2025/06/council-delays-bridge", Site: "harbourgazette.example", Doc: doc})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"request for comment", "a spokeswoman said"} {
		if !strings.Contains(art.Body, w) {
			t.Errorf("body lacks %q:\n%s", w, art.Body)
		}
	}
}
