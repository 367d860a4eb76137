package eval

import (
	"hash/fnv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// isWord is Python's re "\w" on str patterns: letters (Lu Ll Lt Lm Lo),
// numbers (Nd Nl No) and the underscore. Go's regexp \w is ASCII-only.
func isWord(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsNumber(r) }

func isCJK(r rune) bool {
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r) || unicode.Is(unicode.Hangul, r)
}

// Tokens splits text as the spec's body metric does: re.findall(r"\w+").
func Tokens(s string) []string { return tokens(s, false) }

// TokensCJK is Tokens with every Han, Hiragana, Katakana and Hangul
// character a token of its own.
func TokensCJK(s string) []string { return tokens(s, true) }

func tokens(s string, cjk bool) []string {
	var out []string
	start := -1
	for i, r := range s {
		switch {
		case !isWord(r):
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
		case cjk && r >= 0x1100 && isCJK(r):
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
			out = append(out, s[i:i+utf8.RuneLen(r)])
		case start < 0:
			start = i
		}
	}
	if start >= 0 {
		out = append(out, s[start:])
	}
	return out
}

// shingles returns the multiset of token 4-grams (one shingle of all
// tokens when there are fewer than four), keyed by a 64-bit hash of the
// tokens: collisions are vanishingly rare and hashing is much cheaper
// than building strings.
func shingles(tokens []string) map[uint64]int {
	m := map[uint64]int{}
	if len(tokens) == 0 {
		return m
	}
	hs := make([]uint64, len(tokens))
	for i, t := range tokens {
		h := fnv.New64a()
		h.Write([]byte(t))
		hs[i] = h.Sum64()
	}
	combine := func(part []uint64) uint64 {
		x := uint64(len(part))
		for _, h := range part {
			x = (x ^ h) * 0x100000001b3
			x ^= x >> 29
		}
		return x
	}
	if len(hs) < 4 {
		m[combine(hs)]++
		return m
	}
	for i := 0; i+4 <= len(hs); i++ {
		m[combine(hs[i:i+4])]++
	}
	return m
}

// bodyPR is one document's shingle precision and recall, with flags that
// say whether it enters the P and R means.
type bodyPR struct {
	p, r         float64
	inP, inR     bool
	exact        bool
	hasTP, hasFN bool
}

func scoreBody(gold, pred []string) bodyPR {
	g, p := shingles(gold), shingles(pred)
	var tp, fp, fn int
	for k, gc := range g {
		pc := p[k]
		tp += min(gc, pc)
		fn += max(0, gc-pc)
	}
	for k, pc := range p {
		fp += max(0, pc-g[k])
	}
	var s bodyPR
	s.exact = equalTokens(gold, pred)
	s.inP, s.inR = tp+fp > 0, tp+fn > 0
	if fp == 0 && fn == 0 {
		s.p, s.r = 1, 1
		return s
	}
	if tp+fp > 0 {
		s.p = float64(tp) / float64(tp+fp)
	}
	if tp+fn > 0 {
		s.r = float64(tp) / float64(tp+fn)
	}
	return s
}

func equalTokens(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// BodyScore aggregates the Zyte body metric over documents.
type BodyScore struct {
	N               int     `json:"n"`
	P, R, F1, Exact float64 `json:"-"`
	sumP, sumR      float64
	nP, nR, nExact  int
}

func (b *BodyScore) add(s bodyPR) {
	b.N++
	if s.inP {
		b.sumP += s.p
		b.nP++
	}
	if s.inR {
		b.sumR += s.r
		b.nR++
	}
	if s.exact {
		b.nExact++
	}
}

func (b *BodyScore) finish() {
	if b.nP > 0 {
		b.P = b.sumP / float64(b.nP)
	}
	if b.nR > 0 {
		b.R = b.sumR / float64(b.nR)
	}
	if b.P+b.R > 0 {
		b.F1 = 2 * b.P * b.R / (b.P + b.R)
	}
	if b.N > 0 {
		b.Exact = float64(b.nExact) / float64(b.N)
	}
}

// Counts is a confusion count with its derived rates.
type Counts struct {
	TP, FP, FN, TN int
}

// P is precision.
func (c Counts) P() float64 { return ratio(c.TP, c.TP+c.FP) }

// R is recall.
func (c Counts) R() float64 { return ratio(c.TP, c.TP+c.FN) }

// F1 is 2tp/(2tp+fp+fn).
func (c Counts) F1() float64 { return ratio(2*c.TP, 2*c.TP+c.FP+c.FN) }

// Accuracy is (tp+tn)/all.
func (c Counts) Accuracy() float64 { return ratio(c.TP+c.TN, c.TP+c.TN+c.FP+c.FN) }

// N is the number of scored items.
func (c Counts) N() int { return c.TP + c.TN + c.FP + c.FN }

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// isPySpace is Python's str.isspace: Unicode white space plus the
// information separators U+001C..U+001F. Go's \s is ASCII-only.
func isPySpace(r rune) bool { return unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f) }

// normSpace collapses every white-space run to one space and strips, as
// Python's " ".join(s.split()) does.
func normSpace(s string) string { return strings.Join(strings.FieldsFunc(s, isPySpace), " ") }

// scoreSnippets counts with/without snippets found in the body.
func scoreSnippets(c *Counts, with, without []string, body string, hasBody bool) {
	nb := normSpace(body)
	found := func(s string) bool { return hasBody && strings.Contains(nb, normSpace(s)) }
	for _, s := range with {
		if found(s) {
			c.TP++
		} else {
			c.FN++
		}
	}
	for _, s := range without {
		if found(s) {
			c.FP++
		} else {
			c.TN++
		}
	}
}

// scoreDate applies htmldate's scheme to the first 10 characters.
func scoreDate(c *Counts, gold *string, pred string) {
	pred = strings.TrimSpace(pred)
	switch {
	case pred == "" && gold == nil:
		c.TN++
	case pred == "":
		c.FN++
	case gold != nil && first10(pred) == first10(*gold):
		c.TP++
	default:
		c.FP++
	}
}

func first10(s string) string {
	if len(s) > 10 {
		return s[:10]
	}
	return s
}

func normTitle(s string) string { return normSpace(norm.NFKC.String(s)) }

// scoreTitle returns exact match and token F1 for one document.
func scoreTitle(gold, pred string) (exact bool, f1 float64) {
	g, p := normTitle(gold), normTitle(pred)
	if p == "" {
		return false, 0
	}
	exact = g == p
	gt, pt := Tokens(g), Tokens(p)
	if len(gt) == 0 || len(pt) == 0 {
		return exact, 0
	}
	counts := map[string]int{}
	for _, t := range gt {
		counts[t]++
	}
	overlap := 0
	for _, t := range pt {
		if counts[t] > 0 {
			counts[t]--
			overlap++
		}
	}
	if overlap == 0 {
		return exact, 0
	}
	prec, rec := float64(overlap)/float64(len(pt)), float64(overlap)/float64(len(gt))
	return exact, 2 * prec * rec / (prec + rec)
}

var (
	folder     = cases.Fold()
	bylineLead = []string{"by ", "von ", "par "}
)

// NormName normalizes an author name as the spec says.
func NormName(s string) string {
	s = folder.String(norm.NFKC.String(s))
	s = strings.TrimSpace(s)
	for _, p := range bylineLead {
		if strings.HasPrefix(s, p) {
			s = s[len(p):]
			break
		}
	}
	return normSpace(strings.Map(func(r rune) rune {
		if isWord(r) {
			return r
		}
		return ' '
	}, s))
}

func nameSet(names []string) map[string]bool {
	m := map[string]bool{}
	for _, n := range names {
		if k := NormName(n); k != "" {
			m[k] = true
		}
	}
	return m
}

// scoreAuthors adds name-level counts and returns exact-set match.
func scoreAuthors(c *Counts, gold, pred []string) bool {
	g, p := nameSet(gold), nameSet(pred)
	for n := range p {
		if g[n] {
			c.TP++
		} else {
			c.FP++
		}
	}
	for n := range g {
		if !p[n] {
			c.FN++
		}
	}
	if len(g) != len(p) {
		return false
	}
	for n := range g {
		if !p[n] {
			return false
		}
	}
	return true
}
