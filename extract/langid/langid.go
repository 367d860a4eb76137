// Package langid identifies the language of a text the way whatlanggo
// does, with the same trigram profiles and the same ranking, but in a
// fraction of the time: whatlanggo measures a text against every profile
// of its script by looking each of the profile's 300 trigrams up in a map
// of the text's trigrams (about 15,000 string lookups for Latin script,
// whatever the text's length), where langid walks the text's own trigrams
// once through an inverted index of the profiles.
//
// The distances, and so the language and confidence, are whatlanggo's;
// only ties between two languages, which whatlanggo breaks by map order
// (at random), are broken here by profile order.
package langid

//go:generate go run ./internal/gen -o profiles.go

import (
	"cmp"
	"slices"
	"sync"
	"unicode"

	"github.com/abadojack/whatlanggo"
)

// Scripts whose languages are told apart by trigram profiles.
const (
	Latin = iota
	Cyrillic
	Arabic
	Devanagari
	Ethiopic
	Hebrew
)

// whatlanggo's constants.
const (
	maxTrigramDistance = 300
	maxTotalDistance   = 90000
)

type profile struct {
	lang     string // ISO 639-1 code, or 639-3 where there is none
	trigrams []string
}

// posting says that a trigram has rank rank in the profile of language
// lang (an index into profiles[script]).
type posting struct {
	lang uint16
	rank uint16
}

// index is the inverted index of one script's profiles.
type index struct {
	langs    []string
	base     []int // distance of a text sharing no trigram with the profile
	postings map[uint64][]posting
}

var indexes = sync.OnceValue(func() *[len(profiles)]index {
	var ix [len(profiles)]index
	for s, ps := range profiles {
		x := index{postings: map[uint64][]posting{}}
		for l, p := range ps {
			x.langs = append(x.langs, p.lang)
			x.base = append(x.base, maxTrigramDistance*len(p.trigrams))
			for rank, t := range p.trigrams {
				k, ok := key(t)
				if !ok {
					panic("langid: profile trigram " + t + " is not three runes")
				}
				x.postings[k] = append(x.postings[k], posting{uint16(l), uint16(rank)})
			}
		}
		ix[s] = x
	}
	return &ix
})

// key packs a trigram of three runes into 63 bits; keys order as the
// strings do.
func key(t string) (uint64, bool) {
	var k uint64
	n := 0
	for _, r := range t {
		k = k<<21 | uint64(r)
		n++
	}
	return k, n == 3
}

// Detect returns the language of text (an ISO 639-1 code, or 639-3 where
// there is none) and whatlanggo's confidence in it; "" when the text has
// no letters of a script whatlanggo knows.
func Detect(text string) (string, float64) {
	s := detectScript(text)
	switch {
	case s < 0:
		return "", 0
	case scripts[s].profile < 0: // a script of one language
		return code(scripts[s].lang), 1
	}
	return Distances(text, scripts[s].profile).rank()
}

// Languages returns the codes of every language Detect can name by its
// trigrams, as Detect writes them. A language of a script of its own
// (Greek, Korean, ...) is not among them.
func Languages() []string {
	var out []string
	for _, ps := range profiles {
		for _, p := range ps {
			out = append(out, p.lang)
		}
	}
	return out
}

// code is a language's ISO 639-1 code, or its 639-3 one when it has none.
func code(l whatlanggo.Lang) string {
	if c := l.Iso6391(); c != "" {
		return c
	}
	return l.Iso6393()
}

// Result is the distance of a text to every profile of one script, as
// whatlanggo computes it (lower is closer).
type Result struct {
	Langs    []string
	Dist     []int
	Trigrams int // distinct trigrams in the text
}

// Distances measures text against every profile of script (Latin,
// Cyrillic, ...).
func Distances(text string, script int) Result {
	x := &indexes()[script]
	c := counterPool.Get().(*counter)
	defer counterPool.Put(c)
	c.count(text)
	dist := slices.Clone(x.base)
	for pos, t := range c.ranked {
		for _, p := range x.postings[t.key] {
			dist[p.lang] += abs(pos-int(p.rank)) - maxTrigramDistance
		}
	}
	return Result{Langs: x.langs, Dist: dist, Trigrams: len(c.ranked)}
}

// rank picks the closest language and computes whatlanggo's confidence.
func (r Result) rank() (string, float64) {
	switch len(r.Dist) {
	case 0:
		return "", 0
	case 1:
		return r.Langs[0], 1
	}
	first, second := -1, -1
	for i, d := range r.Dist {
		switch {
		case first < 0 || d < r.Dist[first]:
			first, second = i, first
		case second < 0 || d < r.Dist[second]:
			second = i
		}
	}
	score1 := maxTotalDistance - r.Dist[first]
	score2 := maxTotalDistance - r.Dist[second]
	switch {
	case score1 == 0:
		return "", 0
	case score2 == 0:
		// whatlanggo divides integers here.
		return r.Langs[first], min(float64(score1/500), 1)
	}
	rate := float64(score1-score2) / float64(score2)
	confident := 12.0/float64(r.Trigrams) + 0.05
	if rate > confident {
		return r.Langs[first], 1
	}
	return r.Langs[first], rate / confident
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

type trigram struct {
	key   uint64
	count int
}

// counter counts a text's trigrams; pooled to keep its map and slices.
type counter struct {
	counts map[uint64]int
	ranked []trigram
}

var counterPool = sync.Pool{New: func() any { return &counter{counts: map[uint64]int{}} }}

// count fills c.ranked with the text's distinct trigrams, most frequent
// first and, at equal counts, the greater string first: the positions
// whatlanggo gives them. Digits, punctuation, symbols and spaces count as
// a space, letters are lower-cased, the text is followed by a space and
// preceded by one, and trigrams with a space in the middle and at either
// end are skipped, as in whatlanggo.
func (c *counter) count(text string) {
	clear(c.counts)
	c.ranked = c.ranked[:0]
	if text == "" {
		return
	}
	r1, r2 := rune(' '), rune(-1)
	add := func(r3 rune) {
		if r2 < 0 {
			r2 = r3
			return
		}
		if !(r2 == ' ' && (r1 == ' ' || r3 == ' ')) {
			c.counts[uint64(r1)<<42|uint64(r2)<<21|uint64(r3)]++
		}
		r1, r2 = r2, r3
	}
	for _, r := range text {
		add(trigramChar(r))
	}
	add(' ')
	for k, n := range c.counts {
		c.ranked = append(c.ranked, trigram{k, n})
	}
	slices.SortFunc(c.ranked, func(a, b trigram) int {
		if a.count != b.count {
			return cmp.Compare(b.count, a.count)
		}
		return cmp.Compare(b.key, a.key)
	})
}

// trigramChar is whatlanggo's mapping: stop characters become a space,
// everything else is lower-cased.
func trigramChar(r rune) rune {
	switch {
	case stopChar(r):
		return ' '
	case 'A' <= r && r <= 'Z':
		return r + 'a' - 'A'
	case r < 0x80:
		return r
	}
	return unicode.ToLower(r)
}
