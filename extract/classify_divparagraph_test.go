package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClassifyDivParagraphs: some sites write each paragraph of a story
// as a <div> of text (between ad slots, in Khmer, Vietnamese and Chinese
// portals among others); such <div>s that end as sentences end are
// paragraphs. A list of cards whose excerpts are <div>s stays a
// listing, and so do <div>s of labels and dates, which end no sentence.
func TestClassifyDivParagraphs(t *testing.T) {
	para := `<div class="para">Heavy rain for three days raised the Sangke river over twelve villages of Ek Phnom and Sangke districts, and more than three hundred families moved to higher ground, the provincial authority said on Friday.</div>` +
		`<div class="ads-inline"><div id="gpt-ad-1"></div><span>Advertisement</span></div>`
	card := `<div class="item"><a href="/news/48190"><img src="/a.jpg" alt=""><div class="t">Ministry warns of heavy rain in the north-west</div></a>` +
		`<div class="excerpt">Heavy rain for three days raised the Sangke river over twelve villages, and more than three hundred families moved to higher ground.</div></div>`
	label := `<div class="meta">Battambang province · 27 November 2026 · by Sok Pisey, provincial correspondent for the paper</div>`
	for _, tc := range []struct {
		name, body, want string
	}{
		{"a story in div paragraphs", strings.Repeat(para, 4), KindArticle},
		{"cards with div excerpts", strings.Repeat(card, 6), KindListing},
		{"divs of labels", strings.Repeat(label, 6), KindListing},
	} {
		doc, _ := html.Parse(strings.NewReader(`<html><head><title>Floods force 300 families from their homes</title></head><body>` +
			`<div class="detail-title">Floods force 300 families from their homes</div><div class="detail-content">` + tc.body + `</div></body></html>`))
		if got := Classify(doc); got != tc.want {
			t.Errorf("%s: Classify = %s, want %s", tc.name, got, tc.want)
		}
	}
}
