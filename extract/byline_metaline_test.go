package extract_test

import (
	"slices"
	"testing"
)

// metaLinePage is a page of a made-up site whose meta line under the
// headline is meta.
func metaLinePage(meta string) string {
	return `<!DOCTYPE html><html><head><title>Harbour ferries run late into winter</title></head><body>
<header><a href="/">Harbour Post</a></header><main><article>
<h1>Harbour ferries run late into winter</h1>
<p class="info">` + meta + `</p>
` + coldStory + `
</article></main><footer>Harbour Post</footer></body></html>`
}

// TestColdAuthorsDatedMetaLine checks that a name in an element of its
// own, labelled by a word or a few that Byline has no list for, in a
// meta line whose other field is the date, is the byline, the label
// dropped (datedMetaNames): Upper Sorbian "Awtor:", Low German "Vun"
// before a link to a profile, Wolof "Bind na ko:" before the user's
// span.
func TestColdAuthorsDatedMetaLine(t *testing.T) {
	tests := []struct {
		name, meta string
		want       []string
	}{
		{"label and a span", `Awtor: <span>Jurij Wjela</span> | 26. nowembra 2026, 16:45`, []string{"Jurij Wjela"}},
		{"word and a profile link", `Vun <a href="/profile/hbrammer">Hinnerk Brammer</a> · Dunnersdag, 26. November 2026, 07:50 Klock · 614 Mal leest`, []string{"Hinnerk Brammer"}},
		{"user-classed agency", `Bind na ko: <span class="user">APS</span> · <span class="date">26.11.2026</span> ci <span class="time">10:45</span>`, []string{"APS"}},
		// Not: a category's link, a place in a span, a name with no
		// date in the line.
		{"category link", `Rubrika: <a href="/news/world/">World News</a> | 26.11.2026, 16:45`, nil},
		{"no date", `Awtor: <span>Jurij Wjela</span> | Serbske nowiny`, nil},
		{"name runs on", `Foto: <span>Jurij Wjela</span> a druzy | 26.11.2026`, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			art := coldExtract(t, "https://harbour-post.example/news/ferries", metaLinePage(tc.meta))
			if !slices.Equal(art.Authors, tc.want) {
				t.Errorf("authors %q, want %q", art.Authors, tc.want)
			}
		})
	}
}
