package extract

import (
	"slices"
	"testing"
)

// TestAuthorPageLinksWithMarks checks that a theme's list of author
// links reads as the byline's team where metadata names only the first
// author, with punctuation between or after the links (the Newspaper
// theme's "Por <a>A</a> y <a>B</a> - " before the date, probe51), and
// that words beside the links still make another kind of box.
func TestAuthorPageLinksWithMarks(t *testing.T) {
	head := `<html lang="es"><head><title>Granizo en el valle</title>
<script type="application/ld+json">{"@type":"NewsArticle","headline":"Granizo en el valle","author":{"@type":"Person","name":"Florencia de la Fuente"}}</script></head>
<body><article><h1>Granizo en el valle</h1>`
	tests := []struct {
		name, byline string
		want         []string
	}{
		{"a dash after the links", `<div class="td-post-author-name"><div class="td-author-by">Por</div> <a href="/author/fdelafuente/">Florencia de la Fuente</a> y <a href="/author/taguirre/">Tomás Aguirre del Pino</a><div class="td-author-line"> - </div></div>`,
			[]string{"Florencia de la Fuente", "Tomás Aguirre del Pino"}},
		{"a middle dot between the links", `<div class="td-post-author-name"><a href="/author/fdelafuente/">Florencia de la Fuente</a> · <a href="/author/taguirre/">Tomás Aguirre del Pino</a></div>`,
			[]string{"Florencia de la Fuente", "Tomás Aguirre del Pino"}},
		{"a reviewer after a dash is no co-author", `<div class="td-post-author-name"><a href="/author/fdelafuente/">Florencia de la Fuente</a> – revisado por <a href="/author/taguirre/">Tomás Aguirre del Pino</a></div>`,
			[]string{"Florencia de la Fuente"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, got, _ := bylinePage(t, head+tc.byline+bylineBody+`</article></body></html>`); !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestAuthorPageLinksCJK checks a Ghost theme's author links in Chinese,
// the byline's label before them and the enumeration comma 、 between
// them ("撰文：<a>陳嘉敏</a>、<a>李俊傑</a>", probe51), where metadata names
// the primary author only: CJK names are whole without a space. A
// photographer's link after a label of its own is no co-author.
func TestAuthorPageLinksCJK(t *testing.T) {
	head := `<html lang="zh-Hant-HK"><head><title>小巴明年加價</title>
<script type="application/ld+json">{"@type":"Article","headline":"小巴明年加價","author":{"@type":"Person","name":"陳嘉敏"}}</script></head>
<body><article><header><h1>小巴明年加價</h1><div class="article-byline">`
	tail := `<time datetime="2026-11-27">2026年11月27日</time> • 閱讀時間約3分鐘</div></header>
<div class="content"><p>觀塘區多條專線小巴路線明年一月起加價，部分路線車費升幅接近一成，營辦商指燃油及人手成本持續上升。</p>
<p>運輸署表示已批准有關申請，並要求營辦商在車廂內張貼新收費表，讓乘客提前知悉。區議員則關注長者及學生的負擔。</p>
<p>有居民表示，每日往返工作地點的車費將增加近四元，希望政府考慮擴大公共交通費用補貼計劃的覆蓋範圍。</p></div></article></body></html>`
	tests := []struct {
		name, byline string
		want         []string
	}{
		{"label and enumeration comma", `<h4 class="author-name">撰文：<a href="/author/ka-man/">陳嘉敏</a>、<a href="/author/lee-chun-kit/">李俊傑</a></h4>`,
			[]string{"陳嘉敏", "李俊傑"}},
		{"a photographer's link after its own label", `<h4 class="author-name">撰文：<a href="/author/ka-man/">陳嘉敏</a>　攝影：<a href="/author/lee-chun-kit/">李俊傑</a></h4>`,
			[]string{"陳嘉敏"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, got, _ := bylinePage(t, head+tc.byline+tail); !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
