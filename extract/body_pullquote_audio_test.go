package extract

import "testing"

// TestBodyDropsPullQuoteWithoutItsMarks checks that a pull quote set
// with quotation marks and a closing stop the text does not give its
// words (Swedish ”…igen.” for "…igen, säger rektor …") goes as a repeat,
// while a quoted blockquote whose words the text does not repeat stays.
func TestBodyDropsPullQuoteWithoutItsMarks(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " har skolan under hösten följt upp frånvaron vecka för vecka, berättar rektorn för tidningen.</p>"
	}
	said := "<p>– Rasterna har blivit stökigare, men på ett bra sätt. Eleverna pratar med varandra igen, säger rektor Anna Lindqvist.</p>"
	pull := `<figure class="quote"><blockquote><p>”Eleverna pratar med varandra igen.”</p></blockquote></figure>`
	checkBody(t, `<html><body><article>`+para("Först")+said+pull+para("Sedan")+para("Sist")+`</article></body></html>`,
		[]string{"Först", "Eleverna pratar med varandra igen, säger", "Sist"}, []string{"”Eleverna"})
	letter := `<blockquote><p>”Vi vill att våra barn ska få lugna raster utan skärmar.”</p></blockquote>`
	checkBody(t, `<html><body><article>`+para("Först")+said+letter+para("Sedan")+para("Sist")+`</article></body></html>`,
		[]string{"Först", "Vi vill att våra barn ska få lugna raster utan skärmar", "Sist"}, nil)
}

// TestBodyDropsAudioPlayerBox checks that a read-aloud player set over
// the text in paragraphs of its own (the <audio> element, "この記事を音声で
// 聞く", "約4分", a note that the voice is generated) goes with its
// element, whatever its class, while a box of a story told beside its
// audio stays.
func TestBodyDropsAudioPlayerBox(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + "、市交通局は26日、金曜日と土曜日の終電を来年4月から約30分遅らせると発表した。飲食店や観光業界からの要望を受けたもので、まず1年間試行する。</p>"
	}
	player := `<div class="p-article__audio"><button>▶</button><p class="label">この記事を音声で聞く</p><p class="time">約4分</p>` +
		`<audio src="/a.mp3"></audio><p class="note">※音声は自動生成です。読み間違いがある場合があります。</p></div>`
	checkBody(t, `<html><body><article><h1>終電延長</h1>`+player+para("一")+para("二")+para("三")+`</article></body></html>`,
		[]string{"一、市交通局", "三、市交通局"}, []string{"音声で聞く", "約4分", "自動生成"})
	story := `<div class="episode"><audio src="/e.mp3"></audio>` + para("四") + para("五") + `</div>`
	checkBody(t, `<html><body><article><h1>終電延長</h1>`+para("一")+story+`</article></body></html>`,
		[]string{"一、市交通局", "四、市交通局", "五、市交通局"}, nil)
}

// TestBodyDropsListenLabelBox checks that a read-aloud widget a script
// fills (no <audio> yet: a play button labelled "この記事を音声で聞く" or
// "Listen to this article" and the length) goes whole, while a short box
// that only mentions listening stays.
func TestBodyDropsListenLabelBox(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + ", the harbour authority said on Thursday that the ferry timetable will change in April, after a year of complaints.</p>"
	}
	for _, box := range []string{
		`<div class="p-article__audio"><button>▶ この記事を音声で聞く</button><span class="t">約4分</span></div>`,
		`<div class="tts"><p>Listen to this article</p><p>4 min</p></div>`,
	} {
		checkBody(t, `<html><body><article><h1>Ferries</h1>`+box+para("First")+para("Second")+para("Third")+`</article></body></html>`,
			[]string{"First, the harbour", "Third, the harbour"}, []string{"音声で聞く", "約4分", "Listen to this", "4 min"})
	}
	keep := `<div class="note"><p>Readers can listen to the full council debate on the authority's website until Friday.</p></div>`
	checkBody(t, `<html><body><article><h1>Ferries</h1>`+para("First")+keep+para("Second")+para("Third")+`</article></body></html>`,
		[]string{"listen to the full council debate"}, nil)
}

// TestBodyDropsClassedPullQuote checks that a div or paragraph classed
// as a pull quote goes when it repeats the text (the speaker's name
// after the closing mark), and stays when it repeats nothing.
func TestBodyDropsClassedPullQuote(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " har skolan under hösten följt upp frånvaron vecka för vecka, berättar rektorn för tidningen.</p>"
	}
	said := "<p>– Rasterna har blivit stökigare, men på ett bra sätt. Eleverna pratar med varandra igen, säger rektor Anna Lindqvist.</p>"
	pull := `<div class="pullquote">”Eleverna pratar med varandra igen.” <span>Anna Lindqvist, rektor på Björkskolan</span></div>`
	checkBody(t, `<html><body><article>`+para("Först")+said+pull+para("Sedan")+para("Sist")+`</article></body></html>`,
		[]string{"Först", "Eleverna pratar med varandra igen, säger", "Sist"}, []string{"”Eleverna", "rektor på Björkskolan"})
	own := `<div class="pull-quote">”Vi vill att våra barn ska få lugna raster utan skärmar.”</div>`
	checkBody(t, `<html><body><article>`+para("Först")+said+own+para("Sedan")+para("Sist")+`</article></body></html>`,
		[]string{"Först", "Vi vill att våra barn ska få lugna raster utan skärmar", "Sist"}, nil)
}

// TestIsBoilerLineListenLabel checks a player's label as a line of its
// own, a play sign before it, in the languages of listenLabels, and a
// sentence about listening that is none.
func TestIsBoilerLineListenLabel(t *testing.T) {
	for s, want := range map[string]bool{
		"▶ この記事を音声で聞く":                       true,
		"Posłuchaj artykułu":                 true,
		"Luister naar dit artikel":           true,
		"Listen to this article":             true,
		"Listen to this article's author":    false,
		"Wir haben uns das Konzert angehört": false,
	} {
		if got := isBoilerLine(s); got != want {
			t.Errorf("isBoilerLine(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestBodyDropsClassedPullQuoteBlockquote checks that a blockquote
// classed as a pull quote outside a figure goes when it repeats the
// text, while an unclassed blockquote a pull quote repeats (the quoted
// letter) stays.
func TestBodyDropsClassedPullQuoteBlockquote(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " har skolan under hösten följt upp frånvaron vecka för vecka, berättar rektorn för tidningen.</p>"
	}
	said := "<p>– Rasterna har blivit stökigare, men på ett bra sätt. Eleverna pratar med varandra igen, säger rektor Anna Lindqvist.</p>"
	pull := `<blockquote class="pullquote"><p>”Eleverna pratar med varandra igen.”</p><cite>Anna Lindqvist, rektor på Björkskolan</cite></blockquote>`
	checkBody(t, `<html><body><article>`+para("Först")+said+pull+para("Sedan")+para("Sist")+`</article></body></html>`,
		[]string{"Först", "Eleverna pratar med varandra igen, säger", "Sist"}, []string{"”Eleverna", "rektor på Björkskolan"})
	letter := `<blockquote><p>Vi vill att våra barn ska få lugna raster utan skärmar, och vi ber alla föräldrar att hjälpa till.</p></blockquote>` +
		`<blockquote class="pull-quote"><p>”Vi vill att våra barn ska få lugna raster utan skärmar”</p></blockquote>`
	checkBody(t, `<html><body><article>`+para("Först")+letter+para("Sedan")+para("Sist")+`</article></body></html>`,
		[]string{"Först", "Vi vill att våra barn ska få lugna raster utan skärmar, och vi ber", "Sist"}, []string{"”Vi vill"})
}
