package extract

import (
	"strings"
	"testing"
)

// TestAppAskMarkNeedsApp: "點此下載" (click here to download) asks for
// the app only beside the word app; a story's line pointing to a form
// or a report to download ("申請表格及補助辦法可點此下載") is the
// story's.
func TestAppAskMarkNeedsApp(t *testing.T) {
	for _, s := range []string{"申請表格及補助辦法可點此下載。", "完整調查報告請點此下載", "报名表点此下载"} {
		if isFollowPrompt(strings.ToLower(s)) {
			t.Errorf("isFollowPrompt(%q) = true, want false", s)
		}
	}
	page := `<html lang="zh-TW"><head><title>公共自行車補助</title></head><body><main><article><h1>北市擴大公共自行車補助</h1>` +
		strings.Repeat(`<p>台北市政府今日宣布，明年元旦起擴大公共自行車補助，市民以實名註冊的電子票證租借，前六十分鐘將全部免費。</p>`, 3) +
		`<p>申請表格及補助辦法可<a href="/files/form.pdf">點此下載</a>。</p>` +
		`<p>交通局表示，補助經費由市府年度預算支應，預計每年約需新台幣兩億元，明年起每半年檢討一次。</p>` +
		`</article></main></body></html>`
	checkBody(t, page, []string{"申請表格及補助辦法可點此下載", "每半年檢討一次"}, nil)
}
