package generate

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors"
)

func TestAppendCut(t *testing.T) {
	const og = "//meta[@property='og:title']/@content"
	tests := []struct {
		name, full, title, want string // want "" for no cut
	}{
		{"site name after a pipe", "Klatch Coffee | Shopify App Store", "Klatch Coffee", "normalize-space(substring-before(" + og + ", ' | '))"},
		{"kicker before a colon", "100. Geburtstag: Holocaust-Überlebende wird 100 Jahre", "Holocaust-Überlebende wird 100 Jahre", "normalize-space(substring-after(" + og + ", ': '))"},
		{"site name before a bare full-width pipe", "NEWS WEB EASY｜子どもへの体罰を禁止する法律", "子どもへの体罰を禁止する法律", "normalize-space(substring-after(" + og + ", '｜'))"},
		{"section and site after a Chinese portal's underscores", "BRT3号线12月1日起试运营_本地新闻_江城在线", "BRT3号线12月1日起试运营", "normalize-space(substring-before(" + og + ", '_'))"},
		{"board and site after a board's arrow", "제천시, 전기 셔틀버스 내년 3월 운행 > 지역뉴스 | 제천신문", "제천시, 전기 셔틀버스 내년 3월 운행", "normalize-space(substring-before(" + og + ", ' > '))"},
		{"no separator at the cut", "Patch Notes Patchnotes 4.47.4", "Patchnotes 4.47.4", ""},
		{"the cut is not at the first separator", "Politik: Wahl: Die Koalition steht", "Die Koalition steht", ""},
		{"the title is the whole value", "Die Koalition steht", "Die Koalition steht", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := appendCut(nil, og, tt.full, tt.title)
			switch {
			case tt.want == "" && len(got) != 0:
				t.Errorf("appendCut = %q, want none", got)
			case tt.want != "" && (len(got) != 1 || got[0] != tt.want):
				t.Errorf("appendCut = %q, want %q", got, tt.want)
			}
		})
	}
}

// A set generated from one page reads the title the heuristic took:
// cut from the social title where the h1 holds a kicker block, and as
// the metadata writes it where the h1 is styled in capitals only (the
// heading then stays a fallback).
func TestGenerateTitleFromOnePage(t *testing.T) {
	body := strings.Repeat("<p>Die Stadt hat am Dienstag beschlossen, das Busnetz auszubauen, nachdem sich Anwohner monatelang beschwert hatten.</p>", 6)
	tests := []struct{ name, ogTitle, h1, want string }{
		{"kicker block in the h1", "100. Geburtstag: Margot Friedländer wird hundert Jahre alt",
			`<div class="label">100. Geburtstag</div>Margot Friedländer wird hundert Jahre alt`, "Margot Friedländer wird hundert Jahre alt"},
		{"h1 in capitals only", "Das Busnetz wird ausgebaut", "DAS BUSNETZ WIRD AUSGEBAUT", "Das Busnetz wird ausgebaut"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := `<html><head><meta property="og:title" content="` + tt.ogTitle + `"></head><body><main><article>` +
				`<h1>` + tt.h1 + `</h1>` + body + `</article></main></body></html>`
			doc, _, err := extract.ParseHTML([]byte(page), "")
			if err != nil {
				t.Fatal(err)
			}
			p := &extract.Page{URL: "https://example.org/a", Doc: doc}
			g := NewHeuristic()
			set, c := generateFrom(t, g, p)
			if art, _ := g.Applier.Apply(c, p); art.Title != tt.want {
				t.Errorf("title = %q, want %q (XPaths %q)", art.Title, tt.want, set.Fields[selectors.Title])
			}
		})
	}
}

// A set learned on one layout finds the byline on a redesigned page by
// the standard byline markup (itemprop=author), which the site's own
// class names do not reach.
func TestGenerateFindsBylineMarkupAfterRedesign(t *testing.T) {
	body := strings.Repeat("<p>Die Stadt hat am Dienstag beschlossen, das Busnetz auszubauen, nachdem sich Anwohner monatelang beschwert hatten.</p>", 6)
	parse := func(byline string) *extract.Page {
		page := `<html><body><main><article><h1>Das Busnetz wird ausgebaut</h1>` + byline + body + `</article></main></body></html>`
		return testPage(t, "https://example.org/a", page)
	}
	old := parse(`<div class="story-byline">Von Jana Beispiel</div>`)
	redesigned := parse(`<div class="meta"><span itemprop="author">Max Muster</span></div>`)
	g := NewHeuristic()
	set, c := generateFrom(t, g, old)
	if art, _ := g.Applier.Apply(c, old); strings.Join(art.Authors, ";") != "Jana Beispiel" {
		t.Fatalf("authors on the sample = %q (XPaths %q)", art.Authors, set.Fields[selectors.Authors])
	}
	if art, _ := g.Applier.Apply(c, redesigned); strings.Join(art.Authors, ";") != "Max Muster" {
		t.Errorf("authors after the redesign = %q, want Max Muster (XPaths %q)", art.Authors, set.Fields[selectors.Authors])
	}
}

// generateFrom generates and compiles a set from sample pages.
func generateFrom(t *testing.T, g *Heuristic, pages ...*extract.Page) (*selectors.Set, *selectors.Compiled) {
	t.Helper()
	set, err := g.Generate(context.Background(), "example.org", pages)
	if err != nil {
		t.Fatal(err)
	}
	c, err := selectors.Compile(set)
	if err != nil {
		t.Fatal(err)
	}
	return set, c
}

// A set learned where JSON-LD names the author keeps the visible byline
// as a fallback: on a page whose JSON-LD names only the publisher, the
// byline still names the author.
func TestGenerateKeepsBylineBehindMetadata(t *testing.T) {
	body := strings.Repeat("<p>Die Stadt hat am Dienstag beschlossen, das Busnetz auszubauen, nachdem sich Anwohner monatelang beschwert hatten.</p>", 6)
	parse := func(ldAuthor, byline string) *extract.Page {
		page := `<html><head><meta property="og:site_name" content="Stadtblatt">` +
			`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Das Busnetz wird ausgebaut","author":` + ldAuthor + `}</script>` +
			`</head><body><main><article><h1>Das Busnetz wird ausgebaut</h1><div class="story-byline">Von ` + byline + `</div>` +
			body + `</article></main></body></html>`
		return testPage(t, "https://www.stadtblatt.example/a", page)
	}
	sample := parse(`{"@type":"Person","name":"Jana Beispiel"}`, "Jana Beispiel")
	other := parse(`{"@type":"Person","name":"Stadtblatt"}`, "Max Muster")
	g := NewHeuristic()
	set, c := generateFrom(t, g, sample)
	if art, _ := g.Applier.Apply(c, other); strings.Join(art.Authors, ";") != "Max Muster" {
		t.Errorf("authors = %q, want Max Muster (XPaths %q)", art.Authors, set.Fields[selectors.Authors])
	}
}

// TestBodyAgreesBelowStandfirst checks that a body XPath selecting the
// text below a standfirst agrees with the heuristic's body, which opens
// with the standfirst: the applier adds it from the lead XPath, which a
// probe set does not have.
func TestBodyAgreesBelowStandfirst(t *testing.T) {
	lead := "Der Termin für die nächste Messe in Rostock steht fest: Am 21. und 22. Mai wird sich im Park zwei Tage lang alles ums Angeln drehen."
	paras := []string{
		"Dutzende Aussteller zeigen dort ihre neuen Ruten, Rollen und Köder, dazu gibt es Vorträge bekannter Angler.",
		"Der Eintritt ist für Kinder unter zwölf Jahren frei, Erwachsene zahlen an der Tageskasse zehn Euro.",
	}
	page := `<html><body><div class="standfirst"><p>` + lead + `</p></div><div class="entry-content"><p>` +
		strings.Join(paras, "</p><p>") + `</p></div></body></html>`
	doc, _, err := extract.ParseHTML([]byte(page), "")
	if err != nil {
		t.Fatal(err)
	}
	c, err := selectors.Compile(&selectors.Set{Fields: map[string][]string{
		selectors.Title: {nothing}, selectors.Body: {"//div[@class='entry-content']"}}})
	if err != nil {
		t.Fatal(err)
	}
	s := sample{page: &extract.Page{URL: "https://example.org/a", Doc: doc},
		article: extract.Article{Lead: lead, Body: lead + "\n" + strings.Join(paras, "\n")}}
	if got := agrees(selectors.Body, extract.NewApplier(), c, s); got != 1 {
		t.Errorf("agrees = %d, want 1", got)
	}
	s.article.Lead = ""
	if got := agrees(selectors.Body, extract.NewApplier(), c, s); got != -1 {
		t.Errorf("without a lead, agrees = %d, want -1", got)
	}
}

// TestGenerateShortStoryWithHeadlineInside checks that a short story
// whose container holds its headline gets a body XPath: the probe's body
// opens with the headline, which the applier cuts with the title it
// knows, and on a story of a hundred words those words alone kept the
// probe from agreeing with the heuristic's body, so generation failed.
func TestGenerateShortStoryWithHeadlineInside(t *testing.T) {
	page := `<html><body><div class="top"><a href="/">Wiadomości</a></div><div class="main"><div class="art">` +
		`<h1 class="art-title">Sejm podniósł kwotę wolną od podatku do 60 tys. zł</h1>` +
		`<div class="art-info"><span class="art-author">Autor: Jan Kowalski</span></div>` +
		`<div class="art-body"><p>Sejm uchwalił w czwartek nowelizację ustawy o podatku dochodowym, która podnosi kwotę wolną od podatku.</p>` +
		`<p>Za przyjęciem ustawy głosowało 248 posłów, przeciw było 190, a 12 wstrzymało się od głosu.</p>` +
		`<p>Minister finansów przekonywał w trakcie debaty, że zmiana obejmie ponad 20 milionów podatników.</p></div></div>` +
		`<div class="side"><a href="/a">Inflacja spadła</a></div></div></body></html>`
	doc, _, err := extract.ParseHTML([]byte(page), "")
	if err != nil {
		t.Fatal(err)
	}
	set, c := generateFrom(t, NewHeuristic(), &extract.Page{URL: "https://example.org/a", Doc: doc})
	art, rep := extract.NewApplier().Apply(c, &extract.Page{URL: "https://example.org/a", Doc: doc})
	if !rep.OK || !strings.HasPrefix(art.Body, "Sejm uchwalił") {
		t.Errorf("body XPaths %q: ok %v, body %q", set.Fields[selectors.Body], rep.OK, art.Body)
	}
}

// A page whose only h1 closes its breadcrumb trail: on the sample it
// holds the headline, on the next page the SEO title. The set reads the
// title from the page's metadata first.
func TestGenerateDistrustsBreadcrumbHeadline(t *testing.T) {
	body := strings.Repeat("<p>Die Stadt hat am Dienstag beschlossen, das Busnetz auszubauen, nachdem sich Anwohner monatelang beschwert hatten.</p>", 6)
	parse := func(headline, crumb string) *extract.Page {
		page := `<html><head><meta property="og:title" content="` + headline + `"></head><body>` +
			`<ul class="trail"><li><a href="/">Home</a></li><li><a href="/politik/">Politik</a></li>` +
			`<li><h1 data-breadcrumb-headline>` + crumb + `</h1></li></ul><main><article><h2>` + headline + `</h2>` +
			body + `</article></main></body></html>`
		return testPage(t, "https://example.org/a", page)
	}
	sample := parse("Das Busnetz wird ausgebaut", "Das Busnetz wird ausgebaut")
	other := parse("Baerbock zur UN", "Annalena Baerbock: Jetzt Top-Job in New York")
	g := NewHeuristic()
	set, c := generateFrom(t, g, sample)
	if art, _ := g.Applier.Apply(c, other); art.Title != "Baerbock zur UN" {
		t.Errorf("title = %q, want the og:title (XPaths %q)", art.Title, set.Fields[selectors.Title])
	}
}

// A set learned where the h1 shows the og:title in capitals keeps
// reading the h1, read as the metadata writes it: on a page whose
// og:title is an SEO rewrite, the set still gives the headline shown.
func TestGenerateKeepsCapitalsHeadingFirst(t *testing.T) {
	body := strings.Repeat("<p>Die Stadt hat am Dienstag beschlossen, das Busnetz auszubauen, nachdem sich Anwohner monatelang beschwert hatten.</p>", 6)
	parse := func(og, h1 string) *extract.Page {
		page := `<html><head><meta property="og:title" content="` + og + `"><script type="application/ld+json">{"@type":"NewsArticle","headline":"` + og + `"}</script>` +
			`</head><body><main><article><h1>` + h1 + `</h1>` + body + `</article></main></body></html>`
		return testPage(t, "https://example.org/a", page)
	}
	sample := parse("Das Busnetz wird ausgebaut", "DAS BUSNETZ WIRD AUSGEBAUT")
	other := parse("Radwege in der Innenstadt: Was die Stadt jetzt plant", "Neue Radwege für die Innenstadt geplant")
	g := NewHeuristic()
	set, c := generateFrom(t, g, sample)
	for _, tt := range []struct {
		p    *extract.Page
		want string
	}{{sample, "Das Busnetz wird ausgebaut"}, {other, "Neue Radwege für die Innenstadt geplant"}} {
		if art, _ := g.Applier.Apply(c, tt.p); art.Title != tt.want {
			t.Errorf("title = %q, want %q (XPaths %q)", art.Title, tt.want, set.Fields[selectors.Title])
		}
	}
}

// A set learned where the meta tag and the byline's microdata agree on
// the publication time reads the microdata first: on a page whose meta
// tag carries the last update, the byline still shows the publication.
func TestGeneratePrefersMicrodataPublished(t *testing.T) {
	body := strings.Repeat("<p>Die Stadt hat am Dienstag beschlossen, das Busnetz auszubauen, nachdem sich Anwohner monatelang beschwert hatten.</p>", 6)
	parse := func(meta, shown, text string) *extract.Page {
		page := `<html><head><meta property="article:published_time" content="` + meta + `"></head><body><main><article>` +
			`<h1>Das Busnetz wird ausgebaut</h1><div class="article-information" itemprop="datePublished" content="` + shown + `">` +
			`<span class="author">Jana Beispiel</span> <span>` + text + `</span></div>` + body + `</article></main></body></html>`
		return testPage(t, "https://example.org/a", page)
	}
	sample := parse("2024-04-28T13:00:00Z", "2024-04-28T13:00:00Z", "13:00, 28 Apr 2024")
	updated := parse("2024-08-05T19:49:50Z", "2024-08-04T13:23:00Z", "13:23, 4 Aug 2024")
	g := NewHeuristic()
	set, c := generateFrom(t, g, sample)
	if art, _ := g.Applier.Apply(c, updated); !strings.HasPrefix(art.PublishedRaw, "2024-08-04") {
		t.Errorf("published = %q, want 2024-08-04 (XPaths %q)", art.PublishedRaw, set.Fields[selectors.Published])
	}
}

func TestAfterHeadline(t *testing.T) {
	title := "Neue Seilbahn zum Hochfelsen"
	want := "Nach drei Jahren Bauzeit ist die Bahn fast fertig.\nDie letzten Seile hängen."
	for _, tc := range []struct{ body, out string }{
		// A table layout's run: kicker, headline, dateline, then the text.
		{"Lokales\n" + title + "\nVeröffentlicht am 3. Oktober 2026 von Katrin Hofmeister\n" + want, want},
		// The headline opening the body, and the byline and dateline
		// under it, are cut as the applier cuts them with the title it
		// knows.
		{title + "\n" + want, want},
		{title + "\nVon Katrin Hofmeister\n3. Oktober 2026\n" + want, want},
		// A headline element holding its kicker renders them glued.
		{"Verkehr:" + title + "\n" + want, want},
		{"Verkehr " + title + "\nVon Katrin Hofmeister\n" + want, want},
		// The heuristic kept the headline: nothing to cut.
		{"Lokales\n" + title + "\n" + want, "Lokales\n" + title + "\n" + want},
	} {
		w := want
		if strings.Contains(tc.out, "Lokales") {
			w = title + "\n" + want
		}
		if got := afterHeadline(tc.body, title, w); got != tc.out {
			t.Errorf("afterHeadline(%q) = %q, want %q", tc.body, got, tc.out)
		}
	}
}

// TestKickedHeadlineInBody checks that a body container holding the
// headline with its kicker glued on ("Verkehr:Neue Seilbahn …", as a
// screen-reader colon joins them) still gets a body XPath: the probe's
// headline line is cut as the applier cuts it, not counted against it.
func TestKickedHeadlineInBody(t *testing.T) {
	page := `<html lang="de"><head><title>Neue Seilbahn zum Hochfelsen soll im Dezember den Betrieb aufnehmen</title></head><body><header><a href="/">Alpenbote</a><nav><a href="/region/">Region</a></nav></header>
<main><article aria-label="Neue Seilbahn zum Hochfelsen soll im Dezember den Betrieb aufnehmen"><header><h2><span class="kicker">Verkehr</span><span class="sr-only">:</span><span class="hl">Neue Seilbahn zum Hochfelsen soll im Dezember den Betrieb aufnehmen</span></h2>
<div class="rich"><p>Die Bahn kostet 40 Millionen Euro und soll den Ort im Winter entlasten.</p></div>
<div class="byline">Von Katrin Hofmeister</div></header>
<section class="story"><div data-area="text" data-click="body"><div class="rich rich--links"><p>Nach drei Jahren Bauzeit ist die neue Seilbahn zum Hochfelsen fast fertig, die letzten Seile hängen seit Montag.</p></div></div>
<div data-area="related"><p>Mehr zum Thema</p><a href="/x">Skilifte öffnen früher</a></div>
<div data-area="text"><div class="rich"><p>Die Gondeln sollen ab Dezember alle zehn Minuten fahren und bis zu achthundert Gäste in der Stunde auf den Gipfel bringen.</p></div></div>
<div data-area="text"><div class="rich"><p>Der Gemeinderat hofft auf mehr Wintergäste, die Naturschützer warnen vor dem Verkehr auf der schmalen Zufahrtsstraße.</p></div></div></section>
</article></main><footer>© Alpenbote</footer></body></html>`
	body := coldBody(t, page)
	for _, w := range []string{"Nach drei Jahren Bauzeit", "Naturschützer warnen"} {
		if !strings.Contains(body, w) {
			t.Errorf("body lacks %q:\n%s", w, body)
		}
	}
}

// TestGalleryCaptionsAreItsText checks that a photo story keeps its
// captions, which are all its text, without their slide counters and
// credits, while an article with as many captioned photos keeps them out.
func TestGalleryCaptionsAreItsText(t *testing.T) {
	slide := func(i int, caption string) string {
		return fmt.Sprintf(`<li class="gallery-item"><figure><img src="/g%d.jpg" alt=""><figcaption><span class="count">%d of 4</span> `+
			`<p>%s</p><span class="credit">Photo: Tom Wills / Daily Courier</span></figcaption></figure></li>`, i, i, caption)
	}
	captions := []string{
		"Crowds gather along Main Street for the annual Thanksgiving parade on Thursday morning.",
		"A giant turkey balloon floats past the courthouse as children cheer from the sidewalk.",
		"Members of the Central High School marching band perform during the parade.",
		"Santa Claus waves from the final float, marking the official start of the holiday season.",
	}
	var slides string
	for i, c := range captions {
		slides += slide(i+1, c)
	}
	head := `<html lang="en"><head><title>Photos: Parade fills Main Street</title></head><body><header><a href="/">Daily Courier</a></header>`
	gallery := head + `<div class="gallery-page"><h1>Photos: Parade fills Main Street</h1>` +
		`<p class="gallery-byline">Photos by Tom Wills | November 26, 2026</p><p class="gallery-intro">Thousands turned out on a cold, bright morning for the city's 75th parade.</p><ul class="gallery">` + slides +
		`</ul><div class="more-galleries"><h2>More galleries</h2><a href="/g/1">Photos: Football playoffs</a></div></div></body></html>`
	body := coldBody(t, gallery)
	for _, c := range captions {
		if !strings.Contains(body, c) {
			t.Errorf("gallery body lacks the caption %q:\n%s", c, body)
		}
	}
	for _, junk := range []string{"1 of 4", "Photo: Tom Wills", "More galleries"} {
		if strings.Contains(body, junk) {
			t.Errorf("gallery body holds %q:\n%s", junk, body)
		}
	}
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network to the new districts.</p>"
	}
	article := head + `<article><h1>Bus network to grow</h1>` + para("First,") + slide(1, captions[0]) + para("Second,") + slide(2, captions[1]) +
		para("Third,") + slide(3, captions[2]) + para("Fourth,") + `</article></body></html>`
	body = coldBody(t, article)
	if !strings.Contains(body, "Fourth,") || strings.Contains(body, "Crowds gather") {
		t.Errorf("an article's captions: want its paragraphs and no captions:\n%s", body)
	}
}

// coldBody is the body of a page as a set generated from it extracts it.
func coldBody(t *testing.T, page string) string {
	t.Helper()
	doc, _, err := extract.ParseHTML([]byte(page), "")
	if err != nil {
		t.Fatal(err)
	}
	p := &extract.Page{URL: "https://www.courier.example/photos/parade", Doc: doc}
	g := NewHeuristic()
	_, c := generateFrom(t, g, p)
	art, rep := g.Applier.Apply(c, p)
	if !rep.OK {
		t.Fatalf("the set fails on its own page: %s", rep.Failure())
	}
	return art.Body
}

// testPage parses page as the page at url.
func testPage(t *testing.T, url, page string) *extract.Page {
	t.Helper()
	doc, _, err := extract.ParseHTML([]byte(page), "")
	if err != nil {
		t.Fatal(err)
	}
	return &extract.Page{URL: url, Doc: doc}
}
