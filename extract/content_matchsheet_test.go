package extract

import "testing"

// TestBodyDropsMatchSheetBox checks that a sports report's match sheet
// (line-ups, scorers, referee), boxed under its own title after the
// report, leaves the body in the languages boxHeads names it in, while
// the report's paragraphs stay.
func TestBodyDropsMatchSheetBox(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the home side pressed high from the first whistle and turned the match with two tries in the second half.</p>"
	}
	for _, tc := range []struct{ head, sheet string }{
		{"Feuille de match", "US Vallon : 2 essais (Astruc 27e, Vidal 61e), 1 transformation (Vidal). RC Brèves : 2 essais."},
		{"Line-ups", "Rovers: Hart; Cole, Delaney, Ferris, Moss; Grant, Kemp. Subs: Ward (Kemp 70)."},
		{"Le formazioni", "Parma: Rossi; Bianchi, Conti, Ferri; Galli (Villa 75'). All.: Marini."},
		{"Die Aufstellungen", "Kiel: Weiner – Becker, Holtby, Porath (78. Skrzybski)."},
	} {
		checkBody(t, `<html><body><article><div class="text">`+para("First,")+para("Second,")+para("Third,")+`</div>`+
			`<div class="sheet"><h3>`+tc.head+`</h3><p>`+tc.sheet+`</p></div></article></body></html>`,
			[]string{"First,", "Third,"}, []string{tc.head, tc.sheet[:12]})
	}
}

// TestBodyKeepsMatchSheetWords: the same words inside a sentence of the
// report, as a subhead's opening words, are the story's.
func TestBodyKeepsMatchSheetWords(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the home side pressed high from the first whistle and turned the match with two tries in the second half.</p>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+para("Second,")+
		`<p>Line-ups were named an hour before kick-off, and the coach kept faith with the side that won at Lanzac last week.</p>`+
		`<h3>Feuille de match et polémique arbitrale</h3>`+para("Third,")+`</article></body></html>`,
		[]string{"First,", "Line-ups were named", "Feuille de match et polémique", "Third,"}, nil)
}

// TestBodyDropsTeamsSheet checks that a box titled "Teams" holding a
// sheet's labels ("Subs not used:", "Referee:") leaves the body, with the
// "Man of the match:" line boxed apart after it, and that a "Teams"
// section without such labels stays.
func TestBodyDropsTeamsSheet(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the home side pressed high from the first whistle and turned the match with two goals in the second half.</p>"
	}
	story := `<html><body><article><div class="text">` + para("First,") + para("Second,") + para("Third,") + `</div>`
	checkBody(t, story+`<div class="sheet"><h3>Teams</h3><p>Rovers: Hart; Cole, Delaney (Ward 70), Ferris. Subs not used: Lowe, Price.</p>`+
		`<p>Referee: Paul Denholm. Attendance: 1,142.</p></div><div class="motm">Man of the match: Sam Hart (Rovers)</div></article></body></html>`,
		[]string{"First,", "Third,"}, []string{"Teams", "Subs not used", "Man of the match"})
	// Must not fire: a section on the teams in 2026, no sheet labels.
	checkBody(t, story+`<div class="box"><h3>Teams</h3><p>Twelve teams enter the 2026 cup, four more than last year, and 3 of them from the north.</p></div></article></body></html>`,
		[]string{"First,", "Twelve teams enter"}, nil)
}
