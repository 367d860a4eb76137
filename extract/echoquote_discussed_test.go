package extract

import (
	"strings"
	"testing"
)

// TestEchoQuoteDiscussedAfter: a story sets a short line someone
// wrote as a bare blockquote (no cite, the sentence before it ends in a
// full stop), and the next paragraph quotes it again to discuss it.
// The blockquote is the quotation, not a pull quote repeating the text
// in large type: the line stays where the story sets it.
func TestEchoQuoteDiscussedAfter(t *testing.T) {
	page := `<html><body><article><h1>A bridge, and a line that travelled</h1><p>` + boundsProse + `</p>` +
		`<p>Her last post, sent from the hospital two days before she died, was a single line.</p>` +
		`<blockquote><p>We will rebuild the bridge together</p></blockquote>` +
		`<p>“We will rebuild the bridge together.” The line was shared forty thousand times by Monday, and the council printed it on the banner at the site.</p>` +
		`<p>` + boundsProse + `</p></article></body></html>`
	body := boundsBody(t, page, "A bridge, and a line that travelled", nil)
	if strings.Count(body, "We will rebuild the bridge together") != 2 {
		t.Errorf("the quoted line lost its blockquote:\n%s", body)
	}
}
