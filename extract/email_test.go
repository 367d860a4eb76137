package extract_test

import (
	"strings"
	"testing"
)

// TestColdBodyKeepsListedEmailOffices checks that the offices a story
// lists with their addresses stay in its body: a name before an address
// is an agency's signature only on a line of its own, not a list's item.
func TestColdBodyKeepsListedEmailOffices(t *testing.T) {
	list := `<p>Residents can send comments on the ferry plan to these offices before Friday:</p>
<ul><li>Planning department planning@valley.example</li><li>Harbour office harbour@valley.example</li></ul>`
	page := strings.Replace(strings.Replace(weatherPage, "BOX", "", 1), "</div></div>\n<div class=\"col-right\">", list+"</div></div>\n<div class=\"col-right\">", 1)
	art := coldExtract(t, "https://valleycourier.example/news/night-ferries-winter", page)
	if !strings.Contains(art.Body, "planning@valley.example") || !strings.Contains(art.Body, "harbour@valley.example") {
		t.Errorf("body lacks the listed offices:\n%s", art.Body)
	}
}
