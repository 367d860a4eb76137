package extract

// Misfires of probe28's counter, disclaimer, programme-title,
// signature and photo-field rules that stop 44's review proved.

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestBoxScoreHitsKept checks that "Hits: 8" in a list of a game's
// labelled numbers stays in the body: a box score's line, not the
// page's hit counter.
func TestBoxScoreHitsKept(t *testing.T) {
	page := `<html lang="en"><body><article><h1>Hawks beat Lions in the opener</h1><div class="entry-content">
<p>The Hawks beat the Lions 5-3 on Saturday night in front of a sold-out crowd, with the rookie pitcher throwing seven strong innings in his debut.</p>
<p>The Lions scored twice in the ninth but could not complete the comeback, and the Hawks closer struck out the last batter with runners on second and third.</p>
<ul><li>Runs: 5</li><li>Hits: 8</li><li>Errors: 1</li></ul>
<p>The two teams meet again on Sunday afternoon, when the Hawks will start their veteran left-hander, who has won his last four decisions.</p>
</div></article></body></html>`
	if body := heuristicBody(t, page, "https://example.com/sports/1/"); !strings.Contains(body, "Hits: 8") {
		t.Errorf("body:\n%s", body)
	}
}

// TestCtrlEnterStepKept checks that a how-to's step naming the Ctrl+Enter
// keys stays in the body: only the prompt asking for a typo is the
// site's furniture.
func TestCtrlEnterStepKept(t *testing.T) {
	for line, want := range map[string]bool{
		"Press Ctrl+Enter to send the message.":                       false,
		"Нажмите Ctrl+Enter, чтобы отправить сообщение.":              false,
		"Found a typo? Select it and press Ctrl+Enter":                true,
		"Если вы заметили опечатку, выделите её и нажмите Ctrl+Enter": true,
	} {
		if got := isBoilerLine(line); got != want {
			t.Errorf("isBoilerLine(%q) = %v, want %v", line, got, want)
		}
	}
	page := `<html lang="en"><body><article><h1>How to send messages faster in the new chat app</h1><div class="entry-content">
<p>The latest update of the chat app changes the way messages are sent, and many users have been confused by the new behaviour since it arrived this week.</p>
<p>By default the Enter key now adds a new line instead of sending the message, which lets you write longer notes without sending them by accident.</p>
<p>Press Ctrl+Enter to send the message.</p>
<p>You can change this in the settings under Keyboard, where an option restores the old behaviour for those who prefer it, the company said on Tuesday.</p>
</div></article></body></html>`
	if body := heuristicBody(t, page, "https://example.com/news/1/"); !strings.Contains(body, "Press Ctrl+Enter to send") {
		t.Errorf("body:\n%s", body)
	}
}

// TestPhotoFieldAfterWriterDottedCapital checks that a photo field after
// the writer's is set apart when the line holds a letter whose small
// form is longer than its capital (Turkish "İ"): the photographer is not
// the author.
func TestPhotoFieldAfterWriterDottedCapital(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"Yazar: İbrahim Kaya. Foto: Ali Demir", []string{"İbrahim Kaya"}},
		{"Yazar: Ayşe Yılmaz. Foto: İHA", []string{"Ayşe Yılmaz"}},
	}
	for _, tc := range tests {
		if got := CleanAuthors([]string{tc.in}, "tr"); !slices.Equal(got, tc.want) {
			t.Errorf("CleanAuthors(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestLongProgrammeNameNotHeadline checks that an h1 naming a programme
// and its hosts, opening with the topic before the metadata title's
// colon, stays the programme's name when it is longer than the
// episode's title: the metadata title is the headline.
func TestLongProgrammeNameNotHeadline(t *testing.T) {
	page := `<html lang="en"><head><title>Morning Briefing: 27 November | Radio Valley</title>
<meta property="og:title" content="Morning Briefing: 27 November">
<script type="application/ld+json">{"@type":"NewsArticle","headline":"Morning Briefing: 27 November"}</script></head><body><main>
<h1>Morning Briefing with Anna Smith and Tom Reid</h1>` + bylineBody + `</main></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	want := "Morning Briefing: 27 November"
	if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != want {
		t.Errorf("title %q, want %q", got, want)
	}
}

// TestSourceCreditAboveRelatedBoxNoSignature checks that the outlet a
// Vietnamese portal credits under a story it carries, in bold above the
// box of other stories closing the column ("Theo Thanh Niên", "Nguồn:
// Tuổi Trẻ"), is not read as the story's signature.
func TestSourceCreditAboveRelatedBoxNoSignature(t *testing.T) {
	for _, last := range []string{`<p style="text-align:right"><strong>Theo Thanh Niên</strong></p>`, `<p style="text-align:right"><em>Nguồn: Tuổi Trẻ</em></p>`} {
		page := `<html lang="vi"><head><title>Budget vote</title>
<script type="application/ld+json">{"@type":"NewsArticle","headline":"Budget vote","author":{"@type":"Organization","name":"Valley Courier"}}</script>
<meta property="og:site_name" content="Valley Courier"></head><body><div class="col-left"><h1>Budget vote</h1>` + bylineBody + last + `
<h3>Tin cùng chuyên mục</h3><ul><li><a href="/a">Floods close the river road again</a> 27/11/2026 07:45</li>
<li><a href="/b">Library reopens</a> 26/11/2026 20:10</li></ul></div></body></html>`
		if _, got, _ := bylinePage(t, page); !slices.Equal(got, []string{"Valley Courier"}) {
			t.Errorf("%s: got %q, want the publisher", last, got)
		}
	}
}

// TestQuotedStatementLastKept checks that a company's statement a story
// quotes as its last paragraph, labelled "声明：", stays in the body:
// only a portal's reprint disclaimer leaves it.
func TestQuotedStatementLastKept(t *testing.T) {
	page := `<html lang="zh-CN"><body><div class="article"><h1>某科技公司回应裁员传闻</h1><div class="content">
<p>近日，网络上流传某科技公司将大规模裁员的消息，引发广泛关注。11月27日晚，该公司通过官方微博发布声明，对相关传闻作出回应。</p>
<p>该公司表示，网传消息与事实严重不符，公司目前经营状况良好，各项业务正常开展，今年还将继续扩大招聘规模。</p>
<p>声明：近日，有网络自媒体发布关于我公司大规模裁员的不实信息，严重损害了公司声誉。我公司已向公安机关报案，并将依法追究相关人员的法律责任。</p>
</div></div></body></html>`
	if body := heuristicBody(t, page, "https://news.example.cn/gd/2.html"); !strings.Contains(body, "我公司已向公安机关报案") {
		t.Errorf("body:\n%s", body)
	}
}
