package extract

import "testing"

// TestBodyKeepsLiveBlogLineupEntry: in a live blog each entry is a small
// box under its own title; one titled "Line-ups" (or "Alineaciones",
// "Le formazioni") that tells the team news in sentences is the story,
// no match sheet.
func TestBodyKeepsLiveBlogLineupEntry(t *testing.T) {
	entry := func(h, p string) string {
		return `<div class="block"><h3>` + h + `</h3><p>` + p + `</p></div>`
	}
	long := " The visitors have not won here since 2009 and the hosts are unbeaten in eleven league matches at home this season."
	for _, tc := range []struct{ head, news string }{
		{"Line-ups", "Three changes for the hosts: Hart returns in goal after his knee injury, Delaney is rested and the captain Moss is back from suspension to start in midfield."},
		{"Alineaciones", "El técnico mantiene el once que ganó en Vigo, con la única novedad de Ramos en el lateral izquierdo por la lesión de Torres en el último entrenamiento."},
		{"Le formazioni", "Il tecnico conferma la difesa a tre che ha vinto a Bergamo, mentre in attacco torna titolare il capitano dopo la squalifica scontata in campionato."},
	} {
		page := `<html><body><article><div class="live">` +
			entry("Full time", "It ends two apiece after a frantic finish in which both sides hit the woodwork in stoppage time."+long) +
			entry("Goal!", "Kemp heads in from a corner at the back post and the home crowd erupts for the equaliser."+long) +
			entry("Kick-off", "We are under way here on a cold evening, with the visitors kicking towards the north stand."+long) +
			entry(tc.head, tc.news+long) +
			entry("Preamble", "Good evening and welcome to live coverage of the derby, the first of the season between the two clubs."+long) +
			`</div></article></body></html>`
		checkBody(t, page, []string{"Full time", tc.news[:24], "Good evening"}, nil)
	}
}

// TestBodyKeepsTeamSelectionLineup: a team-selection story's line-up is
// the news its headline announces, even boxed under "Line-ups".
func TestBodyKeepsTeamSelectionLineup(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the head coach has kept faith with most of the side that beat Wales, with two changes in the back row and a new cap on the wing.</p>"
	}
	page := `<html><body><article><h1>Ireland name side for France</h1><div class="body">` + para("First,") + para("Second,") + para("Third,") + para("Fourth,") +
		`<div class="embed"><h3>Line-ups</h3><p>Ireland: Keenan; Lowe, Ringrose, Aki, Hansen; Crowley, Gibson-Park; Porter, Sheehan, Furlong; Beirne, Baird; Ryan, van der Flier, Doris.</p></div>` +
		`</div></article></body></html>`
	checkBody(t, page, []string{"First,", "Fourth,", "Ireland: Keenan"}, nil)
}
