package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// A board's template (gnuboard's, XE's, a forum's) titles the page
// "Headline > Board | Site" and repeats "Headline > Board" in a header
// h1 its stylesheet hides, while the headline shows in the post's own
// heading after a category label. The " > Board" tail names a section
// the page links to in its menu: the headline is the part before it.
func TestBoardNameAfterTheHeadline(t *testing.T) {
	body := strings.Repeat("<p>충북 제천시가 내년부터 의림지 주변 도로에 전기 셔틀버스를 운행한다. 시는 순환 노선에 12인승 전기버스 4대를 투입한다고 밝혔다.</p>", 4)
	page := `<html><head><title>제천시, 전기 셔틀버스 내년 3월 운행 &gt; 지역뉴스 | 제천신문</title>` +
		`<meta property="og:title" content="제천시, 전기 셔틀버스 내년 3월 운행 &gt; 지역뉴스 | 제천신문"></head><body>` +
		`<header id="hd"><h1 id="hd_h1">제천시, 전기 셔틀버스 내년 3월 운행 &gt; 지역뉴스</h1>` +
		`<nav id="gnb"><ul><li><a href="/bbs/board.php?bo_table=local">지역뉴스</a></li><li><a href="/bbs/board.php?bo_table=politics">정치</a></li><li><a href="/bbs/board.php?bo_table=economy">경제</a></li></ul></nav></header>` +
		`<div id="container"><article id="bo_v"><header><h2 id="bo_v_title"><span class="bo_v_cate">행정</span> <span class="bo_v_tit">제천시, 전기 셔틀버스 내년 3월 운행</span></h2></header>` +
		`<section id="bo_v_atc">` + body + `</section></article></div></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://www.jecheon.example.kr/bbs/board.php?bo_table=local&wr_id=3580", Doc: doc})
	if want := "제천시, 전기 셔틀버스 내년 3월 운행"; art.Title != want {
		t.Errorf("title = %q, want %q", art.Title, want)
	}
}
