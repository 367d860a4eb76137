package extract

import (
	"strings"
	"testing"
)

// TestInstructorSubheadInTravelStory: a travel piece on a surf
// course whose section "Your instructor" stands in its second half is
// no lesson's card: the sections after it are the story.
func TestInstructorSubheadInTravelStory(t *testing.T) {
	sec := func(h, s string) string {
		return `<h2>` + h + `</h2><p>` + strings.Repeat(s+" ", 3) + `</p>`
	}
	page := `<html lang="en"><head><title>Learning to surf at fifty</title></head><body><article><h1>Learning to surf at fifty</h1>` +
		`<p>` + strings.Repeat("I had never stood on a board before I signed up for a week of lessons on the Atlantic coast last spring. ", 3) + `</p>` +
		sec("Getting there", "The train from Paris takes four hours, and the surf school sends a van to the station every morning.") +
		sec("The first lesson", "We spent the first hour on the sand, practising the pop-up until our arms shook and our knees ached.") +
		sec("Your instructor", "Mine was a former champion who had taught beginners for twenty years and never once raised her voice.") +
		sec("What it costs", "A week of group lessons costs 240 euros, with the board and the wetsuit included in the price.") +
		`</article></body></html>`
	body := heuristicBody(t, page, "https://travel.example/stories/surf-at-fifty")
	if !strings.Contains(body, "240 euros") || !strings.Contains(body, "former champion") {
		t.Errorf("body = %q, want the sections from \"Your instructor\" on", body)
	}
}
