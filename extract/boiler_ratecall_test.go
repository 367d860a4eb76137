package extract

import "testing"

// TestRatingWidgetRateItCall checks that a recipe card's call to rate it
// after a question, with its empty stars ("Made this recipe? Rate it:
// ☆☆☆☆☆"), is a rating widget's line, while a line of the story that says
// "rate it" without the widget's stars, or a review's verdict in stars
// before words, is not.
func TestRatingWidgetRateItCall(t *testing.T) {
	for _, c := range []struct {
		line string
		want bool
	}{
		{"Made this recipe? Rate it: ☆☆☆☆☆", true},
		{"Schon nachgekocht? Bewerte es ☆☆☆☆☆", true},
		{"Tried it? Leave a star rating ★★★★★", true},
		// Must not fire.
		{"Critics rate it as the best bakery in town, and the queue proves them right.", false},
		{"★★★★☆ Rate it among the best openings of the year", false},
	} {
		if got := isRatingWidget(c.line); got != c.want {
			t.Errorf("isRatingWidget(%q) = %v, want %v", c.line, got, c.want)
		}
	}
}
