package extract

import (
	"strings"
	"testing"
)

// TestBodyCutsAttachmentsAndRecordCard checks that the attachments box
// under an authority's news item ("Załączniki") and the record card
// after it ("Metryczka": who made, published and changed the item) stay
// out of the body, as does a lesson's "Your instructor" card, and that
// a section of the story that merely mentions attachments stays in.
func TestBodyCutsAttachmentsAndRecordCard(t *testing.T) {
	p := strings.Repeat("Od grudnia mieszkańcy gminy mogą zgłaszać awarie oświetlenia przez nową aplikację mobilną. ", 3)
	page := `<html lang="pl"><head><title>Awarie latarni zgłosisz przez aplikację</title></head><body><div class="news-full">` +
		`<h2>Awarie latarni zgłosisz przez aplikację</h2><div class="news-text"><p>` + p + `</p><p>` + p + `</p><p>` + p + `</p></div>` +
		`<div class="attachments"><h3>Załączniki</h3><ul><li><a href="/a.pdf">Instrukcja (PDF, 1,2 MB)</a></li></ul></div>` +
		`<table class="metryczka"><caption>Metryczka</caption><tr><th>Wytworzył:</th><td>Referat Inwestycji i Gospodarki Komunalnej</td><th>Data wytworzenia:</th><td>20.11.2026</td></tr>` +
		`<tr><th>Opublikował:</th><td>Katarzyna Wilk</td><th>Data publikacji:</th><td>23.11.2026 10:15</td></tr></table></div></body></html>`
	body := heuristicBody(t, page, "https://gmina.example/aktualnosci/latarnie,1843")
	for _, bad := range []string{"Załączniki", "Metryczka", "Opublikował", "Data publikacji"} {
		if strings.Contains(body, bad) {
			t.Errorf("body holds %q: %q", bad, body)
		}
	}
	if !strings.Contains(body, "nową aplikację") {
		t.Errorf("body = %q, want the story", body)
	}

	lesson := strings.Repeat("A contour line joins points that are at the same height above sea level on the map. ", 3)
	page = `<html lang="en"><head><title>Understanding contour lines</title></head><body><main><article><h1>Understanding contour lines</h1>` +
		`<p>` + lesson + `</p><p>` + lesson + `</p><p>` + lesson + `</p>` +
		`<section class="instructor"><div><h3>Your instructor</h3><p><strong>Priya Raman</strong> is a mountain leader and has taught navigation courses for twelve years.</p></div></section>` +
		`</article></main></body></html>`
	if body = heuristicBody(t, page, "https://learn.example/lessons/contour-lines"); strings.Contains(body, "Your instructor") || strings.Contains(body, "mountain leader") {
		t.Errorf("body = %q, want it without the instructor's card", body)
	}

	// A story's subhead that speaks of attachments is no box's title.
	page = `<html lang="en"><head><title>How to send files safely</title></head><body><article><h1>How to send files safely</h1>` +
		`<p>` + strings.Repeat("Most people still send documents by e-mail without thinking about who can read them. ", 3) + `</p>` +
		`<h2>Why attachments are risky</h2><p>` + strings.Repeat("An attachment can be forwarded, stored and opened on devices you do not control. ", 3) + `</p></article></body></html>`
	if body = heuristicBody(t, page, "https://blog.example/send-files-safely"); !strings.Contains(body, "Why attachments are risky") || !strings.Contains(body, "devices you do not control") {
		t.Errorf("body = %q, want the section on attachments", body)
	}
}
