package extract

import (
	"strings"
	"testing"
)

// TestFollowPromptIndonesian checks the Indonesian and Malay asks to
// follow a site's messenger channel or its Google News page, and that a
// story's sentence about a channel stays.
func TestFollowPromptIndonesian(t *testing.T) {
	for s, want := range map[string]bool{
		"Simak breaking news dan berita pilihan kami langsung di ponselmu. Pilih saluran andalanmu akses berita Warta Nusantara WhatsApp Channel.": true,
		"Ikuti kami di Google News untuk berita terbaru.":                                    true,
		"Sertai saluran WhatsApp Suara Sarawak untuk berita terkini.":                        true,
		"Warga diminta memilih saluran resmi pemerintah di WhatsApp untuk informasi banjir.": false,
	} {
		if got := isFollowPrompt(strings.ToLower(s)); got != want {
			t.Errorf("isFollowPrompt(%q) = %v, want %v", s, got, want)
		}
	}
}
