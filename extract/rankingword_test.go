package extract

import (
	"strings"
	"testing"
)

// A subhead set as a bold paragraph in the second half that speaks of
// "most readers" is no rail of the most read stories.
func TestMostReadersSubheadStays(t *testing.T) {
	p := strings.Repeat("<p>The survey asked four thousand subscribers how far they scroll in a long article before they stop reading it.</p>", 3)
	sub := "Why most readers never reach the end"
	page := `<html><body><article><h1>How far do you scroll?</h1>` + p + p + `<p><strong>` + sub + `</strong></p>` + p + `</article></body></html>`
	body := heuristicBody(t, page, "https://news.example.com/media/scroll-depth-survey")
	if !strings.Contains(body, sub) {
		t.Errorf("body lost the subhead %q:\n%s", sub, body)
	}
}

func TestRankingHeadWholeWords(t *testing.T) {
	for _, tt := range []struct {
		k    string
		want bool
	}{
		{"most read", true},
		{"meistgesehene videos", true},
		{"vídeos: mais assistidos do g1 pe", true},
		{"why most readers never reach the end", false},
		{"almost ready for the season", false},
		// The rail's title in more languages (Polish, Dutch, Czech,
		// Turkish, Russian); a sentence about the most read ends in a stop.
		{"Najczęściej czytane", true},
		{"Meest gelezen", true},
		{"Nejčtenější články", true},
		{"En çok okunan haberler", true},
		{"Самое читаемое", true},
		{"Te artykuły są najczęściej czytane.", false},
		// A story's bold subhead opening with the phrase as an adjective.
		{"Najczęściej czytane książki", false},
		{"En çok okunan kitaplar", false},
		{"Najčitanije knjige u 2026", false},
		{"Найпопулярніше місто для відпочинку", false},
		{"Що найпопулярніше серед туристів", false},
	} {
		if got := isRankingHead(tt.k); got != tt.want {
			t.Errorf("isRankingHead(%q) = %v, want %v", tt.k, got, tt.want)
		}
	}
}

// TestBodyDropsRankingRailHeading checks that a rail of the most read
// stories after the text, a page builder's record titled by a heading
// that is the phrase alone ("Najczęściej czytane"), leaves no title in
// the body, and that a subhead speaking of the most read stays.
func TestBodyDropsRankingRailHeading(t *testing.T) {
	rec := func(n, inner string) string {
		return `<div id="rec71` + n + `" class="r t-rec" data-record-type="` + n + `"><div class="t` + n + `">` + inner + `</div></div>`
	}
	p := "Od przyszłego roku największe przeglądarki nie będą obsługiwać plików cookie firm trzecich, piszą eksperci z branży reklamowej."
	page := `<html lang="pl"><body><div id="allrecords" class="t-records">` +
		rec("30", `<h1 class="t-title">Przeglądarki kończą z ciasteczkami firm trzecich</h1>`) +
		rec("106", `<div class="t-text">`+p+`<br><br>`+p+`</div>`) +
		rec("107", `<h3 class="t-name">Dlaczego najczęściej czytane teksty są krótkie</h3>`) +
		rec("108", `<div class="t-text">`+p+`</div>`) +
		rec("509", `<h3 class="t-name">Najczęściej czytane</h3><ul><li><a href="/n/1">Nowy smartfon z Polski</a> 22.11.2026</li><li><a href="/n/2">Jak zabezpieczyć router</a> 21.11.2026</li></ul>`) +
		rec("345", `<div class="t-text">© 2026 Gazeta Pomorska Tech. Wszelkie prawa zastrzeżone.</div>`) +
		`</div></body></html>`
	checkBody(t, page, []string{"Dlaczego najczęściej czytane teksty"}, []string{"Najczęściej czytane\n"})
}

// TestBodyKeepsRankingWordSubhead checks that a story's bold subhead in
// its second half opening with a ranking word used as an adjective
// ("Найпопулярніше місто для відпочинку", the most popular town) stays.
func TestBodyKeepsRankingWordSubhead(t *testing.T) {
	p := `<p>Українці цього року частіше обирали внутрішній туризм: за даними Держтуризму, кількість поїздок Україною зросла на чверть порівняно з минулим роком.</p>`
	const sub = "Найпопулярніше місто для відпочинку"
	page := `<html lang="uk"><body><article><h1>Українці обирають внутрішній туризм</h1><div class="article-body">` +
		p + p + p + `<p><strong>` + sub + `</strong></p>` + p + p + `</div></article><footer>x</footer></body></html>`
	if body := heuristicBody(t, page, "https://news.example.ua/a/1.html"); !strings.Contains(body, sub) {
		t.Errorf("body lacks %q:\n%s", sub, body)
	}
}
