package extract

import (
	"errors"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestParseHTMLDeepNesting(t *testing.T) {
	paras := "<p>First paragraph of the story.</p><p>Second paragraph of the story.</p>"
	tests := []struct{ name, page string }{
		// A comment section that never closes its <div>s, then the text.
		{"unclosed divs", "<html><body>" + strings.Repeat("<div class=c>comment ", 2000) + paras + "</body></html>"},
		{"unclosed font", "<html><body>" + strings.Repeat("<font size=2>x ", 3000) + paras},
		{"nested lists", "<html><body>" + strings.Repeat("<ul><li>item ", 1500) + paras},
		{"nested tables", "<html><body>" + strings.Repeat("<table><tr><td>cell ", 800) + paras + strings.Repeat("</td></tr></table>", 800)},
		{"closed, but deep", "<html><body>" + strings.Repeat("<div>", 5000) + paras + strings.Repeat("</div>", 5000) + "<p>After.</p>"},
		// After a <div> is closed early, its own end tag must not count
		// as closing what was opened since (the <label>s stay open).
		{"end tags of elements closed early", "<html><body>" + strings.Repeat("<div>", 300) + strings.Repeat("<span><label>x</span>", 1000) + strings.Repeat("<div>", 300) + paras},
		// The parser ignores the "/" of a non-void HTML element, but
		// not in SVG.
		{"self-closed divs", "<html><body>" + strings.Repeat("<div/>", 700) + paras},
		{"self-closed SVG elements", "<html><body><svg>" + strings.Repeat("<g/>", 2000) + "</svg>" + strings.Repeat("<div>", 600) + paras},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := html.Parse(strings.NewReader(tc.page)); err == nil {
				t.Fatal("html.Parse accepts the page: the test shows nothing")
			}
			doc, _, err := ParseHTML([]byte(tc.page), "")
			if err != nil {
				t.Fatalf("ParseHTML: %v", err)
			}
			ps := findAll(doc, func(n *html.Node) bool { return n.Data == "p" })
			var got []string
			for _, p := range ps {
				got = append(got, innerText(p))
			}
			if !strings.Contains(strings.Join(got, "|"), "First paragraph of the story.|Second paragraph of the story.") {
				t.Errorf("paragraphs %q, want both story paragraphs apart", got)
			}
			if depth := maxDepth(doc); depth > 512 {
				t.Errorf("DOM %d deep", depth)
			}
		})
	}
}

// TestFlattenDeepKeepsText checks that flattening changes nesting only:
// the text of a page the parser accepts is the same, in the same order.
func TestFlattenDeepKeepsText(t *testing.T) {
	pages := []string{
		"<html><body>" + strings.Repeat("<div><span>a ", 200) + "<p>end</p>" + strings.Repeat("</span></div>", 200) + "tail</body></html>",
		"<table>" + strings.Repeat("<tr><td>x<td>y", 100) + "</table><ul>" + strings.Repeat("<li>i", 100) + "</ul>",
		"<p>one<p>two<b>bold<i>both</b>italic</i><p>three",
	}
	for i, page := range pages {
		want := textOf(t, page)
		for _, limit := range []int{256, 64, 8} {
			flat := string(flattenDeep([]byte(page), limit))
			if got := textOf(t, flat); got != want {
				t.Errorf("page %d, limit %d: text %q, want %q", i, limit, got, want)
			}
		}
	}
	if page := pages[0]; string(flattenDeep([]byte(page), 512)) != page {
		t.Error("a page within the limit was changed")
	}
}

func textOf(t *testing.T, page string) string {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	return strings.Join(strings.Fields(innerText(doc)), " ")
}

func maxDepth(n *html.Node) int {
	d := 0
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		d = max(d, maxDepth(c))
	}
	return d + 1
}

// FuzzParseHTMLDeep checks that ParseHTML parses any UTF-8 page,
// however deep, as browsers do; only binary data is refused.
func FuzzParseHTMLDeep(f *testing.F) {
	f.Add(strings.Repeat("<div><b>", 400))
	f.Add("<table><tr><td>" + strings.Repeat("<table><td>x", 300))
	f.Add("<svg>" + strings.Repeat("<g>", 600) + "</svg>")
	f.Add(strings.Repeat("<ul><li><p><i>", 200))
	f.Fuzz(func(t *testing.T, page string) {
		if _, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8"); err != nil && !errors.Is(err, ErrNotText) {
			t.Error(err)
		}
	})
}
