package extract

import "testing"

// TestRatingCallInVerdict checks that a review's verdict with its stars
// after the words ("we rate it ★★★★☆"), and a line whose word only ends
// in "rate it" ("celebrate it"), are not a rating widget's call.
func TestRatingCallInVerdict(t *testing.T) {
	for _, s := range []string{
		"Our verdict: we rate it ★★★★☆",
		"Overall we rate it ★★★★★",
		"Fans will celebrate it ★★★★☆",
	} {
		if isRatingWidget(s) {
			t.Errorf("isRatingWidget(%q) = true, want false", s)
		}
	}
}
