package extract

import (
	"strings"
	"testing"
)

// TestBodyLeavesHiddenContentNamedBoxes checks that boxes a theme hides
// by visibility:hidden whose class names some other content (a related
// posts slider before its script runs, an off-canvas menu, a dropdown)
// stay out of the body, while WeChat's text hidden so is the body.
func TestBodyLeavesHiddenContentNamedBoxes(t *testing.T) {
	other := "Residents of the northern villages will vote on the new school budget next spring after months of debate in the council."
	for _, box := range []string{
		`<div class="related-content owl-carousel" style="visibility: hidden;"><p>` + other + `</p></div>`,
		`<div class="offcanvas-content" style="visibility:hidden"><p>` + other + `</p></div>`,
		`<div class="dropdown-content" style="visibility: hidden"><p>` + other + `</p></div>`,
		`<div class="print-content" style="visibility:hidden"><p>` + other + `</p></div>`,
	} {
		page := `<html><body><article><h1>Flood closes bridges</h1><p>` + boundsProse + `</p><p>` + boundsProse + `</p>` +
			box + `</article></body></html>`
		if body := boundsBody(t, page, "Flood closes bridges", nil); strings.Contains(body, "northern villages") {
			t.Errorf("%s: the hidden box joined the body:\n%s", box, body)
		}
	}
	for _, open := range []string{`<div class="rich_media_content" id="js_content" style="visibility: hidden;">`,
		`<div class="td-post-content tagdiv-type" style="visibility:hidden">`} {
		page := `<html><body>` + open + `<h1>Flood closes bridges</h1><p>` + boundsProse + `</p><p>` + other + `</p></div></body></html>`
		if body := boundsBody(t, page, "Flood closes bridges", nil); !strings.Contains(body, "northern villages") {
			t.Errorf("%s: the story's text left the body:\n%s", open, body)
		}
	}
}

// TestLikeSubscribeKeepsStoryClause checks that a story sentence quoting
// a YouTuber's catchphrase between commas, unquoted, is no follow
// prompt, while a short vocative or "if" clause before the ask is.
func TestLikeSubscribeKeepsStoryClause(t *testing.T) {
	for s, want := range map[string]bool{
		"He ended every video the same way, like and subscribe, and the channel passed a million subscribers.":   false,
		"El youtuber cerraba cada video con la misma frase, dale like y suscríbete, y así llegó al millón.":      false,
		"Он заканчивал каждый ролик одной и той же фразой, ставьте лайк и подписывайтесь, и канал быстро вырос.": false,
		"Друзья, ставьте лайк и подписывайтесь на канал!":                                                        true,
		"If it helped, like and subscribe for more.": true,
	} {
		if got := isFollowPrompt(strings.ToLower(s)); got != want {
			t.Errorf("isFollowPrompt(%q) = %v, want %v", s, got, want)
		}
	}
	// Through the body: the sentence stays.
	line := "He ended every video the same way, like and subscribe, and the channel passed a million subscribers."
	page := `<html><body><article><h1>Flood closes bridges</h1><p>` + boundsProse + `</p><p>` + line + `</p><p>` +
		boundsProse + `</p></article></body></html>`
	if body := boundsBody(t, page, "Flood closes bridges", nil); !strings.Contains(body, line) {
		t.Errorf("the story sentence left the body:\n%s", body)
	}
}

// TestQRFollowKeepsStorySentence checks that a short Chinese story
// sentence naming an official account that follows "我市/我国/我省"
// (our city, country, province) is no QR-code follow ask.
func TestQRFollowKeepsStorySentence(t *testing.T) {
	for s, want := range map[string]bool{
		"这个公众号多年来一直关注我市老旧小区改造。": false,
		"该公众号长期关注我国乡村教育和留守儿童。":  false,
		"长按二维码 关注我们":            true,
		"扫码关注公众号":               true,
	} {
		if got := isFollowPrompt(strings.ToLower(s)); got != want {
			t.Errorf("isFollowPrompt(%q) = %v, want %v", s, got, want)
		}
	}
}
