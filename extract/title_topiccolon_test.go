package extract_test

import "testing"

// TestTitleTopicColonKicker extracts cold pages whose headline stands
// after its topic's link and a colon set as text ("<a>Economy</a>:
// Headline"): in a title-classed span of a page without an h1 (XOOPS's
// news module, whose <title> is "Site - Module - Headline"), and in an
// h1. Where the metadata titles the story without the topic, the
// headline is the text after the colon. It must not fire where the
// metadata glues the label on as the heading shows it, nor on a colon
// inside the label's element that runs on ("<b>Editor's letter:</b>").
func TestTitleTopicColonKicker(t *testing.T) {
	const headline = "Port of Nouadhibou reopens to trawlers after the storm"
	for _, tc := range []struct {
		name, head, heading, want string
	}{
		{"span no h1", `<title>Sahel Wire - News - ` + headline + `</title>`,
			`<div class="itemHead"><span class="itemTitle"><a href="/modules/news/index.php?storytopic=2">Economy</a>: ` + headline + `</span></div>`, headline},
		{"h1 topic link", `<title>` + headline + ` | Sahel Wire</title><meta property="og:title" content="` + headline + `">`,
			`<h1><a href="/topic/economy">Economy</a>: ` + headline + `</h1>`, headline},
		// Must not fire: the metadata glues the label on, as shown; the
		// colon inside the label's element.
		{"h1 label in metadata", `<title>Economy: ` + headline + ` | Sahel Wire</title><meta property="og:title" content="Economy: ` + headline + `">`,
			`<h1><a href="/topic/economy">Economy</a>: ` + headline + `</h1>`, "Economy: " + headline},
		{"h1 colon inside label", `<title>Editor's letter: ` + headline + ` | Sahel Wire</title><meta property="og:title" content="Editor's letter: ` + headline + `">`,
			`<h1><b>Editor's letter:</b> ` + headline + `</h1>`, "Editor's letter: " + headline},
	} {
		page := `<html><head>` + tc.head + `</head><body><div id="header"><a href="/">Sahel Wire</a></div><div id="content">` + tc.heading +
			`<div class="itemInfo"><span class="itemPostDate">2025/03/12 10:00</span></div><div class="itemText">` + coldStory + `</div></div></body></html>`
		art := coldExtract(t, "https://sahel.example/modules/news/article.php?storyid=18241", page)
		if art.Title != tc.want {
			t.Errorf("%s: title %q, want %q", tc.name, art.Title, tc.want)
		}
	}
}
