package selectors

import (
	"regexp"
	"slices"
	"strings"

	"golang.org/x/net/html"
)

// fastExpr is an XPath of the simple shapes generators emit, evaluated
// natively over a tag index instead of by the XPath engine:
//
//	//tag  //tag[P]  //tag[P and P]  …/@attr
//
// where P is @a='v', or a class-token test written the usual way,
// contains(concat(' ',normalize-space(@class),' '),' c ') (token c), or
// contains(concat(' ',normalize-space(@class)),' c') (a token starting
// with c, for CSS-module names).
type fastExpr struct {
	tag   string // "*" for any element
	preds []fastPred
	attr  string // select this attribute's value; "" selects the element
}

type fastPred struct {
	kind  int // predAttr, predClass, predClassPrefix
	name  string
	value string
}

const (
	predAttr = iota
	predClass
	predClassPrefix
)

var (
	fastStep   = regexp.MustCompile(`^//([a-zA-Z][a-zA-Z0-9]*|\*)(?:\[(.+)\])?(?:/@([a-zA-Z][\w:-]*))?$`)
	fastAttr   = regexp.MustCompile(`^@([a-zA-Z][\w:.-]*)\s*=\s*(?:'([^']*)'|"([^"]*)")$`)
	fastClass  = regexp.MustCompile(`^contains\(concat\(' ',\s*normalize-space\(@class\),\s*' '\),\s*' ([^' ]+) '\)$`)
	fastPrefix = regexp.MustCompile(`^contains\(concat\(' ',\s*normalize-space\(@class\)\),\s*' ([^' ]+)'\)$`)
)

// parseFast recognizes a simple XPath; ok is false for anything else.
func parseFast(x string) (fastExpr, bool) {
	m := fastStep.FindStringSubmatch(strings.TrimSpace(x))
	if m == nil {
		return fastExpr{}, false
	}
	fe := fastExpr{tag: strings.ToLower(m[1]), attr: m[3]}
	if m[2] != "" {
		for _, part := range strings.Split(m[2], " and ") {
			part = strings.TrimSpace(part)
			switch {
			case fastAttr.MatchString(part):
				a := fastAttr.FindStringSubmatch(part)
				v := a[2]
				if v == "" {
					v = a[3]
				}
				fe.preds = append(fe.preds, fastPred{kind: predAttr, name: a[1], value: v})
			case fastClass.MatchString(part):
				fe.preds = append(fe.preds, fastPred{kind: predClass, value: fastClass.FindStringSubmatch(part)[1]})
			case fastPrefix.MatchString(part):
				fe.preds = append(fe.preds, fastPred{kind: predClassPrefix, value: fastPrefix.FindStringSubmatch(part)[1]})
			default:
				return fastExpr{}, false
			}
		}
	}
	return fe, true
}

func (p fastPred) match(n *html.Node) bool {
	switch p.kind {
	case predAttr:
		for _, a := range n.Attr {
			if a.Key == p.name && a.Val == p.value {
				return true
			}
		}
		return false
	default:
		for _, a := range n.Attr {
			// A class that holds the token (or a token starting with it)
			// holds it as a substring: most elements fail this cheap test.
			if a.Key != "class" || !strings.Contains(a.Val, p.value) {
				continue
			}
			for c := range strings.FieldsSeq(a.Val) {
				if c == p.value || (p.kind == predClassPrefix && strings.HasPrefix(c, p.value)) {
					return true
				}
			}
		}
		return false
	}
}

// index lists a document's elements in document order, and those of a
// tag once a set asks for it. A set names a handful of tags; sorting
// every element of the page by tag up front cost more than scanning the
// list once per tag asked for.
type index struct {
	all   []*html.Node
	byTag map[string][]*html.Node
}

func newIndex(root *html.Node) *index {
	// Sized by a count first: grown from nothing, the list of a page's
	// thousands of elements was copied a dozen times on the way.
	ix := &index{all: make([]*html.Node, 0, countElements(root))}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode {
				ix.all = append(ix.all, c)
				walk(c)
			}
		}
	}
	walk(root)
	return ix
}

// countElements is the number of elements below n that newIndex lists.
func countElements(n *html.Node) int {
	count := 0
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode {
			count += 1 + countElements(c)
		}
	}
	return count
}

// below returns the index of the elements below n, as newIndex(n)
// would list them: the run of ix after n up to the first element that
// follows n's subtree. ok is false when n or that element is not in ix.
func (ix *index) below(n *html.Node) (*index, bool) {
	start := slices.Index(ix.all, n)
	if start < 0 {
		return nil, false
	}
	end := len(ix.all)
	if next := elementAfter(n); next != nil {
		k := slices.Index(ix.all[start+1:], next)
		if k < 0 {
			return nil, false
		}
		end = start + 1 + k
	}
	return &index{all: ix.all[start+1 : end]}, true
}

// elementAfter is the first element after n's subtree in document
// order, or nil.
func elementAfter(n *html.Node) *html.Node {
	for p := n; p != nil; p = p.Parent {
		for s := p.NextSibling; s != nil; s = s.NextSibling {
			if s.Type == html.ElementNode {
				return s
			}
		}
	}
	return nil
}

// tagged returns the elements of a tag ("*" for all) in document order.
func (ix *index) tagged(tag string) []*html.Node {
	if tag == "*" {
		return ix.all
	}
	if nodes, ok := ix.byTag[tag]; ok {
		return nodes
	}
	var nodes []*html.Node
	for _, n := range ix.all {
		if n.Data == tag {
			nodes = append(nodes, n)
		}
	}
	if ix.byTag == nil {
		ix.byTag = map[string][]*html.Node{}
	}
	ix.byTag[tag] = nodes
	return nodes
}

func (fe fastExpr) eval(ix *index) []Match {
	var out []Match
	for _, n := range ix.tagged(fe.tag) {
		ok := true
		for _, p := range fe.preds {
			if !p.match(n) {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		if fe.attr == "" {
			out = append(out, Match{Node: n})
			continue
		}
		for _, a := range n.Attr {
			if a.Key == fe.attr {
				out = append(out, Match{Node: n, Value: a.Val, HasValue: true})
				break
			}
		}
	}
	return out
}
