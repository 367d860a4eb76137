package extract

import (
	"strings"
	"testing"
)

// TestFollowPromptMengikuti: "ikuti kami" asks only as a word of its
// own; inside "mengikuti kami" ("they followed us", "took part with
// us") it is the story's sentence.
func TestFollowPromptMengikuti(t *testing.T) {
	for s, want := range map[string]bool{
		"Sejak videonya viral di TikTok, ratusan pembeli baru mengikuti kami setiap hari, kata Budi.": false,
		"Warga yang mengikuti kami ke posko melaporkan kerusakan lewat WhatsApp.":                     false,
		"Ikuti kami di Instagram dan TikTok untuk berita terbaru.":                                    true,
		"Jangan lupa ikuti kami di Google News.":                                                      true,
	} {
		if got := isFollowPrompt(strings.ToLower(s)); got != want {
			t.Errorf("isFollowPrompt(%q) = %v, want %v", s, got, want)
		}
	}
}
