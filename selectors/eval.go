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

// Eval returns what the i-th XPath of a field selects in doc.
func (c *Compiled) Eval(doc *html.Node, field string, i int) []Match {
	return evalExpr(c.fields[field][i], doc)
}

// Removed returns the elements the set's removal XPaths select.
func (c *Compiled) Removed(doc *html.Node) map[*html.Node]bool {
	out := map[*html.Node]bool{}
	for _, e := range c.remove {
		for _, m := range evalExpr(e, doc) {
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
