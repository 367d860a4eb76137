package extract

import "testing"

// TestPriceCardLeavesEventListings: a weekend guide's listings, each a
// box of the event's name, place and time, its ticket price on a line of
// its own and a link to the venue, are the story's text (there is no
// product and no shop); they stay, as the same listings without a link do.
func TestPriceCardLeavesEventListings(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the town's summer programme opens this weekend with music in the park and a night market by the river.</p>"
	}
	event := func(name, place, price string) string {
		return `<div class="event"><p><strong>` + name + `</strong></p><p>` + place + `</p><p>` + price + `</p><p><a href="https://venue.example/` + price + `">venue.example</a></p></div>`
	}
	page := `<html><body><article><h1>What's on this weekend</h1>` + para("First,") + para("Second,") +
		event("Riverside Jazz Night", "Old Mill, Friday 8 pm", "$15") + event("Harbour Film Club", "Pier 4, Saturday 9 pm", "$8") +
		para("Third,") + para("Fourth,") + `</article></body></html>`
	checkBody(t, page, []string{"First,", "Fourth,", "Riverside Jazz Night", "Old Mill, Friday 8 pm", "Harbour Film Club"}, nil)
}
