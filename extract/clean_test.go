package extract

import (
	"strings"
	"testing"
)

func TestHasMonthWord(t *testing.T) {
	// hasMonthWord stands in for monthWords.MatchString; they must agree,
	// on case folding ('ſ', the Kelvin sign) and on ASCII word boundaries
	// too.
	for _, s := range []string{
		"", "17. Dezember 2024, 12:17", "Die Regierung hat am Montag 12 Gesetze beschlossen",
		"MÄRZ 3", "Août 2024", "DÉCEMBRE", "THÁNG 5", "Sept. 3", "sept", "september", "septembre 9",
		"ſeptember 3", "xſept", "marſ 2", "o\u212Atober 1", "ééjanúú", "jan_", "_jan", "9jan", "jan9",
		"janvier2", "İmai", "\xffmai\xff", "Mayor 4", "Dezembermonat", "maybe 2",
	} {
		if got, want := hasMonthWord(s), monthWords.MatchString(s); got != want {
			t.Errorf("hasMonthWord(%q) = %v, monthWords says %v", s, got, want)
		}
	}
}

func BenchmarkIsDateLine(b *testing.B) {
	lines := []string{"Die Regierung hat am Montag 12 neue Gesetze beschlossen, sagt er",
		"Veröffentlicht am 17. Dezember 2024, 12:17 Uhr", "3 hours ago", "Foto: dpa"}
	for b.Loop() {
		for _, l := range lines {
			isDateLine(l)
		}
	}
}

// TestIsDateLine checks which short lines are the page's timestamps: a
// date, an age, a reading time; a duration the article states is not.
func TestIsDateLine(t *testing.T) {
	for s, want := range map[string]bool{
		"Publiziert: 17.12.2024, 12:17": true,
		"March 16, 2026":                true,
		"3 hours ago":                   true,
		"vor 2 Stunden":                 true,
		"5 min read":                    true,
		"8 Min":                         true,
		"Lesezeit: 4 Minuten":           true,
		"před 3 minutami":               true,
		"il y a 2 heures":               true,
		"hace 5 minutos":                true,
		"3 minuty temu":                 true,
		"2 uur geleden":                 true,
		"5 dakika önce":                 true,
		"Il vertice è durato 2 ore e mezza, poi la firma del trattato tra i due paesi.": false,
		"Tiempo de cocción: 45 minutos":                                                 false,
		"Timeline estimate: 1 to 2 weeks":                                               false,
		"Tuesday. Intense Run (40-60mins):":                                             false,
		"Prep Time 2 hrs":                                                               false,
		"The council met on Tuesday and agreed to extend the bus network by 2026.":      false,
		// A story's sentence telling a date is no timestamp; a label
		// closed by a full stop that names the act still is.
		"The fiscal year begins Jan. 1.":        false,
		"Die Frist endet am 3. März.":           false,
		"The meeting starts at 7 p.m. Tuesday.": false,
		"Image from Mary's April 2024 review.":  true,
		"Data as of Dec 20, 2025.":              false,
		"Publié le 12 mars 2026.":               true,
		"This segment aired on March 12, 2026.": true,
		"Last updated on Jan. 1, 2026.":         true,
		"Jan. 1, 2026, 3:15 p.m.":               true,
		// Labels the publishing and update words miss, and a byline's.
		"Mis en ligne le 12 mars 2026.":          true,
		"Dernière modification le 12 mars 2026.": true,
		"Publicada el 12 de marzo de 2026.":      true,
		"Letzte Aktualisierung am 3. März 2026.": true,
		"Zuletzt bearbeitet am 3. März 2026.":    true,
		"Page last reviewed on Jan. 1, 2026.":    true,
		"Ultima modifica il 12 marzo 2026.":      true,
		"By Jane Doe, Jan. 1, 2026.":             true,
		"更新日時：2026年3月12日 18:05":                  true,
		"2026年03月12日14:30 来源：城市报":                true,
		// A Japanese lead opens with the day of the news; without
		// spaces its few letter runs are long, not a label's words.
		"気象庁は12日、関東甲信地方で桜の開花が平年より5日早い3月19日ごろになるとの見通しを発表した。": false,
	} {
		if got := isDateLine(s); got != want {
			t.Errorf("isDateLine(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestHeaderLinesCut checks that a headline that is a <br> line of a
// block (a table layout) cuts the header there, with the dateline and
// byline right after it, and no later line that looks like one.
func TestHeaderLinesCut(t *testing.T) {
	p1 := strings.Repeat("The council approved the new flood barrier after a long debate on Monday night. ", 3)
	p2 := strings.Repeat("Work on the barrier starts in spring and should take two years to finish. ", 3)
	page := `<html><body><table><tr><td><font size="2">Lokales</font><br><font size="5"><b>Council approves flood barrier</b></font><br>` +
		`<font size="2">12.03.2024 von Jane Porter</font><br><br>` + p1 + `<br><br>By Tuesday, Mayor Jane Porter had signed the order.<br><br>` + p2 + `</td></tr></table></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	an := analyze(doc)
	blocks := cleanBlocks(an.bodyBlocks(an.container(), nil), cleanContext{title: "Council approves flood barrier", authors: []string{"Jane Porter"}})
	got := renderBlocks(blocks)
	if want := strings.TrimSpace(p1) + "\nBy Tuesday, Mayor Jane Porter had signed the order.\n" + strings.TrimSpace(p2); got != want {
		t.Errorf("body =\n%q\nwant\n%q", got, want)
	}
}

// TestDateSentenceAmidProse checks that a one-sentence paragraph holding
// a time or a date between two paragraphs of the article stays, while a
// labelled dateline in the same place ("Aktualisiert am …") and one
// above the text go.
func TestDateSentenceAmidProse(t *testing.T) {
	p1 := strings.Repeat("The festival returns to the old harbour this summer with three stages and forty bands. ", 2)
	p2 := strings.Repeat("Tickets are sold at the town hall and online, and children under twelve go free. ", 2)
	page := `<html><body><article><h1>Harbour festival returns</h1><p>12 March 2024, 10:15</p><p>` + p1 + `</p>` +
		`<p>Doors open at 19:30.</p><p>` + p2 + `</p><p>Aktualisiert am 17.01.2021.</p><p>` + p1 + `</p></article></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	an := analyze(doc)
	got := renderBlocks(cleanBlocks(an.bodyBlocks(an.container(), nil), cleanContext{title: "Harbour festival returns"}))
	if want := strings.TrimSpace(p1) + "\nDoors open at 19:30.\n" + strings.TrimSpace(p2) + "\n" + strings.TrimSpace(p1); got != want {
		t.Errorf("body =\n%q\nwant\n%q", got, want)
	}
}

// TestBylineLineNeedsNames checks that a short line opening with a
// byline marker is a byline only when names follow it: prose that opens
// with the same word ("By then", "Von den", "Por eso") and a table's
// "By changesets" are the article's.
func TestBylineLineNeedsNames(t *testing.T) {
	for s, want := range map[string]bool{
		"By Jane Doe":                            true,
		"Von Matthias Lauerer":                   true,
		"Por Steven Lee Myers y Tariq Panja":     true,
		"Door Jan de Vries":                      true,
		"Author: Tarek Nakkouch":                 true,
		"By then, the river had risen two feet.": false,
		"By the numbers:":                        false,
		"By Reuters":                             true,
		"Por EFE":                                true,
		"By changesets":                          false,
		"Von den 30 Teilnehmern kamen nur fünf.": false,
		"Von der Befreiung zum Staatsvertrag":    false,
		"Por eso, nadie vino.":                   false,
		"Par ailleurs, le maire a démissionné.":  false,
	} {
		if got := isBylineLine(s, nil); got != want {
			t.Errorf("isBylineLine(%q) = %v, want %v", s, got, want)
		}
	}
	p := strings.Repeat("The river rose through the night and the town council closed both bridges before dawn. ", 3)
	page := `<html><body><article><h1>Flood closes bridges</h1><p>Von Matthias Lauerer</p><p>` + p + `</p>` +
		`<p>By then, the river had risen two feet.</p><p>` + p + `</p></article></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	an := analyze(doc)
	got := renderBlocks(cleanBlocks(an.bodyBlocks(an.container(), nil), cleanContext{title: "Flood closes bridges"}))
	if want := strings.TrimSpace(p) + "\nBy then, the river had risen two feet.\n" + strings.TrimSpace(p); got != want {
		t.Errorf("body =\n%q\nwant\n%q", got, want)
	}
}

// checkCaptionLines checks isCaptionLine on each line of cases.
func checkCaptionLines(t *testing.T, cases map[string]bool) {
	t.Helper()
	for s, want := range cases {
		if got := isCaptionLine(s); got != want {
			t.Errorf("isCaptionLine(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestCaptionLineCopyrightC checks that "(c)" written for "©" makes a
// credit line, and that the third item of an enumeration does not: a
// short paragraph listing options or a contract's clause is the
// article's.
func TestCaptionLineCopyrightC(t *testing.T) {
	checkCaptionLines(t, map[string]bool{
		"(c) Wiley-VCH": true,
		"(c) TV Thermen- & Vulkanland | Michael Königshofer": true,
		"Bildcredit: (c) yakushkina - depositphotos.com":     true,
		"© Jane Doe": true,
		"You may (a) pay the fine, (b) appeal or (c) withdraw.":  false,
		"(c) the applicant has lived in the city for two years;": false,
		"(c) Keep the receipt until the warranty ends.":          false,
	})
}

// TestCaptionLineImago checks credits to the agency Imago against prose
// using the word.
func TestCaptionLineImago(t *testing.T) {
	checkCaptionLines(t, map[string]bool{
		"Uwe Schubert möchte mit dem MSV Duisburg noch Punkte sammeln. IMAGO/Nico Herbertz": true,
		"Autohäuser in Thüringen dürfen wieder öffnen. (Symbolfoto) Bildrechte: IMAGO":      true,
		"imago images/Sven Simon":                                    true,
		"What does the imago Dei mean for how we treat strangers?":   false,
		"The imago of the beetle leaves the pupa after three weeks.": false,
		"In June it emerges as an imago.":                            false,
		"Der Trainer an der Seitenlinie. Foto: Imago":                true,
	})
}

// TestCaptionLineGermanRights checks that German's words for a
// picture's rights and source mark a caption's credit, and that prose
// speaking of image rights does not, a sentence after "Bildrechte:"
// included.
func TestCaptionLineGermanRights(t *testing.T) {
	checkCaptionLines(t, map[string]bool{
		"Pro Stunde werden in Schmalkalden etwa 45 Schweine geschlachtet. Bildrechte: MDR/David Straub": true,
		"Der Marktplatz am Abend. Bildquelle: SWR":                                                      true,
		"Bildnachweis: Stadtarchiv Erfurt":                                                              true,
		"Die Bildrechte liegen beim Verlag, der die Fotos nicht freigeben will.":                        false,
		"Über Bildrechte wird seit Jahren gestritten, sagt die Anwältin im Interview.":                  false,
		// A sentence after the word is prose about image rights.
		"Stichwort Bildrechte: Wer ein fremdes Foto ins Netz stellt, muss den Urheber nennen.": false,
		"Zum Thema Bildquelle: Die Agentur verlangt, dass ihr Name unter jedem Bild steht.":    false,
		"Eine Frau geht durch die Halle (Bildrechte: MDR/David Straub)":                        true,
		"Bildquelle: picture alliance / dpa | Michael Kappeler":                                true,
	})
}

// TestBylineLineNamesAuthor checks that a line is a byline by the
// author's name only where the name stands as words, and that a name of
// one word makes a byline only of a short line.
func TestBylineLineNamesAuthor(t *testing.T) {
	for _, tt := range []struct {
		line, author string
		want         bool
	}{
		{"Jane Doe | 3 min read", "jane doe", true},
		{"Von David, dpa", "david", true},
		{"red, wien.ORF.at", "red", true},
		{"AP", "ap", true},
		{"What happened next surprised everyone.", "ap", false},
		{"The costs were shared by both towns.", "red", false},
		{"David said he would return next week.", "david", false},
		{"Davidson Park reopens on Monday", "david", false},
		{"Posted by David at December 16, 2025 11:15 AM", "david", true},
		{"17:10Joseph Gamp", "joseph gamp", true},
		{"松岡大地記者", "松岡大地", true},
		{"순천, 광양 구현모 기자 ninek@hankookilbo.com", "구현모", true},
		{"ガザでは約100人の人質が拘束されている。一方で、イスラエル軍は13日に発表した。【エルサレム松岡大地】", "松岡大地", false},
		{"(By Chinedu Okafor)", "chinedu okafor", true},
		{"ELLIS: That's Tom Reyes reporting from Fresno.", "tom reyes", false}, // a transcript's line
		{"AUTHOR: TOM REYES", "tom reyes", true},
		// A label the name follows, then a sentence: still a byline.
		{"AUTHOR: Jane Doe, Senior Correspondent.", "jane doe", true},
		{"TEXT AND PHOTOS: Jane Doe, staff photographer.", "jane doe", true},
		{"REPORTER: Jane Doe, Kyiv.", "jane doe", true},
		{"WORDS: Jane Doe. PICTURES: John Roe.", "jane doe", true},
		// A host's turn that names the reporter first stays a turn.
		{"MARTIN: Tom Reyes is with us now from Fresno. Good morning, Tom.", "tom reyes", false},
		{"INSKEEP: Tom Reyes of member station KVPR reports.", "tom reyes", false},
		{"本报北京11月12日电（记者 王磊）记者从国家林业和草原局获悉，今年全国共完成国土绿化任务超过1.1亿亩。", "王磊", false}, // the story's first paragraph
	} {
		if got := isBylineLine(tt.line, []string{tt.author}); got != tt.want {
			t.Errorf("isBylineLine(%q, %q) = %v, want %v", tt.line, tt.author, got, tt.want)
		}
	}
}

// TestStockLineOfABrokenBlock checks that a stock line among the <br>
// lines of one block ("Back to homepage" under a story in a bare <div>)
// goes while the block's other lines stay.
func TestStockLineOfABrokenBlock(t *testing.T) {
	p1 := "Residents of the village voted on Saturday to keep their post office open, after the postal service had proposed closing it."
	p2 := "The referendum drew more than 80 percent of eligible voters, an unusually high turnout for a local ballot."
	page := `<html><body><div id="story"><h2>Village keeps its post office</h2>` + p1 + `<br><br>` + p2 + `<br><br><a href="/">Back to homepage</a></div></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	an := analyze(doc)
	got := renderBlocks(cleanBlocks(an.bodyBlocks(an.container(), nil), cleanContext{title: "Village keeps its post office"}))
	if want := p1 + "\n" + p2; got != want {
		t.Errorf("body =\n%q\nwant\n%q", got, want)
	}
}

// TestStockLinesOfBrokenBlocks checks that the lines of a block split by
// <br>s (Naver's article, a table layout's cell) lose the same stock
// lines as paragraphs do: a wire's "no resale" notice, a follow prompt.
func TestStockLinesOfBrokenBlocks(t *testing.T) {
	ko := []string{"정부가 내년부터 청년층의 월세 지원 대상을 현재보다 두 배 이상 확대하기로 했다고 국토교통부가 밝혔다.",
		"지원 대상은 부모와 따로 사는 만 19~34세 무주택 청년으로, 소득 기준도 기존 중위소득 60%에서 100%로 완화된다.",
		"국토부 관계자는 청년들의 주거비 부담을 덜어 자산 형성의 기반을 마련하겠다고 말했다.",
		"*재판매 및 DB 금지"}
	en := []string{"The county opened its new library branch on Saturday after two years of construction downtown.",
		"More than 2,000 residents visited on the first day, and the children's room was full all afternoon.",
		"Follow the Gazette on Facebook"}
	for name, tc := range map[string]struct {
		page  string
		lines []string
	}{
		"naver": {`<html lang="ko"><body><div id="ct"><h2>청년 월세 지원 확대</h2><div id="dic_area">` + strings.Join(ko, "<br><br>") + `</div></div></body></html>`, ko},
		"table": {`<html><body><table><tr><td>` + strings.Join(en, "<br>") + `</td></tr></table></body></html>`, en},
	} {
		doc, _, err := ParseHTML([]byte(tc.page), "text/html; charset=utf-8")
		if err != nil {
			t.Fatal(err)
		}
		an := analyze(doc)
		got := renderBlocks(cleanBlocks(an.bodyBlocks(an.container(), nil), cleanContext{}))
		last := len(tc.lines) - 1
		if !strings.Contains(got, strings.Join(tc.lines[:last], "\n")) || strings.Contains(got, tc.lines[last]) {
			t.Errorf("%s: body %q, want its lines but the last", name, got)
		}
	}
}

// TestCaptionLinePhotoBy checks that a credit naming a picture's maker
// ("Photo by", "Fotografia de", "Gambar oleh"), alone or after a
// caption, is a caption line, and that prose using the words is not.
func TestCaptionLinePhotoBy(t *testing.T) {
	checkCaptionLines(t, map[string]bool{
		"Fotografia de Rui Carvalhal":                                                    true,
		"Jambatan Batang Lupar dilihat dari Triso. - Gambar oleh Awang Jeffri":           true,
		"The harbour at dawn | Photo by Jane Doe/Reuters":                                true,
		"Vista del puerto. Foto de EFE":                                                  true,
		"Photo by night, the square fills with stalls and music.":                        false,
		"Photo by Jane Doe: why the picture of the flood went around the world":          false,
		"El presidente posó para la foto de familia de la cumbre.":                       false,
		"She showed us a photo by Ansel Adams that hung in her hallway for forty years.": false,
		"Ein Foto von Max": false,
	})
}

// TestCaptionLinePhotoByLowerShifts checks a credit after a caption
// holding a letter whose lower case is of another length: Turkish "İ"
// lower-cases to one byte, "ẞ" to two, and the credit is found still.
func TestCaptionLinePhotoByLowerShifts(t *testing.T) {
	checkCaptionLines(t, map[string]bool{
		"İstanbul Boğazı'nda gün batımı. - Photo by Ayşe Yılmaz":   true,
		"Sultanahmet Camii, İstanbul | Photo by Jane Doe":          true,
		"GROẞE BRÜCKE. - Foto von Max Muster":                      true,
		"İstanbul'da photo by night, the square fills with music.": false,
	})
}

// TestCaptionLinePhotoByInProse checks that a sentence opening with the
// words of a credit after a full stop or dash is prose: German
// capitalises nouns, and "Foto de" is also a photo of a place.
func TestCaptionLinePhotoByInProse(t *testing.T) {
	checkCaptionLines(t, map[string]bool{
		"Die Polizei sperrte den Platz ab. Fotos von Augenzeugen zeigen brennende Autos.": false,
		"Die Ausstellung – Fotos von Vivian Maier – ist bis Mai zu sehen.":                false,
		"A NASA divulgou as imagens. Foto de Marte revela um antigo lago.":                false,
		"The storm hit at noon. Photos by Reuters show the damage.":                       false,
		"Photo by Jane Doe on Unsplash":                                                   true,
		"Photo by Jane Doe for The New York Times":                                        true,
		"Photo by Jane Doe, courtesy of the artist":                                       true,
		"Foto di Mario Rossi della Ansa":                                                  true,
	})
	body := boundsBody(t, `<html lang="de"><head><title>Krawalle in der Innenstadt</title></head><body><nav><a href="/">Start</a> <a href="/lokal">Lokales</a></nav><div class="main"><div class="art"><h1>Krawalle in der Innenstadt</h1>`+
		`<p>In der Nacht zum Sonntag ist es in der Innenstadt zu schweren Ausschreitungen gekommen, bei denen mehrere Geschäfte geplündert wurden.</p>`+
		`<p>Die Polizei sperrte den Platz ab. Fotos von Augenzeugen zeigen brennende Autos.</p>`+
		`<p>Nach Angaben der Polizei wurden insgesamt 23 Personen vorläufig festgenommen, darunter mehrere Jugendliche aus dem Umland der Stadt.</p>`+
		`<p>Die Feuerwehr war bis in die frühen Morgenstunden im Einsatz, um die Brände in der Fußgängerzone und am Bahnhof zu löschen.</p>`+
		`<p>Der Bürgermeister kündigte an, die Schäden rasch beseitigen zu lassen, und rief die Bewohner zur Ruhe auf.</p></div></div></body></html>`, "Krawalle in der Innenstadt", nil)
	if !strings.Contains(body, "Fotos von Augenzeugen zeigen") {
		t.Errorf("body lacks the paragraph:\n%s", body)
	}
}

// TestCaptionLineCyrillicFoto checks that the Cyrillic "Фото:" opens a
// credit line as "Photo:" and "Foto:" do (Russian, Ukrainian, Serbian
// and Bulgarian sites set it under the picture), and that prose naming
// photos does not.
func TestCaptionLineCyrillicFoto(t *testing.T) {
	checkCaptionLines(t, map[string]bool{
		"Фото: пресс-служба администрации Тамбова":           true,
		"Фото: Коростенська міська рада":                     true,
		"Мост через реку. Фото: Иван Петров":                 true,
		"Фотографии выставки можно увидеть до пятницы.":      false,
		"Он показал фото, на котором видна трещина в мосту.": false,
	})
}

// TestCaptionLineKazakhGeorgianPhoto checks that Kazakh "Сурет:"
// ("picture") and Georgian "ფოტო:" close a caption with its credit as
// "Фото:" does, and that a sentence after the word is prose.
func TestCaptionLineKazakhGeorgianPhoto(t *testing.T) {
	checkCaptionLines(t, map[string]bool{
		"Төле би көшесіндегі автобус жолағы. Сурет: Алатау ақпарат":    true,
		"საბაგიროს ვიზუალიზაცია. ფოტო: თბილისის მერია":                 true,
		"Сурет: көрмеге 40 жұмыс қойылды, олар наурызға дейін тұрады.": false,
		"Ол суреттерді көрмеге әкелді.":                                false,
		"Көрмеде суретшінің 40 сурет: пейзаждар мен портреттер.":       false,
		"გამოფენაზე 40 ფოტო: პეიზაჟები და პორტრეტები.":                 false,
		"(Сурет: Алатау ақпарат)":                                      true,
	})
}

// TestCaptionLineCJKPhotoNote checks that a line closed by a Chinese
// caption's note in brackets (a file picture, a photographer's "摄", the
// picture's source) is a caption, and that prose with brackets is not.
func TestCaptionLineCJKPhotoNote(t *testing.T) {
	checkCaptionLines(t, map[string]bool{
		"BRT3号线车辆进行调试运行。（资料图）":      true,
		"开工仪式现场。（新华社记者 李明 摄）":       true,
		"新车站效果图。（图片来源：市交通运输局）":      true,
		"项目总投资约98亿元（含征地拆迁费用）。":      false,
		"市民可通过12345热线（全天24小时）反映问题。": false,
	})
}

// TestBodyDropsLabelledDateSentence checks that a page's timestamp set
// as a sentence with a label the publishing and update words miss ("Mis
// en ligne le 12 mars 2026.") is no part of the body, as it was before
// isDatedSentence.
func TestBodyDropsLabelledDateSentence(t *testing.T) {
	for _, l := range []string{"Mis en ligne le 12 mars 2026.", "Publicada el 12 de marzo de 2026.", "Letzte Aktualisierung am 3. März 2026."} {
		page := `<html><body><article><h1>Council approves the budget for next year</h1><div class="article-body">` +
			bylineBody + `<p>` + l + `</p></div></article><footer>x</footer></body></html>`
		if body := heuristicBody(t, page, "https://news.example.com/a/1.html"); strings.Contains(body, l) || !strings.Contains(body, "The council met") {
			t.Errorf("body keeps %q or lacks the story:\n%s", l, body)
		}
	}
}

// TestCaptionLineOwnedPhotoBy checks that a credit naming whose picture
// it is before "photo by" ("Courier photo by …", "Staff photo by …")
// after a caption is a caption line, and that a sentence with a
// lower-case word before the phrase is not.
func TestCaptionLineOwnedPhotoBy(t *testing.T) {
	checkCaptionLines(t, map[string]bool{
		"The team poses with its state trophy. Courier photo by Earl Hutchins": true,
		"The council chamber | Staff photo by Jane Doe":                        true,
		"The new library wing. Daily Ledger photo by Sam Ortiz":                true,
		"She showed us an old photo by Ansel Adams from the hallway":           false,
		"The mayor. Times photo by John Doe wins the state award.":             false,
	})
}
