package extract_test

import "testing"

// TestRevHeadingColonLabel: splitKicker's new colon reading applies to
// every heading, not only the title-classed line of a page without
// headings: an h1 "<a>Label</a>: Headline" or "<q>Quote</q>: rest"
// loses its first part when the metadata title words it otherwise
// (review of fixkf54).
func TestRevHeadingColonLabel(t *testing.T) {
	const headline = "Port of Nouadhibou reopens to trawlers after the storm"
	for _, tc := range []struct {
		name, head, heading, want string
	}{
		{"linked label, og reworded", `<title>Economy: Nouadhibou port reopens to trawlers | Sahel Wire</title><meta property="og:title" content="Economy: Nouadhibou port reopens to trawlers">`,
			`<h1><a href="/topic/economy">Economy</a>: ` + headline + `</h1>`, "Economy: " + headline},
		{"linked speaker, og reworded", `<title>Aminata Sow: I left the ministry after ten years | Sahel Wire</title><meta property="og:title" content="Aminata Sow: I left the ministry after ten years">`,
			`<h1><a href="/people/aminata-sow">Aminata Sow</a>: why I left the ministry after ten years of service</h1>`, "Aminata Sow: why I left the ministry after ten years of service"},
		{"q quote, og curly quotes", `<title>“We will rebuild”: mayor vows after the storm | Sahel Wire</title><meta property="og:title" content="“We will rebuild”: mayor vows after the storm">`,
			`<h1><q>We will rebuild</q>: mayor vows after the storm</h1>`, "We will rebuild: mayor vows after the storm"},
	} {
		page := `<html><head>` + tc.head + `</head><body><div id="header"><a href="/">Sahel Wire</a></div><div id="content">` + tc.heading +
			`<div class="itemInfo"><span class="itemPostDate">2025/03/12 10:00</span></div><div class="itemText">` + coldStory + `</div></div></body></html>`
		art := coldExtract(t, "https://sahel.example/news/article-18241.html", page)
		if art.Title != tc.want {
			t.Errorf("%s: title %q, want %q", tc.name, art.Title, tc.want)
		}
	}
}
