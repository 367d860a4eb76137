package extract

import (
	"strings"
	"testing"
)

// TestPaywallJournalismLead: a subscription pitch opened by a sentence
// on journalism and asking in the next one, with a price per period,
// is a paywall notice (probe71's Italian box); the ask or the price
// alone in a story's line is not, nor a lead that speaks of no
// journalism.
func TestPaywallJournalismLead(t *testing.T) {
	for _, l := range []string{
		"Il giornalismo di qualità ha un valore. Abbonati a Il Corriere Ligure: 1 euro al mese per 3 mesi.",
		"Independent journalism needs your support. Subscribe today for $1 a week.",
		"Guter Journalismus kostet Geld. Abonnieren Sie jetzt: 1 € im Monat.",
	} {
		if !isPaywallNotice(strings.ToLower(l)) {
			t.Errorf("isPaywallNotice(%q) = false, want true", l)
		}
	}
	for _, l := range []string{
		"The final is on StreamMax this year. Subscribe for $9.99 a month to watch it.",
		"Il giornalismo locale è in crisi. Abbonati e lettori calano da anni.",
		"Journalism students pay 40 euros a month for the course.",
	} {
		if isPaywallNotice(strings.ToLower(l)) {
			t.Errorf("isPaywallNotice(%q) = true, want false", l)
		}
	}
}
