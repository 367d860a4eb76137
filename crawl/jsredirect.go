package crawl

import (
	"bytes"
	"net/http"
	"regexp"
	"strconv"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// scriptLocation matches a statement sending the reader to a literal
// URL: location.replace("…") or .assign("…"), and location = "…" or
// location.href = "…", on window, document, top or self or alone, at the
// start of a statement (another object's "location" property is not the
// page's). A comparison (location.href == "…") has no quote after its
// first "=".
var scriptLocation = regexp.MustCompile(`(?:^|[;{}\n])\s*(?:(?:window|document|top|self)\s*\.\s*)?location\s*(?:\.\s*(?:replace|assign)\s*\(\s*|(?:\.\s*href\s*)?=\s*)(["'])([^"'\s<>]+)["']`)

// scriptCondition finds a condition in a script: a redirect under one
// (a mobile switch, a guard against mirrors of the site) sends only some
// readers on, and the page is a page of its own.
// (Looked for outside string literals: "?x=1" is a query.)
var scriptCondition = regexp.MustCompile(`\b(?:if|switch|while)\s*\(|\?|&&|\|\|`)

// maxRedirectPageText is the most visible text, in bytes, a page that
// only sends the reader on has beside its script ("Redirecting…", "click
// here if nothing happens").
const maxRedirectPageText = 200

// maxRedirectPage is the largest page read for a script redirect: such
// a page is tiny, and a page is parsed once more to read its scripts
// (Byline's page parser leaves them empty).
const maxRedirectPage = 16 << 10

// StubRedirect returns the canonical URL a page that does nothing but
// send the reader on names, or "": a page of hardly any text whose
// <meta http-equiv=refresh> sends the reader on at once ("0; url=/new"),
// or whose script does (<script>window.location.replace("/new")</script>).
// A page with content of its own that runs such a script (a mobile
// switch, a paywall) or refreshes (a live page reloading itself, maybe
// at another address) is a page, not a redirect; a refresh with a delay
// lets the reader read the page, and a target naming the page itself
// reloads it.
func StubRedirect(body []byte, pageURL string) string {
	// scriptLocation matches only a lower-case "location", and script
	// text is the page's bytes as they are (the parser decodes no
	// entities in it), so a page without those bytes has no script
	// redirect; looked for in place, without a lower-cased copy of
	// every page, as "efresh" is for a refresh.
	if len(body) > maxRedirectPage || !mayAssignLocation(body) && !mayRefresh(body) {
		return ""
	}
	return stubRedirect(body, pageURL)
}

// stubRedirect is StubRedirect on a page that may be a stub by its bytes.
func stubRedirect(body []byte, pageURL string) string {
	st, ok := readStub(body)
	if !ok {
		return ""
	}
	if st.refresh != "" {
		return stubTarget(st.doc, st.refresh, pageURL)
	}
	js := st.script
	m := scriptLocation.FindStringSubmatch(js)
	if m == nil || scriptCondition.MatchString(scriptStrings.ReplaceAllString(js, `""`)) {
		return ""
	}
	// A URL in a script string often has its slashes escaped.
	return stubTarget(st.doc, strings.ReplaceAll(m[2], `\/`, "/"), pageURL)
}

// RefreshStub returns the canonical URL an HTTP Refresh header sends the
// reader to, when the page under it does nothing else: any target of an
// empty page's header, and one an almost empty page's (hardly any text,
// see StubRedirect) sends the reader to at once ("0; url=/new"); "" for
// a page with content of its own, or a header naming the page itself.
func RefreshStub(h http.Header, body []byte, pageURL string) string {
	v := h.Get("Refresh")
	if v == "" {
		return ""
	}
	if len(body) == 0 {
		t := RefreshTarget(h, pageURL)
		if self, err := Canonicalize(pageURL, nil); err == nil && self == t {
			return "" // an empty page reloading itself: no redirect
		}
		return t
	}
	if !refreshNow(v) || len(body) > maxRedirectPage {
		return ""
	}
	st, ok := readStub(body)
	if !ok {
		return ""
	}
	return stubTarget(st.doc, refreshURL(v), pageURL)
}

// mayAssignLocation reports whether body may hold a script statement
// scriptLocation matches: a "location" followed, past white space, by
// the "." or "=" the expression needs, or by the "<" of a </script> that
// another script's text continues after. A story's "locations" or
// "relocation plan" (a small page is often a short one) is then not
// parsed a second time.
func mayAssignLocation(body []byte) bool {
	return anyWordFollowedBy(body, "location", func(rest []byte) bool {
		rest = bytes.TrimLeft(rest, " \t\n\f\r") // regexp's \s
		return len(rest) == 0 || rest[0] == '.' || rest[0] == '=' || rest[0] == '<'
	})
}

// mayRefresh reports whether body may hold a meta refresh: an
// http-equiv value "refresh" ends with the word, so "refreshing" in a
// story's text does not count.
func mayRefresh(body []byte) bool {
	end := func(rest []byte) bool { return len(rest) == 0 || !isWordByte(rest[0]) }
	return anyWordFollowedBy(body, "efresh", end) || anyWordFollowedBy(body, "EFRESH", end)
}

// anyWordFollowedBy reports whether word stands in body with what
// follows it passing next.
func anyWordFollowedBy(body []byte, word string, next func(rest []byte) bool) bool {
	for i := 0; ; {
		j := bytes.Index(body[i:], []byte(word))
		if j < 0 {
			return false
		}
		i += j + len(word)
		if next(body[i:]) {
			return true
		}
	}
}

// isWordByte reports whether c is an ASCII letter or digit.
func isWordByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// refreshNow reports whether a refresh's content ("0; url=/new") sends
// the reader on at once: its time is 0.
func refreshNow(content string) bool {
	s := strings.TrimLeft(content, " \t\n\f\r")
	n := len(s) - len(strings.TrimLeft(s, "0123456789"))
	if n == 0 {
		return false
	}
	secs, err := strconv.Atoi(s[:n])
	return err == nil && secs == 0
}

// stub is what readStub found in a page.
type stub struct {
	doc     *html.Node
	script  string // its inline scripts' text
	refresh string // the URL of its first meta refresh at once, if any
}

// readStub parses a page and returns its scripts and refresh, ok when it
// has no more than maxRedirectPageText of visible text.
func readStub(body []byte) (stub, bool) {
	doc, err := html.Parse(bytes.NewReader(body))
	if err != nil {
		return stub{}, false
	}
	var script strings.Builder
	var refresh string
	text := 0
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		switch {
		case n.Type == html.ElementNode && n.DataAtom == atom.Script:
			if attr(n, "src") == "" && isJavaScript(attr(n, "type")) {
				script.WriteString(textOf(n))
				script.WriteByte('\n')
			}
			return
		case n.Type == html.ElementNode && n.DataAtom == atom.Meta:
			if c := attr(n, "content"); refresh == "" && strings.EqualFold(strings.TrimSpace(attr(n, "http-equiv")), "refresh") && refreshNow(c) {
				refresh = refreshURL(c)
			}
			return
		case n.Type == html.ElementNode && (n.DataAtom == atom.Head || n.DataAtom == atom.Style ||
			n.DataAtom == atom.Noscript || n.DataAtom == atom.Template):
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				if c.Type == html.ElementNode && (c.DataAtom == atom.Script || c.DataAtom == atom.Meta) {
					walk(c) // a redirect often stands in <head>
				}
			}
			return
		case n.Type == html.TextNode:
			text += len(strings.TrimSpace(n.Data))
		}
		for c := n.FirstChild; c != nil && text <= maxRedirectPageText; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return stub{doc: doc, script: script.String(), refresh: refresh}, text <= maxRedirectPageText
}

// stubTarget is the canonical URL a stub page's redirect to target goes
// to, resolved against the page's base; "" when it names the page itself.
func stubTarget(doc *html.Node, target, pageURL string) string {
	base, err := documentBase(doc, pageURL)
	if err != nil || target == "" {
		return ""
	}
	u, err := Canonicalize(target, base)
	if err != nil {
		return ""
	}
	if self, err := Canonicalize(pageURL, nil); err == nil && self == u {
		return ""
	}
	return u
}

// scriptStrings matches a script's string literals.
var scriptStrings = regexp.MustCompile(`"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'`)

// isJavaScript reports a script element's type that browsers run: none,
// or a JavaScript one; not JSON-LD, JSON data or a template.
func isJavaScript(typ string) bool {
	switch strings.ToLower(strings.TrimSpace(typ)) {
	case "", "text/javascript", "application/javascript", "module", "text/ecmascript", "application/ecmascript":
		return true
	}
	return false
}
