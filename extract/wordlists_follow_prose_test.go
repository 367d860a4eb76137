package extract

import (
	"strings"
	"testing"
)

// TestFollowAskProse: Arabic "تابعنا" is also "we followed" (past
// tense); Dutch "volgt ons" is "follows our"; Tagalog "i-follow ang" is
// "follow the", Swahili "kutufuate" reported speech; a Japanese story
// quotes an ask in 「」: a story's sentence naming a network with them
// is no follow prompt.
func TestFollowAskProse(t *testing.T) {
	for _, line := range []string{
		"وقال المتحدث باسم الدفاع المدني إننا تابعنا منذ الصباح ما نشر على فيسبوك عن الحريق في المنطقة الصناعية.",
		"Volgens de woordvoerder volgt ons ministerie de berichten op Facebook en X over de staking nauwlettend.",
		// tl, sw: a story reports the police's ask to follow their page.
		"Hinimok ng pulisya ang publiko na i-follow ang kanilang opisyal na Facebook page para sa mga abiso tungkol sa bagyo.",
		"Polisi iliwataka wananchi kutufuate kwenye Instagram kwa taarifa za hivi punde.",
		// ja: a story reports the police's ask in 「」 quotes.
		"県警は「公式ツイッターをフォローしてください」と呼びかけている。",
	} {
		if isFollowPrompt(strings.ToLower(line)) {
			t.Errorf("isFollowPrompt(%q) = true, want false (a story's sentence)", line)
		}
	}
}
