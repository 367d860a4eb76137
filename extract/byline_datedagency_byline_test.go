package extract_test

import (
	"slices"
	"testing"
)

// TestDatedAgencyYieldsToByline: a signed story whose meta line sets
// the wire it draws on beside the date ("26.11.2026 14:05 · AAP") and
// the reporter's name on the line after it credits the reporter: the
// agency alone beside the date is the credit only of an unsigned story.
func TestDatedAgencyYieldsToByline(t *testing.T) {
	page := `<html lang="en"><head><title>Harbour ferry returns after its winter break</title></head><body><main><article><h1>Harbour ferry returns after its winter break</h1>` +
		`<p class="meta">26.11.2026 14:05 · AAP</p><p class="byline">Jane Doherty</p>` + coldStory + `</article></main></body></html>`
	if got := coldExtract(t, "https://www.harbourpost.example/news/ferry", page).Authors; !slices.Contains(got, "Jane Doherty") {
		t.Errorf("authors = %q, want the reporter Jane Doherty", got)
	}
}
