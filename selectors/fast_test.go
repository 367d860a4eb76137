package selectors

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestFastPathMatchesEngine checks that every XPath shape the fast path
// takes selects exactly what the XPath engine selects.
func TestFastPathMatchesEngine(t *testing.T) {
	doc, _ := html.Parse(strings.NewReader(`<html><head>
<meta property="og:title" content="OG"><meta name="author" content="Ann"><meta property="og:title" content="second">
<script type="application/ld+json">{}</script><title>T</title></head><body>
<div class="story  article-body"><h1 class="headline">H</h1><p>x</p></div>
<div class="story-body BodyWrapper-kufPGa x"><p>y</p></div>
<div class="storyx"><p>z</p></div><section id="main" data-testid="body"><time datetime="2026-01-02">d</time></section>
<a rel="author" href="/a">A</a><a rel="author" href="/b">B</a></body></html>`))
	exprs := []string{
		"//h1", "//title", "//meta[@property='og:title']/@content", `//meta[@name="author"]/@content`,
		"//script[@type='application/ld+json']",
		"//div[contains(concat(' ',normalize-space(@class),' '),' story ')]",
		"//div[contains(concat(' ',normalize-space(@class),' '),' article-body ')]//p",
		"//div[contains(concat(' ',normalize-space(@class)),' BodyWrapper-')]",
		"//*[@id='main']", "//section[@data-testid='body' and @id='main']", "//time/@datetime",
		"//a[@rel='author']", "//div[contains(concat(' ',normalize-space(@class),' '),' story ') and contains(concat(' ',normalize-space(@class),' '),' article-body ')]",
	}
	s := &Set{Site: "x", Fields: map[string][]string{Title: exprs, Body: {"//body"}}}
	c, err := Compile(s)
	if err != nil {
		t.Fatal(err)
	}
	d := Prepare(doc)
	fast := 0
	for i, x := range exprs {
		if c.fast[Title][i] != nil {
			fast++
		}
		a, b := c.EvalDoc(d, Title, i), c.Eval(doc, Title, i)
		if len(a) != len(b) {
			t.Errorf("%s: fast %d matches, engine %d", x, len(a), len(b))
			continue
		}
		for j := range a {
			if a[j].Node != b[j].Node || a[j].Value != b[j].Value || a[j].HasValue != b[j].HasValue {
				t.Errorf("%s: match %d differs: %+v vs %+v", x, j, a[j], b[j])
			}
		}
	}
	if fast < len(exprs)-1 {
		t.Errorf("only %d of %d XPaths took the fast path", fast, len(exprs))
	}
}

// TestIndexBelow checks that the run of a document's index below an
// element lists what a new index of the element does, for every
// element, and that RemovedIn finds what Removed does.
func TestIndexBelow(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<html><head><title>T</title></head><body>
	<div id=a><p>x<b>y</b></p><!-- c --><div class="share">s<span>t</span></div>text</div>
	<div id=b><ul><li>1</li><li>2<div class="share">u</div></li></ul></div><p>last</p></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	ix := newIndex(doc)
	for _, n := range ix.all {
		got, ok := ix.below(n)
		if !ok {
			t.Fatalf("below(<%s>) not found", n.Data)
		}
		if want := newIndex(n).all; !slices.Equal(got.all, want) {
			t.Errorf("below(<%s>) lists %d elements, a new index %d", n.Data, len(got.all), len(want))
		}
	}
	if _, ok := ix.below(&html.Node{Type: html.ElementNode, Data: "div"}); ok {
		t.Error("below found an element not in the index")
	}
	c, err := Parse([]byte(`{"site":"a.example","version":1,"fields":{"title":["//title"],"body":["//div"]},
	  "remove":["//div[@class='share']","//span"],"provenance":{"generator":"human"}}`))
	if err != nil {
		t.Fatal(err)
	}
	d := Prepare(doc)
	for _, m := range c.EvalDoc(d, Body, 0) { // builds the document's index
		if got, want := c.RemovedIn(d, m.Node), c.Removed(m.Node); !maps.Equal(got, want) {
			t.Errorf("RemovedIn(<div id=%s>) = %v, Removed %v", attrOf(m.Node, "id"), got, want)
		}
	}
}

// TestIndexSizedByCount checks that countElements counts what newIndex
// lists, below every node of a page with comments, text, a template and
// nested elements, so the index is made at its size and never grows.
func TestIndexSizedByCount(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<!DOCTYPE html><html><head><title>T</title><!-- c --></head><body>
	<div id=a><p>x<b>y</b></p><!-- c --><template><i>t</i></template>text</div><svg><g><path d="M0"/></g></svg>
	<table><tr><td>1</td></tr></table><p>last</p></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		ix := newIndex(n)
		if got, want := countElements(n), len(ix.all); got != want || cap(ix.all) != want {
			t.Errorf("below <%s>: countElements %d, newIndex lists %d in a list of capacity %d", n.Data, got, want, cap(ix.all))
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
}
