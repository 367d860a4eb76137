package bleve

import (
	"bytes"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/char/asciifolding"
	"github.com/blevesearch/bleve/v2/analysis/tokenizer/unicode"
	"golang.org/x/text/unicode/norm"

	"github.com/bylinehq/byline/search"
)

// highlighter marks a query's words in the stored text of a hit. It
// stands in for Bleve's highlighter, which reads word positions from term
// vectors: storing them for every word of every article cost a third of
// the indexing time (search/relevance BenchmarkSearch) for ten hits a
// query. A word matches when it folds (accents, case) to one of the
// query's terms, so "ha noi" marks "Hà Nội".
type highlighter struct {
	terms map[string]bool
	lens  []bool // lens[n-1]: some term is n bytes long
	tok   wordsTokenizer
	fold  analysis.CharFilter
}

// fragmentBytes is about how long a fragment is, and fragmentLead how much
// of it comes before its first match.
const (
	fragmentBytes = 200
	fragmentLead  = 50
	maxFragments  = 3
)

// newHighlighter returns a highlighter of text's words as the folded
// fields analyze them (so stop words are not marked); none when text has
// none.
func (x *Index) newHighlighter(text string) *highlighter {
	an := x.shards.all.Mapping().AnalyzerNamed(foldedAnalyzer)
	if an == nil || strings.TrimSpace(text) == "" {
		return nil
	}
	terms := map[string]bool{}
	for _, t := range an.Analyze([]byte(norm.NFC.String(text))) {
		terms[string(t.Term)] = true
	}
	if len(terms) == 0 {
		return nil
	}
	var lens []bool
	for t := range terms {
		if len(t) > len(lens) {
			lens = append(lens, make([]bool, len(t)-len(lens))...)
		}
		lens[len(t)-1] = true
	}
	return &highlighter{terms: terms, lens: lens, tok: wordsTokenizer{slow: unicode.NewUnicodeTokenizer()}, fold: foldFilter{slow: asciifolding.New()}}
}

// span is a matched word's byte range and folded term.
type span struct {
	start, end int
	term       string
}

// matches returns where the query's words stand in s.
func (h *highlighter) matches(s string) []span {
	var out []span
	var buf []byte
	src := []byte(s)
	// Words are cut as the folded fields cut them, except that a chunk
	// (between white space) whose letters fold to plain ASCII is one word
	// without a trip through the Unicode tokenizer ("Nội," is "noi").
	eachChunk(src, func(start, end int) {
		chunk := src[start:end]
		cs, ce := trimEdgePunct(chunk)
		core := chunk[cs:ce]
		switch ascii, plain := asciiWord(core); {
		case ascii && plain:
			// Most words: no query term has their length, or they
			// are compared lower-cased.
			if len(core) > len(h.lens) || !h.lens[len(core)-1] {
				return
			}
			buf = append(buf[:0], core...)
			for i, c := range buf {
				if 'A' <= c && c <= 'Z' {
					buf[i] = c + 'a' - 'A'
				}
			}
			if h.terms[string(buf)] {
				out = append(out, span{start + cs, start + ce, string(buf)})
			}
			return
		case !ascii:
			if buf = bytes.ToLower(h.fold.Filter(core)); isPlain(buf) {
				if h.terms[string(buf)] {
					out = append(out, span{start + cs, start + ce, string(buf)})
				}
				return
			}
		}
		h.tok.each(chunk, func(t *analysis.Token) {
			buf = bytes.ToLower(h.fold.Filter(t.Term))
			if h.terms[string(buf)] {
				out = append(out, span{start + t.Start, start + t.End, string(buf)})
			}
		})
	})
	return out
}

// asciiWord reports whether b is ASCII, and whether it is ASCII letters
// and digits only (and not empty).
func asciiWord(b []byte) (ascii, plain bool) {
	plain = len(b) > 0
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false, false
		}
		plain = plain && isAlnum(c)
	}
	return true, plain
}

// isPlain reports whether b is ASCII letters and digits only (and not
// empty).
func isPlain(b []byte) bool {
	_, plain := asciiWord(b)
	return plain
}

func isAlnum(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// fragments returns up to n fragments of s as HTML, each about
// fragmentBytes long with the query's words in <mark>, best first: the
// window holding the most distinct words, then the most words. s shorter
// than a fragment is returned whole. No match, no fragment.
func (h *highlighter) fragments(s string, n int) []string {
	if h == nil || s == "" {
		return nil
	}
	ms := h.matches(s)
	if len(ms) == 0 {
		return nil
	}
	if len(s) <= fragmentBytes+fragmentLead {
		return []string{mark(s, 0, len(s), ms)}
	}
	type window struct {
		start, end     int
		first, last    int // matches inside: ms[first:last]
		distinct, hits int
	}
	var ws []window
	for i := range ms {
		start := wordStart(s, max(0, ms[i].start-fragmentLead))
		end := wordEnd(s, min(len(s), start+fragmentBytes))
		last := i
		var seen []string
		for last < len(ms) && ms[last].end <= end {
			if !slices.Contains(seen, ms[last].term) {
				seen = append(seen, ms[last].term)
			}
			last++
		}
		ws = append(ws, window{start, end, i, last, len(seen), last - i})
	}
	slices.SortStableFunc(ws, func(a, b window) int {
		if a.distinct != b.distinct {
			return b.distinct - a.distinct
		}
		return b.hits - a.hits
	})
	var out []string
	var taken []window
	for _, w := range ws {
		if len(out) == n {
			break
		}
		if slices.ContainsFunc(taken, func(t window) bool { return w.start < t.end && t.start < w.end }) {
			continue
		}
		taken = append(taken, w)
		out = append(out, mark(s, w.start, w.end, ms[w.first:w.last]))
	}
	return out
}

// mark is s[start:end] as HTML with the spans in <mark>, and an ellipsis
// where the fragment cuts s.
func mark(s string, start, end int, ms []span) string {
	var b strings.Builder
	if start > 0 {
		b.WriteString("…")
	}
	at := start
	for _, m := range ms {
		if m.start < at || m.end > end {
			continue
		}
		b.WriteString(search.EscapeHTML(s[at:m.start]))
		b.WriteString("<mark>")
		b.WriteString(search.EscapeHTML(s[m.start:m.end]))
		b.WriteString("</mark>")
		at = m.end
	}
	b.WriteString(search.EscapeHTML(s[at:end]))
	if end < len(s) {
		b.WriteString("…")
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// maxWordBytes bounds how far a cut looks for white space: text written
// without spaces (Chinese, Japanese) is cut between characters instead.
const maxWordBytes = 24

// wordStart moves i back to the start of the word it falls in.
func wordStart(s string, i int) int {
	for j := i; j > 0 && i-j < maxWordBytes; j-- {
		if isSpace(s[j-1]) {
			return j
		}
	}
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return i
}

// wordEnd moves i forward to the end of the word it falls in.
func wordEnd(s string, i int) int {
	for j := i; j < len(s) && j-i < maxWordBytes; j++ {
		if isSpace(s[j]) {
			return j
		}
	}
	if i >= len(s) {
		return len(s)
	}
	for i < len(s) && !utf8.RuneStart(s[i]) {
		i++
	}
	return i
}

// isSpace reports ASCII white space; cutting only there keeps fragments
// on UTF-8 boundaries.
func isSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\t' || c == '\r' }
