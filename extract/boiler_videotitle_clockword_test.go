package extract

import "testing"

// TestVideoTitleEndingInClockWordLeaves: the title of an embedded clip
// whose last word before the running time is one of the words fix65 added
// to clockWords for bylines ("V" of "Rocky V", "Jam" of "Pearl Jam",
// Italian "ore", hours) still ends with a running time, not a time of day
// (isClockTime), and leaves the body as before.
func TestVideoTitleEndingInClockWordLeaves(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " bring the needle under both strands on your thumb, then down into the loop from the top.</p>"
	}
	for _, tt := range []struct{ line, text string }{
		{`<p>Watch: the final fight of Rocky V 2:14</p>`, "Watch: the final fight"},
		{`<p>Watch: Eddie Vedder on stage with Pearl Jam 3:48</p>`, "Watch: Eddie Vedder"},
		{`<p>Video: Allerta meteo, cosa succede nelle prossime ore 1:45</p>`, "Video: Allerta meteo"},
	} {
		t.Run(tt.text, func(t *testing.T) {
			page := `<html><body><article><h1>How to do a twisted German cast-on</h1>` + para("First,") + para("Second,") + tt.line + para("Third,") + para("Fourth,") + `</article></body></html>`
			checkBody(t, page, []string{"First,", "Fourth,"}, []string{tt.text})
		})
	}
}
