package extract_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors"
	"github.com/bylinehq/byline/selectors/generate"
)

// coldExtract extracts page, at url, as byline extract does in cold
// mode: a set generated from the page itself, then applied.
func coldExtract(t *testing.T, url, page string) extract.Article {
	t.Helper()
	doc, _, err := extract.ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	ex := &extract.Extractor{Sets: generate.Cold{Gen: generate.NewHeuristic()}, Applier: extract.NewApplier(), Fallback: extract.Trafilatura{}}
	art, err := ex.Extract(context.Background(), &extract.Page{URL: url, Doc: doc})
	if err != nil {
		t.Fatal(err)
	}
	return art
}

// coldStory is an article text long enough to be found as the body.
const coldStory = `<p>The harbour board voted on Wednesday to extend the night ferry service to the outer islands through the winter, after a trial run carried more passengers than expected.</p>
<p>Board members said the extra crossings would cost about 90,000 a month, most of it paid from the regional transport fund that was topped up in the spring budget.</p>
<p>Island residents had asked for the late boats for years, saying the last ferry at six in the evening made it hard to work or study on the mainland.</p>
<p>The operator will publish the winter timetable next week and expects to hire four more deckhands before the first storms of the season arrive.</p>`

// TestColdAuthors extracts pages of made-up sites cold, as for a site
// Byline has never seen, so that both the heuristic's choice of byline
// and the selector set's reading of it are checked.
func TestColdAuthors(t *testing.T) {
	tests := []struct {
		name, url, page string
		want            []string
	}{
		{
			// Iranian agencies label the reporter and the editor in a
			// line of spans with no byline class: "خبرنگار:" (reporter)
			// marks the byline, "دبیر:" (editor) is no author.
			name: "fa reporter and editor labels",
			url:  "https://khabar.example/fa/news/1405090512/",
			page: `<html lang="fa" dir="rtl"><head><title>بازگشایی جاده</title></head><body><article><h1>بازگشایی جاده</h1>
<div class="news-roles"><span>خبرنگار: <b>مریم رضایی</b></span> <span>دبیر: <b>حسین کاظمی</b></span></div>` + coldStory + `</article></body></html>`,
			want: []string{"مریم رضایی"},
		},
		{
			// The byline's line has no element of its own: the headline,
			// byline, date and story share one <font>, lines split by <br>.
			name: "en byline line in a table layout's cell",
			url:  "https://valleyherald.example/news/ferry.html",
			page: `<html><head><title>Valley Herald - Night ferry extended</title></head><body><table><tr><td class="nav"><a href="/">Home</a><br><a href="/news/">News</a><br><a href="/sports/">Sports</a></td>
<td><font face="Verdana" size="2"><font size="5"><b>Night ferry extended</b></font><br>By Ruth Calder, Herald Staff Writer<br>Wednesday, June 3, 2026<br><br>
The harbour board voted on Wednesday to extend the night ferry service to the outer islands through the winter, after a trial run carried more passengers than expected.<br><br>
Board members said the extra crossings would cost about 90,000 a month, most of it paid from the regional transport fund that was topped up in the spring budget.<br><br>
Island residents had asked for the late boats for years, saying the last ferry at six in the evening made it hard to work or study on the mainland.<br><br></font></td></tr></table></body></html>`,
			want: []string{"Ruth Calder"},
		},
		{
			// The same layout: a story line further down that opens
			// with "By" is no second byline.
			name: "en story line opening with By in a table layout's cell",
			url:  "https://valleyherald.example/news/ferry.html",
			page: `<html><head><title>Valley Herald - Night ferry extended</title></head><body><table><tr><td class="nav"><a href="/">Home</a><br><a href="/news/">News</a><br><a href="/sports/">Sports</a></td>
<td><font face="Verdana" size="2"><font size="5"><b>Night ferry extended</b></font><br>By Ruth Calder<br>Wednesday, June 3, 2026<br><br>
The harbour board voted on Wednesday to extend the night ferry service to the outer islands through the winter, after a trial run carried more passengers than expected.<br><br>
Board members said the extra crossings would cost about 90,000 a month, most of it paid from the regional transport fund that was topped up in the spring budget.<br><br>
By contrast, Councillor Mark Hughes said the ferry should stop.<br><br></font></td></tr></table></body></html>`,
			want: []string{"Ruth Calder"},
		},
		{
			// A byline box of author cards, each with a role line: the
			// box's lines are not all names.
			name: "sv byline cards of two authors with their roles",
			url:  "https://kustposten.example/nyheter/farja",
			page: `<html lang="sv"><head><title>Nattfärjan förlängs</title></head><body><article><h1>Nattfärjan förlängs</h1>
<div class="article-authors"><div class="author-card"><img src="/a.jpg" alt=""><span class="author-name">Lina Berg</span><span class="author-title">Reporter</span></div>
<div class="author-card"><img src="/b.jpg" alt=""><span class="author-name">Per Anders Holm</span><span class="author-title">Fotograf</span></div></div>` + coldStory + `</article></body></html>`,
			want: []string{"Lina Berg", "Per Anders Holm"},
		},
		{
			// The paper's name, given only by the <title>'s last part,
			// and its state after the comma: the desk's credit, not a
			// third author. The set must drop it as the heuristic does,
			// from the same names of the site.
			name: "pt desk credit after two authors, the site named only in the title",
			url:  "https://www.gazeta-litoral-demo.example/rj/noticia/balsa.ghtml",
			page: `<html lang="pt-BR"><head><title>Balsa noturna vai até as ilhas no inverno | Rio | Gazeta do Litoral</title></head><body><main><h1>Balsa noturna vai até as ilhas no inverno</h1>
<p class="assinatura">Por Marta Reis e Caio Duarte, Gazeta do Litoral RJ</p>
<article class="materia">` + coldStory + `</article></main></body></html>`,
			want: []string{"Marta Reis", "Caio Duarte"},
		},
		{
			name: "pt site name and city after the author",
			url:  "https://www.gazeta-litoral-demo.example/rj/noticia/balsa.ghtml",
			page: `<html lang="pt-BR"><head><title>Balsa noturna vai até as ilhas no inverno | Gazeta do Litoral</title></head><body><main><h1>Balsa noturna vai até as ilhas no inverno</h1>
<p class="assinatura">Por <strong>Marta Reis</strong>, Gazeta do Litoral — Niterói</p>
<article class="materia">` + coldStory + `</article></main></body></html>`,
			want: []string{"Marta Reis"},
		},
		{
			// No "By": the site's name after the comma, then the date,
			// marks the name at the headline as the author's.
			name: "en name signed by the site's name beside the date",
			url:  "https://www.valleyherald-demo.example/news/ferry-12345",
			page: `<html lang="en"><head><title>Night ferry extended through the winter - Valley Herald</title></head><body><header><a href="/">VALLEY HERALD</a></header><div class="story"><h1>Night ferry extended through the winter</h1>
<div class="meta"><span class="source">Ruth Calder, Valley Herald</span> <span class="when">June 3, 2026 10:15</span></div>
<div class="story-body">` + coldStory + `</div></div></body></html>`,
			want: []string{"Ruth Calder"},
		},
		{
			// The site's photographer credited under the headline's
			// photo, in the same "Name, Site" form: no byline.
			name: "en photo credit signed by the site's name is no byline",
			url:  "https://www.valleyherald-demo.example/news/ferry-12345",
			page: `<html lang="en"><head><title>Night ferry extended through the winter - Valley Herald</title></head><body><div class="story"><h1>Night ferry extended through the winter</h1>
<figure><img src="/f.jpg" alt="The ferry"><figcaption><span class="credit">Jane Doe, Valley Herald</span></figcaption></figure>
<div class="story-body">` + coldStory + `</div></div></body></html>`,
			want: nil,
		},
		{
			name: "en photo credit by class signed by the site's name is no byline",
			url:  "https://www.valleyherald-demo.example/news/ferry-12345",
			page: `<html lang="en"><head><title>Night ferry extended through the winter - Valley Herald</title></head><body><div class="story"><h1>Night ferry extended through the winter</h1>
<img src="/f.jpg" alt="The ferry"><p class="photo-credit">Jane Doe, Valley Herald</p>
<div class="story-body">` + coldStory + `</div></div></body></html>`,
			want: nil,
		},
		{
			// A pull quote's attribution at the headline names the
			// speaker, not the writer.
			name: "en pull quote attributed with the site's name is no byline",
			url:  "https://www.valleyherald-demo.example/news/ferry-12345",
			page: `<html lang="en"><head><title>Night ferry extended through the winter - Valley Herald</title></head><body><div class="story"><h1>Night ferry extended through the winter</h1>
<blockquote class="pullquote"><p>"We waited years for this boat."</p><cite>Ruth Calder, Valley Herald</cite></blockquote>
<div class="story-body">` + coldStory + `</div></div></body></html>`,
			want: nil,
		},
		{
			// A person named like the site (a blog named after its
			// owner, a first name that is the subdomain) ahead of a
			// co-author is an author, not the site's credit.
			name: "en blog named after its owner with a guest co-author",
			url:  "https://www.janedoe-demo.example/2026/06/ferry/",
			page: `<html lang="en"><head><title>Night ferry extended through the winter – Jane Doe</title><meta property="og:site_name" content="Jane Doe"></head><body><div class="post"><h1>Night ferry extended through the winter</h1>
<p class="byline">By Jane Doe and Sam Lee</p><div class="entry">` + coldStory + `</div></div></body></html>`,
			want: []string{"Jane Doe", "Sam Lee"},
		},
		{
			name: "en first name that is the subdomain",
			url:  "https://maria.substack.com/p/night-ferry",
			page: `<html lang="en"><head><title>Night ferry extended through the winter</title></head><body><div class="post"><h1>Night ferry extended through the winter</h1>
<p class="byline">By Maria Lopez and Sam Lee</p><div class="entry">` + coldStory + `</div></div></body></html>`,
			want: []string{"Maria Lopez", "Sam Lee"},
		},
		{
			// A reporter's single name after the site's credit, with
			// another name after it: no place of the credit's.
			name: "id mononym reporter after the site's credit",
			url:  "https://www.tempo-demo.example/read/ferry",
			page: `<html lang="id"><head><title>Feri malam diperpanjang | Tempo</title><meta property="og:site_name" content="Tempo"></head><body><div class="story"><h1>Feri malam diperpanjang</h1>
<p class="byline">Oleh Tempo, Budiman dan Rina Wijaya</p><div class="story-body">` + coldStory + `</div></div></body></html>`,
			want: []string{"Budiman", "Rina Wijaya"},
		},
		{
			// No person named: the outlet's credit is what the page
			// gives, and stays.
			name: "pt site's credit alone stays",
			url:  "https://www.gazeta-litoral-demo.example/rj/noticia/balsa.ghtml",
			page: `<html lang="pt-BR"><head><title>Balsa noturna vai até as ilhas no inverno | Gazeta do Litoral</title></head><body><main><h1>Balsa noturna vai até as ilhas no inverno</h1>
<p class="assinatura">Por Gazeta do Litoral</p>
<article class="materia">` + coldStory + `</article></main></body></html>`,
			want: []string{"Gazeta do Litoral"},
		},
		{
			// The outlet after the reporter writes a digit in its name.
			name: "pt byline ending with an outlet whose name has a digit",
			url:  "https://tv9-demo.example/noticia/2026/06/03/balsa.html",
			page: `<html lang="pt-BR"><head><title>Balsa noturna é prorrogada</title></head><body><article><h1>Balsa noturna é prorrogada</h1>
<p class="meta-from">Por <strong>Camila Torres</strong>, tv9 Litoral</p>` + coldStory + `</article></body></html>`,
			want: []string{"Camila Torres"},
		},
		{
			// An Indonesian label on a line of its own, and the name
			// linked to the writer's tag page.
			name: "id Penulis label before a tag link",
			url:  "https://warta-pesisir.example/read/2026/06/03/kapal-malam",
			page: `<html lang="id"><head><title>Kapal malam diperpanjang</title></head><body><div class="artikel"><h1>Kapal malam diperpanjang</h1>
<div class="kredit"><div class="kredit-item"><h6>Penulis</h6> <a href="/tag/dewi-lestari">Dewi Lestari</a></div><div class="kredit-item"><h6>Editor</h6> <a href="/tag/bima-putra">Bima Putra</a></div></div>
<div class="isi">` + coldStory + `</div></div></body></html>`,
			want: []string{"Dewi Lestari"},
		},
		{
			// A Spanish paper's byline: the name links to its /firmas/
			// page, then "PLACE / PAPER" in capitals.
			name: "es name linked to its firmas page before PLACE / PAPER",
			url:  "https://faro-del-norte.example/vigo/2026/06/03/ferry-nocturno.html",
			page: `<html lang="es"><head><title>Se prorroga el ferry nocturno</title></head><body><article><h1>Se prorroga el ferry nocturno</h1>
<div class="author"><span class="author-name"><a href="/firmas/jose-vidal">JOSÉ VIDAL</a></span> <span class="author-place">VIGO / EL FARO</span></div>` + coldStory + `</article></body></html>`,
			want: []string{"José Vidal"},
		},
		{
			// The byline's list is marked only by the id of its label,
			// each field named for screen readers.
			name: "yo byline section marked by aria-labelledby",
			url:  "https://iroyin-oni.example/iroyin/oko-oju-omi",
			page: `<html lang="yo"><head><title>Ọkọ̀ ojú omi alẹ́ yóò máa bá a lọ</title></head><body><main><h1>Ọkọ̀ ojú omi alẹ́ yóò máa bá a lọ</h1>
<section aria-labelledby="story-byline"><ul><li><span class="visually-hidden">Òǹkọ̀wé,</span><span>Bola Adeyemi</span></li><li><span class="visually-hidden">Ipò,</span><span>Ìbàdàn</span></li></ul></section>` + coldStory + `</main></body></html>`,
			want: []string{"Bola Adeyemi"},
		},
		{
			// The section's link after the name is no co-author; a
			// name linked to its own page stays.
			name: "de section link after the byline's name",
			url:  "https://boersenblick.example/nachrichten/siemens-energy-123",
			page: `<html lang="de"><head><title>Fähre fährt länger</title></head><body><article><h1>Fähre fährt länger</h1>
<div class="news-meta">17.11.2026, 09:12 Uhr · von Thomas Berger · <a href="/nachrichten/aktien">Aktien Deutschland</a></div>` + coldStory + `</article></body></html>`,
			want: []string{"Thomas Berger"},
		},
		{
			name: "de byline's name linked to its page",
			url:  "https://boersenblick.example/nachrichten/siemens-energy-123",
			page: `<html lang="de"><head><title>Fähre fährt länger</title></head><body><article><h1>Fähre fährt länger</h1>
<div class="news-meta">17.11.2026, 09:12 Uhr · von <a href="/de/thomas-berger">Thomas Berger</a></div>` + coldStory + `</article></body></html>`,
			want: []string{"Thomas Berger"},
		},
		{
			// A person's page under the site's language, named by the
			// initial and the last name, or by the last name alone
			// under a path word for staff.
			name: "de byline's name linked to its page by initial and last name",
			url:  "https://boersenblick.example/nachrichten/siemens-energy-123",
			page: `<html lang="de"><head><title>Fähre fährt länger</title></head><body><article><h1>Fähre fährt länger</h1>
<div class="news-meta">17.11.2026, 09:12 Uhr · von <a href="/de/tberger">Thomas Berger</a></div>` + coldStory + `</article></body></html>`,
			want: []string{"Thomas Berger"},
		},
		{
			name: "de byline's name linked to its page by initial and last name under a section",
			url:  "https://boersenblick.example/nachrichten/siemens-energy-123",
			page: `<html lang="de"><head><title>Fähre fährt länger</title></head><body><article><h1>Fähre fährt länger</h1>
<div class="news-meta">17.11.2026, 09:12 Uhr · von <a href="/redakteure/tberger">Thomas Berger</a></div>` + coldStory + `</article></body></html>`,
			want: []string{"Thomas Berger"},
		},
		{
			name: "de section link under the site's language after the byline's name",
			url:  "https://boersenblick.example/nachrichten/siemens-energy-123",
			page: `<html lang="de"><head><title>Fähre fährt länger</title></head><body><article><h1>Fähre fährt länger</h1>
<div class="news-meta">17.11.2026, 09:12 Uhr · von Thomas Berger · <a href="/de/nachrichten/aktien">Aktien Deutschland</a></div>` + coldStory + `</article></body></html>`,
			want: []string{"Thomas Berger"},
		},
		{
			// The reporter's name alone, classed by the Turkish word
			// for reporter.
			name: "tr reporter's name classed muhabir beside the date",
			url:  "https://haberdemo.example/gundem/feribot",
			page: `<html lang="tr"><head><title>Gece feribotu uzatıldı</title></head><body><article><h1>Gece feribotu uzatıldı</h1>
<div class="haber-meta"><span class="muhabir">Deniz Arslan</span> <span>12.11.2026 09:15</span></div>` + coldStory + `</article></body></html>`,
			want: []string{"Deniz Arslan"},
		},
		{
			// The co-author's first name is the host's: "and" joins a
			// person, where a desk signs after a comma.
			name: "en co-author named like the host",
			url:  "https://news.sky.example/story/ferry-extended-13000001",
			page: `<html><head><title>Night ferry extended | Sky News</title><meta property="og:site_name" content="Sky News"></head><body><article><h1>Night ferry extended</h1><p class="byline">By Sam Lee and Sky Ferreira</p>` + coldStory + `</article></body></html>`,
			want: []string{"Sam Lee", "Sky Ferreira"},
		},
		{
			// "Name, Site" right under the lead picture credits the
			// photographer; the same line under the headline signs it.
			name: "en photographer's credit under the lead picture",
			url:  "https://valleyherald.example/news/ferry.html",
			page: `<html><head><title>Night ferry extended - Valley Herald</title><meta property="og:site_name" content="Valley Herald"></head><body><article><h1>Night ferry extended</h1><figure><img src="/a.jpg" alt=""></figure><p>Tom Fisher, Valley Herald</p>` + coldStory + `</article></body></html>`,
			want: nil,
		},
		{
			// The picture's caption holds its credit: the line under
			// the figure signs the story.
			name: "en name and site under a captioned lead picture",
			url:  "https://valleyherald.example/news/ferry.html",
			page: `<html><head><title>Night ferry extended - Valley Herald</title><meta property="og:site_name" content="Valley Herald"></head><body><article><h1>Night ferry extended</h1><figure><img src="/a.jpg" alt=""><figcaption>The ferry at dawn. Photo: Ann Lee</figcaption></figure><p>Tom Fisher, Valley Herald</p>` + coldStory + `</article></body></html>`,
			want: []string{"Tom Fisher"},
		},
		{
			name: "en name and site under the headline",
			url:  "https://valleyherald.example/news/ferry.html",
			page: `<html><head><title>Night ferry extended - Valley Herald</title><meta property="og:site_name" content="Valley Herald"></head><body><article><h1>Night ferry extended</h1><p>Tom Fisher, Valley Herald</p>` + coldStory + `</article></body></html>`,
			want: []string{"Tom Fisher"},
		},
		{
			name: "en desk credit after a comma",
			url:  "https://news.sky.example/story/ferry-extended-13000001",
			page: `<html><head><title>Night ferry extended | Sky News</title><meta property="og:site_name" content="Sky News"></head><body><article><h1>Night ferry extended</h1><p class="byline">By Sam Lee, Sky News</p>` + coldStory + `</article></body></html>`,
			want: []string{"Sam Lee"},
		},
		{
			name: "en desk joined by and",
			url:  "https://news.sky.example/story/ferry-extended-13000001",
			page: `<html><head><title>Night ferry extended | Sky News</title><meta property="og:site_name" content="Sky News"></head><body><article><h1>Night ferry extended</h1><p class="byline">By Sam Lee and Sky News</p>` + coldStory + `</article></body></html>`,
			want: []string{"Sam Lee"},
		},
		{
			name: "en desk's staff joined by and",
			url:  "https://news.sky.example/story/ferry-extended-13000001",
			page: `<html><head><title>Night ferry extended | Sky News</title><meta property="og:site_name" content="Sky News"></head><body><article><h1>Night ferry extended</h1><p class="byline">By Sam Lee and Sky Staff</p>` + coldStory + `</article></body></html>`,
			want: []string{"Sam Lee"},
		},
		{
			name: "en co-author whose blog it is",
			url:  "https://janedoe.example/2026/06/ferry",
			page: `<html><head><title>Night ferry extended - Jane Doe</title></head><body><article><h1>Night ferry extended</h1><p class="byline">By John Roe and Jane Doe</p>` + coldStory + `</article></body></html>`,
			want: []string{"John Roe", "Jane Doe"},
		},
		{
			// The story's text joins the site's name to another's: the
			// byline's credit after a comma is still the site's.
			name: "en site's credit, the site joined by and in the story",
			url:  "https://www.aljazeera.example/news/2026/6/3/ferry-extended",
			page: `<html><head><title>Night ferry extended | Al Jazeera</title><meta property="og:site_name" content="Al Jazeera"></head><body><article><h1>Night ferry extended</h1><p class="byline">By Jane Doe, Al Jazeera</p>` + coldStory + `<p>The minister told local radio and Al Jazeera on Thursday that the talks on the new ferry contract would resume next month.</p></article></body></html>`,
			want: []string{"Jane Doe"},
		},
		{
			// The <title>'s last part names the second author.
			name: "en title ending with the co-author's name",
			url:  "https://valleyherald.example/news/ferry.html",
			page: `<html><head><title>Night ferry extended - Sky Ferreira</title></head><body><article><h1>Night ferry extended</h1><p class="byline">By Sam Lee and Sky Ferreira</p>` + coldStory + `</article></body></html>`,
			want: []string{"Sam Lee", "Sky Ferreira"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			art := coldExtract(t, tc.url, tc.page)
			if !slices.Equal(art.Authors, tc.want) {
				t.Errorf("authors = %q, want %q", art.Authors, tc.want)
			}
		})
	}
}

// TestColdDateOnABrLine: a table layout's dateline is a <br> line of the
// <font> that holds the headline, byline and story, with no element of
// its own; the set reads it as that text node.
func TestColdDateOnABrLine(t *testing.T) {
	page := `<html><head><title>Valley Herald - Night ferry extended</title></head><body><table><tr><td class="nav"><a href="/">Home</a><br><a href="/news/">News</a></td>
<td><font face="Verdana" size="2"><font size="5"><b>Night ferry extended</b></font><br>By Ruth Calder, Herald Staff Writer<br>Wednesday, June 3, 2026<br><br>
The harbour board voted on Wednesday to extend the night ferry service to the outer islands through the winter, after a trial run carried more passengers than expected.<br><br>
Board members said the extra crossings would cost about 90,000 a month, most of it paid from the regional transport fund that was topped up in the spring budget.<br><br></font></td></tr></table>
<p><font size="1">Copyright 2026 Valley Herald. All rights reserved.</font></p></body></html>`
	art := coldExtract(t, "https://valleyherald.example/news/ferry.html", page)
	if !strings.HasPrefix(art.PublishedRaw, "2026-06-03") {
		t.Errorf("published = %q, want 2026-06-03", art.PublishedRaw)
	}
	// A dated line deep in such a run is the story's or a press
	// release's closing line, not its dateline.
	late := strings.Replace(page, "<br>Wednesday, June 3, 2026<br><br>", "<br><br>", 1)
	late = strings.Replace(late, "spring budget.<br><br>", "spring budget.<br><br>Harbourtown, June 1, 2026<br><br>", 1)
	art = coldExtract(t, "https://valleyherald.example/news/ferry.html", late)
	if art.PublishedRaw != "" {
		t.Errorf("published = %q from a dated line deep in the story, want none", art.PublishedRaw)
	}
}

// TestColdBrLineDateBeatsFooterDate: the dateline read from its <br>
// line's text node stands right under the headline; a print footer's
// date further down the page is no nearer for that text node having no
// element of its own.
func TestColdBrLineDateBeatsFooterDate(t *testing.T) {
	page := `<html><head><title>Valley Herald - Night ferry extended</title></head><body><table><tr><td class="nav"><a href="/">Home</a><br><a href="/news/">News</a></td>
<td><font face="Verdana" size="2"><font size="5"><b>Night ferry extended</b></font><br>By Ruth Calder<br>Wednesday, June 3, 2026<br><br>
The harbour board voted on Wednesday to extend the night ferry service to the outer islands through the winter, after a trial run carried more passengers than expected.<br><br>
Board members said the extra crossings would cost about 90,000 a month, most of it paid from the regional transport fund that was topped up in the spring budget.<br><br></font>
<p><font size="1">Printed 11/20/2026</font></p></td></tr></table></body></html>`
	art := coldExtract(t, "https://valleyherald.example/news/ferry.html", page)
	if !strings.HasPrefix(art.PublishedRaw, "2026-06-03") {
		t.Errorf("published = %q, want 2026-06-03 (the dateline, not the print footer)", art.PublishedRaw)
	}
}

// TestBrLineDateSetOnAnotherPage: a set that reads the dateline by its
// place among the <font>'s text nodes (text()[k]) meets a page of the
// site without the byline's line above it, where that place holds the
// story's first sentence: the date the sentence names is no publication.
func TestBrLineDateSetOnAnotherPage(t *testing.T) {
	const head = `<html><head><title>Valley Herald - HEADLINE</title></head><body><table><tr><td class="nav"><a href="/">Home</a><br><a href="/news/">News</a><br><a href="/sports/">Sports</a></td>
<td><font face="Verdana" size="2"><font size="5"><b>HEADLINE</b></font><br>`
	const story = `Board members said the extra crossings would cost about 90,000 a month, most of it paid from the regional transport fund that was topped up in the spring budget.<br><br>
Island residents had asked for the late boats for years, saying the last ferry at six in the evening made it hard to work or study on the mainland.<br><br></font></td></tr></table></body></html>`
	learned := strings.ReplaceAll(head, "HEADLINE", "Night ferry extended") + `By Ruth Calder<br>Wednesday, June 3, 2026<br><br>
The harbour board voted on Wednesday to extend the night ferry service to the outer islands through the winter.<br><br>` + story
	other := strings.ReplaceAll(head, "HEADLINE", "Bridge repairs delayed") + `Wednesday, June 10, 2026<br><br>
Repairs to the old bridge, first planned for May 4, 2026, will now start in the autumn after the council found cracks in two of its piers.<br><br>` + story
	page := func(html, u string) *extract.Page {
		doc, _, err := extract.ParseHTML([]byte(html), "text/html; charset=utf-8")
		if err != nil {
			t.Fatal(err)
		}
		return &extract.Page{URL: u, Doc: doc}
	}
	set, err := generate.NewHeuristic().Generate(context.Background(), "valleyherald.example", []*extract.Page{page(learned, "https://valleyherald.example/news/ferry.html")})
	if err != nil {
		t.Fatal(err)
	}
	c, err := selectors.Compile(set)
	if err != nil {
		t.Fatal(err)
	}
	art, _ := extract.NewApplier().Apply(c, page(other, "https://valleyherald.example/news/bridge.html"))
	if strings.HasPrefix(art.PublishedRaw, "2026-05-04") {
		t.Errorf("published = %q, the date a story sentence names", art.PublishedRaw)
	}
}
