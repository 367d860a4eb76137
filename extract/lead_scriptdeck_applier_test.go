package extract_test

import (
	"strings"
	"testing"
)

// Review fix66: scriptDeckParagraph takes a deck of 24 by TextLength,
// but the applier reads the set's lead only from 30 (minLeadLength): a
// Thai or Arabic deck of 24 to 29 runes is chosen by the heuristic and
// lost by the set that reproduces the choice (or kept by one and not
// the other).
func TestColdScriptDeckBetweenHeuristicAndApplierMinimum(t *testing.T) {
	for _, tt := range []struct{ title, deck, story string }{
		{revArTitle, "المحطة تخدم أحياء شرق العاصمة", revArStory},
		{revThTitle, "ประชาชนนั่งฟรีถึงสิ้นเดือนนี้", revThStory},
	} {
		art := coldExtract(t, "https://news.example.org/a/1", scriptDeckPage(tt.title, "art-standfirst", tt.deck, tt.story))
		if !strings.HasPrefix(art.Body, tt.deck+"\n") {
			first, _, _ := strings.Cut(art.Body, "\n")
			t.Errorf("the deck %q (%d runes) does not open the body; first line %.50q, lead %q", tt.deck, len([]rune(tt.deck)), first, art.Lead)
		}
	}
}
