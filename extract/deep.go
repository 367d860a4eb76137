package extract

import (
	"bytes"
	"fmt"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// flattenDeep returns text rewritten so that no more than limit elements
// are open at once, by the count of its tags: a start tag that would go
// deeper first closes the deepest open element, and takes its place
// beside it. html.Parse refuses a page whose open elements ever number
// more than 512, as pages that never close a <div> or <font> per comment
// or row do; browsers keep such content, appended at their own depth
// limit, and so does Byline. Text stays in order. The count is rough
// (void elements are not counted, and a <p>, <li>, <td>… directly in
// another of its kind closes it, as in the parser), which is why limit
// is set well below the parser's, and why this runs only when the parser
// refused.
func flattenDeep(text []byte, limit int) []byte {
	type open struct {
		name   string
		closed bool // closed early: its own end tag is left out
	}
	var (
		stack   []open
		depth   int // entries of stack not closed
		foreign int // open <svg> and <math>, in which <x/> closes itself
		out     bytes.Buffer
	)
	isForeign := func(name string) bool { return name == "svg" || name == "math" }
	closeEntry := func(o *open) {
		if !o.closed {
			o.closed = true
			depth--
			if isForeign(o.name) {
				foreign--
			}
		}
	}
	out.Grow(len(text) + len(text)/8)
	z := html.NewTokenizer(bytes.NewReader(text))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return out.Bytes()
		}
		raw := z.Raw()
		switch tt {
		case html.StartTagToken, html.SelfClosingTagToken:
			name, _ := z.TagName()
			a := atom.Lookup(name)
			// The parser ignores the "/" of <div/>: only void and
			// foreign elements close themselves.
			if voidElement(a) || tt == html.SelfClosingTagToken && foreign > 0 {
				break
			}
			if n := len(stack); n > 0 && stack[n-1].name == string(name) && closesItsKind(a) {
				closeEntry(&stack[n-1])
				stack = stack[:n-1]
			}
			if depth >= limit {
				for i := len(stack) - 1; i >= 0; i-- {
					if !stack[i].closed {
						fmt.Fprintf(&out, "</%s>", stack[i].name)
						closeEntry(&stack[i])
						break
					}
				}
			}
			stack = append(stack, open{name: string(name)})
			depth++
			if isForeign(string(name)) {
				foreign++
			}
		case html.EndTagToken:
			name, _ := z.TagName()
			// An end tag matches the nearest element of its name; a stray
			// one, which the parser ignores, is passed on. The search is
			// bounded, so that a run of stray end tags below a deep stack
			// does not take quadratic time.
			low := max(0, len(stack)-4*limit)
			i := len(stack) - 1
			for i >= low && stack[i].name != string(name) {
				i--
			}
			if i < low {
				break
			}
			if stack[i].closed {
				// Its end tag is left out, so the elements opened since
				// stay open in the parser, and here.
				stack = append(stack[:i], stack[i+1:]...)
				continue
			}
			for k := i; k < len(stack); k++ {
				closeEntry(&stack[k])
			}
			stack = stack[:i]
		}
		out.Write(raw)
	}
}

// voidElement tells whether an element of this kind has no content and
// no end tag.
func voidElement(a atom.Atom) bool {
	switch a {
	case atom.Area, atom.Base, atom.Br, atom.Col, atom.Embed, atom.Hr, atom.Img, atom.Input, atom.Keygen,
		atom.Link, atom.Meta, atom.Param, atom.Source, atom.Track, atom.Wbr:
		return true
	}
	return false
}

// closesItsKind tells whether a start tag of this kind closes an open
// element of the same kind, as <p> does an open <p>.
func closesItsKind(a atom.Atom) bool {
	switch a {
	case atom.P, atom.Li, atom.Dt, atom.Dd, atom.Option, atom.Tr, atom.Td, atom.Th:
		return true
	}
	return false
}
