package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// A table layout (uCoz's) sets a comment thread's counted title in a
// one-cell table of its own ("Всього коментарів: 2") and the posts, each
// a name beside its timestamp over the reader's text, in the next table:
// the thread is no part of the story, though no box holds title and
// posts together.
func TestCountedThreadInTables(t *testing.T) {
	body := strings.Repeat("<p>У Коростені завершили ремонт дитячої поліклініки на вулиці Грушевського. Заклад знову прийматиме маленьких пацієнтів з понеділка, 23 листопада.</p>", 3)
	page := `<html><head><title>Дитячу поліклініку відкривають після ремонту</title></head><body><table><tr><td class="centerColumn">` +
		`<table class="eBlock"><tr><td class="eTitle"><h1>Дитячу поліклініку відкривають після ремонту</h1></td></tr>` +
		`<tr><td class="eMessage">` + body + `</td></tr></table>` +
		`<table border="0" width="100%"><tr><td width="60%" height="25">Всього коментарів: <b>2</b></td></tr></table>` +
		`<table border="0" width="100%"><tr><td class="cBlock1"><div class="cMessage"><a href="/index/8-44"><b>Lyudmyla_K</b></a> <span class="cDate">(20.11.2026 15:10)</span><br><div class="cMessage">Нарешті! Пів року возили дітей через усе місто, а тепер поліклініка знову поруч.</div></div></td></tr>` +
		`<tr><td class="cBlock2"><div class="cMessage"><b>Гість</b> <span class="cDate">(20.11.2026 16:47)</span><br><div class="cMessage">А лікарів додали чи тільки стіни пофарбували? Черги ж нікуди не поділися.</div></div></td></tr></table>` +
		`</td></tr></table></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://korosten.example.ua/news/poliklinika/2026-11-20-3127", Doc: doc})
	if strings.Contains(art.Body, "Пів року") || strings.Contains(art.Body, "коментарів") {
		t.Errorf("body keeps the comment thread:\n%s", art.Body)
	}
	if !strings.Contains(art.Body, "Грушевського") {
		t.Errorf("body lost the story:\n%s", art.Body)
	}
}
