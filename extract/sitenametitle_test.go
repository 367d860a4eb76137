package extract_test

import "testing"

// TestSiteNameTitleYieldsToHeading checks that a title candidate that is
// only the site's name, by its host or metadata, yields to the story's
// heading: the <title> of a single-page app naming only the site, and a
// logo set as an h1 with no link home above the story's h2 (the h1 then
// matches the site part of "Headline | Site").
func TestSiteNameTitleYieldsToHeading(t *testing.T) {
	const headline = "Council approves new harbour bridge plan"
	tests := []struct{ name, head, top string }{
		{"title names only the site", `<title>The Daily Example</title>`,
			`<article><h1>` + headline + `</h1><p class="byline">By Ann Lee</p>`},
		{"title and og:title name only the site", `<title>The Daily Example</title><meta property="og:title" content="The Daily Example">`,
			`<article><h1>Council approves<br>new harbour bridge plan</h1><p class="byline">By Ann Lee</p>`},
		{"logo h1 without a link home", `<title>` + headline + ` | The Daily Example</title>`,
			`<h1 class="site-title">The Daily Example</h1><article><h2 class="entry-title">` + headline + `</h2><p class="byline">By Ann Lee</p>`},
		{"logo h1 beside an og:title", `<title>` + headline + ` | The Daily Example</title><meta property="og:title" content="` + headline + `">`,
			`<h1 class="brand">The Daily Example</h1><article><h2>` + headline + `</h2><p class="byline">By Ann Lee</p>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` + tt.head + `</head><body>
<header><nav><a href="/">Home</a> <a href="/news/">News</a></nav></header><main>` + tt.top + coldStory + `</article></main>
<footer><p>© 2026 The Daily Example</p></footer></body></html>`
			if got := coldExtract(t, "https://www.dailyexample.com/news/harbour-bridge", page).Title; got != headline {
				t.Errorf("title %q, want %q", got, headline)
			}
		})
	}
}

// TestHeadingDeckElementIsNoTitle checks that a deck set inside the
// headline's heading, in a <small> or an element classed as a subtitle,
// is left out of the title the metadata gives without it, while a
// headline set over two lines in plain spans stays whole.
func TestHeadingDeckElementIsNoTitle(t *testing.T) {
	const headline = "Council approves new harbour bridge plan"
	head := `<title>` + headline + ` | The Daily Example</title><meta property="og:title" content="` + headline + `">`
	tests := []struct{ name, h1, want string }{
		{"small", `<h1>` + headline + `<small>Work to start in 2027</small></h1>`, headline},
		{"subtitle class after a br", `<h1>` + headline + `<br><span class="article-subtitle">Work to start in 2027</span></h1>`, headline},
		{"two lines in plain spans", `<h1><span>Council approves</span><br><span>new harbour bridge plan</span></h1>`, headline},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` + head + `</head><body>
<header><nav><a href="/">Home</a> <a href="/news/">News</a></nav></header><main><article>` + tt.h1 + `<p class="byline">By Ann Lee</p>` + coldStory + `</article></main>
<footer><p>© 2026 The Daily Example</p></footer></body></html>`
			if got := coldExtract(t, "https://www.dailyexample.com/news/harbour-bridge", page).Title; got != tt.want {
				t.Errorf("title %q, want %q", got, tt.want)
			}
		})
	}
}

// TestHeadingDeckClassAfterKicker checks that a kicker the metadata gives
// alone does not cut the headline set after it in an element classed as
// a subtitle: "<h1><span class=kicker>Harbour</span> <span
// class=subtitle>Headline</span></h1>" with og:title "Harbour".
func TestHeadingDeckClassAfterKicker(t *testing.T) {
	const headline = "Council approves new harbour bridge plan"
	tests := []struct{ name, head, h1 string }{
		{"kicker in metadata, headline classed subtitle", `<title>Harbour | The Daily Example</title><meta property="og:title" content="Harbour">`,
			`<h1><span class="kicker">Harbour</span> <span class="subtitle">` + headline + `</span></h1>`},
		{"short metadata, second line classed subheadline", `<title>Council approves | The Daily Example</title><meta property="og:title" content="Council approves">`,
			`<h1>Council approves<br><span class="subheadline">new harbour bridge plan</span></h1>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` + tt.head + `</head><body>
<header><nav><a href="/">Home</a> <a href="/news/">News</a></nav></header><main><article>` + tt.h1 + `<p class="byline">By Ann Lee</p>` + coldStory + `</article></main>
<footer><p>© 2026 The Daily Example</p></footer></body></html>`
			if got := coldExtract(t, "https://www.dailyexample.com/news/harbour-bridge", page).Title; got != headline {
				t.Errorf("title %q, want %q", got, headline)
			}
		})
	}
}
