package crawl

import (
	"bytes"
	"regexp"
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

// ScriptRedirect returns the canonical URL a page that does nothing but
// send the reader on with a script names (<script>window.location
// .replace("/new")</script> and hardly any text), or "". A page with
// content of its own that runs such a script (a mobile switch, a
// paywall) is a page, not a redirect; a script naming the page itself
// reloads it.
func ScriptRedirect(body []byte, pageURL string) string {
	// scriptLocation matches only a lower-case "location", and script
	// text is the page's bytes as they are (the parser decodes no
	// entities in it), so a page without those bytes has no redirect;
	// looked for in place, without a lower-cased copy of every page.
	if len(body) > maxRedirectPage || !bytes.Contains(body, []byte("location")) {
		return ""
	}
	doc, err := html.Parse(bytes.NewReader(body))
	if err != nil {
		return ""
	}
	var script strings.Builder
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
		case n.Type == html.ElementNode && (n.DataAtom == atom.Head || n.DataAtom == atom.Style ||
			n.DataAtom == atom.Noscript || n.DataAtom == atom.Template):
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				if c.Type == html.ElementNode && c.DataAtom == atom.Script {
					walk(c) // a redirect script often stands in <head>
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
	if text > maxRedirectPageText {
		return ""
	}
	js := script.String()
	m := scriptLocation.FindStringSubmatch(js)
	if m == nil || scriptCondition.MatchString(scriptStrings.ReplaceAllString(js, `""`)) {
		return ""
	}
	base, err := documentBase(doc, pageURL)
	if err != nil {
		return ""
	}
	// A URL in a script string often has its slashes escaped.
	target, err := Canonicalize(strings.ReplaceAll(m[2], `\/`, "/"), base)
	if err != nil {
		return ""
	}
	if self, err := Canonicalize(pageURL, nil); err == nil && self == target {
		return ""
	}
	return target
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
