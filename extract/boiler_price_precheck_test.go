package extract

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestPriceElementDigitPrecheck checks that isPriceElement's digit
// pre-check skips no element its full check takes: every element of a
// page of prices, offers and ordinary short lines gets the same answer
// with and without it.
func TestPriceElementDigitPrecheck(t *testing.T) {
	page := `<div><p>$21.00</p><span>€ 49,90</span><p>$89 at Summit Outfitters</p><p>179 € bei MediaMarkt</p>` +
		`<p><b>US$</b> <i>1,299</i></p><p>Shop now</p><p>Holiday Blend</p><a href="/x">R$ 899 na Amazon</a><p>Price: TBA</p>` +
		`<p>1,200 kr</p><p>zł 15</p><p>Read more</p><p>2026</p></div>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	full := func(n *html.Node) bool {
		if n.Type != html.ElementNode || skipTags[n.DataAtom] || textRunes(n, 48) > 48 {
			return false
		}
		t := collapse(Text(n))
		return t != "" && (isBarePrice(t) || isShopOffer(t))
	}
	var elements []*html.Node
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			elements = append(elements, n)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	prices := 0
	for _, n := range elements {
		if blockOrList(n) {
			continue
		}
		if got, want := isPriceElement(n), full(n); got != want {
			t.Errorf("isPriceElement(<%s>%q) = %v, full check %v", n.Data, Text(n), got, want)
		}
		if isPriceElement(n) {
			prices++
		}
	}
	if prices < 5 {
		t.Errorf("%d price elements, want the page's prices found", prices)
	}
}

// blockOrList reports the tags isPriceElement refuses before its checks.
func blockOrList(n *html.Node) bool {
	switch n.Data {
	case "td", "th", "li", "dd", "dt", "table", "tr", "ul", "ol", "dl":
		return true
	}
	return false
}

// TestOrgTailShortNamesUntouched checks cutOrgTails' shortcut: a name of
// two words keeps both even beside an organization author it ends with.
func TestOrgTailShortNamesUntouched(t *testing.T) {
	if hasOrgTailRoom("Ana Lúcia") || !hasOrgTailRoom("Michael Tremblay CP") {
		t.Fatal("hasOrgTailRoom counts words wrong")
	}
}

// TestPriceElementsOneWalk checks that priceElements, which sums each
// element's runes and digits from its children's in one walk, finds
// what findAll(n, isPriceElement) finds, in the same order, below every
// element of the held-out pages and of a page of prices: nested prices,
// prices in cells and lists, hidden and unread elements, long boxes.
func TestPriceElementsOneWalk(t *testing.T) {
	pages, _ := filepath.Glob(filepath.Join("testdata", "heldout", "pages", "*.html"))
	raws := [][]byte{[]byte(`<div class="card"><div><span>$21.00</span> <span>€ 49,90</span></div><p>$89 at Summit Outfitters</p>` +
		`<p><b>US$</b> <i>1,299</i><!-- 12 --></p><ul><li>$5</li></ul><table><tr><td>$7</td></tr></table><p>Price: TBA</p>` +
		`<p><script>var x = 1;</script>$4.99</p><p><button>12</button>€3</p><p>` + strings.Repeat("word ", 12) + `$1</p>` +
		`<p>1,200 kr<span hidden>9</span></p><div><p>zł 15</p></div></div>`)}
	for _, p := range pages[:min(len(pages), 200)] {
		raw, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		raws = append(raws, raw)
	}
	found := 0
	for i, raw := range raws {
		doc, _, err := ParseHTML(raw, "")
		if err != nil {
			t.Fatal(err)
		}
		var walk func(*html.Node)
		walk = func(n *html.Node) {
			got, want := priceElements(n), findAll(n, isPriceElement)
			if !slices.Equal(got, want) {
				t.Errorf("page %d, below <%s>: priceElements found %d, findAll %d", i, n.Data, len(got), len(want))
			}
			if n.Parent == nil {
				found += len(want)
			}
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				walk(c)
			}
		}
		walk(doc)
	}
	if found < 8 {
		t.Errorf("%d price elements in all: the comparison tests little", found)
	}
}
