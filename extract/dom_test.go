package extract

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestCollapse(t *testing.T) {
	for _, s := range []string{"", " ", "a", "a b", " a", "a ", "a  b", "a\tb", "a\nb", "\u00a0a\u00a0b",
		"a\u3000b", "über  straße ", "a \u2028b", "\xffa  b", "\xffa \xfe", "a b c d"} {
		// collapse skips the copy for collapsed text; it must still
		// agree with the plain definition.
		if got, want := collapse(s), strings.Join(strings.Fields(s), " "); got != want {
			t.Errorf("collapse(%q) = %q, want %q", s, got, want)
		}
	}
}

func TestNameTokens(t *testing.T) {
	for _, tc := range []struct {
		name string
		want []string
	}{
		{"article-body__text", []string{"article", "body", "text"}},
		{"commentList", []string{"comment", "list"}},
		{"--x", []string{"x"}},
		{"HTMLBlock", []string{"htmlblock"}},
		{"", nil},
	} {
		if got := appendTokens(nil, tc.name); !slices.Equal(got, tc.want) {
			t.Errorf("appendTokens(%q) = %q, want %q", tc.name, got, tc.want)
		}
		head := ""
		if len(tc.want) > 0 {
			head = tc.want[0]
		}
		if got := headToken(tc.name); got != head {
			t.Errorf("headToken(%q) = %q, want %q", tc.name, got, head)
		}
	}
}

func TestMoreRunes(t *testing.T) {
	for _, s := range []string{"", "a", "abc", "äöü", "日本語テキスト", "a\xffb", strings.Repeat("é", 100)} {
		for n := range 12 {
			if got, want := moreRunes(s, n), runes(s) > n; got != want {
				t.Errorf("moreRunes(%q, %d) = %v, want %v", s, n, got, want)
			}
		}
	}
}

func TestInnerTextJoinsLines(t *testing.T) {
	tests := []struct{ name, html, want string }{
		{"kicker and headline with a separator of its own",
			`<h1><div>Kicker</div><span class="visually-hidden">: </span><span>Headline</span></h1>`, "Kicker: Headline"},
		{"blocks joined by a space", `<h1><div>Kicker</div><div>Headline</div></h1>`, "Kicker Headline"},
		{"a line opening with a word", `<div><p>One.</p><p>Two</p></div>`, "One. Two"},
		{"a closing parenthesis", `<h1><div>Headline (video</div><span>)</span></h1>`, "Headline (video)"},
		{"one line", `<h1>Plain <b>headline</b></h1>`, "Plain headline"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader("<html><body>" + tt.html + "</body></html>"))
			if err != nil {
				t.Fatal(err)
			}
			n := find(doc, func(n *html.Node) bool { return n.Type == html.ElementNode && (n.Data == "h1" || n.Data == "div") })
			if got := innerText(n); got != tt.want {
				t.Errorf("innerText = %q, want %q", got, tt.want)
			}
		})
	}
}

// collapseCases are lines collapseInPlace must collapse as
// strings.Fields does: ASCII and Unicode spaces at either end and
// between words, runs of them, invalid bytes, format marks, text with
// nothing to cut.
var collapseCases = []string{
	"", " ", "  \t\n", "a", " a ", "a b", "a  b", "a\tb", "a\u00a0b", "a \u00a0 b", "\u3000a\u3000", "x\u2028y\u0085z",
	"bad\xff \xe2\x82 byte", "\xe2\x80", "zero\u200bwidth  joiner\u200d", "Ünïcödé  wörds\u2003here ", "already collapsed text",
	"\v\f\ra\v\f\rb\v", "a\x85b", "word\u00a0", "日本語 の  テキスト", "  lead", "trail  ",
}

// TestCollapseInPlaceMatchesFields checks collapseInPlace, which skips
// spaces and words in loops of their own and copies nothing before the
// first cut, against its definition: the fields of the text joined by
// single spaces.
func TestCollapseInPlaceMatchesFields(t *testing.T) {
	cases := slices.Clone(collapseCases)
	r := rand.New(rand.NewPCG(53, 53))
	pieces := []string{" ", "  ", "\t", "\n", "a", "bc", "\u00a0", "\u3000", "é", "\xff", "\u200b", "\x85", "xyz", "\u2028"}
	for range 5000 {
		var b strings.Builder
		for range r.IntN(12) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		cases = append(cases, b.String())
	}
	for _, s := range cases {
		want := strings.Join(strings.Fields(s), " ")
		if got := string(collapseInPlace([]byte(s))); got != want {
			t.Errorf("collapseInPlace(%q) = %q, want %q", s, got, want)
		}
	}
}

// FuzzCollapseInPlace is TestCollapseInPlaceMatchesFields on any text.
func FuzzCollapseInPlace(f *testing.F) {
	for _, s := range collapseCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := string(collapseInPlace([]byte(s))), strings.Join(strings.Fields(s), " "); got != want {
			t.Errorf("collapseInPlace(%q) = %q, want %q", s, got, want)
		}
	})
}
