package extract

import (
	"strings"
	"testing"

	"github.com/bylinehq/byline/internal/testclock"
	"golang.org/x/net/html"
)

// fontHeadlinePage is a table-layout page without heading elements: a
// banner, a menu, the story's cell opening with a bold <font> headline,
// and a copyright line.
func fontHeadlinePage(title string) string {
	return `<html><head><title>` + title + `</title></head><body><table width="900">
<tr><td colspan="2"><img src="/kopf.jpg" alt="Ringhausen Rowing Club"></td></tr>
<tr><td><font size="1"><b>Club</b><br><a href="/">Home</a><br><a href="/news">News</a><br><a href="/crews">Crews</a></font></td>
<td><font size="2"><b><font size="3">Spring regatta: both eights reach the final</font></b><br>
<font size="1">Posted by Hanna Roth on 22.11.2026</font><br><br>
Both of our eights rowed into the final of the spring regatta on Saturday, the men by half a length and the women after a photo finish in the heat.<br><br>
The coaches were pleased with the starts, which the crews had trained through the winter on the indoor tank and on the river when the weather allowed.<br><br>
</font></td></tr>
<tr><td colspan="2"><font size="1">&copy; 2026 Ringhausen Rowing Club | <a href="/imprint">Imprint</a></font></td></tr></table></body></html>`
}

// TestFontHeadlineOverSiteTitle checks that a <title> made of the site's
// name and the menu's section only yields to the bold line opening the
// story's cell, and that a <title> naming the story does not.
func TestFontHeadlineOverSiteTitle(t *testing.T) {
	tests := []struct{ title, want string }{
		{"Ringhausen Rowing Club - News", "Spring regatta: both eights reach the final"},
		// Must not fire: a part of the title is shown nowhere as a
		// link, an image's alt or the copyright line.
		{"Ringhausen Rowing Club - Regatta report", "Ringhausen Rowing Club - Regatta report"},
		// Nor a title of one part (readability's jwz page).
		{"linux video", "linux video"},
	}
	for _, tc := range tests {
		doc, err := html.Parse(strings.NewReader(fontHeadlinePage(tc.title)))
		if err != nil {
			t.Fatal(err)
		}
		art, _ := NewHeuristic().Analyze(&Page{URL: "http://ringhausen-rc.example/news?id=412", Doc: doc, Fetched: testclock.Written()})
		if art.Title != tc.want {
			t.Errorf("title %q: got %q, want %q", tc.title, art.Title, tc.want)
		}
		if tc.title == "Ringhausen Rowing Club - News" && art.Published.Day() != 22 {
			t.Errorf("published %v, want the byline's 22.11.2026", art.Published)
		}
	}
	// Must not fire: a line in italics is an intro, not a headline.
	italic := strings.NewReplacer(`<b><font size="3">`, `<i><font size="3">`, `</font></b>`, `</font></i>`).Replace(fontHeadlinePage("Ringhausen Rowing Club - News"))
	doc, err := html.Parse(strings.NewReader(italic))
	if err != nil {
		t.Fatal(err)
	}
	if art, _ := NewHeuristic().Analyze(&Page{URL: "http://ringhausen-rc.example/news?id=412", Doc: doc}); art.Title == "Spring regatta: both eights reach the final" {
		t.Errorf("an italic line taken as the headline")
	}
}
