package extract

import (
	"strings"
	"testing"
)

// TestWidgetLabelOverFigure: a sentence of the story ending in a
// colon over a chart or a map whose figure has a caption and an
// "Enlarge" button, or over a sign-up form the body drops, is the
// story's words: it stays.
func TestWidgetLabelOverFigure(t *testing.T) {
	para := func(s string) string {
		return "<p>" + strings.Repeat(s+" ", 3) + "</p>"
	}
	page := func(label, next string) string {
		return `<!doctype html><html lang="en"><head><title>Bus routes change on Monday</title></head><body><main><article>` +
			`<h1>Bus routes change on Monday</h1>` +
			para("The district will run its buses on new routes from Monday, the board said after a long meeting on Thursday.") +
			para("Three routes are merged into one, and the night bus now runs through the hospital grounds every half hour.") +
			`<p>` + label + `</p>` + next +
			para("Drivers were trained on the new routes over the past fortnight, and timetables are posted at every stop.") +
			para("The board will review the changes in spring, after a survey of passengers on every route in the valley.") +
			`</article></main></body></html>`
	}
	for _, tc := range []struct{ name, label, next string }{
		{"map with caption and enlarge button", "Here is how the new routes run:",
			`<figure class="wp-block-image"><img src="/map.png" alt=""><button class="lightbox-trigger" aria-label="Enlarge image">Enlarge</button><figcaption>The new routes. Map: Valley Transit</figcaption></figure>`},
		{"video with play button", "Watch the board's vote:",
			`<div class="video-player"><video src="/vote.mp4"></video><button class="play">Play video</button><span class="duration">2:14</span></div>`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			art, _ := analyzePage(t, NewHeuristic(), "https://paper.example/news/bus-routes", page(tc.label, tc.next))
			if !strings.Contains(art.Body, tc.label) {
				t.Errorf("body lacks %q:\n%s", tc.label, art.Body)
			}
		})
	}
}
