package search

import (
	"net/url"
	"strings"
)

// Term is one equality filter of a query: a stored field and the value
// it must hold, ignoring case when Fold is set.
type Term struct {
	Field, Value string
	Fold         bool
}

// AuthorKeyField is the field every backend stores each author in,
// lowercased by AuthorKey, so that the author filter ignores case
// everywhere.
const AuthorKeyField = "author_kw"

// AuthorKey is how an author is stored in AuthorKeyField and filtered by.
func AuthorKey(a string) string { return strings.ToLower(a) }

// Terms are q's equality filters in a fixed order: site, lang, section,
// author. Sections are stored as the site writes them ("Metro") and
// compared ignoring case; site and lang are lowercased by Normalize, as
// they are stored.
func (q Query) Terms() []Term {
	var out []Term
	for _, t := range []Term{{"site", q.Site, false}, {"lang", q.Lang, false}, {"section", q.Section, true},
		{AuthorKeyField, AuthorKey(q.Author), false}} {
		if t.Value != "" {
			out = append(out, t)
		}
	}
	return out
}

// SiteID is the site a site filter names, as a user may type it: a site
// id, its www. host in any case, or a URL of the site. It is the id
// crawl.SiteID gives the site's pages, which is what documents store:
// the host in lower case without "www." and default port.
func SiteID(s string) string {
	s = strings.TrimSpace(s)
	raw := s
	if !strings.Contains(raw, "://") {
		raw = "http://" + raw
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return strings.ToLower(s)
	}
	host := strings.TrimSuffix(strings.TrimSuffix(strings.ToLower(u.Host), ":80"), ":443")
	return strings.TrimPrefix(host, "www.")
}

// Filtered reports whether q has any filter.
func (q Query) Filtered() bool {
	return q.Site != "" || q.Lang != "" || q.Section != "" || q.Author != "" || !q.From.IsZero() || !q.To.IsZero()
}

// UnixRange is q's published range in whole Unix seconds, for engines
// that store the date as a number: published >= from (when hasFrom) and
// published < to (when hasTo). A bound with a fraction of a second is
// rounded so that every document the exact bound admits stays in.
func (q Query) UnixRange() (from, to int64, hasFrom, hasTo bool) {
	if !q.From.IsZero() {
		from, hasFrom = q.From.Unix(), true
	}
	if !q.To.IsZero() {
		to, hasTo = q.To.Unix(), true
		if q.To.Nanosecond() != 0 {
			to++
		}
	}
	return from, to, hasFrom, hasTo
}
