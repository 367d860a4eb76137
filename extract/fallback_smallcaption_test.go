package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestDropSmallCaptions checks that a picture's caption set inline in a
// small font right after its <img>, as 2000s table layouts do, is cut
// from the whole-page extractor's text (smallCaption), whether it stands
// on its own line or runs on to the line before; and that a line under
// a picture in the text's own font, or a small-font line with no picture
// before it, stays.
func TestDropSmallCaptions(t *testing.T) {
	for _, tc := range []struct{ name, inner, body, want string }{
		{"run on",
			`<font size="1">By Ann Lee</font><br><br><img src="a.jpg"><font face="Verdana" size="1"><i>A barn owl leaves a nest box</i></font><br><p>Volunteers counted 412 owls.</p>`,
			"By Ann Lee A barn owl leaves a nest box\nVolunteers counted 412 owls.",
			"By Ann Lee\nVolunteers counted 412 owls."},
		{"own line",
			`<img src="a.jpg"><small>The new bridge at dusk</small><br><p>The bridge opened on Monday.</p>`,
			"The new bridge at dusk\nThe bridge opened on Monday.",
			"The bridge opened on Monday."},
		{"text's font",
			`<img src="a.jpg"><i>We walked to the lake that morning</i><br><p>It was cold.</p>`,
			"We walked to the lake that morning\nIt was cold.",
			"We walked to the lake that morning\nIt was cold."},
		{"no picture",
			`<p>Opening line.</p><font size="1">Sources: county survey</font><br><p>It was cold.</p>`,
			"Opening line.\nSources: county survey\nIt was cold.",
			"Opening line.\nSources: county survey\nIt was cold."},
		{"runs on in the line",
			`<img src="a.jpg"><font size="1">small print</font> and the story goes on here.<p>More.</p>`,
			"small print and the story goes on here.\nMore.",
			"small print and the story goes on here.\nMore."},
	} {
		doc, err := html.Parse(strings.NewReader(`<html><body><table><tr><td>` + tc.inner + `</td></tr></table></body></html>`))
		if err != nil {
			t.Fatal(err)
		}
		if got := dropSmallCaptions(tc.body, doc); got != tc.want {
			t.Errorf("%s: dropSmallCaptions = %q, want %q", tc.name, got, tc.want)
		}
	}
}
