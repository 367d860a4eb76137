package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestDropSmallCaptionsWholePageSmallFont: a 2000s page that sets ALL its
// text in <font size="2"> and floats a photo into its lead paragraph
// ("<p><img align=right><font size=2>lead</font></p>") loses its lead: the
// small font is the text's own font there, not a caption's.
func TestDropSmallCaptionsWholePageSmallFont(t *testing.T) {
	for _, tc := range []struct{ name, inner, body string }{
		{"floated photo in lead",
			`<p><img src="council.jpg" align="right" width="200"><font face="Arial" size="2">The city council voted 5-2 on Tuesday to close the Elm Street library at the end of June.</font></p>` +
				`<p><font face="Arial" size="2">Supporters of the branch said they would collect signatures for a referendum.</font></p>` +
				`<p><font face="Arial" size="2">The library opened in 1931 and serves about 400 readers a week.</font></p>`,
			"The city council voted 5-2 on Tuesday to close the Elm Street library at the end of June.\nSupporters of the branch said they would collect signatures for a referendum.\nThe library opened in 1931 and serves about 400 readers a week."},
		{"forum post after avatar",
			`<table><tr><td><a href="/u/12"><img src="avatar12.gif"></a><font size="2">I drove past the site this morning and the crane is already gone.</font></td></tr>` +
				`<tr><td><a href="/u/40"><img src="avatar40.gif"></a><font size="2">Same here, they cleared the lot on Sunday night. Nobody told the neighbours anything.</font></td></tr></table>`,
			"I drove past the site this morning and the crane is already gone.\nSame here, they cleared the lot on Sunday night. Nobody told the neighbours anything."},
	} {
		doc, err := html.Parse(strings.NewReader(`<html><body>` + tc.inner + `</body></html>`))
		if err != nil {
			t.Fatal(err)
		}
		if got := dropSmallCaptions(tc.body, doc); got != tc.body {
			t.Errorf("%s: dropSmallCaptions = %q, want the body unchanged %q", tc.name, got, tc.body)
		}
	}
}

// TestDropSmallCaptionsSmallerThanText: a caption in size 1 above a
// story in size 2 is still a caption (guards the fix's font comparison).
func TestDropSmallCaptionsSmallerThanText(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<html><body><table><tr><td><img src="a.jpg"><font size="1">The new bridge at dusk</font><br><font size="2">The bridge opened on Monday after two years of work.</font></td></tr></table></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := dropSmallCaptions("The new bridge at dusk\nThe bridge opened on Monday after two years of work.", doc), "The bridge opened on Monday after two years of work."; got != want {
		t.Errorf("dropSmallCaptions = %q, want %q", got, want)
	}
}
