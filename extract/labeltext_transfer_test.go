package extract_test

import (
	"context"
	"strings"
	"testing"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors"
	"github.com/bylinehq/byline/selectors/generate"
	"golang.org/x/net/html"
)

// TestLabelHeadlineTextTransfer: a set learned on a page whose h1 opens
// with a label element ("<span class=label>LIVE</span> Headline") reads
// the headline on another page of the site whole, where the h1 holds an
// <em> or a link inside the headline.
func TestLabelHeadlineTextTransfer(t *testing.T) {
	body := `<div class="article-body"><p>The council met on Tuesday to discuss the new budget for the coming year, which includes
more money for schools, roads and the public library that has been closed since the spring floods.</p>
<p>Several members asked for a delay, saying the numbers had arrived too late to be read with care, but the
motion to vote this week was carried by a clear majority after a long debate in the evening session.</p></div>`
	page := func(meta, h1 string) *html.Node {
		doc, err := html.Parse(strings.NewReader(`<html lang="en"><head><title>` + meta + ` | Lake Mirror</title>
<meta property="og:title" content="` + meta + `"><meta property="og:site_name" content="Lake Mirror">
</head><body><article><h1 class="story-title">` + h1 + `</h1>` + body + `</article></body></html>`))
		if err != nil {
			t.Fatal(err)
		}
		return doc
	}
	src := &extract.Page{URL: "https://lakemirror.example/a", Site: "lakemirror.example",
		Doc: page("LIVE: Council votes on the budget for next year", `<span class="label">LIVE</span> Council votes on the budget for next year`)}
	s, err := generate.NewHeuristic().Generate(context.Background(), "lakemirror.example", []*extract.Page{src})
	if err != nil {
		t.Fatal(err)
	}
	set, err := selectors.Compile(s)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("title xpaths: %q", s.Fields[selectors.Title])
	for _, tc := range []struct{ meta, h1, want string }{
		{"Why the library stays closed until spring", `Why the library stays <em>closed</em> until spring`, "Why the library stays closed until spring"},
		{"Council backs the mayor's plan for new roads", `Council backs <a href="/people/mayor">the mayor's</a> plan for new roads`, "Council backs the mayor's plan for new roads"},
	} {
		art, _ := extract.NewApplier().Apply(set, &extract.Page{URL: "https://lakemirror.example/b", Site: "lakemirror.example", Doc: page(tc.meta, tc.h1)})
		if art.Title != tc.want {
			t.Errorf("%s: title = %q, want %q", tc.h1, art.Title, tc.want)
		}
	}
}
