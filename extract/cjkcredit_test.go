package extract

import (
	"slices"
	"strings"
	"testing"
)

// TestBodyDropsCJKClosingCredit checks that the credit line Japanese,
// Korean and Chinese papers set after the text's last paragraph, the
// picture's or the text's and the picture's makers, is no part of the
// body, bracketed or not; and that a short line of the story opening
// with one of the labels is kept.
func TestBodyDropsCJKClosingCredit(t *testing.T) {
	ja := `<p>国宝松本城（松本市）で２０２１年から続いていた本丸南側の石垣の修復工事が完了し、市は２５日、来月１日から周辺の園路を５年ぶりに全面公開すると発表した。</p><p>石垣は２０２０年の大雨で一部が膨らみ、崩落の恐れがあるとして立ち入りが制限されていた。工事では約１８００個の石を一つずつ番号を付けて取り外し、元の位置に積み直した。</p><p>市文化財課の担当者は「江戸時代の積み方をできるだけ再現した。石の一つ一つに職人の工夫が見られる」と話した。</p>`
	ko := `<p>충북 제천시가 내년부터 의림지 주변 도로에 전기 셔틀버스를 운행한다고 19일 밝혔다. 시는 순환 노선을 새로 만들어 관광객 편의를 높인다.</p><p>배차 간격은 20분이며, 요금은 1천 원이다. 주말마다 의림지 주변 도로가 막히자 시가 대책을 내놓았다.</p><p>셔틀버스는 내년 3월부터 운행을 시작한다. 시는 정류장 여섯 곳에 안내판을 새로 세우고 운행 시간표를 누리집에 올릴 예정이다.</p>`
	zh := `<p>记者从市交通局获悉，本市将于下月起开通三条夜间公交线路，覆盖主要商圈和居民区，方便市民夜间出行。</p><p>据介绍，新线路运营时间为晚上十点至次日凌晨两点，票价与日间线路相同，市民可使用交通卡乘车。</p><p>市交通局有关负责人表示，将根据客流情况适时调整发车间隔，进一步优化线路设置。</p>`
	tests := []struct {
		lang, text, last string
		kept             bool
	}{
		{"ja", ja, "（写真・小林真理）", false},
		{"ja", ja, "（写真＝小林真理撮影）", false},
		{"ko", ko, "사진=연합뉴스", false},
		{"ko", ko, "/사진=뉴스1", false},
		{"ko", ko, "글·사진=김민수 기자", false},
		{"zh", zh, "图/文 本报记者 王小明", false},
		{"zh", zh, "图片来源：视觉中国", false},
		// A line of the story opening with a label word: a sentence, or
		// a lone word before a space.
		{"ko", ko, "글 쓰는 시민들", true},
		{"zh", zh, "图：市民排队乘车。记者在现场看到，车厢内十分整洁。", true},
	}
	for _, tc := range tests {
		page := `<html lang="` + tc.lang + `"><body><article><h1>Headline of the story here</h1><div class="article-body">` +
			tc.text + `<p>` + tc.last + `</p></div></article><footer>x</footer></body></html>`
		body := heuristicBody(t, page, "https://news.example.com/a/1.html")
		if got := strings.Contains(body, tc.last); got != tc.kept {
			t.Errorf("%s: body keeps %q = %v, want %v:\n%s", tc.lang, tc.last, got, tc.kept, body)
		}
	}
}

// TestSignatureJaCreditAfterText checks that a Japanese paper's closing
// credit standing in an element of its own right after the text's
// element ("<p class=credit>（文・中村健一　写真・小林真理）</p>") signs the
// story: the writer (文) is the author, the photographer (写真) is not.
func TestSignatureJaCreditAfterText(t *testing.T) {
	page := `<html lang="ja"><head><title>松本城の石垣、修復工事が完了</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"松本城の石垣、修復工事が完了","publisher":{"@type":"Organization","name":"信濃日日新報"}}</script>
</head><body><article><h1>松本城の石垣、修復工事が完了</h1><div class="article-body">
<p>国宝松本城（松本市）で２０２１年から続いていた本丸南側の石垣の修復工事が完了し、市は２５日、来月１日から周辺の園路を５年ぶりに全面公開すると発表した。</p>
<p>石垣は２０２０年の大雨で一部が膨らみ、崩落の恐れがあるとして立ち入りが制限されていた。工事では約１８００個の石を一つずつ番号を付けて取り外し、元の位置に積み直した。</p>
<p>市文化財課の担当者は「江戸時代の積み方をできるだけ再現した。石の一つ一つに職人の工夫が見られる」と話した。</p>
<p>公開に合わせ、修復の様子を紹介するパネル展も天守の近くで開かれる。入場は無料。</p>
</div><p class="credit">（文・中村健一　写真・小林真理）</p><div class="tags"><a href="/tag/0">松本城</a></div></article></body></html>`
	_, got, _ := bylinePage(t, page)
	if want := []string{"中村健一"}; !slices.Equal(got, want) {
		t.Fatalf("chooseAuthors = %q, want %q", got, want)
	}
}

// TestSignatureZhClosingCredit checks that a Chinese paper's closing
// credit, "图/文 本报记者 刘晓燕" (picture and text), signs the story when
// nothing else names its writer, and that a credit of the pictures
// alone does not.
func TestSignatureZhClosingCredit(t *testing.T) {
	page := func(last string) string {
		return `<html lang="zh-CN"><head><title>城东新建三座口袋公园</title></head><body><div class="main">
<h1>城东新建三座口袋公园</h1><div class="info">2026-11-25 09:32</div><div class="article-content">
<p>记者25日从市园林局获悉，城东区新建的三座口袋公园已完成绿化施工，将于本月底向市民开放。</p>
<p>据介绍，三座公园总面积约1.2万平方米，设有儿童游乐区、健身步道和休息座椅，方便周边居民休闲健身。</p>
<p>市园林局有关负责人表示，明年还将在老城区再建五座口袋公园，进一步提升城市绿化水平。</p>
<p>` + last + `</p></div></div></body></html>`
	}
	for last, want := range map[string][]string{
		"图/文 本报记者 刘晓燕": {"刘晓燕"},
		"（文/记者 李明）":    {"李明"},
		"图/记者 李明":      nil,
		// Roles between the names, the pictures' credit after them.
		"（文/记者 李明 实习生 张华）":  {"李明", "张华"},
		"（文/记者 李明 图/受访者提供）": {"李明"},
		"（文/新华社记者 李明）":      {"李明"},
	} {
		_, got, src := bylinePage(t, page(last))
		if !slices.Equal(got, want) {
			t.Errorf("%s: chooseAuthors = %q, want %q", last, got, want)
		}
		// The applier must read the same names from the source.
		if want == nil {
			continue
		}
		if again := authorsOfMatches(&ldMemo{}, sourceMatches(src), "zh"); !slices.Equal(again, want) {
			t.Errorf("%s: applier reads %q from the source, want %q", last, again, want)
		}
	}
}

// TestSignatureKoClosingCredit checks that a Korean paper's closing
// credit naming the text's writer ("글·사진=김민수 기자"), which the body
// drops as a credit line, signs the story, and that a credit of the
// pictures alone ("사진=김민수 기자") does not.
func TestSignatureKoClosingCredit(t *testing.T) {
	page := func(last string) string {
		return `<html lang="ko"><head><title>제천 의림지에 전기 셔틀버스</title></head><body><article>
<h1>제천 의림지에 전기 셔틀버스</h1><div class="article-body">
<p>충북 제천시가 내년부터 의림지 주변 도로에 전기 셔틀버스를 운행한다고 19일 밝혔다. 시는 순환 노선을 새로 만들어 관광객 편의를 높인다.</p>
<p>배차 간격은 20분이며, 요금은 1천 원이다. 주말마다 의림지 주변 도로가 막히자 시가 대책을 내놓았다.</p>
<p>셔틀버스는 내년 3월부터 운행을 시작한다. 시는 정류장 여섯 곳에 안내판을 새로 세우고 운행 시간표를 누리집에 올릴 예정이다.</p>
<p>` + last + `</p></div></article><footer>x</footer></body></html>`
	}
	for last, want := range map[string][]string{
		"글·사진=김민수 기자": {"김민수"},
		"글=김민수 기자":    {"김민수"},
		"사진=김민수 기자":   nil,
	} {
		_, got, src := bylinePage(t, page(last))
		if !slices.Equal(got, want) {
			t.Errorf("%s: chooseAuthors = %q, want %q", last, got, want)
		}
		if want == nil {
			continue
		}
		if again := authorsOfMatches(&ldMemo{}, sourceMatches(src), "ko"); !slices.Equal(again, want) {
			t.Errorf("%s: applier reads %q from the source, want %q", last, again, want)
		}
	}
}
