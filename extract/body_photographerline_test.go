package extract_test

import (
	"os"
	"strings"
	"testing"
)

// TestPhotographerLineLeavesBody checks, on a whole page, that the
// photographer's line of a byline block of two role lines (writer
// "Toimittaja …" and photographer "Kuvaaja …", probe73's Finnish sports
// page, read from the held-out pages rather than copied) does not open
// the body, which keeps the story.
func TestPhotographerLineLeavesBody(t *testing.T) {
	page, err := os.ReadFile("testdata/heldout/pages/p73-fi-urheilu-kuvaaja-klo.html")
	if err != nil {
		t.Fatal(err)
	}
	a := coldExtract(t, "https://www.satakunnansanomat-demo.fi/urheilu/art-2000011834512.html", string(page))
	if strings.Contains(a.Body, "Kuvaaja") {
		t.Errorf("body holds the photographer's credit:\n%s", a.Body)
	}
	if !strings.Contains(a.Body, "Porin Ässät voitti") || !strings.Contains(a.Body, "5 912 katsojaa") {
		t.Errorf("body lost the story:\n%s", a.Body)
	}
}
