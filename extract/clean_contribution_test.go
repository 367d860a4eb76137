package extract_test

import (
	"strings"
	"testing"
)

// TestBodyKeepsContributionNote extracts a cold wire story signed "By
// RAMONA ELLISON Associated Press" whose last line notes who helped
// ("Associated Press writer Theo Marsh in Tucson contributed to this
// report."): the corpus gold keeps such a line (readability-wapo-1,
// readability-yahoo-2), though it names the byline's agency. A short
// line that repeats the byline still goes.
func TestBodyKeepsContributionNote(t *testing.T) {
	for _, tc := range []struct {
		name, last string
		kept       bool
	}{
		{"contributed", "Associated Press writer Theo Marsh in Tucson contributed to this report.", true},
		{"byline again", "By Ramona Ellison, Associated Press", false},
	} {
		page := `<html lang="en"><head><title>Ferries</title></head><body><article><h1>Harbour ferries run late into winter</h1>
<div class="asset-byline"><span>By RAMONA ELLISON Associated Press</span></div><div class="asset-content">` + coldStory + `<p>` + tc.last + `</p></div></article></body></html>`
		art := coldExtract(t, "https://harbour.example/news/2026/ferries-winter", page)
		if got := strings.Contains(art.Body, tc.last); got != tc.kept {
			t.Errorf("%s: line kept %v, want %v (authors %q):\n%s", tc.name, got, tc.kept, art.Authors, art.Body)
		}
	}
}
