package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// TestCleanLabelledLinkList checks that a post's tags or categories under
// a label in a language Byline has no word list for leave the body
// (isLabelledLinkList), and that a sentence with links, a label before a
// single headline and a list of long links stay for the rules that
// judge them.
func TestCleanLabelledLinkList(t *testing.T) {
	story := `<p>The harbour board voted on Wednesday to extend the night ferry service to the outer islands through the winter, after a trial run carried more passengers than expected.</p>
<p>Board members said the extra crossings would cost about 90,000 a month, most of it paid from the regional transport fund that was topped up in the spring budget.</p>
<p>Island residents had asked for the late boats for years, saying the last ferry at six in the evening made it hard to work or study on the mainland.</p>`
	more := `<p>The operator will publish the winter timetable next week and expects to hire four more deckhands before the first storms of the season arrive.</p>`
	page := func(tail string) string {
		if strings.HasPrefix(tail, "<p>Recommendations") {
			return `<html><body><article><h1>Harbour ferries run late into winter</h1>` + story + tail + more + `</article></body></html>`
		}
		return `<html><body><article><h1>Harbour ferries run late into winter</h1>` + story + tail + `</article></body></html>`
	}
	for _, tc := range []struct {
		name, tail, line string
		gone             bool
	}{
		{"Wolof tags", `<div class="evo_post_tags">Tag yi: <a href="/tag/tali">tali</a>, <a href="/tag/pikin">Pikin</a></div>`, "Tag yi:", true},
		{"two labelled lists", `<div><small><span>Classificatu in : <a href="?categorie1/attualita">Attualità</a></span> - <span>Tag : <a href="?tag/trasporti">trasporti</a>, <a href="?tag/aiacciu">Aiacciu</a></span></small></div>`, "Classificatu in", true},
		{"a list between paragraphs", `<p>Recommendations: <a href="https://shop.example/eos">Canon EOS M50</a>, <a href="https://shop.example/a7">Sony a7R III</a></p>`, "Recommendations:", false},
		{"a sentence with links", `<p>Timetables: <a href="/t/ferry">ferries</a> and <a href="/t/bus">buses</a> run on the winter plan from Monday.</p>`, "Timetables:", false},
	} {
		body := heuristicBody(t, page(tc.tail), "https://harbour.example/news/ferries")
		if got := !strings.Contains(body, tc.line); got != tc.gone {
			t.Errorf("%s: line %q gone %v, want %v:\n%s", tc.name, tc.line, got, tc.gone, body)
		}
	}
}

// TestIsLabelledLinkListNot checks elements that are no labelled list of
// links: one long link, a label with a figure, words after the links,
// links with no label.
func TestIsLabelledLinkListNot(t *testing.T) {
	for _, frag := range []string{
		`<p>Baca juga: <a href="/news/1">Harbour board names a new chair after a long search</a></p>`,
		`<div>Top 3: <a href="/a">one</a>, <a href="/b">two</a></div>`,
		`<div>Tags: <a href="/a">one</a>, <a href="/b">two</a> and more to come</div>`,
		`<div><a href="/a">one</a>, <a href="/b">two</a></div>`,
		`<div>Ein ganz langer Satz vor den Links: <a href="/a">one</a>, <a href="/b">two</a></div>`,
	} {
		doc, err := html.Parse(strings.NewReader("<html><body>" + frag + "</body></html>"))
		if err != nil {
			t.Fatal(err)
		}
		n := find(doc, func(n *html.Node) bool { return n.DataAtom == atom.P || n.DataAtom == atom.Div })
		if isLabelledLinkList(n) {
			t.Errorf("isLabelledLinkList(%s) = true", frag)
		}
	}
}
