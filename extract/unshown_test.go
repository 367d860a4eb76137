package extract

import "testing"

// TestBodyUnshownLabels checks that text only screen readers get weighs
// nothing as prose: a board's metadata row that names its fields for
// them (gnuboard's sound_only labels) no longer makes the whole article
// element, with its pager and comments, the container rather than the
// element of the story's paragraphs.
func TestBodyUnshownLabels(t *testing.T) {
	page := `<html><body><div id="container"><article id="bo_v">
<section id="bo_v_info"><h2>페이지 정보</h2><div class="profile_info_ct">
<span class="sound_only">작성자</span> <strong>이하늘 기자</strong><br>
<span class="sound_only">댓글</span><strong><a href="#bo_vc">2건</a></strong>
<span class="sound_only">조회</span><strong>418회</strong>
<strong class="if_date"><span class="sound_only">작성일</span> 26-11-19 14:22</strong></div></section>
<section id="bo_v_atc"><div id="bo_v_con">
<p>충북 제천시가 내년부터 의림지 주변 도로에 전기 셔틀버스를 운행한다고 밝혔다. 시는 순환 노선을 새로 만든다.</p>
<p>배차 간격은 20분이며, 요금은 1천 원이다. 주말마다 의림지 주변 도로가 막히자 시가 대책을 내놓았다.</p>
<p>셔틀버스는 내년 3월부터 운행을 시작한다. 시는 이용 현황을 보고 노선을 늘릴 계획이다.</p>
</div></section>
<ul class="bo_v_nb"><li><span class="nb_tit">이전글</span><a href="/bbs/board.php?wr_id=3579">제천 한방엑스포 공원 겨울 조명 점등</a></li>
<li><span class="nb_tit">다음글</span><a href="/bbs/board.php?wr_id=3581">의림지 겨울 축제 1월 개막</a></li></ul>
</article></div></body></html>`
	checkBody(t, page, []string{"셔틀버스를 운행한다고", "노선을 늘릴 계획"}, []string{"페이지 정보", "이하늘 기자", "418회", "이전글"})
}

// TestCaptionLineKoreanCredit checks that a line ending in a Korean
// paper's credit in brackets, "(사진=… 제공)", is a caption, and that a
// bracket holding no credit is not.
func TestCaptionLineKoreanCredit(t *testing.T) {
	for s, want := range map[string]bool{
		"▲ 제천시가 도입하는 12인승 전기 셔틀버스. (사진=제천시 제공)": true,
		"시청 앞 광장의 새 분수대 (사진제공=연합뉴스)":            true,
		"시는 19일 순환 노선을 발표했다 (사진 참조)":            false,
		"요금은 1천 원이다 (x=1)":                      false,
	} {
		if got := isCaptionLine(s); got != want {
			t.Errorf("isCaptionLine(%q) = %v, want %v", s, got, want)
		}
	}
}
