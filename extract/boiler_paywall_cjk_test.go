package extract

import (
	"strings"
	"testing"
)

// A Japanese, Chinese or Korean members-only note under a cut story names
// the paid membership and the piece it keeps ("この記事は会員限定記事です");
// a story's line on a membership names no piece of the site's own.
func TestPaywallNoticeCJK(t *testing.T) {
	for s, want := range map[string]bool{
		"この記事は会員限定記事です。残り0文字。":             true,
		"この記事は有料会員限定です。続きは会員登録でお読みいただけます。": true,
		"本文为付费会员专享内容，订阅后即可阅读全文。":           true,
		"이 기사는 유료회원 전용입니다.":                true,
		"会員限定のセールは来月まで続き、売り上げは前年を上回った。":    false,
		"该俱乐部的付费会员人数去年增长了两成。":              false,
		"유료회원 수는 지난해보다 20% 늘었다.":           false,
	} {
		if got := isPaywallNotice(strings.ToLower(s)); got != want {
			t.Errorf("isPaywallNotice(%q) = %v, want %v", s, got, want)
		}
	}
}
