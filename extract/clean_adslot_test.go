package extract

import (
	"strings"
	"testing"
)

// TestCleanImageSlotLabel checks that a word labelling a linked picture
// in a box of their own between paragraphs, an ad slot in a language
// Byline has no ad word for, leaves the body (labelsImageSlot), while a
// figure's caption under a linked picture and a short paragraph before a
// picture stay.
func TestCleanImageSlotLabel(t *testing.T) {
	para := `<p>The harbour board voted on Wednesday to extend the night ferry service to the outer islands through the winter, after a trial run carried more passengers than expected.</p>
<p>Board members said the extra crossings would cost about 90,000 a month, most of it paid from the regional transport fund that was topped up in the spring budget.</p>`
	last := `<p>Island residents had asked for the late boats for years, saying the last ferry at six in the evening made it hard to work or study on the mainland.</p>`
	for _, tc := range []struct {
		name, box, line string
		gone            bool
	}{
		{"Ossetian ad slot", `<div class="adv-inline"><span>Хъусинаг</span><a href="/go/14"><img src="/ads/shop.gif" alt=""></a></div>`, "Хъусинаг", true},
		{"caption after the picture", `<div class="pic"><a href="/gallery/7"><img src="/p/ferry.jpg" alt=""></a><span>Sunset</span></div>`, "Sunset", false},
		{"enlargement link", `<div class="pic"><span>Sunset</span><a href="/p/ferry-big.jpg"><img src="/p/ferry.jpg" alt=""></a></div>`, "Sunset", false},
		{"a credit before a logo in a paragraph", `<p><strong>作者︱春春</strong> <a href="/"><img src="/logo.png" alt=""></a></p>`, "春春", false},
		{"paragraph then a picture", `<p>Ferries.</p><a href="/go/14"><img src="/ads/shop.gif" alt=""></a>`, "Ferries.", false},
	} {
		page := `<html><body><article><h1>Harbour ferries run late into winter</h1>` + para + tc.box + last + `</article></body></html>`
		body := heuristicBody(t, page, "https://harbour.example/news/ferries")
		if got := !strings.Contains(body, tc.line); got != tc.gone {
			t.Errorf("%s: line %q gone %v, want %v:\n%s", tc.name, tc.line, got, tc.gone, body)
		}
	}
}
