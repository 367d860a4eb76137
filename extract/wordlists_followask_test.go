package extract

import (
	"strings"
	"testing"
)

// TestWordlistFollowAsks checks that the site's ask to follow it on a
// network, in the languages followAsks gained, is a follow prompt, and
// that the words without a network, or in a story's long sentence, are
// not.
func TestWordlistFollowAsks(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"Volg ons op Facebook en Instagram", true},
		{"Följ oss på Instagram", true},
		{"Følg oss på Facebook", true},
		{"Følg os på Instagram og TikTok", true},
		{"Seuraa meitä Facebookissa ja Instagramissa", true},
		{"Sledujte nás na Facebooku", true},
		{"Kövess minket a Facebookon!", true},
		{"Urmărește-ne pe Facebook și Instagram", true},
		{"Последвайте ни във Facebook", true},
		{"Pratite nas na Facebooku i Instagramu", true},
		{"Пратите нас на Телеграм", true},
		{"Sledite nam na Instagramu", true},
		{"Segueix-nos a Instagram", true},
		{"Seguiteci su Facebook e Instagram", true},
		{"تابعنا على فيسبوك", true},
		{"欢迎关注我们的微信公众号", true},
		{"公式ツイッターをフォローしてください", true},
		{"Tufuate kwenye Instagram na Facebook", true},
		{"Sundan kami sa Facebook at YouTube", true},
		// Without a network the words are the story's.
		{"Pratite nas kroz ovaj vodič do otoka.", false},
		{"Volg ons dossier over de verkiezingen.", false},
	} {
		if got := isFollowPrompt(strings.ToLower(tc.line)); got != tc.want {
			t.Errorf("isFollowPrompt(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
	// A story's sentence that tells of an ask, in running text, stays.
	checkWordlistLines(t, []wordlistCase{
		{"nl page", `<p>Volg ons op Facebook en Instagram</p>`, "Volg ons op Facebook", true},
		{"hr sentence", `<p>Policija je građane pozvala da prate njezine objave, a glasnogovornik je dodao kako mnogi već prate profil na Facebooku i Instagramu.</p>`, "Policija je građane", false},
	})
}
