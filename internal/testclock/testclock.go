// Package testclock holds the instant tests read their pages' dates at.
//
// Extraction refuses a publication date more than 48 hours after "now"
// and reads a dateline without a year in the year nearest before "now"
// (extract/dates.go, extract/published.go). Pages in tests carry fixed
// dates of late November 2026, written for the day they were written, so
// a test that reads them at the real clock means something else, or
// fails, on another day. Tests pass Written() as the page's fetch time
// (extract.Page.Fetched) instead.
//
// The tests were checked for the real clock with a local shim (never
// committed) that shifted every default of the date-reading "now" in
// extract, llmextract and a fetch time taken from the real clock by
// +45, +75 and +400 days and by -30 days, while the crawl's timing
// (politeness, leases, schedules) kept the real clock.
package testclock

import "time"

// Written returns when the last of the dated test pages was written and
// first run: every date on them is at most 48 hours after it. A function,
// not a variable, so that no test can move it for the others.
func Written() time.Time { return time.Date(2026, 11, 28, 17, 0, 0, 0, time.UTC) }
