// Package generate makes selector sets: a heuristic generator that turns
// what Byline's structural extraction found on sample pages into stable
// XPaths, an LLM generator (later), and the validation both go through.
package generate

import (
	"fmt"
	"regexp"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/bylinehq/byline/selectors"
)

// xpathQuote quotes a string literal for XPath 1.0, which has no escapes.
func xpathQuote(s string) string {
	if !strings.Contains(s, "'") {
		return "'" + s + "'"
	}
	if !strings.Contains(s, `"`) {
		return `"` + s + `"`
	}
	parts := strings.Split(s, "'")
	return "concat('" + strings.Join(parts, `', "'", '`) + "')"
}

var stableID = regexp.MustCompile(`^[A-Za-z][A-Za-z_-]*[A-Za-z0-9_-]*$`)

// classAnchor returns an XPath predicate on a class that is likely stable,
// preferring the longest, most specific class. ok is false when every
// class looks generated or purely presentational.
func classAnchors(n *html.Node) []string {
	var preds []string
	for _, c := range strings.Fields(attrOf(n, "class")) {
		switch kind, stem := selectors.ClassName(c); kind {
		case selectors.ModuleClass:
			// CSS modules: keep the readable name, match the hash loosely.
			preds = append(preds, fmt.Sprintf("contains(concat(' ',normalize-space(@class)),' %s')", stem))
		case selectors.StableClass:
			preds = append(preds, fmt.Sprintf("contains(concat(' ',normalize-space(@class),' '),' %s ')", c))
		}
	}
	// Longer class names are more specific ("article-body" over "body").
	sortByLenDesc(preds)
	return preds
}

func sortByLenDesc(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && len(s[j]) > len(s[j-1]); j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

func attrOf(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

// anchors are the predicates that could identify n, best first.
func anchors(n *html.Node) []string {
	var out []string
	if id := attrOf(n, "id"); id != "" && len(id) <= 50 && stableID.MatchString(id) && !selectors.GeneratedName(id) {
		out = append(out, "@id="+xpathQuote(id))
	}
	for _, a := range []string{"itemprop", "data-testid", "data-test", "data-qa", "data-component", "data-module", "role"} {
		if v := attrOf(n, a); v != "" && len(v) <= 60 && !selectors.GeneratedName(v) {
			out = append(out, "@"+a+"="+xpathQuote(v))
		}
	}
	out = append(out, classAnchors(n)...)
	return out
}

// selectsFirst reports whether expr selects n as its first element match.
func selectsFirst(doc *html.Node, expr string, n *html.Node) bool {
	ms, err := selectors.Select(doc, expr)
	return err == nil && len(ms) > 0 && ms[0].Node == n && !ms[0].HasValue
}

// selectsOnly reports whether expr selects exactly n.
func selectsOnly(doc *html.Node, expr string, n *html.Node) bool {
	ms, err := selectors.Select(doc, expr)
	return err == nil && len(ms) == 1 && ms[0].Node == n && !ms[0].HasValue
}

// landmarkTags are the elements an article page has one of: its
// headline and its text. <time> and <address> are not among them: teaser
// cards and footers repeat them, and the first on one page is a
// teaser's on the next.
var landmarkTags = map[atom.Atom]bool{atom.H1: true, atom.Article: true, atom.Main: true}

// XPathFor returns the most stable XPath that selects n (as its only
// match when only is set, else as its first): an anchor on n itself; an
// anchor on an ancestor plus tag steps; a tag path; positions as a last
// resort. It never fails: an absolute positional path always works.
func XPathFor(doc, n *html.Node, only bool) string {
	ok := func(expr string) bool {
		if only {
			return selectsOnly(doc, expr, n)
		}
		return selectsFirst(doc, expr, n)
	}
	tag := n.Data
	for _, a := range anchors(n) {
		if x := "//" + tag + "[" + a + "]"; ok(x) {
			return x
		}
	}
	// Two class anchors together.
	cls := classAnchors(n)
	for i := 0; i < len(cls); i++ {
		for j := i + 1; j < len(cls); j++ {
			if x := "//" + tag + "[" + cls[i] + " and " + cls[j] + "]"; ok(x) {
				return x
			}
		}
	}
	// A bare tag only for elements a page has one of: the first <p> or
	// <div> of one page is some other text on the next.
	if x := "//" + tag; landmarkTags[n.DataAtom] && ok(x) {
		return x
	}
	// An anchored ancestor, then the tag path down to n.
	steps := []string{tag}
	for p := n.Parent; p != nil && p.Type == html.ElementNode; p = p.Parent {
		for _, a := range anchors(p) {
			for _, sep := range []string{"//", "/"} {
				x := "//" + p.Data + "[" + a + "]" + sep + strings.Join(reverse(steps), "/")
				if sep == "//" {
					x = "//" + p.Data + "[" + a + "]//" + tag
				}
				if ok(x) {
					return x
				}
			}
		}
		steps = append(steps, p.Data)
		if p.Data == "body" {
			break
		}
	}
	return positional(n)
}

func reverse(s []string) []string {
	out := make([]string, len(s))
	for i, v := range s {
		out[len(s)-1-i] = v
	}
	return out
}

// positional is /html/body/div[3]/… down to n.
func positional(n *html.Node) string {
	var steps []string
	for p := n; p != nil && p.Type == html.ElementNode; p = p.Parent {
		idx, count := 0, 0
		for s := p.Parent.FirstChild; s != nil; s = s.NextSibling {
			if s.Type == html.ElementNode && s.Data == p.Data {
				count++
				if s == p {
					idx = count
				}
			}
		}
		step := p.Data
		if count > 1 {
			step = fmt.Sprintf("%s[%d]", p.Data, idx)
		}
		steps = append(steps, step)
	}
	return "/" + strings.Join(reverse(steps), "/")
}
