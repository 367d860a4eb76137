package extract

import (
	"bytes"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// ---- reference copies of main's code ----

func oldTagEnd(b []byte, i int) int {
	named := false
	for k := i; k < len(b); k++ {
		c := b[k]
		switch {
		case c == '>':
			return k + 1
		case isTagSpace(c):
		case c == '/':
			named = false
		case c == '=' && named:
			named = false
			k++
			for k < len(b) && isTagSpace(b[k]) {
				k++
			}
			if k == len(b) {
				return -1
			}
			switch b[k] {
			case '"', '\'':
				q := bytes.IndexByte(b[k+1:], b[k])
				if q < 0 {
					return -1
				}
				k += q + 1
			case '>':
				return k + 1
			default:
				for k < len(b) && !isTagSpace(b[k]) && b[k] != '>' {
					k++
				}
				k--
			}
		default:
			named = true
		}
	}
	return -1
}

func oldCollapseInPlace(b []byte) []byte {
	w, start := 0, -1
	for i := 0; i <= len(b); {
		space, size := true, 1
		if i < len(b) {
			if c := b[i]; c < utf8.RuneSelf {
				space = c == ' ' || '\t' <= c && c <= '\r'
			} else {
				space, size = spaceRune(b[i:])
			}
		}
		switch {
		case !space && start < 0:
			start = i
		case space && start >= 0:
			if w > 0 {
				b[w] = ' '
				w++
			}
			w += copy(b[w:], b[start:i])
			start = -1
		}
		i += size
	}
	return b[:w]
}

func oldIsPriceElement(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Td, atom.Th, atom.Li, atom.Dd, atom.Dt, atom.Table, atom.Tr, atom.Ul, atom.Ol, atom.Dl:
		return false
	}
	if skipTags[n.DataAtom] || textRunes(n, 48) > 48 || !textHasDigit(n) {
		return false
	}
	t := collapse(Text(n))
	return t != "" && (isBarePrice(t) || isShopOffer(t))
}

func oldClassGroups(a *analysis) map[slot]int {
	type group struct {
		members int
		seen    map[string]bool
		prose   int
	}
	groups := map[slot]*group{}
	of := map[*html.Node]*group{}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode || skipTags[c.DataAtom] {
				continue
			}
			if k, ok := slotKey(c); ok {
				g := groups[k]
				if g == nil {
					g = &group{}
					groups[k] = g
				}
				g.members++
				of[c] = g
			}
			walk(c)
		}
	}
	walk(a.body)
	for _, b := range a.blocks {
		w := goodWeight(b)
		if w == 0 {
			continue
		}
		t := b.text()
		for p := b.owner; p != nil && p != a.body; p = p.Parent {
			g := of[p]
			if g == nil || g.members < 2 {
				continue
			}
			if g.seen == nil {
				g.seen = map[string]bool{}
			}
			if !g.seen[t] {
				g.seen[t] = true
				g.prose += w
			}
		}
	}
	out := map[slot]int{}
	for k, g := range groups {
		if g.members > 1 && g.prose > 0 {
			out[k] = g.prose
		}
	}
	return out
}

// ---- generators ----

var randTagPieces = []string{" ", "\t", "\n", "\v", "\f", "\r", "a", "data-x", "=", "==", "\"", "'", "\"v>w\"", "'x y'", "/", "/>", ">", "<", "v",
	"é", "\x00", "\xff", "\u00a0", "\u3000", "CLASS", "=\"", "='", "= ", " =", "`", "&amp;", "\x85", "\u2028"}

func randTag(r *rand.Rand) []byte {
	var b strings.Builder
	for range r.IntN(20) {
		b.WriteString(randTagPieces[r.IntN(len(randTagPieces))])
	}
	return []byte(b.String())
}

var randTextPieces = []string{" ", "  ", "\t", "\n", "\v", "\f", "\r", "\x1c", "\x1f", "\u00a0", "\u3000", "\u2028", "\u0085", "\x85", "\xff", "\xe2\x80",
	"\u200b", "\ufeff", "a", "bc", "é", "日本", "\u1680", "\u180e", "\u2000", "\u205f", "\U0001F600"}

func randText(r *rand.Rand) string {
	var b strings.Builder
	for range r.IntN(16) {
		b.WriteString(randTextPieces[r.IntN(len(randTextPieces))])
	}
	return b.String()
}

var randOpen = []string{"div", "p", "span", "b", "li", "ul", "td", "table", "button", "script", "style", "template", "noscript", "svg", "a", "DIV", "Span",
	"textarea", "select", "option", "h2", "figure", "section", "x-price", "math", "iframe"}
var randClasses = []string{"", "card", "price", "card ", " card", "card\tx", "card\u00a0x", "CARD", "price  tag", "\n", "c\u3000d", "x"}
var randTexts = []string{"$21.00", "€ 49,90", "$89 at Summit Outfitters", "US$", "1,299", "Shop now", "Buy at Amazon", "12", "€3", "zł 15", "1,200 kr",
	"Price: TBA", "word ", strings.Repeat("word ", 12), strings.Repeat("x", 48), strings.Repeat("x", 49), strings.Repeat("é", 47) + "1",
	strings.Repeat("日", 49) + "5", "  $5  ", "\u00a0$5\u00a0", "£9.99", "¥1000", "₹499", "9", "A paragraph of the story that is long enough to count in the scoring.",
	"Embedded content blocked here.", "<!-- 12 -->", "$", "1", " ", "\u3000$7\u3000", "US$ 4.99", "5 €", "Kaufen", "In den Warenkorb"}

func randHTML(r *rand.Rand, depth int) string {
	var b strings.Builder
	for range r.IntN(5) {
		switch k := r.IntN(4); {
		case k < 2 || depth > 5:
			b.WriteString(randTexts[r.IntN(len(randTexts))])
		default:
			tag := randOpen[r.IntN(len(randOpen))]
			b.WriteString("<" + tag)
			if c := randClasses[r.IntN(len(randClasses))]; c != "" || r.IntN(3) == 0 {
				b.WriteString(` class="` + c + `"`)
			}
			if r.IntN(6) == 0 {
				b.WriteString(" hidden")
			}
			b.WriteString(">")
			b.WriteString(randHTML(r, depth+1))
			if r.IntN(8) != 0 {
				b.WriteString("</" + tag + ">")
			}
		}
	}
	return b.String()
}

// ---- differential tests ----

func TestTagEndMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		tag := randTag(r)
		for i := 0; i <= len(tag); i++ {
			if got, want := tagEnd(tag, i), oldTagEnd(tag, i); got != want {
				t.Fatalf("tagEnd(%q, %d) = %d, old %d", tag, i, got, want)
			}
		}
	}
	// every single and double byte
	for a := 0; a < 256; a++ {
		for c := 0; c < 256; c++ {
			for _, s := range [][]byte{{byte(a), byte(c)}, {'x', byte(a), byte(c), '>'}, {byte(a), '=', byte(c), '>'}, {' ', byte(a), byte(c), ' ', '>'}} {
				for i := 0; i <= len(s); i++ {
					if got, want := tagEnd(s, i), oldTagEnd(s, i); got != want {
						t.Fatalf("tagEnd(%q, %d) = %d, old %d", s, i, got, want)
					}
				}
			}
		}
	}
}

func FuzzTagEnd(f *testing.F) {
	f.Add([]byte(` class="a>b" id='x' data-v=1>`))
	f.Add([]byte(`='>`))
	f.Fuzz(func(t *testing.T, b []byte) {
		for i := 0; i <= len(b); i++ {
			if got, want := tagEnd(b, i), oldTagEnd(b, i); got != want {
				t.Fatalf("tagEnd(%q, %d) = %d, old %d", b, i, got, want)
			}
		}
	})
}

func TestCollapseMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	check := func(s string) {
		got := string(collapseInPlace([]byte(s)))
		want := string(oldCollapseInPlace([]byte(s)))
		if got != want {
			t.Fatalf("collapseInPlace(%q) = %q, old %q", s, got, want)
		}
	}
	for range 200000 {
		check(randText(r))
	}
	check(strings.Repeat(" a\u3000b\t", 100000))
	for a := 0; a < 256; a++ {
		for c := 0; c < 256; c++ {
			check(string([]byte{byte(a), byte(c)}))
			check(string([]byte{'x', byte(a), ' ', byte(c), 'y'}))
		}
	}
	for rn := rune(0); rn <= utf8.MaxRune; rn++ {
		check("a" + string(rn) + "b")
	}
}

func FuzzCollapse(f *testing.F) {
	f.Add("a \u00a0 b\u3000")
	f.Fuzz(func(t *testing.T, s string) {
		got := string(collapseInPlace([]byte(s)))
		want := string(oldCollapseInPlace([]byte(s)))
		if got != want {
			t.Fatalf("collapseInPlace(%q) = %q, old %q", s, got, want)
		}
	})
}

func revCheckPrices(t *testing.T, src string) int {
	doc, err := html.Parse(strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		got, want := priceElements(n), findAll(n, oldIsPriceElement)
		if !slices.Equal(got, want) {
			t.Fatalf("%q below <%s>: priceElements %d, old findAll %d", src, n.Data, len(got), len(want))
		}
		if n.Parent == nil {
			found += len(want)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	// affiliateCards' use
	return found
}

func TestPriceElementsMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	found := 0
	for range 20000 {
		found += revCheckPrices(t, randHTML(r, 0))
	}
	t.Logf("%d prices", found)
}

func FuzzPriceElements(f *testing.F) {
	f.Add(`<div><span>$21.00</span><button>9</button>` + strings.Repeat("x", 60) + `</div>`)
	f.Fuzz(func(t *testing.T, s string) { revCheckPrices(t, s) })
}

func revCheckGroups(t *testing.T, src string) int {
	doc, _, err := ParseHTML([]byte(src), "")
	if err != nil {
		return 0
	}
	a := collectSubtree(doc)
	got, want := a.classGroups(), oldClassGroups(a)
	if !maps.Equal(got, want) {
		t.Fatalf("%q: classGroups %v, old %v", src, got, want)
	}
	return len(got)
}

func TestClassGroupsMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	n := 0
	for range 10000 {
		if revCheckGroups(t, randHTML(r, 0)) > 0 {
			n++
		}
	}
	t.Logf("%d with groups", n)
}

func FuzzClassGroups(f *testing.F) {
	f.Add(`<div class="x"><p class="p">Embedded content blocked here.</p></div><div class="x"><p class="p">Another long paragraph of text here.</p></div>`)
	f.Fuzz(func(t *testing.T, s string) { revCheckGroups(t, s) })
}

func TestRawTextName(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	names := []string{"style", "title", "textarea", "xmp", "iframe", "noembed", "noframes", "noscript", "script", "plaintext"}
	for range 100000 {
		n := []byte(names[r.IntN(len(names))])
		for i := range n {
			if r.IntN(2) == 0 {
				n[i] -= 'a' - 'A'
			}
		}
		if r.IntN(10) == 0 {
			n = append(n, randTextPieces[r.IntN(len(randTextPieces))]...)
		}
		if got, want := rawTextName(n), string(bytes.ToLower(n)); got != want {
			t.Fatalf("rawTextName(%q) = %q, want %q", n, got, want)
		}
	}
}

var revProse = []string{"A paragraph of the story that is long enough to count, with commas, and a full stop at the end.",
	"Embedded content blocked here.", "Another sentence of the article, which says what happened in the town yesterday evening.",
	"Ein Absatz der Geschichte, der lang genug ist, um gezählt zu werden, mit Kommas und einem Punkt.",
	"这是一个足够长的段落，用于计算文本的权重，它包含标点符号和句号。这是一个足够长的段落。", "Share", "Read more", "x"}

func revGroupsHTML(r *rand.Rand, depth int) string {
	var b strings.Builder
	for range 1 + r.IntN(4) {
		if depth > 3 || r.IntN(3) == 0 {
			b.WriteString("<p")
			if r.IntN(2) == 0 {
				b.WriteString(` class="` + randClasses[r.IntN(len(randClasses))] + `"`)
			}
			b.WriteString(">" + revProse[r.IntN(len(revProse))] + "</p>")
			continue
		}
		tag := []string{"div", "section", "DIV", "template", "noscript", "article", "aside", "button"}[r.IntN(8)]
		b.WriteString("<" + tag + ` class="` + randClasses[r.IntN(len(randClasses))] + `">`)
		b.WriteString(revGroupsHTML(r, depth+1))
		b.WriteString("</" + tag + ">")
	}
	return b.String()
}

func TestClassGroupsProse(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	n := 0
	for range 5000 {
		if revCheckGroups(t, "<html><body>"+revGroupsHTML(r, 0)+"</body></html>") > 0 {
			n++
		}
	}
	t.Logf("%d with groups", n)
	if n < 1000 {
		t.Errorf("only %d", n)
	}
}
