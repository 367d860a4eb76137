package extract

import "testing"

// TestBodyKeepsContactsSectionWithNumbers: a story's section titled
// "Kontakte" (a review of an address-book app) whose first paragraph is
// prose holding a date and a number (seven digits or more: "12. März
// 2026", "25.000") is the story's own text, no contact card: the text
// after it stays.
func TestBodyKeepsContactsSectionWithNumbers(t *testing.T) {
	de := func(s string) string {
		return "<p>" + s + " hat der Hersteller am Dienstag mitgeteilt, dass die neue Version der App im Frühjahr erscheint und kostenlos bleibt.</p>"
	}
	checkBody(t, `<html><body><main>`+de("Zuerst")+de("Dann")+de("Danach")+de("Weiter")+
		`<h2>Kontakte</h2><p>Seit dem Update vom 12. März 2026 gleicht die App bis zu 25.000 Kontakte ab und führt Dubletten automatisch zusammen.</p>`+
		de("Schließlich")+de("Zuletzt")+`</main></body></html>`,
		[]string{"Zuerst", "Kontakte", "Seit dem Update", "Schließlich", "Zuletzt"}, nil)
	// The same in Polish: a politician's contacts, years in the prose.
	pl := func(s string) string {
		return "<p>" + s + " poinformował we wtorek, że komisja zbierze się ponownie w przyszłym miesiącu i przesłucha kolejnych świadków.</p>"
	}
	checkBody(t, `<html><body><main>`+pl("Najpierw")+pl("Potem")+pl("Następnie")+pl("Dalej")+
		`<h2>Kontakty</h2><p>W latach 2014–2019 poseł spotkał się z przedstawicielami ambasady co najmniej 12 razy, wynika z dokumentów.</p>`+
		pl("Wreszcie")+`</main></body></html>`,
		[]string{"Najpierw", "Kontakty", "W latach 2014–2019", "Wreszcie"}, nil)
}
