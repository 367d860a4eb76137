package extract_test

import (
	"context"
	"strings"
	"testing"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors/generate"
	"golang.org/x/net/html"
)

// A uCoz post's details row (td.eDetails) is no part of the story, also
// where its tags' links part it in two ("… | Дата: 20.11.2026 | Теги:"
// and "| Рейтинг: 4.0/3"), nor is the comment thread after it; the
// reporter's name signed above it is the story's last line: the author.
func TestDetailsFieldRowDropped(t *testing.T) {
	body := strings.Repeat("<p>У Коростені завершили ремонт дитячої поліклініки на вулиці Грушевського. Заклад знову прийматиме маленьких пацієнтів з понеділка.</p>", 4)
	page := `<html><head><title>Дитячу поліклініку відкривають після ремонту - Коростенські вісті</title></head><body><table><tr><td class="centerColumn">` +
		`<table class="eBlock"><tr><td class="eTitle"><h1>Дитячу поліклініку відкривають після ремонту</h1></td></tr>` +
		`<tr><td class="eMessage">` + body + `<p style="text-align: right;"><strong>Оксана Кравчук</strong></p></td></tr>` +
		`<tr><td colspan="2" class="eDetails">` + "\n" +
		`<div class="rate-stars-wrapper" style="float:right"><span class="u-current-rating" style="width:80%;"></span></div>` + "\n" +
		`Категорія: <a href="/news/1-0-2">Медицина</a> |` + "\n" +
		`Переглядів: 386 |` + "\n" +
		`Додав: <a href="/index/8-12" class="ulnk">oksana_kr</a> |` + "\n" +
		`Дата: <span title="14:32">20.11.2026</span>` + "\n" +
		`| Теги: <noindex><a href="/search/поліклініка/" rel="nofollow" class="eTag">поліклініка</a>, <a href="/search/ремонт/" rel="nofollow" class="eTag">ремонт</a></noindex>` + "\n" +
		`| Рейтинг: <span id="entRating3127">4.0</span>/<span id="entRated3127">3</span>` + "\n" +
		`</td></tr>` + "\n" + `</table>` +
		`<div class="share-line"><span>Поділитися:</span> <a href="#">Facebook</a> <a href="#">Telegram</a> <a href="#">Viber</a></div>` +
		`<table border="0" width="100%"><tr><td width="60%" height="25">Всього коментарів: <b>2</b></td></tr></table>` +
		`<table border="0" width="100%"><tr><td class="cBlock1"><div class="cMessage"><a href="/index/8-44"><b>Lyudmyla_K</b></a> <span class="cDate">(20.11.2026 15:10)</span><br><div class="cMessage">Нарешті! Пів року возили дітей через усе місто.</div></div></td></tr>` +
		`<tr><td class="cBlock2"><div class="cMessage"><b>Гість</b> <span class="cDate">(20.11.2026 16:47)</span><br><div class="cMessage">А лікарів додали чи тільки стіни пофарбували?</div></div></td></tr></table>` +
		`<div class="commReg">Додавати коментарі можуть лише зареєстровані користувачі. [ <a href="/index/3">Реєстрація</a> | <a href="javascript:;">Вхід</a> ]</div>` +
		`</td></tr></table></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	ex := &extract.Extractor{Sets: generate.Cold{Gen: generate.NewHeuristic()}, Applier: extract.NewApplier(), Fallback: extract.Trafilatura{}}
	art, _ := ex.Extract(context.Background(), &extract.Page{URL: "https://korosten.example.ua/news/poliklinika/2026-11-20-3127", Doc: doc})
	if strings.Contains(art.Body, "Переглядів") || strings.Contains(art.Body, "Рейтинг") || strings.Contains(art.Body, "Пів року") {
		t.Errorf("body keeps the details row:\n%s", art.Body)
	}
	if got := strings.Join(art.Authors, "; "); got != "Оксана Кравчук" {
		t.Errorf("authors = %q, want Оксана Кравчук", got)
	}
}
