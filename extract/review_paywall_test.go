package extract

import (
	"strings"
	"testing"
)

func TestPaywallAbbonatiNoun(t *testing.T) {
	for _, l := range []string{
		"Il giornalismo di qualità costa. Abbonati e lettori pagano in media 9,99 euro al mese, secondo l'Agcom.",
		"Il giornalismo digitale cresce. Abbonati saliti a 120.000, con un prezzo medio di 6 euro al mese.",
	} {
		if isPaywallNotice(strings.ToLower(l)) {
			t.Errorf("isPaywallNotice(%q) = true, want false (news: Abbonati = subscribers)", l)
		}
	}
}
