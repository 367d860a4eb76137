package extract

import (
	"strings"
	"testing"
)

// TestIsSummaryNoteOpensWithSummary checks that a caveat opening with
// the summary itself ("Summary is AI generated, newsroom reviewed.", an
// Indian portal's "Quick Reads" box) is a site's note, while a story's
// sentence about AI summaries is not.
func TestIsSummaryNoteOpensWithSummary(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"Summary is AI generated, newsroom reviewed.", true},
		{"This is AI generated summarization, which may have errors. For context, always refer to the full article.", true},
		{"Summary tools that are AI generated may contain errors, the minister said.", false}, // no hedge of the site's own
		{"Google's AI-generated summaries may contain errors, the company said.", false},
	} {
		if got := isSummaryNote(strings.ToLower(tc.line)); got != tc.want {
			t.Errorf("isSummaryNote(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}

// TestBylineTextsInnerMarkedElement checks that a byline box whose
// marked element is nested in another holding the marker too ends the
// byline at the inner one: the reporter's role in the next span, glued
// to the name in the text ("By Tom HardyLocal Democracy Reporting
// Service"), is no co-author.
func TestBylineTextsInnerMarkedElement(t *testing.T) {
	checkBylineTexts(t, "en", []bylineTextsCase{
		{"role span", `<div class="article-byline"><div class="mar-byline"><span class="author-name">By Tom Hardy</span><span class="author-role">Local Democracy Reporting Service</span></div><div class="article-date"><span>Published: 26th November 2026</span></div></div>`, []string{"By Tom Hardy"}},
		// Names that run on after the inner element stay.
		{"run on", `<div class="byline"><div class="names"><span>By Anna Berg,</span><span>Tom Weller</span></div><div class="date">26 November 2026</div></div>`, []string{"By Anna Berg,Tom Weller"}},
	})
}
