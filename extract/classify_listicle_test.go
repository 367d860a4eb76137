package extract

import (
	"strings"
	"testing"
)

// TestClassifyListicleItemsInTheArticle: a list article (eridehero.com's
// "best electric scooters") puts each item in an <article
// class="listicle-item"> under its product's linked name, inside the
// story's own <article> under an unlinked headline and a short intro.
// Without og:type or JSON-LD it is still an article: posts inside a post
// are its parts, not an archive's posts.
func TestClassifyListicleItemsInTheArticle(t *testing.T) {
	para := `<p>The scooter folds in three seconds, weighs just under fifteen kilograms and carried our tester up the steepest hill of the route without slowing, though the ride gets harsh on cobbles.</p>`
	item := func(slug, name string) string {
		return `<article class="listicle-item"><h3 class="listicle-item-title"><a href="https://eridehero.com/products/` + slug + `/">` + name + `</a></h3>` +
			`<div class="listicle-item-body">` + strings.Repeat(para, 4) + `</div></article>`
	}
	page := `<article class="post"><h1>The best electric scooters for commuting</h1><div class="entry-content"><p>We rode them all to work.</p>` +
		item("navee-gt3-pro", "Navee GT3 Pro") + item("niu-kqi-300x", "NIU KQi 300X") + item("vmax-vx5-pro-gt", "Vmax VX5 Pro GT") + `</div></article>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	if got := Classify(doc); got != KindArticle {
		t.Errorf("Classify = %s, want %s", got, KindArticle)
	}
	// A blog archive whose theme wraps each post in an <article> of its
	// own stays a listing.
	post := `<article class="post-outer"><div class="post hentry" itemscope itemtype="http://schema.org/BlogPosting"><h3 class="post-title"><a href="/2024/05/p.html">A post title here</a></h3>` +
		`<div class="post-body">` + strings.Repeat(para, 4) + `</div></div></article>`
	doc, _, err = ParseHTML([]byte(`<div class="blog-posts">`+strings.Repeat(post, 3)+`</div>`), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	if got := Classify(doc); got != KindListing {
		t.Errorf("archive: Classify = %s, want %s", got, KindListing)
	}
}
