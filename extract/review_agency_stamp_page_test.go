package extract_test

import (
	"context"
	"strings"
	"testing"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors/generate"
)

func reviewExtract(t *testing.T, page string) extract.Article {
	t.Helper()
	doc, _, err := extract.ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	ex := &extract.Extractor{Sets: generate.Cold{Gen: generate.NewHeuristic()}, Applier: extract.NewApplier(), Fallback: extract.Trafilatura{}}
	art, err := ex.Extract(context.Background(), &extract.Page{URL: "https://news.example/city/story", Site: "news.example", Doc: doc})
	if err != nil {
		t.Fatal(err)
	}
	return art
}

// TestReviewDatedSentenceKept: a paragraph opening with a date whose
// update word is the sentence's ("19 November 2026: updated guidance
// takes effect at 12:10") is the story's, as a lead or a timeline's
// entry, not a "<date> Updated at <time>" stamp.
func TestDatedSentenceKept(t *testing.T) {
	for _, c := range []struct{ page, line string }{
		{`<html lang="en"><head><title>New timetable for school buses</title></head><body><main><article><h1>New timetable for school buses</h1>
<p>19 November 2026: updated timetable takes effect at 12:10</p>
<p>The county's transport office has changed the rules for school buses twice this autumn, and parents have struggled to keep up with which version applies.</p>
<p>Parents who still have questions can call the transport office on weekdays, and the office says it will answer every message within two days.</p>
</article></main></body></html>`, "19 November 2026: updated timetable takes effect at 12:10"},
		{`<html lang="en"><head><title>How the new school bus rules roll out</title></head><body><main><article><h1>How the new school bus rules roll out</h1>
<p>The county's transport office has changed the rules for school buses twice this autumn, and parents have struggled to keep up with which version applies.</p>
<p>Here is how the changes were announced, one step at a time, according to the notices the office posted on its own website.</p>
<p>12 November 2026: first draft published for comment at 09:00</p>
<p>19 November 2026: updated guidance takes effect at 12:10</p>
<p>Parents who still have questions can call the transport office on weekdays, and the office says it will answer every message within two days.</p>
</article></main></body></html>`, "19 November 2026: updated guidance takes effect at 12:10"},
	} {
		if art := reviewExtract(t, c.page); !strings.Contains(art.Body, c.line) {
			t.Errorf("body lost %q:\n%s", c.line, art.Body)
		}
	}
}

// TestReviewCapitalsAcronymKept: a story's last line in capitals with a
// slash ("AC/DC", a band closing a line-up) is the story's, not a wire's
// "AB/OID" sign-off.
func TestCapitalsAcronymKept(t *testing.T) {
	for _, page := range []string{
		`<html lang="en"><head><title>The festival announces its headliners</title></head><body><main><article><h1>The festival announces its headliners</h1>
<p>The organisers of the summer festival on the river meadows announced on Tuesday the three bands that will close each of its evenings next July.</p>
<p>Tickets go on sale on Friday morning, and the organisers expect the weekend passes to sell out within hours, as they did last year. Closing the festival on Sunday night:</p>
<p>AC/DC</p>
</article></main></body></html>`,
		`<html lang="en"><head><title>The festival announces its headliners</title></head><body><main><article><h1>The festival announces its headliners</h1>
<p>The organisers of the summer festival on the river meadows announced on Tuesday the three bands that will close each of its evenings next July.</p>
<p>Tickets go on sale on Friday morning, and the organisers expect the weekend passes to sell out within hours, as they did last year.</p>
<h2>Headliners</h2><p>Metallica</p><p>Iron Maiden</p>
<p>AC/DC</p>
</article></main></body></html>`,
	} {
		if art := reviewExtract(t, page); !strings.HasSuffix(art.Body, "AC/DC") {
			t.Errorf("body lost the closing AC/DC:\n%s", art.Body)
		}
	}
}
