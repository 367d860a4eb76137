package extract

import "testing"

// TestBodyCutsRelatedBoxesOfMoreLanguages checks that a "related news"
// box after the story, its teasers plain text with no links (read as
// prose), is cut by its title in Indonesian, Malay, Tagalog, Vietnamese,
// Thai, Turkish (its dotted capital İ) and Swahili.
func TestBodyCutsRelatedBoxesOfMoreLanguages(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	teaser := "<h4>Harbour works start</h4><p>Dredging of the old harbour began this week, the port authority said in a short statement.</p>"
	for _, head := range []string{"Berita Terkait", "Artikel Berkaitan", "Mga Kaugnay na Balita", "Bài viết liên quan",
		"ข่าวที่เกี่ยวข้อง", "İlgili Haberler", "Habari Zinazohusiana"} {
		t.Run(head, func(t *testing.T) {
			checkBody(t, `<html><body><article>`+para("First,")+para("Second,")+para("Third,")+
				`<h3>`+head+`</h3>`+teaser+`</article></body></html>`,
				[]string{"First,", "Third,"}, []string{head, "Harbour works", "Dredging"})
		})
	}
}
