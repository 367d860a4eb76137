package extract

import (
	"strings"
	"testing"
)

// TestWatchLineWithKickoffTimeStays: a match preview's "how to
// watch" line ends with the broadcast's time of day, not a clip's running
// time; it is the story's text and stays.
func TestWatchLineWithKickoffTimeStays(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the home side have lost only once at the ground this season and welcome back their captain from a hamstring injury.</p>"
	}
	for _, line := range []string{
		`<p>Watch: Sky Sports Main Event from 19:30</p>`,
		`<p>Listen: BBC Radio 5 Live from 19:45</p>`,
		`<p>Video: Livestream auf DAZN ab 20:15</p>`,
	} {
		t.Run(line, func(t *testing.T) {
			page := `<html><body><article><h1>Preview: Riverside v Northgate</h1>` + para("First,") + para("Second,") + line + para("Third,") + para("Fourth,") + `</article></body></html>`
			text := strings.TrimSuffix(strings.TrimPrefix(line, "<p>"), "</p>")
			checkBody(t, page, []string{"First,", "Fourth,", text}, nil)
		})
	}
}
