package extract

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"github.com/bylinehq/byline/internal/testclock"
	"github.com/bylinehq/byline/selectors"
)

// wholePageFunc is a WholePage from a function.
type wholePageFunc func(context.Context, *Page) (Article, error)

func (f wholePageFunc) Extract(ctx context.Context, p *Page) (Article, error) { return f(ctx, p) }

// TestFallbackDropsStockLines checks that a whole-page extractor's text
// loses the lines a selector set's body loses as stock (a follow prompt,
// an appeal, a paywall notice), and keeps the article's lines, and its
// title the site's name.
func TestFallbackDropsStockLines(t *testing.T) {
	text := strings.Join([]string{
		"The council met on Tuesday and agreed to extend the bus network.",
		"Follow us on Pinterest for more recipes!",
		"Residents said the plan came far too late for the east end.",
		"Support independent journalism by subscribing.",
		"Subscribe now to our eNATION edition for the full story.",
		"Advertisement",
		"Sponsored",
		"mit dpa",
		"Aus dem Englischen von Jana Beispiel",
	}, "\n")
	doc, err := html.Parse(strings.NewReader("<html><body><p>x</p></body></html>"))
	if err != nil {
		t.Fatal(err)
	}
	x := &Extractor{Fallback: wholePageFunc(func(context.Context, *Page) (Article, error) {
		return Article{Title: "Bus network - News", Body: text, Method: MethodTrafilatura}, nil
	})}
	art, err := x.Extract(context.Background(), &Page{URL: "https://news.example/bus", Doc: doc})
	if err != nil {
		t.Fatal(err)
	}
	want := "The council met on Tuesday and agreed to extend the bus network.\nResidents said the plan came far too late for the east end."
	if art.Body != want {
		t.Errorf("body = %q, want %q", art.Body, want)
	}
	// The whole-page title loses the site's name, as a set's does.
	if art.Title != "Bus network" {
		t.Errorf("title = %q, want %q", art.Title, "Bus network")
	}
}

// A page whose whole text is stock lines ("Teilen", found by fuzzing) is
// no article: the fallback's empty body is an error, not an empty article
// to store.
func TestFallbackOfStockLinesOnlyIsNoArticle(t *testing.T) {
	doc, err := html.Parse(strings.NewReader("<html><body><p>Teilen</p></body></html>"))
	if err != nil {
		t.Fatal(err)
	}
	x := &Extractor{Fallback: wholePageFunc(func(context.Context, *Page) (Article, error) {
		return Article{Body: "Teilen\nAdvertisement", Method: MethodTrafilatura}, nil
	})}
	art, err := x.Extract(context.Background(), &Page{URL: "https://news.example/share", Doc: doc})
	if !errors.Is(err, ErrNoArticle) || !strings.Contains(err.Error(), "no text") {
		t.Fatalf("err = %v, want ErrNoArticle saying no text is left (article %+v)", err, art)
	}
}

// fixedSet is a SetSource with one set and no regeneration.
type fixedSet struct{ c *selectors.Compiled }

func (f fixedSet) SetFor(context.Context, *Page) (*selectors.Compiled, error) { return f.c, nil }
func (fixedSet) Regenerate(context.Context, *Page, string) (*selectors.Compiled, error) {
	return nil, nil
}

// When a set's body fails and a whole-page extractor takes over, the
// set's title stands, and so does its finding that the page has no date
// when the set found no dates on the pages it was validated on (the site
// shows none). A set that found dates there and none here lost the date
// with the layout: the whole-page extractor's date is used.
func TestFallbackDateWhenTheSetLostIt(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<html><body><h1>Das Busnetz wird ausgebaut</h1><div id="app"></div></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	fallback := wholePageFunc(func(context.Context, *Page) (Article, error) {
		return Article{Title: "Busnetz | Stadtblatt", Body: "Der Gemeinderat hat beschlossen, das Busnetz auszubauen.",
			Published: time.Date(2024, 3, 5, 0, 0, 0, 0, time.UTC), PublishedRaw: "2024-03-05", Method: MethodTrafilatura}, nil
	})
	for _, tt := range []struct {
		name   string
		scores map[string]float64
		want   string
	}{
		{"the set found dates on its pages", map[string]float64{selectors.Published: 1}, "2024-03-05"},
		{"the set found no dates on its pages", map[string]float64{selectors.Published: 0}, ""},
		{"the set was never validated", nil, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c, err := selectors.Compile(&selectors.Set{Scores: tt.scores, Fields: map[string][]string{
				selectors.Title: {"//h1"}, selectors.Body: {"//article"}, selectors.Published: {"//time/@datetime"},
			}})
			if err != nil {
				t.Fatal(err)
			}
			x := &Extractor{Sets: fixedSet{c}, Applier: NewApplier(), Fallback: fallback}
			art, err := x.Extract(context.Background(), &Page{URL: "https://stadtblatt.example/busnetz", Doc: doc})
			if err != nil {
				t.Fatal(err)
			}
			if art.Title != "Das Busnetz wird ausgebaut" {
				t.Errorf("title = %q, want the set's", art.Title)
			}
			if art.PublishedRaw != tt.want {
				t.Errorf("published = %q, want %q", art.PublishedRaw, tt.want)
			}
		})
	}
}

// Without a set's fields, a whole-page extractor's article takes the
// title, authors and date the heuristic reads from the page's metadata
// and byline: go-trafilatura keeps bylines raw and site names glued on.
func TestFallbackTakesHeuristicMetadata(t *testing.T) {
	page := `<html><head><title>Harbour bridge to close to cars-CityㅣCity News</title>
<meta property="og:site_name" content="City News"><meta property="og:title" content="Harbour bridge to close to cars">
<meta property="article:published_time" content="2026-03-04T09:30:00+01:00"></head><body>
<article><h1>Harbour bridge to close to cars</h1><p class="byline">By Jane Doe and John Roe</p>
<p>The city council voted on Tuesday to close the old harbour bridge to cars from next spring.</p></article></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	x := &Extractor{Applier: NewApplier(), Fallback: wholePageFunc(func(context.Context, *Page) (Article, error) {
		return Article{Title: "Harbour bridge to close to cars-CityㅣCity News", Authors: []string{"City News, By Jane Doe and John Roe"},
			Body: "The city council voted on Tuesday to close the old harbour bridge to cars from next spring.", Method: MethodTrafilatura}, nil
	})}
	art, err := x.Extract(context.Background(), &Page{URL: "https://news.example/bridge", Site: "news.example", Doc: doc})
	if err != nil {
		t.Fatal(err)
	}
	if art.Title != "Harbour bridge to close to cars" {
		t.Errorf("title = %q", art.Title)
	}
	if strings.Join(art.Authors, "|") != "Jane Doe|John Roe" {
		t.Errorf("authors = %q, want [Jane Doe John Roe]", art.Authors)
	}
	if art.PublishedRaw != "2026-03-04T09:30:00+01:00" {
		t.Errorf("published = %q", art.PublishedRaw)
	}
	if art.Method != MethodTrafilatura {
		t.Errorf("method = %q", art.Method)
	}
}

// TestHugePageSkipsWholePageExtractor checks that a page far bigger than
// any article's (a cut endless response, a hostile page) is not handed to
// the whole-page extractor, whose time grows with the square of the
// page's size (30,000 paragraphs: 40 s), but read by the heuristic, which
// says so in the article's problems.
func TestHugePageSkipsWholePageExtractor(t *testing.T) {
	para := "<p>The city council voted on Tuesday to close the old harbour bridge to cars from next spring.</p>"
	called := 0
	x := &Extractor{Applier: NewApplier(), Fallback: wholePageFunc(func(context.Context, *Page) (Article, error) {
		called++
		return Article{Title: "Bridge", Body: "whole page", Method: MethodTrafilatura}, nil
	})}
	for _, tc := range []struct {
		paras int
		whole bool
	}{{maxWholePageElements / 2, true}, {maxWholePageElements + 1, false}} {
		called = 0
		doc, err := html.Parse(strings.NewReader("<html><body><article><h1>Harbour bridge to close</h1>" + strings.Repeat(para, tc.paras) + "</article></body></html>"))
		if err != nil {
			t.Fatal(err)
		}
		art, err := x.Extract(context.Background(), &Page{URL: "https://news.example/bridge", Site: "news.example", Doc: doc})
		if err != nil {
			t.Fatal(err)
		}
		if whole := called == 1; whole != tc.whole {
			t.Errorf("%d paragraphs: whole-page extractor called %d times", tc.paras, called)
		}
		if tc.whole {
			continue
		}
		if art.Method != "heuristic" || !strings.Contains(art.Body, "harbour bridge") {
			t.Errorf("%d paragraphs: method %q, body %.60q", tc.paras, art.Method, art.Body)
		}
		if !strings.Contains(strings.Join(art.Problems, "; "), "whole-page extraction by the heuristic") {
			t.Errorf("problems do not say why: %q", art.Problems)
		}
	}
}

// A set learned on one page of a site meets another of its templates:
// the date and byline XPaths find nothing and the page has no metadata,
// while the page shows both where the heuristic reads them. A set that
// found the field on its own pages lost it with the layout, and the
// heuristic's reading is used; one that found none keeps none.
func TestSetsLostFieldsReadByTheHeuristic(t *testing.T) {
	page := `<html><head><title>Ritrovato l'escursionista</title></head><body><h1>Ritrovato l'escursionista disperso</h1>` +
		`<div class="meta"><div class="author">di Marco Bellini</div><span class="data">Pubblicato il 23/11/2026 alle 18:05</span></div>` +
		`<div class="testo">` + strings.Repeat("<p>Dopo tre giorni di ricerche è stato ritrovato in buone condizioni l'escursionista disperso sul monte.</p>", 4) +
		`</div></body></html>`
	const url = "https://www.lago.example/cronaca/ritrovato"
	for _, tt := range []struct {
		name                string
		scores              map[string]float64
		validatedOn         []string
		wantAuthors, wantPD string
	}{
		{"the set found both on its pages", map[string]float64{selectors.Authors: 1, selectors.Published: 1}, nil, "Marco Bellini", "2026-11-23"},
		{"the set found neither on its pages", map[string]float64{}, nil, "", ""},
		// An unsigned wire story: its set says nothing of another page's
		// byline, while its finding that the site shows no date stands.
		{"the set found neither on another page", map[string]float64{}, []string{"https://www.lago.example/cronaca/agenzia"}, "Marco Bellini", ""},
		{"the set found neither on this page", map[string]float64{}, []string{url}, "", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(page))
			if err != nil {
				t.Fatal(err)
			}
			set, err := selectors.Compile(&selectors.Set{Fields: map[string][]string{
				selectors.Title:     {"//h1"},
				selectors.Body:      {"//div[@class='testo']"},
				selectors.Authors:   {"//span[@class='td-post-author-name']"},
				selectors.Published: {"//time[@class='entry-date']/@datetime"},
			}, Scores: tt.scores, ValidatedOn: tt.validatedOn})
			if err != nil {
				t.Fatal(err)
			}
			x := &Extractor{Sets: fixedSet{set}, Applier: NewApplier()}
			art, err := x.Extract(context.Background(), &Page{URL: url, Doc: doc, Fetched: testclock.Written()})
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(art.Authors, "; "); got != tt.wantAuthors {
				t.Errorf("authors = %q, want %q", got, tt.wantAuthors)
			}
			if got := first10(art.PublishedRaw); got != tt.wantPD {
				t.Errorf("published = %q, want %q", art.PublishedRaw, tt.wantPD)
			}
		})
	}
}

// TestFallbackLangHonoursDeclaration checks that a whole-page extractor's
// language guess gives way to the page's declaration as a set's body's
// does: on a Japanese page of captions with more kanji than kana the
// guess is Chinese.
func TestFallbackLangHonoursDeclaration(t *testing.T) {
	body := "紅葉見頃三溪園池三重塔撮影人絶（２６日午前）\n夜間特別公開３０日迄\n落葉上遊子供達。市内各地紅葉名所、週末多数観光客訪問予定。"
	for _, tc := range []struct{ lang, want string }{{"ja", "ja"}, {"", "zh"}} {
		page := `<html lang="` + tc.lang + `"><body><p>x</p></body></html>`
		doc, err := html.Parse(strings.NewReader(page))
		if err != nil {
			t.Fatal(err)
		}
		x := &Extractor{Fallback: wholePageFunc(func(context.Context, *Page) (Article, error) {
			return Article{Title: "紅葉", Body: body, Lang: "zh", Method: MethodTrafilatura}, nil
		})}
		art, err := x.Extract(context.Background(), &Page{URL: "https://photo.example/a/1", Doc: doc})
		if err != nil {
			t.Fatal(err)
		}
		if art.Lang != tc.want {
			t.Errorf("lang %q declared: got %q, want %q", tc.lang, art.Lang, tc.want)
		}
	}
}

// TestAnalyzeWithoutBodyKeepsHeadFields: the heuristic's reading for
// lostFields stops before the body, and must give the title, date and
// authors the whole reading gives, on every held-out page.
func TestAnalyzeWithoutBodyKeepsHeadFields(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "heldout", "cases.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	h := &Heuristic{Dates: NewApplier().Dates}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	n := 0
	for sc.Scan() {
		var c struct{ ID, URL, HTML string }
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		raw, err := os.ReadFile(filepath.Join("testdata", "heldout", c.HTML))
		if err != nil {
			t.Fatal(err)
		}
		doc, _, err := ParseHTML(raw, "")
		if err != nil {
			t.Fatal(err)
		}
		p := &Page{URL: c.URL, Doc: doc, Fetched: testclock.Written()} // one instant for both readings of a relative date
		whole, wf := h.Analyze(p)
		head, hf := h.analyzePage(p, false)
		if head.Title != whole.Title || !head.Published.Equal(whole.Published) || !slices.Equal(head.Authors, whole.Authors) ||
			hf.Authors.Node != wf.Authors.Node || hf.Body != wf.Body || head.Body != "" {
			t.Errorf("%s: without the body %q %v %q, whole %q %v %q", c.ID, head.Title, head.Published, head.Authors, whole.Title, whole.Published, whole.Authors)
		}
		n++
	}
	if err := sc.Err(); err != nil || n < 500 {
		t.Fatalf("read %d held-out cases: %v", n, err)
	}
}
