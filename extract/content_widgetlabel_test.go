package extract

import (
	"strings"
	"testing"
)

// TestBodyDropsWidgetLabel checks that a short label amid the text over a
// shop's product card ("Shop the story:" over a title, a price and "Add
// to cart") goes with the card, while a label over what the body keeps
// (a list), over a list of links it drops (the corpus gold keeps "Also
// read:") or over a picture whose only text is its buttons' stays.
func TestBodyDropsWidgetLabel(t *testing.T) {
	para := func(s string) string {
		return "<p>" + strings.Repeat(s+" ", 3) + "</p>"
	}
	page := func(label, next string) string {
		return `<!doctype html><html lang="en"><head><title>The picture book has arrived</title></head><body><main><article>` +
			`<h1>The picture book has arrived</h1>` +
			para("The first picture book written in Manx by a Ramsey pupil is now on our shelves and ready to post to readers.") +
			para("Her grandmother painted the pictures over the long summer holidays, and a small press in Peel printed it.") +
			`<p><strong>` + label + `</strong></p>` + next +
			para("Aalin will be signing copies in the shop on Saturday from eleven, and she will explain her favourite word.") +
			para("A share of every sale goes to the language playgroups in the north of the island, the shop said this week.") +
			`</article></main></body></html>`
	}
	const card = `<div class="product-card-wrapper"><a href="/products/book">The picture book (hardback)</a> <span class="price-item">£12.99</span> <button class="quick-add__submit">Add to cart</button></div>`
	for _, tc := range []struct {
		name, label, next string
		kept              bool
	}{
		{"label over a product card", "Shop the story:", card, false},
		// Must not fire.
		{"label over a kept list", "What you need:", `<ul><li>A warm coat for the walk up the hill to the shop</li><li>A pen to have your copy signed by the young author</li></ul>`, true},
		{"label over a dropped link list", "Also read:", `<ul><li><a href="/blogs/news/posting-dates">Christmas posting dates</a></li><li><a href="/blogs/news/calendar">The calendar is back</a></li></ul>`, true},
		{"label over a picture with buttons", "Here is the cover:", `<div class="captioned-image-container"><figure><img src="/cover.jpg" alt=""><button class="expand">⤢</button></figure></div>`, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			art, _ := analyzePage(t, NewHeuristic(), "https://shop.example.im/blogs/news/book", page(tc.label, tc.next))
			if got := strings.Contains(art.Body, tc.label); got != tc.kept {
				t.Errorf("body holds %q: %v, want %v\n%s", tc.label, got, tc.kept, art.Body)
			}
		})
	}
}
