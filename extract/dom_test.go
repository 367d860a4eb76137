package extract

import (
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
