package extract

import (
	"strings"
	"testing"
)

// TestPaywallMeterNotice checks a metered paywall's box: the count of
// free articles read (in any language the list names), and the Czech
// subscribe pitch and login ask. A line about a site's free articles
// that counts nothing and names no period stays.
func TestPaywallMeterNotice(t *testing.T) {
	for s, want := range map[string]bool{
		"Přečetli jste všechny 3 články zdarma tento měsíc":                                         true,
		"You've read 3 of 3 free articles this month.":                                              true,
		"Sie haben Ihre 5 kostenlosen Artikel für diesen Monat gelesen.":                            true,
		"Vous avez lu vos 3 articles gratuits ce mois-ci.":                                          true,
		"Předplaťte si Pražský deník a čtěte bez omezení. První měsíc za 1 Kč, pak 149 Kč měsíčně.": true,
		"Již máte předplatné? Přihlaste se":                                                         true,
		"The archive's free articles cover the paper's first fifty years.":                          false,
		"Nová služba nabízí předplatné pro rodiny s dětmi.":                                         false,
	} {
		if got := isPaywallNotice(strings.ToLower(s)); got != want {
			t.Errorf("isPaywallNotice(%q) = %v, want %v", s, got, want)
		}
	}
}
