package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

const revProfilePara = `<p>The harbour master said on Thursday that the new breakwater would be finished before the winter storms, after two years of delays caused by a shortage of stone from the quarry on the north side of the island.</p>`

func revProfileClassify(t *testing.T, page, url string, story bool) (string, bool) {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	return ClassifyCrawled(doc, url, story)
}

// A WordPress post tagged "profile": WordPress writes tag-<slug> and
// category-<slug> into the post's class, two levels above its headline.
func TestClassifyProfileTaggedPost(t *testing.T) {
	page := `<html><head><meta property="og:type" content="article"><title>A life at sea</title></head><body>` +
		`<main id="main"><article class="post-812 post type-post status-publish format-standard hentry category-people tag-profile">` +
		`<header class="entry-header"><h1 class="entry-title">A life at sea: the last lighthouse keeper</h1>` +
		`<div class="entry-meta"><span class="posted-on">Posted on <time datetime="2026-11-27T09:00:00+00:00">November 27, 2026</time></span> by <span class="author">Mary Byrne</span></div></header>` +
		`<div class="entry-content">` + strings.Repeat(revProfilePara, 6) + `</div></article></main></body></html>`
	got, second := revProfileClassify(t, page, "https://a.example/2026/11/27/a-life-at-sea-the-last-lighthouse-keeper/", false)
	if got != KindArticle {
		t.Errorf("ClassifyCrawled = %s, second look %v; want article", got, second)
	}
}

// A news site's "Profile:" piece: the story's wrapper names its kind
// (BEM modifier "story--profile", Drupal's "node--type-profile").
func TestClassifyProfileStoryKind(t *testing.T) {
	for _, class := range []string{"story story--profile", "node node--type-profile node--view-mode-full", "article article-profile", "profile"} {
		page := `<html><head><meta property="og:type" content="article"><title>Profile: the new mayor</title></head><body>` +
			`<div class="` + class + `"><div class="story__head"><h1>Profile: Ana Lima, the harbour's new mayor</h1>` +
			`<p class="byline">By Tom Reid · 27 November 2026</p></div>` +
			`<div class="story__body">` + strings.Repeat(revProfilePara, 6) + `</div></div></body></html>`
		got, second := revProfileClassify(t, page, "https://a.example/news/profile-ana-lima-the-harbours-new-mayor", true)
		if got != KindArticle {
			t.Errorf("%q: ClassifyCrawled = %s, second look %v; want article", class, got, second)
		}
	}
}

// An obituary whose header block is a "profile" of the dead (name,
// dates, photo).
func TestClassifyObituaryProfileHead(t *testing.T) {
	page := `<html><head><meta property="og:type" content="article"><title>Obituary: Seán Ó Briain</title></head><body><main>` +
		`<article class="obituary"><div class="obit-profile"><img src="/p.jpg" alt=""><h1>Seán Ó Briain, boat builder, 1931–2026</h1>` +
		`<p class="dates">Published 27 November 2026</p></div>` +
		`<div class="obit-body">` + strings.Repeat(revProfilePara, 5) + `</div></article></main></body></html>`
	got, second := revProfileClassify(t, page, "https://a.example/obituaries/sean-o-briain-boat-builder", false)
	if got != KindArticle {
		t.Errorf("ClassifyCrawled = %s, second look %v; want article", got, second)
	}
}
