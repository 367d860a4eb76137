package extract

import (
	"strings"
	"testing"
)

// TestBodyDropsThaiKickedHeadline: a Thai headline shown with its kicker
// in an element of its own ("<span>ภาคใต้อ่วม</span>
// นายกฯสั่งช่วยผู้ประสบภัยด่วน") where the title joins them with a colon
// is the headline, not the story's text: Thai writes no space between
// words, so its title has few space-separated words, two here.
func TestBodyDropsThaiKickedHeadline(t *testing.T) {
	const title = "ภาคใต้อ่วม: นายกฯสั่งช่วยผู้ประสบภัยน้ำท่วมด่วน"
	prose := strings.Repeat("กรมอุตุนิยมวิทยาเตือนว่าฝนจะตกหนักต่อเนื่องในหลายจังหวัดทางภาคใต้ตลอดสัปดาห์นี้ ", 3)
	page := `<html lang="th"><body><article><h1><span class="kicker">ภาคใต้อ่วม</span> นายกฯสั่งช่วยผู้ประสบภัยน้ำท่วมด่วน</h1><p>` +
		prose + `</p><p>` + prose + `</p></article></body></html>`
	if body := boundsBody(t, page, title, nil); strings.Contains(body, "นายกฯสั่ง") {
		t.Errorf("the headline stayed in the body:\n%s", body)
	}
	if !TitleWords("ภาคใต้อ่วม นายกฯสั่งช่วยผู้ประสบภัยน้ำท่วมด่วน", title) {
		t.Errorf("TitleWords: the kicked headline does not show the title")
	}
}

// TestEmojiVariationSelectorIsNoWord: an emoji's variation selector
// (U+FE0F) is no word of its own, so a title carrying "⚡️" has the same
// words as one without it.
func TestEmojiVariationSelectorIsNoWord(t *testing.T) {
	if !TitleWords("Storm hits the northern coast overnight", "⚡️ Storm hits the northern coast overnight") {
		t.Errorf("TitleWords: the emoji's variation selector counted as a word")
	}
	if got := keyWords(titleKey("⚡️ Storm hits coast")); len(got) != 3 {
		t.Errorf("keyWords = %q, want the three words only", got)
	}
}
