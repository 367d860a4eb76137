package extract

import (
	"strings"
	"testing"
)

// TestWordlistSignupPitch checks that the site's ask to sign up for its
// newsletter or channel, in the languages signupAsks, signupObjects and
// signupOwners gained, is a sign-up pitch, and that a story's sentence
// about someone else's newsletter or a petition is not.
func TestWordlistSignupPitch(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"Inscreva-se no nosso boletim diário", true},
		{"Schrijf je in voor onze gratis nieuwsbrief", true},
		{"Prenumerera på vårt nyhetsbrev", true},
		{"Tilmeld dig vores nyhedsbrev", true},
		{"Zapisz się na nasz newsletter", true},
		{"Přihlaste se k odběru našeho newsletteru", true},
		{"Iratkozz fel hírlevelünkre!", true},
		{"Abonează-te la newsletter-ul nostru", true},
		{"Абонирайте се за нашия бюлетин", true},
		{"Подпишитесь на нашу рассылку", true},
		{"Pretplatite se na naš newsletter", true},
		{"Εγγραφείτε στο newsletter μας", true},
		{"Ücretsiz bültenimize abone olun", true},
		{"Bültenimize abone olun", true},
		{"הירשמו לניוזלטר שלנו", true},
		{"Berlangganan buletin kami", true},
		{"Đăng ký nhận bản tin của chúng tôi", true},
		{"订阅我们的简报", true},
		{"Jiandikishe kwa jarida letu la bure", true},
		{"Mag-subscribe sa aming newsletter", true},
		{"Subscriu-te al nostre butlletí", true},
		// A story's sentence about a school's newsletter, or an ask
		// without the site's own channel.
		{"Ouders krijgen de nieuwsbrief van de school elke vrijdag.", false},
		{"O prefeito pediu que o público assine o abaixo-assinado.", false},
	} {
		if got := isSignupPitch(strings.ToLower(tc.line)); got != tc.want {
			t.Errorf("isSignupPitch(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}
