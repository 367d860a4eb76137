package extract

import (
	"strings"
	"testing"
)

// TestPaywallOfferNamesReporting checks that an offer's imperative is a
// paywall pitch only when it sells the site's reporting, or stands alone
// as a button: a how-to's or a guide's step with the same words stays.
func TestPaywallOfferNamesReporting(t *testing.T) {
	for s, want := range map[string]bool{
		"Get unlimited access to award-winning journalism for $1 a week.": true,
		"Get full access": true,
		"Get full access to your router's settings by typing 192.168.1.1 into the address bar.":       false,
		"Get unlimited access to 40 museums with the city pass, which costs 60 euros for three days.": false,
	} {
		if got := isPaywallNotice(strings.ToLower(s)); got != want {
			t.Errorf("isPaywallNotice(%q) = %v, want %v", s, got, want)
		}
	}
}
