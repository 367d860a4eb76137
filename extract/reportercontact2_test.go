package extract

import (
	"strings"
	"testing"
)

// TestReporterContactNotStoryContact: a story's own line telling readers
// whom to contact for its event ("Contact Susan Miller at smiller@… to
// register") is the story's, not the reporter's contact line.
func TestReporterContactNotStoryContact(t *testing.T) {
	for _, s := range []string{
		"Contact Susan Miller at smiller@townlibrary.org to register for the free workshop.",
		"Contact Coach Dan Reilly at dreilly@eastside.k12.us for more information.",
		"Reach Pastor John Evans at jevans@gracechurch.org if you can volunteer.",
	} {
		if isReporterContact(s, strings.ToLower(s)) {
			t.Errorf("isReporterContact(%q) = true", s)
		}
	}
	// A reporter's line may go on with a sentence of its own.
	if s := "Contact Jane Doe at jdoe@paper.com. To subscribe, visit paper.com/subscribe."; !isReporterContact(s, strings.ToLower(s)) {
		t.Errorf("isReporterContact(%q) = false", s)
	}
	page := `<html><body><article><h1>Library offers free tax workshop</h1>` + bylineBody +
		`<p>Contact Susan Miller at smiller@townlibrary.org to register for the free workshop.</p></article></body></html>`
	checkBody(t, page, []string{"The council met on Tuesday", "Contact Susan Miller"}, nil)
}
