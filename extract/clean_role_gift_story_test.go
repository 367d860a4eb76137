package extract

import (
	"strings"
	"testing"
)

// TestRoleWordLede checks that a story's short first paragraph
// opening with a role noun, right under the byline, stays in the body.
func TestRoleWordLede(t *testing.T) {
	for _, lede := range []string{
		"Freelancer Maria Lopez spent three years on the story.",
		"Collaboration between the two cities ended in March.",
		"Director Ana Ruiz resigned on Tuesday.",
		"Medewerker Jan de Boer is sinds maandag vermist.",
	} {
		page := `<html><body><article><h1>Le traversier reprendra du service</h1><div class="signature"><p class="auteur"><a href="/a">Marie-Ève Gagnon</a></p></div>` +
			`<p>` + lede + `</p><p>` + boundsProse + `</p><p>` + boundsProse + `</p></article></body></html>`
		body := boundsBody(t, page, "Le traversier reprendra du service", []string{"marie-ève gagnon"})
		if !strings.Contains(body, lede) {
			t.Errorf("lede %q dropped:\n%s", lede, body)
		}
	}
}

// TestGiftSentence checks that a story's sentence about a gift
// subscription is no gift-article notice.
func TestGiftSentence(t *testing.T) {
	for _, line := range []string{
		"This subscription was a gift from her late husband, she said.",
		"Esta suscripción le ha sido regalada por su hija, contó.",
	} {
		if isPaywallNotice(strings.ToLower(line)) {
			t.Errorf("isPaywallNotice(%q) = true, want false", line)
		}
	}
}

// TestRoleWordDek checks that a standfirst set under the byline,
// with no full stop, opening with a role noun, stays in the body.
func TestRoleWordDek(t *testing.T) {
	for _, dek := range []string{
		"Präsidentin Meier tritt nach zwölf Jahren zurück",
		"Freelancer kämpfen um faire Honorare in der Medienbranche",
		"Colaboradores del hospital denuncian falta de material",
	} {
		page := `<html><body><article><h1>Le traversier reprendra du service</h1><div class="signature"><p class="auteur"><a href="/a">Marie-Ève Gagnon</a></p></div>` +
			`<p class="dek">` + dek + `</p><p>` + boundsProse + `</p><p>` + boundsProse + `</p></article></body></html>`
		body := boundsBody(t, page, "Le traversier reprendra du service", []string{"marie-ève gagnon"})
		if !strings.Contains(body, dek) {
			t.Errorf("dek %q dropped:\n%s", dek, body)
		}
	}
}

// TestGiftStorySentence: a story's sentence naming the piece it tells
// of, a gift from someone and a subscriber, is no gift-article notice.
func TestGiftStorySentence(t *testing.T) {
	line := "This story was a gift from my grandmother, a subscriber since 1962."
	if isPaywallNotice(strings.ToLower(line)) {
		t.Errorf("isPaywallNotice(%q) = true, want false", line)
	}
	if notice := "This article is a gift from a subscriber. Subscribe to read more."; !isPaywallNotice(strings.ToLower(notice)) {
		t.Errorf("isPaywallNotice(%q) = false, want true", notice)
	}
}
