package extract

import (
	"strings"
	"testing"
)

// TestAppAskHowToStep: a how-to story's step "Baixe o aplicativo Meu
// INSS … e entre com sua conta gov.br" is the story, not the site's
// ask to install its app; and an opener is a word ("Scarica l'app"
// does not open "Scarica l'appendice").
func TestAppAskHowToStep(t *testing.T) {
	for _, s := range []string{
		"Baixe o aplicativo Meu INSS na loja do seu celular e entre com sua conta gov.br.",
		"Baixe o app do banco e toque em Pix na tela inicial.",
		"Descarga la aplicación Mi Argentina y entra con tu número de CUIL.",
		"Установите приложение «Госуслуги» и войдите через учётную запись.",
		"Pobierz aplikację mObywatel i zaloguj się przez bank.",
		"Unduh aplikasi PeduliLindungi di Play Store lalu daftar dengan NIK.",
		"Tải ứng dụng VNeID từ kho ứng dụng rồi đăng nhập bằng số định danh.",
		"Scarica l'app IO e accedi con SPID o CIE per vedere il bonus.",
		"Download de app van de gemeente en meld je aan met DigiD.",
		"स्टेप 1: ऐप डाउनलोड करें",
		"Scarica l'appendice con le tabelle complete del bando.",
		"Download de appendix met alle cijfers van het onderzoek.",
	} {
		if isFollowPrompt(strings.ToLower(s)) {
			t.Errorf("isFollowPrompt(%q) = true, want false", s)
		}
	}
	pt := `<html lang="pt-BR"><head><title>Como consultar o extrato do INSS pelo celular</title></head><body><main><article><h1>Como consultar o extrato do INSS pelo celular</h1>` +
		`<p>Aposentados e pensionistas podem consultar o extrato de pagamento do INSS sem sair de casa, pelo celular, em poucos passos.</p>` +
		`<h2>Passo a passo</h2>` +
		`<p>Baixe o aplicativo Meu INSS na loja do seu celular e entre com sua conta gov.br.</p>` +
		`<p>Na tela inicial, toque em Extrato de Pagamento e escolha o mês que deseja consultar.</p>` +
		`<p>O extrato pode ser salvo em PDF ou compartilhado por e-mail e pelo WhatsApp com um familiar.</p>` +
		`</article></main></body></html>`
	checkBody(t, pt, []string{"Baixe o aplicativo Meu INSS", "toque em Extrato"}, nil)
	es := `<html lang="es"><head><title>Cómo tramitar el DNI digital</title></head><body><main><article><h1>Cómo tramitar el DNI digital</h1>` +
		`<p>El DNI digital tiene la misma validez que la tarjeta física y se puede tramitar desde el celular en pocos minutos.</p>` +
		`<p>Descarga la aplicación Mi Argentina y entra con tu número de CUIL y tu clave.</p>` +
		`<p>Después elegí la opción Documentos, validá tu identidad con una foto y esperá la confirmación del Renaper.</p>` +
		`</article></main></body></html>`
	checkBody(t, es, []string{"Descarga la aplicación Mi Argentina", "elegí la opción Documentos"}, nil)
}
