package extract

import (
	"time"

	"golang.org/x/net/html"
)

// Page is a fetched page ready for extraction.
type Page struct {
	URL  string     // canonical URL the article will be stored under
	Site string     // site id
	Doc  *html.Node // parsed, UTF-8
	// Fetched is when the page was fetched. Relative dates ("3 hours
	// ago") and a dateline without a year are read as of then, so a
	// replay of stored HTML, or a test, reads them as the crawl did;
	// zero means now.
	Fetched time.Time
}

// readAt returns the time p's relative dates are read at: when it was
// fetched, else now().
func (p *Page) readAt(now func() time.Time) func() time.Time {
	if p.Fetched.IsZero() {
		return now
	}
	at := p.Fetched
	return func() time.Time { return at }
}
