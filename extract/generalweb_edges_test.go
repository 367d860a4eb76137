package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestSortWordHeading: a Russian story on recycling titles a
// section "Сортировка" (sorting); alone it is no sort control's label.
func TestSortWordHeading(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " жители района сдали больше пластика и стекла, чем год назад, и город открыл ещё два пункта приёма.</p>"
	}
	page := `<html><body><article>` + para("Во-первых,") + `<h2>Сортировка</h2>` + para("Во-вторых,") + para("В-третьих,") + `</article></body></html>`
	checkBody(t, page, []string{"Во-первых,", "Сортировка", "В-третьих,"}, nil)
}

// TestHelpfulQuestionFAQ: a health story's FAQ heading and an
// interview's question name one thing in one word too.
func TestHelpfulQuestionFAQ(t *testing.T) {
	for _, l := range []string{"Is this treatment helpful?", "Is this vaccine useful?", "War diese Entscheidung hilfreich?", "Was this strategy helpful?"} {
		if isBoilerLine(l) {
			t.Errorf("isBoilerLine(%q) = true, a story's question", l)
		}
	}
	for _, l := range []string{"Is this page helpful?", "Was this article helpful?", "War dieser Beitrag hilfreich?"} {
		if !isBoilerLine(l) {
			t.Errorf("isBoilerLine(%q) = false, a widget's question", l)
		}
	}
}

// TestScoreCountSentence: a ballot result in a story's list
// starts with "7 of 10" and counts votes, but goes on in words.
func TestScoreCountSentence(t *testing.T) {
	for _, l := range []string{"7 of 10 members backed the strike (4,210 votes cast)", "3 de 5 concejales apoyaron la moción (14 votos)",
		"9 out of 10 stars from critics (12 reviews) made it the year's best-reviewed film"} {
		if isRatingWidget(l) {
			t.Errorf("isRatingWidget(%q) = true, a story's line", l)
		}
	}
	// A product card's rating line goes on after a separator; its count
	// is still the widget's (wcxb-4715, whose gold drops such lines).
	for _, l := range []string{"4.8 out of 5 stars (193) 193 total reviews • Free trial available", "4,7 von 5 Sternen (12 Bewertungen)"} {
		if !isRatingWidget(l) {
			t.Errorf("isRatingWidget(%q) = false, a rating widget's line", l)
		}
	}
}

// TestSelfLinkedHeadline: a table-layout blog page shows its
// headline as a link to itself and in the sidebar's recent posts; the
// <title> then holds only link texts, but its first part is the story's
// headline, not the bold subheading below it.
func TestSelfLinkedHeadline(t *testing.T) {
	page := `<html><head><title>Spring regatta: both eights reach the final - Ringhausen Rowing Club</title></head><body><table width="900">
<tr><td colspan="2"><img src="/kopf.jpg" alt="Ringhausen Rowing Club"></td></tr>
<tr><td><font size="1"><b>Recent</b><br><a href="/">Home</a><br><a href="/news/412">Spring regatta: both eights reach the final</a><br><a href="/news/411">Winter training on the tank</a></font></td>
<td><font size="2"><a href="/news/412"><font size="3">Spring regatta: both eights reach the final</font></a><br>
<font size="1">Posted by Hanna Roth on 22.11.2026</font><br><br>
<b>Photo finish for the women in the heat</b><br>
Both of our eights rowed into the final of the spring regatta on Saturday, the men by half a length and the women after a photo finish in the heat.<br><br>
The coaches were pleased with the starts, which the crews had trained through the winter on the indoor tank and on the river when the weather allowed.<br><br>
</font></td></tr>
<tr><td colspan="2"><font size="1">&copy; 2026 Ringhausen Rowing Club | <a href="/imprint">Imprint</a></font></td></tr></table></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "http://ringhausen-rc.example/news/412", Doc: doc})
	if !strings.HasPrefix(art.Title, "Spring regatta: both eights reach the final") {
		t.Errorf("title %q, want the self-linked headline", art.Title)
	}
}
