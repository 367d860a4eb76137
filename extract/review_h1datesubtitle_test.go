package extract

import (
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"
)

// TestDatedSubtitleInHeadline checks that a subtitle in the h1 that opens
// with the day it is about ("历史上的今天<br><span>2008-05-12
// 汶川发生8.0级地震</span>") does not give the publication date, the meta
// line's does.
func TestDatedSubtitleInHeadline(t *testing.T) {
	body := strings.Repeat("<p>　　11月20日，记者从市档案馆获悉，一批反映本市抗震救灾历程的照片和文献资料将于下月起在市博物馆公开展出，展期三个月。</p>", 4)
	page := `<html lang="zh"><head><title>历史上的今天_文化_江城在线</title></head><body><div id="Article">` +
		`<h1>历史上的今天<br><span>2008-05-12 汶川发生8.0级地震</span></h1>` +
		`<div class="info">发布时间：2026-11-20 09:36 来源：江城日报</div><div class="content">` + body + `</div></div></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	h := NewHeuristic()
	h.Now = func() time.Time { return time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC) }
	art, _ := h.Analyze(&Page{URL: "http://www.jiangcheng.example.cn/html/wenhua/2026/1120/48272.html", Doc: doc})
	if got := art.Published.Format(time.DateOnly); got != "2026-11-20" {
		t.Errorf("published = %s, want 2026-11-20", got)
	}
}
