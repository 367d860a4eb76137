package extract

import (
	"slices"
	"strings"
	"testing"
)

// A weekend guide labels its recommendations "Read" and
// "Watch" as runs of text in the pick's box, whose paragraph links the
// review: the label is the story's subhead there, as the gold keeps it.
func TestRelatedLabelAsPickLabel(t *testing.T) {
	pick := func(label, text string) string {
		return `<div class="pick"><b>` + label + `</b><p>` + text + ` <a href="/culture/2026/10/the-long-way-home-review">our review of The Long Way Home</a> explains why.</p></div>`
	}
	page := `<html><body><article><h1>Five things to do this weekend</h1><p>` + boundsProse + `</p>` +
		pick("Read", "Anna Berg's new novel is the book of the autumn, and") +
		pick("Watch", "The series adapted from it starts on Friday night, and") +
		`<p>` + boundsProse + `</p></article></body></html>`
	body := boundsBody(t, page, "Five things to do this weekend", nil)
	for _, l := range []string{"Read", "Watch"} {
		if !slices.Contains(strings.Split(body, "\n"), l) {
			t.Errorf("the pick's label %q left:\n%s", l, body)
		}
	}
}
