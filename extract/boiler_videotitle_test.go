package extract

import "testing"

// TestVideoTitleLeavesBody: the title of a video embedded in the text,
// a media label and its colon over the clip's title, goes when the line
// ends with the running time ("Watch: … (3:48)", "Video: … 2:14") or
// sits in a player's box; in German and Spanish too. A subhead or a
// sentence opening with the same word stays: "Watch: the needle must
// stay close to your thumb." in the text, a label with no time outside
// a player's box.
func TestVideoTitleLeavesBody(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " bring the needle under both strands on your thumb, then down into the loop from the top.</p>"
	}
	for _, tt := range []struct {
		name, line, text string
		gone             bool
	}{
		{"running time", `<div class="embed"><p>Watch: twisted German cast-on in slow motion (3:48)</p></div>`, "Watch: twisted", true},
		{"German running time", `<p>Video: So gelingt der Maschenanschlag 2:14</p>`, "Video: So gelingt", true},
		{"player box", `<div class="video-wrap"><span>Mira: el montaje paso a paso</span></div>`, "Mira: el montaje", true},
		{"sentence after the label", `<div class="video-wrap"><p>Watch: the needle must stay close to your thumb.</p></div>`, "Watch: the needle", false},
		{"label with no time", `<p>Watch: the edge after three rounds</p>`, "Watch: the edge", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			page := `<html><body><article><h1>How to do a twisted German cast-on</h1>` + para("First,") + para("Second,") + tt.line + para("Third,") + para("Fourth,") + `</article></body></html>`
			if tt.gone {
				checkBody(t, page, []string{"First,", "Fourth,"}, []string{tt.text})
			} else {
				checkBody(t, page, []string{"First,", "Fourth,", tt.text}, nil)
			}
		})
	}
}
