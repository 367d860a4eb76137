package crawl

import (
	"math/bits"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// SimHash returns a 64-bit SimHash of text over word 3-shingles: texts
// that differ in a few words have hashes a few bits apart, so a rotating
// ad or a changed date line does not count as a change. Words are runs of
// letters and digits of the lower-cased text; a shingle is three words
// joined by spaces (fewer when the text has fewer), hashed with FNV-1a.
// It runs on every fetched page and every extracted article, so shingles
// are hashed in place, without building strings.
func SimHash(text string) uint64 {
	var h simHasher
	h.feed(text)
	return h.sum()
}

// simHasher is SimHash over text fed in pieces; a word ends at the end
// of a piece.
type simHasher struct {
	c      bitCounter
	w      [3]string // the last three words, oldest first
	nwords int
}

// feed adds the words of text, lower-cased. Most text is ASCII: it is
// read byte by byte, and lower-cased only as its shingles are hashed
// (fnvShingle folds A-Z), which gives the bytes strings.ToLower would
// without copying the text; other text is lower-cased first and read
// rune by rune.
func (h *simHasher) feed(text string) {
	for i := 0; i < len(text); i++ {
		if text[i] >= utf8.RuneSelf {
			text = strings.ToLower(text)
			break
		}
	}
	start := -1
	for i := 0; i < len(text); {
		c, size := text[i], 1
		isWord := 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
		if c >= utf8.RuneSelf {
			var r rune
			r, size = utf8.DecodeRuneInString(text[i:])
			isWord = unicode.IsLetter(r) || unicode.IsNumber(r)
		}
		switch {
		case isWord && start < 0:
			start = i
		case !isWord && start >= 0:
			h.word(text[start:i])
			start = -1
		}
		i += size
	}
	if start >= 0 {
		h.word(text[start:])
	}
}

func (h *simHasher) word(w string) {
	h.w[0], h.w[1], h.w[2] = h.w[1], h.w[2], w
	if h.nwords++; h.nwords >= 3 {
		h.c.add(fnvShingle(h.w[:]))
	}
}

func (h *simHasher) sum() uint64 {
	switch h.nwords {
	case 0:
		return 0
	case 1, 2:
		h.c.add(fnvShingle(h.w[3-h.nwords:]))
	}
	return h.c.majority()
}

// bitCounter counts, for each of 64 bit positions, how many added words
// have it set. Eight counts share a uint64 as byte lanes (bit b of every
// byte is one lane group), so an add is eight shifts and adds instead of
// 64; lanes are flushed before they can overflow.
type bitCounter struct {
	lanes   [8]uint64 // lanes[b] byte k counts bit 8k+b
	pending int       // adds in lanes since the last flush
	ones    [64]int   // flushed counts
	n       int       // words added
}

func (c *bitCounter) add(x uint64) {
	const lsb = 0x0101010101010101
	for b := range c.lanes {
		c.lanes[b] += x >> b & lsb
	}
	c.n++
	if c.pending++; c.pending == 255 {
		c.flush()
	}
}

func (c *bitCounter) flush() {
	for b, l := range c.lanes {
		for k := range 8 {
			c.ones[8*k+b] += int(l >> (8 * k) & 0xff)
		}
	}
	c.lanes, c.pending = [8]uint64{}, 0
}

// majority returns the word whose bits are set where more than half of
// the added words have them.
func (c *bitCounter) majority() uint64 {
	c.flush()
	var out uint64
	for i, k := range c.ones {
		if 2*k > c.n {
			out |= 1 << i
		}
	}
	return out
}

// fnvShingle is the 64-bit FNV-1a hash of words joined by single spaces,
// their ASCII capitals read as small letters (see simHasher.feed).
func fnvShingle(words []string) uint64 {
	const (
		offset = 14695981039346656037
		prime  = 1099511628211
	)
	h := uint64(offset)
	for k, word := range words {
		if k > 0 {
			h ^= ' '
			h *= prime
		}
		for j := 0; j < len(word); j++ {
			c := word[j]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			h ^= uint64(c)
			h *= prime
		}
	}
	return h
}

// Hamming returns the number of differing bits between two SimHashes.
func Hamming(a, b uint64) int { return bits.OnesCount64(a ^ b) }

// VisibleText returns the text a reader sees on a page: every text node
// outside <script>, <style>, <noscript>, <template> and <head>, joined
// by spaces. Its SimHash detects pages whose bytes changed but whose text
// did not, before anything is extracted.
func VisibleText(doc *html.Node) string {
	var b strings.Builder
	visibleText(doc, func(text string) {
		b.WriteString(text)
		b.WriteByte(' ')
	})
	return b.String()
}

// VisibleTextSimHash is SimHash(VisibleText(doc)), hashed text node by
// text node without building the page's text: it runs on every fetched
// page. Lower-casing rune by rune, as strings.ToLower does, gives the same
// text piece by piece, and the space after each node ends its last word.
func VisibleTextSimHash(doc *html.Node) uint64 {
	var h simHasher
	visibleText(doc, h.feed)
	return h.sum()
}

// visibleText calls fn with each visible text node's text, in order.
func visibleText(n *html.Node, fn func(text string)) {
	if n.Type == html.ElementNode {
		switch n.DataAtom {
		case atom.Script, atom.Style, atom.Noscript, atom.Template, atom.Head:
			return
		}
	}
	if n.Type == html.TextNode {
		fn(n.Data)
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		visibleText(c, fn)
	}
}
