package extract

import (
	"strings"
	"testing"
)

// TestSignupOwnerInsideWord: signupOwners are matched as substrings,
// and the added "our" words are parts of other words: Tagalog "aming "
// closes "streaming ", "naming ", "gaming "; Malay "kami" opens "Kamila";
// Swedish "vår" opens "våren" (spring). "Signing up for a newsletter" is
// prose without an owner (signupOwners' comment): these stay prose.
func TestSignupOwnerInsideWord(t *testing.T) {
	for _, s := range []string{
		"Fans have been signing up for the club's WhatsApp channel since it began streaming matches in March.",
		"More than 4,000 parents have been signing up for the briefing since the council began naming the schools.",
		"Kamila Nowak says signing up for a newsletter was how she first found the shop.",
	} {
		if isSignupPitch(toLowerForTest(s)) {
			t.Errorf("isSignupPitch(%q) = true, want false", s)
		}
	}
	if !isSignupPitch(toLowerForTest("Mag-subscribe sa aming newsletter")) {
		t.Errorf("the Tagalog ask is no longer read")
	}
}

func toLowerForTest(s string) string { return strings.ToLower(s) }
