package extract

import (
	"strings"
	"testing"
)

// TestBylinePhrasesAgree pins the one list of byline phrases to both its
// readers: a phrase that marks a byline line is also cut off the names.
func TestBylinePhrasesAgree(t *testing.T) {
	for _, p := range bylinePhrases {
		for _, line := range []string{p + " Jane Doe", p + ": Jane Doe"} {
			if !hasBylineMarker(line) {
				t.Errorf("hasBylineMarker(%q) = false", line)
			}
			if got := authorStripMarkers(line); got != "Jane Doe" {
				t.Errorf("authorStripMarkers(%q) = %q, want Jane Doe", line, got)
			}
		}
	}
}

// TestAuthorMarkersLongestFirst pins the order authorStripMarkers needs:
// a marker that another extends by a word is tried after it.
func TestAuthorMarkersLongestFirst(t *testing.T) {
	for i, a := range authorMarkers {
		for _, b := range authorMarkers[i+1:] {
			if rest, ok := strings.CutPrefix(b.text, a.text); ok && rest != "" && strings.ContainsAny(rest[:1], " :/") {
				t.Errorf("%q is tried before %q", a.text, b.text)
			}
		}
	}
}
