package extract

import "testing"

// TestDatelineLabelProse: Croatian/Serbian "Objavljeno je …" ("it was
// announced/published that …"), Turkish "Güncelleme ile …" ("with the
// update …"), Vietnamese "Cập nhật …" open
// ordinary story sentences; a long sentence that opens with one is prose.
func TestDatelineLabelProse(t *testing.T) {
	for _, line := range []string{
		"Objavljeno je da će trajekt od 1. prosinca 2025. ploviti i noću, rekao je ravnatelj lučke uprave u utorak.",
		"Güncelleme ile birlikte uygulama 12 Mart 2026 tarihinden itibaren eski telefonlarda çalışmayacak, dedi şirket yetkilisi.",
		"Cập nhật mới nhất của ứng dụng ngày 12/3/2026 khiến nhiều điện thoại cũ không còn hoạt động được nữa.",
	} {
		if !isProseSentence(line) {
			t.Errorf("isProseSentence(%q) = false, want true (a story's sentence)", line)
		}
	}
}
