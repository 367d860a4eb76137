package generate

import "testing"

// TestAppendCutSeparatorInHeadline checks that no cut is made before a
// separator the headline itself holds: extract keeps the "_" of
// "Python_3.13" (an underscore in an ASCII word) in the headline of
// "Python_3.13正式发布_科技_江城在线", where XPath's substring-before would
// stop at it.
func TestAppendCutSeparatorInHeadline(t *testing.T) {
	const og = "//meta[@property='og:title']/@content"
	if got := appendCut(nil, og, "Python_3.13正式发布_科技_江城在线", "Python_3.13正式发布"); len(got) != 0 {
		t.Errorf("cuts = %q, want none", got)
	}
	if got := appendCut(nil, og, "BRT3号线12月1日起试运营_本地新闻_江城在线", "BRT3号线12月1日起试运营"); len(got) != 1 {
		t.Errorf("cuts = %q, want one", got)
	}
}
