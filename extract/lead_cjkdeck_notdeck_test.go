package extract_test

import (
	"strings"
	"testing"
)

// zhStory is a Chinese article text long enough to be found as the body.
const zhStory = `<p>记者26日从市交通运输局获悉，地铁12号线东延段将于明年6月开通试运营。目前全线已完成轨道铺设和供电系统调试，正在进行空载试运行。</p>
<p>东延段全长约9.6公里，共设6座车站，其中3座为换乘站。开通后，从城东新区到市中心的通勤时间将由目前的一个多小时缩短至40分钟左右。</p>
<p>市交通运输局相关负责人表示，东延段施工期间曾遇到复杂地质条件，部分区间采用了冻结法加固，工期因此比原计划推迟了约半年。</p>
<p>该负责人说，下一步将组织专家进行安全评估，并根据客流预测优化列车运行图，确保开通后运营平稳有序。</p>`

// TestCJKDeckHeadingNotDeck checks that a heading classed as a
// subtitle right below the headline in Chinese that is no deck of the
// story stays out of the body: the headline's Chinese version under an
// English headline on a bilingual page, and a picture's caption.
func TestCJKDeckHeadingNotDeck(t *testing.T) {
	for _, tt := range []struct{ name, title, deck string }{
		{"translated headline", "Metro Line 12 eastern extension to open next June", "地铁12号线东延段明年6月开通试运营，城东新区到市中心通勤时间缩短至40分钟"},
		{"photo caption", "地铁12号线东延段明年6月开通", "图为11月26日，工作人员在地铁12号线东延段城东新区站调试屏蔽门。记者 李明 摄"},
		{"series label", "地铁12号线东延段明年6月开通", "【新时代 新征程 新伟业·高质量发展调研行】系列报道之二十六：城市轨道交通篇"},
	} {
		page := `<html><head><title>` + tt.title + `</title></head><body><div class="article"><h1>` + tt.title + `</h1>` +
			`<h2 class="subtitle">` + tt.deck + `</h2><div class="info">2026-11-26 09:30 来源：城东日报</div>` +
			`<div class="article-content">` + zhStory + `</div></div></body></html>`
		art := coldExtract(t, "https://news.example.cn/2026/11/26/c_1.htm", page)
		if strings.Contains(art.Body, tt.deck) {
			t.Errorf("%s: %q is in the body:\n%s", tt.name, tt.deck, art.Body)
		}
	}
}
