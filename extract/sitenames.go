package extract

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// publisherKeys are the normalized names a page gives its publisher: the
// site name, the JSON-LD publisher, the <title>'s last part (after a
// separator, when short enough to be a name), and the host of
// the page's URL and of its og:url. The heuristic and the applier both
// read them here, from the same signals: a set made on a page must keep
// or drop a publisher's credit as the heuristic did, or it loses the
// byline when it is checked against the heuristic.
func publisherKeys(md *metadata, pageURL string) []string {
	var keys []string
	add := func(s string) { keys = appendNameKey(keys, s) }
	add(md.siteName)
	for _, k := range []string{"og:site_name", "application-name", "twitter:site", "publisher", "copyright", "dc.publisher"} {
		for _, v := range md.metas[k] {
			add(strings.TrimPrefix(v.val, "@"))
		}
	}
	for _, o := range md.ld {
		people, orgs := ldAuthorNames(o.m["publisher"])
		for _, s := range append(people, orgs...) {
			add(s)
		}
	}
	for _, k := range []string{"og:url", "twitter:url"} {
		for _, v := range md.metas[k] {
			if h := hostOf(v.val); h != "" {
				add(h)
				add(strings.SplitN(h, ".", 2)[0])
			}
		}
	}
	if pageURL != "" {
		for _, h := range hostNames(pageURL) {
			add(h)
		}
	}
	if md.title != nil {
		add(titleSuffix(Text(md.title)))
	}
	return keys
}

// titleSuffix is the last part of a title split at its separators
// ("Headline | Section | Site"), when short enough to be a site's name.
// (Not the first part: on "Site - Headline" pages it is the site's, but
// on others a name a headline opens with, "EFC Bayrische Bembel
// Regensburg - …", which then passed for the publisher of the club's
// own meta author.)
func titleSuffix(t string) string {
	locs := titleSeparators.FindAllStringIndex(t, -1)
	if len(locs) == 0 {
		// Chinese portals join the parts with underscores and no
		// spaces: "Headline_Section_Site" ("…全线贯通_滚动新闻_华东在线").
		if i := strings.LastIndexByte(t, '_'); i > 0 {
			if part := strings.TrimSpace(t[i+1:]); runes(part) >= 2 && !strings.ContainsRune(part, ' ') && strings.ContainsFunc(part, func(r rune) bool { return r > unicode.MaxASCII && unicode.IsLetter(r) }) {
				return part
			}
		}
		return ""
	}
	if part := t[locs[len(locs)-1][1]:]; len(strings.Fields(part)) <= maxSiteNameWords {
		return strings.TrimSpace(part)
	}
	return ""
}

// dropSiteCredits drops from a list of authors the entries that are the
// publisher's own credit (isSiteCredit) when a person is named too: "Por
// Ana Souza e Bruno Lima, Jornal Paulista SP" is Ana Souza's and Bruno
// Lima's, the paper's name a signature of the desk. A credit before the
// first person is dropped only when no person could bear it (one word,
// a name in a script without spaces, an address: "한국일보 신현주"): a
// person's name can open like the site's ("Maria Lopez" on
// maria.substack.com, "Jordan Peel" on a site named Jordan), or be it (a
// blog named after its owner, with a guest). A one-word entry that ends
// the list right after a dropped credit is the credit's place ("Portal
// Paraná — Curitiba"); one with names after it is a reporter's single
// name ("Tempo, Budiman dan Rina Wijaya"). A company ("digvis GmbH") is
// no person. With no person named, the outlet's credit stays: it is
// what the page gives (see known_failures.json's convention clashes).
// A desk signs after a comma or a bar ("Sam Lee, Sky News"); a full name
// the page joins with "and" is a co-author's, even one opening with the
// site's name ("Sam Lee and Sky Ferreira" on sky.com, "John Roe and Jane
// Doe" on janedoe.com): joined says so (see andJoined).
func dropSiteCredits(names, pub []string, joined func(before []string, name string) bool) []string {
	credit := make([]bool, len(names))
	first := -1 // the first person's index
	for i, n := range names {
		credit[i] = (isSiteCredit(n, pub) || i > 0 && isStationName(n)) && !(i > 0 && isJoinedPerson(names[:i], n, joined))
		if !credit[i] && first < 0 && hasFullName([]string{n}, pub) && !allOrganizations([]string{n}) {
			first = i
		}
	}
	if first < 0 || !slices.Contains(credit, true) {
		return names
	}
	var out []string
	dropped := false
	for i, n := range names {
		place := dropped && i == len(names)-1 && len(strings.Fields(n)) == 1 && !hasFullName([]string{n}, pub)
		dropped = credit[i] && (i > first || authorIsDomain(n) || len(strings.Fields(n)) == 1)
		if dropped || place {
			continue
		}
		out = append(out, n)
	}
	return out
}

// isSiteCredit reports an author entry that is the site's own name, or
// that name and a word or two after it (a city, a state, a desk: "Jornal
// Paulista SP", "MDR Thüringen", "FullStack Editorial Team"). The name
// must be the entry's whole leading words: a person whose name merely
// opens like the site's ("Klein" on kleinreport.ch) is no credit.
func isSiteCredit(name string, pub []string) bool {
	if authorIsDomain(name) {
		return true
	}
	words := strings.Fields(name)
	for i := len(words); i >= 1 && len(words)-i <= maxCreditWords; i-- {
		if k := nameKey(strings.Join(words[:i], " ")); len(k) >= 2 && slices.Contains(pub, k) {
			return true
		}
	}
	return false
}

// maxCreditWords is the most words after a site's name in its credit.
const maxCreditWords = 2

// isJoinedPerson reports a name of two words or more, none a desk's, a
// role's or a company's ("Sky News", "Sky Sports Staff", "digvis GmbH"),
// that joined reports the page sets after a word for "and" following
// one of the names before it.
func isJoinedPerson(before []string, name string, joined func([]string, string) bool) bool {
	words := strings.Fields(name)
	if len(words) < 2 || joined == nil || allOrganizations([]string{name}) {
		return false
	}
	for _, w := range words {
		if w = strings.ToLower(w); authorDeskWords[w] || authorRoleNouns[w] || deskCreditWords[w] {
			return false
		}
	}
	return joined(before, name)
}

// deskCreditWords end a desk's credit rather than a person's name.
var deskCreditWords = authorSet(`staff team desk newsroom redaktion redacción redação rédaction redazione`)

// andJoined returns a func that reports whether the text of doc sets a
// name right after a word for "and" in lang that follows one of the
// names before it ("Sam Lee and Sky Ferreira"): the page's text at large
// joins the site's name to others' ("told local radio and Al Jazeera").
// The text is read on the first call: most pages never ask.
func andJoined(doc *html.Node, lang string) func(before []string, name string) bool {
	var text string
	return func(prior []string, name string) bool {
		if text == "" {
			text = strings.ToLower(collapse(innerText(doc)))
		}
		name = strings.ToLower(collapse(name))
		for from := 0; name != ""; {
			i := strings.Index(text[from:], name)
			if i < 0 {
				return false
			}
			i += from
			from = i + len(name)
			if r, _ := utf8.DecodeRuneInString(text[from:]); unicode.IsLetter(r) {
				continue // "Sky Ferreiras"
			}
			before := strings.TrimRight(text[:i], " ")
			if len(before) == len(text[:i]) {
				continue // glued to a word before it
			}
			sp := strings.LastIndexByte(before, ' ')
			if authorIsConjunction(before[sp+1:], lang) && endsWithName(before[:max(sp, 0)], prior) {
				return true
			}
		}
		return false
	}
}

// endsWithName reports whether the lower-case text s ends with one of
// names, but for a comma.
func endsWithName(s string, names []string) bool {
	s = strings.TrimRight(s, " ,")
	return slices.ContainsFunc(names, func(n string) bool {
		n = strings.ToLower(collapse(n))
		return n != "" && strings.HasSuffix(s, n)
	})
}

// cutOrgTails cuts from each author the name of an organization that
// metadata credits as the author (a JSON-LD Organization, a meta author
// naming it), where the byline sets it right after the reporter's full
// name with no separator: "By <span>Michael Tremblay</span> <span>The
// Canadian Press</span>" under a JSON-LD author "The Canadian Press" is
// the reporter's, the agency his employer. The words before must still
// be a name of two words or more, and the organization's name two words
// or an acronym ("AFP"): a one-word organization may be the surname of a
// blogger whose site bears it ("Ana Lúcia Barros" under "Barros"), and
// metadata must spell it as one too: a byline that sets surnames in
// capitals ("Ana Lúcia TERRA" under "Terra") keeps the surname. An
// entry that is the organization alone is left to dropSiteCredits.
func cutOrgTails(names []string, md *metadata, pub []string, lang string) []string {
	if !slices.ContainsFunc(names, hasOrgTailRoom) {
		return names // no tail to cut: spares reading the metadata's authors again
	}
	_, _, all := structuredAuthors(md, pub, lang)
	var orgs, acronyms []string
	for _, c := range all {
		if c.org {
			for _, n := range c.names {
				orgs = appendNameKey(orgs, n)
				if authorIsAcronym(strings.TrimSpace(n)) {
					acronyms = appendNameKey(acronyms, n)
				}
			}
		}
	}
	if len(orgs) == 0 {
		return names
	}
	out := slices.Clone(names)
	for j, n := range out {
		words := strings.Fields(n)
		for i := 2; i < len(words); i++ {
			tail := words[i:]
			k := nameKey(strings.Join(tail, " "))
			if len(tail) >= 3 && orgArticles[strings.ToLower(tail[0])] && !slices.Contains(orgs, k) {
				// "The Canadian Press" in the byline, "Canadian Press" in metadata.
				k = nameKey(strings.Join(tail[1:], " "))
			}
			if len(k) >= 3 && slices.Contains(orgs, k) && authorNameLike(words[:i]) &&
				(len(tail) >= 2 || authorIsAcronym(tail[0]) && slices.Contains(acronyms, k)) {
				out[j] = strings.Join(words[:i], " ")
				break
			}
		}
	}
	return out
}

// dropCredits cleans a page's byline names of what credits no person:
// the site's own name and its desk credits (dropSiteCredits), a town
// the story is filed under set after the name (dropSectionPlace), and an
// organization the metadata names as author glued after a name
// (cutOrgTails). The heuristic, the applier and chooseAuthors all call it.
func dropCredits(names []string, doc *html.Node, md *metadata, pub []string, lang string) []string {
	joined := andJoined(doc, lang)
	return dropMarkedPlace(cutOrgTails(dropSectionPlace(dropSiteCredits(names, pub, joined), doc, joined), md, pub, lang), doc)
}

// dropMarkedPlace drops the one word closing a byline's names after a
// full name when the page's markup sets it apart from that name as a
// place: "<strong>Neema Mwakalinga</strong>, Dodoma", "Akash
// Raghunathan<span> | </span><span>Bengaluru</span>" (placeSetApart).
// Where name and place run on in one piece of text ("Von Seb Dumitru,
// Lille"), nothing tells the place from a one-name co-author, and the
// corpus gold keeps the word (fundus NTV, SRF, JungeWelt), so it stays.
func dropMarkedPlace(names []string, doc *html.Node) []string {
	if len(names) < 2 || doc == nil {
		return names
	}
	last, prev := names[len(names)-1], names[len(names)-2]
	if !placeShaped(last) || !strings.ContainsRune(prev, ' ') || !placeSetApart(doc, prev, last) {
		return names
	}
	return names[:len(names)-1]
}

// placeShaped reports one word written as a place's name: capitalized,
// in lower case after (not an acronym: "AP", "SDA" are agencies), not a
// news agency's, in a script with case.
func placeShaped(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return w != "" && !strings.ContainsFunc(w, unicode.IsSpace) && unicode.IsUpper(r) &&
		strings.ContainsFunc(w, unicode.IsLower) && !newsAgencies[strings.ToLower(w)]
}

// placeSeparators are the marks that set a place apart from a name.
const placeSeparators = ",|/·•–—-"

// placeSetApart reports whether the page shows word as a piece of text
// of its own right after name's, with only a separator between them
// (placeSeparators, no conjunction), and not in a link nor in an
// element styled as name's is: a second author's name is set as the
// first's ("<a>Jo Doe</a>, <a>Cher</a>"), a place is not.
func placeSetApart(doc *html.Node, name, word string) bool {
	texts := textNodes(doc)
	isSep := func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune(placeSeparators, r) }
	name = strings.ToLower(name)
	for k, t := range texts {
		lead, rest, ok := strings.Cut(t.Data, word)
		if !ok || strings.TrimFunc(rest, isSep) != "" || strings.TrimFunc(lead, isSep) != "" || hasAncestorAtom(t, atom.A) {
			continue
		}
		gap := lead
		j := k - 1
		for j >= 0 && strings.TrimFunc(texts[j].Data, isSep) == "" {
			gap += texts[j].Data
			j--
		}
		if j < 0 || !strings.ContainsAny(gap, placeSeparators) || alikeElements(texts[j].Parent, t.Parent) || namedAsPerson(t.Parent, isSep) {
			continue
		}
		before := strings.ToLower(collapse(texts[j].Data))
		if before == name || strings.HasSuffix(before, " "+name) || strings.HasSuffix(before, ":"+name) {
			return true
		}
	}
	return false
}

// namedAsPerson reports an element holding only the word whose class
// names a person ("<span class=guest-name>Sutrisno</span>", an author's
// or byline's class, isBylineMarked): a co-author styled apart from the
// first, not a place.
func namedAsPerson(e *html.Node, isSep func(rune) bool) bool {
	if e == nil || e.Type != html.ElementNode || strings.ContainsFunc(strings.TrimFunc(Text(e), isSep), unicode.IsSpace) {
		return false
	}
	return isBylineMarked(e) || slices.Contains(classTokens(e), "name")
}

// alikeElements reports two elements of one tag and one class.
func alikeElements(a, b *html.Node) bool {
	return a != nil && b != nil && a.Data == b.Data && attr(a, "class") == attr(b, "class")
}

// hasOrgTailRoom reports a name of three words or more: cutOrgTails
// keeps two name-like words before a tail, so a shorter name keeps all.
func hasOrgTailRoom(n string) bool {
	return len(strings.Fields(n)) >= 3
}

// orgArticles are the articles an organization's name may open with in a
// byline and not in its metadata, in lower case.
var orgArticles = map[string]bool{"the": true, "la": true, "le": true, "les": true, "el": true, "il": true, "lo": true,
	"die": true, "der": true, "das": true, "het": true, "de": true}
