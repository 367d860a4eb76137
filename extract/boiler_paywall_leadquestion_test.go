package extract

import (
	"strings"
	"testing"
)

// A subscription pitch under a story may open with a question to the
// reader and make its ask in the next sentence; the ask still opens a
// sentence, where a story's line mentions subscribing inside one.
func TestPaywallAskAfterLeadQuestion(t *testing.T) {
	for s, want := range map[string]bool{
		"Cet article vous a intéressé ? Abonnez-vous pour 1 € le premier mois.":           true,
		"Enjoyed this story? Subscribe today: your first month for $1.":                   true,
		"¿Te ha gustado este artículo? Suscríbete: el primer mes por 1 euro.":             true,
		"Hat Ihnen der Artikel gefallen? Abonnieren Sie uns – den ersten Monat gratis.":   true,
		"Why did they leave? Subscribers who joined in March got their first month free.": false,
		"Was it worth it? Readers who subscribe get the first month free, the firm said.": false,
		"Cet article vous a intéressé ? Partagez-le avec vos proches.":                    false,
	} {
		if got := isPaywallNotice(strings.ToLower(s)); got != want {
			t.Errorf("isPaywallNotice(%q) = %v, want %v", s, got, want)
		}
	}
}
