package extract_test

import (
	"slices"
	"testing"
)

// TestBylineNameBesideSection extracts cold pages whose only byline is
// an unmarked "Name | Place" line beside the date, the place one of the
// site's sections (a top-level folder its menu links with the place's
// name): the reporter is the author and the town no second author. It
// must not fire when the place is no section of the site (the line is no
// byline Byline reads), nor cut a place that is no section from a marked
// byline, nor a co-author the page joins with "and" whom a folder
// shares, nor a co-author whose writer's page the byline links.
func TestBylineNameBesideSection(t *testing.T) {
	const menu = `<nav class="menu"><a href="/">Home</a> <a href="/san-sebastian/">San Sebastián</a> <a href="/bristol/">Bristol</a> <a href="/tom-baker/">Tom Baker</a> <a href="/tags/bilbao/">Bilbao</a></nav>`
	for _, tc := range []struct {
		name, byline string
		want         []string
	}{
		{"es town section", `<p class="ath">Leire Etxeberria | San Sebastián</p>`, []string{"Leire Etxeberria"}},
		{"en town section dot", `<p class="ath">Tom Hadley · Bristol</p>`, []string{"Tom Hadley"}},
		// Must not fire: a place the site files nothing under (a tag's
		// page is no section), a marked byline's town that is no
		// section, a co-author joined by "and".
		{"es no section", `<p class="ath">Leire Etxeberria | Bilbao</p>`, nil},
		{"en marked town kept", `<p class="byline">By Tom Hadley, Exeter</p>`, []string{"Tom Hadley", "Exeter"}},
		{"en joined coauthor", `<p class="byline">By Ana Ruiz and Tom Baker</p>`, []string{"Ana Ruiz", "Tom Baker"}},
		// A writer's page at a top-level folder, linked from the byline
		// and not from the menu, is no section.
		{"en linked coauthor", `<p class="byline">By <a href="/ana-ruiz">Ana Ruiz</a>, <a href="/lena-holt">Lena Holt</a></p>`, []string{"Ana Ruiz", "Lena Holt"}},
	} {
		page := `<html><head><title>Ferries run through the winter</title></head><body><header>` + menu + `</header><main><h1>Ferries run through the winter</h1>` +
			`<div class="meta">` + tc.byline + `<p class="time">Viernes, 12 de marzo 2025, 07:31 | Actualizado 09:12h.</p></div><div class="story">` + coldStory + `</div></main></body></html>`
		art := coldExtract(t, "https://harbour.example/news/ferries-winter-1234.html", page)
		if len(art.Authors) == 0 && len(tc.want) == 0 {
			continue
		}
		if !slices.Equal(art.Authors, tc.want) {
			t.Errorf("%s: authors %q, want %q", tc.name, art.Authors, tc.want)
		}
	}
}
