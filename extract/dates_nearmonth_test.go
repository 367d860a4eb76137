package extract

import (
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// TestDateParserNearMonth checks that a month name the lists lack, between
// a day and a four-digit year, is read as the month a related language
// spells a letter or two apart (monthNear), and that other words are not.
func TestDateParserNearMonth(t *testing.T) {
	p := NewDateParser()
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	for s, want := range map[string]string{
		"Alxamis 26 Nowàmbar 2026 ci 10:45": "2026-11-26", // Wolof, as Serbian "novembar"
		"Nobiembre 26, 2026 | 3:15 PM":      "2026-11-26", // Ilocano, as Spanish "noviembre"
		"12 Setyembre 2026":                 "2026-09-12", // Tagalog's other spelling
	} {
		d, ok := p.FindInText(s, "", now)
		if !ok || d.Raw[:10] != want {
			t.Errorf("FindInText(%q) = %q %v, want %s", s, d.Raw, ok, want)
		}
	}
	// A word far from every month, a short one, one as near to two
	// months, and a two-digit year are no dates.
	for _, s := range []string{"26 Kejetia 2026", "26 Marek 2026", "Room 26 Novak 2026", "26 Nowàmbar 26"} {
		if d, ok := p.parse(s, "", now, false); ok {
			t.Errorf("parse(%q) = %q, want no date", s, d.Raw)
		}
	}
}

// TestLeadTextBreaksAtBr checks that a <br> parts the lines of a date
// element's lead text: "Liza Pascua<br>Nobiembre 26, 2026" glued read
// no date.
func TestLeadTextBreaksAtBr(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<p>Insurat da Liza Pascua<br>Nobiembre 26, 2026 | 3:15 PM</p>`))
	if err != nil {
		t.Fatal(err)
	}
	p := find(doc, func(n *html.Node) bool { return n.DataAtom == atom.P })
	if got, want := leadText(p, 200), "Insurat da Liza Pascua Nobiembre 26, 2026 | 3:15 PM"; got != want {
		t.Errorf("leadText = %q, want %q", got, want)
	}
}
