package extract

import (
	"strings"
	"testing"
)

// TestReportLandingBoxesLeaveBody checks that a report landing page's
// download box and press-office box ("Download the report", "Media
// enquiries") go with their files and contact, while the summary stays.
func TestReportLandingBoxesLeaveBody(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " our surveys of 214 salt marshes show how much has been lost since 2010 and what must happen next.</p>"
	}
	page := `<html><body><article>` + para("First,") + para("Second,") + para("Third,") +
		`<div class="download"><h2>Download the report</h2><ul><li><a href="/r.pdf">Full report</a> (PDF, 4.2 MB)</li>` +
		`<li><a href="/d.xlsx">Survey data</a> (XLSX, 1.1 MB)</li></ul></div>` +
		`<div class="contact"><h2>Media enquiries</h2><p>Rosa Trent, Press Officer</p><p><a href="mailto:press@example.org">press@example.org</a><br>020 7946 0312</p></div>` +
		`</article></body></html>`
	checkBody(t, page, []string{"First,", "Third,"}, []string{"Download the report", "Full report", "Media enquiries", "Rosa Trent"})
}

// TestDownloadHeadingSparesLongSection checks that a "Download the report"
// heading over a long section of the story, more than a box holds, stays
// with its text.
func TestDownloadHeadingSparesLongSection(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " our surveys of 214 salt marshes show how much has been lost since 2010 and what must happen next.</p>"
	}
	long := strings.Repeat(para("Then,"), 8)
	page := `<html><body><article>` + para("First,") + para("Second,") +
		`<section><h2>Download the report</h2>` + long + `</section></article></body></html>`
	checkBody(t, page, []string{"First,", "Download the report", "Then,"}, nil)
}
