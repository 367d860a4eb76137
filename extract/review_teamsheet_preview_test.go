package extract

import "testing"

// A team-news story ("Arteta names unchanged side for derby"): the
// announced line-up under "Teams" is the news itself, a preview with no
// result, no attendance and no bookings. It must stay in the body.
func TestBodyKeepsAnnouncedTeams(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " Arteta has kept faith with the side that won at Villa Park, with Saka fit again after a week of rest.</p>"
	}
	story := `<html><body><article><div class="text">` + para("First,") + para("Second,") + para("Third,") + `</div>`
	checkBody(t, story+`<div class="sheet"><h3>Teams</h3><p>Arsenal: Raya; White, Saliba (capt), Gabriel; Rice, Odegaard; Saka. Subs: Neto, Jesus.</p>`+
		`<p>Referee: Michael Oliver. Kick-off: 4.30pm.</p></div></article></body></html>`,
		[]string{"First,", "Third,", "Arsenal: Raya"}, nil)
}
