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
		want := utf8.RuneCountInString(strings.Join(strings.Fields(strings.Join(pieces, "")), " "))
		if got := c.total(); got != want {
			t.Errorf("%q: got %d, want %d", pieces, got, want)
		}
	}
}
