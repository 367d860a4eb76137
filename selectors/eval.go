package selectors

import (
	"strconv"

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
	out := map[*html.Node]bool{}
	if len(c.remove) == 0 {
		return out
	}
	var ix *index
	for i, e := range c.remove {
		var ms []Match
		if fe := c.removeFast[i]; fe != nil {
			if ix == nil {
				ix = newIndex(body)
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

func evalExpr(e *xpath.Expr, doc *html.Node) []Match {
	switch v := e.Evaluate(htmlquery.CreateXPathNavigator(doc)).(type) {
	case *xpath.NodeIterator:
		var out []Match
		for v.MoveNext() {
			nav, ok := v.Current().(*htmlquery.NodeNavigator)
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
		return out
	case string:
		if v == "" {
			return nil
		}
		return []Match{{Value: v, HasValue: true}}
	case float64:
		return []Match{{Value: strconv.FormatFloat(v, 'f', -1, 64), HasValue: true}}
	}
	return nil
}

// Select evaluates one XPath outside a set (generators verify candidate
// XPaths with it).
func Select(doc *html.Node, expr string) ([]Match, error) {
	e, err := xpath.Compile(expr)
	if err != nil {
		return nil, err
	}
	return evalExpr(e, doc), nil
}
