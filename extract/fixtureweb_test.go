package extract_test

import (
	"context"
	"io"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/internal/testclock"
	"github.com/bylinehq/byline/selectors"
	"github.com/bylinehq/byline/selectors/generate"
	"github.com/bylinehq/byline/testdata/fixtureweb"
)

// TestFixtureWebArticles extracts every article of the fixture web the
// demo crawls, each cold (a set generated from the page itself, then
// applied, as for a site Byline has never seen), against what the
// fixture put on the page. The sites differ in layout: landbote is a
// paper from an older web (a table layout with a masthead and a copyright
// footer, the headline in <font size="5"><b>, the date and author only
// as text on one line, "Veröffentlicht am 3. Oktober 2026, 10:00 Uhr von
// Katrin Hofmeister", an ad labelled ANZEIGE inside the text, no
// metadata); tinnhanh signs some articles with two authors in a bold
// last line ("Phan Văn Lực - Đỗ Hải Yến").
func TestFixtureWebArticles(t *testing.T) {
	web := fixtureweb.New(fixtureweb.Options{RotatingAds: true})
	gen := generate.NewHeuristic()
	applier := extract.NewApplier()
	arts := web.AllArticles()
	if len(arts) < 40 {
		t.Fatalf("fixture web has %d articles", len(arts))
	}
	for _, want := range arts {
		rec := httptest.NewRecorder()
		web.ServeHTTP(rec, httptest.NewRequest("GET", want.URL, nil))
		raw, _ := io.ReadAll(rec.Result().Body)
		doc, _, err := extract.ParseHTML(raw, rec.Result().Header.Get("Content-Type"))
		if err != nil {
			t.Fatal(err)
		}
		p := &extract.Page{URL: want.URL, Site: want.Site, Doc: doc, Fetched: testclock.Written()}
		set, err := gen.Generate(context.Background(), p.Site, []*extract.Page{p})
		if err != nil {
			t.Fatal(err)
		}
		cs, err := selectors.Compile(set)
		if err != nil {
			t.Fatal(err)
		}
		got, rep := applier.Apply(cs, p)
		if !rep.OK {
			t.Errorf("%s: set failed: %s", want.URL, rep.Failure())
			continue
		}
		if got.Title != want.Title {
			t.Errorf("%s: title %q, want %q", want.URL, got.Title, want.Title)
		}
		if !slices.Equal(got.Authors, want.Authors) {
			t.Errorf("%s: authors %q, want %q", want.URL, got.Authors, want.Authors)
		}
		if day := want.Published.Format("2006-01-02"); !strings.HasPrefix(got.PublishedRaw, day) {
			t.Errorf("%s: published %q, want %s", want.URL, got.PublishedRaw, day)
		}
		if !strings.HasPrefix(got.Body, want.Lead) {
			t.Errorf("%s: body does not open with the lead:\n%.200s", want.URL, got.Body)
		}
		for _, junk := range []string{"Der Landbote", "Heimatzeitung", "ANZEIGE", "Veröffentlicht am", "Copyright", "Weitere Artikel", want.Title} {
			if strings.Contains(got.Body, junk) {
				t.Errorf("%s: body holds %q", want.URL, junk)
			}
		}
		if !strings.Contains(got.Body, want.Paras[len(want.Paras)-1]) {
			t.Errorf("%s: body lacks the last paragraph", want.URL)
		}
	}
}
