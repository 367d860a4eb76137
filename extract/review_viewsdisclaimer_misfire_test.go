package extract

import "testing"

// TestViewsDisclaimerNewsSentence checks that a story's sentence that
// reports whose views were expressed, or says something of a view, is
// not the column's note that its views are the writer's.
func TestViewsDisclaimerNewsSentence(t *testing.T) {
	for _, s := range []string{
		"The views expressed in the letter are the minister's own, a spokesman said.",
		"The views expressed by the protesters do not reflect those of most residents, the mayor said.",
		"The views in this corner of the park are their own reward.",
		"Las opiniones expresadas por el ministro no reflejan la postura del Gobierno, dijo el portavoz.",
		"Les propos tenus par le député n'engagent que lui, a indiqué le parti dans un communiqué.",
	} {
		if isStockText(s, runes(s), false) {
			t.Errorf("isStockText(%q) = true, want false", s)
		}
	}
}
