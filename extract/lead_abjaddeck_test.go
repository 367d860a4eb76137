package extract_test

import (
	"strings"
	"testing"
)

// heStory is a Hebrew article text long enough to be found as the body.
const heStory = `<p>עיריית העיר תפעיל החל מחודש ינואר קו אוטובוס לילי שיחבר בין השכונות העליונות לבין מרכז העיר והנמל, בימי חמישי ושישי.</p>
<p>לדברי העירייה, ההחלטה התקבלה בעקבות פניות רבות של צעירים ועובדי משמרות, שנאלצים כיום להסתמך על מוניות בשעות הלילה.</p>
<p>מסלול הקו יעבור דרך מרכז השכונה, השדרה הראשית ורחוב הנביאים. מחיר הנסיעה יהיה זהה לתעריף הרגיל של התחבורה הציבורית.</p>
<p>העירייה תממן את הקו בשנה הראשונה מתקציבה, ובהמשך תבקש את השתתפות משרד התחבורה בעלויות ההפעלה של הקו החדש.</p>`

// abjadDeckPage sets deck in an h2 of class right below the headline,
// in the article with the text.
func abjadDeckPage(title, class, deck, story string) string {
	return `<html><head><title>` + title + `</title></head><body><main><article><h1 class="article-title">` + title + `</h1>` +
		`<h2 class="` + class + `">` + deck + `</h2><div class="meta">19.11.2026 | 10:24</div>` +
		`<div class="article-body">` + story + `</div></article></main></body></html>`
}

// TestColdKeepsShortAbjadDeckHeading checks that a Hebrew paper's
// subtitle, an h2 classed "article-subtitle" under the headline, opens
// the body though shorter than 60 runes (its script writes no short
// vowels), while a shorter one, one without a standfirst's class, and
// a Latin deck of as many runes stay out.
func TestColdKeepsShortAbjadDeckHeading(t *testing.T) {
	const heTitle = "קו אוטובוס לילי יחבר בין השכונות לנמל"
	const heDeck = "הקו יפעל בסופי שבוע בתדירות של חצי שעה, במימון העירייה"
	art := coldExtract(t, "https://news.example.co.il/a/1", abjadDeckPage(heTitle, "article-subtitle", heDeck, heStory))
	if !strings.HasPrefix(art.Body, heDeck+"\n") {
		t.Errorf("the Hebrew deck does not open the body:\n%s", art.Body)
	}
	for _, tt := range []struct{ title, class, deck, story string }{
		{heTitle, "article-subtitle", "הקו יפעל בסופי שבוע", heStory},
		{heTitle, "section-heading", heDeck, heStory},
		{"Night ferries to run through the winter months", "article-subtitle", "Boats run at weekends every half hour, paid by the city", coldStory},
	} {
		art := coldExtract(t, "https://news.example.org/a/1", abjadDeckPage(tt.title, tt.class, tt.deck, tt.story))
		if strings.Contains(art.Body, tt.deck) {
			t.Errorf("h2.%s %q is in the body:\n%s", tt.class, tt.deck, art.Body)
		}
	}
}
