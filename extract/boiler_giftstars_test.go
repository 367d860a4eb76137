package extract

import (
	"strings"
	"testing"
)

// TestGiftNotice checks that the note under a gift article ("this piece
// was given to you, subscribe to read more") is furniture, and that a
// story's line on a gift, or one that names a subscriber, is not.
func TestGiftNotice(t *testing.T) {
	for _, c := range []struct {
		line string
		want bool
	}{
		{"Esta crítica foi-lhe oferecida. Para continuar a ler as críticas da Fugas sem limites, assine O Correio da Tarde.", true},
		{"This article was gifted to you by a subscriber. Subscribe for unlimited access.", true},
		{"Cet article vous a été offert par un abonné. Abonnez-vous pour lire tous nos articles.", true},
		{"Dieser Artikel wurde Ihnen geschenkt. Jetzt abonnieren und weiterlesen.", true},
		// Must not fire: a story's lines.
		{"O quadro foi-lhe oferecido por um assinante do jornal em 1998.", false},
		{"This article was gifted to you, she wrote in the card, with a cake.", false},
	} {
		if got := isPaywallNotice(strings.ToLower(c.line)); got != c.want {
			t.Errorf("isPaywallNotice(%q) = %v, want %v", c.line, got, c.want)
		}
	}
}

// TestStarScaleLine checks that a review's rating box, its stars and
// their score on the stars' scale, is furniture, and that stars before
// words, or a score on another scale, are not.
func TestStarScaleLine(t *testing.T) {
	for _, c := range []struct {
		line string
		want bool
	}{
		{"★★★★☆ 4/5", true},
		{"★★★☆☆ 3 em 5", true},
		{"★★★★★★★★☆☆ 8/10", true},
		// Must not fire: the review's verdict, or a score on another scale.
		{"★★★★☆ Viola Davis gives the performance of her career", false},
		{"★★★★☆ 4/10", false},
		{"★★★★☆", false},
	} {
		if got := isRatingWidget(c.line); got != c.want {
			t.Errorf("isRatingWidget(%q) = %v, want %v", c.line, got, c.want)
		}
	}
}
