package extract

import (
	"net/url"
	"slices"
	"strings"

	xhtml "golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// sectionNames are the site's sections as its own links name them, in
// foldLetters form: a link to a top-level folder of the site whose text
// spells the folder's name ("<a href="/san-sebastian/">San
// Sebastián</a>", "<a href="/economia/">Economía</a>") in its menu or
// breadcrumb (inSiteMenu). A regional
// paper files its stories under its towns this way, so a place set
// beside a reporter's name ("Leire Etxeberria | San Sebastián") is one
// of them. Only one folder deep: a columnist's page sits under a
// section ("/opinion/juan-perez/").
func sectionNames(doc *xhtml.Node) map[string]bool {
	out := map[string]bool{}
	for n := range doc.Descendants() {
		if n.Type != xhtml.ElementNode || n.DataAtom != atom.A {
			continue
		}
		u, err := url.Parse(strings.TrimSpace(attr(n, "href")))
		if err != nil || u.Host == "" && !strings.HasPrefix(u.Path, "/") {
			continue
		}
		seg := strings.Trim(u.Path, "/")
		if seg == "" || strings.Contains(seg, "/") || strings.Contains(seg, ".") {
			continue
		}
		if k := foldLetters(Text(n)); runes(k) >= 3 && k == foldLetters(seg) && inSiteMenu(n) && !isAuthorPageLink(n) {
			out[k] = true
		}
	}
	return out
}

// inSiteMenu reports a link in the site's menu or breadcrumb: in a
// <nav> or the page's own <header> (not an article's, which holds the
// byline), or in an element classed as a menu. A top-level folder
// linked elsewhere may be a writer's page
// ("faktencheck.afp.com/marisha-goldhamer" in the byline itself).
func inSiteMenu(a *xhtml.Node) bool {
	for p := a.Parent; p != nil; p = p.Parent {
		if p.DataAtom == atom.Nav || hasClassToken(p, siteMenuWords) {
			return true
		}
		if p.DataAtom == atom.Header {
			return !hasAncestorAtom(p, atom.Article) && !hasAncestorAtom(p, atom.Main)
		}
	}
	return false
}

// siteMenuWords name a site's menu or breadcrumb in class names.
var siteMenuWords = authorSet(`menu submenu nav navbar navigation breadcrumb breadcrumbs`)

// nameBesideSection reports a line that is a person's name and one of
// the site's sections (sectionNames) set apart by a bar, a middle dot or
// a slash: "Leire Etxeberria | San Sebastián", the reporter and the town
// the story is filed under, with no byline word. The name must read as
// a person's (personNameWords); the section's name, which may be a
// place of two words, is what tells the line from two co-authors.
func nameBesideSection(l string, sections map[string]bool) bool {
	for _, sep := range sectionSeps {
		name, place, ok := strings.Cut(l, sep)
		if ok && !strings.Contains(place, sep) && sections[foldLetters(place)] && personNameWords(name) {
			return true
		}
	}
	return false
}

// sectionSeps set a reporter's name apart from the section beside it.
var sectionSeps = []string{" | ", " · ", " / "}

// shownBesideSection reports a page that shows the name and the place
// set apart by one of sectionSeps, as nameBesideSection reads the line:
// a co-author after a comma or in a list whom a menu also links at a
// top-level folder (a columnist's page) is no place.
func shownBesideSection(doc *xhtml.Node, name, place string) bool {
	text := collapse(Text(doc))
	for _, sep := range sectionSeps {
		if strings.Contains(text, name+sep+place) {
			return true
		}
	}
	return false
}

// dropSectionPlace drops the last of a byline's names when it is one of
// the site's sections (sectionNames) after a person's full name: the
// town a regional story is filed under, set in the byline's slot
// ("Leire Etxeberria | San Sebastián"). A name the page joins to the
// others with "and" stays (joined): a co-author's, whatever section
// shares it.
func dropSectionPlace(names []string, doc *xhtml.Node, joined func(before []string, name string) bool) []string {
	last := len(names) - 1
	if last < 1 || doc == nil || len(strings.Fields(names[last])) > 3 || !hasFullName(names[:last], nil) {
		return names
	}
	if !sectionNames(doc)[foldLetters(names[last])] || !shownBesideSection(doc, names[last-1], names[last]) || joined != nil && joined(names[:last], names[last]) {
		return names
	}
	return slices.Clone(names[:last])
}

// mastheadSigned returns the name of a byline that sets the site's name
// as loose text beside the name's own element, "<p
// class=signature>Ouest-France <span class=name>Marie Dupont</span></p>":
// the outlet's signature, which no metadata names when the page has no
// og:site_name, and the element the reporter's. The loose text must be
// what the page's masthead links home with (a link to the site's root,
// isHomeHref), so a first name or a role set that way stays the name's.
func mastheadSigned(n *xhtml.Node) (string, bool) {
	var loose string
	var kid *xhtml.Node
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == xhtml.TextNode && strings.TrimSpace(c.Data) != "":
			if loose != "" {
				return "", false
			}
			loose = c.Data
		case c.Type == xhtml.ElementNode && !skipTags[c.DataAtom] && strings.TrimSpace(Text(c)) != "":
			if kid != nil {
				return "", false
			}
			kid = c
		}
	}
	k := foldLetters(loose)
	if kid == nil || runes(k) < 3 || kid.DataAtom == atom.A && isHomeHref(attr(kid, "href")) {
		return "", false
	}
	root := n
	for root.Parent != nil {
		root = root.Parent
	}
	home := find(root, func(a *xhtml.Node) bool {
		return a.DataAtom == atom.A && isHomeHref(attr(a, "href")) && foldLetters(Text(a)) == k
	})
	name := collapse(Text(kid))
	if home == nil || !opensWithName(name) {
		return "", false
	}
	return name, true
}

// opensWithName reports a text that opens with a person's name: two
// capitalized words with no digit ("Marie Dupont.", "Tom Hadley and Ana
// Ruiz") or a name in a script without spaces. A personal blog's
// masthead links home with its author's name, which its byline sets
// loose before a role, a handle or a date ("Jane Doe <span>Founder
// </span>"): there the loose text is the name.
func opensWithName(s string) bool {
	s = authorTrim(s)
	if authorIsCJK(s) {
		return runes(s) >= 2
	}
	words := strings.Fields(s)
	return len(words) >= 2 && !strings.ContainsAny(words[0]+words[1], "0123456789@") &&
		authorCapitalized(words[0]) && authorCapitalized(words[1])
}
