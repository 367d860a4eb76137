package crawl

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// oldSimHasher is main's simHasher (before crawl17's rewrite), kept to
// check the rewrite hashes every text alike.
type oldSimHasher struct {
	c      bitCounter
	w      [3]string
	nwords int
}

func (h *oldSimHasher) feed(text string) {
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

func (h *oldSimHasher) word(w string) {
	h.w[0], h.w[1], h.w[2] = h.w[1], h.w[2], w
	if h.nwords++; h.nwords >= 3 {
		h.c.add(oldFnvShingle(h.w[:]))
	}
}

func (h *oldSimHasher) sum() uint64 {
	switch h.nwords {
	case 0:
		return 0
	case 1, 2:
		h.c.add(oldFnvShingle(h.w[3-h.nwords:]))
	}
	return h.c.majority()
}

func oldFnvShingle(words []string) uint64 {
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

func oldSimHashPieces(pieces ...string) uint64 {
	var h oldSimHasher
	for _, p := range pieces {
		h.feed(p)
	}
	return h.sum()
}

func newSimHashPieces(pieces ...string) uint64 {
	var h simHasher
	for _, p := range pieces {
		h.feed(p)
	}
	return h.sum()
}

var simhashDiffCases = []string{
	"", " ", "...", "a", "A", "one two", "One Two", "ONE TWO THREE",
	"one two three four", "Hello, World! 2024-05-01 12:30 UTC",
	"été à Paris — l'Élysée", "Straße STRASSE straße", "İstanbul IŞIK ışık",
	"東京都 2024年 ニュース", "Москва: 12 МАЯ", "مرحبا ١٢٣ بالعالم", "Ｆｕｌｌ ｗｉｄｔｈ １２３",
	"\u212a elvin \u212b", "e\u0301te\u0301 cafe\u0301", "a\xffb c\xc3 d", "x\u00a0y\u2009z",
	"𝐁𝐨𝐥𝐝 𝟏𝟐𝟑", "🙂 emoji 🙂 here", "tab\tnew\nline\r\nend", "a_b-c.d/e:f",
	"ǅungla ǈj ǋ", "ΣΊΣΥΦΟΣ σίσυφος", "3.14 1,000 ½ ² Ⅻ", "\x00\x01 ctrl \x7f",
}

// TestSimHashSameAsBefore: crawl17's rewrite of SimHash gives every text
// the hash main's gave it, whole and fed in pieces.
func TestSimHashSameAsBefore(t *testing.T) {
	for _, s := range simhashDiffCases {
		if got, want := SimHash(s), oldSimHashPieces(s); got != want {
			t.Errorf("SimHash(%q) = %x, main's %x", s, got, want)
		}
	}
	alphabet := []string{"a", "Z", "q", "0", "9", " ", ",", ".", "-", "'", "\n", "é", "É", "ß", "İ", "ı", "K", "\u212a",
		"東", "京", "ю", "Ж", "١", "½", "\u0301", "\u00a0", "🙂", "\xff", "\xc3", "_", "Ǆ", "Σ", "ς", "𝐁", "Ａ", "ﬁ"}
	rng := rand.New(rand.NewPCG(1, 53))
	for n := range 200000 {
		var b strings.Builder
		for range rng.IntN(40) {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		s := b.String()
		if got, want := SimHash(s), oldSimHashPieces(s); got != want {
			t.Fatalf("case %d: SimHash(%q) = %x, main's %x", n, s, got, want)
		}
		// In pieces, as VisibleTextSimHash feeds text nodes.
		cut1, cut2 := rng.IntN(len(s)+1), rng.IntN(len(s)+1)
		if cut1 > cut2 {
			cut1, cut2 = cut2, cut1
		}
		p := []string{s[:cut1], s[cut1:cut2], s[cut2:]}
		if got, want := newSimHashPieces(p...), oldSimHashPieces(p...); got != want {
			t.Fatalf("case %d: pieces %q: %x, main's %x", n, p, got, want)
		}
	}
}

// FuzzSimHashSameAsBefore: go test ./crawl -fuzz FuzzSimHashSameAsBefore.
func FuzzSimHashSameAsBefore(f *testing.F) {
	for _, s := range simhashDiffCases {
		f.Add(s, s)
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		if got, want := newSimHashPieces(a, b), oldSimHashPieces(a, b); got != want {
			t.Fatalf("%q %q: %x, main's %x", a, b, got, want)
		}
	})
}
