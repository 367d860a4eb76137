package selectors

import (
	"errors"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestCostlyXPathStops checks that an XPath whose cost grows with the
// cube of the page (absolute paths nested in predicates, as a model may
// write or a page may inject) stops at its step budget instead of
// running for minutes on every page, and that Costly names it, while
// ordinary XPaths on the same page are untouched.
func TestCostlyXPathStops(t *testing.T) {
	const cubic = "//*[count(//*[count(//*)>1])>1]"
	doc, err := html.Parse(strings.NewReader("<html><body><article><p>Text of the story.</p></article>" +
		strings.Repeat("<div><p>x</p></div>", 400) + "</body></html>"))
	if err != nil {
		t.Fatal(err)
	}
	if ms, err := Select(doc, cubic); !errors.Is(err, ErrTooCostly) {
		t.Fatalf("Select(%s) = %d matches, %v; want ErrTooCostly", cubic, len(ms), err)
	}
	c, err := Compile(&Set{Site: "x", Fields: map[string][]string{
		Title: {"//title", "string(//p)"}, Body: {cubic, "//article"},
	}})
	if err != nil {
		t.Fatal(err)
	}
	d := Prepare(doc)
	if ms := c.EvalDoc(d, Body, 0); len(ms) != 0 {
		t.Errorf("the costly XPath selected %d nodes; want none", len(ms))
	}
	if ms := c.EvalDoc(d, Body, 1); len(ms) != 1 {
		t.Errorf("//article selected %d nodes; want 1", len(ms))
	}
	if ms := c.EvalDoc(d, Title, 1); len(ms) != 1 || ms[0].Value != "Text of the story." {
		t.Errorf("string(//p) = %+v", ms)
	}
	costly := c.Costly(doc)
	if len(costly) != 1 || !strings.HasPrefix(costly[0], "body: XPath 1 ("+cubic+")") || !strings.Contains(costly[0], "too costly") {
		t.Errorf("Costly = %q; want the body's first XPath, and only it", costly)
	}

	// Ordinary XPaths on a page of a megabyte stay well within budget.
	big, err := html.Parse(strings.NewReader("<html><body>" + strings.Repeat(`<div class="teaser x"><ul><li><a href="/a">A headline about things</a></li></ul><p>A paragraph of text with several words.</p></div>`, 8000) + "</body></html>"))
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range []string{"//*[@itemprop='articleBody']", "//*[contains(., 'zzz')]", "//div[contains(@class,'teaser')]//p", "//p[not(ancestor::footer)]", "string(//body)"} {
		if _, err := Select(big, x); err != nil {
			t.Errorf("%s on a large page: %v", x, err)
		}
	}
}

// TestTextReadingXPathIsNotCostly checks that an XPath reading every
// element's text, as models write to find a byline, is not refused on a
// page of few elements and much text (a large inline script): each byte
// is read once per ancestor, which grows with the page's text, not
// faster.
func TestTextReadingXPathIsNotCostly(t *testing.T) {
	doc, err := html.Parse(strings.NewReader("<html><body>" + strings.Repeat("<div>", 10) +
		"<script>window.__DATA__ = {\"items\": [" + strings.Repeat(`{"id": 1, "title": "A headline of the day"},`, 7000) + "]}</script>" +
		"<p>By Ann Example</p>" + strings.Repeat("</div>", 10) + "<article><p>Text.</p></article></body></html>"))
	if err != nil {
		t.Fatal(err)
	}
	c, err := Compile(&Set{Site: "x", Fields: map[string][]string{
		Title: {"//title"}, Authors: {"//*[contains(., 'By ')][not(*)]"}, Body: {"//article"},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if costly := c.Costly(doc); len(costly) > 0 {
		t.Errorf("Costly = %q; want none", costly)
	}
}
