package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClassifyImprintAddressNoDateline: an imprint ("/impressum") has its
// publisher's address or phone under its heading and two paragraphs of
// legal prose. A postcode of four digits ("1010 Wien", "8001 Zürich",
// Denmark's, Belgium's) or a phone number's block is no year: no
// dateline, and the page is no short story.
func TestClassifyImprintAddressNoDateline(t *testing.T) {
	p1 := `<p>Die Valley Medien GmbH ist Medieninhaberin und Herausgeberin der Valley Zeitung und ihres Online-Angebots. Grundlegende Richtung: unabhängige Berichterstattung über Politik, Wirtschaft und Kultur in der Region, frei von parteipolitischem Einfluss.</p>`
	p2 := `<p>Für unverlangt eingesandte Manuskripte und Fotos wird keine Haftung übernommen. Alle Rechte vorbehalten; jede Verwertung der Inhalte bedarf der vorherigen schriftlichen Zustimmung der Valley Medien GmbH, auch für die Aufnahme in elektronische Datenbanken.</p>`
	for _, addr := range []string{`<div class="address">Hauptstraße 12<br>1010 Wien</div>`, `<div class="contact">Tel. +43 1 5124 8890</div>`, `<div class="info">Hauptstraße 12, 8001 Zürich</div>`} {
		doc, _ := html.Parse(strings.NewReader(`<html><head></head><body><main><h1>Impressum</h1>` + addr + `<div class="text">` + p1 + p2 + `</div></main></body></html>`))
		if got := ClassifyPage(doc, "https://a.example/impressum", false); got != KindListing {
			t.Errorf("%s: ClassifyPage = %s, want %s", addr, got, KindListing)
		}
	}
	for _, line := range []string{"26.11.2026", "2026年11月26日", "١٤٤٨/٥/٢٥", "Dana Ortiz · 1405", "25 พ.ย. 2569", "١٢:٣٠", "10:42"} {
		if !datedLine(line) {
			t.Errorf("datedLine(%q) = false, want true", line)
		}
	}
}
