package extract

import (
	"strings"
	"testing"
)

// TestPublishedShownClockOfUTCMeta checks that a date shown below the
// headline with a time but no zone, whose wall clock is the UTC
// metadata's instant moved by a zone's offset, dates the page on the
// day readers see: "Miércoles, 25 de noviembre de 2026 · 21:30" in La
// Paz over article:published_time 2026-11-26T01:30Z, even when a
// masthead's today above the headline shows the UTC day. A shown time
// that no offset explains (21:47 over 01:30Z) is another event, and
// the metadata stands.
func TestPublishedShownClockOfUTCMeta(t *testing.T) {
	page := func(shown string) string {
		return `<html lang="es"><head><meta property="article:published_time" content="2026-11-26T01:30:00+00:00"></head><body>
<div class="fecha-hoy">La Paz, jueves 26 de noviembre de 2026</div><nav><a href="/">Inicio</a> <a href="/la-paz">La Paz</a></nav>
<article><h1>El teleférico de la línea Naranja cerrará diez días</h1>
<div class="firma"><span class="autor">Por Marcelo Quiroga</span> <span class="fecha">` + shown + `</span></div>
<div class="cuerpo">` + strings.Repeat(`<p>La Alcaldía anunció este miércoles que la línea dejará de funcionar durante diez días por trabajos de mantenimiento en sus cables.</p>`, 4) + `</div>
</article></body></html>`
	}
	for _, c := range []struct{ shown, want string }{
		{"Miércoles, 25 de noviembre de 2026 · 21:30", "2026-11-25"},
		{"Miércoles, 25 de noviembre de 2026 · 19:30", "2026-11-25"},
		{"Miércoles, 25 de noviembre de 2026 · 21:47", "2026-11-26"},
	} {
		art := extractPage(t, page(c.shown))
		if got := art.PublishedRaw; len(got) < 10 || got[:10] != c.want {
			t.Errorf("%s: published = %q, want the day %s", c.shown, got, c.want)
		}
	}
}

// TestAuthorsSkipVideoAndPhotoField checks that a credit line's field
// for the pictures, named for the photography, the video or both joined
// by "and", credits no author: multimedia stories credit their crew
// that way ("Texto: … · Fotos y video: …").
func TestAuthorsSkipVideoAndPhotoField(t *testing.T) {
	for _, c := range []struct{ credit, want string }{
		{"Texto: Rosa Huamán Quispe · Fotos y video: Diego Mamani", "Rosa Huamán Quispe"},
		{"Texto: Ana Lima · Fotos e vídeo: Caio Reis", "Ana Lima"},
		{"Words: Tom Hale · Photos and video: Ivy Chen", "Tom Hale"},
		{"Texto: Rosa Huamán Quispe · Video: Diego Mamani", "Rosa Huamán Quispe"},
		// "Fotografía y video:" and its kin.
		{"Texto y video: Ana Lima · Fotos: Caio Reis", "Ana Lima"},
		{"Words and video: Tom Hale · Photos: Ivy Chen", "Tom Hale"},
		{"Texto y fotografía: Ana Lima · Video: Caio Reis", "Ana Lima"},
		{"Reportaje: Ana Lima · Fotografía y video: Caio Reis", "Ana Lima"},
		{"Texto: Ana Lima, video: Caio Reis", "Ana Lima"},
		{"Texto: Ana Lima / Vídeo: Caio Reis", "Ana Lima"},
	} {
		page := `<html><body><nav><a href="/">Inicio</a></nav><article><h1>Las guardianas de la papa nativa</h1>
<p class="byline">` + c.credit + `</p>` + strings.Repeat(`<p>A 3.800 metros de altura, doce familias han vuelto a sembrar papas nativas que sus abuelos dejaron de cultivar.</p>`, 4) +
			`</article></body></html>`
		art := extractPage(t, page)
		if len(art.Authors) != 1 || art.Authors[0] != c.want {
			t.Errorf("%s: authors = %q, want [%s]", c.credit, art.Authors, c.want)
		}
	}
}

// TestBodyDropsIndicAdLabels checks that the label over an ad slot
// between paragraphs, in the languages of India, leaves the body as
// "Advertisement" does.
func TestBodyDropsIndicAdLabels(t *testing.T) {
	for _, label := range []string{"ਇਸ਼ਤਿਹਾਰ", "विज्ञापन", "বিজ্ঞাপন", "விளம்பரம்", "اشتہار"} {
		page := `<html><body><article><h1>ਪੁਰਾਣੇ ਬਾਜ਼ਾਰਾਂ ਵਿੱਚ ਰਾਤ ਨੂੰ ਚੁੱਕਿਆ ਜਾਵੇਗਾ ਕੂੜਾ</h1><div class="news-text">` +
			`<p>ਨਗਰ ਨਿਗਮ ਨੇ ਸ਼ਹਿਰ ਦੇ ਪੁਰਾਣੇ ਬਾਜ਼ਾਰਾਂ ਵਿੱਚ ਕੂੜਾ ਚੁੱਕਣ ਲਈ ਰਾਤ ਦੀ ਸ਼ਿਫਟ ਸ਼ੁਰੂ ਕਰਨ ਦਾ ਫੈਸਲਾ ਕੀਤਾ ਹੈ, ਤਾਂ ਜੋ ਦਿਨ ਵੇਲੇ ਆਵਾਜਾਈ ਵਿੱਚ ਰੁਕਾਵਟ ਨਾ ਪਵੇ।</p>` +
			`<div class="text-center"><small>` + label + `</small></div>` +
			`<p>ਦੁਕਾਨਦਾਰਾਂ ਨੂੰ ਕਿਹਾ ਗਿਆ ਹੈ ਕਿ ਉਹ ਰਾਤ ਦਸ ਵਜੇ ਤੋਂ ਬਾਅਦ ਹੀ ਕੂੜਾ ਬਾਹਰ ਰੱਖਣ। ਸਵੇਰ ਵੇਲੇ ਸੜਕ ਉੱਤੇ ਕੂੜਾ ਸੁੱਟਣ ਵਾਲਿਆਂ ਨੂੰ ਜੁਰਮਾਨਾ ਕੀਤਾ ਜਾਵੇਗਾ।</p>` +
			`</div></article></body></html>`
		if body := extractPage(t, page).Body; !strings.Contains(body, "ਦੁਕਾਨਦਾਰਾਂ ਨੂੰ") || strings.Contains(body, label) {
			t.Errorf("%s: body = %q, want the text without the label", label, body)
		}
	}
}

// TestAuthorsHaitianEkriPa checks Haitian Creole "Ekri pa" (written by)
// opening a post's first line as a byline.
func TestAuthorsHaitianEkriPa(t *testing.T) {
	page := `<html lang="ht"><body><nav><a href="/">Akèy</a></nav><article><h2 class="post-title">Jakmèl ap prepare premye festival penti sou miray</h2><div class="post-body">
<p><b>Ekri pa Wideline Jozèf</b></p>` + strings.Repeat(`<p>Jakmèl pral resevwa premye festival penti sou miray li nan mwa desanm, apre plis pase yon ane preparasyon ant atis lokal yo.</p>`, 4) +
		`</div></article></body></html>`
	art := extractPage(t, page)
	if len(art.Authors) != 1 || art.Authors[0] != "Wideline Jozèf" {
		t.Errorf("authors = %q, want [Wideline Jozèf]", art.Authors)
	}
}

// TestLeadBylineDatelineReporter checks the Indian-language dateline
// that names its reporter in brackets after the place and the day
// ("ਜਲੰਧਰ, 25 ਨਵੰਬਰ (ਹਰਪ੍ਰੀਤ ਸਿੰਘ ਸੰਧੂ)- …"), and that a wire, a desk or
// a correspondent's role in the same place names no one.
func TestLeadBylineDatelineReporter(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"ਜਲੰਧਰ, 25 ਨਵੰਬਰ (ਹਰਪ੍ਰੀਤ ਸਿੰਘ ਸੰਧੂ)- ਨਗਰ ਨਿਗਮ ਨੇ ਸ਼ਹਿਰ ਦੇ ਪੁਰਾਣੇ ਬਾਜ਼ਾਰਾਂ ਵਿੱਚ ਰਾਤ ਦੀ ਸ਼ਿਫਟ ਸ਼ੁਰੂ ਕੀਤੀ ਹੈ।", "ਹਰਪ੍ਰੀਤ ਸਿੰਘ ਸੰਧੂ"},
		{"पटना, 25 नवंबर (रमेश कुमार सिंह): राज्य सरकार ने नई योजना की घोषणा की।", "रमेश कुमार सिंह"},
		{"ਅੰਮ੍ਰਿਤਸਰ, 25 ਨਵੰਬਰ (ਏਜੰਸੀ)- ਸ਼ਹਿਰ ਵਿੱਚ ਮੀਂਹ ਪਿਆ।", ""},
		{"पटना, 25 नवंबर (निज संवाददाता)- राज्य सरकार ने नई योजना की घोषणा की।", ""},
		{"Madrid, 12 nov (Europa Press) - El Gobierno aprobó este martes la ley.", ""},
		{"NEW DELHI, Nov 25 (Reuters) - India's central bank held rates.", ""},
		{"The council met on Tuesday (the second time this month) - and agreed.", ""},
	} {
		got, _, ok := leadByline(c.text)
		if !ok {
			got = ""
		}
		if got != c.want {
			t.Errorf("leadByline(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

// TestBodyDropsInfoRow checks that a CMS's info row between the
// headline and the text (the poster, the date and the count of reads,
// in an element classed "info" or "meta") leaves the body in any
// language.
func TestBodyDropsInfoRow(t *testing.T) {
	text := `<p>ਨਗਰ ਨਿਗਮ ਨੇ ਸ਼ਹਿਰ ਦੇ ਪੁਰਾਣੇ ਬਾਜ਼ਾਰਾਂ ਵਿੱਚ ਕੂੜਾ ਚੁੱਕਣ ਲਈ ਰਾਤ ਦੀ ਸ਼ਿਫਟ ਸ਼ੁਰੂ ਕਰਨ ਦਾ ਫੈਸਲਾ ਕੀਤਾ ਹੈ, ਤਾਂ ਜੋ ਦਿਨ ਵੇਲੇ ਆਵਾਜਾਈ ਵਿੱਚ ਰੁਕਾਵਟ ਨਾ ਪਵੇ।</p><p>ਨਿਗਮ ਦੇ ਸਿਹਤ ਅਧਿਕਾਰੀ ਨੇ ਦੱਸਿਆ ਕਿ ਪਹਿਲੇ ਪੜਾਅ ਵਿੱਚ ਰੈਣਕ ਬਾਜ਼ਾਰ, ਅਟਾਰੀ ਬਾਜ਼ਾਰ ਅਤੇ ਮਾਈ ਹੀਰਾਂ ਗੇਟ ਇਲਾਕੇ ਨੂੰ ਸ਼ਾਮਲ ਕੀਤਾ ਜਾਵੇਗਾ। ਇਸ ਲਈ ਚਾਲੀ ਸਫ਼ਾਈ ਕਰਮਚਾਰੀਆਂ ਦੀ ਵੱਖਰੀ ਟੀਮ ਬਣਾਈ ਗਈ ਹੈ।</p><p>ਦੁਕਾਨਦਾਰਾਂ ਨੂੰ ਕਿਹਾ ਗਿਆ ਹੈ ਕਿ ਉਹ ਰਾਤ ਦਸ ਵਜੇ ਤੋਂ ਬਾਅਦ ਹੀ ਕੂੜਾ ਬਾਹਰ ਰੱਖਣ। ਸਵੇਰ ਵੇਲੇ ਸੜਕ ਉੱਤੇ ਕੂੜਾ ਸੁੱਟਣ ਵਾਲਿਆਂ ਨੂੰ ਜੁਰਮਾਨਾ ਕੀਤਾ ਜਾਵੇਗਾ।</p><p>ਵਪਾਰ ਮੰਡਲ ਦੇ ਪ੍ਰਧਾਨ ਨੇ ਇਸ ਫੈਸਲੇ ਦਾ ਸਵਾਗਤ ਕੀਤਾ, ਪਰ ਨਾਲ ਹੀ ਮੰਗ ਕੀਤੀ ਕਿ ਬਾਜ਼ਾਰਾਂ ਵਿੱਚ ਹੋਰ ਕੂੜੇਦਾਨ ਲਗਾਏ ਜਾਣ। ਉਨ੍ਹਾਂ ਕਿਹਾ ਕਿ ਕਈ ਥਾਵਾਂ ਉੱਤੇ ਇੱਕ ਵੀ ਕੂੜੇਦਾਨ ਨਹੀਂ ਹੈ।</p><p>ਨਿਗਮ ਕਮਿਸ਼ਨਰ ਅਨੁਸਾਰ ਜੇਕਰ ਇਹ ਪ੍ਰਯੋਗ ਸਫ਼ਲ ਰਿਹਾ ਤਾਂ ਅਗਲੇ ਸਾਲ ਮਾਰਚ ਤੱਕ ਸ਼ਹਿਰ ਦੇ ਬਾਕੀ ਵਪਾਰਕ ਇਲਾਕਿਆਂ ਵਿੱਚ ਵੀ ਰਾਤ ਦੀ ਸ਼ਿਫਟ ਸ਼ੁਰੂ ਕੀਤੀ ਜਾਵੇਗੀ।</p>`
	for _, c := range []struct {
		row, inner, text string
		kept             bool
	}{
		{`<div class="news-info"><span>newsdesk</span> <span>25 ਨਵੰਬਰ 2026</span> <span>1,284 ਵਾਰ ਪੜ੍ਹੀ ਗਈ</span></div>`, "", "1,284", false},
		{`<div class="itemInfo"><span class="itemPoster">أرسلت بواسطة admin</span> <span>في 2026/11/26 10:00:00</span> <span>(412 قراءة)</span></div>`, "", "412", false},
	} {
		page := `<html><body><nav><a href="/">ਮੁੱਖ ਪੰਨਾ</a></nav><article class="news-article"><h2 class="news-title">ਪੁਰਾਣੇ ਬਾਜ਼ਾਰਾਂ ਵਿੱਚ ਰਾਤ ਨੂੰ ਚੁੱਕਿਆ ਜਾਵੇਗਾ ਕੂੜਾ</h2>` +
			c.row + `<div class="news-image"><img src="a.jpg" alt=""></div><div class="news-text">` + c.inner + text + `</div></article></body></html>`
		body := boundsBody(t, page, "ਪੁਰਾਣੇ ਬਾਜ਼ਾਰਾਂ ਵਿੱਚ ਰਾਤ ਨੂੰ ਚੁੱਕਿਆ ਜਾਵੇਗਾ ਕੂੜਾ", nil)
		if strings.Contains(body, c.text) != c.kept || !strings.Contains(body, "ਦੁਕਾਨਦਾਰਾਂ ਨੂੰ") {
			t.Errorf("%s: body = %q", c.row, body)
		}
	}
}

// TestDetectLangNoShortCodeNeighbour checks that a page declaring a
// language with no two-letter code is given none, though the detector
// names a neighbour with full confidence: Asturian read as Spanish.
func TestDetectLangNoShortCodeNeighbour(t *testing.T) {
	ast := "Dempués de dos años de trabayu, el correutor ortográficu Llingua Viva llega a la versión 3.0 con un diccionariu que pasa de les 180.000 pallabres. " +
		"La novedá más grande ye'l motor de suxerencies, que agora tien en cuenta el contestu de la frase y non solo la pallabra aisllada."
	if got := DetectLang(ast, "ast", "es_ES"); got != "" {
		t.Errorf(`DetectLang(asturian, "ast") = %q, want ""`, got)
	}
}

// TestDatelineDeskWordsInScripts: a bracket after an Indian dateline
// naming a desk, a role or a wire in the page's script or in English loan
// words ("(डिजिटल डेस्क)", "(Prensa Latina)") names no author.
func TestDatelineDeskWordsInScripts(t *testing.T) {
	for _, text := range []string{
		"भोपाल, 25 नवंबर (डिजिटल डेस्क)- राज्य सरकार ने नई योजना की घोषणा की।",
		"लखनऊ, 25 नवंबर (स्टाफ रिपोर्टर)- राज्य सरकार ने नई योजना की घोषणा की।",
		"मुंबई, 25 नोव्हेंबर (विशेष प्रतिनिधी) : राज्य सरकारने नवी योजना जाहीर केली.",
		"La Habana, 25 nov (Prensa Latina) - El Gobierno aprobó este martes la ley.",
		"Kathmandu, 25 November (Rastriya Samachar Samiti) - The government announced a new scheme.",
		"New Delhi, 25 November (Hindusthan Samachar) - The government announced a new scheme.",
		"Srinagar, 25 November (Team Kashmir Times) - The government announced a new scheme.",
		"Lagos, 25 November (Premium Times) - The government announced a new scheme.",
		"Lima, 25 nov (Andina Noticias) - El Gobierno aprobó este martes la ley.",
	} {
		if got, _, ok := leadByline(text); ok {
			t.Errorf("leadByline(%q) = %q, want none", text, got)
		}
	}
}

// TestLangMacrolanguageMembers: a three-letter code of a macrolanguage's
// member ("fil", "yue", "arz") names its two-letter language.
func TestLangMacrolanguageMembers(t *testing.T) {
	tl := "Inanunsyo ng Department of Health nitong Martes na magsisimula na ang malawakang pagbabakuna laban sa tigdas sa mga pampublikong paaralan sa buong bansa. " +
		"Ayon sa kalihim, layunin ng programa na maabot ang higit sa dalawang milyong bata bago matapos ang taon."
	for _, h := range []string{"fil", "fil-PH"} {
		if got := DetectLang(tl, h, "en_US"); got != "tl" {
			t.Errorf("DetectLang(tagalog, %q) = %q, want tl", h, got)
		}
	}
}

// TestLangLongCodeOfShort: a three-letter code of a language the detector
// knows by its two-letter code ("epo", "ltz") names that language.
func TestLangLongCodeOfShort(t *testing.T) {
	ht := "Jakmèl pral resevwa premye festival penti sou miray li nan mwa desanm, apre plis pase yon ane preparasyon ant atis lokal yo ak meri a. " +
		"Òganizatè yo di yo espere plis pase de mil vizitè ki soti nan tout peyi a ak nan dyaspora a."
	if got := DetectLang(ht, "hat", "en_US"); got != "ht" {
		t.Errorf(`DetectLang(haitian, "hat") = %q, want ht`, got)
	}
}
