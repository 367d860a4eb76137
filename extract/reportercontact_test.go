package extract

import (
	"strings"
	"testing"
)

// TestIsReporterContact: the reporter's contact line under a story is
// stock text; a line asking readers to contact an office, or a sentence
// of the story naming someone's address, is not.
func TestIsReporterContact(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"Contact Jason Whitfield at jwhitfield@harborcitytribune.com. Follow Maria Alvarez on X @malvarez_hct.", true},
		{"Reach Ana María López at alopez@paper.com or 555-0100.", true},
		{"Contact the council at info@city.gov before Friday.", false},
		{"Contact Jason Whitfield at City Hall on Monday.", false},
		{"Residents can contact Jane Doe at jdoe@city.gov.", false},
		{"Contact Jane at jane@example.com.", false},
	} {
		if got := isReporterContact(tc.s, strings.ToLower(tc.s)); got != tc.want {
			t.Errorf("isReporterContact(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
	page := `<html><body><article><h1>Council passes budget</h1>` + bylineBody +
		`<p><i>Contact Jason Whitfield at jwhitfield@harborcitytribune.com.</i></p></article></body></html>`
	checkBody(t, page, []string{"The council met on Tuesday"}, []string{"Contact Jason"})
}
