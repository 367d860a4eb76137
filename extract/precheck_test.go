package extract

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// The byte pre-checks that spare a regexp or a fold say no only where
// the full test says no: each is compared here with the test it guards.

// TestHasTimeIsTimeRe checks that hasTime's separator test drops no
// line timeRe matches.
func TestHasTimeIsTimeRe(t *testing.T) {
	lines := []string{
		"Publiziert: 17.12.2024, 12:17", "12:17", "9.30 Uhr", "2024-12-17", "12/17/2024", "17.12.24",
		"2024年12月17日", "2024 年 12 月", "12月17日", "3月 5 日", "Step 3", "12 comments", "1,284 reads",
		"3 hours ago", "Updated 2 days ago", "No. 5", "A 1-2 win", "Score 3–1", "",
	}
	for _, s := range lines {
		if got, want := hasTime(s), timeRe.MatchString(s); got != want {
			t.Errorf("hasTime(%q) = %v, timeRe says %v", s, got, want)
		}
	}
}

// TestAuthorCutPrefixFoldFirstByte checks that the first-byte test of
// authorCutPrefixFold keeps its answers: folds that are not ASCII (the
// Kelvin sign for "k", the long s for "s") still match.
func TestAuthorCutPrefixFoldFirstByte(t *testing.T) {
	cases := []struct {
		s, prefix, rest string
		ok              bool
	}{
		{"By Jane Doe", "by", " Jane Doe", true},
		{"BY Jane Doe", "by", " Jane Doe", true},
		{"Written by Jane", "by", "Written by Jane", false},
		{"\u212Aaren Holm", "k", "aren Holm", true},     // Kelvin sign folds to k
		{"\u017Fources: AFP", "s", "ources: AFP", true}, // long s folds to s
		{"Éric Roy", "éric", " Roy", true},
		{"", "by", "", false},
		{"b", "by", "b", false},
	}
	for _, c := range cases {
		rest, ok := authorCutPrefixFold(c.s, c.prefix)
		if rest != c.rest || ok != c.ok {
			t.Errorf("authorCutPrefixFold(%q, %q) = %q, %v; want %q, %v", c.s, c.prefix, rest, ok, c.rest, c.ok)
		}
		if ok != referenceCutPrefixFold(c.s, c.prefix) {
			t.Errorf("authorCutPrefixFold(%q, %q) = %v, the fold without the pre-check says %v", c.s, c.prefix, ok, !ok)
		}
	}
}

// referenceCutPrefixFold is authorCutPrefixFold's answer without its
// first-byte test.
func referenceCutPrefixFold(s, prefix string) bool {
	n := utf8.RuneCountInString(prefix)
	i := 0
	for ; n > 0 && i < len(s); n-- {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return n == 0 && strings.EqualFold(s[:i], prefix)
}
