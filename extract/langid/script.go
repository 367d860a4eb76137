package langid

import (
	"unicode"

	"github.com/abadojack/whatlanggo"
)

// kana is whatlanggo's table of Hiragana and Katakana together.
var kana = &unicode.RangeTable{
	R16: append(append([]unicode.Range16(nil), unicode.Hiragana.R16...), unicode.Katakana.R16...),
	R32: append(append([]unicode.Range32(nil), unicode.Hiragana.R32...), unicode.Katakana.R32...),
}

// script is one of the scripts whatlanggo counts, in its order. profile
// is the index of the script's profiles, or -1 when the script is
// written in one language only, lang.
type script struct {
	table   *unicode.RangeTable
	profile int
	lang    whatlanggo.Lang
}

var scripts = [...]script{
	{unicode.Latin, Latin, -1},
	{unicode.Cyrillic, Cyrillic, -1},
	{unicode.Arabic, Arabic, -1},
	{unicode.Devanagari, Devanagari, -1},
	{kana, -1, whatlanggo.Jpn},
	{unicode.Ethiopic, Ethiopic, -1},
	{unicode.Hebrew, Hebrew, -1},
	{unicode.Bengali, -1, whatlanggo.Ben},
	{unicode.Georgian, -1, whatlanggo.Kat},
	{unicode.Han, -1, whatlanggo.Cmn},
	{unicode.Hangul, -1, whatlanggo.Kor},
	{unicode.Greek, -1, whatlanggo.Ell},
	{unicode.Kannada, -1, whatlanggo.Kan},
	{unicode.Tamil, -1, whatlanggo.Tam},
	{unicode.Thai, -1, whatlanggo.Tha},
	{unicode.Gujarati, -1, whatlanggo.Guj},
	{unicode.Gurmukhi, -1, whatlanggo.Pan},
	{unicode.Telugu, -1, whatlanggo.Tel},
	{unicode.Malayalam, -1, whatlanggo.Mal},
	{unicode.Oriya, -1, whatlanggo.Ori},
	{unicode.Myanmar, -1, whatlanggo.Mya},
	{unicode.Sinhala, -1, whatlanggo.Sin},
	{unicode.Khmer, -1, whatlanggo.Khm},
}

const (
	scriptKana = 4
	scriptHan  = 9
)

// detectScript returns the index in scripts of the text's script, or -1
// when it has no letter of any. It is whatlanggo.DetectScript without its
// cost: whatlanggo tries every rune against all 23 tables, langid stops
// at the one that holds it (Unicode scripts do not overlap) and takes
// ASCII letters as Latin at once. The answer is the same, including the
// order-dependent tie-breaking of whatlanggo, which moves a script one
// place forward each time it matches.
func detectScript(text string) int {
	halfLen := len(text) / 2
	var order [len(scripts)]uint8
	var counts [len(scripts)]int
	for i := range order {
		order[i] = uint8(i)
	}
	for _, r := range text {
		if stopChar(r) {
			continue
		}
		pos := -1
		if r < 0x80 {
			if 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' {
				for i, s := range order {
					if s == 0 {
						pos = i
						break
					}
				}
			}
		} else {
			for i, s := range order {
				if unicode.Is(scripts[s].table, r) {
					pos = i
					break
				}
			}
		}
		if pos < 0 {
			continue
		}
		s := order[pos]
		counts[s]++
		if counts[s] > halfLen {
			return int(s)
		}
		if pos > 0 {
			order[pos], order[pos-1] = order[pos-1], order[pos]
		}
	}
	best, bestCount, jpCount := -1, 0, 0
	for _, s := range order {
		if counts[s] > bestCount {
			best, bestCount = int(s), counts[s]
			if s == scriptKana {
				jpCount = bestCount
			}
		}
	}
	if best == scriptHan && jpCount > 0 {
		return scriptKana
	}
	return best
}

// stopChar is whatlanggo's: a space, punctuation, symbol or digit.
func stopChar(r rune) bool {
	if r < 0x80 {
		return asciiStop[r]
	}
	return unicode.IsSymbol(r) || unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.IsDigit(r)
}

var asciiStop = func() (t [0x80]bool) {
	for r := range rune(0x80) {
		t[r] = unicode.IsSymbol(r) || unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.IsDigit(r)
	}
	return t
}()
