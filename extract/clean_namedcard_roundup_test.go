package extract

import (
	"strings"
	"testing"
)

// A round-up whose writers each sign a section: the last section's
// paragraph sits right after an element holding only one author's name,
// and it is story text, not a bio.
func TestNamedCardRoundup(t *testing.T) {
	last := "My pick is the ferry to the outer islands, which runs twice a day all summer."
	page := `<html><body><article><h1>Our writers pick their summer trips</h1><p>` + boundsProse + `</p>` +
		`<h3>Anna Berg</h3><p>` + boundsProse + `</p><h3>Tom Reid</h3><p>` + last + `</p></article></body></html>`
	if body := boundsBody(t, page, "Our writers pick their summer trips", []string{"anna berg", "tom reid"}); !strings.Contains(body, "My pick is the ferry") {
		t.Errorf("the last writer's paragraph left:\n%s", body)
	}
}
