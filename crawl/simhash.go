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

// The 64-bit FNV-1a parameters.
const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// simHasher is SimHash over text fed in pieces; a word ends at the end
// of a piece.
//
// Each word is in three shingles, as their third, second and first word.
// The hasher reads a word once and hashes it into the three at the same
// time, as it finds the word's bytes: hashing each shingle anew from its
// words (each word read three more times, one multiplication waiting for
// the last) was 5 % of a crawl's CPU, SimHash being run on every fetched
// page's visible text and every extracted article (BenchmarkCrawlVsColly
// profile).
type simHasher struct {
	c bitCounter
	// one and two are the FNV-1a hashes of the shingles of one and two
	// words that end with the last word read.
	one, two uint64
	nwords   int
}

// wordBytes maps an ASCII letter or digit to the byte it is hashed as
// (capitals to small letters), and other ASCII bytes to 0.
var wordBytes = func() (t [utf8.RuneSelf]byte) {
	for c := byte('0'); c <= '9'; c++ {
		t[c] = c
	}
	for c := byte('a'); c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = c, c
	}
	return t
}()

// feed adds the words of text, lower-cased. Most text is ASCII: it is
// read byte by byte, capitals hashed as small letters (wordBytes), which
// gives the bytes strings.ToLower would without copying the text; other
// text is lower-cased first and read rune by rune.
func (h *simHasher) feed(text string) {
	for i := 0; i < len(text); i++ {
		if text[i] >= utf8.RuneSelf {
			text = strings.ToLower(text)
			break
		}
	}
	// three, two and one hash the shingles of three, two and one words
	// ending with the word being read, its bytes so far.
	var three, two, one uint64
	in := false
	for i := 0; i < len(text); {
		c := text[i]
		if c < utf8.RuneSelf {
			i++
			b := wordBytes[c]
			if b == 0 {
				if in {
					h.word(three, two, one)
					in = false
				}
				continue
			}
			if !in {
				three, two, one = h.start()
				in = true
			}
			three = (three ^ uint64(b)) * fnvPrime
			two = (two ^ uint64(b)) * fnvPrime
			one = (one ^ uint64(b)) * fnvPrime
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		if !unicode.IsLetter(r) && !unicode.IsNumber(r) {
			if in {
				h.word(three, two, one)
				in = false
			}
			i += size
			continue
		}
		if !in {
			three, two, one = h.start()
			in = true
		}
		for end := i + size; i < end; i++ {
			b := uint64(text[i])
			three = (three ^ b) * fnvPrime
			two = (two ^ b) * fnvPrime
			one = (one ^ b) * fnvPrime
		}
	}
	if in {
		h.word(three, two, one)
	}
}

// start returns the hashes a new word's shingles of three, two and one
// words start from: the last word's shingles of two and one words and a
// space, and nothing.
func (h *simHasher) start() (three, two, one uint64) {
	return (h.two ^ ' ') * fnvPrime, (h.one ^ ' ') * fnvPrime, fnvOffset
}

// word ends a word whose shingles of three, two and one words hash to
// three, two and one.
func (h *simHasher) word(three, two, one uint64) {
	h.two, h.one = two, one
	if h.nwords++; h.nwords >= 3 {
		h.c.add(three)
	}
}

func (h *simHasher) sum() uint64 {
	switch h.nwords {
	case 0:
		return 0
	case 1:
		h.c.add(h.one)
	case 2:
		h.c.add(h.two)
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
