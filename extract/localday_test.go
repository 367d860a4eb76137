package extract

import (
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"github.com/bylinehq/byline/selectors"
)

func TestLocalDay(t *testing.T) {
	p := NewDateParser()
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		raw, url, want string
	}{
		{"2018-12-31T23:11:59+00:00", "https://blog.example/2019/01/01/ins-neue-jahr/", "2019-01-01"},                       // Berlin, just after midnight
		{"2023-11-09T05:30:59Z", "https://news.example/2023/11/08/new-mayor/", "2023-11-08"},                                // Minnesota, the evening before
		{"2023-11-09T05:30:59Z", "https://news.example/2023/11/09/new-mayor/", "2023-11-09T05:30:59+00:00"},                 // the same day
		{"2017-11-17T10:41:09+00:00", "https://news.example/2017/11/16/x/", "2017-11-17T10:41:09+00:00"},                    // no zone people live in makes it the 16th
		{"2023-11-09T05:30:59Z", "https://news.example/2023/11/07/x/", "2023-11-09T05:30:59+00:00"},                         // two days off
		{"2022-04-21T22:11:44-06:00", "https://news.example/2022/04/22/x/", "2022-04-21T22:11:44-06:00"},                    // stated in local time already
		{"2019-01-01", "https://blog.example/2018/12/31/x/", "2019-01-01"},                                                  // no time, no zone
		{"2018-12-31T23:11:59+00:00", "https://blog.example/ins-neue-jahr/", "2018-12-31T23:11:59+00:00"},                   // no date in the URL
		{"03/10/2023", "https://blog.example/2023/03/10/x/", "2023-03-10"},                                                  // a guessed order the other way round
		{"10/03/2023", "https://blog.example/blog/2023/october/03/x/", "2023-10-03"},                                        // a URL naming the month
		{"03/10/2023", "https://blog.example/2023/05/07/x/", "2023-10-03"},                                                  // neither order
		{"2025-06-30T16:34:54+00:00", "https://news.example/world/story-20250701-p60bhj.html", "2025-06-30T16:34:54+00:00"}, // a slug's number stays a weak hint
	}
	for _, tc := range tests {
		d, ok := p.Parse(tc.raw, "", now)
		if !ok {
			t.Fatalf("Parse(%q) failed", tc.raw)
		}
		got := p.localDay(d, tc.url)
		if got.Raw != tc.want {
			t.Errorf("localDay(%s, %s) = %q, want %q", tc.raw, tc.url, got.Raw, tc.want)
		}
		// A date-only value is midnight UTC of its day (see Date).
		if want, _ := p.Parse(tc.want, "", now); !got.Time.Equal(want.Time) || got.HasTime != want.HasTime || got.HasZone != want.HasZone {
			t.Errorf("localDay(%s, %s) = %+v, want %+v", tc.raw, tc.url, got, want)
		}
	}
}

// A set whose first date XPath reads UTC metadata on another day than the
// URL takes the same instant in local time from a later XPath when the
// page states it; else the URL's day.
func TestApplyLocalDay(t *testing.T) {
	set, err := selectors.Compile(&selectors.Set{Fields: map[string][]string{
		selectors.Title:     {"//h1"},
		selectors.Body:      {"//article"},
		selectors.Published: {"//script[@type='application/ld+json']", "//time/@datetime"},
	}})
	if err != nil {
		t.Fatal(err)
	}
	body := strings.Repeat("<p>The regional health agency warned of a further wave as cases surge in other regions.</p>", 4)
	ld := `<script type="application/ld+json">{"@type":"NewsArticle","headline":"Cases surge","datePublished":"2022-04-22T04:11:44+00:00"}</script>`
	for _, tc := range []struct{ name, shown, want string }{
		{"local time shown", `<time datetime="2022-04-21T22:11:44-06:00">April 21</time>`, "2022-04-21T22:11:44-06:00"},
		{"only UTC metadata", "", "2022-04-21"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(`<html><head>` + ld + `</head><body><h1>Cases surge</h1>` + tc.shown + `<article>` + body + `</article></body></html>`))
			if err != nil {
				t.Fatal(err)
			}
			art, _ := NewApplier().Apply(set, &Page{URL: "https://news.example/2022/04/21/cases-surge/", Doc: doc})
			if art.PublishedRaw != tc.want {
				t.Errorf("published = %q, want %q", art.PublishedRaw, tc.want)
			}
			want := time.Date(2022, 4, 22, 4, 11, 44, 0, time.UTC)
			if len(tc.want) == 10 {
				want = time.Date(2022, 4, 21, 0, 0, 0, 0, time.UTC) // a date-only value is midnight UTC
			}
			if !art.Published.Equal(want) {
				t.Errorf("published instant = %v, want %v", art.Published, want)
			}
		})
	}
}
