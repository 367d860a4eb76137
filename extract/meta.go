package extract

import (
	"encoding/json"
	"html"
	"slices"
	"strings"

	xhtml "golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/bylinehq/byline/selectors"
)

// metaValue is one metadata value and where it was found.
type metaValue struct {
	val  string
	node *xhtml.Node // <meta>, <script type=ld+json>, or the element
	attr string      // attribute holding the value, "" for text
}

// metadata is every piece of structured metadata on a page.
type metadata struct {
	ld       []ldObject             // article-like JSON-LD objects, best first
	ldNodes  []*xhtml.Node          // the <script> elements they came from
	metas    map[string][]metaValue // lower-case name/property/itemprop → values
	title    *xhtml.Node            // <title>
	htmlLang string
	siteName string
	scripts  ldMemo // every JSON-LD script, parsed once for all field readers
}

// ldObject is a JSON-LD object with the script that held it.
type ldObject struct {
	m      map[string]any
	script *xhtml.Node
}

func collectMetadata(doc *xhtml.Node) *metadata { return collectMetadataMemo(doc, &ldMemo{}) }

// collectMetadataMemo is collectMetadata sharing the JSON-LD scripts
// parsed into memo, both ways: the applier has read some already.
func collectMetadataMemo(doc *xhtml.Node, memo *ldMemo) *metadata {
	if memo.parsed == nil {
		memo.parsed = map[*xhtml.Node][]ldObject{}
	}
	md := &metadata{metas: map[string][]metaValue{}, scripts: *memo}
	var all []ldObject
	var walk func(n *xhtml.Node)
	walk = func(n *xhtml.Node) {
		if n.Type == xhtml.ElementNode {
			switch n.DataAtom {
			case atom.Html:
				md.htmlLang = attr(n, "lang")
			case atom.Title:
				if md.title == nil {
					md.title = n
				}
			case atom.Meta:
				content := attr(n, "content")
				if content == "" {
					break
				}
				for _, k := range []string{"property", "name", "itemprop", "http-equiv"} {
					if key := strings.ToLower(strings.TrimSpace(attr(n, k))); key != "" {
						md.metas[key] = append(md.metas[key], metaValue{val: content, node: n, attr: "content"})
					}
				}
			case atom.Script:
				if strings.Contains(strings.ToLower(attr(n, "type")), "ld+json") && n.FirstChild != nil {
					all = append(all, md.scripts.objects(n)...)
				}
				return
			case atom.Style, atom.Noscript, atom.Template:
				return
			}
			if ip := strings.ToLower(attr(n, "itemprop")); ip != "" && n.DataAtom != atom.Meta {
				v, a := itempropValue(n)
				if v != "" {
					md.metas["itemprop:"+ip] = append(md.metas["itemprop:"+ip], metaValue{val: v, node: n, attr: a})
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	for _, o := range all {
		if isArticleType(o.m["@type"]) {
			md.ld = append(md.ld, o)
		}
	}
	for _, o := range all {
		if name := ldString(o.m, "name"); name != "" && typeIs(o.m["@type"], "website", "newsmediaorganization", "organization") && md.siteName == "" {
			md.siteName = name
		}
	}
	if md.siteName == "" {
		md.siteName = md.first("og:site_name")
		if md.siteName == "" {
			md.siteName = appName(md.first("application-name"))
		}
		if md.siteName == "" {
			md.siteName = md.first("al:android:app_name", "twitter:site")
		}
	}
	return md
}

func itempropValue(n *xhtml.Node) (string, string) {
	for _, a := range []string{"content", "datetime"} {
		if v := attr(n, a); v != "" {
			return v, a
		}
	}
	if n.DataAtom == atom.A || n.DataAtom == atom.Link {
		if v := attr(n, "href"); v != "" && attr(n, "itemprop") == "url" {
			return v, "href"
		}
	}
	return innerText(n), ""
}

// first returns the first non-empty value of the given keys.
func (md *metadata) first(keys ...string) string {
	for _, k := range keys {
		for _, v := range md.metas[k] {
			if s := collapse(html.UnescapeString(v.val)); s != "" {
				return s
			}
		}
	}
	return ""
}

// ldMemo holds the parsed JSON-LD scripts of one page. The readers of
// title, date, authors, lead, section, image and tags each look into the
// same scripts, and a set often names one script for several fields;
// parsing each script once per page saves most of what they cost. Each
// Apply or Analyze has its own: it is not safe for concurrent use.
type ldMemo struct{ parsed map[*xhtml.Node][]ldObject }

// objects returns the objects of a JSON-LD script (see parseJSONLD).
// Callers must not modify them.
func (m *ldMemo) objects(script *xhtml.Node) []ldObject {
	if script.FirstChild == nil {
		return nil
	}
	if objs, ok := m.parsed[script]; ok {
		return objs
	}
	if m.parsed == nil {
		m.parsed = map[*xhtml.Node][]ldObject{}
	}
	objs := parseJSONLD(script.FirstChild.Data, script)
	m.parsed[script] = objs
	return objs
}

// hasArticle tells whether a JSON-LD script holds an object typed as an
// article.
func (m *ldMemo) hasArticle(script *xhtml.Node) bool {
	for _, o := range m.objects(script) {
		if isArticleType(o.m["@type"]) {
			return true
		}
	}
	return false
}

// articleScriptsFirst orders JSON-LD scripts so that those holding an
// article come first, each group in document order. A page's first
// script is often a video's or the organisation's, with its own
// uploadDate or name; the article's own script, further down, is what
// the page's fields are about. Other nodes keep their places after them.
// When the first match is an article's script, the order stays as it is.
func (m *ldMemo) articleScriptsFirst(ms []selectors.Match) []selectors.Match {
	if len(ms) < 2 {
		return ms
	}
	isArt := func(x selectors.Match) bool {
		return x.Node != nil && isJSONLDScript(x.Node) && m.hasArticle(x.Node)
	}
	if isArt(ms[0]) {
		// The common case, decided without parsing the other scripts.
		return ms
	}
	if !slices.ContainsFunc(ms[1:], isArt) {
		return ms
	}
	out := make([]selectors.Match, 0, len(ms))
	for _, art := range []bool{true, false} {
		for _, x := range ms {
			if isArt(x) == art {
				out = append(out, x)
			}
		}
	}
	return out
}

// articles returns the article objects of a JSON-LD script, or all its
// objects when none is typed as an article.
func (m *ldMemo) articles(script *xhtml.Node) []ldObject {
	all := m.objects(script)
	var arts []ldObject
	for _, o := range all {
		if isArticleType(o.m["@type"]) {
			arts = append(arts, o)
		}
	}
	if len(arts) > 0 {
		return arts
	}
	return all
}

// parseJSONLD flattens a JSON-LD script into objects, looking through
// arrays and @graph.
func parseJSONLD(src string, script *xhtml.Node) []ldObject {
	src = strings.TrimSpace(src)
	src = strings.TrimPrefix(src, "<!--")
	src = ldClean(strings.TrimSuffix(src, "-->"))
	var v any
	if err := json.Unmarshal([]byte(src), &v); err != nil {
		// Some sites put several objects in one script without an array.
		dec := json.NewDecoder(strings.NewReader(src))
		var out []ldObject
		for {
			var x any
			if dec.Decode(&x) != nil {
				break
			}
			out = append(out, flattenLD(x, script)...)
		}
		return resolveLDRefs(out)
	}
	return resolveLDRefs(flattenLD(v, script))
}

// ldRefProps are the properties whose values a @graph may give as
// references to objects of its own ({"@id": "…#/schema/person/1"}).
var ldRefProps = []string{"author", "creator"}

// resolveLDRefs replaces, in the ldRefProps of a script's objects, the
// references to people of the script by their objects, so that an
// author named only through a Person node of the graph is read. A
// reference to an organization stays one: a graph names its publisher
// as the author that way, and the page's byline says better who wrote.
func resolveLDRefs(objs []ldObject) []ldObject {
	byID := map[string]map[string]any{}
	for _, o := range objs {
		if id, ok := o.m["@id"].(string); ok && typeIs(o.m["@type"], "person") {
			byID[id] = o.m
		}
	}
	if len(byID) == 0 {
		return objs
	}
	resolve := func(v any) any {
		ref, ok := v.(map[string]any)
		if !ok || len(ref) != 1 {
			return v
		}
		id, _ := ref["@id"].(string)
		if full, ok := byID[id]; ok {
			return full
		}
		return v
	}
	for _, o := range objs {
		for _, p := range ldRefProps {
			switch x := o.m[p].(type) {
			case map[string]any:
				o.m[p] = resolve(x)
			case []any:
				for i, e := range x {
					x[i] = resolve(e)
				}
			}
		}
	}
	return objs
}

func flattenLD(v any, script *xhtml.Node) []ldObject {
	var out []ldObject
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			out = append(out, flattenLD(e, script)...)
		}
	case map[string]any:
		out = append(out, ldObject{m: x, script: script})
		if g, ok := x["@graph"]; ok {
			out = append(out, flattenLD(g, script)...)
		}
		if me, ok := x["mainEntity"].(map[string]any); ok {
			out = append(out, flattenLD(me, script)...)
		}
	}
	return out
}

func isArticleType(t any) bool {
	switch x := t.(type) {
	case string:
		return articleTypes[strings.ToLower(x)]
	case []any:
		for _, e := range x {
			if s, ok := e.(string); ok && articleTypes[strings.ToLower(s)] {
				return true
			}
		}
	}
	return false
}

func typeIs(t any, names ...string) bool {
	check := func(s string) bool {
		for _, n := range names {
			if strings.EqualFold(s, n) {
				return true
			}
		}
		return false
	}
	switch x := t.(type) {
	case string:
		return check(x)
	case []any:
		for _, e := range x {
			if s, ok := e.(string); ok && check(s) {
				return true
			}
		}
	}
	return false
}

// ldString returns a string property, unescaping HTML entities that many
// CMSs leave in JSON-LD.
func ldString(m map[string]any, key string) string {
	switch v := m[key].(type) {
	case string:
		return collapse(html.UnescapeString(v))
	case []any:
		for _, e := range v {
			if s, ok := e.(string); ok {
				return collapse(html.UnescapeString(s))
			}
		}
	}
	return ""
}

// ldNames returns the names of an author property: people when it names
// any, else organizations.
func ldNames(v any) []string {
	var people, orgs []string
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case string:
			people = append(people, collapse(html.UnescapeString(x)))
		case map[string]any:
			if s := ldString(x, "name"); s != "" {
				if typeIs(x["@type"], "organization", "newsmediaorganization", "corporation") {
					orgs = append(orgs, s)
				} else {
					people = append(people, s)
				}
			}
		case []any:
			for _, e := range x {
				walk(e)
			}
		}
	}
	walk(v)
	if len(people) > 0 {
		return people
	}
	return orgs
}
