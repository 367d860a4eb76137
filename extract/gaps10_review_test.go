package extract

// Tests from the review of gaps10: title-classed headings below the
// text or before the headline, a story's commentary section, one-line
// Thai credits, a song's "Words:" credit.

import (
	"strings"
	"testing"
)

// A Croatian story closes with its writer's commentary, titled
// "Komentar" (a discussionHeads word) and signed with a name beside the
// date: no comment thread, though a post opens so. The commentary
// stays.
func TestCommentarySectionNotPosts(t *testing.T) {
	p := func(s string) string { return "<p>" + s + "</p>" }
	body := p("Vlada je u četvrtak usvojila paket mjera za pomoć kućanstvima zbog rasta cijena energenata, a mjere stupaju na snagu 1. prosinca.") +
		p("Paket je težak 1,2 milijarde eura i obuhvaća ograničenje cijena struje i plina za kućanstva i male poduzetnike do ožujka.") +
		"<h3>Komentar</h3>" + p("Ivana Horvat, 26.11.2026.") +
		p("Vlada opet gasi požar umjesto da reformira tržište energije, a računi će stići kasnije, kad izbori prođu.") +
		p("Mjere su skupe, a porezni obveznici će ih platiti prije ili kasnije, piše naša komentatorica.")
	page := `<html lang="hr"><head><title>Vlada usvojila paket mjera</title></head><body><article><h1>Vlada usvojila paket mjera</h1>` +
		`<div class="entry-content">` + body + `</div></article></body></html>`
	art := analyzeAt(t, "https://www.news.example.hr/vijesti/paket-mjera/", page)
	for _, s := range []string{"gasi požar", "porezni obveznici"} {
		if !strings.Contains(art.Body, s) {
			t.Errorf("body lost %q:\n%s", s, art.Body)
		}
	}
}

// A story about a song credits its lyricist and composer in the text,
// "Words: A · Music: B" or "Words: A<br>Music: B": no writer's credit.
// The credit stays in the body, and the page names no author.
func TestWordsSongCreditNoByline(t *testing.T) {
	p := func(s string) string { return "<p>" + s + "</p>" }
	for _, credit := range []string{`<p><em>Words: Mari Jones · Music: Owain Lloyd</em></p>`, `<p><em>Words: Mari Jones<br>Music: Owain Lloyd</em></p>`} {
		body := p("The town council has chosen a new anthem for the centenary celebrations next year, after a competition that drew 140 entries from across the county.") +
			p("The winning song, Hen Dref, will be sung for the first time by the town's male voice choir at the opening ceremony in March, the council said.") + credit +
			p("The choir's conductor said the members had already started rehearsing and were delighted with the melody, which is based on an old folk tune.") +
			p("The council will print the words in both Welsh and English in the programme for the celebrations, which run from March to September.")
		page := `<html><head><title>Town picks new anthem for centenary</title></head><body><article>` +
			`<h1>Town picks new anthem for centenary</h1><div class="entry-content">` + body + `</div></article></body></html>`
		art := analyzeAt(t, "https://www.local.example.co.uk/news/town-anthem/", page)
		if len(art.Authors) > 0 {
			t.Errorf("%s: authors = %q, want none", credit, art.Authors)
		}
		if !strings.Contains(art.Body, "Mari Jones") {
			t.Errorf("%s: body lost the song's credit:\n%s", credit, art.Body)
		}
	}
}

// A Thai credit on one line with spaces alone between its parts
// ("เรื่อง : A ภาพ : B"), or one crediting story and pictures with a
// slash ("เรื่อง/ภาพ : A"), names the writer as "เรื่อง: A / ภาพ: B"
// does, over a JSON-LD desk.
func TestThaiCreditOneLineForms(t *testing.T) {
	body := strings.Repeat("<p>เกษตรกรในอำเภอลี้ จังหวัดลำพูน หลายสิบครัวเรือนเริ่มปลูกกาแฟอาราบิกาแซมในสวนลำไย หลังราคาลำไยตกต่ำติดต่อกันมาสามปี</p>", 4)
	for _, credit := range []string{`<p>เรื่อง : ปิยะนุช ทองดี  ภาพ : สมชาย แก้วมณี</p>`, `<p>เรื่อง/ภาพ : ปิยะนุช ทองดี</p>`} {
		page := `<html lang="th"><head><title>ชาวสวนลำไยลำพูนหันปลูกกาแฟใต้ร่มเงา</title>` +
			`<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"ชาวสวนลำไยลำพูนหันปลูกกาแฟใต้ร่มเงา","datePublished":"2026-11-25T08:30:00+07:00","author":{"@type":"Person","name":"กองบรรณาธิการ"}` +
			`,"publisher":{"@type":"Organization","name":"ข่าวภาคเหนือรายวัน"}}</script></head><body>` +
			`<h1>ชาวสวนลำไยลำพูนหันปลูกกาแฟใต้ร่มเงา</h1><div class="news-body">` + body + credit + `</div></body></html>`
		art := analyzeAt(t, "https://www.nuea.example.com/news/5521", page)
		if got := strings.Join(art.Authors, "; "); got != "ปิยะนุช ทองดี" {
			t.Errorf("%s: authors = %q, want ปิยะนุช ทองดี", credit, got)
		}
	}
}

// TestStandInSectionLabelBeforeHeadline: with the logo in the h1, a
// section label in an "h2.tit" comes before the headline's
// "h3.tit_view", and the og:title is an SEO rewrite: the label is no
// headline (review of gaps10).
func TestStandInSectionLabelBeforeHeadline(t *testing.T) {
	body := strings.Repeat("<p>광주시가 다음 달 1일부터 밤늦게 귀가하는 시민을 위해 심야 시내버스 노선 4개를 새로 운행한다고 26일 밝혔다. 요금은 일반 시내버스와 같다.</p>", 4)
	page := `<html><head><meta property="og:title" content="광주 시내버스 심야 노선 신설"><meta property="og:site_name" content="남도매일">` +
		`<title>광주 시내버스 심야 노선 신설 - 남도매일</title></head><body>` +
		`<div class="header"><h1 class="logo"><a href="/"><img src="/logo.png" alt="남도매일"></a></h1></div>` +
		`<div class="cate"><h2 class="tit">광주 전남 뉴스</h2></div>` +
		`<div class="news_view"><h3 class="tit_view">광주 시내버스, 다음 달부터 심야 노선 4개 새로 달린다</h3>` +
		`<div class="text_area">` + body + `</div></div></body></html>`
	art := analyzeAt(t, "https://www.namdo.example.kr/news/articleView.html?idxno=884513", page)
	if art.Title == "광주 전남 뉴스" {
		t.Errorf("title = the section label %q", art.Title)
	}
}

// TestStandInNotBelowText: with the logo in the h1 and the headline in
// an unclassed h2, a related story's "h3.tit" below the text is no
// headline (review of gaps10).
func TestStandInNotBelowText(t *testing.T) {
	body := strings.Repeat("<p>광주시가 다음 달 1일부터 밤늦게 귀가하는 시민을 위해 심야 시내버스 노선 4개를 새로 운행한다고 26일 밝혔다. 요금은 일반 시내버스와 같다.</p>", 4)
	page := `<html><head><meta property="og:title" content="광주 시내버스 심야 노선 신설"><meta property="og:site_name" content="남도매일">` +
		`<title>광주 시내버스 심야 노선 신설 - 남도매일</title></head><body>` +
		`<div class="header"><h1 class="logo"><a href="/"><img src="/logo.png" alt="남도매일"></a></h1></div>` +
		`<div class="news_view"><h2>광주 시내버스, 다음 달부터 심야 노선 4개 새로 달린다</h2>` +
		`<div class="text_area">` + body + `</div></div>` +
		`<div class="relate"><h3 class="tit">광주 심야 노선 시내버스 요금 동결</h3><p><a href="/news/1">관련 기사</a></p></div></body></html>`
	art := analyzeAt(t, "https://www.namdo.example.kr/news/articleView.html?idxno=884514", page)
	if art.Title == "광주 심야 노선 시내버스 요금 동결" {
		t.Errorf("title = the related story's %q", art.Title)
	}
}
