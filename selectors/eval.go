package selectors

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/antchfx/htmlquery"
	"github.com/antchfx/xpath"
	"golang.org/x/net/html"
)

// Match is one thing an XPath selected: an element, or a value (an
// attribute, a text node or the result of a string function) with the
// element it belongs to.
type Match struct {
	Node     *html.Node
	Value    string
	HasValue bool
}

// Len is the number of XPaths of a field.
func (c *Compiled) Len(field string) int { return len(c.fields[field]) }

// XPath returns the i-th XPath of a field.
func (c *Compiled) XPath(field string, i int) string { return c.exprs[field][i] }

// Doc is a document prepared for evaluating a set's XPaths: simple
// XPaths run over an index of its elements by tag, built once.
type Doc struct {
	root *html.Node
	ix   *index
}

// Prepare indexes doc for evaluation.
func Prepare(doc *html.Node) *Doc { return &Doc{root: doc} }

func (d *Doc) index() *index {
	if d.ix == nil {
		d.ix = newIndex(d.root)
	}
	return d.ix
}

// EvalDoc returns what the i-th XPath of a field selects in a prepared
// document.
func (c *Compiled) EvalDoc(doc *Doc, field string, i int) []Match {
	if fe := c.fast[field][i]; fe != nil {
		return fe.eval(doc.index())
	}
	return evalExpr(c.fields[field][i], doc.root)
}

// Eval returns what the i-th XPath of a field selects in doc, with the
// XPath engine; EvalDoc is faster when several XPaths run on one page.
func (c *Compiled) Eval(doc *html.Node, field string, i int) []Match {
	return evalExpr(c.fields[field][i], doc)
}

// Removed returns the elements the set's removal XPaths select inside
// body: removal XPaths name furniture within the article body, so they
// are evaluated there only.
func (c *Compiled) Removed(body *html.Node) map[*html.Node]bool {
	return c.removed(body, func() *index { return newIndex(body) })
}

// RemovedIn is Removed for body, an element of a prepared document.
// Once the document's index is built, body's elements are a run of it
// (document order lists an element's descendants right after it), so
// the removal XPaths take that run instead of a new walk of the body.
func (c *Compiled) RemovedIn(doc *Doc, body *html.Node) map[*html.Node]bool {
	return c.removed(body, func() *index {
		if doc.ix != nil {
			if ix, ok := doc.ix.below(body); ok {
				return ix
			}
		}
		return newIndex(body)
	})
}

func (c *Compiled) removed(body *html.Node, bodyIndex func() *index) map[*html.Node]bool {
	out := map[*html.Node]bool{}
	if len(c.remove) == 0 {
		return out
	}
	var ix *index
	for i, e := range c.remove {
		var ms []Match
		if fe := c.removeFast[i]; fe != nil {
			if ix == nil {
				ix = bodyIndex()
			}
			ms = fe.eval(ix)
		} else {
			ms = evalExpr(e, body)
		}
		for _, m := range ms {
			if !m.HasValue && m.Node != nil {
				out[m.Node] = true
			}
		}
	}
	return out
}

// sharedExpr is a compiled XPath that goroutines may evaluate at once.
// An antchfx/xpath Expr keeps the state of an evaluation in itself, so
// two pages of a site evaluated at once would race on it (and a
// scalar result, string(…) or count(…), could mix them): each
// evaluation takes a copy of its own from a pool.
type sharedExpr struct {
	src  string
	pool sync.Pool
}

func newSharedExpr(src string, e *xpath.Expr) *sharedExpr {
	s := &sharedExpr{src: src}
	s.pool.Put(e)
	return s
}

func (s *sharedExpr) get() *xpath.Expr {
	if e, ok := s.pool.Get().(*xpath.Expr); ok {
		return e
	}
	return xpath.MustCompile(s.src) // it compiled once
}

// evalExpr evaluates e on doc; an XPath that runs out of its budget
// selects nothing.
func evalExpr(e *sharedExpr, doc *html.Node) []Match {
	ms, _ := evalBudget(e, doc, baseXPathSteps, xpathStepsPerNode)
	return ms
}

// An XPath evaluation may take baseXPathSteps, plus xpathStepsPerNode
// for every node of the page and for every textPerNode bytes of its
// text (scripts included), counted in moves of the XPath engine over the
// document plus one per 8 bytes of text it reads. The XPaths of a set
// take a few dozen steps per node at most, even on a page at the 10 MB
// body limit, and one that reads every element's text
// (//*[contains(., 'By ')]) reads each byte once per ancestor; XPath 1.0 has no loops, but absolute paths nested in
// predicates (//*[count(//*[count(//*)>1])>1]) cost the cube of the
// page's size and would run for hours on every page of the site. An
// evaluation that goes past its budget stops with ErrTooCostly, within
// about a second on the largest page.
const (
	baseXPathSteps    = 1_000_000
	xpathStepsPerNode = 200
	textPerNode       = 64
	// checkXPathSteps is the base Costly allows: generators see small
	// sample pages, on which an XPath whose cost grows faster than the
	// page stays within baseXPathSteps, but not within the steps per
	// node that hold on the site's large pages.
	checkXPathSteps = 10_000
)

// ErrTooCostly is returned for an XPath whose evaluation on a page went
// past its step budget.
var ErrTooCostly = errors.New("XPath too costly to evaluate")

// evalBudget evaluates e on doc, stopping with ErrTooCostly when it
// goes past its budget: base steps, plus perNode for every node of the
// document doc belongs to.
func evalBudget(e *sharedExpr, doc *html.Node, base, perNode int) ([]Match, error) {
	x := e.get()
	out, err := evalOwned(x, doc, base, perNode)
	if err == nil {
		e.pool.Put(x) // one stopped midway is dropped
	}
	return out, err
}

// evalOwned is evalBudget for an Expr no other goroutine evaluates.
func evalOwned(e *xpath.Expr, doc *html.Node, base, perNode int) (out []Match, err error) {
	steps := &stepBudget{left: base, perNode: perNode, root: doc}
	defer func() {
		if v := recover(); v != nil {
			if v != steps {
				panic(v)
			}
			out, err = nil, fmt.Errorf("%w: stopped after %d steps on a page of %d nodes and %d bytes of text",
				ErrTooCostly, base+perNode*steps.size(), steps.nodes, steps.text)
		}
	}()
	switch v := e.Evaluate(newBudgetNav(doc, steps)).(type) {
	case *xpath.NodeIterator:
		for v.MoveNext() {
			nav, ok := v.Current().(*budgetNav)
			if !ok {
				continue
			}
			switch nav.NodeType() {
			case xpath.AttributeNode, xpath.TextNode:
				out = append(out, Match{Node: nav.Current(), Value: nav.Value(), HasValue: true})
			case xpath.ElementNode:
				out = append(out, Match{Node: nav.Current()})
			}
		}
		return out, nil
	case string:
		if v == "" {
			return nil, nil
		}
		return []Match{{Value: v, HasValue: true}}, nil
	case float64:
		return []Match{{Value: strconv.FormatFloat(v, 'f', -1, 64), HasValue: true}}, nil
	}
	return nil, nil
}

// stepBudget is the work left to one evaluation. Running out panics
// with the budget itself, which evalBudget recovers: the XPath engine
// offers no way to stop an evaluation, and its navigator is the one
// place where every step of it passes. The nodes of the page are
// counted only when the base budget is spent, so that the many cheap
// evaluations of a page do not walk it each.
type stepBudget struct {
	left, perNode int
	root          *html.Node
	nodes, text   int // counted once the base is spent
	grown         bool
}

// size is the page's size in nodes, its text counted as textPerNode
// bytes a node.
func (b *stepBudget) size() int { return b.nodes + b.text/textPerNode }

func (b *stepBudget) spend(n int) {
	if b.left -= n; b.left < 0 {
		b.exhausted()
	}
}

func (b *stepBudget) exhausted() {
	if !b.grown {
		b.grown = true
		top := b.root
		for top.Parent != nil {
			top = top.Parent
		}
		b.nodes, b.text = countNodes(top)
		if b.left += b.perNode * b.size(); b.left >= 0 {
			return
		}
	}
	panic(b)
}

// countNodes returns the nodes below n, n included, and the bytes of
// their text.
func countNodes(n *html.Node) (nodes, text int) {
	nodes = 1
	if n.Type == html.TextNode {
		text = len(n.Data)
	}
	for k := n.FirstChild; k != nil; k = k.NextSibling {
		kn, kt := countNodes(k)
		nodes, text = nodes+kn, text+kt
	}
	return nodes, text
}

// budgetNav is htmlquery's navigator, spending the budget on every move
// and on the text it reads.
type budgetNav struct {
	nav   htmlquery.NodeNavigator
	steps *stepBudget
}

func newBudgetNav(doc *html.Node, steps *stepBudget) *budgetNav {
	return &budgetNav{nav: *htmlquery.CreateXPathNavigator(doc), steps: steps}
}

func (n *budgetNav) Current() *html.Node       { return n.nav.Current() }
func (n *budgetNav) NodeType() xpath.NodeType  { return n.nav.NodeType() }
func (n *budgetNav) LocalName() string         { return n.nav.LocalName() }
func (n *budgetNav) Prefix() string            { return n.nav.Prefix() }
func (n *budgetNav) MoveToRoot()               { n.steps.spend(1); n.nav.MoveToRoot() }
func (n *budgetNav) MoveToParent() bool        { n.steps.spend(1); return n.nav.MoveToParent() }
func (n *budgetNav) MoveToNextAttribute() bool { n.steps.spend(1); return n.nav.MoveToNextAttribute() }
func (n *budgetNav) MoveToChild() bool         { n.steps.spend(1); return n.nav.MoveToChild() }
func (n *budgetNav) MoveToFirst() bool         { n.steps.spend(1); return n.nav.MoveToFirst() }
func (n *budgetNav) MoveToNext() bool          { n.steps.spend(1); return n.nav.MoveToNext() }
func (n *budgetNav) MoveToPrevious() bool      { n.steps.spend(1); return n.nav.MoveToPrevious() }

func (n *budgetNav) Value() string {
	v := n.nav.Value()
	n.steps.spend(1 + len(v)/8)
	return v
}

func (n *budgetNav) Copy() xpath.NodeNavigator {
	n.steps.spend(1)
	return &budgetNav{nav: n.nav, steps: n.steps}
}

func (n *budgetNav) MoveTo(other xpath.NodeNavigator) bool {
	n.steps.spend(1)
	if o, ok := other.(*budgetNav); ok {
		other = &o.nav
	}
	return n.nav.MoveTo(other)
}

// Select evaluates one XPath outside a set (generators verify candidate
// XPaths with it).
func Select(doc *html.Node, expr string) ([]Match, error) {
	e, err := xpath.Compile(expr)
	if err != nil {
		return nil, err
	}
	return evalOwned(e, doc, baseXPathSteps, xpathStepsPerNode)
}

// Costly lists the XPaths of the set that run out of their step budget
// on doc, held to checkXPathSteps and the steps per node of doc, one
// line each ("body: XPath 2 (…) is too costly …"), for the generators
// to refuse a set before it is used: on a large page of the site such
// an XPath would select nothing after a second's work.
func (c *Compiled) Costly(doc *html.Node) []string {
	var out []string
	check := func(field string, i int, x string, e *sharedExpr) {
		if _, err := evalBudget(e, doc, checkXPathSteps, xpathStepsPerNode); err != nil {
			out = append(out, fmt.Sprintf("%s: XPath %d (%s): %v; avoid absolute paths (//…) inside predicates and reading the text of every element (//*[contains(., …)]): use relative paths (.//…), text() or ancestor::", field, i+1, x, err))
		}
	}
	for _, f := range FieldNames {
		for i, e := range c.fields[f] {
			if c.fast[f][i] == nil {
				check(f, i, c.exprs[f][i], e)
			}
		}
	}
	for i, e := range c.remove {
		if c.removeFast[i] == nil {
			check("remove", i, strings.TrimSpace(c.Set.Remove[i]), e)
		}
	}
	return out
}
