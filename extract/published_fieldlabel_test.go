package extract

import (
	"strings"
	"testing"
	"time"
)

// TestFieldLabelledUpdateDate: a CMS field sets its label in an element
// of its own before the one that holds the date ("<div class=label>Mis à
// jour le</div><div class=item><time>…</time></div>"). That label calls
// the date the last update, so the "Publié le" line after it dates the
// story, though the update comes first and is the one <time> element.
// A headline right before the date's element is no label: its words
// ("Updated rules for …") do not make the date an update.
func TestFieldLabelledUpdateDate(t *testing.T) {
	para := "<p>" + strings.Repeat("La Ville a accordé jeudi soir le contrat de déneigement du secteur nord à une entreprise de la région, après un long débat. ", 3) + "</p>"
	page := func(head, dates string) string {
		return `<!doctype html><html lang="fr"><head><title>Déneigement : un nouvel entrepreneur</title>` + head + `</head><body><main><article>` +
			`<h1>Déneigement : un nouvel entrepreneur pour le secteur nord</h1>` + dates +
			`<div class="body">` + strings.Repeat(para, 8) + `</div></article></main></body></html>`
	}
	const field = `<div class="dates"><div class="field"><div class="field__label">%s</div><div class="field__item"><time datetime="2026-10-14T13:10:00Z">14 octobre 2026 à 8 h 10</time></div></div>` +
		`<div class="submitted">Publié le 13 octobre 2026 à 21 h 45</div></div>`
	tests := []publishedCase{
		{"french field label", page(`<meta property="article:modified_time" content="2026-10-14T08:10:00-0500">`, strings.Replace(field, "%s", "Mis à jour le", 1)), "2026-10-13"},
		{"english field label", page("", strings.Replace(strings.Replace(field, "%s", "Updated", 1), "Publié le", "Published", 1)), "2026-10-13"},
		// Metadata says the 10th; the page shows the 12th right under a
		// headline that says "Updated": the shown date still overrides.
		{"headline before the date's element", `<!doctype html><html lang="en"><head><title>Updated rules for school buses</title>` +
			`<meta property="article:published_time" content="2026-10-10T09:00:00+00:00"></head><body><main><article>` +
			`<h1>Updated rules for school buses</h1><div class="meta"><time datetime="2026-10-12T09:00:00+00:00">October 12, 2026</time></div>` +
			`<div class="body">` + strings.Repeat("<p>"+strings.Repeat("The district will run its buses on new routes from Monday, the board said after a long meeting. ", 3)+"</p>", 8) + `</div></article></main></body></html>`, "2026-10-12"},
	}
	checkPublishedDays(t, "https://example.org/actualites/deneigement", tests)
}

// publishedCase is a page and the day checkPublishedDays wants read
// from it ("" for none).
type publishedCase struct{ name, page, want string }

// checkPublishedDays reads each page as a crawl of url would, as of
// dateTestNow, and checks the day of its publication.
func checkPublishedDays(t *testing.T, url string, tests []publishedCase) {
	t.Helper()
	h := NewHeuristic()
	h.Now = func() time.Time { return dateTestNow }
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			art, _ := analyzePage(t, h, url, tt.page)
			if got := first10(art.PublishedRaw); got != tt.want {
				t.Fatalf("published = %q, want %q", art.PublishedRaw, tt.want)
			}
		})
	}
}
