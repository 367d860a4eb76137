package extract

import (
	"strings"
	"testing"
)

// TestBodyKeepsStoryLineOpeningWithByline checks closing paragraphs that
// open with the byline's name and a bio verb but are the story's: an
// agency's line on what it could verify, a column's sign-off in the
// third person.
func TestBodyKeepsStoryLineOpeningWithByline(t *testing.T) {
	for _, tc := range []struct {
		author, last string
	}{
		{"Reuters", "Reuters is not able to independently verify the footage or the number of passengers on board."},
		{"Jane Roe", "Jane Roe is signing off: this is her last column after 30 years, and she thanks every reader who wrote in."},
	} {
		page := `<html><body><article><h1>Flood closes bridges</h1><p>By ` + tc.author + `</p><p>` + boundsProse + `</p><p>` +
			boundsProse + `</p><p>` + tc.last + `</p></article></body></html>`
		if body := boundsBody(t, page, "Flood closes bridges", []string{tc.author}); !strings.Contains(body, tc.last) {
			t.Errorf("%q left the body:\n%s", tc.last, body)
		}
	}
}
