package extract

import (
	"bytes"
	"strings"
	"time"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// dataPubKeys are the keys, lower case and without underscores, under
// which a page's script state or an API's JSON holds a publication time:
// "published_at" (Shopify), "publishedDate", "publicationDate",
// "datePublished" outside JSON-LD. Keys of a creation ("created_at") are
// not: a CMS stamps every block and asset with one.
var dataPubKeys = map[string]bool{"publishedat": true, "publisheddate": true, "datepublished": true, "publishdate": true,
	"publicationdate": true, "firstpublishedat": true}

// maxDataDates caps the pairs dataPubPairs keeps of one script.
const maxDataDates = 8

// dataPubPairs returns the publication times a script's text holds under
// dataPubKeys, as `"key":"value"` lines: what keptPartsData leaves of a
// script it drops, for dataPublished to read. Two byte searches find the
// candidates; no regexp runs over the (often long) script.
func dataPubPairs(text []byte) []byte {
	var out []byte
	n := 0
	for _, stem := range []string{"ublish", "ublication"} {
		var nest dataNesting
		for i := 0; n < maxDataDates; {
			j := bytes.Index(text[i:], []byte(stem))
			if j < 0 {
				break
			}
			at := i + j
			i = at + len(stem)
			if key, val, ok := dataPubPair(text, at); ok {
				if nest.inList(text, at) {
					// An item of a list (related stories, comments, a
					// player's playlist): its date, not the page's.
					continue
				}
				out = append(out, '"')
				out = append(out, key...)
				out = append(out, `":"`...)
				out = append(out, val...)
				out = append(out, "\"\n"...)
				n++
			}
		}
	}
	return out
}

// dataNesting reads a script's brackets once, from its start up to
// ever later keys.
type dataNesting struct {
	pos   int
	stack []byte
	quote byte
}

// inList reports a key at text[at] (at no earlier than the last call's)
// inside an array that an object holds ({"related":[{"publishedDate":
// …}]}): one item of a list. An array that is the script's outermost
// container (a tag manager's dataLayer = [{…}]) is no list of items.
// Brackets in strings are skipped.
func (s *dataNesting) inList(text []byte, at int) bool {
	for ; s.pos < at; s.pos++ {
		c := text[s.pos]
		if s.quote != 0 {
			switch c {
			case '\\':
				s.pos++
			case s.quote:
				s.quote = 0
			}
			continue
		}
		switch c {
		case '"', '\'':
			s.quote = c
		case '{', '[':
			s.stack = append(s.stack, c)
		case '}', ']':
			if len(s.stack) > 0 {
				s.stack = s.stack[:len(s.stack)-1]
			}
		}
	}
	return bytes.IndexByte(s.stack[min(1, len(s.stack)):], '[') >= 0
}

// dataPubPair reads the key around text[at] (inside a quoted key) and the
// date value after it: `"published_at":"2019-03-02T06:22:28+01:00"`, its
// quotes JSON-escaped or not.
func dataPubPair(text []byte, at int) (key, val []byte, ok bool) {
	s := at
	for s > 0 && at-s < 24 && (isASCIILetter(text[s-1]) || text[s-1] == '_') {
		s--
	}
	e := at
	for e < len(text) && e-s < 24 && (isASCIILetter(text[e]) || text[e] == '_') {
		e++
	}
	if s == 0 || (text[s-1] != '"' && text[s-1] != '\'') || e >= len(text) {
		return nil, nil, false
	}
	key = text[s:e]
	if !dataPubKeys[strings.ReplaceAll(strings.ToLower(string(key)), "_", "")] {
		return nil, nil, false
	}
	i := e
	skip := func(set string) {
		for i < len(text) && strings.IndexByte(set, text[i]) >= 0 {
			i++
		}
	}
	skip(`\"'`)
	skip(" \t")
	if i >= len(text) || text[i] != ':' {
		return nil, nil, false
	}
	i++
	skip(" \t")
	if i < len(text) && text[i] == '\\' {
		i++
	}
	if i >= len(text) || text[i] != '"' && text[i] != '\'' {
		return nil, nil, false
	}
	i++
	v := i
	for i < len(text) && i-v < 35 && strings.IndexByte("0123456789T:.+-Z", text[i]) >= 0 {
		i++
	}
	val = text[v:i]
	if len(val) < 10 || val[4] != '-' || val[7] != '-' || (val[0] != '1' && val[0] != '2') {
		return nil, nil, false
	}
	return key, val, true
}

// dataPublished reads the publication time a page's scripts hold as data
// when nothing else on it dates it (client-rendered shops, review and
// event pages): the first script, not JSON-LD, or JSON meta content,
// whose such keys all fall on one day. A script whose keys name two days
// lists several items (a feed of posts), none of them the page.
func (p *DateParser) dataPublished(doc *html.Node, lang string, now time.Time) (Date, Source, bool) {
	for _, n := range findAll(doc, isDataHolder) {
		if d, ok := p.dataDate(n, lang, now); ok {
			return d, Source{Node: n}, true
		}
	}
	return Date{}, Source{}, false
}

// isDataHolder reports a script with text left, not JSON-LD (read by
// ldPublished), or a meta tag whose content is a JSON object.
func isDataHolder(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Script:
		return !isJSONLDScript(n) && n.FirstChild != nil && n.FirstChild.Type == html.TextNode
	case atom.Meta:
		return strings.HasPrefix(strings.TrimSpace(attr(n, "content")), "{")
	}
	return false
}

// dataDate reads the publication time of one data holder (see
// dataPublished).
func (p *DateParser) dataDate(n *html.Node, lang string, now time.Time) (Date, bool) {
	text := []byte(attr(n, "content"))
	if n.DataAtom == atom.Script {
		text = []byte(n.FirstChild.Data)
	}
	var first Date
	found := false
	for _, line := range bytes.Split(dataPubPairs(text), []byte("\n")) {
		c := bytes.LastIndexByte(bytes.TrimSuffix(line, []byte(`"`)), '"')
		if c < 0 {
			continue
		}
		d, ok := p.Parse(string(line[c+1:len(line)-1]), lang, now)
		if !ok {
			continue
		}
		if !found {
			first, found = d, true
		} else if !sameDay(d, first) {
			return Date{}, false
		}
	}
	return first, found
}
