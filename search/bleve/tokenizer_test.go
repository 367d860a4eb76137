package bleve

import (
	"testing"

	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/char/asciifolding"
	"github.com/blevesearch/bleve/v2/analysis/lang/cjk"
	"github.com/blevesearch/bleve/v2/analysis/tokenizer/unicode"
	"github.com/blevesearch/bleve/v2/registry"

	"github.com/bylinehq/byline/internal/corpustest"
)

// sameTokens fails t when the words tokenizer and Bleve's Unicode
// tokenizer cut input differently.
func sameTokens(t testing.TB, input []byte) {
	t.Helper()
	want := unicode.NewUnicodeTokenizer().Tokenize(input)
	got := wordsTokenizer{slow: unicode.NewUnicodeTokenizer()}.Tokenize(input)
	if len(got) != len(want) {
		t.Fatalf("%q: %d tokens, want %d:\n got %v\nwant %v", input, len(got), len(want), terms(got), terms(want))
	}
	for i := range got {
		g, w := got[i], want[i]
		if string(g.Term) != string(w.Term) || g.Start != w.Start || g.End != w.End || g.Position != w.Position || g.Type != w.Type {
			t.Fatalf("%q: token %d = %q [%d,%d) pos %d type %v, want %q [%d,%d) pos %d type %v",
				input, i, g.Term, g.Start, g.End, g.Position, g.Type, w.Term, w.Start, w.End, w.Position, w.Type)
		}
	}
}

func terms(ts analysis.TokenStream) []string {
	var out []string
	for _, t := range ts {
		out = append(out, string(t.Term))
	}
	return out
}

var tokenizerCases = []string{
	"", " ", "Hello, world!", "The U.S. economy grew 3.5% in 2024.", "don't stop", "students' union",
	"e-mail foo_bar a.b.c", "(parenthesised) [bracketed] {braced}", "$5 @user #tag 50% a+b=c",
	"...leading and trailing...", "'quoted' \"double\"", "x\ty\nz\r\nw", "Hà Nội – mưa lớn",
	"東京都の天気は晴れです。台風", "München, Zürich; Genève.", "1,000,000 and 1.5", "emoji 🙂 here",
	"word_ _word", "9am 10-11pm", "a'b 'a' a' 'a", "x.5 .5 5. 5.x",
}

func TestWordsTokenizerMatchesUnicode(t *testing.T) {
	for _, c := range tokenizerCases {
		sameTokens(t, []byte(c))
	}
	// Corpus text, as the folded fields see it: accents folded.
	fold := asciifolding.New()
	n := 0
	for _, c := range corpustest.Cases[struct{ Title, Body string }](t, "fundus") {
		for _, s := range []string{c.Title, c.Body} {
			sameTokens(t, []byte(s))
			sameTokens(t, fold.Filter([]byte(s)))
		}
		n++
	}
	if n == 0 {
		t.Fatal("no corpus cases read")
	}
	t.Logf("%d corpus articles tokenized alike", n)
}

func FuzzWordsTokenizer(f *testing.F) {
	for _, c := range tokenizerCases {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, s string) { sameTokens(t, []byte(s)) })
}

func BenchmarkTokenizer(b *testing.B) {
	text := []byte(tokenizerCases[3] + " Officials said the plan, announced on Monday, would cost about $2 billion over five years. ")
	for range 6 {
		text = append(text, text...)
	}
	for _, tc := range []struct {
		name string
		tok  analysis.Tokenizer
	}{{"unicode", unicode.NewUnicodeTokenizer()}, {"words", wordsTokenizer{slow: unicode.NewUnicodeTokenizer()}}} {
		b.Run(tc.name, func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for range b.N {
				tc.tok.Tokenize(text)
			}
		})
	}
}

func TestFoldFilterMatchesAsciifolding(t *testing.T) {
	fast, slow := foldFilter{slow: asciifolding.New()}, asciifolding.New()
	cases := append([]string{"", "plain", "Hà Nội", "München ﬁnal Æsir", "a\xffb\xe2\x80c", "€100 – “quoted”", "日本語 text"}, tokenizerCases...)
	for _, c := range corpustest.Cases[struct{ Title, Body string }](t, "fundus") {
		cases = append(cases, c.Title, c.Body)
	}
	for _, c := range cases {
		if got, want := fast.Filter([]byte(c)), slow.Filter([]byte(c)); string(got) != string(want) {
			t.Fatalf("Filter(%.60q) = %.60q, asciifolding gives %.60q", c, got, want)
		}
	}
}

func FuzzFoldFilter(f *testing.F) {
	for _, c := range tokenizerCases {
		f.Add(c)
	}
	f.Add("Hà Nội ﬁ Æ")
	fast, slow := foldFilter{slow: asciifolding.New()}, asciifolding.New()
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := fast.Filter([]byte(s)), slow.Filter([]byte(s)); string(got) != string(want) {
			t.Errorf("Filter(%q) = %q, asciifolding gives %q", s, got, want)
		}
	})
}

// The stemming fields use each language's Bleve analyzer with the words
// tokenizer (but for CJK): it must index the same terms as the analyzer
// itself, and it must really use the words tokenizer.
func TestWordsAnalyzersMatchBleve(t *testing.T) {
	cache := registry.NewCache()
	check := func(t *testing.T, texts []string) {
		done := map[string]bool{}
		for lang, name := range stemAnalyzers {
			if done[name] {
				continue
			}
			done[name] = true
			want, err := cache.AnalyzerNamed(name)
			if err != nil {
				t.Fatal(err)
			}
			got, err := cache.AnalyzerNamed(wordsAnalyzerName(name))
			if err != nil {
				t.Fatal(err)
			}
			if d, ok := got.(*analysis.DefaultAnalyzer); !ok {
				t.Fatalf("%s: analyzer %T", lang, got)
			} else if _, ok := d.Tokenizer.(wordsTokenizer); !ok && name != cjk.AnalyzerName {
				t.Errorf("%s: tokenizer %T, want the words tokenizer", lang, d.Tokenizer)
			}
			for _, s := range texts {
				w, g := want.Analyze([]byte(s)), got.Analyze([]byte(s))
				if len(w) != len(g) {
					t.Fatalf("%s: %d tokens, want %d, in %.80q", lang, len(g), len(w), s)
				}
				for i := range w {
					if string(w[i].Term) != string(g[i].Term) || w[i].Position != g[i].Position || w[i].Start != g[i].Start {
						t.Fatalf("%s: token %d = %q@%d, want %q@%d, in %.80q", lang, i, g[i].Term, g[i].Position, w[i].Term, w[i].Position, s)
					}
				}
			}
		}
	}
	check(t, tokenizerCases)
	t.Run("corpus", func(t *testing.T) {
		var texts []string
		for i, c := range corpustest.Cases[struct{ Title, Body string }](t, "fundus") {
			if i%2 == 0 { // every other article: 26 languages, half the time
				texts = append(texts, c.Title, c.Body)
			}
		}
		check(t, texts)
	})
}

// BenchmarkStemAnalyzers compares each language's Bleve analyzer with
// its words-tokenizer twin on that language's fundus articles:
//
//	BYLINE_CORPUS=../shared/corpus go test ./search/bleve -run '^$' -bench StemAnalyzers
func BenchmarkStemAnalyzers(b *testing.B) {
	byLang := map[string][]byte{}
	for _, c := range corpustest.Cases[struct{ Lang, Title, Body string }](b, "fundus") {
		byLang[c.Lang] = append(byLang[c.Lang], c.Title+"\n"+c.Body+"\n"...)
	}
	cache := registry.NewCache()
	for _, lang := range []string{"en", "de", "fr", "ru", "ja", "ar"} {
		text := byLang[lang]
		if len(text) == 0 {
			continue
		}
		for _, name := range []string{stemAnalyzers[lang], wordsAnalyzerName(stemAnalyzers[lang])} {
			a, err := cache.AnalyzerNamed(name)
			if err != nil {
				b.Fatal(err)
			}
			b.Run(lang+"/"+name, func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				for range b.N {
					a.Analyze(text)
				}
			})
		}
	}
}
