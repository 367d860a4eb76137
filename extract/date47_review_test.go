package extract

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestRevBelarusianMonthsGenitive checks the twelve months of Belarusian
// dates in the genitive they are written in ("26 траўня 2025"): May's
// is "траўня", with "ў", not the Ukrainian "травня".
func TestRevBelarusianMonthsGenitive(t *testing.T) {
	p := NewDateParser()
	now := time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC)
	for i, name := range []string{"студзеня", "лютага", "сакавіка", "красавіка", "траўня", "чэрвеня",
		"ліпеня", "жніўня", "верасня", "кастрычніка", "лістапада", "снежня"} {
		in := "3 " + name + " 2025, 10:15"
		want := fmt.Sprintf("2025-%02d-03", i+1)
		d, ok := p.findInText(in, "be", now, false)
		if got := d.Time.Format(time.DateOnly); !ok || got != want {
			t.Errorf("findInText(%q) = %s, %v; want %s", in, got, ok, want)
		}
	}
}

// TestRevSinhalaAprilDayFirst checks Sinhala's April, whose name holds a
// zero-width joiner ("අප්‍රේල්"), in dates that do not put the year
// first: day first and month first, as other months read.
func TestRevSinhalaAprilDayFirst(t *testing.T) {
	p := NewDateParser()
	now := time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct{ in, want string }{
		{"3 අප්‍රේල් 2026", "2026-04-03"},
		{"අප්‍රේල් 3, 2026 - 10:30", "2026-04-03"},
		{"2026 අප්‍රේල් 3", "2026-04-03"},
		{"5 ජූලි 2026", "2026-07-05"},
	} {
		d, ok := p.findInText(c.in, "si", now, false)
		if got := d.Time.Format(time.DateOnly); !ok || got != c.want {
			t.Errorf("findInText(%q) = %s, %v; want %s", c.in, got, ok, c.want)
		}
	}
}

// TestRevYearlessDatelineNewYear checks the year a dateline without one
// is read in around New Year: "Jan 1" filed in Tokyo while it is still
// 31 December in UTC is next year's, not a date eleven months back,
// and "Dec 30" read on 2 January is last year's.
func TestRevYearlessDatelineNewYear(t *testing.T) {
	p := NewDateParser()
	for _, c := range []struct{ in, now, want string }{
		{"Jan 1", "2026-12-31T20:00:00Z", "2027-01-01"},
		{"Dec 31", "2026-12-31T20:00:00Z", "2026-12-31"},
		{"Dec. 30", "2027-01-02T08:00:00Z", "2026-12-30"},
		{"Nov 29", "2026-11-28T08:00:00Z", "2026-11-29"},
		{"Nov 25", "2026-11-28T08:00:00Z", "2026-11-25"},
		{"Feb 29", "2026-03-10T08:00:00Z", ""},
		{"Dec 2", "2026-11-28T08:00:00Z", ""},
	} {
		now, _ := time.Parse(time.RFC3339, c.now)
		d, ok := p.yearlessDate(c.in, "en", now)
		if got := d.Raw; ok != (c.want != "") || got != c.want {
			t.Errorf("yearlessDate(%q) at %s = %q, %v; want %q", c.in, c.now, got, ok, c.want)
		}
	}
}

// TestRevYearlessDatelineURLYear checks that a wire dateline without a
// year on a page whose URL holds its date is read in the URL's year, not
// the crawl's: a 2023 story read in November 2026 is no 2026 story, and
// a URL date far from the dateline's day leaves the URL to date it.
func TestRevYearlessDatelineURLYear(t *testing.T) {
	page := `<!doctype html><html lang="en"><head><title>Kenya's central bank holds key rate</title></head><body><main><article><h1>Kenya's central bank holds key rate</h1>` +
		`<p>NAIROBI, %s (Reuters) - Kenya's central bank kept its benchmark lending rate unchanged on Wednesday, saying inflation had eased for a third month.</p>` +
		strings.Repeat(`<p>The bank's monetary policy committee said overall inflation fell in October, helped by lower food and fuel prices across the country.</p>`, 3) +
		`</article></main></body></html>`
	h := NewHeuristic()
	h.Now = func() time.Time { return time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC) }
	for _, c := range []struct{ name, url, date, want string }{
		{"the URL's year", "https://example.org/2023/11/25/kenya-central-bank-holds-rate", "Nov 25", "2023-11-25"},
		{"the day before the URL's", "https://example.org/2023/11/26/kenya-central-bank-holds-rate", "Nov 25", "2023-11-25"},
		{"a URL far from the dateline", "https://example.org/2023/05/02/kenya-central-bank-holds-rate", "Nov 25", "2023-05-02"},
		{"no URL date", "https://example.org/africa/kenya-central-bank-holds-rate", "Nov 25", "2026-11-25"},
	} {
		t.Run(c.name, func(t *testing.T) {
			art, _ := analyzePage(t, h, c.url, strings.Replace(page, "%s", c.date, 1))
			if got := first10(art.PublishedRaw); got != c.want {
				t.Fatalf("published = %q, want %q", art.PublishedRaw, c.want)
			}
		})
	}
}
