package extract_test

import (
	"slices"
	"testing"
)

// TestAvatarBesideNameLink checks that an avatar link followed by the
// author's name link names the author by the link's text (and the
// co-authors linked after it), not by the picture's alt, a login
// ("jdoe") or a first name ("Jane") that the address also spells; that
// a run of avatars alone names each author; and that the site's name,
// the alt of a default avatar, is no author because the host spells it.
func TestAvatarBesideNameLink(t *testing.T) {
	tests := []struct {
		name, head string
		want       []string
	}{
		{"alt login", `<div class="meta"><a href="/author/jdoe/"><img src="/a/j.jpg" alt="jdoe"></a> <a href="/author/jdoe/">Jane Doering</a> <span>November 26, 2026</span></div>`, []string{"Jane Doering"}},
		{"alt first name", `<div class="meta"><a href="/author/jane-doering/"><img src="/a/j.jpg" alt="Jane"></a> <a href="/author/jane-doering/">Jane Doering</a> <span>November 26, 2026</span></div>`, []string{"Jane Doering"}},
		{"alt first name alone", `<div class="meta"><a href="/author/jane-doering/"><img src="/a/j.jpg" alt="Jane"></a> <span>November 26, 2026</span></div>`, nil},
		{"co-author after name", `<div class="meta"><a href="/author/jane-doering/"><img src="/a/j.jpg" alt="Jane Doering"></a><a href="/author/jane-doering/">Jane Doering</a> and <a href="/author/tom-okafor/">Tom Okafor</a> <span>November 26, 2026</span></div>`, []string{"Jane Doering", "Tom Okafor"}},
		{"two avatars", `<div class="meta"><a href="/author/jane-doering/"><img src="/a/j.jpg" alt="Jane Doering"></a> <a href="/author/tom-okafor/"><img src="/a/t.jpg" alt="Tom Okafor"></a> <span>November 26, 2026</span></div>`, []string{"Jane Doering", "Tom Okafor"}},
		{"site name alt", `<div class="meta"><a href="https://harbournews.example/author/jane-doering/"><img src="/a/j.jpg" alt="Harbour News"></a> <span>November 26, 2026</span></div>`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			art := coldExtract(t, "https://harbournews.example/2026/11/26/night-ferries-winter", byline47Story("en", tt.head, "", ""))
			if !slices.Equal(art.Authors, tt.want) {
				t.Errorf("authors = %q, want %q", art.Authors, tt.want)
			}
		})
	}
}

// TestPhotoCreditYearNoByline checks that a picture's credit opening
// with a year under its label ("Photo: 1969 by NASA", "Foto: 2019 von
// Anna Beck") is no meta line's labelled date before a byline: the
// photographer or the source does not sign the story.
func TestPhotoCreditYearNoByline(t *testing.T) {
	tests := []struct{ name, lang, head string }{
		{"en photo", "en", `<figure><img src="/x.jpg"><figcaption>Photo: 2019 by Getty Images</figcaption></figure>`},
		{"en photo person", "en", `<figure><img src="/x.jpg"><figcaption>Photo: 1969 by Neil Armstrong</figcaption></figure>`},
		{"de foto", "de", `<figure><img src="/x.jpg"><figcaption>Foto: 2019 von Anna Beck</figcaption></figure>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			art := coldExtract(t, "https://harbour-news.example/2026/11/26/night-ferries-winter", byline47Story(tt.lang, tt.head, "", ""))
			if len(art.Authors) != 0 {
				t.Errorf("authors = %q, want none", art.Authors)
			}
		})
	}
	// A date's label still opens the meta line.
	head := `<p class="meta">Published: 12.03.2026 09:00 | By: Jane Doering</p>`
	if got := coldExtract(t, "https://harbour-news.example/2026/11/26/night-ferries-winter", byline47Story("en", head, "", "")).Authors; !slices.Equal(got, []string{"Jane Doering"}) {
		t.Errorf("authors = %q, want [Jane Doering]", got)
	}
}
