package extract

import (
	"strings"
	"testing"
)

// TestPaywallCzechSubscriberProse: "máte předplatné" is the login ask
// only as its question ("Již máte předplatné? Přihlaste se"); in a
// sentence it is consumer news on somebody's subscription ("Pokud už
// máte předplatné Netflixu, …").
func TestPaywallCzechSubscriberProse(t *testing.T) {
	for s, want := range map[string]bool{
		"Pokud už máte předplatné Netflixu, zaplatíte od března o 30 korun měsíčně víc.": false,
		"Ak už máte predplatné Spotify, cena sa vám do konca roka nezmení.":              false,
		"Již máte předplatné? Přihlaste se":                                              true,
		"Už máte predplatné? Prihláste sa":                                               true,
	} {
		if got := isPaywallNotice(strings.ToLower(s)); got != want {
			t.Errorf("isPaywallNotice(%q) = %v, want %v", s, got, want)
		}
	}
}
