package extract

import (
	"testing"
)

// 关注 is "pay attention to": a story's sentence that says nobody pays
// attention to a village, and a shop's farewell post quoted in 「」 or
// “” (Chinese puts no space outside the quote, so outsideQuotes is not
// used), are no follow asks.
func TestChineseFollowAskInProse(t *testing.T) {
	checkFollowPrompts(t, nil, []string{
		"村民在facebook群組發文，指多年來政府從未關注我們村的交通問題。",
		"该店在facebook专页表示：「多谢大家多年来追踪我们，有缘再见。」",
		"该店在facebook专页表示：“多谢大家多年来关注我们，有缘再见。”",
	})
}
