package extract

import (
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"
)

// analyzeAt runs the heuristic on page at url, on 27 November 2026.
func analyzeAt(t *testing.T, url, page string) Article {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	h := NewHeuristic()
	h.Now = func() time.Time { return time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC) }
	art, _ := h.Analyze(&Page{URL: url, Doc: doc})
	return art
}

// A Korean news template sets the headline in an h3 classed "tit_view"
// (or an h2 "art_tit") and keeps the h1 for the logo; the og:title is an
// SEO rewrite sharing two-syllable words with it ("광주", "심야",
// "노선"). The heading shown is the headline.
func TestTitleClassedHeadingStandsInForH1(t *testing.T) {
	body := strings.Repeat("<p>광주시가 다음 달 1일부터 밤늦게 귀가하는 시민을 위해 심야 시내버스 노선 4개를 새로 운행한다고 26일 밝혔다. 요금은 일반 시내버스와 같다.</p>", 4)
	page := `<html><head><meta property="og:title" content="광주 시내버스 심야 노선 신설"><meta property="og:site_name" content="남도매일">` +
		`<title>광주 시내버스 심야 노선 신설 - 남도매일</title></head><body>` +
		`<div class="header"><h1 class="logo"><a href="/"><img src="/logo.png" alt="남도매일"></a></h1></div>` +
		`<div class="news_view"><h3 class="tit_view">광주 시내버스, 다음 달부터 심야 노선 4개 새로 달린다</h3>` +
		`<div class="text_area">` + body + `</div></div></body></html>`
	art := analyzeAt(t, "https://www.namdo.example.kr/news/articleView.html?idxno=884512", page)
	if want := "광주 시내버스, 다음 달부터 심야 노선 4개 새로 달린다"; art.Title != want {
		t.Errorf("title = %q, want %q", art.Title, want)
	}
}

// A Thai feature credits its writer and photographer on the text's last
// lines, "เรื่อง : NAME<br>ภาพ : NAME" (story, photos), where JSON-LD
// names only a desk: an Organization "ทีมข่าวภูมิภาค" (regional news
// team), or a Person "กองบรรณาธิการ" (editorial board) with the credit
// in an element classed "credit". The writer is the author, the
// photographer is not.
func TestThaiStoryPhotoCredit(t *testing.T) {
	body := strings.Repeat("<p>เกษตรกรในอำเภอลี้ จังหวัดลำพูน หลายสิบครัวเรือนเริ่มปลูกกาแฟอาราบิกาแซมในสวนลำไย หลังราคาลำไยตกต่ำติดต่อกันมาสามปี</p>", 4)
	for _, tc := range []struct{ name, author, credit string }{
		{"organisation", `{"@type":"Organization","name":"ทีมข่าวภูมิภาค"}`, `<p>เรื่อง : ปิยะนุช ทองดี<br>ภาพ : สมชาย แก้วมณี</p>`},
		{"desk person", `{"@type":"Person","name":"กองบรรณาธิการ"}`, `<p class="article-credit">เรื่อง: ปิยะนุช ทองดี / ภาพ: สมชาย แก้วมณี</p>`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			page := `<html lang="th"><head><title>ชาวสวนลำไยลำพูนหันปลูกกาแฟใต้ร่มเงา</title>` +
				`<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"ชาวสวนลำไยลำพูนหันปลูกกาแฟใต้ร่มเงา","datePublished":"2026-11-25T08:30:00+07:00","author":` + tc.author +
				`,"publisher":{"@type":"Organization","name":"ข่าวภาคเหนือรายวัน"}}</script></head><body>` +
				`<h1>ชาวสวนลำไยลำพูนหันปลูกกาแฟใต้ร่มเงา</h1><div class="news-body">` + body + tc.credit + `</div></body></html>`
			art := analyzeAt(t, "https://www.nuea.example.com/news/5521", page)
			if got := strings.Join(art.Authors, "; "); got != "ปิยะนุช ทองดี" {
				t.Errorf("authors = %q, want ปิยะนุช ทองดี", got)
			}
		})
	}
}

// A page builder (Tilda) sets a story and its comments as plain text
// records: a record holding the title "Комментарии" alone, then one of
// <br> lines, each post a name beside its date and the reader's text.
// The title and the posts after it leave the body.
func TestCommentTitleRecordBeforePosts(t *testing.T) {
	rec := func(inner string) string {
		return `<div class="r t-rec"><div class="t-container"><div class="t-col">` + inner + `</div></div></div>`
	}
	page := `<html lang="ru"><head><title>В Коломне откроют новый каток на набережной</title></head><body><div id="allrecords">` +
		rec(`<h1 class="t-title">В Коломне откроют новый каток на набережной</h1>`) +
		rec(`<div field="text" class="t-text">Каток площадью 1200 квадратных метров откроется на Москворецкой набережной 15 декабря.<br><br>`+
			`Вход будет бесплатным, а прокат коньков обойдётся в 250 рублей в час.<br><br>`+
			`По словам главы городского округа, каток будет работать до конца февраля, если позволит погода.</div>`) +
		rec(`<div class="t050__title t-title">Комментарии</div>`) +
		rec(`<div field="text" class="t-text"><b>Ольга</b> 26.11.2026<br>Наконец-то! В прошлом году всю зиму ездили кататься в Москву.<br><br>`+
			`<b>Игорь В.</b> 26.11.2026<br>А раздевалка будет тёплая? С детьми на морозе переодеваться тяжело.</div>`) +
		`</div></body></html>`
	art := analyzeAt(t, "https://kolomna.example.ru/katok-naberezhnaya", page)
	if !strings.Contains(art.Body, "если позволит погода") {
		t.Errorf("body lost the story:\n%s", art.Body)
	}
	for _, s := range []string{"Комментарии", "Наконец-то", "раздевалка"} {
		if strings.Contains(art.Body, s) {
			t.Errorf("body holds %q:\n%s", s, art.Body)
		}
	}
}

// Italian and Spanish papers sign a story in an element classed "firma"
// (signature), "di Lorenzo Bertolini", "por Ana Gil", with no author
// link or metadata. A German company box classed "firma" names no
// author.
func TestFirmaSignature(t *testing.T) {
	body := strings.Repeat("<p>La funicolare che collega Como a Brunate resterà chiusa dal primo dicembre al 28 febbraio per i lavori di ammodernamento delle cabine.</p>", 4)
	for _, tc := range []struct{ name, sig, want string }{
		{"italian", `<span class="firma">di Lorenzo Bertolini</span>`, "Lorenzo Bertolini"},
		{"spanish", `<div class="firma-noticia">por Ana Gil Romero</div>`, "Ana Gil Romero"},
		{"company", `<div class="firma">Müller Bau GmbH</div>`, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			page := `<html><head><title>Como, chiude per lavori la funicolare di Brunate</title></head><body>` +
				`<article><h1>Como, chiude per lavori la funicolare di Brunate</h1>` + tc.sig +
				`<div class="testo">` + body + `</div></article></body></html>`
			art := analyzeAt(t, "https://www.lago.example.it/cronaca/funicolare-chiusa/", page)
			if got := strings.Join(art.Authors, "; "); got != tc.want {
				t.Errorf("authors = %q, want %q", got, tc.want)
			}
		})
	}
}

// Magazines credit text and pictures on two <br> lines of one bold run
// at the head of the text, "Words: A<br>Photography: B" (Finnish
// "Teksti: A<br>Kuvat: B"): the writer is the author, the photographer
// is not, and the credit leaves the body.
func TestWordsPhotosCreditLines(t *testing.T) {
	body := strings.Repeat("<p>As the nights grow colder, hedgehogs look for a place to sleep through the winter, and an untidy corner of the garden helps.</p>", 4)
	for _, tc := range []struct{ credit, writer, photographer string }{
		{`<p><strong>Words: Hannah Cole<br>Photography: Tom Birch</strong></p>`, "Hannah Cole", "Tom Birch"},
		{`<p><b>Teksti: Mikko Laine<br>Kuvat: Sanna Koski</b></p>`, "Mikko Laine", "Sanna Koski"},
	} {
		t.Run(tc.writer, func(t *testing.T) {
			page := `<html><head><title>Helping hedgehogs through the winter</title></head><body><article>` +
				`<h1>Helping hedgehogs through the winter</h1><div class="entry-content">` + tc.credit + body + `</div></article></body></html>`
			art := analyzeAt(t, "https://www.garden.example/nature/hedgehogs-winter/", page)
			if got := strings.Join(art.Authors, "; "); got != tc.writer {
				t.Errorf("authors = %q, want %q", got, tc.writer)
			}
			if strings.Contains(art.Body, tc.photographer) {
				t.Errorf("body holds the credit:\n%s", art.Body)
			}
		})
	}
}

// A Turkish site sets its one-sentence spot right below the headline in
// an h2 classed "haber-spot": 56 runes, under the 60 a standfirst
// needs, but classed as one and ending in a full stop. It opens the
// body.
func TestShortClassedSpot(t *testing.T) {
	body := strings.Repeat("<p>Ulaştırma ve Altyapı Bakanlığı, İstanbul'daki yeni metro hattının ihalesini teknik nedenlerle ertelediğini duyurdu.</p>", 4)
	page := `<html lang="tr"><head><title>Metro ihalesi ertelendi</title></head><body><article>` +
		`<div class="haber-baslik"><h1>Metro ihalesi ertelendi</h1><h2 class="haber-spot">Ulaştırma Bakanlığı, ihalenin yeni tarihini açıklamadı.</h2>` +
		`<div class="haber-bilgi"><span class="muhabir">Deniz Aksoy</span> <span class="yayin">26 Kasım 2026 14:30</span></div></div>` +
		`<div class="share-bar"><a href="#">Facebook</a> <a href="#">X</a></div>` +
		`<div class="entry-content">` + body + `</div><div class="tags"><a href="/tag/metro">Metro</a></div></article></body></html>`
	art := analyzeAt(t, "https://www.haber.example.com.tr/ekonomi/metro-ihalesi-ertelendi-123456", page)
	if !strings.HasPrefix(art.Body, "Ulaştırma Bakanlığı, ihalenin yeni tarihini açıklamadı.") {
		t.Errorf("body does not open with the spot:\n%s", art.Body)
	}
}

// An embedded post's credit is no byline and no part of the body: "A
// post shared by NAME (@handle) on <time>" under an Instagram embed, "—
// NAME (@handle) date" closing a tweet, a TikTok embed's "@handle … ♬
// original sound - NAME", on a page that names no author.
func TestEmbeddedPostCreditsNoAuthor(t *testing.T) {
	p := "<p>Hundreds of walkers, runners and cyclists turned out Sunday for the opening of the new stretch of the Kingston Point rail trail.</p>"
	for _, tc := range []struct{ name, embed string }{
		{"instagram", `<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/DCx7aBcD123/"><div><a href="https://www.instagram.com/p/DCx7aBcD123/">View this post on Instagram</a>` +
			`<p><a href="https://www.instagram.com/p/DCx7aBcD123/">A post shared by Rondout Runners (@rondoutrunners)</a> on <time datetime="2026-11-23T14:30:00+00:00">Nov 23, 2026 at 6:30am PST</time></p></div></blockquote>`},
		{"instagram, short name", `<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/ByxilPNJK3M/"><div> <a href="https://www.instagram.com/p/ByxilPNJK3M/"><div><svg></svg></div><div> View this post on Instagram</div></a>` +
			`<p><a href="https://www.instagram.com/p/ByxilPNJK3M/">A post shared by Ann (@ann)</a> on <time datetime="2019-06-16T14:30:55+00:00">Jun 16, 2019 at 7:30am PDT</time></p></div></blockquote>`},
		{"tweet", `<blockquote class="twitter-tweet"><p lang="en" dir="ltr">Ribbon cut! The trail is officially open.</p>&mdash; Dana Whitfield (@MayorWhitfield) ` +
			`<a href="https://twitter.com/MayorWhitfield/status/1861234567890123456">November 24, 2026</a></blockquote>`},
		{"tiktok", `<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@hudsonvalleybikes/video/7441234567890123456"><section>` +
			`<a title="@hudsonvalleybikes" href="https://www.tiktok.com/@hudsonvalleybikes">@hudsonvalleybikes</a> First ride on the new trail ` +
			`<a title="♬ original sound - Hudson Valley Bikes" href="https://www.tiktok.com/music/original-sound-1">♬ original sound - Hudson Valley Bikes</a></section></blockquote>`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			page := `<html><head><title>Rail trail extension opens in Kingston</title></head><body><article><h1>Rail trail extension opens in Kingston</h1>` +
				`<div class="entry-content">` + p + p + tc.embed + p + p + `</div></article></body></html>`
			art := analyzeAt(t, "https://www.valley.example.com/outdoors/rail-trail-opens/", page)
			if len(art.Authors) > 0 {
				t.Errorf("authors = %q, want none", art.Authors)
			}
			for _, c := range []string{"A post shared by", "(@MayorWhitfield)", "original sound"} {
				if strings.Contains(art.Body, c) {
					t.Errorf("body holds the credit %q:\n%s", c, art.Body)
				}
			}
		})
	}
}
