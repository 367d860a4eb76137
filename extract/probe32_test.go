package extract

// Rules of stop 45's probe32 (titles and publication dates).

import (
	"testing"

	"github.com/bylinehq/byline/selectors"
)

// TestChooseTitleLeadingCount: a year or a count opening a heading of
// text only is the headline's own ("2025 Software Development Price
// Guide …", "15 Best …"), though JSON-LD's headline leaves it out; a
// word before the metadata title is still read as a kicker.
func TestChooseTitleLeadingCount(t *testing.T) {
	ld := func(h string) string {
		return `<script type="application/ld+json">{"@type":"BlogPosting","headline":"` + h + `"}</script>`
	}
	tests := []struct {
		name, head, headline, want string
	}{
		{"a year opening the h1",
			`<title>2025 Software Development Price Guide &amp; Hourly Rates | FullStack Blog</title>` + ld("Software Development Price Guide &amp; Hourly Rate Comparison"),
			`<h1>2025 Software Development Price Guide &amp; Hourly Rate Comparison</h1>`,
			"2025 Software Development Price Guide & Hourly Rate Comparison"},
		{"a count opening the h1",
			`<title>Best Online Tutoring Platforms | Tutorly</title>` + ld("Best Online Tutoring Platforms for Every Budget"),
			`<h1>15 Best Online Tutoring Platforms for Every Budget</h1>`,
			"15 Best Online Tutoring Platforms for Every Budget"},
		{"a number in an element of its own is a badge",
			`<title>Best Online Tutoring Platforms for Every Budget | Tutorly</title>` + ld("Best Online Tutoring Platforms for Every Budget"),
			`<h1><span class="rank">15</span> Best Online Tutoring Platforms for Every Budget</h1>`,
			"Best Online Tutoring Platforms for Every Budget"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, _, err := ParseHTML([]byte(titlePage(tt.head, "", tt.headline)), "")
			if err != nil {
				t.Fatal(err)
			}
			if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != tt.want {
				t.Errorf("chooseTitle = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestCutLeadingDate: a numeric date with a year and a dash or bar
// opening a title is a news item's day, not its headline.
func TestCutLeadingDate(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"24.11.2026 – Jugend holt Landesmeistertitel im Kanupolo", "Jugend holt Landesmeistertitel im Kanupolo"},
		{"23.01.2022 - Dorothea Wierer darf beim Antholz-Abschluss noch jubeln", "Dorothea Wierer darf beim Antholz-Abschluss noch jubeln"},
		{"2026-11-24 | Club opens new boathouse", "Club opens new boathouse"},
		{"1.2.3 - Release notes for the new version", "1.2.3 - Release notes for the new version"}, // no year: a version
		{"24.11.2026 – Finale", "24.11.2026 – Finale"},                                             // a word alone is no headline
		{"24.11.2026: Jugend holt den Titel", "24.11.2026: Jugend holt den Titel"},                 // no dash
		{"2026 – the year the river froze", "2026 – the year the river froze"},                     // a year alone
		// A day before the web is the story's subject.
		{"9.11.1989 – Als die Mauer fiel: Chronik einer Nacht", "9.11.1989 – Als die Mauer fiel: Chronik einer Nacht"},
	} {
		if got := cutLeadingDate(tc.in); got != tc.want {
			t.Errorf("cutLeadingDate(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestChooseTitleDatePrefix: a club's news page opens its heading and
// title with the item's day; the headline is the rest, whether the
// heuristic or a selector set reads it.
func TestChooseTitleDatePrefix(t *testing.T) {
	page := titlePage(`<title>24.11.2026 - Jugend holt Landesmeistertitel im Kanupolo - KC Neckarau 1921 e.V.</title>`, "",
		`<h1>24.11.2026 – Jugend holt Landesmeistertitel im Kanupolo</h1>`)
	doc, _, err := ParseHTML([]byte(page), "")
	if err != nil {
		t.Fatal(err)
	}
	const want = "Jugend holt Landesmeistertitel im Kanupolo"
	if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != want {
		t.Errorf("chooseTitle = %q, want %q", got, want)
	}
	h1 := find(doc, isH1)
	if got, _ := titleFromMatch(&ldMemo{}, selectors.Match{Node: h1}, nil); got != want {
		t.Errorf("titleFromMatch = %q, want %q", got, want)
	}
}
