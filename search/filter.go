package search

import "strings"

// Term is one equality filter of a query: a stored field and the value
// it must hold.
type Term struct{ Field, Value string }

// AuthorKeyField is the field every backend stores each author in,
// lowercased by AuthorKey, so that the author filter ignores case
// everywhere.
const AuthorKeyField = "author_kw"

// AuthorKey is how an author is stored in AuthorKeyField and filtered by.
func AuthorKey(a string) string { return strings.ToLower(a) }

// Terms are q's equality filters in a fixed order: site, lang, section,
// author.
func (q Query) Terms() []Term {
	var out []Term
	for _, t := range []Term{{"site", q.Site}, {"lang", q.Lang}, {"section", q.Section}, {AuthorKeyField, AuthorKey(q.Author)}} {
		if t.Value != "" {
			out = append(out, t)
		}
	}
	return out
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
