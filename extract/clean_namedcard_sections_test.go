package extract

import (
	"strings"
	"testing"
)

// TestNamedCardRoundupSections: the round-up of TestNamedCardRoundup
// with each writer's section in an element of its own (<section>, as
// most themes wrap an entry): the last writer's name and paragraph are
// alone in their box, which cardBox takes for an author card, though
// the section is the story's.
func TestNamedCardRoundupSections(t *testing.T) {
	last := "My pick is the ferry to the outer islands, which runs twice a day all summer."
	page := `<html><body><article><h1>Our writers pick their summer trips</h1><p>` + boundsProse + `</p>` +
		`<section><h3>Anna Berg</h3><p>` + boundsProse + `</p></section><section><h3>Tom Reid</h3><p>` + last + `</p></section></article></body></html>`
	if body := boundsBody(t, page, "Our writers pick their summer trips", []string{"anna berg", "tom reid"}); !strings.Contains(body, "My pick is the ferry") {
		t.Errorf("the last writer's paragraph left:\n%s", body)
	}
}
