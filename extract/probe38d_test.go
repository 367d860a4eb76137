package extract

import (
	"strings"
	"testing"
	"time"

	"github.com/bylinehq/byline/selectors"
	"golang.org/x/net/html"
)

// TestTimeagoTooltip checks that "3 weeks ago" rendered by a timeago
// script dates the page by the tooltip that spells its time out, in an
// element of the script's class and in a plain date element, and by the
// Unix time Livestamp's data-livestamp holds, while a tooltip over text
// that is no relative date stays a tooltip.
func TestTimeagoTooltip(t *testing.T) {
	h := NewHeuristic()
	h.Now = func() time.Time { return time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC) }
	for _, c := range []struct{ name, line, want string }{
		{"timeago class", `<div class="post-meta">Posted <span class="timeago" title="Thursday, November 5, 2026 at 4:12 PM">3 weeks ago</span> in <a href="/town/">Town</a></div>`, "2026-11-05"},
		{"date class", `<div class="meta"><span class="date" title="05/11/2026 16:12">il y a 3 semaines</span></div>`, "2026-11-05"},
		{"livestamp", `<div class="meta"><span class="date" data-livestamp="1793895120">3 weeks ago</span></div>`, "2026-11-05"},
		{"a tooltip over a shown date", `<div class="meta"><span class="date" title="Printed 27 November 2026">12 November 2026</span></div>`, "2026-11-12"},
	} {
		t.Run(c.name, func(t *testing.T) {
			lang := "en"
			if c.name == "date class" {
				lang = "fr"
			}
			art, _ := analyzePage(t, h, "https://example.org/blog/the-old-mill", pubPage(lang, "", "", c.line, ""))
			if got := first10(art.PublishedRaw); got != c.want {
				t.Errorf("published = %q, want %q", art.PublishedRaw, c.want)
			}
		})
	}
}

// TestYearlessDateline checks that a wire dateline without a year
// ("NAIROBI, Nov 25 (Reuters) -") dates a page that shows no date of its
// own in the year that puts it just before now, across New Year too, and
// in the applier as in the heuristic; on a page read long after (an
// archive), the dateline tells no year, and a rail's date does not become
// the page's by default either way.
func TestYearlessDateline(t *testing.T) {
	page := `<!doctype html><html lang="en"><head><title>Kenya's central bank holds key rate</title></head><body><main><article><h1>Kenya's central bank holds key rate</h1>` +
		`<p>NAIROBI, %s (Reuters) - Kenya's central bank kept its benchmark lending rate unchanged on Wednesday, saying inflation had eased for a third month.</p>` +
		strings.Repeat(`<p>The bank's monetary policy committee said overall inflation fell in October, helped by lower food and fuel prices across the country.</p>`, 3) +
		`</article></main></body></html>`
	for _, c := range []struct{ name, date, now, want string }{
		{"this year", "Nov 25", "2026-11-28", "2026-11-25"},
		{"day first", "25 November", "2026-11-28", "2026-11-25"},
		{"last year", "Dec. 30", "2027-01-03", "2026-12-30"},
		{"an archived page", "Nov 25", "2027-06-01", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			now, _ := time.Parse(time.DateOnly, c.now)
			h := NewHeuristic()
			h.Now = func() time.Time { return now }
			art, f := analyzePage(t, h, "https://example.org/africa/kenya-central-bank-holds-rate", strings.Replace(page, "%s", c.date, 1))
			if got := first10(art.PublishedRaw); got != c.want {
				t.Fatalf("published = %q, want %q", art.PublishedRaw, c.want)
			}
			if c.want == "" {
				return
			}
			x := NewApplier()
			x.Now = h.Now
			if d, ok := x.matchDate(&ldMemo{}, selectors.Match{Node: f.Published.Node}, "en"); !ok || first10(d.Raw) != c.want {
				t.Errorf("applier reads %q, %v; want %q", d.Raw, ok, c.want)
			}
		})
	}
}

// analyzePage parses page and reads it with h, as a crawl of url would.
func analyzePage(t *testing.T, h *Heuristic, url, page string) (Article, Findings) {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	return h.Analyze(&Page{URL: url, Doc: doc})
}

// TestFetchedReadsDatesAsOfFetch checks that a page's fetch time, not
// the clock, anchors a dateline without a year: a replay months later,
// or a test run next year, reads the page as the crawl did.
func TestFetchedReadsDatesAsOfFetch(t *testing.T) {
	page := `<!doctype html><html lang="en"><head><title>Kenya's central bank holds key rate</title></head><body><main><article><h1>Kenya's central bank holds key rate</h1>` +
		`<p>NAIROBI, Nov 25 (Reuters) - Kenya's central bank kept its benchmark lending rate unchanged on Wednesday, saying inflation had eased for a third month.</p>` +
		strings.Repeat(`<p>The bank's monetary policy committee said overall inflation fell in October, helped by lower food and fuel prices across the country.</p>`, 3) +
		`</article></main></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	h := NewHeuristic()
	h.Now = func() time.Time { return time.Date(2027, 6, 1, 0, 0, 0, 0, time.UTC) }
	p := &Page{URL: "https://example.org/africa/kenya-central-bank-holds-rate", Doc: doc}
	if art, _ := h.Analyze(p); art.PublishedRaw != "" {
		t.Fatalf("read on 2027-06-01 without a fetch time: published = %q, want none", art.PublishedRaw)
	}
	p.Fetched = time.Date(2026, 11, 28, 4, 0, 0, 0, time.UTC)
	if art, _ := h.Analyze(p); first10(art.PublishedRaw) != "2026-11-25" {
		t.Fatalf("fetched 2026-11-28: published = %q, want 2026-11-25", art.PublishedRaw)
	}
	if got := h.Now(); !got.Equal(time.Date(2027, 6, 1, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("reading a fetched page changed the heuristic's clock to %v", got)
	}
}
