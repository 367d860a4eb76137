package extract

import (
	"strings"
	"testing"
)

// Review fixkf55 (2): the CJK paywall words fire on story sentences about
// paid memberships that also say "全文" (full text), "本文" (a law's
// body) or "이 기사" (this driver: 기사 is also a driver).
func TestPaywallCJKProse(t *testing.T) {
	for _, s := range []string{
		"爱奇艺发布第三季度财报，付费会员数达1.1亿，财报全文可在公司官网查阅。",
		"该俱乐部的付费会员人数去年增长了两成，公告全文如下。",
		"改正法の本文では、有料会員の解約手続きを簡素化するよう求めている。",
		"同社は有料会員向けサービスを拡充すると発表した。発表の全文は同社サイトで公開されている。",
		"이 기사는 회원 전용 주차장에 차를 세웠다고 말했다.",
	} {
		if isPaywallNotice(strings.ToLower(s)) {
			t.Errorf("isPaywallNotice(%q) = true, want false", s)
		}
	}
}
