package extract

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/bylinehq/byline/selectors"
	xhtml "golang.org/x/net/html"
)

// titlePage builds a small article page: head metadata, then a header,
// the given headline markup, and a few paragraphs of body text.
func titlePage(head, header, headline string) string {
	body := strings.Repeat("<p>Der Stadtrat hat am Dienstag beschlossen, das Busnetz auszubauen, nachdem sich Anwohner monatelang darüber beschwert hatten, dass der Dienst unzuverlässig und zu teuer geworden sei.</p>\n", 5)
	return "<!doctype html><html><head>" + head + "</head><body><header>" + header + "</header><main><article>" +
		headline + body + "</article></main><footer><p>© Verlag</p></footer></body></html>"
}

// titlePageArticle extracts titlePage(head, "", headline) as a page
// without a selector set.
func titlePageArticle(t *testing.T, head, headline string) Article {
	t.Helper()
	doc, _, err := ParseHTML([]byte(titlePage(head, "", headline)), "")
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://example.org/a", Doc: doc})
	return art
}

func TestChooseTitle(t *testing.T) {
	tests := []struct {
		name, head, header, headline, want string
	}{
		{
			name:     "site name after a pipe in every SEO title",
			head:     `<title>Deutsche Bank nominiert Aufsichtsratschef für zweite Amtszeit | Börsen-Zeitung</title><meta property="og:title" content="Deutsche Bank nominiert Aufsichtsratschef für zweite Amtszeit | Börsen-Zeitung">`,
			headline: `<h1>Deutsche Bank nominiert Aufsichtsratschef für zweite Amtszeit</h1>`,
			want:     "Deutsche Bank nominiert Aufsichtsratschef für zweite Amtszeit",
		},
		{
			name: "section and site name glued on without spaces, no heading",
			head: `<title>민주당 선호투표제 도입 또다시 불발-정치ㅣ한국일보</title><meta property="og:title" content="민주당 선호투표제 도입 또다시 불발-정치ㅣ한국일보">` +
				`<meta property="og:site_name" content="한국일보"><meta property="article:section" content="정치">`,
			want: "민주당 선호투표제 도입 또다시 불발",
		},
		{
			name:     "section and site name after underscores, as Chinese portals glue them",
			head:     `<title>前十个月全国新能源汽车产量超千万辆_新闻频道_中国示范网</title>`,
			headline: `<h1>前十个月全国新能源汽车产量超千万辆</h1>`,
			want:     "前十个月全国新能源汽车产量超千万辆",
		},
		{
			name:     "a headline ending in the site's name after a dash stays whole when the page shows it",
			head:     `<title>Anti-Korruptions-Gesetz</title><meta property="og:title" content="Anti-Korruptions-Gesetz"><meta property="og:site_name" content="Gesetz">`,
			headline: `<h1>Anti-Korruptions-Gesetz</h1>`,
			want:     "Anti-Korruptions-Gesetz",
		},
		{
			name: "visible headline confirmed by the JSON-LD headline beats the SEO title",
			head: `<title>Best Tax Preparation Software | Accounting.com</title><meta property="og:title" content="Best Tax Preparation Software | Accounting.com">` +
				`<script type="application/ld+json">{"@type":"Article","headline":"The Best Tax Prep Software of 2025"}</script>`,
			headline: `<h1>The Best Tax Prep Software of 2025</h1>`,
			want:     "The Best Tax Prep Software of 2025",
		},
		{
			name:     "blog: the h1 links home and is the site's name, the h2 is the post",
			head:     `<title>Was ist Virales Marketing? | DimidoBlog</title>`,
			header:   `<h1><a href="/">DimidoBlog</a></h1>`,
			headline: `<h2>Was ist Virales Marketing?</h2>`,
			want:     "Was ist Virales Marketing?",
		},
		{
			name: "application-name holding the page's title is not the site's name",
			head: `<title>Veteran Wraps Baby in American Flag, Photo Sparks Controversy - Yahoo</title><meta property="og:site_name" content="Yahoo">` +
				`<meta property="og:title" content="Veteran Wraps Baby in American Flag, Photo Sparks Controversy">` +
				`<meta name="application-name" content="Veteran Wraps Baby in American Flag, Photo Sparks Controversy">`,
			headline: `<h1>Veteran Wraps Baby in American Flag, Photo Sparks Controversy</h1>`,
			want:     "Veteran Wraps Baby in American Flag, Photo Sparks Controversy",
		},
		{
			name:     "a short application-name is the site's name",
			head:     `<title>Stadtrat baut das Busnetz aus - Kreisbote</title><meta name="application-name" content="Kreisbote">`,
			header:   `<h1>Kreisbote</h1>`,
			headline: `<h2>Stadtrat baut das Busnetz aus</h2>`,
			want:     "Stadtrat baut das Busnetz aus",
		},
		{
			name: "a place before a colon in the h1 that <title> repeats whole is the headline's, though og:title and JSON-LD leave it out",
			head: `<title>Χανιά: Νέο λιμενικό καταφύγιο για τους ψαράδες | Χανιώτικος Παλμός</title><meta property="og:site_name" content="Χανιώτικος Παλμός">` +
				`<meta property="og:title" content="Νέο λιμενικό καταφύγιο για τους ψαράδες">` +
				`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Νέο λιμενικό καταφύγιο για τους ψαράδες"}</script>`,
			headline: `<h1>Χανιά: Νέο λιμενικό καταφύγιο για τους ψαράδες</h1>`,
			want:     "Χανιά: Νέο λιμενικό καταφύγιο για τους ψαράδες",
		},
		{
			name:     "kicker glued to the headline by markup, headline alone in og:title",
			head:     `<meta property="og:title" content="Große Aufgaben für die neue Regierung"><title>Große Aufgaben für die neue Regierung</title>`,
			headline: `<h1><span class="kicker">Tunesien</span> <span>Große Aufgaben für die neue Regierung</span></h1>`,
			want:     "Große Aufgaben für die neue Regierung",
		},
		{
			name: "kicker line inside the h1, split off by a hidden separator, though the metadata headline keeps it",
			head: `<meta property="og:title" content="Iranischer Angriff: «Die Zurückhaltung hat viel mit den USA zu tun»">` +
				`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Eskalation im Nahen Osten - «Die Zurückhaltung hat viel mit den USA zu tun»"}</script>`,
			headline: `<h1><span class="article-title__overline">Eskalation im Nahen Osten</span> <span class="h-offscreen"> - </span> <span class="article-title__text">«Die Zurückhaltung hat viel mit den USA zu tun»</span></h1>`,
			want:     "«Die Zurückhaltung hat viel mit den USA zu tun»",
		},
		{
			name:     "kicker on its own line above the headline, no metadata",
			headline: `<h1><span class="sub-heading">Energiewende im Oberland:</span><br> Klimavorreiter im Oberland?</h1>`,
			want:     "Klimavorreiter im Oberland?",
		},
		{
			name:     "a bold lead-in ending in a colon is part of the title",
			head:     `<meta property="og:title" content="Editor's Letter: bye OC Baby, hi Bernsi Baby!">`,
			headline: `<h1><b>Editor's Letter:</b> bye OC Baby, hi Bernsi Baby!</h1>`,
			want:     "Editor's Letter: bye OC Baby, hi Bernsi Baby!",
		},
		{
			name:     "kicker glued to the headline, headline only a part of the SEO title",
			head:     `<meta property="og:title" content="Cyber-Angriffe: 20 Prozent vom Budget in die Sicherheit stecken! - handwerk magazin">`,
			headline: `<h1><span>Investitionen in IT-Sicherheit</span> Cyber-Angriffe: 20 Prozent vom Budget in die Sicherheit stecken!</h1>`,
			want:     "Cyber-Angriffe: 20 Prozent vom Budget in die Sicherheit stecken!",
		},
		{
			name:     "a shorter SEO title that is the tail of the visible headline",
			head:     `<meta property="og:title" content="Wärmepumpe im Altbau - Wann es sich lohnt | heizung.de">`,
			headline: `<h1 class="hero__headline">Eignet sich eine Wärmepumpe im Altbau?</h1>`,
			want:     "Eignet sich eine Wärmepumpe im Altbau?",
		},
		{
			name:     "the second half of a headline in the SEO title is no headline of its own",
			head:     `<meta property="og:title" content="Ausschuss zur Ahrtal-Flut: Zwei Rücktritte - und viele offene Fragen zum Einsatz | tagesschau.de">`,
			headline: `<h1>Ausschuss zur Ahrtal-Flut: Zwei Rücktritte - und viele offene Fragen zum Einsatz</h1>`,
			want:     "Ausschuss zur Ahrtal-Flut: Zwei Rücktritte - und viele offene Fragen zum Einsatz",
		},
		{
			name:     "heading shows the headline without the metadata's kicker",
			head:     `<meta property="og:title" content="Chronik: Lotte Tobisch ist tot"><title>Chronik: Lotte Tobisch ist tot - wien.ORF.at</title>`,
			headline: `<h1>Lotte Tobisch ist tot</h1>`,
			want:     "Lotte Tobisch ist tot",
		},
		{
			name:     "heading is the start of a longer SEO title",
			head:     `<meta property="og:title" content="Mandarinen-Schmand-Kuchen von jesusfreak | Chefkoch"><title>Mandarinen-Schmand-Kuchen von jesusfreak | Chefkoch</title>`,
			headline: `<h1>Mandarinen-Schmand-Kuchen</h1>`,
			want:     "Mandarinen-Schmand-Kuchen",
		},
		{
			name:     "CJK title with a bare full-width pipe before the site name",
			head:     `<title>フジテレビ問題でスポーツ界にも大激震｜日刊ゲンダイDIGITAL</title><meta property="og:title" content="フジテレビ問題でスポーツ界にも大激震｜日刊ゲンダイDIGITAL">`,
			headline: `<h1>フジテレビ問題でスポーツ界にも大激震</h1>`,
			want:     "フジテレビ問題でスポーツ界にも大激震",
		},
		{
			name:     "a section name in the h1 sharing no word with the metadata loses",
			head:     `<meta property="og:title" content="Le merlu de l'Atlantique Nord sauvé de l'extinction ?"><title>Le merlu de l'Atlantique Nord sauvé de l'extinction ?</title>`,
			headline: `<h1>Environnement</h1>`,
			want:     "Le merlu de l'Atlantique Nord sauvé de l'extinction ?",
		},
		{
			name:     "breadcrumb arrow before the site name",
			head:     `<meta property="og:title" content="Laufen im Winter: Von „bäh!“ zu „yeah!“ in 12 Monaten. › Nordish by Nature">`,
			headline: `<h1>Laufen im Winter: Von „bäh!“ zu „yeah!“ in 12 Monaten.</h1>`,
			want:     "Laufen im Winter: Von „bäh!“ zu „yeah!“ in 12 Monaten.",
		},
		{
			name:     "everything agrees on a title with a colon: keep it whole",
			head:     `<meta property="og:title" content="Coronavirus: New York ramps up mass burials amid outbreak"><meta name="twitter:title" content="Coronavirus: New York ramps up mass burials amid outbreak"><title>Coronavirus: New York ramps up mass burials amid outbreak - BBC News</title>`,
			headline: `<h1>Coronavirus: New York ramps up mass burials amid outbreak</h1>`,
			want:     "Coronavirus: New York ramps up mass burials amid outbreak",
		},
		{
			name:     "SEO title cut short: the heading shows the whole headline",
			head:     `<meta property="og:title" content="Stadtrat beschließt neues Busnetz - Lokalblatt"><script type="application/ld+json">{"@type":"NewsArticle","headline":"Stadtrat beschließt neues Busnetz"}</script>`,
			headline: `<h1>Stadtrat beschließt neues Busnetz für den Norden</h1>`,
			want:     "Stadtrat beschließt neues Busnetz für den Norden",
		},
		{
			name:     "a heading that is only the start of a title another heading shows whole is a section title, though that one looks like furniture",
			head:     `<meta property="og:title" content="What to Expect at Tutoring Sessions"><title>What to Expect at Tutoring Sessions | Example College</title>`,
			header:   `<div class="col-12 sidebar-first-only"><h1 class="page-header">What to Expect at Tutoring Sessions</h1></div>`,
			headline: `<h2>What to Expect</h2>`,
			want:     "What to Expect at Tutoring Sessions",
		},
		{
			name:     "no heading element: a part of the SEO title shown as a bold line is the headline",
			head:     `<title>County Ledger - Fair sets attendance record</title>`,
			headline: `<font size="4"><b>Fair sets attendance record</b></font><br>By Jim Baker, Ledger Staff Writer<br>Monday, August 18, 2026<br>`,
			want:     "Fair sets attendance record",
		},
		{
			name:     "no heading element: a part of the SEO title shown in a span classed as the headline, in Spanish",
			head:     `<title>La Gaceta del Valle :: Cierran por obras el puente viejo del río Tuerto</title>`,
			headline: `<span class="volanta">TRÁNSITO</span><br><span class="titulo_noticia">Cierran por obras el puente viejo del río Tuerto</span><br><span class="copete">Los desvíos durarán tres semanas.</span>`,
			want:     "Cierran por obras el puente viejo del río Tuerto",
		},
		{
			name:     "no heading element: the site's name in a title-classed span of the masthead is no headline, the title stays whole",
			head:     `<title>La Gaceta del Valle :: Cierran por obras el puente viejo del río Tuerto</title>`,
			header:   `<div class="brand"><span class="titre-site">La Gaceta del Valle</span></div>`,
			headline: `<span class="volanta">TRÁNSITO</span><br><p class="copete">Cierran por obras el puente viejo del río Tuerto</p>`,
			want:     "La Gaceta del Valle :: Cierran por obras el puente viejo del río Tuerto", // not the site's name alone
		},
		{
			name:     "no heading element: the site's name in a title-classed span linking home is no headline",
			head:     `<title>La Gaceta del Valle :: Cierran por obras el puente viejo del río Tuerto</title>`,
			header:   `<a href="/"><span class="site-title">La Gaceta del Valle</span></a>`,
			headline: `<span class="volanta">TRÁNSITO</span><br><p class="copete">Cierran por obras el puente viejo del río Tuerto</p>`,
			want:     "La Gaceta del Valle :: Cierran por obras el puente viejo del río Tuerto", // not the site's name alone
		},
		{
			name:     "no heading element: a bold word of the SEO title is no headline",
			head:     `<title>Make your Firefox your own - Firefox</title>`,
			headline: `<p>Customize <b>Firefox</b> with themes and add-ons.</p>`,
			want:     "Make your Firefox your own - Firefox",
		},
		{
			name:     "no heading: the SEO title, its site name left for stripSiteName",
			head:     `<title>Verfassungsgericht: Berlusconis Sex-Prozess geht weiter - stol.it</title>`,
			headline: `<p class="date">12.03.2013</p>`,
			want:     "Verfassungsgericht: Berlusconis Sex-Prozess geht weiter - stol.it",
		},
		{
			name:     "a badge element glued to the headline with no space is a kicker",
			head:     `<title>Wahlabend: die Ergebnisse aus allen Bezirken | Kreisbote</title><meta property="og:title" content="Wahlabend: die Ergebnisse aus allen Bezirken">`,
			headline: `<h1><span class="badge badge-live">Live</span>Wahlabend: die Ergebnisse aus allen Bezirken</h1>`,
			want:     "Wahlabend: die Ergebnisse aus allen Bezirken",
		},
		{
			name:     "a label element closing the heading is not part of the headline",
			head:     `<title>Wie der Steinbruch ein Dorf spaltete | Kreisbote</title><meta property="og:title" content="Wie der Steinbruch ein Dorf spaltete">`,
			headline: `<h1>Wie der Steinbruch ein Dorf spaltete <span class="badge premium">Plus</span></h1>`,
			want:     "Wie der Steinbruch ein Dorf spaltete",
		},
		{
			name:     "a date line after a <br> in the heading is not part of the headline",
			head:     `<title>Zuschauerrückkehr bei den Proficlubs der Region | Handballverband</title><meta property="og:title" content="Zuschauerrückkehr bei den Proficlubs der Region">`,
			headline: `<h1>Zuschauerrückkehr bei den Proficlubs der Region<br><small><span class="icon-calendar"></span>&nbsp;02.02.2022 •&nbsp;<span class="category">Verband</span><span class="separator">, </span><span>Presse</span><span class="separator">, </span><span>Allgemein Region</span></small></h1>`,
			want:     "Zuschauerrückkehr bei den Proficlubs der Region",
		},
		{
			name: "a source and a comment count after the headline link are not part of it",
			head: `<title>Computer Science Grads Find Their Degrees No Longer Guarantee Jobs - Slashboard</title>` +
				`<meta property="og:title" content="Computer Science Grads Find Their Degrees No Longer Guarantee Jobs - Slashboard">`,
			headline: `<h1><span class="story-title"><a href="/story/25/12/19/grads">Computer Science Grads Find Their Degrees No Longer Guarantee Jobs</a> ` +
				`<span class="extlnk"><a href="https://news.example.com/grads">(news.example.com)</a></span></span> <span class="comment-bubble"><a href="/story/25/12/19/grads#comments">87</a></span></h1>`,
			want: "Computer Science Grads Find Their Degrees No Longer Guarantee Jobs",
		},
		{
			name:     "a kicker over a headline that opens with a number is no headline with a date line",
			head:     `<title>Landtagswahl in Bayern - 5 Lehren aus der Wahl | Tagesblatt</title>`,
			headline: `<h1><span class="kicker">Landtagswahl in Bayern</span> <span class="title">5 Lehren aus der Wahl</span></h1>`,
			want:     "5 Lehren aus der Wahl",
		},
		{
			name:     "a kicker line over a headline that opens with a number after a <br>",
			head:     `<title>Krieg in der Ukraine | 100 Tage Krieg | Tagesblatt</title><meta property="og:title" content="Krieg in der Ukraine | 100 Tage Krieg | Tagesblatt">`,
			headline: `<h1><span class="kicker">Krieg in der Ukraine</span><br>100 Tage Krieg</h1>`,
			want:     "100 Tage Krieg",
		},
		{
			name:     "a subline element after the heading's first words is part of the headline",
			head:     `<title>Schneesport mit Rücksicht auf Wildtiere | Alpenverein</title><meta property="og:title" content="Schneesport mit Rücksicht auf Wildtiere">`,
			headline: `<h1>Schneesport mit Rücksicht auf Wildtiere <span class="subline">Verhaltenstipps für einen naturverträglichen Schneesport</span></h1>`,
			want:     "Schneesport mit Rücksicht auf Wildtiere Verhaltenstipps für einen naturverträglichen Schneesport",
		},
		{
			name:     "a subline element that opens with a number is part of the headline",
			head:     `<title>Schneesport mit Rücksicht auf Wildtiere | Alpenverein</title><meta property="og:title" content="Schneesport mit Rücksicht auf Wildtiere">`,
			headline: `<h1>Schneesport mit Rücksicht auf Wildtiere <span class="subline">10 Verhaltenstipps für einen naturverträglichen Schneesport</span></h1>`,
			want:     "Schneesport mit Rücksicht auf Wildtiere 10 Verhaltenstipps für einen naturverträglichen Schneesport",
		},
		{
			name:     "a Spanish subtitle after a <br> opening with ¿ is part of the headline",
			head:     `<title>Elecciones en la Comunidad de Madrid | El Diario</title><meta property="og:title" content="Elecciones en la Comunidad de Madrid">`,
			headline: `<h1>Elecciones en la Comunidad de Madrid<br><span class="sub">¿Quién ganará el domingo?</span></h1>`,
			want:     "Elecciones en la Comunidad de Madrid ¿Quién ganará el domingo?",
		},
		{
			name:     "a date line with the month in words after a <br> is not part of the headline",
			head:     `<title>Zuschauerrückkehr bei den Proficlubs der Region | Handballverband</title><meta property="og:title" content="Zuschauerrückkehr bei den Proficlubs der Region">`,
			headline: `<h1>Zuschauerrückkehr bei den Proficlubs der Region<br><small>2. Februar 2022 • Verband, Presse</small></h1>`,
			want:     "Zuschauerrückkehr bei den Proficlubs der Region",
		},
		{
			name: "the heading writes the metadata title with another separator: the page's rendering",
			head: `<title>Mobile UX Design - The Ultimate Guide 2025</title><meta property="og:title" content="Mobile UX Design - The Ultimate Guide 2025">` +
				`<script type="application/ld+json">{"@type":"BlogPosting","headline":"Mobile UX Design - The Ultimate Guide 2025"}</script>`,
			headline: `<h1>Mobile UX Design: The Ultimate Guide 2025</h1>`,
			want:     "Mobile UX Design: The Ultimate Guide 2025",
		},
		{
			name: "the heading keeps the metadata's kicker and rewords the rest: the headline shown",
			head: `<title>Keeping Your Home Spotless: Latest Trends with CR Maids</title><meta property="og:title" content="Keeping Your Home Spotless: Latest Trends with CR Maids">` +
				`<script type="application/ld+json">{"@type":"BlogPosting","headline":"Keeping Your Home Spotless: Latest Trends with CR Maids"}</script>`,
			headline: `<h1>Keeping Your Home Spotless: Top Cleaning Trends</h1>`,
			want:     "Keeping Your Home Spotless: Top Cleaning Trends",
		},
		{
			name:     "a date line after a <br> under a headline written without spaces is not part of it",
			head:     `<title>日本経済は回復基調にある | 新聞</title><meta property="og:title" content="日本経済は回復基調にある">`,
			headline: `<h1>日本経済は回復基調にある<br><small>2024年3月1日</small></h1>`,
			want:     "日本経済は回復基調にある",
		},
		{
			name:     "a stressed word closing the heading stays in the headline beside a metadata title cut short",
			head:     `<title>Sturm trifft | Kreisbote</title><meta property="og:title" content="Sturm trifft">`,
			headline: `<h1>Sturm trifft <em>Lissabon</em></h1>`,
			want:     "Sturm trifft Lissabon",
		},
		{
			name:     "a work's title closing the heading stays in the headline",
			head:     `<title>Kritik: die leise Wucht von | Kreisbote</title><meta property="og:title" content="Kritik: die leise Wucht von">`,
			headline: `<h1>Kritik: die leise Wucht von <cite>Past Lives</cite></h1>`,
			want:     "Kritik: die leise Wucht von Past Lives",
		},
		{
			name:     "a subtitle element after a colon closing the heading stays in the headline",
			head:     `<title>Energie der Gezeiten | Kreisbote</title><meta property="og:title" content="Energie der Gezeiten">`,
			headline: `<h1>Energie der Gezeiten<span class="dek">: die leise Revolution vor der Küste</span></h1>`,
			want:     "Energie der Gezeiten: die leise Revolution vor der Küste",
		},
		{
			name: "no heading: a title that is og:title and the site's name confirms og:title whole, its dash kept",
			head: `<title>Wearside 2-1 Hullbridge – wie es geschah – Wearside Echo</title><meta property="og:title" content="Wearside 2-1 Hullbridge – wie es geschah">` +
				`<meta property="og:site_name" content="Wearside Echo">`,
			want: "Wearside 2-1 Hullbridge – wie es geschah",
		},
		{
			name:     "a one-word h1 that is only the section's part of <title> is no headline when an h2 shows og:title whole",
			head:     `<title>Seehundbabys in Rekordzahl gezählt | Natur | Firth Watch</title><meta property="og:title" content="Seehundbabys in Rekordzahl gezählt">`,
			header:   `<div class="section-banner"><h1 class="section-name">Natur</h1></div>`,
			headline: `<h2 class="headline">Seehundbabys in Rekordzahl gezählt</h2>`,
			want:     "Seehundbabys in Rekordzahl gezählt",
		},
		{
			name: "an h1 rewording the SEO title that every metadata field holds is the headline the page shows",
			head: `<title>Harbour Ferry Timetable: Winter Changes Every Commuter Should Know</title><meta property="og:title" content="Harbour Ferry Timetable: Winter Changes Every Commuter Should Know">` +
				`<script type="application/ld+json">{"@type":"Article","headline":"Harbour Ferry Timetable: Winter Changes Every Commuter Should Know"}</script>`,
			headline: `<h1>Harbour Ferry Timetable: What Changes for Commuters This Winter</h1>`,
			want:     "Harbour Ferry Timetable: What Changes for Commuters This Winter",
		},
		{
			name:     "an h1 of a kicker run into the metadata title is no rewording of it",
			head:     `<title>Harbour Ferry Timetable Changes for the Winter | Bay Courier</title><meta property="og:title" content="Harbour Ferry Timetable Changes for the Winter">`,
			headline: `<h1><span>Commuters</span> Harbour Ferry Timetable Changes for the Winter</h1>`,
			want:     "Harbour Ferry Timetable Changes for the Winter",
		},
		{
			name:     "an h1 rewording the metadata title is no headline when another heading shows the title",
			head:     `<title>Harbour Ferry Timetable Changes for the Winter • Bay Courier</title><meta property="og:title" content="Harbour Ferry Timetable Changes for the Winter • Bay Courier">`,
			headline: `<div class="meta"><h1>Harbour Ferry Timetable Changes for the Winter</h1></div><section><h1>Harbour Ferry Timetable for the Summer</h1></section>`,
			want:     "Harbour Ferry Timetable Changes for the Winter",
		},
		{
			name: "a live blog's name in an h1 sharing with the metadata title little words and one long is no rewording of it",
			head: `<title>Zelensky says peace talks must include Europe as Ukraine war enters fourth year | Bay Courier</title><meta property="og:title" content="Zelensky says peace talks must include Europe as Ukraine war enters fourth year">` +
				`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Zelensky says peace talks must include Europe as Ukraine war enters fourth year"}</script>`,
			headline: `<h1>Ukraine war live updates</h1>`,
			want:     "Zelensky says peace talks must include Europe as Ukraine war enters fourth year",
		},
		{
			name: "an h1 sharing with the metadata title only its little words is no rewording of it",
			head: `<title>Council votes to close the old library in the centre of the town | Bay Courier</title><meta property="og:title" content="Council votes to close the old library in the centre of the town">` +
				`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Council votes to close the old library in the centre of the town"}</script>`,
			headline: `<h1>Pictures of the Week in the Town</h1>`,
			want:     "Council votes to close the old library in the centre of the town",
		},
		{
			name: "a topic's name in an h1 is no rewording of the metadata title: a hyphen does not make two words",
			head: `<title>Israel strikes Gaza as the war cabinet meets | Bay Courier</title><meta property="og:title" content="Israel strikes Gaza as the war cabinet meets">` +
				`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Israel strikes Gaza as the war cabinet meets"}</script>`,
			headline: `<h1>Israel-Gaza war</h1>`,
			want:     "Israel strikes Gaza as the war cabinet meets",
		},
		{
			name: "a topic's name of three words in an h1 is no rewording of the metadata title",
			head: `<title>Coronavirus cases rise again in Germany | Bay Courier</title><meta property="og:title" content="Coronavirus cases rise again in Germany">` +
				`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Coronavirus cases rise again in Germany"}</script>`,
			headline: `<h1>Coronavirus in Germany</h1>`,
			want:     "Coronavirus cases rise again in Germany",
		},
		{
			name: "a section's name in an h1 sharing only little words with the metadata title is no rewording of it",
			head: `<title>Council to close the library in the centre of the town | Bay Courier</title><meta property="og:title" content="Council to close the library in the centre of the town">` +
				`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Council to close the library in the centre of the town"}</script>`,
			headline: `<h1>Letters to the Editor</h1><h3>Council to close the library in the centre of the town</h3>`,
			want:     "Council to close the library in the centre of the town",
		},
		{
			name: "an h1 linking to another story is a teaser in the hero, no rewording of the metadata title",
			head: `<title>Council to close the library in the town centre | Bay Courier</title><meta property="og:title" content="Council to close the library in the town centre">` +
				`<meta property="og:url" content="https://baycourier.example/news/library-closure">` +
				`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Council to close the library in the town centre"}</script>`,
			headline: `<section class="hero"><h1><a href="/news/pool-closure">Council to close the swimming pool too</a></h1></section><h3>Council to close the library in the town centre</h3>`,
			want:     "Council to close the library in the town centre",
		},
		{
			name: "an h1 linking to the story's own address rewords the metadata title",
			head: `<title>Harbour Ferry Timetable: Winter Changes Every Commuter Should Know</title><meta property="og:title" content="Harbour Ferry Timetable: Winter Changes Every Commuter Should Know">` +
				`<meta property="og:url" content="https://baycourier.example/ferry-timetable/">` +
				`<script type="application/ld+json">{"@type":"Article","headline":"Harbour Ferry Timetable: Winter Changes Every Commuter Should Know"}</script>`,
			headline: `<h1><a href="https://baycourier.example/ferry-timetable/">Harbour Ferry Timetable: What Changes for Commuters This Winter</a></h1>`,
			want:     "Harbour Ferry Timetable: What Changes for Commuters This Winter",
		},
		{
			name:     "a heading in capitals only gives the words, the metadata writes them in mixed case",
			head:     `<title>Tips for Winter Cycling | Bay Courier</title><meta property="og:title" content="Tips for Winter Cycling">`,
			headline: `<h1>TIPS FOR WINTER CYCLING</h1>`,
			want:     "Tips for Winter Cycling",
		},
		{
			name:     "a heading in mixed case stays beside metadata in capitals only",
			head:     `<title>TIPS FOR WINTER CYCLING | BAY COURIER</title><meta property="og:title" content="TIPS FOR WINTER CYCLING">`,
			headline: `<h1>Tips For Winter Cycling</h1>`,
			want:     "Tips For Winter Cycling",
		},
		{
			name: "a Turkish headline in capitals is the metadata title as written: I and İ lower-case to ı and i",
			head: `<title>İzmir'de dolar rekor kırdı, borsa çöktü | Bay Courier</title><meta property="og:title" content="İzmir'de dolar rekor kırdı, borsa çöktü">` +
				`<script type="application/ld+json">{"@type":"NewsArticle","headline":"İzmir'de dolar rekor kırdı, borsa çöktü"}</script>`,
			headline: `<h1>İZMİR'DE DOLAR REKOR KIRDI, BORSA ÇÖKTÜ</h1>`,
			want:     "İzmir'de dolar rekor kırdı, borsa çöktü",
		},
		{
			name:     "a German headline in capitals writes ß as SS",
			head:     `<title>Neue Straße für die Altstadt geplant | Bay Courier</title><meta property="og:title" content="Neue Straße für die Altstadt geplant">`,
			headline: `<h1>NEUE STRASSE FÜR DIE ALTSTADT GEPLANT</h1>`,
			want:     "Neue Straße für die Altstadt geplant",
		},
		{
			name: "an SEO rewrite with a year and a colon in every metadata title, the headline shown in the h1",
			head: `<title>Ferry cuts 2026: which winter routes are cancelled | Coastal Review</title><meta property="og:title" content="Ferry cuts 2026: which winter routes are cancelled">` +
				`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Ferry cuts 2026: which winter routes are cancelled"}</script>`,
			headline: `<h1>Seaside towns count the cost as winter ferry routes are cut</h1>`,
			want:     "Seaside towns count the cost as winter ferry routes are cut",
		},
		{
			name: "a Hindi h1 beside an SEO title with a colon: the words it shares are whole across their vowel signs",
			head: `<title>Lucknow Metro News: लखनऊ मेट्रो फेज 2 को मंजूरी, जानें रूट | Awadh Samachar</title><meta property="og:title" content="Lucknow Metro News: लखनऊ मेट्रो फेज 2 को मंजूरी, जानें रूट">` +
				`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Lucknow Metro News: लखनऊ मेट्रो फेज 2 को मंजूरी, जानें रूट"}</script>`,
			headline: `<h1>लखनऊ मेट्रो के दूसरे कॉरिडोर को केंद्र की मंजूरी</h1>`,
			want:     "लखनऊ मेट्रो के दूसरे कॉरिडोर को केंद्र की मंजूरी",
		},
		{
			name: "an h1 ending with the topic before the metadata title's colon rewords it, no kicker glued on",
			head: `<title>Raise prawns in rice fields: a model that doubles incomes - Delta News</title><meta property="og:title" content="Raise prawns in rice fields: a model that doubles incomes">` +
				`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Raise prawns in rice fields: a model that doubles incomes"}</script>`,
			headline: `<h1>Delta farmers now raise prawns in rice fields</h1>`,
			want:     "Delta farmers now raise prawns in rice fields",
		},
		{
			name: "an h1 opening with the topic before the metadata title's colon names the programme, the metadata title is the episode's",
			head: `<title>Morning Briefing: budget 2026, floods and the cup final | Daily Post</title><meta property="og:title" content="Morning Briefing: budget 2026, floods and the cup final">` +
				`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Morning Briefing: budget 2026, floods and the cup final"}</script>`,
			headline: `<h1>Morning Briefing with Anna Smith</h1>`,
			want:     "Morning Briefing: budget 2026, floods and the cup final",
		},
		{
			name: "an SEO rewrite beside an h1 that is a standfirst, ending in a full stop",
			head: `<title>Ferry cuts 2026: which winter routes are cancelled | Coastal Review</title><meta property="og:title" content="Ferry cuts 2026: which winter routes are cancelled">` +
				`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Ferry cuts 2026: which winter routes are cancelled"}</script>`,
			headline: `<h1>Learn which winter ferry routes the operator cuts and how to plan your trips.</h1>`,
			want:     "Ferry cuts 2026: which winter routes are cancelled",
		},
		{
			name: "an h1 sharing only a short word with an SEO title that has a year and a colon is a section's heading, not the headline",
			head: `<title>Budget 2026: what changes for the taxpayers | Daily Post</title><meta property="og:title" content="Budget 2026: what changes for the taxpayers">` +
				`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Budget 2026: what changes for the taxpayers"}</script>`,
			headline: `<h1>Latest News from the Region</h1>`,
			want:     "Budget 2026: what changes for the taxpayers",
		},
		{
			name:     "a headline in capitals is the metadata title as written, its closing mark too",
			head:     `<title>Tips for Winter Cycling! | Bay Courier</title><meta property="og:title" content="Tips for Winter Cycling!">`,
			headline: `<h1>TIPS FOR WINTER CYCLING</h1>`,
			want:     "Tips for Winter Cycling!",
		},
		{
			name: "an h1 that is a badge glued to the topic before the metadata title's colon is no rewording of it",
			head: `<title>Storm Ciarán: thousands without power as trees fall | Daily Post</title><meta property="og:title" content="Storm Ciarán: thousands without power as trees fall">` +
				`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Storm Ciarán: thousands without power as trees fall"}</script>`,
			headline: `<h1><span class="badge">Live</span> Storm Ciarán</h1>`,
			want:     "Storm Ciarán: thousands without power as trees fall",
		},
		{
			name: "a heading that is only the start of a title another heading shows longer is a section's title",
			head: `<title>Forming a Limited Liability Company in New York | Department of State</title>` +
				`<meta property="og:title" content="Forming a Limited Liability Company in New York">`,
			header:   `<nav class="menu"><h1>Forming a Limited Liability Company in New York</h1></nav>`,
			headline: `<h2>Forming a Limited Liability Company</h2>`,
			want:     "Forming a Limited Liability Company in New York",
		},
		{
			name: "an h1 closed by a <br> is still text alone: it extends a metadata title cut short",
			head: `<title>Plumbing Maintenance Tips: 11 Best Practices & Upgrades</title><meta property="og:title" content="Plumbing Maintenance Tips: 11 Best Practices & Upgrades">` +
				`<script type="application/ld+json">{"@type":"BlogPosting","headline":"Plumbing Maintenance Tips: 11 Best Practices &amp; Upgrades"}</script>`,
			headline: `<h1><span class="ct-span">Plumbing Maintenance Tips: 11 Best Practices &amp; Upgrades to Prevent Issues</span><br></h1>`,
			want:     "Plumbing Maintenance Tips: 11 Best Practices & Upgrades to Prevent Issues",
		},
		{
			name: "of headings no metadata confirms, scored alike, the first is the headline: related stories' cards in <h1> follow it",
			head: `<title>Where to Bike in Houston | Houstonia</title><meta property="og:title" content="Our Favorite Biking Spots in Houston">`,
			headline: `<h1>The Best Trails and Neighborhoods in Houston for Biking</h1>` +
				`<p>Despite what you might have heard, there has never been a better time to ride a bike through the city and its parks.</p>` +
				`<section><h2>Related Content</h2><h1>To Save Lives, This Houston Rescue Ships Stray Animals to Other States</h1></section>`,
			want: "The Best Trails and Neighborhoods in Houston for Biking",
		},
		{
			name:     "a topic's label in an h1 above the headline sharing a word with the metadata title is none: the longest stays the headline",
			head:     `<title>Kyiv hit by heaviest drone attack of the war</title><meta property="og:title" content="Kyiv hit by heaviest drone attack of the war">`,
			headline: `<div class="topic"><h1>Ukraine war</h1></div><h1>Massive drone barrage hits Kyiv, leaving twelve people dead</h1>`,
			want:     "Massive drone barrage hits Kyiv, leaving twelve people dead",
		},
		{
			name:     "a column's h1 before the article sharing only stop words with the metadata title is no headline",
			head:     `<title>Why the ferry timetable changes this winter</title>`,
			headline: `<div class="col-left"><h1>Most read stories of the week</h1></div><h1>Winter ferries will run every two hours from December, council decides</h1>`,
			want:     "Winter ferries will run every two hours from December, council decides",
		},
		{
			name:     "a section's h1 sharing only an article with the metadata title is no headline",
			head:     `<title>El Gobierno aprueba la reforma de las pensiones</title>`,
			headline: `<h1>La Portada</h1><h1>El Consejo de Ministros da luz verde al nuevo sistema de jubilación</h1>`,
			want:     "El Consejo de Ministros da luz verde al nuevo sistema de jubilación",
		},
		{
			name: "a teaser of another story in an h1 above the headline is not the first heading on the page",
			head: `<title>Why your energy bill will rise again this winter</title><meta property="og:url" content="https://example.com/energy-bill">`,
			headline: `<div class="hero"><h1><a href="https://example.com/north-energy-bills">Households in the north of the country face the highest energy bills in all of Europe</a></h1></div>` +
				`<h1>Energy prices are set to climb for a third year running, regulator warns</h1>`,
			want: "Energy prices are set to climb for a third year running, regulator warns",
		},
		{
			name: "a copy of the metadata title cut short with an ellipsis shows no more of it than the headline it goes on from",
			head: `<meta property="og:title" content="Trump wins Iowa caucus in landslide as Haley edges DeSantis for second place">` +
				`<title>Trump wins Iowa caucus in landslide as Haley edges DeSantis for second place</title>`,
			headline: `<h1>Trump wins Iowa caucus in landslide</h1><p>The former president won every county but one.</p><h2>Trump wins Iowa caucus in landslide as Haley…</h2>`,
			want:     "Trump wins Iowa caucus in landslide",
		},
		{
			name:     "a capitals label before a colon in the metadata, the h1 showing the headline alone",
			head:     `<script type="application/ld+json">{"@type":"NewsArticle","headline":"VÍDEO: Temporal derruba árvores em Cuiabá"}</script><meta property="og:title" content="VÍDEO: Temporal derruba árvores em Cuiabá">`,
			header:   `<div class="kicker"><span class="badge">ASSISTA</span></div>`,
			headline: `<h1>Temporal derruba árvores em Cuiabá</h1>`,
			want:     "Temporal derruba árvores em Cuiabá",
		},
		{
			name: "a capitals label in the metadata stays where no heading shows the headline",
			head: `<meta property="og:title" content="VIDEO: Voting on the Future of Public Housing"><title>VIDEO: Voting on the Future of Public Housing</title>`,
			want: "VIDEO: Voting on the Future of Public Housing",
		},
		{
			name:     "a label in lenticular brackets in the metadata, a label element in the h1",
			head:     `<meta property="og:title" content="【独自】市営バス、来春から３路線廃止へ　運転手不足で｜北日報"><title>【独自】市営バス、来春から３路線廃止へ　運転手不足で：地域：北日報</title>`,
			headline: `<h1><span class="label-exclusive">独自</span>市営バス、来春から３路線廃止へ　運転手不足で</h1>`,
			want:     "市営バス、来春から３路線廃止へ 運転手不足で",
		},
		{
			name:     "with no metadata title the longest heading stays the headline: a brand's heading before it is none",
			header:   `<div class="top"><h1>Harbour Gazette Online</h1></div>`,
			headline: `<h1>Council approves new ferry timetable for the winter season</h1>`,
			want:     "Council approves new ferry timetable for the winter season",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, _, err := ParseHTML([]byte(titlePage(tt.head, tt.header, tt.headline)), "")
			if err != nil {
				t.Fatal(err)
			}
			got, _ := chooseTitle(collectMetadata(doc), analyze(doc))
			if got != tt.want {
				t.Errorf("chooseTitle = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestPlainHeading(t *testing.T) {
	tests := []struct {
		heading string
		want    bool
	}{
		{`<h1>Stanford grads find their degrees no longer guarantee jobs</h1>`, true},
		{`<h1><a href="/x">Stanford grads find their degrees no longer guarantee jobs</a></h1>`, true},
		{`<h1>Stanford grads find their degrees no longer guarantee jobs <span>(latimes.com)</span> <a href="#c">87</a></h1>`, false},
		{`<h1><span>Stanford grads find their degrees no longer guarantee jobs</span><br></h1>`, true},
		{`<h1>Stanford grads find their degrees no longer guarantee jobs<br> </h1>`, true},
		{`<h1>Stanford grads find their degrees<br>no longer guarantee jobs</h1>`, false},
		{`<h1><span>Stanford grads</span><br><span>find their degrees no longer guarantee jobs</span></h1>`, false},
	}
	for _, tt := range tests {
		doc, _, err := ParseHTML([]byte("<html><body>"+tt.heading+"</body></html>"), "")
		if err != nil {
			t.Fatal(err)
		}
		h := find(doc, func(n *xhtml.Node) bool { return n.Data == "h1" })
		if got := plainHeading(h); got != tt.want {
			t.Errorf("plainHeading(%s) = %v, want %v", tt.heading, got, tt.want)
		}
	}
}

func TestCutTitleLabel(t *testing.T) {
	tests := []struct{ in, want string }{
		{"VIDEO: Voting on the future", "Voting on the future"},
		{"LIVE UPDATES: Snow warning, up to 3 feet", "Snow warning, up to 3 feet"},
		{"【速報】震度５弱の地震", "震度５弱の地震"},
		{"Akkutechnik: Hat Quantumscape genug Akkus gebaut?", ""}, // not in capitals: part of the headline
		{"BREAKING: MAN BITES DOG", ""},                           // all capitals: styled so throughout
		{"THE BIG STORY ABOUT TOWN: Voting on the future", ""},    // more than two words
		{"G7: Leaders meet in Rome", ""},                          // a digit: a name, not a label
	}
	for _, tt := range tests {
		got, ok := cutTitleLabel(tt.in)
		if !ok {
			got = ""
		}
		if got != tt.want {
			t.Errorf("cutTitleLabel(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestSplitKickerTextNode checks that a headline standing as text after
// its kicker's element is returned as that text node, which a set's
// XPath selects (h1/text()), not as the heading, whose text holds the
// kicker too.
func TestSplitKickerTextNode(t *testing.T) {
	doc, _, err := ParseHTML([]byte(`<html><body><h1><span class="label">LIVE</span> Lake-effect snow warning through Friday</h1></body></html>`), "")
	if err != nil {
		t.Fatal(err)
	}
	h := find(doc, func(n *xhtml.Node) bool { return n.Data == "h1" })
	if _, node, ok := splitKicker(h, false); !ok || node == nil || node.Type != xhtml.TextNode {
		t.Errorf("splitKicker node = %v, %v; want the text node after the label", node, ok)
	}
}

func TestSplitKicker(t *testing.T) {
	tests := []struct {
		name, h1, want string // want "" for no kicker
	}{
		{"class names the kicker", `<h1><span class="dachzeile">Nach der Wahl</span> <span class="headline">Die Koalition steht</span></h1>`, "Die Koalition steht"},
		{"hidden separator", `<h1><span>Klimaschutz</span><span class="visually-hidden">: </span><span>Bohren, bis es heiß wird</span></h1>`, "Bohren, bis es heiß wird"},
		{"line break, headline as text", `<h1><span>Energiewende:</span><br> Klimavorreiter Oberland?</h1>`, "Klimavorreiter Oberland?"},
		{"parts inside a link wrapping the heading", `<h1><a href="/t/1"><span class="label">Patch Notes</span><span class="visually-hidden"> </span>Patchnotes 4.47.4 - Bugfix Build</a></h1>`, "Patchnotes 4.47.4 - Bugfix Build"},
		{"plain span and text: no sign of a kicker", `<h1><span>Leslie Clio</span> präsentiert ihr neues Album</h1>`, ""},
		{"a label's class", `<h1><span class="label label-live">LIVE</span> Lake-effect snow warning through Friday</h1>`, "Lake-effect snow warning through Friday"},
		{"a badge's class, no space", `<h1><span class="badge-exclusive">独自</span>市営バス、来春から３路線廃止へ</h1>`, "市営バス、来春から３路線廃止へ"},
		{"marked kicker ending in a colon runs on", `<h1><span class="go-article-header__kicker">Akkutechnik:</span> Hat Quantumscape genug Akkus gebaut?</h1>`, ""},
		{"text before any element", `<h1>Neu: <span class="kicker">Heute</span> im Programm</h1>`, ""},
		{"rest shorter than the kicker", `<h1><span class="kicker">Ein sehr langer Kicker über alles</span><span>(1792)</span></h1>`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := kickerSplit(t, tt.h1); got != tt.want {
				t.Errorf("splitKicker = %q; want %q", got, tt.want)
			}
		})
	}
}

func TestCutGluedSuffix(t *testing.T) {
	tests := []struct {
		title string
		names []string
		want  string
		ok    bool
	}{
		{"Headline-정치ㅣ한국일보", []string{"한국일보", "", "정치"}, "Headline", true},
		{"Headline-정치ᅵ한국일보", []string{"한국일보", "한국일보", "정치"}, "Headline", true},
		{"見出し｜サイト", []string{"サイト"}, "見出し", true},
		{"Headline|SITE", []string{"Site"}, "Headline", true},
		{"Super-Mario", []string{"Mario"}, "Super", true},
		{"SuperMario", []string{"Mario"}, "SuperMario", false}, // no separator
		{"Headline ohne Namen", []string{"Tagblatt"}, "Headline ohne Namen", false},
		{"-Tagblatt", []string{"Tagblatt"}, "", false}, // nothing left
	}
	for _, tt := range tests {
		got, ok := cutGluedSuffix(tt.title, tt.names)
		if ok != tt.ok || (ok && got != tt.want) {
			t.Errorf("cutGluedSuffix(%q, %q) = %q, %v; want %q, %v", tt.title, tt.names, got, ok, tt.want, tt.ok)
		}
	}
}

func TestSeparatedRuns(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"Headline | Site", []string{"Headline", "Site"}},
		{"A - B - C", []string{"A", "A - B", "B", "B - C", "C"}},
		{"見出し｜サイト名", []string{"見出し", "サイト名"}},
		{"Titel › Blog", []string{"Titel", "Blog"}},
		{"标题_新闻频道_示范网", []string{"标题", "标题_新闻频道", "新闻频道", "新闻频道_示范网", "示范网"}},
		{"Pro-Kopf-Verschuldung steigt", nil},
		{"How to use __init__.py in Python | Dev Blog", []string{"How to use __init__.py in Python", "Dev Blog"}},
		{"my_var explained_Blog", nil},
		{"a | b | c | d | e | f | g", nil}, // a list, not a title
	}
	for _, tt := range tests {
		if got := separatedRuns(tt.in, partSeparators); !slices.Equal(got, tt.want) {
			t.Errorf("separatedRuns(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestColonRuns(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"Klimaschutz: Bohren, bis es heiß wird", []string{"Klimaschutz", "Bohren, bis es heiß wird"}},
		{"Libre cours : Raoult, les nazis et moi", nil}, // French spacing is a separator, handled elsewhere
		{"Anpfiff um 20:30 Uhr", nil},
		{"Ende:", nil},
		{"武汉的声音： 有英勇的你", []string{"武汉的声音", "有英勇的你"}},
	}
	for _, tt := range tests {
		if got := colonRuns(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("colonRuns(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestTitleAffixes checks how a heading key relates to a metadata title
// key: a word-bounded start or end of it (wordAffix), or the whole of it
// with words added, as a cut SEO title (extendsTitle).
func TestTitleAffixes(t *testing.T) {
	fns := map[string]func(h, m string) bool{"wordAffix": wordAffix, "extendsTitle": extendsTitle}
	tests := []struct {
		fn, h, m string
		want     bool
	}{
		{"wordAffix", "mandarinen-schmand-kuchen", "mandarinen-schmand-kuchen von jesusfreak | chefkoch", true},
		{"wordAffix", "lotte tobisch ist tot", "chronik: lotte tobisch ist tot", true},
		{"wordAffix", "pros", "best drip coffee maker: tips from coffee pros", true},
		{"wordAffix", "coffee pro", "best drip coffee maker: tips from coffee pros", false},
		{"wordAffix", "same", "same", false},
		{"wordAffix", "", "anything", false},
		{"extendsTitle", "ultium cells erhöht gigafactory-kapazität in tennessee", "ultium cells erhöht gigafactory-kapazität", true},
		{"extendsTitle", "ultium cells erhöht gigafactory-kapazität", "ultium cells erhöht gigafactory-kapazität", false},
		{"extendsTitle", "ultium cells erhöht gigafactory-kapazität - battery news", "ultium cells erhöht gigafactory-kapazität", false}, // a separator: a site name
		{"extendsTitle", "ultium cellsx", "ultium cells", false},                                                                         // not at a word boundary
		{"extendsTitle", "news from the city council and more from everywhere", "news from", false},                                      // too short a start
	}
	for _, tt := range tests {
		if got := fns[tt.fn](tt.h, tt.m); got != tt.want {
			t.Errorf("%s(%q, %q) = %v, want %v", tt.fn, tt.h, tt.m, got, tt.want)
		}
	}
}

func TestIsHomeHref(t *testing.T) {
	tests := []struct {
		href string
		want bool
	}{
		{"/", true},
		{"https://www.example.com/", true},
		{"https://example.com", true},
		{"//example.com/index.php", true},
		{"/de/", true},
		{"/pt-br", true},
		{"https://web.archive.org/web/20190101000000/http://blog.example.org/", true},
		{"/2020/05/ein-artikel.html", false},
		{"/news/", false},
		{"#top", false},
		{"javascript:void(0)", false},
		{"mailto:info@example.com", false},
		{"index.html", false}, // relative to an unknown page
		{"", false},
	}
	for _, tt := range tests {
		if got := isHomeHref(tt.href); got != tt.want {
			t.Errorf("isHomeHref(%q) = %v, want %v", tt.href, got, tt.want)
		}
	}
}

func TestTitleFromMatchStripsSiteName(t *testing.T) {
	// The applier must reproduce what the heuristic chose, so both cut the
	// site name the same way.
	tests := []struct {
		in, want string
		names    []string
	}{
		{"LTE-Patent: Samsung soll Smartphones zerstören - Golem.de", "LTE-Patent: Samsung soll Smartphones zerstören", []string{"golem"}},
		{"Lockdown: Gottesdienste bleiben möglich | evang.at", "Lockdown: Gottesdienste bleiben möglich", []string{"evang"}},
		{"Seznam Zprávy | Volby 2024: výsledky", "Volby 2024: výsledky", []string{"seznamzpravy"}},
		{"Guide to filing your taxes", "Guide to filing your taxes", []string{"consumerfinance"}},
		{"GAME CHANGER | Newegg.com", "GAME CHANGER", hostNames("https://promotions.newegg.com/zotac/17-3454/index.html")},
		// A web address is a site's name even when it is not the page's
		// host; a title about one is left alone.
		{"Was wir über uns nicht hören wollen | FASSETTE.NET", "Was wir über uns nicht hören wollen", []string{"interscenar"}},
		{"Getränke per Schiff ins Stadtzentrum - www.lebensmittelpraxis.de", "Getränke per Schiff ins Stadtzentrum", nil},
		{"Why we sold our shares | Amazon.com earnings", "Why we sold our shares | Amazon.com earnings", []string{"news"}},
		// An article before the name the host gives.
		{"Neue Seilbahn soll im Frühjahr in Betrieb gehen – Der Landbote", "Neue Seilbahn soll im Frühjahr in Betrieb gehen", hostNames("https://www.landbote.ch/a")},
		{"Ein Tag im Landbote – Interview", "Ein Tag im Landbote – Interview", hostNames("https://www.landbote.ch/a")},
		// The site's name set before the headline as a kicker is.
		{"RogerBW's Blog: Advent of Code 2025 week 2", "Advent of Code 2025 week 2", []string{"RogerBW's Blog", "firedrake"}},
		{"Golem.de: LTE-Patent im Streit", "LTE-Patent im Streit", hostNames("https://www.golem.de/a")},
		{"Golem.de: LTE-Patent im Streit", "LTE-Patent im Streit", []string{"Golem.de"}},
		// Before a colon a topic that opens like the name, or another
		// site's address, is the story's kicker.
		{"Weltcup: Odermatt gewinnt in Adelboden", "Weltcup: Odermatt gewinnt in Adelboden", hostNames("https://www.welt.de/sport/a")},
		{"Bildung: Lehrer fordern mehr Geld", "Bildung: Lehrer fordern mehr Geld", hostNames("https://www.bild.de/politik/a")},
		{"Booking.com: Spanien verhängt Rekordstrafe", "Booking.com: Spanien verhängt Rekordstrafe", hostNames("https://www.spiegel.de/a")},
		// A kicker that is not the site's name stays, and so does a time.
		{"Covid-19: Lässt sich die Ausbreitung kontrollieren?", "Covid-19: Lässt sich die Ausbreitung kontrollieren?", []string{"Spektrum", "spektrum"}},
		{"Spektrum:12 Fragen", "Spektrum:12 Fragen", []string{"spektrum"}},
		{"Golem 10: 30 Jahre", "Golem 10: 30 Jahre", []string{"golem"}},
		// The site's initials, from its host or its name.
		{"Freiwillige pflanzen 5000 Bäume - NWZ", "Freiwillige pflanzen 5000 Bäume", hostNames("https://www.nordwestzeitung.de/a")},
		{"Freiwillige pflanzen 5000 Bäume | WVT", "Freiwillige pflanzen 5000 Bäume", []string{"Willow Valley Tribune"}},
		// The site's name between the headline and the site's motto.
		{"Rettungsboot birgt drei Wanderer — Port Alban News — Nachrichten von der Küste", "Rettungsboot birgt drei Wanderer", []string{"Port Alban News"}},
		{"Rettungsboot birgt drei Wanderer — Küste — Nachrichten von der Küste", "Rettungsboot birgt drei Wanderer — Küste — Nachrichten von der Küste", []string{"Port Alban News"}},
		// A headline of parts, one of them the site's name.
		{"Everton - Liverpool - as it happened", "Everton - Liverpool - as it happened", hostNames("https://www.liverpool.com/a")},
		{"Samsung - Apple - the patent war explained", "Samsung - Apple - the patent war explained", hostNames("https://www.apple.com/a")},
		{"Strictly – BBC – the final", "Strictly – BBC – the final", hostNames("https://www.bbc.co.uk/a")},
		// A breadcrumb's last step, the site's name cut after it.
		{"Nachrichten › Lokales › Neuer Radweg eröffnet | Cantorgate", "Neuer Radweg eröffnet", hostNames("https://www.cantorgate.example/a")},
		{"Marc's Notebook » Blog Archive » Notes from the Ridgeway", "Notes from the Ridgeway", hostNames("https://marcsnotebook.example/a")},
		// A headline written with the arrows, no site's name around it.
		{"AI » the next frontier » what experts say", "AI » the next frontier » what experts say", hostNames("https://www.techpost.example/a")},
		{"Settings › Privacy › Delete: where Google hides the off switch", "Settings › Privacy › Delete: where Google hides the off switch", hostNames("https://www.devnews.example/a")},
		{"Why 3 > 2 > 1 is not always true", "Why 3 > 2 > 1 is not always true", hostNames("https://www.mathblog.example/a")},
		// French quotes set off by spaces are no breadcrumb.
		{"« Ici » et « là » : les néoruraux de la Creuse", "« Ici » et « là » : les néoruraux de la Creuse", nil},
		// Capitals that do not abbreviate the site's name stay.
		{"Freiwillige pflanzen 5000 Bäume - WHO", "Freiwillige pflanzen 5000 Bäume - WHO", hostNames("https://www.nordwestzeitung.de/a")},
		{"Freiwillige pflanzen 5000 Bäume - ZN", "Freiwillige pflanzen 5000 Bäume - ZN", hostNames("https://www.nordwestzeitung.de/a")},
		// Capitals before the headline or in its middle are its own words.
		{"US - China talks resume", "US - China talks resume", hostNames("https://www.usatoday.com/a")},
		{"Brexit - UK - what happens next", "Brexit - UK - what happens next", hostNames("https://www.ukdailynews.example/a")},
		{"Farm subsidies – EU – the road to 2030", "Farm subsidies – EU – the road to 2030", hostNames("https://euobserver.com/a")},
		// Single angle quotes set the site's name off as » does.
		{"Council approves new harbour bridge plan ‹ The Daily Example", "Council approves new harbour bridge plan", hostNames("https://www.dailyexample.com/a")},
		{"Council approves new harbour bridge plan › The Daily Example", "Council approves new harbour bridge plan", hostNames("https://www.dailyexample.com/a")},
	}
	for _, tt := range tests {
		if got := stripSiteName(tt.in, tt.names); got != tt.want {
			t.Errorf("stripSiteName(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestHostNames(t *testing.T) {
	tests := []struct {
		url  string
		want []string
	}{
		{"https://www.seznamzpravy.cz/clanek/1", []string{"seznamzpravy"}},
		{"https://promotions.newegg.com/zotac/", []string{"promotions.newegg", "newegg", "promotions"}},
		{"http://landbote.zeitungsverlag.ch/artikel.php?id=1", []string{"landbote.zeitungsverlag", "zeitungsverlag", "landbote"}},
		{"https://politics.example.com/a", []string{"politics.example", "example"}},
		{"https://www.dailymail.co.uk/news/", []string{"dailymail.co", "dailymail"}},
		{"http://news.bbc.co.uk/2/hi/", []string{"news.bbc.co", "bbc"}},
		{"https://www.abc.net.au/news/", []string{"abc.net", "abc"}},
		{"https://www1.wdr.de/nachrichten/", []string{"www1.wdr", "wdr"}},
		{"https://m.news.orf.at/stories/1", []string{"m.news.orf", "orf"}},
		{"http://localhost:8080/a", []string{"localhost"}},
	}
	for _, tt := range tests {
		if got := hostNames(tt.url); !slices.Equal(got, tt.want) {
			t.Errorf("hostNames(%q) = %q, want %q", tt.url, got, tt.want)
		}
	}
}

// BenchmarkChooseTitle measures the title choice on a page with many
// teaser headings, the costly case for relating headings to metadata.
func BenchmarkChooseTitle(b *testing.B) {
	var teasers strings.Builder
	for i := range 200 {
		fmt.Fprintf(&teasers, `<div class="teaser"><h3 class="title"><a href="/n/%d">Teaser Nummer %d über die Stadt</a></h3></div>`, i, i)
	}
	page := titlePage(`<title>Der Stadtrat baut das Busnetz aus | Stadtanzeiger</title><meta property="og:title" content="Der Stadtrat baut das Busnetz aus">`,
		`<h1><a href="/">Stadtanzeiger</a></h1>`, `<h1>Der Stadtrat baut das Busnetz aus</h1>`+teasers.String())
	doc, _, err := ParseHTML([]byte(page), "")
	if err != nil {
		b.Fatal(err)
	}
	md, an := collectMetadata(doc), analyze(doc)
	b.ResetTimer()
	for b.Loop() {
		chooseTitle(md, an)
	}
}

// The <h1> showing the headline after its kicker is the title, not the
// first line of the body.
func TestKickerHeadingIsNotBody(t *testing.T) {
	page := titlePage(`<meta property="og:title" content="Drusen fordern Teilhabe statt Schutzgarantien">`, "",
		`<h1><span class="article-title__overline">Minderheit in Syrien</span><span class="h-offscreen"> - </span><span class="article-title__text">Drusen fordern Teilhabe statt Schutzgarantien</span></h1>`)
	doc, _, err := ParseHTML([]byte(page), "")
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://example.org/a", Doc: doc})
	if want := "Drusen fordern Teilhabe statt Schutzgarantien"; art.Title != want {
		t.Errorf("title = %q, want %q", art.Title, want)
	}
	if strings.Contains(art.Body, "Minderheit in Syrien") {
		t.Errorf("body holds the kicker heading:\n%s", art.Body)
	}
}

// A subheading that merely ends with the title's words stays in the body.
func TestHeadingEndingWithTitleStaysBody(t *testing.T) {
	page := titlePage(`<title>Meditation Class Cost | Sofia</title>`, "",
		`<h1>Meditation Class Cost</h1><p>Meditation is a practice that promotes clarity and balance for many people every single day.</p><h2>How Much Does a Meditation Class Cost?</h2>`)
	doc, _, err := ParseHTML([]byte(page), "")
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://example.org/a", Doc: doc})
	if !strings.Contains(art.Body, "How Much Does a Meditation Class Cost?") {
		t.Errorf("body lost the subheading:\n%s", art.Body)
	}
}

func TestTitleFromMatchUnescapesTwiceEscapedText(t *testing.T) {
	doc, _, err := ParseHTML([]byte(`<html><body><h1>12 Data Tools for 2026 | Python, SQL &amp;#x26; AI</h1><h2>AT&amp;T &amp; friends</h2></body></html>`), "")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ tag, want string }{
		{"h1", "12 Data Tools for 2026 | Python, SQL & AI"},
		{"h2", "AT&T & friends"},
	} {
		n := find(doc, func(n *xhtml.Node) bool { return n.Data == tc.tag })
		if got, ok := titleFromMatch(nil, selectors.Match{Node: n}, nil); got != tc.want || !ok {
			t.Errorf("titleFromMatch(<%s>) = %q, %v; want %q", tc.tag, got, ok, tc.want)
		}
	}
}

// kickerSplit returns the headline splitKicker finds in the h1 of
// html, "" when it finds no kicker.
func kickerSplit(t *testing.T, html string) string {
	t.Helper()
	doc, _, err := ParseHTML([]byte("<html><body>"+html+"</body></html>"), "")
	if err != nil {
		t.Fatal(err)
	}
	h := find(doc, func(n *xhtml.Node) bool { return n.Data == "h1" })
	got, _, ok := splitKicker(h, false)
	if !ok {
		return ""
	}
	return got
}
