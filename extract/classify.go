package extract

import (
	"encoding/json"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Page kinds Classify returns.
const (
	KindArticle = "article"
	KindListing = "listing"
)

var articleTypes = map[string]bool{
	"article": true, "newsarticle": true, "reportagenewsarticle": true, "analysisnewsarticle": true,
	"opinionnewsarticle": true, "reviewnewsarticle": true, "backgroundnewsarticle": true,
	"blogposting": true, "liveblogposting": true, "scholarlyarticle": true, "techarticle": true,
	"report": true, "socialmediaposting": false,
}

// Classify tells an article page from a listing (home, section, tag or
// search page). Structured data decides when present (JSON-LD article
// types, og:type=article); otherwise the page is an article when one
// container holds a run of real paragraphs — long text, few links —
// rather than many short teasers spread over many containers.
func Classify(doc *html.Node) string {
	var (
		ldArticle, ogArticle bool
		clusters             = map[*html.Node]*cluster{}
	)
	var walk func(n *html.Node, inBoiler bool)
	walk = func(n *html.Node, inBoiler bool) {
		if n.Type == html.ElementNode {
			switch n.DataAtom {
			case atom.Script:
				if strings.Contains(strings.ToLower(attr(n, "type")), "ld+json") && n.FirstChild != nil {
					ldArticle = ldArticle || jsonLDHasArticle(n.FirstChild.Data)
				}
				return
			case atom.Meta:
				if strings.EqualFold(attr(n, "property"), "og:type") && strings.EqualFold(strings.TrimSpace(attr(n, "content")), "article") {
					ogArticle = true
				}
			case atom.Nav, atom.Footer, atom.Aside, atom.Header, atom.Form:
				inBoiler = true
			case atom.Style, atom.Noscript, atom.Template:
				return
			case atom.P:
				if !inBoiler && n.Parent != nil {
					text, linkText := textAndLinkText(n)
					if l := utf8.RuneCountInString(strings.TrimSpace(text)); l >= 40 && linkText*3 < l {
						c := clusters[n.Parent]
						if c == nil {
							c = &cluster{}
							clusters[n.Parent] = c
						}
						c.paras++
						c.chars += l
					}
				}
				return
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, inBoiler)
		}
	}
	walk(doc, false)
	if ldArticle || ogArticle {
		return KindArticle
	}
	for parent, c := range clusters {
		if c.paras >= 3 && c.chars >= 600 && linkDensity(parent) < 0.25 {
			return KindArticle
		}
	}
	return KindListing
}

type cluster struct{ paras, chars int }

func textAndLinkText(n *html.Node) (string, int) {
	var b strings.Builder
	links := 0
	var walk func(n *html.Node, inLink bool)
	walk = func(n *html.Node, inLink bool) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
			if inLink {
				links += utf8.RuneCountInString(strings.TrimSpace(n.Data))
			}
		}
		if n.Type == html.ElementNode && n.DataAtom == atom.A {
			inLink = true
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, inLink)
		}
	}
	walk(n, false)
	return b.String(), links
}

func linkDensity(n *html.Node) float64 {
	text, links := textAndLinkText(n)
	total := utf8.RuneCountInString(strings.Join(strings.Fields(text), " "))
	if total == 0 {
		return 1
	}
	return float64(links) / float64(total)
}

// jsonLDHasArticle reports whether a JSON-LD block describes an article,
// looking through arrays and @graph.
func jsonLDHasArticle(src string) bool {
	var v any
	if json.Unmarshal([]byte(src), &v) != nil {
		return false
	}
	var has func(v any) bool
	has = func(v any) bool {
		switch x := v.(type) {
		case []any:
			for _, e := range x {
				if has(e) {
					return true
				}
			}
		case map[string]any:
			switch t := x["@type"].(type) {
			case string:
				if articleTypes[strings.ToLower(t)] {
					return true
				}
			case []any:
				for _, e := range t {
					if s, ok := e.(string); ok && articleTypes[strings.ToLower(s)] {
						return true
					}
				}
			}
			if g, ok := x["@graph"]; ok {
				return has(g)
			}
		}
		return false
	}
	return has(v)
}
