package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/bylinehq/byline/internal/testclock"
	"github.com/bylinehq/byline/selectors"
)

// A set learned on an older layout of a site: its byline and date
// XPaths are gone from the new page, whose metadata still names both.
func TestApplyReadsMetadataWhenXPathsMiss(t *testing.T) {
	body := strings.Repeat("<p>Der Gemeinderat hat am Dienstag beschlossen, das Busnetz im Norden der Stadt auszubauen.</p>", 4)
	tests := []struct {
		name, head, byline  string
		wantAuthors, wantPD string
	}{
		{"JSON-LD names the author and the date",
			`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Busnetz","datePublished":"2024-03-05T10:00:00+01:00","author":{"@type":"Person","name":"Jana Beispiel"}}</script>`,
			"", "Jana Beispiel", "2024-03-05"},
		{"meta tags in another case and under another name",
			`<meta name="Author" content="Jana Beispiel"><meta name="pubdate" content="2024-03-05">`,
			"", "Jana Beispiel", "2024-03-05"},
		{"no metadata: nothing is made up", "", "", "", ""},
		{"an XPath yields only the site's name, a later one a person",
			`<meta property="og:site_name" content="Stadtblatt"><meta name="author" content="Jana Beispiel">`,
			`<div class="byline">Stadtblatt</div>`, "Jana Beispiel", ""},
		{"only the site's name anywhere is kept",
			`<meta property="og:site_name" content="Stadtblatt">`,
			`<div class="byline">Stadtblatt</div>`, "Stadtblatt", ""},
	}
	set, err := selectors.Compile(&selectors.Set{Fields: map[string][]string{
		selectors.Title:     {"//h1"},
		selectors.Body:      {"//article"},
		selectors.Authors:   {"//div[@class='byline']", "//span[@class='old-author']", "//meta[@name='author']/@content"},
		selectors.Published: {"//span[@class='old-date']"},
	}})
	if err != nil {
		t.Fatal(err)
	}
	x := NewApplier()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := `<html><head>` + tt.head + `</head><body><h1>Busnetz wird ausgebaut</h1>` + tt.byline +
				`<article>` + body + `</article></body></html>`
			doc, err := html.Parse(strings.NewReader(page))
			if err != nil {
				t.Fatal(err)
			}
			art, rep := x.Apply(set, &Page{URL: "https://www.stadtblatt.example/busnetz", Doc: doc})
			if got := strings.Join(art.Authors, "; "); got != tt.wantAuthors {
				t.Errorf("authors = %q, want %q (%+v)", got, tt.wantAuthors, rep.Fields[selectors.Authors])
			}
			if got := first10(art.PublishedRaw); got != tt.wantPD {
				t.Errorf("published = %q, want %q", art.PublishedRaw, tt.wantPD)
			}
			if tt.wantPD != "" && rep.Fields[selectors.Published].Found {
				t.Error("a date read from metadata counts as found by the set's XPaths")
			}
		})
	}
}

// A probe set without XPaths for a field does not read metadata for it:
// the generator ranks XPaths one field at a time.
func TestApplyNoMetadataForFieldsWithoutXPaths(t *testing.T) {
	page := `<html><head><meta name="author" content="Jana Beispiel"><meta name="pubdate" content="2024-03-05"></head>` +
		`<body><h1>Busnetz</h1><article><p>Text</p></article></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	set, err := selectors.Compile(&selectors.Set{Fields: map[string][]string{selectors.Title: {"//h1"}, selectors.Body: {"//article"}}})
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewApplier().Apply(set, &Page{URL: "https://example.org/a", Doc: doc})
	if len(art.Authors) != 0 || art.PublishedRaw != "" {
		t.Errorf("authors %q, published %q; want none", art.Authors, art.PublishedRaw)
	}
}

// A set whose own body XPath misses a page does not take the article
// element instead: on a page unlike the set's samples that is as often a
// teaser as the story. The body is reported missing, so the extractor
// regenerates. A set with only generic XPaths, or a site XPath that
// matches, goes on as before.
func TestApplyGenericBodyDoesNotReplaceSiteXPath(t *testing.T) {
	story := strings.Repeat("<p>Der Gemeinderat hat am Dienstag beschlossen, das Busnetz im Norden der Stadt auszubauen.</p>", 4)
	page := func(inner string) *Page {
		doc, err := html.Parse(strings.NewReader(`<html><body><h1>Busnetz wird ausgebaut</h1>` + inner + `</body></html>`))
		if err != nil {
			t.Fatal(err)
		}
		return &Page{URL: "https://www.stadtblatt.example/busnetz", Doc: doc}
	}
	tests := []struct {
		name  string
		body  []string
		inner string
		found bool
	}{
		{"site XPath misses: no generic stand-in", []string{"//div[@class='story-text']", "//*[@itemprop='articleBody']", "//article"},
			`<div class="new-story">` + story + `</div><article>` + story + `</article>`, false},
		{"site XPath matches", []string{"//div[@class='story-text']", "//article"},
			`<div class="story-text">` + story + `</div>`, true},
		{"only generic XPaths", []string{"//*[@itemprop='articleBody']", "//article"},
			`<article>` + story + `</article>`, true},
		{"a second site XPath after a missing one", []string{"//div[@class='story-text']", "//div[@class='live-text']", "//article"},
			`<div class="live-text">` + story + `</div>`, true},
		{"a site XPath after a generic one", []string{"//div[@class='story-text']", "//article", "//div[@class='live-text']"},
			`<article>` + story + `</article><div class="live-text">` + story + `</div>`, true},
	}
	x := NewApplier()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set, err := selectors.Compile(&selectors.Set{Fields: map[string][]string{
				selectors.Title: {"//h1"}, selectors.Body: tt.body,
			}})
			if err != nil {
				t.Fatal(err)
			}
			_, rep := x.Apply(set, page(tt.inner))
			fr := rep.Fields[selectors.Body]
			if fr.Found != tt.found || rep.OK != tt.found {
				t.Fatalf("body found = %v, report OK = %v, want %v (%+v)", fr.Found, rep.OK, tt.found, fr)
			}
			if !tt.found && !strings.Contains(fr.Reason, "story-text") {
				t.Errorf("reason %q does not name the site's XPath", fr.Reason)
			}
		})
	}
}

// A set learned on a page without a standfirst (or whose lead XPath a new
// layout moved) still puts the page's standfirst in front of the body: the
// paragraph above the body that repeats the description. A description in
// a heading, a caption under its picture, a teaser link or a line of a
// summary box is not a standfirst, and a probe set (no title found) skips
// the search.
func TestApplyFindsStandfirstByDescription(t *testing.T) {
	const desc = "Die Füchse stehen im Pokal-Viertelfinale. Als Gidsel den Ball ins Tor rollt, ist alles geklärt."
	body := strings.Repeat("<p>Der Gemeinderat hat am Dienstag beschlossen, das Busnetz im Norden der Stadt auszubauen.</p>", 4)
	tests := []struct {
		name, above, want string
		probe             bool
		leadXPath         string
	}{
		{"the set's lead XPath selects a paragraph of the body", `<p class="intro">` + desc + `</p>`, desc, false, "//article/p"},
		{"a paragraph under the headline", `<p class="intro">` + desc + `</p>`, desc, false, ""},
		{"after a dateline, in spans", `<div class="copy-lg"><span>Berlin.</span> <span>` + desc + `</span></div>`, "Berlin. " + desc, false, ""},
		{"a subtitle heading", `<h2><p>` + desc + `</p></h2>`, "", false, ""},
		{"a caption under its picture", `<div class="image"><picture><img src="a.jpg"></picture><p>` + desc + `</p><p>Foto: dpa</p></div>`, "", false, ""},
		{"a standfirst under the hero image", `<div class="hero"><img src="a.jpg"></div><p class="intro">` + desc + `</p>`, desc, false, ""},
		{"a hidden copy", `<div hidden><p>` + desc + `</p></div>`, "", false, ""},
		{"the description's opening repeated in one box", `<div>` + strings.Repeat(`<span>`+desc[:40]+`</span>`, 2000) + `</div>`, "", false, ""},
		{"a teaser link", `<a href="/other"><p>` + desc + `</p></a>`, "", false, ""},
		{"a summary box for voice assistants, headline and description", `<div class="speakable"><b>Füchse im Viertelfinale nach Sieg gegen Eisenach : Sport</b> <b>` + desc + `</b></div>`, "", false, ""},
		{"no such paragraph", `<p>Lesezeit: 3 Minuten</p>`, "", false, ""},
		{"a probe set", `<p class="intro">` + desc + `</p>`, "", true, ""},
	}
	x := NewApplier()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fields := map[string][]string{selectors.Title: {"//h1"}, selectors.Body: {"//article"}}
			if tt.leadXPath != "" {
				fields[selectors.Lead] = []string{tt.leadXPath}
			}
			if tt.probe {
				fields[selectors.Title] = []string{"//nothing"}
			}
			set, err := selectors.Compile(&selectors.Set{Fields: fields})
			if err != nil {
				t.Fatal(err)
			}
			page := `<html><head><meta property="og:description" content="` + desc + `"></head><body><h1>Füchse im Viertelfinale</h1>` +
				tt.above + `<article>` + body + `</article></body></html>`
			doc, err := html.Parse(strings.NewReader(page))
			if err != nil {
				t.Fatal(err)
			}
			art, rep := x.Apply(set, &Page{URL: "https://www.stadtblatt.example/fuechse", Doc: doc})
			if art.Lead != tt.want {
				t.Errorf("lead = %q, want %q", art.Lead, tt.want)
			}
			if fr := rep.Fields[selectors.Lead]; tt.want != "" && (fr.Value != short(tt.want) || !strings.Contains(fr.Reason, "description")) {
				t.Errorf("lead report %+v does not show the standfirst read by the description", fr)
			}
			if tt.want != "" && !strings.HasPrefix(art.Body, tt.want+"\n") {
				t.Errorf("body does not open with the standfirst: %q", art.Body)
			}
		})
	}
}

// A set's XPath for all JSON-LD scripts matches a video's script before
// the article's: the article's own values win, whatever the order.
func TestApplyReadsTheArticleScriptFirst(t *testing.T) {
	page := `<html><head>` +
		`<script type="application/ld+json">{"@type":"VideoObject","name":"A clip about something else","uploadDate":"2024-12-07T01:36:42Z","author":{"@type":"Person","name":"Video Desk"}}</script>` +
		`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Busnetz wird ausgebaut","datePublished":"2024-12-06T22:00:40Z","author":{"@type":"Person","name":"Jana Beispiel"}}</script>` +
		`</head><body><article>` + strings.Repeat("<p>Der Gemeinderat hat am Dienstag beschlossen, das Busnetz im Norden der Stadt auszubauen.</p>", 4) + `</article></body></html>`
	const ld = "//script[@type='application/ld+json']"
	set, err := selectors.Compile(&selectors.Set{Fields: map[string][]string{
		selectors.Title: {ld}, selectors.Body: {"//article"}, selectors.Authors: {ld}, selectors.Published: {ld},
	}})
	if err != nil {
		t.Fatal(err)
	}
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewApplier().Apply(set, &Page{URL: "https://www.stadtblatt.example/busnetz", Doc: doc})
	if art.Title != "Busnetz wird ausgebaut" {
		t.Errorf("title = %q", art.Title)
	}
	if got := first10(art.PublishedRaw); got != "2024-12-06" {
		t.Errorf("published = %q", art.PublishedRaw)
	}
	if got := strings.Join(art.Authors, "; "); got != "Jana Beispiel" {
		t.Errorf("authors = %q", got)
	}
}

// TestApplyReasonsNumberXPathsFromOne checks that a failure names the
// XPath as `selectors show` lists it: the first is XPath 1.
func TestApplyReasonsNumberXPathsFromOne(t *testing.T) {
	doc, _ := html.Parse(strings.NewReader(`<html><body><h1>Busnetz wird ausgebaut</h1><div id="text">` +
		strings.Repeat("<p>Der Gemeinderat hat am Dienstag beschlossen, das Busnetz im Norden der Stadt auszubauen.</p>", 4) + `</div></body></html>`))
	cs, err := selectors.Compile(&selectors.Set{Fields: map[string][]string{
		selectors.Title: {"//h2", "//h1"}, selectors.Body: {"//article", "//div[@id='text']"}}})
	if err != nil {
		t.Fatal(err)
	}
	_, rep := NewApplier().Apply(cs, &Page{URL: "https://a.example/busnetz", Doc: doc})
	if f := rep.Fields[selectors.Title]; f.XPath != 1 || !f.Found {
		t.Fatalf("title found by XPath index %d (found %v), want index 1", f.XPath, f.Found)
	}
	cs, err = selectors.Compile(&selectors.Set{Fields: map[string][]string{
		selectors.Title: {"//h1"}, selectors.Body: {"//article"}}})
	if err != nil {
		t.Fatal(err)
	}
	_, rep = NewApplier().Apply(cs, &Page{URL: "https://a.example/busnetz", Doc: doc})
	if r := rep.Fields[selectors.Body].Reason; !strings.HasPrefix(r, "XPath 1 (//article)") {
		t.Errorf("body reason %q, want it to name XPath 1 (//article)", r)
	}
}

// A set learned on a signed page keeps generic author XPaths
// (//a[@rel='author']). On an unsigned page of the site they find only
// the author of a story in the related box, which is not the article's;
// a byline at the headline is still read.
func TestApplyAuthorsSkipRelatedStories(t *testing.T) {
	body := strings.Repeat("<p>The coastguard was called to the beach after two paddleboarders were blown offshore by strong winds.</p>", 4)
	related := `<section class="story__related"><h2>Related stories</h2><div class="related-card"><a href="/news/lifeboat-4402">Lifeboat crew honoured for winter rescue</a>` +
		`<p>By <a rel="author" href="/staff/alex-rowe">Alex Rowe</a></p></div></section>`
	set, err := selectors.Compile(&selectors.Set{Fields: map[string][]string{
		selectors.Title:   {"//h1"},
		selectors.Body:    {"//div[@class='story__body']"},
		selectors.Authors: {"//span[@class='story__byline']", "//a[@rel='author']"},
	}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ name, byline, want string }{
		{"unsigned", "", ""},
		{"signed with rel=author", `<p class="meta">By <a rel="author" href="/staff/jenna-trewin">Jenna Trewin</a></p>`, "Jenna Trewin"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			page := `<html><body><main><article><h1>Paddleboarders rescued</h1>` + tt.byline + `<div class="story__body">` + body + `</div>` + related +
				`</article></main></body></html>`
			doc, err := html.Parse(strings.NewReader(page))
			if err != nil {
				t.Fatal(err)
			}
			art, rep := NewApplier().Apply(set, &Page{URL: "https://www.gazette.example/news/paddleboarders-4421", Doc: doc})
			if got := strings.Join(art.Authors, "; "); got != tt.want {
				t.Errorf("authors = %q, want %q (%+v)", got, tt.want, rep.Fields[selectors.Authors])
			}
		})
	}
}

// A removal XPath learned on one page's newsletter box
// (<section class="article-section newsletter">) meets a page whose text
// is set in sections of that class: it would leave only the standfirst.
// The body is then read without the removals; on the page it was learned
// on, the removal still drops the box.
func TestApplyRemovalsThatTakeTheText(t *testing.T) {
	set, err := selectors.Compile(&selectors.Set{
		Fields: map[string][]string{selectors.Title: {"//h1"}, selectors.Body: {"//div[@class='article-text']"}},
		Remove: []string{"//section[contains(concat(' ',normalize-space(@class),' '),' article-section ')]"},
	})
	if err != nil {
		t.Fatal(err)
	}
	p := func(s string) string {
		return "<p>" + s + " Kraj jedná s dopravci od jara o rozdělení tržeb z jízdenek.</p>"
	}
	for _, tt := range []struct {
		name, inner   string
		want, without []string
	}{
		{"the text in sections", `<p class="perex">Jihočeský kraj chce od příštího roku zavést jednotnou jízdenku pro vlaky i autobusy v celém kraji.</p>` +
			`<section class="article-section"><h2>Spor o tržby</h2>` + p("První.") + p("Druhý.") + `</section>` +
			`<section class="article-section"><h2>Okolní kraje</h2>` + p("Třetí.") + p("Čtvrtý.") + `</section>`,
			[]string{"jednotnou jízdenku", "První.", "Čtvrtý."}, nil},
		{"a newsletter box", p("První.") + p("Druhý.") +
			`<section class="article-section newsletter"><p>Odebírejte náš newsletter a každé ráno vám pošleme zprávy.</p></section>` + p("Třetí."),
			[]string{"První.", "Třetí."}, []string{"Odebírejte"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(`<html><body><h1>Jedna jízdenka</h1><div class="article-text">` + tt.inner + `</div></body></html>`))
			if err != nil {
				t.Fatal(err)
			}
			art, _ := NewApplier().Apply(set, &Page{URL: "https://www.jihocesky.example/zpravy/jizdenka", Doc: doc})
			for _, w := range tt.want {
				if !strings.Contains(art.Body, w) {
					t.Errorf("body lacks %q:\n%s", w, art.Body)
				}
			}
			for _, w := range tt.without {
				if strings.Contains(art.Body, w) {
					t.Errorf("body holds %q:\n%s", w, art.Body)
				}
			}
		})
	}
}

// A set's generic date XPath (//time/@datetime) on a page of the site
// whose own date is text: the only <time> is a related story's, which
// is not the article's date. A page set in one ASP.NET <form>, or an
// intro whose class names its breadcrumb bar, still has its <time> read.
func TestApplyDateSkipsRelatedStories(t *testing.T) {
	set, err := selectors.Compile(&selectors.Set{Fields: map[string][]string{
		selectors.Title:     {"//h1"},
		selectors.Body:      {"//div[@class='sak-tekst']"},
		selectors.Published: {"//time[@class='sak-dato']/@datetime", "//time/@datetime"},
	}})
	if err != nil {
		t.Fatal(err)
	}
	body := `<div class="sak-tekst">` + strings.Repeat("<p>Kommunestyret vedtok torsdag å bygge ny barneskole i sentrum av bygda.</p>", 4) + `</div>`
	for _, tt := range []struct{ name, page, want string }{
		{"a related story's time", `<main><article><h1>Ny barneskole</h1><span>Publisert 26.11.2026</span>` + body +
			`<aside class="sak-related"><h2>Les også</h2><a href="/a">Sykehuset får nytt akuttmottak</a> <time datetime="2026-11-19T07:30:00+01:00">19. november</time></aside></article></main>`, ""},
		{"a page in a form", `<form id="form1"><h1>Ny barneskole</h1><time datetime="2026-11-26T14:02:00+01:00">26. november</time>` + body + `</form>`, "2026-11-26"},
		{"an intro whose class names its breadcrumb bar", `<div class="intro intro__breadcrumbNavigation"><h1>Ny barneskole</h1><time datetime="2026-11-26T14:02:00+01:00">26. november</time></div>` + body, "2026-11-26"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(`<html><body>` + tt.page + `</body></html>`))
			if err != nil {
				t.Fatal(err)
			}
			art, rep := NewApplier().Apply(set, &Page{URL: "https://www.fjord.example/nyheter/ny-barneskole", Doc: doc, Fetched: testclock.Written()})
			if got := first10(art.PublishedRaw); got != tt.want {
				t.Errorf("published = %q, want %q (%+v)", art.PublishedRaw, tt.want, rep.Fields[selectors.Published])
			}
		})
	}
}
