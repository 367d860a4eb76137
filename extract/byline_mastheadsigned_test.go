package extract_test

import (
	"slices"
	"testing"
)

// TestBylineMastheadSigned extracts cold pages whose byline sets the
// site's name as loose text before the reporter's name in an element of
// its own ("Ouest-France <span class=name>Marie Dupont</span>"), with no
// og:site_name or title suffix naming the site: the masthead's link home
// does, and the reporter alone is the author. It must not fire when the
// loose text is not what the masthead links home with (a first name, a
// role), nor when the masthead shows no name.
func TestBylineMastheadSigned(t *testing.T) {
	for _, tc := range []struct {
		name, logo, byline string
		want               []string
	}{
		{"fr outlet before name", `<a href="/">Ouest-Littoral</a>`, `<p class="signature">Ouest-Littoral <span class="name">Marie Dupont.</span></p>`, []string{"Marie Dupont"}},
		{"en outlet before name", `<a href="https://www.harbour.example/">Harbour Courier</a>`, `<p class="byline">Harbour Courier <span>Tom Hadley</span></p>`, []string{"Tom Hadley"}},
		// Must not fire: a first name set loose before the surname's
		// element, the site's name not in the masthead (a logo image).
		{"en first name loose", `<a href="/">Harbour Courier</a>`, `<p class="byline">Tom <span class="surname">Hadley</span></p>`, []string{"Tom Hadley"}},
		{"fr no masthead name", `<a href="/"><img src="/logo.png" alt=""></a>`, `<p class="signature">Ouest-Littoral <span class="name">Marie Dupont.</span></p>`, []string{"Ouest-Littoral Marie Dupont"}},
	} {
		page := `<html><head><title>Ferries run through the winter</title></head><body><header>` + tc.logo + `<nav><a href="/news/">News</a></nav></header><main><h1>Ferries run through the winter</h1>` +
			`<div class="meta">` + tc.byline + `<p class="time">12 March 2025</p></div><div class="story">` + coldStory + `</div></main></body></html>`
		art := coldExtract(t, "https://www.harbour.example/news/ferries-winter-1234.html", page)
		if !slices.Equal(art.Authors, tc.want) {
			t.Errorf("%s: authors %q, want %q", tc.name, art.Authors, tc.want)
		}
	}
}
