package extract

import (
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"
)

// A Chinese portal's template (PHPCMS v9's default) sets the date line
// in the h1, after a <br> in a span of its own: "Headline<br><span>
// 2026-11-20 09:36:21 来源：… 作者：王磊 点击：2841次</span>", beside a
// <title> "Headline_Section_Site". The headline is the h1 without the
// date line, the author is the one the line's 作者： names (without the
// view counter after it), and the date is the line's, not a related
// story's further down.
func TestDateLineInsideTheHeadline(t *testing.T) {
	body := strings.Repeat("<p>　　11月20日，记者从市交通运输局获悉，市区至临江新城的快速公交线路将于12月1日起试运营，高峰期发车间隔为4分钟。</p>", 4)
	page := `<html><head><title>快速公交3号线12月1日起试运营 市区到新城只需40分钟_本地新闻_江城在线</title></head><body>` +
		`<div class="main"><div id="Article"><h1>快速公交3号线12月1日起试运营 市区到新城只需40分钟<br />` +
		`<span>2026-11-20 09:36:21&nbsp;&nbsp;来源：江城日报&nbsp;&nbsp;作者：王磊 &nbsp;&nbsp;点击：<span id="hits">2841</span>次</span></h1>` +
		`<div class="content">` + body + `</div></div>` +
		`<div class="box"><h5>相关新闻</h5><ul><li>·<a href="/a/1.html">临江大桥夜间限行措施公布</a><span class="rt">2026-11-16</span></li>` +
		`<li>·<a href="/a/2.html">临江新城首批安置房交付</a><span class="rt">2026-11-08</span></li></ul></div></div></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	h := NewHeuristic()
	h.Now = func() time.Time { return time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC) }
	art, _ := h.Analyze(&Page{URL: "http://www.jiangcheng.example.cn/html/bendi/2026/1120/48271.html", Doc: doc})
	if want := "快速公交3号线12月1日起试运营 市区到新城只需40分钟"; art.Title != want {
		t.Errorf("title = %q, want %q", art.Title, want)
	}
	if got := strings.Join(art.Authors, "; "); got != "王磊" {
		t.Errorf("authors = %q, want 王磊", got)
	}
	if got := art.Published.Format(time.DateOnly); got != "2026-11-20" {
		t.Errorf("published = %s, want 2026-11-20", got)
	}
}
