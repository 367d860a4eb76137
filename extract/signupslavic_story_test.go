package extract

import (
	"strings"
	"testing"
)

// TestBodyKeepsStoryNamingMailing checks that a story paragraph speaking
// of a mailing ("рассылка повесток") beside the site's newsletter box is
// not sign-up talk that lets the box grow over the story's text.
func TestBodyKeepsStoryNamingMailing(t *testing.T) {
	page := `<html><body><article><h1>Военкоматы начали рассылку повесток через Госуслуги</h1>
<div class="lead"><p>В Москве военкоматы начали массовую рассылку электронных повесток через портал Госуслуг, сообщили в столичном военном комиссариате. Повестка считается врученной через семь дней после её размещения в личном кабинете, даже если человек её не открыл.</p></div>
<div class="news-text">
<p>Как пояснили в ведомстве, рассылка идёт по спискам, которые военкоматы получили от работодателей и вузов, и охватит всех, кто состоит на воинском учёте в столице.</p>
<p>Юристы советуют проверять личный кабинет каждую неделю.</p>
<div class="subscribe"><p>Подпишитесь на нашу рассылку</p><form><input type="email" placeholder="E-mail"><button>Подписаться</button></form></div>
</div></article></body></html>`
	body := heuristicBody(t, page, "https://news.example.ru/society/1.html")
	for _, w := range []string{"массовую рассылку электронных", "рассылка идёт по спискам", "проверять личный кабинет"} {
		if !strings.Contains(body, w) {
			t.Errorf("body lacks %q:\n%s", w, body)
		}
	}
	if strings.Contains(body, "Подпишитесь на нашу") {
		t.Errorf("body holds the newsletter box:\n%s", body)
	}
}
