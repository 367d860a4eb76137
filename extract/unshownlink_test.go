package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestGoodWeightHiddenLinkText checks that the text of a link only
// screen readers get ("<a><span class=sr-only>Read more: …</span></a>")
// is taken off a paragraph's weight once, as link text, not twice, and
// that no paragraph weighs less than nothing.
func TestGoodWeightHiddenLinkText(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<html><body><p>The council approved the new budget on Monday night. ` +
		`<span class="sr-only">Related coverage from our newsroom:</span> <a href="/budget"><span class="sr-only">What the city budget means for schools and roads this year</span></a></p></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	var bs []*block
	collectBlocks(doc, false, func(b *block) { bs = append(bs, b) })
	if len(bs) != 1 {
		t.Fatalf("%d blocks, want 1", len(bs))
	}
	shown := nonSpaceRunes("The council approved the new budget on Monday night.")
	if w := goodWeight(bs[0]); w < shown {
		t.Errorf("goodWeight = %d (runes %d, links %d, unshown %d), want about %d", w, bs[0].runes, bs[0].links, bs[0].unshown, shown)
	}
}
