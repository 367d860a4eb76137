package extract

import (
	"net/url"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// namesConsent reports an element whose class or id names a cookie or
// consent dialog ("cookie-banner", "CybotCookiebotDialog",
// "consent-wall", "didomi-consent-popup", "gdpr-notice"). The classes of
// <html> and <body> are the page's state ("cookies-not-set"), no
// dialog.
func namesConsent(n *html.Node) bool {
	if n.DataAtom == atom.Html || n.DataAtom == atom.Body {
		return false
	}
	for _, a := range n.Attr {
		if a.Key != "class" && a.Key != "id" {
			continue
		}
		for _, v := range strings.Fields(a.Val) {
			// A post's tags and categories ("tag-consent",
			// "category-cookies", WordPress's post_class) name its
			// subject, no dialog.
			if strings.HasPrefix(v, "tag-") || strings.HasPrefix(v, "category-") {
				continue
			}
			if strings.Contains(v, "onsent") || strings.Contains(v, "cookie") || strings.Contains(v, "Cookie") ||
				strings.Contains(v, "gdpr") || strings.Contains(v, "GDPR") {
				return true
			}
		}
	}
	return false
}

// inConsent reports whether n stands in a cookie or consent dialog (see
// namesConsent): a consent wall's headline.
func inConsent(n *html.Node) bool { return within(n, namesConsent) }

// within reports whether n, or an element above it, is one that names
// reports.
func within(n *html.Node, names func(*html.Node) bool) bool {
	for ; n != nil; n = n.Parent {
		if n.Type == html.ElementNode && names(n) {
			return true
		}
	}
	return false
}

// addsToCalendar reports a link to an event's iCalendar file
// ("/events/fair-2026.ics", "?ical=1"): an event's page has one; a story
// about the event does not. (A link to Google's form for a new event
// is left out: blogs put one under a post announcing a meeting.)
func addsToCalendar(href string) bool {
	path, query := href, ""
	if i := strings.IndexByte(href, '?'); i >= 0 {
		path, query = href[:i], href[i:]
	}
	return strings.HasSuffix(path, ".ics") || strings.HasSuffix(path, ".ICS") || (strings.Contains(query, "?ical=") || strings.Contains(query, "&ical="))
}

// calendarLinks appends to hrefs those of the calendar links (see
// addsToCalendar) under the paragraph n.
func calendarLinks(n *html.Node, hrefs []string) []string {
	for _, a := range findAll(n, isCalendarLink) {
		hrefs = append(hrefs, attr(a, "href"))
	}
	return hrefs
}

// isCalendarLink reports a link to an event's iCalendar file (see
// addsToCalendar).
func isCalendarLink(n *html.Node) bool {
	return n.DataAtom == atom.A && addsToCalendar(attr(n, "href"))
}

// exportsPage returns a test of whether a calendar link (see
// addsToCalendar) exports the page self itself: "?ical=1" alone, or a
// path whose last segment is the page's, their extensions aside
// ("/event/winter-walk/?ical=1" on "/event/winter-walk/",
// "fair-2026.ics" on "/events/fair-2026.html"; relative under a <base>,
// the segment is what is sure). An event's page offers its own export (The
// Events Calendar, Contao, Drupal's and Joomla's calendars); a story
// links another page's file.
func exportsPage(self string) func(href string) bool {
	s, err := url.Parse(self)
	return func(href string) bool {
		h, err2 := url.Parse(strings.TrimSpace(href))
		if self == "" || err != nil || err2 != nil {
			return false
		}
		if h.Path == "" {
			return h.Host == ""
		}
		last := func(p string) string { // less its extension
			p = strings.TrimSuffix(p, "/")
			p = p[strings.LastIndexByte(p, '/')+1:]
			if i := strings.LastIndexByte(p, '.'); i > 0 {
				p = p[:i]
			}
			return p
		}
		if last(h.Path) == "" || last(h.Path) != last(s.Path) {
			return false
		}
		// An absolute path names its folder: an event's entry in the
		// calendar ("/event/christmas-market/?ical=1") is another page
		// than the story of its slug ("/2026/11/28/christmas-market/").
		dir := func(p string) string {
			p = strings.TrimSuffix(p, "/")
			return p[:strings.LastIndexByte(p, '/')+1]
		}
		return !strings.HasPrefix(h.Path, "/") || dir(h.Path) == dir(s.Path) && (h.Host == "" || strings.EqualFold(h.Host, s.Host))
	}
}

// titleStandIn returns the element that sets the page's headline when no
// h1, h2 or h3 does (a styled <div class="titolo-articolo">, a table
// layout's <div><b>…</b></div>): the first element of the body, outside
// its navigation, whose text is the page's og:title, or its <title> with
// the site's name cut off ("Headline - Site", "Site | Headline"). A
// linked headline is a teaser's, and a name shorter than a headline
// (a section's) is none.
func titleStandIn(doc *html.Node, title, ogTitle string) *html.Node {
	if title == "" && ogTitle == "" {
		return nil
	}
	longest := max(len(title), len(ogTitle))
	var found *html.Node
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil && found == nil; c = c.NextSibling {
			switch c.Type {
			case html.TextNode:
				// A headline's text is 20 bytes or more (see
				// headlineLength), and its start is in a title.
				d := strings.TrimSpace(c.Data)
				if len(d) < headlineLength || len(d) > longest+64 || !strings.Contains(title, d[:8]) && !strings.Contains(ogTitle, d[:8]) ||
					c.Parent.DataAtom == atom.A {
					continue
				}
				t := collapse(d)
				if TextLength(t) >= headlineLength && (t == ogTitle || headlineOf(title, t)) {
					found = c.Parent
				}
			case html.ElementNode:
				switch c.DataAtom {
				case atom.Head, atom.Script, atom.Style, atom.Noscript, atom.Template, atom.Nav, atom.Footer, atom.Aside, atom.A:
					continue
				}
				walk(c)
			default:
				walk(c)
			}
		}
	}
	walk(doc)
	return found
}

// hubName reports a hub's name: a word or two ("Reviews", "Tech
// reviews"), shorter than a headline. A breaking story's headline may
// be as short, but it is a sentence of three words or more ("Pope
// Francis dies").
func hubName(s string) bool {
	return TextLength(s) < headlineLength && len(strings.Fields(s)) <= 2
}

// headlineLength is the shortest headline, in TextLength: a section's
// or a hub's name ("Politik", "Reviews", "Lo más leído") is shorter.
const headlineLength = 20

// headlineOf reports whether the <title> title is the headline h, alone
// or beside the site's name after or before a separator (see
// titleSeparators: "Headline - Site", "Site | Headline").
func headlineOf(title, h string) bool {
	switch {
	case title == h:
		return true
	case strings.HasPrefix(title, h):
		loc := titleSeparators.FindStringIndex(title[len(h):])
		return loc != nil && loc[0] == 0
	case strings.HasSuffix(title, h):
		rest := title[:len(title)-len(h)]
		locs := titleSeparators.FindAllStringIndex(rest, -1)
		return len(locs) > 0 && locs[len(locs)-1][1] == len(rest)
	}
	return false
}

// ServiceURL reports whether a page's URL names a site's pages about
// itself: its imprint, privacy or cookie policy, terms of use, contact
// or careers page, its accessibility statement, in the words sites of
// many languages use ("/impressum/", "/privacy-policy", "/contacto/",
// "/mentions-legales", "/umovy-vykorystannia", "/karijere", "/legal/terms",
// "/corrections-policy", "/declaration-accessibilite"), or a page in a
// folder of pages about the site (see aboutFolders), or any page in a
// careers folder named as an invitation (see joinFolders: its job ads). The page's own
// name is such words alone, at the root or one folder below it: a
// story's slug holds other words ("/news/privacy-rules-tighten",
// "/2026/11/27/jobs-report/"). Such a page reads like a story (long
// prose under a heading, a dated "last updated" line; WordPress themes
// write og:type=article on it) and is none. About pages are left out:
// many sites tell their story there.
func ServiceURL(rawURL string) bool {
	u, err := url.Parse(rawURL)
	if err != nil {
		return false
	}
	segs := pathSegments(u)
	n := len(segs)
	if n == 0 || n > 2 || n == 2 && strings.IndexFunc(segs[0], unicode.IsLetter) < 0 {
		return false
	}
	last := segs[n-1]
	last = withoutExtension(last)
	heads := 0
	words := strings.FieldsFunc(last, func(r rune) bool { return r == '-' || r == '_' || r == '+' })
	if joinFolders[segs[0]] || joinFolders[last] {
		// "/work-with-us/", "/trabaja-con-nosotros/periodista-economia":
		// the careers page and its job adverts, whatever their names;
		// the careers page under a language's or an about folder too
		// ("/es/trabaja-con-nosotros", "/about/work-with-us")
		return true
	}
	if n == 2 && aboutFolders[segs[0]] && len(words) <= 2 && !indexNames[last] && strings.IndexFunc(last, unicode.IsDigit) < 0 {
		// "/about/team", "/company/history": the site's own pages; not
		// the about page itself ("/about/index.html"), nor a story
		// named by its number in a business section ("/company/102345678",
		// "/unternehmen/siemens-12345678.html")
		return true
	}
	for i, w := range words {
		switch {
		case serviceWords[w]:
			heads++
		case i == len(words)-1 && len(w) == 1 && w[0] >= '2' && w[0] <= '9':
			// WordPress numbers a taken slug: "/privacy-policy-2/".
		case !serviceFillers[w]:
			return false
		}
	}
	return heads > 0
}

// serviceWords name, in a URL, a site's legal notices, its privacy and
// cookie policy, its terms, its contact and careers pages, its
// advertising page (media kit) and its ethics code, in the
// languages of the sites a crawl meets (transliterated where sites
// write their URLs so).
var serviceWords = setOf(
	// imprint, legal notice
	"impressum", "imprint", "impresszum", "kolofon", "colofon", "kunye", "disclaimer", "legal", "legales",
	"legali", "mentions", "avis", "aviso", "juridique",
	// privacy, cookies
	"privacy", "privacidad", "privacidade", "privacitat", "confidentialite", "confidencialidad",
	"confidentialitate", "riservatezza", "privacyverklaring", "privacybeleid", "datenschutz",
	"datenschutzerklaerung", "datenschutzerklarung", "datenschutzhinweise", "personvern",
	"personvernerklaering", "integritetspolicy", "personuppgifter", "privatlivspolitik",
	"tietosuoja", "tietosuojaseloste", "prywatnosci", "soukromi", "udaju", "udajov", "adatvedelem",
	"gizlilik", "kvkk", "privaatsus", "privatuma", "privatumo", "privatnosti", "konfidentsiinosti",
	"konfidentsialnosti", "konfidencialnosti", "cookie", "cookies", "cookiebeleid", "gdpr", "dsgvo", "rgpd",
	// terms
	"terms", "conditions", "tos", "agb", "nutzungsbedingungen", "condiciones", "condicoes", "condizioni",
	"conditii", "voorwaarden", "gebruiksvoorwaarden", "vilkar", "villkor", "anvandarvillkor",
	"brukervilkar", "kayttoehdot", "regulamin", "podminky", "umovy", "vykorystannia", "usloviya",
	"polzovatelskoe", "soglashenie", "kullanim", "sartlari", "felhasznalasi", "termos", "termini", "terminos",
	// contact
	"contact", "contacts", "contacto", "contactos", "contato", "contatti", "contatto", "kontakt",
	"kontakty", "kontakte", "kontakti", "kontaktai", "kapcsolat", "iletisim", "yhteystiedot",
	"epikoinonia", "contactez", "kontaktoplysninger",
	// careers
	"careers", "career", "jobs", "karriere", "karriera", "karrier", "kariera", "karijere", "vacatures",
	"stellenangebote", "empleo", "empleos", "carreiras", "carrieres", "lavora",
	// advertising, media kit
	"advertise", "advertising", "kit", "mediakit", "mediadaten", "werbung", "werben", "publicidad", "publicidade",
	"publicite", "pubblicita", "reklama", "reklame", "reklam", "adverteer", "adverteren",
	"annonsera", "annonsere", "mainonta", "hirdetes", "oglasavanje",
	// ethics, editorial code
	"ethics", "ethik", "ethikkodex", "pressekodex", "etica", "etika", "etik", "etiikka", "ethique",
	"deontologie", "deontologia", "etyki", "etiky", "etikai", "etikk",
	// the newsroom's team ("our team", "a nossa equipa", "die Redaktion")
	"team", "staff", "masthead", "equipa", "equipo", "equipe", "squadra", "redaktion", "redazione", "redaccion",
	"redacao", "redactie", "zespol",
	// corrections and complaints policy
	"corrections", "complaints", "correcciones", "correcoes", "rettifiche", "korrekturen", "rectificaties",
	// a log of corrections ("corrections and clarifications", "fe de
	// erratas", "Berichtigungen")
	"clarifications", "errata", "erratas", "berichtigungen", "richtigstellungen", "rectifications", "rectificatifs",
	"correctifs", "retificacoes", "rettifica",
	// "errata corrige", "erratum", "correcties", "sprostowania",
	// "rättelser", "oikaisut"
	"erratum", "corrige", "correcties", "rectificatie", "sprostowania", "rattelser", "rettelser", "oikaisut",
	// accessibility statement (the EU's Web Accessibility Directive asks
	// sites for one: "déclaration d'accessibilité", "Erklärung zur
	// Barrierefreiheit", "toegankelijkheidsverklaring")
	"accessibility", "accessibilite", "accessibilita", "accesibilidad", "accessibilitat", "acessibilidade",
	"barrierefreiheit", "barrierefreiheitserklaerung", "barrierefreiheitserklarung", "toegankelijkheid",
	"toegankelijkheidsverklaring", "tillganglighet", "tillganglighetsredogorelse", "tilgjengelighet",
	"tilgjengelighetserklaering", "tilgaengelighed", "tilgaengelighedserklaering", "saavutettavuus",
	"saavutettavuusseloste", "dostepnosci", "pristupnosti", "pristupacnosti", "akadalymentesitesi",
	"ligipaasetavus", "prieinamumo", "piekluvamibas",
	// as slugs write them with the elision ("déclaration d'accessibilité":
	// WordPress drops the apostrophe), and in Romanian, Slovenian,
	// Estonian, Greek ("declarație de accesibilitate", "izjava o
	// dostopnosti", "ligipääsetavuse teatis", "dilosi prosvasimotitas")
	"daccessibilite", "daccessibilitat", "accesibilitate", "dostopnosti", "ligipaasetavuse", "prosvasimotitas",
)

// aboutFolders are the folders, in a URL, of a site's pages about itself
// and its publisher ("/about/team", "/company/history",
// "/ueber-uns/redaktion", "/chi-siamo/storia"): a page one folder below
// with a name of a word or two is one of them. The about page itself
// ("/about/") is left out: many sites tell their story there, and the
// corpus takes it as an article.
var aboutFolders = setOf("about", "about-us", "aboutus", "company", "corporate", "ueber-uns", "uber-uns", "unternehmen",
	"chi-siamo", "quienes-somos", "qui-sommes-nous", "sobre-nosotros", "sobre-nos", "o-nas", "om-oss", "om-os",
	"over-ons", "kaisha")

// joinFolders are a site's careers folders named as an invitation to
// work for it ("work with us", "trabaja con nosotros", "jobba hos oss"):
// each page in one, its job adverts too, is the site's own. A bare
// "/jobs/" or "/karriere/" folder is left out: news sites file stories
// about work there ("/karriere/gehalt-verhandeln-a-1234").
var joinFolders = setOf("work-with-us", "work-for-us", "join-us", "join-our-team", "trabaja-con-nosotros",
	"trabaje-con-nosotros", "trabalhe-conosco", "trabalhe-connosco", "travaillez-avec-nous", "rejoignez-nous",
	"lavora-con-noi", "arbeiten-bei-uns", "jobs-bei-uns", "karriere-bei-uns", "werken-bij",
	"werken-bij-ons", "jobba-hos-oss", "jobb-hos-oss", "job-hos-os", "tyoskentele-meilla", "pracuj-z-nami",
	"pracuj-u-nas", "prace-u-nas", "dolgozz-velunk", "bizimle-calisin", "lucreaza-cu-noi", "rabota-u-nas",
	"treballa-amb-nosaltres")

// indexNames are the names of a folder's own page ("/about/index.html").
var indexNames = setOf("index", "default", "home", "start")

// serviceFillers are the other words of such a page's name ("terms of
// use", "política de privacidad", "contact us", "ochrana osobních
// údajů").
var serviceFillers = setOf(
	"of", "us", "and", "the", "our", "de", "da", "do", "di", "del", "della", "la", "le", "les", "y", "e",
	"et", "i", "und", "en", "a", "con", "com", "nous", "noi", "policy", "politica", "politique",
	"polityka", "policies", "page", "site", "sito", "web", "website", "use", "uso", "usage", "utilisation",
	"service", "services", "general", "generales", "generali", "generaux", "notice", "notes", "note",
	"information", "informativa", "statement", "data", "protection", "ochrana", "osobnich", "osobnych",
	"hinweise", "nutzung", "zasady", "pravila", "uvjeti", "sartlar", "politika", "my", "we", "with",
	// an advertising page's and an ethics code's ("media kit", "werben bei
	// uns", "code of ethics", "kodi etik", "kodeks etyki")
	"media", "bei", "uns", "met", "ons", "bij", "per", "para", "pour", "rates", "code", "codigo", "codice",
	"kodi", "kodeks", "kodex", "editorial", "journalistic", "principles", "standards", "guidelines",
	// a team page's ("meet the team", "nuestro equipo", "unsere Redaktion")
	"meet", "nossa", "nosso", "nuestro", "nuestra", "notre", "unser", "unsere", "nostra", "nasz",
	// an accessibility statement's ("declaración de accesibilidad",
	// "deklaracja dostępności", "prohlášení o přístupnosti")
	"declaration", "declaracion", "declaracao", "declaracio", "dichiarazione", "erklaerung", "erklarung", "zur",
	"verklaring", "deklaracja", "deklaracija", "prohlaseni", "vyhlasenie", "nyilatkozat", "redogorelse", "erklaering",
	"seloste", "izjava", "o", "za", "d", "declaratie", "teatis", "pazinojums", "dilosi", "numerique",
	// "fe de erratas"
	"fe",
	// the region of a consent plugin's page (Complianz: "/cookie-policy-eu/")
	"eu", "uk",
)

func setOf(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// pathSegments returns the non-empty segments of a URL's path,
// lowercased.
func pathSegments(u *url.URL) []string {
	var segs []string
	for _, s := range strings.Split(strings.ToLower(u.Path), "/") {
		if s != "" {
			segs = append(segs, s)
		}
	}
	return segs
}

// withoutExtension returns a path segment without its file extension
// (".html", ".php"), if it has one.
func withoutExtension(seg string) string {
	if i := strings.LastIndexByte(seg, '.'); i > 0 && len(seg)-i <= 6 {
		return seg[:i]
	}
	return seg
}

// inErrorBox reports whether n stands in an element whose class or id
// names an error or a page not found ("error-page", "error404",
// "not-found", "page-notfound"): the headline of a soft 404, a page not
// found served as found, which themes set in such a box whatever the
// language of its apology.
func inErrorBox(n *html.Node) bool {
	return within(n, func(e *html.Node) bool {
		return slices.ContainsFunc(e.Attr, func(a html.Attribute) bool { return (a.Key == "class" || a.Key == "id") && namesError(a.Val) })
	})
}

// namesError reports a class or id value with a word (a class split at
// "-" and "_") that names an error or a page not found: "error",
// "error404", "404", "notfound", or "not" before "found". A post's tags
// and categories ("tag-terror", "category-errors") name its subject, and
// so does a class of more than three words: a post's slug that themes
// write into the body's class ("post-human-error-blamed-for-crash").
func namesError(v string) bool {
	for _, f := range strings.Fields(strings.ToLower(v)) {
		if strings.HasPrefix(f, "tag-") || strings.HasPrefix(f, "category-") {
			continue
		}
		words := strings.FieldsFunc(f, func(r rune) bool { return r == '-' || r == '_' })
		if len(words) > 3 {
			continue
		}
		for i, w := range words {
			switch {
			case w == "404" && i > 0 && numbers(words[i-1]):
				// a post's, a node's or a menu item's number: "post-404",
				// "postid-404", "node-404", "itemid-404"
			case errorWords[w], w == "not" && i+1 < len(words) && words[i+1] == "found":
				return true
			}
		}
	}
	return false
}

// numbers reports a word of a class that a CMS writes before an item's
// number: "post-", "postid-", "node-", "itemid-", "page-id-",
// "menu-item-".
func numbers(w string) bool {
	return strings.HasSuffix(w, "id") || idWords[w]
}

var idWords = setOf("post", "node", "item", "term", "cat", "entry", "article", "story", "attachment", "comment", "block", "module")

var errorWords = setOf("error", "error404", "404", "notfound", "pagenotfound")
