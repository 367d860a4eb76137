package extract

import (
	"strings"
	"testing"
)

// TestAppAskMoreLanguages: a line asking to install the site's app, in
// the languages of the big news sites: opening the line ("Baixe o app"),
// or a tap-here imperative anywhere in a short Chinese promo ("點我下載
// APP"). A story's sentence about an app is not one.
func TestAppAskMoreLanguages(t *testing.T) {
	for s, want := range map[string]bool{
		"不用抽 不用搶 現在用APP看新聞 保證天天中獎 點我下載APP 按我看活動辦法": true,
		"Baixe o app do Portal Paulista":                                              true,
		"Descarga la app y recibe las noticias al momento":                            true,
		"Téléchargez notre application":                                               true,
		"Скачайте приложение «Вестник»":                                               true,
		"市府呼籲民眾下載防災APP，以便即時接收警報。":                                                     false,
		"O prefeito pediu que os moradores baixem o aplicativo da Defesa Civil.":      false,
		"Descarga la app del Metro, recomendó la directora, para consultar horarios.": false,
	} {
		if got := isFollowPrompt(strings.ToLower(s)); got != want {
			t.Errorf("isFollowPrompt(%q) = %v, want %v", s, got, want)
		}
	}
	page := `<html lang="zh-TW"><head><title>公共自行車補助</title></head><body><main><article><h1>北市擴大公共自行車補助</h1>` +
		strings.Repeat(`<p>台北市政府今日宣布，明年元旦起擴大公共自行車補助，市民以實名註冊的電子票證租借，前六十分鐘將全部免費。</p>`, 4) +
		`<p class="app">不用抽 不用搶 現在用APP看新聞 保證天天中獎　<a href="/app/">點我下載APP</a>　<a href="/event/">按我看活動辦法</a></p>` +
		`</article></main></body></html>`
	checkBody(t, page, []string{"前六十分鐘將全部免費"}, []string{"點我下載APP"})
}
