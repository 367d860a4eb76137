package extract

import (
	"strings"
	"testing"
)

// A subhead set as a bold paragraph in the second half that speaks of
// "most readers" is no rail of the most read stories.
func TestMostReadersSubheadStays(t *testing.T) {
	p := strings.Repeat("<p>The survey asked four thousand subscribers how far they scroll in a long article before they stop reading it.</p>", 3)
	sub := "Why most readers never reach the end"
	page := `<html><body><article><h1>How far do you scroll?</h1>` + p + p + `<p><strong>` + sub + `</strong></p>` + p + `</article></body></html>`
	body := heuristicBody(t, page, "https://news.example.com/media/scroll-depth-survey")
	if !strings.Contains(body, sub) {
		t.Errorf("body lost the subhead %q:\n%s", sub, body)
	}
}

func TestRankingHeadWholeWords(t *testing.T) {
	for _, tt := range []struct {
		k    string
		want bool
	}{
		{"most read", true},
		{"meistgesehene videos", true},
		{"vídeos: mais assistidos do g1 pe", true},
		{"why most readers never reach the end", false},
		{"almost ready for the season", false},
	} {
		if got := isRankingHead(tt.k); got != tt.want {
			t.Errorf("isRankingHead(%q) = %v, want %v", tt.k, got, tt.want)
		}
	}
}
