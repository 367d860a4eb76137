package extract_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors"
	"github.com/bylinehq/byline/selectors/generate"
	"golang.org/x/net/html"
)

// TestSiteAccountBylineTransfer: a set learned from a page whose
// reporter's byline opens the text ("By Jane Doe" in the first
// paragraph, the site's own account in the metadata) reads the entry's
// paragraphs and bold runs; on another page of the site it must take
// only one that opens with a byline word, not a dateline, a subhead or
// a person named in the story.
func TestSiteAccountBylineTransfer(t *testing.T) {
	body := `<p>The council met on Tuesday to discuss the new budget for the coming year, which includes
more money for schools, roads and the public library that has been closed since the spring floods.</p>
<p>Several members asked for a delay, saying the numbers had arrived too late to be read with care, but the
motion to vote this week was carried by a clear majority after a long debate in the evening session.</p>`
	page := func(first string) *html.Node {
		doc, err := html.Parse(strings.NewReader(`<html lang="en"><head><title>Milk glut &#8211; The Lake Mirror</title>
<meta property="og:site_name" content="The Lake Mirror"><meta name="author" content="The Lake Mirror">
<script type="application/ld+json">{"@type":"NewsArticle","author":{"@type":"Person","name":"The Lake Mirror"}}</script>
</head><body><article><h1>Milk glut</h1><div class="entry-meta"><span class="posted-by author"><a href="/author/admin/" rel="author">The Lake Mirror</a></span></div>
<div class="entry-content">` + first + body + `</div></article></body></html>`))
		if err != nil {
			t.Fatal(err)
		}
		return doc
	}
	src := &extract.Page{URL: "https://lakemirror.example/a", Site: "lakemirror.example", Doc: page(`<p><strong>By Jane Doe</strong></p>`)}
	s, err := generate.NewHeuristic().Generate(context.Background(), "lakemirror.example", []*extract.Page{src})
	if err != nil {
		t.Fatal(err)
	}
	set, err := selectors.Compile(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ first, want string }{
		{`<p><strong>By Tom Lee</strong></p>`, "Tom Lee"},
		{`<p>NAIROBI, Kenya</p>`, "The Lake Mirror"},
		{`<p>Milk prices fell again across the region this week as farmers delivered more milk than the processors could take in.</p><p><strong>Kenya Dairy Board</strong></p>`, "The Lake Mirror"},
		{`<p><strong>Peter Kamau</strong>, a farmer in Nyeri, says his cows now give more milk than he can sell.</p>`, "The Lake Mirror"},
	} {
		art, _ := extract.NewApplier().Apply(set, &extract.Page{URL: "https://lakemirror.example/b", Site: "lakemirror.example", Doc: page(tc.first)})
		if !slices.Equal(art.Authors, []string{tc.want}) {
			t.Errorf("%s: authors = %q, want %q", tc.first, art.Authors, tc.want)
		}
	}
}
