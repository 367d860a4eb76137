package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// A CMS's "Author:" field under a post (DLE's story-author, uCoz's
// "Added by") names the account that posted it, often a login
// ("sokolova"); the reporter signs the text's last line with a full
// name, above the tags, the "Author:" field, share links and a rating
// ("+12"). The signature names the author. A byline naming a person is
// kept over a signature-like last line.
func TestLoginBylineYieldsToSignature(t *testing.T) {
	for _, tt := range []struct{ login, want string }{
		{"sokolova", "Ирина Соколова"},
		{"irina_s78", "Ирина Соколова"},
		{"Пётр Орлов", "Пётр Орлов"},
	} {
		page := `<html><head><title>Улица Советская в Тамбове станет односторонней » Тамбовский вестник</title></head><body>` +
			strings.ReplaceAll(dleStory, "sokolova", tt.login) + `</body></html>`
		doc, err := html.Parse(strings.NewReader(page))
		if err != nil {
			t.Fatal(err)
		}
		art, _ := NewHeuristic().Analyze(&Page{URL: "https://tambov.example.ru/gorod/12874-sovetskaya.html", Doc: doc})
		if got := strings.Join(art.Authors, "; "); got != tt.want {
			t.Errorf("login %q: authors = %q, want %q", tt.login, got, tt.want)
		}
	}
}

// dleStory is DataLife Engine's full story: the date line and counters
// under the headline, the text with its closing signature, then tags,
// the "Автор:" field, share links and the rating.
const dleStory = `<div id='dle-content'><article class="fullstory">
  <div class="fullstory-head">
    <h1 class="title">Улица Советская в Тамбове станет односторонней</h1>
    <ul class="story-info">
      <li class="date"><i class="icon-calendar"></i> 18 ноября 2026, 10:25</li>
      <li class="category"><i class="icon-folder"></i> <a href="https://tambovvestnik-demo.ru/gorod/">Город</a></li>
      <li class="views"><i class="icon-eye"></i> 1 432</li>
      <li class="comments-num"><i class="icon-comment"></i> 4</li>
    </ul>
  </div>
  <div class="full-text clearfix" id="news-id-12874">
    <div style="text-align:center;"><!--dle_image_begin:https://tambovvestnik-demo.ru/uploads/posts/2026-11/1763461201_sovetskaya.jpg|--><img src="/uploads/posts/2026-11/1763461201_sovetskaya.jpg" alt="Улица Советская в Тамбове станет односторонней"><!--dle_image_end--></div>
    <div style="text-align:center;"><i>Фото: пресс-служба администрации Тамбова</i></div><br>
    <b>В Тамбове с 1 декабря изменится схема движения на улице Советской: участок от Коммунальной до Интернациональной станет односторонним.</b><br><br>
    Как сообщили в городской администрации, решение принято после жалоб жителей на постоянные пробки в часы пик. Общественный транспорт сохранит движение в обе стороны по выделенной полосе.<br><br>
    На участке установят новые светофоры и нанесут разметку. Работы планируют завершить до конца ноября.<br><br>
    <div class="read-also"><b>Читайте также:</b> <a href="https://tambovvestnik-demo.ru/gorod/12851-remont-mosta-cna.html">Ремонт моста через Цну продлится до весны</a></div>
    «Мы понимаем, что первое время водителям придётся привыкать. Инспекторы ГИБДД будут дежурить на перекрёстках в первые две недели», — отметил заместитель главы города Андрей Поляков.<br><br>
    Схему объезда опубликуют на сайте администрации.<br><br>
    <div style="text-align:right;"><b>Ирина Соколова</b></div>
  </div>
  <div class="story-tags"><i class="icon-tags"></i> Теги: <span><a href="https://tambovvestnik-demo.ru/tags/дороги/">дороги</a></span>, <span><a href="https://tambovvestnik-demo.ru/tags/транспорт/">транспорт</a></span></div>
  <div class="story-author">Автор: <a onclick="ShowProfile('sokolova', 'https://tambovvestnik-demo.ru/user/sokolova/', '0'); return false;" href="https://tambovvestnik-demo.ru/user/sokolova/">sokolova</a></div>
  <div class="share-box"><span>Поделиться:</span> <a href="#" class="share-vk">ВКонтакте</a> <a href="#" class="share-ok">Одноклассники</a> <a href="#" class="share-tg">Telegram</a></div>
  <div class="rating-box"><div class="rate"><span class="ratingtypeplusminus ratingplus">+12</span></div></div>
</article>`
