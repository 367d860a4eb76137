package extract

import "golang.org/x/net/html"

// Page is a fetched page ready for extraction.
type Page struct {
	URL  string     // canonical URL the article will be stored under
	Site string     // site id
	Doc  *html.Node // parsed, UTF-8
}
