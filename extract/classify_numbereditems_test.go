package extract

import (
	"fmt"
	"strings"
	"testing"
)

// TestClassifyNumberedItems: a list article whose items are numbered
// headings ("1. …", "2. …"), each over a picture and one short sentence
// (classprobe11's Haitian Creole Webflow listicle), has too few
// paragraphs of forty letters for a short story; at a story's URL its
// items count as its text. Linked numbered headings are a ranking of
// teasers and do not count.
func TestClassifyNumberedItems(t *testing.T) {
	tips := []string{"Keep the fridge shut", "Charge phones in the car", "Store drinking water", "Never run a generator inside", "Unplug the appliances", "Buy a solar lamp", "Check on elderly neighbours"}
	page := func(linked bool) string {
		var b strings.Builder
		b.WriteString(`<html><body><div class="post"><h1>Seven things to do when the power is out for days</h1>`)
		b.WriteString(`<div class="post-meta"><span>By Rose Jean</span> <span class="post-date">27 November 2026</span></div>`)
		b.WriteString(`<div class="post-body"><p>The power went out again in several districts of the city on Monday.</p>`)
		for i, tip := range tips {
			title := fmt.Sprintf("%d. %s", i+1, tip)
			if linked {
				title = fmt.Sprintf(`<a href="/story/%d-power-tip-explained">%s</a>`, i, title)
			}
			fmt.Fprintf(&b, `<h2>%s</h2><figure><img src="/%d.jpg"></figure><p>It helps more than you think.</p>`, title, i)
		}
		b.WriteString(`</div></div></body></html>`)
		return b.String()
	}
	const storyURL = "https://news.example/tips/seven-things-to-do-when-the-power-is-out"
	for _, tc := range []struct {
		linked bool
		want   string
	}{{false, KindArticle}, {true, KindListing}} {
		doc, _, err := ParseHTML([]byte(page(tc.linked)), "text/html; charset=utf-8")
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := ClassifyCrawled(doc, storyURL, false); got != tc.want {
			t.Errorf("linked headings %v: ClassifyCrawled = %s, want %s", tc.linked, got, tc.want)
		}
	}
}
