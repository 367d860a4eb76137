package extract

import (
	"strings"
	"testing"
)

// TestFollowOpenersStorySentence: a story's short sentence that opens
// with a follow verb in its other sense (Portuguese first person "Segui",
// I followed; an instruction in a how-to) and names a network is prose.
func TestFollowOpenersStorySentence(t *testing.T) {
	for _, s := range []string{
		"Segui o conselho dele e apaguei o WhatsApp.",
		"Siga as instruções que o banco envia pelo WhatsApp.",
		"Volg de stappen in de app van WhatsApp om te herstellen.",
		"Follow the steps WhatsApp sends to restore the chat.",
		"Eski hesabınızı silmek için Instagram ayarlarını takip edin.",
	} {
		if isFollowPrompt(strings.ToLower(s)) {
			t.Errorf("isFollowPrompt(%q) = true, want false", s)
		}
	}
	for _, s := range []string{"Segui Il Giornale su Instagram", "Siga o Jornal no WhatsApp", "Ακολουθήστε το Example στο Google News"} {
		if !isFollowPrompt(strings.ToLower(s)) {
			t.Errorf("isFollowPrompt(%q) = false, want true", s)
		}
	}
}
