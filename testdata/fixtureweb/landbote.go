package fixtureweb

import (
	"fmt"
	"strings"
	"sync/atomic"
)

// landbote is a German regional paper from an older web: tables and
// <font>, query-string URLs, no <meta>, no JSON-LD, no <article>; the date
// and author appear only as text. It has no conditional GET, and its
// in-article ad can rotate on every request.
type landbote struct {
	rotating bool
	n        *atomic.Int64
}

var deMonths = []string{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"}

var adTexts = []string{
	"Autohaus Brenner: Jetzt Winterreifen zum Sonderpreis sichern!",
	"Sparkasse Talheim – Ihre Bank vor Ort. Jetzt Termin vereinbaren.",
	"Möbel Krüger: Räumungsverkauf mit bis zu 50 Prozent Rabatt.",
	"Reisebüro Sonnenschein: Last-Minute-Angebote für den Herbst.",
}

func (landbote) homePath(page int) string {
	if page == 1 {
		return "/index.php"
	}
	return fmt.Sprintf("/index.php?seite=%d", page)
}

func (landbote) sectionPath(sec string, page int) string {
	if page == 1 {
		return "/index.php?rubrik=" + sec
	}
	return fmt.Sprintf("/index.php?rubrik=%s&seite=%d", sec, page)
}

func (landbote) articlePath(a *Article) string { return fmt.Sprintf("/artikel.php?id=%d", a.ID) }
func (landbote) feedPath() string              { return "/rss.php" }
func (landbote) validators() string            { return "" }
func (landbote) sitemapIndex() bool            { return false }

func (l landbote) top(s *site, title string) string {
	var b strings.Builder
	b.WriteString(`<html><head><title>` + esc(title) + `</title></head>
<body bgcolor="#ffffff" topmargin="0">
<table width="780" border="0" cellpadding="0" cellspacing="0" align="center">
<tr><td colspan="2" bgcolor="#003366"><font face="Georgia" size="6" color="#ffffff"><b>Der Landbote</b></font><br><font size="1" color="#cccccc">Unabhängige Heimatzeitung seit 1898</font></td></tr>
<tr><td colspan="2" bgcolor="#dddddd"><font face="Arial" size="2"><a href="/index.php">Startseite</a>`)
	for _, sec := range s.sections {
		fmt.Fprintf(&b, ` | <a href="/index.php?rubrik=%s">%s</a>`, sec.Slug, esc(sec.Name))
	}
	b.WriteString(` | <a href="/search?q=">Suche</a></font></td></tr>
<tr><td width="160" valign="top" bgcolor="#f0f0f0"><font face="Arial" size="2"><b>Rubriken</b><br>`)
	for _, sec := range s.sections {
		fmt.Fprintf(&b, `<a href="/index.php?rubrik=%s">%s</a><br>`, sec.Slug, esc(sec.Name))
	}
	b.WriteString(`<br><b>Service</b><br><a href="/index.php?seite=2">Archiv</a><br><a href="/impressum.php">Impressum</a><br><a href="/rss.php">RSS</a></font></td>
<td width="620" valign="top"><font face="Times New Roman" size="3">
`)
	return b.String()
}

func (landbote) bottom() string {
	return `</font></td></tr>
<tr><td colspan="2" align="center"><font size="1">Copyright © 2026 Landbote Verlags-GmbH. Alle Rechte vorbehalten. Nachdruck nur mit Genehmigung des Verlags.</font></td></tr>
</table></body></html>`
}

func (l landbote) ad() string {
	i := 0
	if l.rotating && l.n != nil {
		i = int(l.n.Add(1)) % len(adTexts)
	}
	return `<table width="100%" bgcolor="#ffffcc"><tr><td><font size="1">ANZEIGE</font><br><font size="2">` + esc(adTexts[i]) + `</font></td></tr></table>`
}

func deDate(a *Article) string {
	t := a.Published
	return fmt.Sprintf("%d. %s %d, %s Uhr", t.Day(), deMonths[t.Month()-1], t.Year(), t.Format("15:04"))
}

func (l landbote) listing(s *site, ls listing) string {
	var b strings.Builder
	title := "Der Landbote – Nachrichten aus der Region"
	if ls.section != "" {
		title = "Der Landbote – " + ls.title
	}
	b.WriteString(l.top(s, title))
	if ls.section != "" {
		fmt.Fprintf(&b, "<font size=\"5\"><b>%s</b></font><br><br>\n", esc(ls.title))
	}
	b.WriteString(`<table width="100%" cellpadding="4">`)
	for _, a := range ls.items {
		fmt.Fprintf(&b, `<tr><td><a href="%s"><font size="4"><b>%s</b></font></a><br><font size="2" color="#666666">%s</font><br><font size="2">%s <a href="%s">mehr…</a></font></td></tr>
`, l.articlePath(a), esc(a.Title), deDate(a), esc(a.Lead), l.articlePath(a))
	}
	b.WriteString("</table><br><font size=\"2\">")
	if ls.prev != "" {
		fmt.Fprintf(&b, `<a href="%s">&laquo; Neuere Artikel</a> `, ls.prev)
	}
	if ls.next != "" {
		fmt.Fprintf(&b, `<a href="%s">Ältere Artikel &raquo;</a>`, ls.next)
	}
	b.WriteString("</font>\n")
	b.WriteString(l.bottom())
	return b.String()
}

func (l landbote) article(s *site, a *Article) string {
	var b strings.Builder
	b.WriteString(l.top(s, a.Title+" – Der Landbote"))
	fmt.Fprintf(&b, `<font size="2"><a href="/index.php?rubrik=%s">%s</a></font><br>
<font size="5"><b>%s</b></font><br>
<font size="2" color="#666666">Veröffentlicht am %s von %s</font><br><br>
<b>%s</b><br><br>
`, a.Section, esc(s.sectionName(a.Section)), esc(a.Title), deDate(a), esc(strings.Join(a.Authors, " und ")), esc(a.Lead))
	for i, p := range a.Paras {
		if h, ok := a.Subheads[i]; ok {
			fmt.Fprintf(&b, "<b>%s</b><br>\n", esc(h))
		}
		fmt.Fprintf(&b, "<p>%s</p>\n", esc(p))
		if i == 1 {
			b.WriteString(l.ad() + "\n")
		}
	}
	b.WriteString(`<br><font size="2"><a href="javascript:window.print()">Drucken</a> | <a href="mailto:?subject=Artikel">Weiterempfehlen</a></font><br><br>
<font size="2"><b>Weitere Artikel</b><br>`)
	for _, r := range related(s, a, 3) {
		fmt.Fprintf(&b, `<a href="%s">%s</a><br>`, l.articlePath(r), esc(r.Title))
	}
	b.WriteString("</font>\n")
	b.WriteString(l.bottom())
	return b.String()
}

func (l landbote) extras(s *site) map[string]string {
	return map[string]string{"/impressum.php": l.top(s, "Impressum – Der Landbote") +
		"<b>Impressum</b><br>Landbote Verlags-GmbH, Marktplatz 3, 79999 Weidenau. Verantwortlich: die Chefredaktion.<br>" + l.bottom()}
}
