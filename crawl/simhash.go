package crawl

import (
	"hash/fnv"
	"math/bits"
	"strings"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// SimHash returns a 64-bit SimHash of text over word 3-shingles: texts
// that differ in a few words have hashes a few bits apart, so a rotating
// ad or a changed date line does not count as a change.
func SimHash(text string) uint64 {
	words := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsNumber(r)
	})
	if len(words) == 0 {
		return 0
	}
	var v [64]int
	add := func(s string) {
		h := fnv.New64a()
		h.Write([]byte(s))
		x := h.Sum64()
		for i := range 64 {
			if x&(1<<i) != 0 {
				v[i]++
			} else {
				v[i]--
			}
		}
	}
	if len(words) < 3 {
		add(strings.Join(words, " "))
	}
	for i := 0; i+3 <= len(words); i++ {
		add(words[i] + " " + words[i+1] + " " + words[i+2])
	}
	var out uint64
	for i := range 64 {
		if v[i] > 0 {
			out |= 1 << i
		}
	}
	return out
}

// Hamming returns the number of differing bits between two SimHashes.
func Hamming(a, b uint64) int { return bits.OnesCount64(a ^ b) }

// VisibleText returns the text a reader sees on a page: every text node
// outside <script>, <style>, <noscript>, <template> and <head>, joined
// by spaces. Its SimHash detects pages whose bytes changed but whose text
// did not, before anything is extracted.
func VisibleText(doc *html.Node) string {
	var b strings.Builder
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch n.DataAtom {
			case atom.Script, atom.Style, atom.Noscript, atom.Template, atom.Head:
				return
			}
		}
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
			b.WriteByte(' ')
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return b.String()
}
