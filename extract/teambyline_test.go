package extract

import (
	"slices"
	"testing"
)

// TestTeamBylineBelowAccount: metadata and the theme's author link name
// the account that posted the story, the first of a team the text's
// first paragraph lists ("By A, B and C"): the team is the byline. A
// first paragraph naming other people, or the same author alone, leaves
// the credit as it is.
func TestTeamBylineBelowAccount(t *testing.T) {
	page := func(first, last string) string {
		return `<html lang="en"><head><title>Road funds approved | The Savannah Courier</title>
<meta property="og:site_name" content="The Savannah Courier"><meta name="author" content="Chinedu Okafor">
<script type="application/ld+json">{"@type":"NewsArticle","author":{"@type":"Person","name":"Chinedu Okafor"}}</script>
</head><body><article><h1>Road funds approved</h1><p class="post-meta"><span class="post-meta-author"><a href="/author/chinedu/">Chinedu Okafor</a></span> <span>November 25, 2026</span></p>
<div class="entry">` + first + bylineBody + last + `</div></article></body></html>`
	}
	for _, tc := range []struct {
		first, last string
		want        []string
	}{
		{`<p><strong>By Chinedu Okafor, Bola Adeyemi and Musa Ibrahim</strong></p>`, "", []string{"Chinedu Okafor", "Bola Adeyemi", "Musa Ibrahim"}},
		{`<p><strong>By Chinedu Okafor</strong></p>`, "", []string{"Chinedu Okafor"}},
		{`<p><strong>By Bola Adeyemi and Musa Ibrahim</strong></p>`, "", []string{"Chinedu Okafor"}},
		{``, "", []string{"Chinedu Okafor"}},
		// A wire's or newsroom's credit joined to the author is no team.
		{`<p><strong>By Chinedu Okafor and Agency Reports</strong></p>`, "", []string{"Chinedu Okafor"}},
		{`<p><strong>By Chinedu Okafor, Bola Adeyemi and Wire Services</strong></p>`, "", []string{"Chinedu Okafor"}},
		// Past the text's opening the line is no byline of the story's.
		{``, `<p><strong>By Chinedu Okafor, Bola Adeyemi and Musa Ibrahim</strong></p>`, []string{"Chinedu Okafor"}},
	} {
		if _, got, _ := bylinePage(t, page(tc.first, tc.last)); !slices.Equal(got, tc.want) {
			t.Errorf("%q … %q: got %q, want %q", tc.first, tc.last, got, tc.want)
		}
	}
}
