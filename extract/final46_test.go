package extract

import (
	"strings"
	"testing"

	"github.com/bylinehq/byline/internal/testclock"
	"golang.org/x/net/html"
)

// The misfires the final read of stop 46's extraction diff proved.

// A byline row whose author's avatar (an <img> without alt text, in a
// link to the author's page) stands right before the date line is no
// figure: the line dates the page, not a picture.
func TestAvatarBeforeDateLineIsNoCaption(t *testing.T) {
	pages := []string{
		pubPage("de", "", "", `<div class="meta"><a href="/autor/anna-schmitt"><img class="avatar" src="/a.jpg" alt=""></a><span>24. November 2026</span></div>`, ""),
		pubPage("en", "", "", `<div class="meta"><img class="avatar" src="/a.jpg"><p>November 24, 2026</p></div>`, ""),
	}
	for _, page := range pages {
		doc, _ := html.Parse(strings.NewReader(page))
		art, _ := NewHeuristic().Analyze(&Page{URL: "https://example.org/politik/ein-langer-titel", Doc: doc, Fetched: testclock.Written()})
		if got := first10(art.PublishedRaw); got != "2026-11-24" {
			t.Errorf("published = %q, want 2026-11-24", art.PublishedRaw)
		}
	}
}

// A template's comment between a label element and its value ("<dt>
// Published</dt><!-- .meta-label --><dd>…</dd>", Drupal's and WordPress
// themes' closing-tag notes) shows nothing: the label still names the
// value's date.
func TestLabelThroughCommentNamesDate(t *testing.T) {
	page := pubPage("en", "", "", "", strings.Repeat(`<aside class="more"><h3>More to explore</h3><p>Plan your visit, find a campground, check the road status.</p></aside>`, 6)+
		`<dl class="meta"><dt>Category</dt><dd>Guides</dd><dt>Published</dt><!-- .meta-label --><dd>March 14, 2026</dd></dl>`)
	doc, _ := html.Parse(strings.NewReader(page))
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://example.org/politik/ein-langer-titel", Doc: doc})
	if got := first10(art.PublishedRaw); got != "2026-03-14" {
		t.Errorf("published = %q, want 2026-03-14", art.PublishedRaw)
	}
}

// An event's details in a script of more than a byte a letter: a label
// of a word or two ("Место проведения:", "Возрастное ограничение:",
// "कार्यक्रम स्थल:") is as short as an English one, in runes, and the
// items are no story's text either (TestClassifyPageEventDetails).
func TestClassifyPageEventDetailsNonLatin(t *testing.T) {
	pages := []struct{ url, page string }{
		{"https://www.gazeta.example/afisha/rozhdestvenskaya-yarmarka-na-sobornoy-ploshchadi-2026",
			`<html lang="ru"><head><title>Рождественская ярмарка на Соборной площади | Газета</title></head><body>` +
				`<header><a href="/">Газета</a></header><main><div class="event">` +
				`<h1>Рождественская ярмарка на Соборной площади</h1>` +
				`<div class="event__body"><p>На Соборной площади снова откроется рождественская ярмарка: более пятидесяти павильонов с ремёслами и угощениями.</p>` +
				`<ul class="event__details"><li>Дата проведения: суббота, 5 декабря 2026 года</li><li>Время работы: с 10:00 до 20:00</li>` +
				`<li>Место проведения: Соборная площадь, центр города</li><li>Стоимость билетов: вход свободный для всех</li>` +
				`<li>Возрастное ограничение: без ограничений, 0+</li><li>Справки по телефону: +7 495 555 12 34</li></ul>` +
				`</div></div></main></body></html>`},
		{"https://www.akhbar.example/events/diwali-mela-gandhi-maidan-2026",
			`<html lang="hi"><head><title>गांधी मैदान में दिवाली मेला | अखबार</title></head><body>` +
				`<header><a href="/">अखबार</a></header><main><div class="event">` +
				`<h1>गांधी मैदान में दिवाली मेला</h1>` +
				`<div class="event__body"><p>गांधी मैदान में इस बार भी दिवाली मेला लगेगा, जिसमें पचास से अधिक स्टॉल होंगे।</p>` +
				`<ul class="event__details"><li>कार्यक्रम की तिथि: शनिवार, 5 दिसंबर 2026</li><li>कार्यक्रम का समय: सुबह 10 बजे से रात 8 बजे तक</li>` +
				`<li>कार्यक्रम स्थल: गांधी मैदान, पटना</li><li>प्रवेश शुल्क: निःशुल्क प्रवेश</li><li>संपर्क नंबर: 0612 555 123</li></ul>` +
				`</div></div></main></body></html>`},
	}
	for _, p := range pages {
		doc, _ := html.Parse(strings.NewReader(p.page))
		if got := ClassifyPage(doc, p.url, false); got != KindListing {
			t.Errorf("%s: ClassifyPage = %s, want %s", p.url, got, KindListing)
		}
	}
}

// A name's prefix after a quotation mark or a no-break space, both
// written in more than one byte ("«Mc<span>Donald's</span>»",
// "“<span>i</span>Phone”"), is still a prefix: the heading reads it as
// one word.
func TestHeadingNamePrefixAfterMultibyteMark(t *testing.T) {
	tests := []struct{ h1, want string }{
		{`<h1>«Mc<span class="name-accent">Donald's</span>» augmente ses prix dans toute la France</h1>`, "«McDonald's» augmente ses prix dans toute la France"},
		{`<h1>Das neue “<span class="brand">i</span>Phone 17” im Test: Schneller, aber teurer</h1>`, "Das neue “iPhone 17” im Test: Schneller, aber teurer"},
		{"<h1>Preise bei\u00a0Mc<span class=\"name-accent\">Donald's</span> steigen um zehn Prozent</h1>", "Preise bei McDonald's steigen um zehn Prozent"},
	}
	for _, tt := range tests {
		art := titlePageArticle(t, "", tt.h1)
		if art.Title != tt.want {
			t.Errorf("title = %q, want %q", art.Title, tt.want)
		}
	}
	for _, s := range []string{"«Mc", "“i", "bei\u00a0Mc"} {
		if !namePrefixEnds(s) {
			t.Errorf("namePrefixEnds(%q) = false", s)
		}
	}
}
