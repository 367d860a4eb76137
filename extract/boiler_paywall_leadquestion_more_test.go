package extract

import (
	"strings"
	"testing"
)

// TestPaywallLeadQuestionHowToWatch: a how-to-watch story answers its
// reader's question with a streaming service's offer ("How can I watch
// the final? Subscribe to StreamMax, whose first month costs $4.99");
// the line is the story's, naming another firm's subscription, not the
// site's pitch.
func TestPaywallLeadQuestionHowToWatch(t *testing.T) {
	for _, s := range []string{
		"How can I watch the final? Subscribe to StreamMax, whose first month costs $4.99, or buy a day pass at the box office.",
		"Is the service worth it? Subscribe for the first month at the discount price and cancel if you do not use it, our reviewer advises.",
	} {
		if isPaywallNotice(strings.ToLower(s)) {
			t.Errorf("isPaywallNotice(%q) = true, want false", s)
		}
	}
}
