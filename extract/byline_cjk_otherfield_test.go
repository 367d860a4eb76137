package extract

import (
	"slices"
	"strings"
	"testing"
)

// TestExtendsBylineCJKOtherField checks that a CJK name after another
// field's label on the byline line (the photographer's "攝影：", the
// editor's "責任編輯：", Japanese "写真：") is no co-author extending
// metadata's single author, while 、 between two reporters still is.
func TestExtendsBylineCJKOtherField(t *testing.T) {
	page := func(lang, meta, byline string) string {
		return `<html lang="` + lang + `"><head><title>小巴明年加價</title>
<script type="application/ld+json">{"@type":"NewsArticle","headline":"小巴明年加價","author":{"@type":"Person","name":"` + meta + `"}}</script></head>
<body><article><header><h1>小巴明年加價</h1><div class="article-byline"><p class="byline">` + byline + `</p><time datetime="2026-11-27">2026年11月27日</time></div></header>
<div class="content"><p>觀塘區多條專線小巴路線明年一月起加價，部分路線車費升幅接近一成，營辦商指燃油及人手成本持續上升。</p>
<p>運輸署表示已批准有關申請，並要求營辦商在車廂內張貼新收費表，讓乘客提前知悉。區議員則關注長者及學生的負擔。</p>
<p>有居民表示，每日往返工作地點的車費將增加近四元，希望政府考慮擴大公共交通費用補貼計劃的覆蓋範圍。</p></div></article></body></html>`
	}
	for _, tc := range []struct {
		name, lang, meta, byline string
		want                     []string
	}{
		{"photographer after 、", "zh-Hant-HK", "陳嘉敏", "撰文：陳嘉敏、攝影：李俊傑", []string{"陳嘉敏"}},
		{"photographer after a space", "zh-Hant-HK", "陳嘉敏", "撰文：陳嘉敏　攝影：李俊傑", []string{"陳嘉敏"}},
		{"pictures 圖", "zh-Hant-TW", "陳嘉敏", "撰文：陳嘉敏、圖：李俊傑", []string{"陳嘉敏"}},
		{"editor", "zh-Hant-TW", "陳嘉敏", "作者：陳嘉敏、責任編輯：李俊傑", []string{"陳嘉敏"}},
		{"simplified photographer", "zh-CN", "陈嘉敏", "记者：陈嘉敏、摄影：李俊杰", []string{"陈嘉敏"}},
		{"japanese photographer", "ja", "山田太郎", "文：山田太郎、写真：佐藤花子", []string{"山田太郎"}},
		{"two reporters", "zh-Hant-TW", "陳嘉敏", "記者陳嘉敏、李俊傑／台北報導", []string{"陳嘉敏", "李俊傑"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, got, _ := bylinePage(t, page(tc.lang, tc.meta, tc.byline)); !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestExtendsBylineCJKRoleGlued checks that a co-author whose role is
// glued to the name ("實習記者李俊傑", an intern reporter; "特約記者", a
// contributing one) never comes out as a name with the role in it: the
// 2+-rune test for a whole CJK name takes the run as a name.
func TestExtendsBylineCJKRoleGlued(t *testing.T) {
	for _, byline := range []string{"記者陳嘉敏、實習記者李俊傑／台北報導", "記者陳嘉敏、特約記者李俊傑／台北報導"} {
		page := `<html lang="zh-Hant-TW"><head><title>小巴明年加價</title>
<script type="application/ld+json">{"@type":"NewsArticle","headline":"小巴明年加價","author":{"@type":"Person","name":"陳嘉敏"}}</script></head>
<body><article><header><h1>小巴明年加價</h1><div class="article-byline"><p class="byline">` + byline + `</p><time datetime="2026-11-27">2026年11月27日</time></div></header>
<div class="content"><p>觀塘區多條專線小巴路線明年一月起加價，部分路線車費升幅接近一成，營辦商指燃油及人手成本持續上升。</p>
<p>運輸署表示已批准有關申請，並要求營辦商在車廂內張貼新收費表，讓乘客提前知悉。區議員則關注長者及學生的負擔。</p>
<p>有居民表示，每日往返工作地點的車費將增加近四元，希望政府考慮擴大公共交通費用補貼計劃的覆蓋範圍。</p></div></article></body></html>`
		_, got, _ := bylinePage(t, page)
		if slices.ContainsFunc(got, func(n string) bool { return strings.Contains(n, "記者") }) {
			t.Errorf("%s: got %q, a name with its role glued", byline, got)
		}
	}
}
