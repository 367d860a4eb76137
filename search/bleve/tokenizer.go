package bleve

import (
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/lang/cjk"
	"github.com/blevesearch/bleve/v2/analysis/tokenizer/unicode"
	"github.com/blevesearch/bleve/v2/registry"
)

// wordsTokenizerName is the tokenizer of the folded fields: Bleve's
// Unicode (UAX #29) word tokenizer with a fast path for plain ASCII
// words. The folded fields see text after accent folding, where nearly
// every Latin-script word is ASCII letters and digits; segmenting those
// with the full Unicode state machine took 15 % of indexing CPU time
// (search/relevance BenchmarkSearch). The tokens are the same as the
// Unicode tokenizer's (TestWordsTokenizerMatchesUnicode, FuzzWordsTokenizer).
const wordsTokenizerName = "byline_words"

func init() {
	// Bleve finds analysis components by name in its registry; this is
	// how a custom one is added.
	if err := registry.RegisterTokenizer(wordsTokenizerName, func(map[string]interface{}, *registry.Cache) (analysis.Tokenizer, error) {
		return wordsTokenizer{slow: unicode.NewUnicodeTokenizer()}, nil
	}); err != nil {
		panic(err)
	}
	registered := map[string]bool{}
	for _, name := range stemAnalyzers {
		if !registered[name] {
			registered[name] = true
			if err := registry.RegisterAnalyzer(wordsAnalyzerName(name), wordsAnalyzer(name)); err != nil {
				panic(err)
			}
		}
	}
}

// wordsAnalyzerName names Bleve's analyzer name (a language's stemming
// analyzer) with the words tokenizer in place of the Unicode one.
func wordsAnalyzerName(name string) string { return "byline_words_" + name }

// wordsAnalyzer makes Bleve's analyzer name with the words tokenizer:
// the same tokens, so the same terms, found faster (BenchmarkStemAnalyzers:
// 1.8× for English, 1.2× for German, French and Russian). CJK text has
// no ASCII words to take the fast path and the words tokenizer only adds
// its chunking (0.8×), so the CJK analyzer is kept as it is, as is one
// that does not start with the Unicode tokenizer.
func wordsAnalyzer(name string) registry.AnalyzerConstructor {
	return func(_ map[string]interface{}, cache *registry.Cache) (analysis.Analyzer, error) {
		a, err := cache.AnalyzerNamed(name)
		if err != nil || name == cjk.AnalyzerName {
			return a, err
		}
		d, ok := a.(*analysis.DefaultAnalyzer)
		if !ok || d.Tokenizer == nil {
			return a, nil
		}
		if _, isUnicode := d.Tokenizer.(*unicode.UnicodeTokenizer); !isUnicode {
			return a, nil
		}
		words, err := cache.TokenizerNamed(wordsTokenizerName)
		if err != nil {
			return nil, err
		}
		fast := *d
		fast.Tokenizer = words
		return &fast, nil
	}
}

type wordsTokenizer struct {
	slow    *unicode.UnicodeTokenizer
	scratch analysis.Token
}

// Tokenize returns input's words (see each).
func (t wordsTokenizer) Tokenize(input []byte) analysis.TokenStream {
	if !utf8.Valid(input) {
		return t.slow.Tokenize(input)
	}
	out := make(analysis.TokenStream, 0, len(input)/6+1)
	slab := make([]analysis.Token, 0, cap(out)) // one allocation for the fast tokens
	t.each(input, func(tok *analysis.Token) {
		if tok == &t.scratch {
			if len(slab) == cap(slab) {
				slab = make([]analysis.Token, 0, cap(slab))
			}
			slab = append(slab, *tok)
			tok = &slab[len(slab)-1]
		}
		out = append(out, tok)
	})
	return out
}

// each calls fn with input's words in order, numbered from 1. It cuts
// input at ASCII white space into chunks. A chunk of ASCII letters and
// digits, once stripped of punctuation that UAX #29 always breaks at when
// it leads or ends a chunk, is one word, passed in t.scratch (valid until
// fn returns); any other chunk goes to the Unicode tokenizer. White space
// is a word boundary in UAX #29 on both sides, so in valid UTF-8 chunks
// segment alone as they do in context.
func (t *wordsTokenizer) each(input []byte, fn func(*analysis.Token)) {
	pos := 1
	eachChunk(input, func(start, end int) {
		chunk := input[start:end]
		if s, e, typ, ok := plainWord(chunk); ok {
			if e > s {
				t.scratch = analysis.Token{Term: chunk[s:e], Start: start + s, End: start + e, Position: pos, Type: typ}
				fn(&t.scratch)
				pos++
			}
			return
		}
		for _, tok := range t.slow.Tokenize(chunk) {
			tok.Start += start
			tok.End += start
			tok.Position = pos
			pos++
			fn(tok)
		}
	})
}

// eachChunk calls fn with the bounds of each run of input between ASCII
// white space.
func eachChunk(input []byte, fn func(start, end int)) {
	for i := 0; i < len(input); {
		if isSpace(input[i]) {
			i++
			continue
		}
		start := i
		for i < len(input) && !isSpace(input[i]) {
			i++
		}
		fn(start, i)
	}
}

// plainWord reports whether chunk is, past leading and trailing
// punctuation from edgePunct, nothing but ASCII letters and digits, and
// returns that word's bounds (empty when the chunk is all punctuation)
// and its type: numeric when all digits.
func plainWord(chunk []byte) (start, end int, typ analysis.TokenType, ok bool) {
	start, end = trimEdgePunct(chunk)
	digits := true
	for _, c := range chunk[start:end] {
		if !isAlnum(c) {
			return 0, 0, 0, false
		}
		digits = digits && c <= '9'

	}
	if digits {
		return start, end, analysis.Numeric, true
	}
	return start, end, analysis.AlphaNumeric, true
}

// trimEdgePunct returns the bounds of chunk without its leading and
// trailing edgePunct.
func trimEdgePunct(chunk []byte) (start, end int) {
	start, end = 0, len(chunk)
	for start < end && edgePunct(chunk[start]) {
		start++
	}
	for end > start && edgePunct(chunk[end-1]) {
		end--
	}
	return start, end
}

// edgePunct is ASCII punctuation that UAX #29 breaks at on both sides
// when it is not between letters or digits. Of those it joins ('.', ',',
// ';', ':' and the apostrophe between letters or digits; '_' always),
// only the ones that cannot join across a chunk's edge are here: a chunk
// edge is white space, so an edge '.' or '\” joins nothing. '_' is left
// out because it joins words (ExtendNumLet).
func edgePunct(c byte) bool {
	switch c {
	case '.', ',', ';', ':', '!', '?', '"', '\'', '(', ')', '[', ']', '{', '}', '<', '>', '*', '/', '\\', '-', '#', '%', '&', '+', '=', '|', '~', '^', '`', '$', '@':
		return true
	}
	return false
}
