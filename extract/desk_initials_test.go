package extract

import "testing"

// TestDeskInitialsCapitals checks that a wire's sign-off in capitals,
// the reporter's and the editor's initials parted by a slash ("AB/OID"),
// is desk initials as the lower-case ones are, and that a capitals word
// alone ("AFP", "NATO") or mixed case is not.
func TestDeskInitialsCapitals(t *testing.T) {
	for _, s := range []string{"AB/OID", "MK/ASG", "(AB/OID)", "amw", "(dr/spot)"} {
		if !isDeskInitials(s) {
			t.Errorf("isDeskInitials(%q) = false, want true", s)
		}
	}
	for _, s := range []string{"AFP", "NATO", "AB/oid", "EU/UK/USA/UN", "A/B"} {
		if isDeskInitials(s) {
			t.Errorf("isDeskInitials(%q) = true, want false", s)
		}
	}
}
