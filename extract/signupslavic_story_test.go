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

// TestBodyKeepsStoryNamingNewsletter checks that a story paragraph
// speaking of a newsletter in its own language ("kommunens nyhetsbrev")
// beside the site's newsletter box is not sign-up talk that lets the box
// grow over the story's text.
func TestBodyKeepsStoryNamingNewsletter(t *testing.T) {
	page := `<html><body><article><h1>Kommunen stänger badhuset i sommar</h1>
<div class="lead"><p>Kommunen stänger badhuset under hela sommaren för renovering, meddelade tekniska förvaltningen på tisdagen. Arbetet beräknas kosta omkring fyrtio miljoner kronor.</p></div>
<div class="news-text">
<p>Besökarna fick beskedet i kommunens nyhetsbrev på måndagen, vilket fick flera att reagera i sociala medier där många undrade varför ingen hade frågat dem först.</p>
<p>Badhuset öppnar igen i september, då även den nya bastun och ett utomhusbad för de minsta barnen ska vara klara.</p>
<div class="prenumerera"><p>Prenumerera på vårt nyhetsbrev</p><form><input type="email" placeholder="E-post"><button>Skicka</button></form></div>
</div></article></body></html>`
	body := heuristicBody(t, page, "https://news.example.se/lokalt/1.html")
	for _, w := range []string{"fyrtio miljoner", "kommunens nyhetsbrev", "öppnar igen"} {
		if !strings.Contains(body, w) {
			t.Errorf("body lacks %q:\n%s", w, body)
		}
	}
	if strings.Contains(body, "Prenumerera på") {
		t.Errorf("body holds the newsletter box:\n%s", body)
	}
}
