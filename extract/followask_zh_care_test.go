package extract

import "testing"

// TestChineseFollowAskOpeningProse: 关注 is also "care about", and a
// story's line (a subhead, a parent's plea) may open with "关注我们的…"
// and name a network as the thing to watch: no ask to follow the site.
// The asks go on to the network ("关注我们的微信公众号"); these go on to
// another noun first.
func TestChineseFollowAskOpeningProse(t *testing.T) {
	checkFollowPrompts(t, []string{
		"关注我们的微信公众号，获取更多资讯",
		"欢迎关注我们的微博",
	}, []string{
		"关注我们的孩子：他们每天在抖音上看什么",
		"關注我們的長者：他們如何用微信與家人聯絡",
	})
}
