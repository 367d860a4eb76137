package extract

import "testing"

// TestBodyDropsUnclassedCookieBanner checks that a cookie banner a page
// builder sets as a record beside the story's, classed by its number
// only, is dropped by its text and its "OK" button, in Uzbek and
// English; and that a story's paragraph about cookies, with no button
// beside it, and a link labelled "OK" in the story are kept.
func TestBodyDropsUnclassedCookieBanner(t *testing.T) {
	rec := func(n, inner string) string {
		return `<div id="rec60` + n + `" class="r t-rec" data-record-type="` + n + `"><div class="t` + n + `">` + inner + `</div></div>`
	}
	p1 := `Toshkent shahar hokimligi Chilonzor tumanida yangi velosiped yo‘laklari qurilishini boshladi. Umumiy uzunligi 12 kilometr bo‘lgan yo‘laklar Bunyodkor shoh ko‘chasi bo‘ylab o‘tadi.`
	p2 := `Hokimlik ma’lumotiga ko‘ra, loyiha qiymati 28 milliard so‘mni tashkil etadi. Aholi yangi yo‘laklar qurilishini olqishlamoqda, biroq ayrimlar xavotirda.`
	p3 := `Brauzerlar cookie-fayllarni uchinchi tomon saytlari uchun bloklashni boshladi, bu esa reklama bozorini o‘zgartiradi, deydi mutaxassislar. Ular yangi qoidalarni kutmoqda.`
	page := `<html lang="uz"><body><div id="allrecords" class="t-records">` +
		rec("3", `<h1 class="t-title">Chilonzorda velosiped yo‘laklari qurilmoqda</h1>`) +
		rec("106", `<div class="t-text">`+p1+`</div>`) +
		rec("107", `<div class="t-text">`+p2+`</div>`) +
		rec("108", `<div class="t-text">`+p3+` <a href="/faq">OK</a></div>`) +
		rec("886", `<div class="t886__text t-text">Saytimiz cookie-fayllardan foydalanadi. Saytdan foydalanishni davom ettirib, siz bunga rozilik bildirasiz.</div><div class="t886__btn-wrapper"><a class="t-btn" href="#"><span>OK</span></a></div>`) +
		`</div></body></html>`
	checkBody(t, page, []string{"velosiped yo‘laklari qurilishini", "28 milliard", "Brauzerlar cookie-fayllarni"}, []string{"Saytimiz cookie-fayllardan"})

	en := `<html lang="en"><body><main><article><h1>Council approves flood barrier</h1>` + bylineBody +
		`<div class="note-7"><p>We use cookies to improve your experience. By using this site you agree to our use of cookies.</p><button type="button">Accept</button></div>` +
		`</article></main></body></html>`
	checkBody(t, en, []string{"The council met on Tuesday"}, []string{"We use cookies"})
}

// TestBodyKeepsShortCookieStoryWithEmbedButton checks that a short story
// about cookies, with an embed's consent button between its paragraphs
// (its own text naming no cookies), is no banner: the story's element
// holding both paragraphs and the button stays.
func TestBodyKeepsShortCookieStoryWithEmbedButton(t *testing.T) {
	p1 := `Webseiten müssen Nutzern das Ablehnen von Cookies genauso leicht machen wie das Annehmen. Das hat der Europäische Gerichtshof am Donnerstag in Luxemburg entschieden.`
	p2 := `Geklagt hatte ein Verbraucherverband gegen einen Onlinehändler, dessen Banner nur einen Knopf zum Zustimmen zeigte. Das Urteil gilt für alle Mitgliedstaaten.`
	embed := `<div class="embed-consent"><p>An dieser Stelle finden Sie einen Beitrag von X. Mit einem Klick laden Sie ihn.</p><button type="button">Akzeptieren</button></div>`
	page := `<html lang="de"><body><main><article><h1>EuGH: Ablehnen von Cookies muss so leicht sein wie Zustimmen</h1><div class="meta">Von Anna Schmidt</div><div class="article-text"><p>` +
		p1 + `</p>` + embed + `<p>` + p2 + `</p></div></article></main><footer>x</footer></body></html>`
	checkBody(t, page, []string{"Webseiten müssen", "Geklagt hatte"}, nil)
}
