package extract

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/unicode"
)

// utf16NoBOM encodes s as UTF-16LE without a byte-order mark.
func utf16NoBOM(s string) string {
	out, _ := unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM).NewEncoder().String(s)
	return out
}

// utf16 encodes s as UTF-16 with a byte-order mark.
func utf16(order unicode.Endianness, s string) string {
	out, _ := unicode.UTF16(order, unicode.UseBOM).NewEncoder().String(s)
	return out
}

func TestDecodeHTMLRefusesBinary(t *testing.T) {
	png := "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + strings.Repeat("\x00\x10\x08\x06\x00\x00\x00\x1f\xf3\xffa", 40)
	gz := "\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03" + strings.Repeat("\xec\x5d\x05\x1c\x14\x01\x13", 40)
	// Megabytes of binary data hold ISO-2022-JP's escapes by chance.
	noise := make([]byte, 1<<20)
	for i := range noise {
		noise[i] = byte(i*7919 + i>>8)
	}
	copy(noise[5000:], "\x1b$B")
	for name, raw := range map[string]string{"PNG": png, "gzip": gz, "noise with an escape": string(noise)} {
		if _, _, err := DecodeHTML([]byte(raw), "text/html"); !errors.Is(err, ErrNotText) {
			t.Errorf("%s: err %v, want ErrNotText", name, err)
		}
	}
	// A page with a few stray control characters is still a page.
	page := "<p>" + strings.Repeat("Text pasted from a word processor keeps a stray \x0b vertical tab now and then, "+
		"and an old database export a NUL \x00 or two, which no reader sees and no decoder should refuse. ", 20) + "</p>"
	if out, _, err := DecodeHTML([]byte(page), ""); err != nil || !strings.Contains(string(out), "vertical tab") {
		t.Errorf("page with stray controls: %q, %v", out, err)
	}
}

func TestDecodeHTML(t *testing.T) {
	euckr, _ := korean.EUCKR.NewEncoder().String("<html><body>서울 뉴스</body></html>")
	// windows-1258 writes "ứ" as ư (0xFD) plus a combining acute (0xEC).
	w1258 := "<html><head><meta charset=\"windows-1258\"></head><body>Tin t\xfd\xecc</body></html>"
	// A web archive's toolbar scripts push the page's own <meta> past the
	// 1,024 bytes browsers prescan; one in a comment or a script is no
	// declaration.
	gbText, _ := simplifiedchinese.GBK.NewEncoder().String("话剧《约定无期限》河北各市巡演结束")
	late := "<html><head><script>" + strings.Repeat("var toolbar = 1;\n", 80) + `document.write('<meta charset="koi8-r">')</script>` +
		`<!-- <meta charset="koi8-r"> --><meta http-equiv="Content-Type" content="text/html; charset=gb2312"/></head><body><p>` + gbText + "</p></body></html>"
	polish := "<html><head>" + strings.Repeat("<link rel=\"preload\" href=\"/static/chunk.js\">", 40) +
		"<META CHARSET='Windows-1250'></head><body><p>Sejm zag\xb3osowa\xb3 \"za\"</p></body></html>"
	jis, _ := japanese.ISO2022JP.NewEncoder().String("<p>東京の天気は晴れ</p>")
	tests := []struct {
		name, raw, ctype, want, charset string
	}{
		{"ISO-2022-JP undeclared", jis, "", "東京の天気は晴れ", "iso-2022-jp"},
		{"UTF-16LE without a BOM, by header", utf16NoBOM(strings.Repeat("<p>Straßen in Köln</p>\n", 20)), "text/html; charset=utf-16le", "<p>Straßen in Köln</p>", "utf-16le"},
		{"misread dashes repaired", "<p>2020\xc3\xa2\xe2\x82\xac\xe2\x80\x9c21, 2022\xc3\xa2\xe2\x82\xac\xe2\x80\x9c23 \xc3\xa2\xe2\x82\xac\xe2\x80\x9d and more</p>", "", "2020–21, 2022–23 — and", "utf-8"},
		{"UTF-16LE by its BOM", utf16(unicode.LittleEndian, "<p>Köln</p>"), "text/html; charset=iso-8859-1", "<p>Köln</p>", "utf-16le"},
		{"UTF-16BE by its BOM", utf16(unicode.BigEndian, "<p>Köln</p>"), "", "<p>Köln</p>", "utf-16be"},
		{"ISO-2022-JP declared", jis, "text/html; charset=ISO-2022-JP", "東京の天気は晴れ", "iso-2022-jp"},
		{"utf-8 BOM", "\xef\xbb\xbf<p>Hà Nội</p>", "", "Hà Nội", "utf-8"},
		{"valid utf-8 despite a legacy meta", `<meta charset="iso-8859-1"><p>Hà Nội</p>`, "", "Hà Nội", "utf-8"},
		{"latin-1 by meta", "<meta charset=\"iso-8859-1\"><p>K\xf6ln</p>", "", "Köln", "windows-1252"},
		{"latin-1 by header", "<p>K\xf6ln</p>", "text/html; charset=ISO-8859-1", "Köln", "windows-1252"},
		{"EUC-KR by header", euckr, "text/html; charset=euc-kr", "서울 뉴스", "euc-kr"},
		{"windows-1258 by meta", w1258, "", "Tin tức", "windows-1258"},
		{"meta after the first 1,024 bytes", late, "", "话剧《约定无期限》河北各市巡演结束", "gbk"},
		{"meta after links", polish, "", "Sejm zagłosował", "windows-1250"},
		{"undeclared legacy falls back to windows-1252", "<p>caf\xe9</p>", "", "café", "windows-1252"},
		{"declared utf-8 but invalid", "<meta charset=utf-8><p>caf\xe9</p>", "", "café", "windows-1252"},
		{"utf-8 with a stray latin-1 byte", "<meta charset=utf-8><p>" + strings.Repeat("Grüße aus Köln. ", 10) + "Caf\xe9</p>", "", "Grüße aus Köln. Café", "utf-8"},
		{"mojibake of a Latin-1 misreading repaired", "<p>the LLC\xc3\xa2\xc2\x80\xc2\x99s name \xc3\xa2\xc2\xad\xc2\x90</p>", "", "the LLC’s name ⭐", "utf-8"},
		{"misread no-break space and signs repaired", "<p>1.\xc3\x82\xc2\xa0Myth \xc3\x82\xc2\xa9 2024, 20\xc3\x82\xc2\xb0C</p>", "", "1.\u00a0Myth © 2024, 20°C", "utf-8"},
		{"Â before a letter kept", "<p>\xc3\x82ge, SÃO PAULO, Đ\xc3\x82U</p>", "", "Âge, SÃO PAULO, ĐÂU", "utf-8"},
		{"punctuation read as windows-1252 repaired", "<p>isn\xc3\xa2\xe2\x82\xac\xe2\x84\xa2t \xc3\xa2\xe2\x82\xac\xc5\x93so\xc3\xa2\xe2\x82\xac\xc2\x9d</p>", "", "isn’t “so”", "utf-8"},
		{"and as entities", "<p>isn&acirc;&euro;&trade;t, websites&acirc;&euro;&rdquo;it&#226;&#8364;&#8482;s</p>", "", "isn’t, websites—it’s", "utf-8"},
		{"a page that writes marks right keeps its misreadings", "<p>“Right” – and “right” again… but \xc3\xa2\xe2\x82\xac\xe2\x84\xa2, \xc3\xa2\xe2\x82\xac\xc5\x93 and \xc3\xa2\xe2\x82\xac\xc2\x9d are what a misread page shows</p>", "", "but â€™, â€œ and", "utf-8"},
		{"mojibake written on purpose kept", "<p>I saw \"Ã¤\" and \"â€™\" instead</p>", "", "I saw \"Ã¤\" and \"â€™\" instead", "utf-8"},
		{"a <meta> naming UTF-16 on ASCII bytes is no declaration", "<html><head><meta charset=\"utf-16\"><title>Caf\xe9</title></head><body><p>Fran\xe7ais.</p></body></html>", "", "Français.", "windows-1252"},
		{"nor a header naming UTF-16 without NULs", "<p>Fran\xe7ais.</p>", "text/html; charset=utf-16le", "Français.", "windows-1252"},
		{"nor the replacement encoding", "<meta charset=\"iso-2022-kr\"><p>Fran\xe7ais.</p>", "", "Français.", "windows-1252"},
		{"a few utf-8 pairs in latin-1 text stay latin-1", "<p>" + strings.Repeat("K\xf6ln ", 10) + "\xc3\xa9</p>", "", "Köln", "windows-1252"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, cs, err := DecodeHTML([]byte(tc.raw), tc.ctype)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(out), tc.want) || cs != tc.charset {
				t.Errorf("got %q as %s, want %q as %s", out, cs, tc.want, tc.charset)
			}
		})
	}
}

func FuzzUnmojibake(f *testing.F) {
	f.Add([]byte("LLC\xc3\xa2\xc2\x80\xc2\x99s"))
	f.Add([]byte("\xc3\xb0\xc2\x9f\xc2\x98\xc2\x80 \xc3"))
	f.Add([]byte("Grüße"))
	f.Add([]byte("isn&acirc;&euro;&trade;t \xc3\xa2\xe2\x82\xac\xc2\x9d &#226;&#8364;&#"))
	f.Fuzz(func(t *testing.T, b []byte) {
		out := unmojibake(b)
		if utf8.Valid(b) && !utf8.Valid(out) {
			t.Fatalf("unmojibake(%q) = %q: invalid UTF-8", b, out)
		}
		if len(out) > len(b) {
			t.Fatalf("unmojibake(%q) grew to %q", b, out)
		}
		checkUnmojibakeMarked(t, b)
	})
}

// checkUnmojibakeMarked fails t unless unmojibakeMarked's one pass over b
// answers as unmojibake and mayHoldInvisible do reading it in full.
func checkUnmojibakeMarked(t *testing.T, b []byte) {
	t.Helper()
	want := unmojibake(b)
	wantInvisible := mayHoldInvisible(want)
	got, invisible := unmojibakeMarked(b)
	if !bytes.Equal(got, want) || invisible != wantInvisible {
		t.Fatalf("unmojibakeMarked(%q) = %q, %v; want %q, %v", b, got, invisible, want, wantInvisible)
	}
}

// TestUnmojibakeMarked puts each of what scanMarks looks for at every
// offset within its eight-byte words, alone, twice and at the end.
func TestUnmojibakeMarked(t *testing.T) {
	for _, s := range []string{"LLC\xc3\xa2\xc2\x80\xc2\x99s", "\xc3\x82\xc2\xa0", "Grüße ä é", "\xc3",
		"isn\xc3\xa2\xe2\x82\xac\xe2\x84\xa2t", "&acirc;&euro;&trade;", "&#226;&#8364;&#8482;", "&acirc;&euro", "&#226;&#836",
		"Mes&shy;sen", "a&#xAD;b", "&#8203;", "&ZeroWidthSpace;", "&NoBreak;", "&Negative", "&amp; &#8217;",
		"\u00ad", "\u200b", "\u2060", "\ufeff", "\u200c \u00a0", "\xc2", "\xe2\x80", "\xef\xbb", "&", "&#"} {
		for pad := range 9 {
			p := strings.Repeat("x", pad)
			for _, b := range []string{p + s, p + s + " tail of the line", p + s + p + s + s + " and more text", s + p} {
				checkUnmojibakeMarked(t, []byte(b))
			}
		}
	}
}

func TestText(t *testing.T) {
	doc, _ := html.Parse(strings.NewReader(`<div><h1> Title </h1><p>One   <b>bold</b>
line.</p><script>var x;</script><p hidden>hidden</p><ul><li>a</li><li>b</li></ul>x<br>y
<table><tr><td>c1</td><td>c2</td></tr></table><p style="display: none">no</p>` +
		`<div class="article-block hidden"><p>Subscribe now</p></div><p class="hidden md:block">wide</p><p class="hidden d-lg-block">lg</p>` +
		`<div class="layout__gated w-condition-invisible"><p>gated copy</p></div><p class="invisible-ink">ink</p></div>`))
	want := "Title\nOne bold line.\na\nb\nx\ny\nc1 c2\nwide\nlg\nink"
	if got := Text(doc); got != want {
		t.Errorf("Text = %q, want %q", got, want)
	}
}

func TestClassify(t *testing.T) {
	para := "<p>" + strings.Repeat("Council members debated the budget for the new flood barrier late into the night. ", 3) + "</p>"
	teaser := `<div class="card"><h3><a href="/x">Headline of a story</a></h3><p>` + strings.Repeat("A short teaser text. ", 6) + `</p></div>`
	long := strings.Repeat("The council met until midnight and voted to build a new flood barrier along the river. ", 4)
	tests := []struct {
		name, page, want string
	}{
		{"json-ld article", `<script type="application/ld+json">{"@graph":[{"@type":"WebPage"},{"@type":["NewsArticle"]}]}</script><p>x</p>`, KindArticle},
		{"og article", `<meta property="og:type" content="article">`, KindArticle},
		{"paragraph run", "<div>" + strings.Repeat(para, 4) + "</div>", KindArticle},
		{"teasers", strings.Repeat(teaser, 12), KindListing},
		{"paragraphs in nav", "<nav>" + strings.Repeat(para, 4) + "</nav>", KindListing},
		{"link paragraphs", "<div>" + strings.Repeat(`<p><a href="/a">`+strings.Repeat("linked words here ", 6)+`</a></p>`, 6) + "</div>", KindListing},
		// Articles without structured data, as site builders write them.
		{"paragraphs wrapped one by one", `<main><h1>Budget night</h1><div class="body">` +
			strings.Repeat(`<div class="paragraph"><p>`+long+`</p></div>`, 5) + `</div></main>`, KindArticle},
		{"wrapped paragraphs under headings", `<article><h1>Budget night</h1>` + strings.Repeat(`<section class="text-block"><h2><a href="#part">Part</a></h2><div class="rte"><p>`+long+`</p></div></section>`, 4) + `</article>`, KindArticle},
		{"article in a header", `<header class="blog-landing"><h1>Budget night</h1><div class="rich-text">` + strings.Repeat(para, 6) + `</div></header>`, KindArticle},
		{"article in a page-wide form", `<form id="aspnetForm" action="/news.aspx"><div id="content">` + strings.Repeat(para, 4) + `</div></form>`, KindArticle},
		{"text between line breaks", `<div class="post-body">` + strings.Repeat(long+"<br><br>", 4) + `</div>`, KindArticle},
		// Listings whose teasers have long summaries.
		{"blog home with excerpts", "<main>" + strings.Repeat(`<article class="post"><header><h2 class="entry-title"><a href="/p">A post title here</a></h2>`+
			`<div class="entry-meta">Posted on <a href="/d">May 1</a></div></header><div class="entry-summary"><p>`+long+` […]</p></div></article>`, 8) + "</main>", KindListing},
		{"excerpts under linked titles that are no headings", `<div class="posts">` + strings.Repeat(`<div class="post"><div class="title"><a href="/p">A post title here</a></div>`+
			`<div class="excerpt"><p>`+long+`</p></div></div>`, 8) + `</div>`, KindListing},
		{"excerpts with read-more links", `<div class="view-content">` + strings.Repeat(`<div class="views-row"><div class="field-body"><div class="field-content"><p>`+long+`</p></div></div>`+
			`<div class="more"><a href="/n">Read the whole story</a></div></div>`, 6) + `</div>`, KindListing},
		{"teasers split by line breaks in a table", "<table>" + strings.Repeat(`<tr><td><a href="/s">Headline of the story here</a><br>`+long+`<br><a href="/s">mehr</a></td></tr>`, 8) + "</table>", KindListing},
		{"teasers split by line breaks in cards", strings.Repeat(`<div class="item"><b><a href="/s">Headline of the story here</a></b><br>`+long+`<br><small>3. Mai 2024</small></div>`, 8), KindListing},
		{"cards of two paragraphs under a title link", `<div class="list">` + strings.Repeat(`<div class="card"><div class="t"><a href="/p">A post title here</a></div><p>`+long+`</p><p>`+long+`</p></div>`, 8) + `</div>`, KindListing},
		{"blog index with more-links", "<main>" + strings.Repeat(`<article><h2 class="entry-title"><a href="/p">A post title here</a></h2><div class="entry-content"><p>`+long+long+`</p><p>`+long+long+`</p>`+
			`<p><a class="more-link" href="/p">Continue reading…</a></p></div></article>`, 10) + "</main>", KindListing},
		{"tag page with a description", `<div class="tag-head"><h1>Flood barrier</h1><div class="desc"><p>` + long + long + `</p><p>` + long + long + `</p></div></div>` +
			strings.Repeat(`<div class="card"><a href="/s">A story about the barrier</a><p>A short summary of the story for the card.</p></div>`, 10), KindListing},
		// Chinese is dense: three short paragraphs are a whole story.
		{"short chinese story without metadata", `<div class="content"><h1>市政府宣布扩建公交网络</h1>` + strings.Repeat("<p>市议会周二晚间经过长时间讨论，决定在明年扩建城市公交网络，新增两个区的线路，并延长夜间服务时间，以回应居民数月来的投诉。</p>", 4) + `</div>`, KindArticle},
		{"chinese teasers", strings.Repeat(`<div class="card"><h3><a href="/x">市政府宣布扩建公交网络</a></h3><p>市议会决定扩建公交网络。</p></div>`, 12), KindListing},
		// Metadata that names a listing page.
		{"author page typed ProfilePage", `<script type="application/ld+json">{"@context":"https://schema.org","@type":"ProfilePage","mainEntity":{"@type":"Person","name":"Jane Roe"}}</script>` +
			`<main><h1>Jane Roe</h1><div class="bio">` + strings.Repeat(para, 4) + `</div></main>`, KindListing},
		{"author page with og:type profile", `<meta property="og:type" content="profile"><main><h1>Jane Roe</h1><div class="bio">` + strings.Repeat(para, 4) + `</div></main>`, KindListing},
		// Blog homes and archives that show whole posts.
		{"archive of whole posts under linked titles", "<main>" + strings.Repeat(`<article class="post"><h2 class="entry-title"><a href="/2024/05/p">A post title here</a></h2>`+
			`<div class="entry-content">`+strings.Repeat(para, 3)+`</div></article>`, 3) + "</main>", KindListing},
		{"blogger archive of whole posts", strings.Repeat(`<div class="post hentry" itemscope itemtype="http://schema.org/BlogPosting"><h3 class="post-title"><a href="/2024/05/p.html">A post title here</a></h3>`+
			`<div class="post-body">`+strings.Repeat(long+"<br><br>", 3)+`</div></div>`, 2), KindListing},
		{"one post under a linked title", `<main><article class="post"><h1 class="entry-title"><a href="/2024/05/p">A post title here</a></h1><div class="entry-content">` + strings.Repeat(para, 4) + `</div></article></main>`, KindArticle},
		{"article before the next one, whose title links", `<article><h1>Budget night</h1><div class="body">` + strings.Repeat(para, 4) + `</div></article>` +
			`<article class="next"><h2><a href="/next-story">The story after this one</a></h2><div class="body">` + strings.Repeat(para, 4) + `</div></article>`, KindArticle},
		// Short stories under their headline and dateline.
		{"two-paragraph story", `<main><h1>Highway 9 closed after tanker rollover</h1><div class="byline">By Dana Ortiz | 10:42 AM</div><div class="story-body">` + strings.Repeat(para, 2) + `</div></main>` +
			`<aside>` + strings.Repeat(teaser, 6) + `</aside>`, KindArticle},
		{"two-paragraph story with a <time>", `<article><header><h1>Highway 9 closed</h1><time datetime="2026-11-27">Nov 27</time></header><div>` + strings.Repeat(para, 2) + `</div></article>`, KindArticle},
		{"two-paragraph story with its related links in its <article>", `<article><h1>Highway 9 closed</h1><div class="meta-date">Nov 27, 10:42</div><div class="content">` + strings.Repeat(para, 2) + `</div>` +
			`<div class="related"><h3>Related</h3>` + strings.Repeat(`<h4><a href="/r">A related story about roads</a></h4>`, 4) + `</div></article>`, KindArticle},
		{"two-paragraph story under lines of class words by and when", `<main><h1>Highway 9 closed</h1><div class="by">Dana Ortiz</div><div class="when">Nov 27</div><div class="story">` + strings.Repeat(para, 2) + `</div></main>`, KindArticle},
		{"two-paragraph story under an entry-meta line", `<main><h1>Highway 9 closed</h1><div class="entry-meta">Dana Ortiz</div><div class="story">` + strings.Repeat(para, 2) + `</div></main>`, KindArticle},
		{"two-paragraph story under a dated line of another class", `<main><h1>Highway 9 closed</h1><p class="info">Dana Ortiz · 26.11.2026</p><div class="story">` + strings.Repeat(para, 2) + `</div></main>`, KindArticle},
		{"two-paragraph story under a clock time", `<main><h1>Highway 9 closed</h1><span class="info">Dana Ortiz, 10:42</span><div class="story">` + strings.Repeat(para, 2) + `</div></main>`, KindArticle},
		{"two-paragraph story with a read-also link", `<main><h1>Highway 9 closed</h1><div class="byline">By Dana Ortiz</div><div class="story">` + strings.Repeat(para, 2) +
			`<p>Read also: <a href="/x">Tanker drivers want safer roads</a></p></div></main>`, KindArticle},
		{"two-paragraph story under an h2 headline, the page having no h1", `<main><h2 class="title">Highway 9 closed</h2><div class="byline">By Dana Ortiz</div><div class="story">` + strings.Repeat(para, 2) + `</div></main>`, KindArticle},
		{"home page with no h1: an unlinked h2 over dated teasers", `<main><h2>Latest news</h2>` + strings.Repeat(`<div class="card"><time>May 3</time><h3><a href="/s">A story about the barrier</a></h3><p>`+strings.Repeat("A short teaser text. ", 6)+`</p></div>`, 6) + `</main>`, KindListing},
		{"section name, a count and a description", `<main><h1>Flood barrier</h1><div class="count">12 stories</div><div class="desc">` + strings.Repeat(para, 2) + `</div></main>`, KindListing},
		{"section name, a description and dated teasers", `<main><h1>Flood barrier</h1><div class="desc">` + strings.Repeat(para, 2) + `</div>` +
			strings.Repeat(`<div class="card"><time>May 3</time><h3><a href="/s">A story about the barrier</a></h3></div>`, 6) + `</main>`, KindListing},
		{"teasers between a section name and its description", `<main><h1>Flood barrier</h1><div class="date">Updated daily</div>` + strings.Repeat(`<h3><a href="/s">A story about the barrier</a></h3>`, 3) + `<div class="desc">` + strings.Repeat(para, 2) + `</div></main>`, KindListing},
		{"photo gallery with captions", `<article><h1>Skating on the pond at last</h1><div class="meta"><time datetime="2026-01-17">17 January</time></div><p>For the first time in eight years the ice held.</p>` +
			strings.Repeat(`<figure><img src="/f.jpg" alt=""><figcaption>Skaters crowd the pond on Saturday morning as the ice finally holds.</figcaption></figure>`, 6) + `</article>`, KindArticle},
		{"cards with captions under linked titles", `<main><h1>Photos</h1><div class="date">Updated daily</div>` + strings.Repeat(`<div class="card"><h3><a href="/g">A gallery of the week</a></h3><figure><img src="/f.jpg" alt=""><figcaption>Skaters crowd the pond on Saturday morning as the ice finally holds.</figcaption></figure></div>`, 6) + `</main>`, KindListing},
		{"contact page with opening times", `<main><h1>Contact us</h1><div class="opening-times">Mon–Fri 9–17</div><div class="text">` + strings.Repeat(para, 2) + `</div></main>`, KindListing},
		{"story with a time of its own beside a timeline link", `<main><h1>Highway 9 closed</h1><div class="timeline-nav">Earlier</div><span class="pubtime">10:42</span><div class="text">` + strings.Repeat(para, 2) + `</div></main>`, KindArticle},
		{"author bio of two paragraphs", `<main><section class="author-bio"><h1>Jane Roe</h1><div class="author-text">` + strings.Repeat(para, 2) + `</div></section>` + strings.Repeat(teaser, 8) + `</main>`, KindListing},
		{"headline and two paragraphs with a date in their text", `<main><h1>Events in town</h1><div class="intro">` + para + `<p>` + long + ` As of <time datetime="2026-11-27">27 November</time>.</p></div></main>`, KindListing},
		{"headline and two paragraphs without a dateline", `<main><h1>Flood barrier</h1><div class="desc">` + strings.Repeat(para, 2) + `</div></main>`, KindListing},
		{"search results", `<div id="results">` + strings.Repeat(`<div class="result"><h3><a href="/r">A matching page title</a></h3><div class="snippet"><p>`+long+`</p></div><cite>a.example/r</cite></div>`, 10) + `</div>`, KindListing},
	}
	for _, tc := range tests {
		doc, _ := html.Parse(strings.NewReader("<html><head></head><body>" + tc.page + "</body></html>"))
		if got := Classify(doc); got != tc.want {
			t.Errorf("%s: Classify = %s, want %s", tc.name, got, tc.want)
		}
	}
}

func TestTextLength(t *testing.T) {
	for s, want := range map[string]int{"bus": 3, "公交": 6, "버스": 4, "バス": 6, "автобус": 7, "รถเมล์": 6, "": 0} {
		if got := TextLength(s); got != want {
			t.Errorf("TextLength(%q) = %d, want %d", s, got, want)
		}
	}
}

func TestArticleIDAndHash(t *testing.T) {
	if ArticleID("https://a.example/x") != ArticleID("https://a.example/x") || ArticleID("https://a.example/x") == ArticleID("https://a.example/y") {
		t.Error("ArticleID is not a stable function of the URL")
	}
	a := Article{Title: "T", Body: "B", Method: MethodSelectors}
	b := a
	b.Method, b.ID, b.Problems = MethodTrafilatura, "other", []string{"x"}
	if a.ContentHash() != b.ContentHash() {
		t.Error("volatile fields changed the content hash")
	}
	b.Body = "B2"
	if a.ContentHash() == b.ContentHash() {
		t.Error("a body change did not change the content hash")
	}
}

func TestTrafilaturaFallback(t *testing.T) {
	page := `<html><head><title>Bridge reopens | Ledger</title><meta property="og:title" content="Bridge reopens">
<meta name="author" content="Ann Lee"><meta property="article:published_time" content="2026-10-11T09:00:00-05:00"></head>
<body><nav><a href="/">Home</a></nav><article><h1>Bridge reopens</h1>` + strings.Repeat("<p>The old bascule bridge over the river reopened on Sunday after two years of repairs that cost the city millions.</p>", 5) +
		`</article><footer>© Ledger</footer></body></html>`
	doc, _ := html.Parse(strings.NewReader(page))
	a, err := Trafilatura{}.Extract(context.Background(), &Page{URL: "https://l.example/bridge", Site: "l.example", Doc: doc})
	if err != nil {
		t.Fatal(err)
	}
	if a.Title != "Bridge reopens" || a.Method != MethodTrafilatura || !strings.Contains(a.Body, "bascule bridge") ||
		strings.Contains(a.Body, "© Ledger") || a.PublishedRaw != "2026-10-11" || len(a.Authors) != 1 {
		t.Errorf("article = %+v", a)
	}
}

// TestFallbackSkipsNoscript checks that a page whose article is drawn
// by script (a Next.js shell) gives no markup as its body: with scripting
// on, a <noscript>'s content is text, and go-trafilatura took the tag
// manager's "<iframe src=…>" for the article.
func TestFallbackSkipsNoscript(t *testing.T) {
	page := `<html lang="ko"><head><title>장동혁, 한동훈 제명했지만</title></head><body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-X" height="0" width="0" style="display:none"></iframe></noscript>` +
		`<main><div class="spinner"></div></main><noscript><img src="/pixel.gif" alt=""></noscript></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	a, err := Trafilatura{}.Extract(context.Background(), &Page{URL: "https://h.example/news/1", Doc: doc})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(a.Body, "<") || strings.Contains(a.Body, "googletagmanager") || a.Lang == "en" {
		t.Errorf("body %q, lang %q: the noscript markup was read as text", a.Body, a.Lang)
	}
}

// TestTrafilaturaFallbackLines checks that the fallback keeps
// go-trafilatura's words and spacing and breaks them into paragraphs:
// its output tree alone ran paragraphs and table cells together.
func TestTrafilaturaFallbackLines(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " The old bascule bridge over the river reopened on Sunday after two years of repairs.</p>"
	}
	page := `<html><head><title>Bridge reopens</title></head><body><article><h1>Bridge reopens</h1>` +
		para("First.") + para("Second.") + `<table><tr><td>Cost</td><td>Years</td></tr><tr><td>12 million</td><td>2</td></tr></table>` +
		`<p>Author: <strong>Ann Lee</strong> <strong>Released:</strong> June 2026</p>` + para("Third.") + `</article></body></html>`
	doc, _ := html.Parse(strings.NewReader(page))
	a, err := Trafilatura{}.Extract(context.Background(), &Page{URL: "https://l.example/bridge", Doc: doc})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"\nFirst.", "repairs.\nSecond.", "Cost Years", "Ann Lee Released: June 2026", "\nThird."} {
		if !strings.Contains(a.Body, w) {
			t.Errorf("body lacks %q:\n%s", w, a.Body)
		}
	}
}

func TestWithBreaks(t *testing.T) {
	tests := []struct{ text, structured, want string }{
		{"One two. Three four.", "One two.\nThree four.", "One two.\nThree four."},
		// The tree lost the space between inline elements: the text's spacing stays.
		{"Author: H.G. Parry Released: June", "Author:\nH.G. ParryReleased:June", "Author:\nH.G. Parry Released: June"},
		// The tree repeats a paragraph: the text stays on one line.
		{"Only once.", "Only once.\nOnly once.", "Only once."},
		{"Words differ.", "Word differs.", "Words differ."},
		{"", "", ""},
	}
	for _, tt := range tests {
		if got := withBreaks(tt.text, tt.structured); got != tt.want {
			t.Errorf("withBreaks(%q, %q) = %q, want %q", tt.text, tt.structured, got, tt.want)
		}
	}
}

// TestTextShowsCollapsedPanels checks that the answer of an accordion
// (named by its toggle, or after a collapsed toggle in a heading) and a
// tab panel, hidden until a reader opens them, count as the page's text,
// while a modal dialog a link opens and a menu's drop-down stay hidden.
func TestTextShowsCollapsedPanels(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<div>` +
		`<div><button aria-expanded="false" aria-controls="p1">1. Understand your bill</button></div><div id="p1" style="display:none"><p>Look for the yearly kilowatt hours.</p></div>` +
		`<div role="tabpanel" hidden><p>Specs of the scooter.</p></div>` +
		`<div hidden><div role="region"><p>Warranty of two years.</p></div></div>` +
		`<h3><button aria-expanded="false">What to consider?</button></h3><div hidden aria-hidden="true"><p>Fit comes first.</p></div>` +
		`<a href="#m" aria-controls="m">Call us</a><div id="m" class="modal" style="display:none"><p>Hotline number</p></div>` +
		`<nav><button aria-expanded="false">Menu</button></nav><ul hidden><li>Menu item</li></ul>` +
		`<div style="display:none"><p>Plain hidden</p></div></div>`))
	if err != nil {
		t.Fatal(err)
	}
	got := Text(doc)
	for _, want := range []string{"yearly kilowatt hours", "Specs of the scooter", "Warranty of two years", "Fit comes first"} {
		if !strings.Contains(got, want) {
			t.Errorf("text lacks %q:\n%s", want, got)
		}
	}
	for _, no := range []string{"Hotline number", "Menu item", "Plain hidden"} {
		if strings.Contains(got, no) {
			t.Errorf("text holds %q:\n%s", no, got)
		}
	}
}

func TestIsLoadingLine(t *testing.T) {
	for s, want := range map[string]bool{
		"Loading specifications…": true, "Loading...": true, "Wird geladen …": true,
		"Loading the truck took all day.": false, "Loading": false, "Uploading photos…": false,
	} {
		if got := isLoadingLine(s); got != want {
			t.Errorf("isLoadingLine(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestExpandTemplates checks that a post body a Blogger theme ships in a
// <script type="text/template"> is read, while templates of script data
// (JSON), with template syntax, or beside other text stay unread.
func TestExpandTemplates(t *testing.T) {
	para := "<p>Over the past few years we have seen threats on the web becoming increasingly sophisticated, and phishing sites rotate domains quickly.</p>"
	page := `<html><body><h2 class="title">Safer browsing</h2><div class="post-body" itemprop="articleBody">` +
		`<script type='text/template'>` + strings.Repeat(para, 3) + `</script></div>` +
		`<div class="popup"><script type="text/template"><p>{{ message }}</p></script></div>` +
		`<div id="c1"><script type="text/template"><![CDATA[{"content":"<p>JSON data</p>"}]]></script></div>` +
		`<div>Sign up<script type="text/template"><p>Newsletter form text</p></script></div></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	text := Text(doc)
	if !strings.Contains(text, "threats on the web") {
		t.Errorf("the post in the template is not read:\n%s", text)
	}
	for _, no := range []string{"message", "JSON data", "Newsletter form"} {
		if strings.Contains(text, no) {
			t.Errorf("text holds %q from a template that is not the post:\n%s", no, text)
		}
	}
}

// TestExpandShadowRoots checks that a declarative shadow root's content
// (what a browser renders in the host element) is read, while a plain
// <template> (markup kept for a script to clone) stays unread.
func TestExpandShadowRoots(t *testing.T) {
	page := `<html><body><news-article><template shadowrootmode="open"><h1>Water plant upgrade begins</h1>` +
		`<p>Engineers have begun replacing the filtration beds.</p></template></news-article>` +
		`<template id="card"><p>Farmers market moves to new lot</p></template></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	text := Text(doc)
	if !strings.Contains(text, "Engineers have begun") || !strings.Contains(text, "Water plant upgrade") {
		t.Errorf("the shadow root's content is not read:\n%s", text)
	}
	if strings.Contains(text, "Farmers market") {
		t.Errorf("a plain template is read:\n%s", text)
	}
}

// TestExpandTemplatesThenShadowRoots checks that a shadow root inside a
// template put in place is read too: ParseHTML asks for shadow roots
// after templates, whether or not the page held one before.
func TestExpandTemplatesThenShadowRoots(t *testing.T) {
	para := "<p>Over the past few years we have seen threats on the web becoming increasingly sophisticated, and phishing sites rotate domains quickly.</p>"
	page := `<html><body><div class="post-body"><script type="text/template">` + strings.Repeat(para, 3) +
		`<news-box><template shadowrootmode="open"><p>Inner shadow text</p></template></news-box></script></div></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	if text := Text(doc); !strings.Contains(text, "threats on the web") || !strings.Contains(text, "Inner shadow text") {
		t.Errorf("the shadow root of the template's post is not read:\n%s", text)
	}
}

// TestInlineSrcdocFrames checks that an article a page frames in an
// <iframe srcdoc> is read in place, while a framed widget with little
// text stays a frame.
func TestInlineSrcdocFrames(t *testing.T) {
	para := "<p>The assembly approved a fund for rural roads with an initial budget of 400 million, giving priority to small towns.</p>"
	article := `<!DOCTYPE html><html><head><title>x</title></head><body><article><h1>Assembly approves road fund</h1>` + strings.Repeat(para, 5) + `</article></body></html>`
	widget := `<html><body><p>Follow us for daily updates</p></body></html>`
	page := `<html><body><main><iframe srcdoc="` + html.EscapeString(article) + `"></iframe></main>` +
		`<aside><iframe srcdoc="` + html.EscapeString(widget) + `"></iframe></aside></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	text := Text(doc)
	if !strings.Contains(text, "Assembly approves road fund") || !strings.Contains(text, "rural roads") {
		t.Errorf("the framed article is not read:\n%s", text)
	}
	if strings.Contains(text, "Follow us") {
		t.Errorf("a framed widget is read:\n%s", text)
	}
	if h1 := find(doc, func(n *html.Node) bool { return n.DataAtom == atom.H1 }); h1 == nil || h1.Parent.DataAtom != atom.Article {
		t.Errorf("the framed article's markup is not in the page")
	}
}

// TestInlineSrcdocFramesLeavesArticlePagesAlone: a page with an article
// of its own that frames another page (an embed, a promo) beside it
// does not take in that page's headline, byline, JSON-LD or text.
func TestInlineSrcdocFramesLeavesArticlePagesAlone(t *testing.T) {
	para := "<p>The council approved the budget for next year after a long debate about the new swimming pool and the roads.</p>"
	framed := `<html><body><h1>Framed Headline</h1><p>By Mallory Framed</p>` +
		`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Framed Headline"}</script>` +
		strings.Repeat("<p>Subscribe to our newsletter to get the best stories of the week every Friday, with offers from partners.</p>", 5) + `</body></html>`
	page := `<html><body><main><article><h1>Council approves budget</h1>` + strings.Repeat(para, 5) +
		`<iframe sandbox srcdoc="` + html.EscapeString(framed) + `"></iframe></article></main></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	if text := Text(doc); strings.Contains(text, "Framed Headline") || strings.Contains(text, "Subscribe") {
		t.Errorf("a page with its own article reads the page it frames:\n%s", text)
	}
}

func TestListingURL(t *testing.T) {
	for u, want := range map[string]bool{
		"https://a.example/tag/climate/":                 true,
		"https://a.example/tag/climate/page/3/":          true,
		"https://a.example/category/news/":               true,
		"https://a.example/author/jane-roe":              true,
		"https://a.example/autor/lucia-fernandez":        true,
		"https://a.example/?s=budget":                    true,
		"https://a.example/page/2/?s=budget":             true,
		"https://a.example/search/?q=budget":             true,
		"https://a.example/page/2/":                      true,
		"https://a.example/news/story/page/2":            false, // a story's page 2
		"https://a.example/news/page/2":                  false, // a section's page 2, or a story's
		"https://a.example/2026/11/27/tag-der-arbeit/":   false,
		"https://a.example/tag/climate/heat-pumps-test/": false, // a story filed under a tag
		"https://a.example/themen/atomkraft-erdgas":      false,
		"https://a.example/news/search-and-rescue":       false,
		"https://a.example/?p=123":                       false,
		"https://a.example/":                             false,
	} {
		if got := ListingURL(u); got != want {
			t.Errorf("ListingURL(%s) = %v, want %v", u, got, want)
		}
	}
}

func TestStoryURL(t *testing.T) {
	for u, want := range map[string]bool{
		"https://a.example/news/local/highway-9-tanker-rollover":         true, // a slug of words
		"https://a.example/sociedad/reforma-de-la-dependencia.html":      true,
		"https://a.example/2026/11/27/mill-lane/":                        true, // a date path and a name
		"https://a.example/news/2026/nov/dekedaha.aspx":                  true,
		"https://a.example/news/story-1234567":                           true, // a long number
		"https://a.example/news/articleView.html?idxno=2012345":          true,
		"https://a.example/article/20260312/sakura":                      true,
		"https://a.example/":                                             false,
		"https://a.example/politik":                                      false, // a section
		"https://a.example/news/society":                                 false,
		"https://a.example/lo-mas-leido":                                 false, // a short slug
		"https://a.example/2024/05/":                                     false, // a month's archive
		"https://a.example/2026/11/26/page/2/":                           false, // a day's archive, page 2
		"https://a.example/news/2026/11/page/3":                          false,
		"https://a.example/tag/climate-change-and-energy/":               false, // a listing's URL
		"https://a.example/consent?return=%2F2026%2F11%2F27%2Fincidente": false,
		"https://a.example/index.php?p=12345":                            true,  // a post's number
		"https://a.example/agenda?date=20261127":                         false, // a day's listing
		"https://a.example/news?_=1732712345":                            false, // a cache-buster
		"https://a.example/news?t=1732712345":                            false,
	} {
		if got := StoryURL(u); got != want {
			t.Errorf("StoryURL(%s) = %v, want %v", u, got, want)
		}
	}
}

func TestClassifyPage(t *testing.T) {
	para := "<p>" + strings.Repeat("Council members debated the budget for the new flood barrier late into the night. ", 3) + "</p>"
	short := `<main><h1>Flood barrier approved</h1><div class="story">` + para + `</div></main>`
	teasers := `<main><h1>Flood barrier</h1>` + strings.Repeat(`<h3><a href="/s">A story about the barrier</a></h3>`, 3) + `<div class="desc">` + para + `</div></main>`
	tests := []struct {
		name, page, url string
		story           bool
		want            string
	}{
		{"one paragraph with no dateline at a section's URL", short, "https://a.example/news", false, KindListing},
		{"one paragraph with no dateline at a story's URL", short, "https://a.example/news/flood-barrier-approved-tonight", false, KindArticle},
		{"one paragraph with no dateline from a feed", short, "https://a.example/news?id=12", true, KindArticle},
		{"teasers above a paragraph at a story's URL", teasers, "https://a.example/news/flood-barrier-approved-tonight", true, KindListing},
		{"a story at a tag's URL", short, "https://a.example/tag/flood-barrier-approved/", true, KindListing},
		{"a short note at a story's URL", `<main><h1>Page not found</h1><p>The story you asked for was removed.</p></main>`, "https://a.example/news/2026/11/20/old-story/", false, KindListing},
	}
	for _, tc := range tests {
		doc, _ := html.Parse(strings.NewReader("<html><head></head><body>" + tc.page + "</body></html>"))
		if got := ClassifyPage(doc, tc.url, tc.story); got != tc.want {
			t.Errorf("%s: ClassifyPage = %s, want %s", tc.name, got, tc.want)
		}
	}
}

func TestSecondLook(t *testing.T) {
	page := `<html><body><header><a href="/">Harbour Herald</a></header><h1>Flood barrier works start</h1><div>…</div></body></html>`
	sentences := "The first piles of the new flood barrier went into the river bed on Monday morning.\n" +
		"The council expects the work to take two years and to cost twelve million pounds.\n" +
		"Boats will pass through a narrowed channel until the spring, the harbour master said."
	headlines := "Flood barrier works start on Monday as the first piles go in\nCouncil approves the new budget after a night of debate\n" +
		"Harbour master narrows the channel for boats until the spring\nFerry fares rise by a tenth from January for all travellers"
	for _, tc := range []struct {
		name, title, body string
		want              bool
	}{
		{"sentences under the page's headline", "Flood barrier works start", sentences, true},
		{"a title no heading reads", "Harbour Herald", sentences, false},
		{"a list of headlines", "Flood barrier works start", headlines, false},
		{"too short", "Flood barrier works start", "The first piles went in on Monday morning, watched from the bridge.", false},
	} {
		doc, _ := html.Parse(strings.NewReader(page))
		if got := SecondLook(doc, Article{Title: tc.title, Body: tc.body}); got != tc.want {
			t.Errorf("%s: SecondLook = %v, want %v", tc.name, got, tc.want)
		}
	}
}
