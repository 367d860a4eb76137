package extract

import (
	"strings"
	"testing"
)

// TestAttachmentsSubheadInReview: a review of an e-mail app whose
// section "Attachments" stands in the second half of the story is no
// box under it: the sections after it are the story.
func TestAttachmentsSubheadInReview(t *testing.T) {
	sec := func(h, s string) string {
		return `<h2>` + h + `</h2><p>` + strings.Repeat(s+" ", 3) + `</p>`
	}
	for _, tc := range []struct{ lang, head string }{{"en", "Attachments"}, {"it", "Allegati"}} {
		page := `<html lang="` + tc.lang + `"><head><title>Postbox 5 review</title></head><body><article><h1>Postbox 5 review</h1>` +
			`<p>` + strings.Repeat("Postbox 5 is the first big update to the mail app in three years, and it changes how the inbox is sorted. ", 3) + `</p>` +
			sec("Search", "Search now finds words inside messages as you type, and it filters by sender and date in one box.") +
			sec("Calendar", "The calendar sits in a side panel and accepts invitations from any provider without a plug-in.") +
			sec(tc.head, "Large files are uploaded to the cloud and sent as a link, which keeps the mailbox small and fast.") +
			sec("Verdict", "For a team that lives in its inbox, the update is worth the price, despite the slower start-up time.") +
			`</article></body></html>`
		body := heuristicBody(t, page, "https://tech.example/reviews/postbox-5")
		if !strings.Contains(body, "worth the price") || !strings.Contains(body, "uploaded to the cloud") {
			t.Errorf("%s: body = %q, want the sections from %q on", tc.lang, body, tc.head)
		}
	}
}
