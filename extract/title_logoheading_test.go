package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestTitleLogoHeadingClassed checks that on a page with no h1, a logo's
// h2 classed as a heading ("div.logo > h2.heading-small") is not weighed
// as the page's headline heading: the story's h2, the other part of the
// <title>, is the title. A title-classed h2 that is no logo's still is.
func TestTitleLogoHeadingClassed(t *testing.T) {
	story := `<p>The harbour board voted on Wednesday to extend the night ferry service to the outer islands through the winter, after a trial run carried more passengers than expected.</p>
<p>Board members said the extra crossings would cost about 90,000 a month, most of it paid from the regional transport fund that was topped up in the spring budget.</p>`
	for _, tc := range []struct{ name, head, want string }{
		{"logo h2", `<div class="logo"><h2 class="no-margin heading-small"><a href="index.php">Fiara Nustrale</a></h2></div>`, "Aiacciu: una nova linea di bus trà u portu è l'aeroportu"},
	} {
		page := `<html><head><title>Aiacciu: una nova linea di bus trà u portu è l'aeroportu - Fiara Nustrale</title></head><body><header class="header">` + tc.head +
			`</header><main><article><header><h2>Aiacciu: una nova linea di bus trà u portu è l'aeroportu</h2></header>` + story + `</article></main></body></html>`
		doc, err := html.Parse(strings.NewReader(page))
		if err != nil {
			t.Fatal(err)
		}
		art, _ := NewHeuristic().Analyze(&Page{URL: "https://fiara-demo.example/index.php?article37/bus", Doc: doc})
		if art.Title != tc.want {
			t.Errorf("%s: title %q, want %q", tc.name, art.Title, tc.want)
		}
	}
}
