package extract

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestWordRuneCounterMatchesFieldsJoin checks the counter against the
// strings it stands in for, on pieces whose words run across them.
func TestWordRuneCounterMatchesFieldsJoin(t *testing.T) {
	cases := [][]string{
		nil,
		{""},
		{"   "},
		{"one"},
		{" one  two\t", "three"},
		{"wo", "rd", " next"},
		{"\u00a0nbsp\u00a0", "\u3000全角\u3000", "é è"},
		{"line\nbreak\r\n", "\v\f", "end "},
		{"bad \xff byte", "\xe2\x82", " tail"},
	}
	for _, pieces := range cases {
		var c wordRuneCounter
		for _, p := range pieces {
			c.feed(p)
		}
		joined := strings.Join(pieces, "")
		want := utf8.RuneCountInString(strings.Join(strings.Fields(joined), " "))
		if got := c.total(); got != want {
			t.Errorf("%q: got %d, want %d", pieces, got, want)
		}
		// isArticle measured the collapsed text the same way.
		if want := utf8.RuneCountInString(collapse(joined)); c.total() != want {
			t.Errorf("%q: got %d, want %d (collapse)", pieces, c.total(), want)
		}
	}
}

// TestCollapseMatchesInPlace checks collapse against collapseInPlace on
// a copy, which it used to return, Unicode and invalid bytes included.
func TestCollapseMatchesInPlace(t *testing.T) {
	for _, s := range []string{
		"", " ", "a", " a ", "a  b\tc\n\nd ", "\u00a0x\u3000y\u2028z\u0085",
		"bad\xff \xe2\x82 byte", "zero\u200bwidth  joiner\u200d", "a b c",
	} {
		want := string(collapseInPlace([]byte(s)))
		if got := collapse(s); got != want {
			t.Errorf("collapse(%q) = %q, want %q", s, got, want)
		}
	}
}
