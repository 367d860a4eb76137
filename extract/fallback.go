package extract

import (
	"context"
	"fmt"
	"net/url"
	"strings"

	"github.com/markusmobius/go-trafilatura"
)

// Trafilatura extracts whole pages with go-trafilatura. It is the
// fallback when no selector set can be had, and the baseline every
// evaluation measures against.
type Trafilatura struct{}

// Extract implements the pipeline's extractor with go-trafilatura.
func (Trafilatura) Extract(_ context.Context, p *Page) (Article, error) {
	opts := trafilatura.Options{EnableFallback: true, ExcludeComments: true, HtmlDateMode: trafilatura.Extensive}
	if u, err := url.Parse(p.URL); err == nil && u.Host != "" {
		opts.OriginalURL = u
	}
	res, err := trafilatura.ExtractDocument(p.Doc, opts)
	if err != nil {
		return Article{}, fmt.Errorf("trafilatura %s: %w", p.URL, err)
	}
	a := Article{
		ID:        ArticleID(p.URL),
		URL:       p.URL,
		Site:      p.Site,
		Title:     strings.TrimSpace(res.Metadata.Title),
		Authors:   splitAuthors(res.Metadata.Author),
		Lang:      res.Metadata.Language,
		Image:     res.Metadata.Image,
		Tags:      res.Metadata.Tags,
		Method:    MethodTrafilatura,
		Extractor: fmt.Sprintf("%s/%d", MethodTrafilatura, NormalizerVersion),
	}
	if len(res.Metadata.Categories) > 0 {
		a.Section = res.Metadata.Categories[0]
	}
	if res.ContentNode != nil {
		a.Body = Text(res.ContentNode)
	}
	if a.Body == "" {
		a.Body = strings.TrimSpace(res.ContentText)
	}
	if d := res.Metadata.Date; !d.IsZero() {
		a.Published = d.UTC()
		a.PublishedRaw = d.Format("2006-01-02")
	}
	return a, nil
}

// splitAuthors splits a byline such as "Ann Lee; Bo Chen" into names.
func splitAuthors(s string) []string {
	var out []string
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == ';' || r == ',' || r == '|' }) {
		if p := strings.TrimSpace(part); p != "" {
			out = append(out, p)
		}
	}
	return out
}
