package extract_test

import (
	"strings"
	"testing"
)

// TestDownloadsSectionStays: a story's subhead "Downloads" (a music
// industry report's section on download sales), "Descargas" or "Anexos"
// whose first paragraph is short is the story's section, not a CMS's
// files box: it and the sections after it stay.
func TestDownloadsSectionStays(t *testing.T) {
	for _, tc := range []struct{ lang, head, short, after string }{
		{"en", "Downloads", "Download sales fell again, by 14 per cent to £38m, as buyers moved to subscriptions.",
			"Labels expect the market to grow by a tenth next year, driven by price rises on the big streaming services and by live albums."},
		{"es", "Descargas", "Las descargas de pago cayeron un 14 %, hasta 38 millones de euros.",
			"Las discográficas esperan que el mercado crezca un diez por ciento el año próximo, impulsado por la subida de precios de las plataformas."},
		{"pt", "Anexos", "O decreto traz três anexos com a lista das escolas abrangidas.",
			"O ministério espera que as obras nas escolas da lista comecem em março e terminem antes do início do próximo ano letivo, em setembro."},
	} {
		para := func(s string) string { return "<p>" + s + "</p>" }
		p1 := strings.Repeat("Recorded music revenue rose for the ninth year running, to £1.4bn, the industry body said on Tuesday in its annual report. ", 2)
		page := `<html lang="` + tc.lang + `"><head><title>Report</title></head><body><nav><a href="/">Home</a></nav><article><h1>Report</h1>` +
			para(p1) + para(p1) + `<h2>Streaming</h2>` + para(p1) + `<h2>` + tc.head + `</h2>` + para(tc.short) +
			`<h2>Outlook</h2>` + para(tc.after) + `</article><footer>© Example</footer></body></html>`
		body := coldExtract(t, "https://news.example/2026/11/report", page).Body
		if !strings.Contains(body, tc.short) || !strings.Contains(body, tc.after) {
			t.Errorf("%s: body = %q, want the %q section and the one after it", tc.lang, body, tc.head)
		}
	}
}
