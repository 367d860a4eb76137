package extract

import (
	"strings"
	"testing"
)

// TestMixedListOfRelatedStories: a list of other stories, each a
// headline link with its section and time after it, stays out of the
// body though one item (a live ticker line without a link) is kept.
func TestMixedListOfRelatedStories(t *testing.T) {
	for _, tc := range []struct{ name, lang, p, items string }{
		{"hindi", "hi", "प्रधानमंत्री ने सोमवार को नई रेल लाइन का उद्घाटन किया और कहा कि इससे यात्रियों का समय बचेगा। ",
			`<li>लाइव: संसद का शीतकालीन सत्र आज से शुरू</li>` +
				`<li><a href="/india/a1">दिल्ली में प्रदूषण का स्तर फिर बढ़ा</a> <span>देश · 2 घंटे पहले</span></li>` +
				`<li><a href="/india/a2">मुंबई में भारी बारिश, स्कूल बंद</a> <span>शहर · 5 घंटे पहले</span></li>`},
		{"english", "en", "The prime minister opened the new rail line on Monday and said it would cut commuting times. ",
			`<li>Live: Parliament's winter session opens today</li>` +
				`<li><a href="/news/a1">Smog returns to the capital</a> <span>National · 2 hours ago</span></li>` +
				`<li><a href="/news/a2">Heavy rain shuts schools in the port</a> <span>Cities · 5 hours ago</span></li>`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := strings.Repeat(tc.p, 4)
			page := `<html lang="` + tc.lang + `"><head><title>Rail</title></head><body><main><article><h1>Rail line opens</h1>` +
				`<p>` + p + `</p><p>` + p + `</p><ul class="latest">` + tc.items + `</ul><p>` + p + `</p></article></main></body></html>`
			body := heuristicBody(t, page, "https://news.example/india/rail-line")
			if strings.Contains(body, "प्रदूषण") || strings.Contains(body, "मुंबई") || strings.Contains(body, "Heavy rain") {
				t.Errorf("body holds the related links: %q", strings.ReplaceAll(body, p, "<P>"))
			}
		})
	}
}
