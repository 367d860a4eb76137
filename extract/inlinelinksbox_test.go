package extract

import "testing"

// TestBodyKeepsLastParagraphAfterLinksBox checks that a box of related
// links with its title ("관련기사") set before the article's last
// paragraph drops only the box, while a box whose teaser reads as prose
// still ends the article there.
func TestBodyKeepsLastParagraphAfterLinksBox(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " hat der Stadtrat am Abend lange beraten und am Ende knapp entschieden, sagte die Sprecherin.</p>"
	}
	checkBody(t, `<html><body><article>`+para("Erstens")+para("Zweitens")+para("Drittens")+
		`<div class="relation"><strong>관련기사</strong><ul><li><a href="/a">부산 심야버스 노선 3개 신설</a></li></ul></div>`+
		para("Viertens")+`</article></body></html>`,
		[]string{"Erstens", "Drittens", "Viertens"}, []string{"관련기사", "심야버스"})
	// The box's teaser is prose, not links: what follows it is the
	// box's too.
	checkBody(t, `<html><body><article>`+para("Erstens")+para("Zweitens")+para("Drittens")+
		`<div class="box"><h4>Neueste Artikel</h4><p>Eine Analyse von Jo Beispiel, der seit Jahren über den Stadtrat berichtet.</p></div>`+
		`<p>Jo Beispiel schreibt seit vielen Jahren über Wein und Reisen und lebt mit seiner Familie in Bozen.</p></article></body></html>`,
		[]string{"Erstens", "Drittens"}, []string{"Neueste Artikel", "Eine Analyse", "Bozen"})
}
