package extract_test

import (
	"testing"
)

// A ward's results page (a non-article, as the k11n08 probe's gold
// says) at a story-shaped URL: the candidates ranked as numbered
// headings, their votes under each; a one-line note.
func TestClassifyNumberedResultsStored(t *testing.T) {
	page := `<html><head><title>Harbour ward: results</title></head><body><main><div class="results">` +
		`<h1>Harbour ward: council election results 2026</h1><p class="updated">Updated 27 November 2026, 23:40</p>` +
		`<p>All twelve ballot boxes in the ward have been counted and the returning officer has declared the result.</p>` +
		`<h3>1. Ana Lima, Green Party of the Islands</h3><p>1,204 votes · 38.2% · elected</p>` +
		`<h3>2. Tom Reid, Independent candidate for the harbour</h3><p>987 votes · 31.3% · elected</p>` +
		`<h3>3. Mary Byrne, Labour and Cooperative Party</h3><p>602 votes · 19.1%</p>` +
		`<h3>4. Seán Ó Briain, Fishermen's Alliance of the West</h3><p>359 votes · 11.4%</p>` +
		`<p>Turnout 61.0% · Spoilt ballots 14</p></div></main></body></html>`
	got, keep := storedDecision(t, page, "https://a.example/elections/2026/harbour-ward-council-results", false)
	if keep {
		t.Errorf("classified %s, stored; want not stored", got)
	}
}
