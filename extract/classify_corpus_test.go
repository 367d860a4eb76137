package extract

import (
	"sort"
	"testing"

	"github.com/bylinehq/byline/internal/corpustest"
)

// corpusListings is how many corpus pages Classify calls listings: most
// are readability's test fragments with no page around the text, and
// trafilatura's shop and institution pages (one, minusl.de's yoghurt
// category, is typed CollectionPage: a listing in truth).
const corpusListings = 137

// TestClassifyCorpus classifies every corpus page, all of them pages
// whose text the gold takes as an article, and fails when more of them
// than before are called listings: such a page is lost to the crawler.
func TestClassifyCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("parses the whole corpus")
	}
	dir := corpustest.Dir(t)
	type pageCase struct {
		ID, Set, HTML, URL string
	}
	n := 0
	var listings []string
	for _, c := range corpustest.Cases[pageCase](t) {
		doc, ok := parseCorpusPage(t, dir, c.Set, c.HTML)
		if !ok {
			continue
		}
		n++
		if ListingURL(c.URL) {
			t.Errorf("%s: ListingURL(%s) = true for an article", c.ID, c.URL)
		}
		if Classify(doc) != KindArticle {
			listings = append(listings, c.ID)
		}
	}
	sort.Strings(listings)
	t.Logf("%d pages, %d called listings: %v", n, len(listings), listings)
	if len(listings) > corpusListings {
		t.Errorf("%d corpus pages called listings, %d before", len(listings), corpusListings)
	} else if len(listings) < corpusListings {
		t.Logf("fewer pages called listings than before: lower corpusListings to %d", len(listings))
	}
}
