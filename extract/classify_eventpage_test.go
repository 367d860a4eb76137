package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClassifyEventPageNoShortStory: a webinar's or an event's page is
// its name, a line that tells when, and a paragraph or two about it,
// which read as a short story under a headline and a dateline; its
// JSON-LD (an Event, no article) says what it is. The same page without
// that JSON-LD is taken for a short story, and a long story beside an
// Event's JSON-LD stays an article.
func TestClassifyEventPageNoShortStory(t *testing.T) {
	event := `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Event","name":"AI in the newsroom","startDate":"2026-12-03T16:00:00+08:00","eventAttendanceMode":"https://schema.org/OnlineEventAttendanceMode"}</script>`
	about := `<p>Artificial intelligence tools are entering the daily work of newsrooms fast. In this webinar we share how we use them for translation, transcripts and fact checks, and what risks they bring.</p>` +
		`<p>The webinar is meant for reporters, editors and students of journalism. Participants can ask their questions live, and everyone registered gets the recording by email.</p>`
	long := strings.Repeat(`<p>Artificial intelligence tools are entering the daily work of newsrooms fast, and editors across the region say they use them for translation, transcripts and fact checks, while unions warn of the risks they bring to jobs and to trust.</p>`, 4)
	for _, tc := range []struct {
		name, ld, text, want string
	}{
		{"event page", event, about, KindListing},
		{"the same page without JSON-LD", "", about, KindArticle},
		{"a long story beside an event", event, long, KindArticle},
	} {
		page := `<html><head>` + tc.ld + `</head><body><main><section class="hero"><h1>AI in the newsroom: a free webinar</h1>` +
			`<p class="when">Thursday, 3 December 2026 · 16:00–17:30 · Zoom</p></section><section class="about">` + tc.text + `</section></main></body></html>`
		doc, _ := html.Parse(strings.NewReader(page))
		if got := Classify(doc); got != tc.want {
			t.Errorf("%s: Classify = %s, want %s", tc.name, got, tc.want)
		}
	}
}
