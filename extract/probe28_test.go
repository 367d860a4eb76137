package extract

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestPhotoFieldAfterWriter checks that a photo field labelled with a
// colon after the writer's in one credit line credits a photographer,
// not a second author (probe28: a Finnish and a Russian regional page).
func TestPhotoFieldAfterWriter(t *testing.T) {
	tests := []struct {
		in, lang string
		want     []string
	}{
		{"Teksti: Mikko Laine, kuvat: Sanna Koski", "fi", []string{"Mikko Laine"}},
		{"Текст: Анна Соколова. Фото: Игорь Петров", "ru", []string{"Анна Соколова"}},
		{"Text: Jan Novák, foto: Petr Malý", "cs", []string{"Jan Novák"}},
		// The photographer alone is all the line names: kept.
		{"Фото: Игорь Петров", "ru", []string{"Игорь Петров"}},
		// A caption's full stop before a photo credit is no credit line.
		{"Котельная на улице Мичуринской. Фото: Игорь Петров", "ru", nil},
	}
	for _, tc := range tests {
		if got := CleanAuthors([]string{tc.in}, tc.lang); !slices.Equal(got, tc.want) {
			t.Errorf("CleanAuthors(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestCounterAndErrorPromptLines checks that a labelled view counter and
// the "select a typo and press Ctrl+Enter" prompt are furniture lines,
// and that lines of a story that look like them are not.
func TestCounterAndErrorPromptLines(t *testing.T) {
	for line, want := range map[string]bool{
		"Просмотров: 1 846": true,
		"Views: 12,408":     true,
		"Találatok: 1532":   true,
		"Lượt xem: 2.310":   true,
		"Помітили помилку? Виділіть її та натисніть Ctrl+Enter": true,
		"Нашли ошибку? Выделите её и нажмите Ctrl + Enter":      true,
		"Views: the council's plan divides residents":           false,
		"Просмотров: более тысячи за день":                      false,
		"Press Ctrl+C to copy the address.":                     false,
		"Hits: 12 songs that defined the year":                  false,
	} {
		if got := isBoilerLine(line); got != want {
			t.Errorf("isBoilerLine(%q) = %v, want %v", line, got, want)
		}
	}
}

// TestRelatedLabelsMoreLanguages checks "read also" labels of more
// languages open a related line of a <br>-separated text.
func TestRelatedLabelsMoreLanguages(t *testing.T) {
	for _, l := range []string{"Читайте также: Отопительный сезон начался", "Lees ook: Brink blijft autovrij",
		"Citește și: Patinoarul se redeschide", "Διαβάστε επίσης: Καρναβάλι 2027", "Lue myös: Ratikkaselvitys valmistui",
		"Шулай уҡ уҡығыҙ: Өфөлә яңы юл асылды", "Шулай ук укыгыз: Метро тарифлары арта", "Сондай-ақ оқыңыз: Алматыда жаңа көпір",
		"Taip pat skaitykite: Kelto bilietai brangsta", "Lasiet arī: Rīgā atver jaunu tiltu", "Preberite tudi: Ljubljana dobi nov most"} {
		if !relatedLabel(l) {
			t.Errorf("relatedLabel(%q) = false", l)
		}
	}
	page := `<html><body><div class="news-detail"><h1>Котельные отремонтируют до морозов</h1><div class="news-detail-text">
	Ремонт четырнадцати городских котельных завершится до 15 декабря, сообщили в администрации города. Работы идут на восьми объектах.<br><br>
	Больше всего вопросов у жителей вызывает котельная на улице Мичуринской, где в прошлом году случилась авария и без тепла остались сорок домов.<br><br>
	<b>Читайте также:</b> <a href="/news/start/">Отопительный сезон начался на неделю раньше</a><br><br>
	На ремонт из городского бюджета выделили 96 миллионов рублей. Ещё 30 миллионов добавила область, сообщили в мэрии.
	</div></div></body></html>`
	body := heuristicBody(t, page, "https://example.ru/news/1/")
	if strings.Contains(body, "Читайте также") || !strings.Contains(body, "На ремонт из городского бюджета") {
		t.Errorf("body:\n%s", body)
	}
}

// TestPortalDisclaimerDropped checks that the reprint disclaimer a
// Chinese portal sets under a carried story leaves the body.
func TestPortalDisclaimerDropped(t *testing.T) {
	page := `<html><body><div class="article"><h1>我国首条跨海高铁隧道全线贯通</h1><div class="content">
	<p>金塘海底隧道全长16.18公里，其中海域段长约11.2公里，最深处位于海平面以下78米。隧道采用两台国产超大直径盾构机从两端相向掘进，历时近4年。</p>
	<p>据介绍，甬舟铁路全长76.4公里，设计时速250公里。建成后，宁波至舟山将实现1小时通达，舟山群岛将结束不通铁路的历史。</p>
	<p>甬舟铁路预计于2028年建成通车。</p></div>
	<div class="statement">声明：转载此文是出于传递更多信息之目的。若有来源标注错误或侵犯了您的合法权益，请作者持权属证明与本网联系，我们将及时更正、删除，谢谢。</div>
	</div></body></html>`
	body := heuristicBody(t, page, "https://news.example.cn/gd/1.html")
	if strings.Contains(body, "转载此文") || !strings.Contains(body, "甬舟铁路预计") {
		t.Errorf("body:\n%s", body)
	}
}

// TestProbe28Authors checks the byline conventions of probe28: a theme's
// list of author links beside metadata naming the primary author only
// (Ghost), a portal's "Headline_Section_Site" title naming the site its
// meta author is, a signature above a related box in the story's column,
// a CMS account beside a field naming the reporter (Drupal), and a
// Korean outlet as the meta author beside the reporter's byline.
func TestProbe28Authors(t *testing.T) {
	tests := []struct {
		name, page string
		want       []string
	}{
		{"ghost author list beside one JSON-LD author", `<html lang="en"><head><title>Budget vote</title>
<script type="application/ld+json">{"@type":"Article","headline":"Budget vote","author":{"@type":"Person","name":"Elin Sandberg"}}</script></head>
<body><article><h1>Budget vote</h1><div class="article-byline"><h4 class="author-name"><a href="/author/elin/">Elin Sandberg</a>, <a href="/author/johan/">Johan Ek</a></h4>
<time datetime="2026-11-25">25 Nov 2026</time></div>` + bylineBody + `</article></body></html>`, []string{"Elin Sandberg", "Johan Ek"}},
		{"portal title suffix after underscores names the site", `<html lang="zh-CN"><head><title>隧道全线贯通_滚动新闻_华东在线</title>
<meta name="author" content="华东在线"></head><body><div class="article"><h1>隧道全线贯通</h1><div class="content">
<p>新华社杭州11月27日电（记者李明、张伟）11月27日上午，随着最后一环管片拼装完成，甬舟铁路金塘海底隧道全线贯通。这是我国首条跨海高铁隧道。</p>
<p>金塘海底隧道全长16.18公里，其中海域段长约11.2公里，最深处位于海平面以下78米。隧道采用两台国产超大直径盾构机从两端相向掘进，历时近4年。</p>
<p>甬舟铁路全长76.4公里，设计时速250公里。建成后，宁波至舟山将实现1小时通达，舟山群岛将结束不通铁路的历史。</p></div></div></body></html>`, []string{"李明", "张伟"}},
		{"signature above a related box in the column", `<html lang="en"><head><title>Budget vote</title>
<script type="application/ld+json">{"@type":"NewsArticle","headline":"Budget vote","author":{"@type":"Organization","name":"Valley Courier"}}</script>
<meta property="og:site_name" content="Valley Courier"></head><body><div class="col-left"><h1>Budget vote</h1>` + bylineBody + `
<p style="text-align:right"><strong>Minh Anh</strong></p><h3>More from this section</h3><ul><li><a href="/a">Floods close the river road again</a> 27/11/2026 07:45</li>
<li><a href="/b">Library reopens</a> 26/11/2026 20:10</li></ul></div></body></html>`, []string{"Minh Anh"}},
		{"cms account beside a field naming the reporter", `<html lang="nl"><head><title>Budget vote</title></head><body><article><h1>Budget vote</h1>
<div class="node__meta"><span>Door <span class="field field--name-uid"><span>redactie</span></span></span> <span>do 26 nov 2026 - 17:42</span></div>
<div class="field field--name-field-auteur field--label-inline"><div class="field__label">Tekst</div><div class="field__item">Marloes de Vries</div></div>` + bylineBody + `</article></body></html>`, []string{"Marloes de Vries"}},
		{"korean outlet as meta author beside the reporter", `<html lang="ko"><head><title>예산안 통과 | 한빛뉴스</title><meta property="og:site_name" content="한빛뉴스">
<meta name="author" content="한빛방송"></head><body><div class="news_view"><h3 class="tit_view">예산안 통과</h3><div class="reporter_info"><span class="name"><a href="/reporter/ps123">박서연 기자</a></span></div>
<div class="text_area">` + bylineBody + `<p>Copyright ⓒ 한빛방송. 무단 전재 및 재배포 금지.</p></div></div></body></html>`, []string{"박서연"}},
		{"an author link and its profile link name one author", `<html lang="en"><head><title>Budget vote</title>
<script type="application/ld+json">{"@type":"Article","headline":"Budget vote","author":{"@type":"Person","name":"Ahmet Serhan"}}</script></head>
<body><article><h1>Budget vote</h1><div class="byline"><a href="/author/ahmet/">Ahmet Serhan</a> <a href="/author/ahmet/">Author Profile</a></div>` + bylineBody + `</article></body></html>`, []string{"Ahmet Serhan"}},
		{"a reviewer's link beside the author's is no co-author", `<html lang="en"><head><title>Budget vote</title>
<script type="application/ld+json">{"@type":"Article","headline":"Budget vote","author":{"@type":"Person","name":"Rebecca Edwards"}}</script></head>
<body><article><h1>Budget vote</h1><div class="byline"><a href="/author/rebecca/">Rebecca Edwards</a> Reviewed by <a href="/author/daniel/">Daniel Delgado</a></div>` + bylineBody + `</article></body></html>`, []string{"Rebecca Edwards"}},
		{"a bold line above links with no box title signs nothing", `<html lang="en"><head><title>Budget vote</title>
<script type="application/ld+json">{"@type":"NewsArticle","headline":"Budget vote","author":{"@type":"Organization","name":"Valley Courier"}}</script>
<meta property="og:site_name" content="Valley Courier"></head><body><div class="col-left"><h1>Budget vote</h1>` + bylineBody + `
<p><strong>Stay Connected</strong></p><ul><li><a href="https://facebook.com/x">Facebook page of the courier</a></li>
<li><a href="https://x.com/x">The courier on X</a></li></ul></div></body></html>`, []string{"Valley Courier"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, got, _ := bylinePage(t, tc.page); !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestHeadingOpeningWithMetaTopicRewords checks that an h1 opening with
// the topic before a metadata title's colon and going on past that
// title's length is the headline shown, an SEO rewrite beside it, not a
// programme's name (probe28: an Urdu page). TestChooseTitle's "Morning
// Briefing with Anna Smith" is the programme's name, shorter.
func TestHeadingOpeningWithMetaTopicRewords(t *testing.T) {
	page := `<html lang="en"><head><title>Smog in Lahore: schools shut for a week - Daily Punjab</title>
<meta property="og:title" content="Smog in Lahore: schools shut for a week">
<script type="application/ld+json">{"@type":"NewsArticle","headline":"Smog in Lahore: schools shut for a week"}</script></head><body><main>
<h1>Smog in Lahore thickens; six districts keep pupils home until Monday</h1>` + bylineBody + `</main></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	want := "Smog in Lahore thickens; six districts keep pupils home until Monday"
	if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != want {
		t.Errorf("title %q, want %q", got, want)
	}
}

// TestHeadingExtendsTitleAfterColon checks that an h1 that is the
// metadata title and a colon part after it is the whole headline, the
// metadata one cut at the colon (probe28: a Romanian WordPress page).
func TestHeadingExtendsTitleAfterColon(t *testing.T) {
	page := `<html lang="en"><head><title>Council approves budget for the new pool - Valley Courier</title>
<meta property="og:title" content="Council approves budget for the new pool - Valley Courier">
<script type="application/ld+json">{"@type":"Article","headline":"Council approves budget for the new pool"}</script></head><body><main>
<h1>Council approves budget for the new pool: work starts in March</h1>` + bylineBody + `</main></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	want := "Council approves budget for the new pool: work starts in March"
	if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != want {
		t.Errorf("title %q, want %q", got, want)
	}
}

// TestRelatedLabelsProbe31 checks the "read also" labels of Yoruba and
// other languages of probe31 open a related line of <br> text.
func TestRelatedLabelsProbe31(t *testing.T) {
	for _, l := range []string{"Ẹ ka èyí náà: Òjò ńlá rọ̀ ní Ìbàdàn", "Funda futhi: Ugesi uzocishwa", "Les eisini: Tunnilin",
		"Aqra wkoll: Il-vapur", "Léigh freisin: Scéal eile", "Loe ka: Tartu bussiliinid", "Прочитајте још: Нови аутобуси",
		"Vakio koa: Hitombo ny vidin'ny solika"} {
		if !relatedLabel(l) {
			t.Errorf("relatedLabel(%q) = false", l)
		}
	}
}

// TestRelatedParagraphShortLink checks that a paragraph of its own
// holding a related label and a link is dropped when the link's headline
// is shorter than the label (which the link-density rule lets through),
// and that a sentence opening with a label word stays.
func TestRelatedParagraphShortLink(t *testing.T) {
	page := `<html><body><div class="news-item"><h1>Өфөлә яңы күпер төҙөлә башланы</h1><div class="item-text">
	<p>Өфөлә Ағиҙел йылғаһы аша яңы күпер төҙөү эштәре башланды. Күпер Затонды ҡала үҙәге менән тоташтырасаҡ, тиҙәр ҡала хакимиәтендә.</p>
	<p><strong>Шулай уҡ уҡығыҙ:</strong> <a href="/news/yul/">Өфөлә яңы юл асылды</a></p>
	<p>Ҡала хакимиәте хәбәр итеүенсә, күпердең оҙонлоғо 1,2 километр буласаҡ. Төҙөлөшкә 15 миллиард һум тотоласаҡ, эштәр өс йыл барасаҡ.</p>
	<p>Read: the council's <a href="/doc.pdf">full decision</a> runs to forty pages and sets out the costs of each stage.</p>
	</div></div></body></html>`
	body := heuristicBody(t, page, "https://example.ru/news/1/")
	if strings.Contains(body, "Шулай уҡ") || !strings.Contains(body, "Ҡала хакимиәте") || !strings.Contains(body, "full decision") {
		t.Errorf("body:\n%s", body)
	}
}

// TestTimeBlockDateline checks that a block holding only a <time
// datetime> element's text leaves the body, whatever language its month
// is written in, and that a sentence holding a <time> stays.
func TestTimeBlockDateline(t *testing.T) {
	page := `<html><body><main><h1>Finfinneetti baaburri magaalaa haaraan tajaajila jalqabe</h1>
	<div class="ts"><time datetime="2026-11-26">26 Sadaasa 2026</time></div>
	<div class="text"><p>Baaburri magaalaa haaraan Finfinnee keessatti tajaajila kennuu jalqabeera. Baaburri kun buufata Ayyaar Tabiyaa irraa hanga Qaallittiitti imala.</p>
	<p>Qondaaltonni akka jedhanitti, baaburri kun guyyaatti namoota kuma 60 geejjibuu ni danda'a, hojiin isaa waggaa lamaaf ture.</p>
	<p>Walgahiin itti aanu <time datetime="2026-12-03">3 Muddee 2026</time> ni taa'a.</p></div></main></body></html>`
	body := heuristicBody(t, page, "https://example.com/om/articles/1")
	if strings.Contains(body, "26 Sadaasa") || !strings.Contains(body, "3 Muddee 2026") || !strings.Contains(body, "Qondaaltonni") {
		t.Errorf("body:\n%s", body)
	}
}

// TestTimeBlockTimelineStays checks that a story's timeline, its years
// and dates each a <time> in a paragraph of their own between the
// story's paragraphs, stays in the body: only a dateline above the text
// is dropped.
func TestTimeBlockTimelineStays(t *testing.T) {
	page := `<html><body><main><h1>How a garage start-up became the region's biggest employer</h1>
	<div class="meta"><time datetime="2026-11-26">November 26, 2026</time></div><div class="text">
	<p>The company, founded by two engineers in a garage in Tartu, has grown into one of the largest employers in the region, with more than four thousand staff.</p>
	<p><strong><time datetime="2019">2019</time></strong></p>
	<p>Its founders say the decisive moment came when a large customer signed a ten-year contract, which let them hire their first hundred engineers.</p>
	<p><strong><time datetime="2021-03">Q1 2021</time></strong></p>
	<p>Two years later the firm opened offices in Riga and Helsinki and listed its shares on the Nasdaq Baltic exchange, raising forty million euros.</p>
	</div></main></body></html>`
	body := heuristicBody(t, page, "https://example.com/news/2026/11/26/garage")
	if !strings.Contains(body, "2019") || !strings.Contains(body, "Q1 2021") {
		t.Errorf("body:\n%s", body)
	}
}
