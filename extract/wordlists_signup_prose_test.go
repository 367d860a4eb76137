package extract

import (
	"strings"
	"testing"
)

// TestSignupPitchProse: story sentences (<250 runes) that hold the new
// ask, object and owner words as parts of other words or in running text
// are no sign-up pitch, and must stay in the body.
func TestSignupPitchProse(t *testing.T) {
	for _, line := range []string{
		// id: "kanal" (a flood canal), "langgan" inside "pelanggan" (customers), "kami" inside "Kamis" (Thursday).
		"Petugas membersihkan Kanal Banjir Timur pada Kamis, sementara pelanggan PDAM diminta menghemat air hingga akhir pekan.",
		// vi: a quote with "we", "registered (our marriage)" and "news bulletin".
		"“Chúng tôi đã đăng ký kết hôn ngay sau khi xem bản tin thời sự tối hôm đó,” anh Minh kể.",
		// fr: Canal+, "s'abonner", "gratuitement".
		"Les clients de l'opérateur pourront s'abonner à Canal+ gratuitement pendant un mois, a annoncé le groupe mardi.",
		// pt: "assinei" holds "assine"; "canal"; "nossa".
		"Assinei com o canal em 2019 e a nossa relação mudou desde então, disse o apresentador à reportagem.",
		// tr: Kanal İstanbul; "abone oldu"; the ablative "-den ".
		"Kanal İstanbul projesine itiraz eden vatandaşlar, belediyeden bilgi almak için SMS hizmetine abone oldu.",
		// sv: "kanalen", "prenumerera", "våren".
		"Kanalen förlorade tusentals tittare som valde att prenumerera på konkurrenten under våren, enligt rapporten.",
	} {
		if isSignupPitch(strings.ToLower(line)) {
			t.Errorf("isSignupPitch(%q) = true, want false (a story's sentence)", line)
		}
	}
	checkWordlistLines(t, []wordlistCase{
		{"id page", `<p>Petugas membersihkan Kanal Banjir Timur pada Kamis, sementara pelanggan PDAM diminta menghemat air hingga akhir pekan.</p>`, "Kanal Banjir Timur", false},
		{"fr page", `<p>Les clients de l'opérateur pourront s'abonner à Canal+ gratuitement pendant un mois, a annoncé le groupe mardi.</p>`, "Canal+ gratuitement", false},
	})
}
