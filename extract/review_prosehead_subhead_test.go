package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// revSiteNewsPage is a CMS page whose <title> is the site's name and a
// menu section only, the story's heading inside the article.
func revSiteNewsPage(article string) string {
	return `<html><head><title>Millbrook Ledger - News</title></head><body>
<div class="mast"><img src="/logo.png" alt="Millbrook Ledger"></div>
<ul class="menu"><li><a href="/">Home</a></li><li><a href="/news">News</a></li><li><a href="/sports">Sports</a></li></ul>
` + article + `
<p class="foot">Copyright © 2026 Millbrook Ledger</p></body></html>`
}

const revPara = "<p>The village council voted five to two on Monday to replace the aging bridge over Elk Creek, ending two years of debate over its cost.</p>"

func revTitle(t *testing.T, page string) string {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://millbrookledger.example/news/2026/11/bridge-vote", Doc: doc})
	return art.Title
}

// The story's h1 is followed by a byline, a date, a share bar and a
// caption (four short lines) before the prose; a subhead h2 inside the
// body has prose right after it. The subhead must not become the title.
func TestProseHeadingSubheadOverH1(t *testing.T) {
	page := revSiteNewsPage(`<article><h1>Council approves new bridge over Elk Creek</h1>
<div class="meta"><p>By Ruth Calder</p><p>November 5, 2026</p><p><a href="/share/fb">Facebook</a> <a href="/share/x">X</a></p></div>
<figure><img src="/b.jpg"><figcaption>The old bridge in May</figcaption></figure>
` + revPara + revPara + `<h2>What happens next</h2>` + revPara + revPara + `</article>`)
	if got := revTitle(t, page); got != "Council approves new bridge over Elk Creek" {
		t.Errorf("title = %q: a subhead of the body, want the h1 %q", got, "Council approves new bridge over Elk Creek")
	}
}

// The story's h1 over a "key points" list of four short items, then
// the prose; a subhead h2 in the body has prose right after it.
func TestProseHeadingSubheadOverKeyPoints(t *testing.T) {
	page := revSiteNewsPage(`<article><h1>Council approves new bridge over Elk Creek</h1>
<ul class="keypoints"><li>The vote was five to two</li><li>Work starts in the spring</li><li>The crossing reopens next summer</li><li>The cost is $4.2 million</li></ul>
` + revPara + revPara + `<h2>What happens next</h2>` + revPara + revPara + `</article>`)
	if got := revTitle(t, page); got == "What happens next" {
		t.Errorf("title = %q: the body's subhead, want the h1 or the <title>'s part as before", got)
	}
}
