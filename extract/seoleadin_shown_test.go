package extract

import "testing"

// TestSEOLeadInShownElsewhere: a kicker the page does show, but not as
// the text right before the h1 (a kicker longer than prevText's 40
// runes, one with a separator glyph after it, one with a date line or a
// share bar between it and the h1, a series in the breadcrumb, a label
// after the h1, a wrapper four levels up), stays with the metadata as
// main keeps it and as TestSEOLeadInTitle's second case says the gold
// does.
func TestSEOLeadInShownElsewhere(t *testing.T) {
	long := "Russlands Angriffskrieg gegen die Ukraine" // 41 runes
	h := "Kiew meldet schwere Angriffe auf das Stromnetz"
	meta := func(full string) string {
		return `<title>` + full + ` - news.example</title><meta property="og:title" content="` + full + `">` +
			`<script type="application/ld+json">{"@type":"NewsArticle","headline":"` + full + `"}</script>`
	}
	tests := []struct{ name, head, headline, want string }{
		{"a kicker of more than 40 runes right before the h1", meta(long + ": " + h),
			`<div class="story-lead"><div class="keyword">` + long + `</div><h1>` + h + `</h1></div>`, long + ": " + h},
		{"a kicker with a separator glyph after it", meta("Ukraine-Krieg: " + h),
			`<div class="story-lead"><div class="keyword">Ukraine-Krieg ›</div><h1>` + h + `</h1></div>`, "Ukraine-Krieg: " + h},
		{"a kicker, then a date line, then the h1", meta("Ukraine-Krieg: " + h),
			`<div class="story-lead"><div class="keyword">Ukraine-Krieg</div><div class="date">12.03.2024, 14:05 Uhr</div><h1>` + h + `</h1></div>`, "Ukraine-Krieg: " + h},
		{"a kicker and the date in one line before the h1", meta("Ukraine-Krieg: " + h),
			`<div class="story-lead"><div class="meta"><a class="keyword" href="/t/ukraine">Ukraine-Krieg</a> <time>12.03.2024</time></div><h1>` + h + `</h1></div>`, "Ukraine-Krieg: " + h},
		{"a kicker after the h1", meta("Ukraine-Krieg: " + h),
			`<div class="story-lead"><h1>` + h + `</h1><div class="keyword">Ukraine-Krieg</div></div>`, "Ukraine-Krieg: " + h},
		{"an Exclusive badge, then a share bar", meta("Exclusive: Minister quits over leaked budget"),
			`<header><span class="badge">Exclusive</span><div class="share">Share on X</div><h1>Minister quits over leaked budget</h1></header>`, "Exclusive: Minister quits over leaked budget"},
		{"a series in the breadcrumb, a byline between", meta("Climate Diaries: The town that ran out of water"),
			`<nav class="breadcrumb"><a href="/">Home</a> › <a href="/climate-diaries">Climate Diaries</a></nav><div class="byline">By Jane Roe</div><h1>The town that ran out of water</h1>`, "Climate Diaries: The town that ran out of water"},
		{"a kicker four wrappers up", meta("Ukraine-Krieg: " + h),
			`<div class="top"><div class="keyword">Ukraine-Krieg</div><div class="a"><div class="b"><div class="c"><h1>` + h + `</h1></div></div></div></div>`, "Ukraine-Krieg: " + h},
	}
	for _, tt := range tests {
		if got := titlePageArticle(t, tt.head, tt.headline).Title; got != tt.want {
			t.Errorf("%s: title = %q, want %q", tt.name, got, tt.want)
		}
	}
}
