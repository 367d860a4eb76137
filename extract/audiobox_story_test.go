package extract

import "testing"

// A story sentence that mentions listening, set in a div of its own
// inside the story (text pasted into a CMS's editor, a paragraph styled
// apart): no player, and no <audio> near it.
func TestAudioBoxLeavesStorySentence(t *testing.T) {
	long := "市交通局は26日、金曜日と土曜日の終電を来年4月から約30分遅らせると発表した。飲食店や観光業界からの要望を受けたもので、まず1年間試行する。"
	short := "会見の全編は、市のウェブサイトで音声で聞くことができる。"
	checkBody(t, `<html><body><article><h1>終電延長</h1><p>一、`+long+`</p><p>二、`+long+`</p><div>`+short+`</div><p>三、`+long+`</p></article></body></html>`,
		[]string{"一、市交通局", "三、市交通局", "音声で聞くことができる"}, nil)
	p := "The harbour authority said on Thursday that the ferry timetable will change in April, after a year of complaints from islanders."
	en := "Islanders who cannot read the notice can listen to article 4 of the new rules by phone."
	checkBody(t, `<html><body><article><h1>Ferries</h1><p>`+p+`</p><p>`+p+` Again.</p><div>`+en+`</div><p>`+p+` More.</p></article></body></html>`,
		[]string{"listen to article 4 of the new rules"}, nil)
}

// A radio site's story: the lead sits beside the broadcast's <audio> in
// one box, the paragraphs follow. The lead is the story's text.
func TestAudioBoxLeavesLead(t *testing.T) {
	p := "<p>Kommunen har beslutat att stänga badhuset i Storvik under hela sommaren, eftersom taket måste bytas innan vintern kommer.</p>"
	lead := `<div class="lead-audio"><audio controls src="/ep/1234.mp3"></audio><p class="preamble">Badhuset i Storvik stänger i sommar för att taket ska bytas.</p></div>`
	checkBody(t, `<html><body><article><h1>Badhuset stänger</h1>`+lead+p+p+p+`</article></body></html>`,
		[]string{"Badhuset i Storvik stänger i sommar"}, nil)
}
