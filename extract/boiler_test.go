package extract

import (
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/bylinehq/byline/selectors"
)

// TestIsAgencyCredit checks credit lines of news agencies and reporters
// against lines that merely name an agency or a state.
func TestIsAgencyCredit(t *testing.T) {
	for _, tt := range []struct {
		line string
		want bool
	}{
		{"mit dpa", true},
		{"Quelle: AFP", true},
		{"sak/Reuters", true},
		{"SDA/sep", true},
		{"(Quelle: APA/sda/dpa)", true},
		{"(NTB)", true},
		{"REUTERS", true},
		{"Bron: BELGA", true},
		{"Additional reporting from PA", true},
		{"Reporting by Jo Doe in London; Editing by Al Roe", true},
		{"(With inputs from ANI)", true},
		{"Mit Agenturmaterial.", true},
		// The editor's credit under a wire story, not a festival's edition.
		{"Edição: Roberto Menezes", true},
		{"Edición: Juan Ruiz", true},
		{"Edición: 25ª", false},
		{"Edição: a mais longa da história do festival, com dezenas de convidados de vários países", false},
		{"PA, DE", false}, // states
		{"AA", false},     // too short to tell
		{"AP", false},     //
		{"Reuters reported the deal on Monday.", false},
		{"Why did Reuters do it", false},
		{"How AFP got the shot", false},
		{"Die dpa meldete am Montag einen Streik bei der Bahn.", false},
	} {
		if got := isAgencyCredit(strings.ToLower(tt.line)); got != tt.want {
			t.Errorf("isAgencyCredit(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
}

// TestNewsroomNotes checks the prompts to write to the newsroom and the
// notes on a story's translation against prose with the same words.
func TestNewsroomNotes(t *testing.T) {
	emailLine := func(l string) bool { return isBareEmail(l, false) }
	for _, tt := range []struct {
		line string
		f    func(string) bool
		want bool
	}{
		{"Get in touch with our news team by emailing us at webnews@metro.co.uk.", isContactPrompt, true},
		{"Do you have a story to tell? Email: stories@mirror.co.uk", isContactPrompt, true},
		{"Get in touch with the council before Friday, the mayor said.", isContactPrompt, false}, // no address
		{"Hinweise an die Redaktion: tipps@zeitung.example", isContactPrompt, true},
		{"Have a tip? Email millbrookbeat@example.com.", isContactPrompt, true},
		{"Got a news tip? Write to tips@courier.example", isContactPrompt, true},
		{"Police said anyone who may have a tip should call 555-0100.", isContactPrompt, false}, // no address
		{"📧 Have a tip? Write to tips@courier.example", isContactPrompt, true},
		// A police appeal inside the report asks for tips, at an address too.
		{"Anyone who may have a tip about the robbery is asked to email Detective Jane Ortiz at jortiz@springfieldpd.example or call 555-0100.",
			isContactPrompt, false},
		// A police report's appeal to witnesses is the report's.
		{"Die Polizei bittet um Hinweise an die Kriminalpolizei unter 0711 8990-0 oder per E-Mail an zeugen@polizei.example.",
			isContactPrompt, false},
		{"Aus dem Englischen von Jana Beispiel", isTranslationNote, true},
		{"(Übersetzung und Adaptierung: AFP Deutschland)", isTranslationNote, true},
		{"Das Buch wurde aus dem Englischen übersetzt und erscheint im Mai.", isTranslationNote, false},
		{"kms@yna.co.kr", emailLine, true},
		{"(hong.gildong@example.com)", emailLine, true},
		{"Write to kms@yna.co.kr with tips.", emailLine, false},
		{"◎공감언론 뉴시스 kjh@newsis-demo.com", emailLine, true},
		{"back to news · last updated 11/16/2026", isUpdateStamp, true},
		{"last updated: november 16, 2026", isUpdateStamp, false}, // a line of its own: the gold may keep it
		{"home | page last updated 2026-11-16 14:05", isUpdateStamp, true},
		{"last updated", isUpdateStamp, false}, // no date: boilerLabels' business
		{"the list was last updated in 2019, officials said.", isUpdateStamp, false},
		{"the council said the map, last updated 11/16/2026, was wrong", isUpdateStamp, false},
		{"김지훈 기자 kjh@yna.co.kr", emailLine, true},
		{"Tips? Write to kms@yna.co.kr", emailLine, false},
		{"제보는 카톡 okjebo, 이메일 jebo@yna.co.kr", emailLine, false},
		{"The suspect used the address boss@fraud.example", emailLine, false},
		{"Planning department planning@valley.gov", emailLine, true},
		{"Planning department planning@valley.gov", func(l string) bool { return isBareEmail(l, true) }, false}, // a list's
		{"kms@yna.co.kr", func(l string) bool { return isBareEmail(l, true) }, true},
	} {
		if got := tt.f(strings.ToLower(tt.line)); got != tt.want {
			t.Errorf("%q: got %v, want %v", tt.line, got, tt.want)
		}
	}
}

// TestIsBoilerLine checks stock lines, a share button's feedback among
// them, against sentences holding the same words.
func TestIsBoilerLine(t *testing.T) {
	for line, want := range map[string]bool{
		"Advertisement":     true,
		"Stampa la ricetta": true,
		"Print recipe":      true,
		"Print the recipe on thick paper and keep it by the stove.":                         false,
		"Market data delayed 15 minutes.":                                                   true,
		"Quotes delayed at least 20 minutes":                                                true,
		"Prices delayed 15 minutes after the outage, traders said the exchange had failed.": false,
		"- Advertisement -":             true,
		"- Publicitat -":                true,
		"Was this guide helpful?":       true,
		"War dieser Artikel hilfreich?": true,
		"Was this guide helpful to the farmers who read it last spring?": false,
		"Hirdetés":                     true,
		"Διαφήμιση":                    true,
		"ΔΙΑΦΗΜΙΣΗ":                    true, // capitals drop the accent
		"— Anzeige —":                  true,
		"- Anzeige - bitte lesen":      false,
		"Link copied!":                 true,
		"copied!":                      true,
		"Copied to clipboard":          true,
		"PIN FOR LATER":                true,
		"Share this article":           true,
		"Back to homepage":             true,
		"Zurück zur Startseite":        true,
		"Retour à l'accueil":           true,
		"The link was copied by hand.": false,
		"1 of 4":                       true,
		"Listen to this article":       true,
		"Haberin Devamı":               true,
		"HABERİN DEVAMI":               true,
		"LEIA MAIS":                    true,
		"Leia mais sobre o projeto no site da prefeitura.": false,
		"News provided by": true,
		"This advertisement has not loaded yet, but your article continues below.": true,
		"Story continues below advertisement":                                      true,
		"Listen to this article, she said, and then decide.":                       false,
		"Bild 3 von 12":           true,
		"Foto 12/30":              true,
		"Galerija: 1/4":           true,
		"Fotogalerie: 3 z 12":     true,
		"Галерия: 2/9":            true,
		"Galerija":                false,
		"Galleria: 1/4 del piano": false,
		"12/30":                   false, // a table's cell, a rating
		"1 of 4 people agreed":    false,
		"Pin it for later, she said, and walked off.": false,
		"（责任编辑：李华）":                                   true,
		"(责编：李华、张三)":                                  true,
		"编辑：李华":                                       true,
		"编辑们说，这项政策将在明年实施。":                            false,
		"48 views0 comments":                          true,
		"###":                                         true,
		"-30-":                                        true,
		"(FIN) NDP/JCC":                               true,
		"(Fin del comunicado)":                        false,
		"1.2K likes":                                  true,
		"12 Kommentare":                               true,
		"48 views of the valley from the ridge":       false,
		"86 views3 comments12":                        true,
		"86 views of the bay, 3 comments":             false,
		"本文来源：东海日报 责任编辑：刘晓明_NB1234": true,
		"来源：新华社 编辑：王五":              true,
		"本文来源于东海日报的报道，责任编辑称将在明年更正。": false,
		"Iklan":       true,
		"Anzeigen":    true,
		"この記事をシェア":    true,
		"Compartilhe": true,
		"Поделиться":  true,
		"Compartilhe a sua opinião sobre o projeto com a prefeitura.": false,
		"Pinned post": true,
		"★★★★★4.6 (212 ratings)Rate this recipe": true,
		"★★★★☆":                         false,
		"★★★★☆ A slow, beautiful drive": false,
		"★★★★☆ (38 votes)":              true,
		"★★★★★ 4.5 (12 reviews)":        true,
		// Verdicts whose words hold a widget's word inside them.
		"★★★★☆ Viola Davis gives the performance of her career.":            false,
		"★★★☆☆ A devoted cast cannot rescue a script that loses its nerve.": false,
		"★★☆☆☆ Operating between horror and comedy, it settles on neither.": false,
		"★★★☆☆ A preview of what the franchise could become.":               false,
		"★★★★☆ Avishai Cohen's new album is his warmest yet.":               false,
		"★★★★☆ Voters will love the candidate's debut memoir.":              false,
		"★★★☆☆ Reviewers were kind to the first season.":                    false,
		// Widgets in their many wordings.
		"★★★★★ 5 from 3 votes":                     true,
		"★★★★★ 4.6/5 - 212 ratings":                true,
		"★★★★★ 4.6 · 212 ratings":                  true,
		"★★★★☆ 4.2 out of 5 (38 reviews)":          true,
		"★★★★★ No ratings yet":                     true,
		"★★★★★ Average rating: 4.6":                true,
		"★★★★☆ 4,6 von 5 Sternen (12 Bewertungen)": true,
	} {
		if got := isBoilerLine(line); got != want {
			t.Errorf("isBoilerLine(%q) = %v, want %v", line, got, want)
		}
	}
}

func TestIsShareBar(t *testing.T) {
	for line, want := range map[string]bool{
		"Partager : Facebook Twitter LinkedIn":        true,
		"Teilen: WhatsApp | E-Mail":                   true,
		"Facebook · X · Email":                        true,
		"Facebook":                                    false,
		"Facebook and Twitter fined":                  false,
		"Meta owns Facebook, Instagram and WhatsApp.": false,
		"Available on: YouTube, TikTok":               false,
		"Facebook, Instagram":                         false,
	} {
		if got := isShareBar(line); got != want {
			t.Errorf("isShareBar(%q) = %v, want %v", line, got, want)
		}
	}
}

func TestIsRightsNotice(t *testing.T) {
	for line, want := range map[string]bool{
		"Copyright © 2026 Landbote Verlags-GmbH. Alle Rechte vorbehalten.": true,
		"© 2024 Example Media":                      true,
		"(c) 2019 The Ledger":                       true,
		"Tous droits réservés.":                     true,
		"All rights reserved":                       true,
		"© dpa":                                     false, // a photo credit
		"Copyright law changed in 2019, she wrote.": true,  // short, and a rights phrase: only weighs as furniture
		"Copyright holders met on Monday.":          false,
		"Harbor Times, 1 Main St. Copyright 2026":   true,
		"Example News · © 2026.":                    true,
		"Her copyright 2026 case is still open.":    false,
	} {
		if got := isRightsNotice(line); got != want {
			t.Errorf("isRightsNotice(%q) = %v, want %v", line, got, want)
		}
	}
}

// TestIsAppealQuoted checks the site's appeals for money against a
// report quoting someone who asks for help or donations.
func TestIsAppealQuoted(t *testing.T) {
	for s, want := range map[string]bool{
		"Since you made it to the bottom of this article, we have a small favor to ask.": true,
		"Jetzt spenden!": true,
		"If you enjoyed reading this post – would you consider supporting our work?": true,
		"“We need your help to find her,” the sheriff said on Tuesday.":              false,
		"\"Please consider donating to the fund,\" the mayor told reporters.":        false,
		"„Jetzt spenden!“, rief der Bürgermeister den Gästen zu.":                    false,
		"Coastline Quarterly is funded by its readers. Subscribe from £4 a month.":   true,
		"“The paper is funded by its readers,” the editor said.":                     false,
		"This story is funded by readers like you":                                   true,
		// A story about a paper says who funds it and asks nothing.
		"The Guardian, which is funded by its readers rather than by a billionaire owner, reported its first operating surplus in two decades.": false,
	} {
		if got := isAppeal(strings.ToLower(s)); got != want {
			t.Errorf("isAppeal(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestIsPaywallNotice checks notices that the piece is for subscribers
// against reports on subscriptions that use the same words.
func TestIsWireNotice(t *testing.T) {
	for s, want := range map[string]bool{
		"Copyright 2026 The Associated Press. All rights reserved. This material may not be published, broadcast, rewritten or redistributed.": true,
		"This article may not be reproduced without permission.":                                                                               true,
		"*재판매 및 DB 금지": true,
		"<저작권자 ⓒ 한국일보, 무단 전재 및 재배포 금지>":                                                                                                                       true,
		"This article originally appeared on The Columbus Dispatch: Westgate residents to weigh in on plan for former Kmart site":                             true,
		"A version of this article appears in print on Nov. 26, 2026, Section A, Page 18 of the New York edition with the headline: Later Start for Schools.": true,
		"This article appeared in the Finance & economics section of the print edition under the headline \"Cheap money\"":                                    true,
		"Appeared in the November 26, 2026, print edition as 'Later Start for Schools'.":                                                                      true,
		"More stories like this are available on bloomberg.com":                                                                                               true,
		"Republish this story for free under Creative Commons.":                                                                                               true,
		"Este artigo foi publicado originalmente pela Agência Sertão Aberto.":                                                                                 true,
		"O livro foi publicado originalmente em 1922, disse a editora.":                                                                                       false,
		"We republish this story every year because readers ask for it.":                                                                                      false,
		"The ad appeared in the print edition of the paper on Sunday, the company said.":                                                                      false,
		"The photo originally appeared on Instagram before the agency bought it.":                                                                             false,
		"The court ruled the photos may not be published, the lawyer said, and the paper appealed the decision on Monday.":                                    false,
	} {
		if got := isWireNotice(strings.ToLower(s)); got != want {
			t.Errorf("isWireNotice(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestIsPaywallNotice(t *testing.T) {
	for s, want := range map[string]bool{
		"To read the rest of this story subscribe to STAT+":                            true,
		"La suite est réservée aux abonnés":                                            true,
		"This article is exclusive to STAT+ subscribers":                               true,
		"Become a paid subscriber to Every to unlock this piece and learn about:":      true,
		"Dieser Artikel ist nur für Abonnenten verfügbar.":                             true,
		"Este conteúdo é exclusivo para assinantes":                                    true,
		"Já é assinante? Faça seu login":                                               true,
		"Questo articolo è riservato agli abbonati":                                    true,
		"Assine GZH e tenha acesso ilimitado":                                          true,
		"Suscríbete y obtén acceso ilimitado a todas las noticias":                     true,
		"Abonnez-vous pour un accès illimité à nos articles":                           true,
		"Prenumerera på Skärgårdsposten – första månaden för en krona.":                true,
		"Subscribe today: your first month for $1":                                     true,
		"Subscribe to read more":                                                       true,
		"Get unlimited access to award-winning journalism for $1 a week.":              true,
		"Subscribers can read more about it in Friday's newsletter.":                   false,
		"The paper's subscribers were invited to read more than 200 letters.":          false,
		"Readers who get unlimited access pay $10 a month, the company said.":          false,
		"New users who subscribe get the first month free.":                            false,
		"Den som vill prenumerera på tjänsten får första månaden gratis.":              false,
		"Subscribers who joined in March got their first month free.":                  false,
		"Subscriber numbers rose 8% in the first month after the launch.":              false,
		"Prenumererade kunder fick första månaden gratis, enligt bolaget.":             false,
		"The subscription costs $79.99 annually for unlimited access.":                 false,
		"La suscripción cuesta 10 euros al mes y da acceso ilimitado al catálogo.":     false,
		"O jornal ganhou 20 mil assinantes digitais em 2025, exclusivo para o Brasil.": false,
		"Spotify's paid subscribers grew 12 percent to 236 million.":                   false,
		"The new feature is exclusive to Netflix subscribers in the US.":               false,
		"Die Zeitung bietet das E-Paper seit Montag auch für Abonnenten an.":           false,
	} {
		if got := isPaywallNotice(strings.ToLower(s)); got != want {
			t.Errorf("isPaywallNotice(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestIsFollowPrompt checks asks to follow the site against prose that
// names a network beside the same words.
func TestIsFollowPrompt(t *testing.T) {
	for s, want := range map[string]bool{
		"Follow us on Telegram, Facebook and X for the latest news": true,
		"تابعونا على تيليغرام وإكس":                                 true,
		"قال الوزير إن الحكومة ستنشر القرار على فيسبوك وتويتر.":     false,
		// Urdu, Hindi and Bengali "follow us", the English verb in
		// their scripts, beside the networks as they spell them.
		"ہمیں فالو کریں: فیس بک یوٹیوب":                                  true,
		"हमें फॉलो करें: फेसबुक, यूट्यूब":                                true,
		"আমাদের ফলো করুন: ফেসবুক, ইউটিউব":                                true,
		"وزیر اعلیٰ نے فیس بک پر پیغام میں شہریوں سے احتیاط کی اپیل کی۔": false,
		"Like Us on Facebook":                                                                              true,
		"📲 Participe do canal do p1 PE no WhatsApp":                                                        true,
		"Únete a nuestro canal de WhatsApp":                                                                true,
		"O prefeito disse que vai divulgar os horários no WhatsApp da prefeitura.":                         false,
		"Para receber os alertas de chuva, siga o canal da Defesa Civil do Rio Grande do Sul no WhatsApp.": false,
		"Si quiere recibir los avisos de Protección Civil, únete al canal de WhatsApp del ayuntamiento, recomendó el alcalde.": false,
		"Síguenos en Google News":                                                                true,
		"Follow us on Google News for the latest updates":                                        true,
		"The report was shared widely on Google News, she said.":                                 false,
		"Follow us for more outdoor guides.":                                                     true,
		"Follow us for more than a year, the crew said, and you will see it.":                    false,
		"Get the latest election news to your phone Join us on WhatsApp":                         false, // no sentence opens with it
		"Want more projects? Join me on TikTok: @thehousemaven":                                  true,
		"*** Join me on Instagram for a daily moment of travel inspiration":                      true,
		"Teens like us spend hours on TikTok every day, the survey found.":                       false,
		"Thousands of fans join us on YouTube for every launch, she said.":                       false,
		"Follow The Southern Express channel on WhatsApp":                                        true,
		"Join ST's Telegram channel and get the latest breaking news delivered to you.":          true,
		"Click here to join our WhatsApp channel for the latest news":                            true,
		"Join the Facebook group Buy Nothing Project to give away furniture you no longer need.": false, // a story's tip
		"Join a WhatsApp group for your building so neighbours can check on older residents.":    false,
		"Join the Telegram group of the protesters, organisers told supporters.":                 false, // the story reports the ask
		"Members join the WhatsApp group to swap tips on local gardens.":                         false,
		"Follow the river path to the bridge, then post a photo of it on Instagram.":             false,
		"Download the TSE App to get the latest news":                                            true,
		"Get the app": true,
		"Download the tax form from the council's website and the app will fill it in.": false,
		"Users who download the app get a discount, the company said.":                  false,
		"Download the NHS Covid-19 app, health officials urged residents on Monday.":    false, // the story reports the ask
		"Install the new tracing app, the minister told parliament.":                    false,
		// A quoted ask with its speaker is the story's.
		"“Follow us on Telegram for updates,” the army spokesman told reporters.": false,
		"وقال المتحدث باسم الجيش: «تابعونا على تيليغرام»، بينما تقدمت القوات.":    false,
		"Follow “The Southern Express” on WhatsApp":                               true,
		// A named account's ask, longer than a bare "Follow …" line.
		"Follow The Nation Mirror on Google News for the latest updates from the counties.": true,
		"Follow the money trail from the ministry to the contractors on Twitter for weeks.": false,
		// A blog post's outro asks to like it and subscribe to the channel.
		"Если статья была полезной, ставьте лайк и подписывайтесь на канал, впереди много интересного!": true,
		"Dale like y suscríbete para más recetas.": true,
		"Блогер просит зрителей ставить лайк и подписываться на канал.":       false,
		"The streamer ends every video by asking fans to like and subscribe.": false,
		"长按二维码 关注我们": true,
		"扫码关注公众号":    true,
		"市民可扫描社区公布的二维码，关注每天的停水通知和抢修进度，也可以拨打热线电话咨询。": false, // a story's advice
		"Ставьте лайк, если было интересно.":        false, // no ask to subscribe
	} {
		if got := isFollowPrompt(strings.ToLower(s)); got != want {
			t.Errorf("isFollowPrompt(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestBodyDropsShareBar checks that a row of share buttons left as text
// ends up out of the body in any language, while a table's cell naming
// the same networks stays.
func TestBodyDropsShareBar(t *testing.T) {
	p := strings.Repeat("Le Sénat a adopté mardi le budget après trois semaines de débats souvent tendus. ", 3)
	page := `<html lang="fr"><head><title>Le Sénat adopte le budget</title></head><body><article><h1>Le Sénat adopte le budget</h1><p>` + p + `</p>` +
		`<table><tr><th>Secteur</th><th>Réseaux</th></tr><tr><td>Sport</td><td>YouTube, X</td></tr><tr><td>Mode</td><td>Instagram, TikTok</td></tr></table>` +
		`<p>` + p + `</p><div class="partage">Partager : Facebook Twitter LinkedIn</div></article></body></html>`
	art := extractPage(t, page)
	if strings.Contains(art.Body, "Partager") || strings.Contains(art.Body, "LinkedIn") {
		t.Errorf("share bar in the body: %q", art.Body)
	}
	if !strings.Contains(art.Body, "YouTube, X") {
		t.Errorf("a table's cell of networks is gone: %q", art.Body)
	}
}

// TestSiteNotes checks the notes a site sets around its stories: a
// machine summary's caveat, a readers' disclaimer, a pitch for its news
// feed; and the prose with their words that must stay.
func TestSiteNotes(t *testing.T) {
	for s, want := range map[string]bool{
		"This is AI generated summarization, which may have errors. For context, always refer to the full article.": true,
		"This summary was generated by AI and reviewed by our editors.":                                             true,
		"The court said the AI-generated summary of the ruling was misleading.":                                     false,
		"“The summaries are AI-generated and may contain errors,” the company said.":                                false,
		"DISCLAIMER: The Views, Comments, Opinions, Contributions and Statements made by Readers and Contributors on this platform do not necessarily represent the views or policy of Multimedia Group Limited.": true,
		"The disclaimer said the views did not necessarily represent the bank's policy.":                       false,
		"Track Latest News Live on NDTV.com and get news updates from India and around the world":              true,
		"Get Latest India News along with Latest News and Top Headlines from India and around the world.":      true,
		"Catch all the Business News, Market News, Breaking News Events and Latest News Updates on Live Mint.": true,
		"Get the latest figures from the council before you apply, officials said.":                            false,
		"Residents who want the latest news on the closure can call the council.":                              false,
		"Kindly share this story": true,
		// What print versions put under the story.
		"Artikel-URL: https://www.badische-demo.de/lokales/freiburg/ampeln-led-2030--258812345.html": true,
		"Internet: www.bsi.bund.de":                                                   false,
		"Registration: https://reinvent.awsevents.com":                                false,
		"Source URL: https://www.example.org/news/2026/11/council-budget":             true,
		"Printed from: www.example.com/news/story":                                    true,
		"Source: https://data.example.gov shows the count fell by a third in a year.": false,
		"Read the report at https://example.org/report, the council said.":            false,
		// A story's sentences with the same words (second review).
		"For the latest news on the storm, check the Met Office website before you travel.":                                false,
		"Get the latest updates from the council's website before setting out on Monday.":                                  false,
		"Stay tuned to the National Weather Service for the latest updates as the hurricane nears, officials urged.":       false,
		"Catch the latest Premier League breaking news at the pub, the landlord said.":                                     false,
		"Google's AI-generated summaries may contain errors, the company acknowledged in a statement on Tuesday.":          false,
		"Apple paused its AI-generated notification summaries after the BBC complained they may have errors in headlines.": false,
	} {
		if got := isStockText(s, len([]rune(s)), false); got != want {
			t.Errorf("isStockText(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestSignupBoxWithoutForm checks that a newsletter box whose form a
// script draws (a heading, a pitch and a "Sign up" button) is no part of
// the body, while a box with a button of another kind stays.
func TestSignupBoxWithoutForm(t *testing.T) {
	p := "<p>" + strings.Repeat("The old cinema on Harbour Street will reopen next spring as a community arts space run by volunteers. ", 3) + "</p>"
	box := `<div class="mt-10 rounded-lg p-6"><h2>Get The Local Post in your inbox</h2><p>Our free newsletter, every weekday morning.</p><button>Sign up</button></div>`
	checkBody(t, `<html><body><main><h1>Cinema to reopen</h1><div class="prose">`+p+p+box+p+`</div></main></body></html>`,
		[]string{"Harbour Street"}, []string{"Local Post in your inbox", "every weekday morning"})
	quiz := `<div class="quiz"><h2>Which film opened the cinema in 1936?</h2><p>The answer is at the foot of the page, after the story.</p><button>Show answer</button></div>`
	checkBody(t, `<html><body><main><h1>Cinema to reopen</h1><div class="prose">`+p+quiz+p+`</div></main></body></html>`,
		[]string{"Harbour Street", "The answer is at the foot of the page"}, nil)
}

// TestSignupBoxOtherLanguages checks that a newsletter box that names
// the newsletter only in its own language (Estonian "Uudiskiri", Finnish
// "Uutiskirje", Hungarian "Hírlevél") is no part of the body.
func TestSignupBoxOtherLanguages(t *testing.T) {
	p := "<p>" + strings.Repeat("Tartu linnavalitsus otsustas kolmapäeval pikendada kahte bussiliini uute elamurajoonideni. ", 3) + "</p>"
	for _, box := range []string{
		`<div class="box"><h3>Uudiskiri</h3><p>Lõuna-Eesti olulisemad uudised igal hommikul oma postkasti.</p><form><input type="text" name="e"><input type="submit" value="Telli"></form></div>`,
		`<div class="box"><h3>Uutiskirje</h3><p>Tärkeimmät uutiset joka aamu postilaatikkoosi.</p><form><input type="text" name="e"><input type="submit" value="Tilaa"></form></div>`,
		`<div class="box"><h3>Hírlevél</h3><p>A legfontosabb hírek minden reggel a postafiókjában.</p><form><input type="text" name="e"><input type="submit" value="Kérem"></form></div>`,
	} {
		checkBody(t, `<html><body><main><h1>Bussiliinid</h1><div class="prose">`+p+p+box+p+`</div></main></body></html>`,
			[]string{"Tartu linnavalitsus"}, []string{"postkasti", "postilaatikkoosi", "postafiókjában"})
	}
}

// TestReaderPollIsFurniture checks that a reader poll in the story (a
// form of radio buttons, its question and vote count) leaves the body,
// and that the box stops at the story's paragraphs, even ones that speak
// of a vote.
func TestReaderPollIsFurniture(t *testing.T) {
	p := "<p>" + strings.Repeat("Councillors will vote next week on a proposal to ban gas leaf blowers in summer. ", 3) + "</p>"
	poll := `<div class="embed-8812"><h4>Should the town ban gas leaf blowers?</h4><form><label><input type="radio" name="p"> Yes</label>` +
		`<label><input type="radio" name="p"> No</label><button type="submit">Cast your vote</button></form><p>1,204 votes so far</p></div>`
	checkBody(t, `<html><body><main><h1>Leaf blower ban</h1><div class="prose">`+p+p+poll+p+`</div></main></body></html>`,
		[]string{"Councillors will vote next week"}, []string{"Should the town ban", "1,204 votes so far"})
	short := `<p>Councillors will vote next week on the ban.</p>`
	checkBody(t, `<html><body><main><h1>Leaf blower ban</h1><div class="prose">`+p+short+poll+p+`</div></main></body></html>`,
		[]string{"Councillors will vote next week on the ban."}, []string{"1,204 votes so far"})
}

// TestFormlessPollIsFurniture checks that a poll a script draws without
// a <form> (radio buttons of one name in labels, the question beside
// them) leaves the body with its answers, and that tabs drawn with radio
// buttons keep their panels' text.
func TestFormlessPollIsFurniture(t *testing.T) {
	p := "<p>" + strings.Repeat("Councillors will vote next week on a proposal to ban gas leaf blowers in summer. ", 3) + "</p>"
	poll := `<div class="sc-9f2"><div class="sc-1a"><p>Should the town ban gas leaf blowers?</p></div><div>` +
		`<label><input type="radio" name="poll-answer" value="1"><span>Yes, right away.</span></label>` +
		`<label><input type="radio" name="poll-answer" value="2"><span>No, that goes too far.</span></label>` +
		`<label><input type="radio" name="poll-answer" value="3"><span>Only in summer.</span></label></div></div>`
	checkBody(t, `<html><body><main><h1>Leaf blower ban</h1><div class="prose">`+p+p+poll+p+`</div></main></body></html>`,
		[]string{"Councillors will vote next week"}, []string{"Should the town ban", "Yes, right away.", "No, that goes too far."})
	panel := "<p>" + strings.Repeat("The first phase replaces the pumps along the harbour and the old sluice gates. ", 3) + "</p>"
	tabs := `<div class="tabs"><input type="radio" name="tabs" id="t1" checked><label for="t1">Phase one</label>` +
		`<input type="radio" name="tabs" id="t2"><label for="t2">Phase two</label><div class="panel">` + panel + `</div></div>`
	checkBody(t, `<html><body><main><h1>Leaf blower ban</h1><div class="prose">`+p+p+tabs+p+`</div></main></body></html>`,
		[]string{"The first phase replaces the pumps"}, nil)
}

// TestPollBoxStopsAtHeadline checks that the box of a player's speed
// chooser (radio buttons of one name, no form) does not grow over the
// story's head, whose headline and dateline are short lines too: with the
// headline gone, the lines above it (a section label) were read as the
// body's first line.
func TestPollBoxStopsAtHeadline(t *testing.T) {
	speeds := `<button class="speed"><ul>` +
		`<li><label><input type="radio" name="speed" value="0.5">0.5x</label></li>` +
		`<li><label><input type="radio" name="speed" value="1">1.0x</label></li>` +
		`<li><label><input type="radio" name="speed" value="2">2.0x</label></li></ul></button>`
	page := `<html><body><article><div class="title">Politik</div><div class="head"><div class="wrap">` +
		`<h2 class="headlines"><span>"Es wird bald beginnen"</span><span>Trump spricht über Bodeneinsätze</span></h2>` +
		`<div class="infos"><span>12.12.2025, 05:07 Uhr</span><button>Artikel anhören (03:15 min)</button></div>` +
		`<div class="player"><span>00:00 / 03:15</span>` + speeds + `</div></div></div>` +
		`<p>` + strings.Repeat("Die Beschlagnahmung eines Tankers ist die jüngste Operation des Militärs. ", 4) + `</p></article></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	boxes := pollBoxes(find(doc, func(n *html.Node) bool { return n.Data == "article" }))
	if len(boxes) != 1 {
		t.Fatalf("%d poll boxes, want the speed chooser's", len(boxes))
	}
	if find(boxes[0], func(n *html.Node) bool { return n.Data == "input" }) == nil || find(boxes[0], isTopHeading) != nil {
		t.Errorf("poll box holds %q, want the speed chooser without the headline", Text(boxes[0]))
	}
}

// TestFormlessQuizAndAccordionStay checks that radio buttons drawn
// without a form do not make a poll of a quiz (questions side by side,
// each its group of answers: the story's text) nor of a FAQ accordion
// whose panels hold sentences, however short.
func TestFormlessQuizAndAccordionStay(t *testing.T) {
	intro := "<p>" + strings.Repeat("How closely did you follow the news this week? Test yourself with our questions on the stories. ", 2) + "</p>"
	q := func(name, question string, opts ...string) string {
		s := `<div class="question"><p>` + question + `</p><div class="answers">`
		for _, o := range opts {
			s += `<label><input type="radio" name="` + name + `"><span>` + o + `</span></label>`
		}
		return s + `</div></div>`
	}
	quiz := q("q1", "Which country won the song contest in May?", "Sweden", "Switzerland", "Croatia") +
		q("q2", "Who became the new prime minister?", "Keir Starmer", "Rishi Sunak", "Ed Davey") +
		q("q3", "Which planet did the probe reach?", "Mars", "Jupiter", "Mercury")
	checkBody(t, `<html><body><main><h1>News quiz of the week</h1><div class="prose">`+intro+quiz+`</div></main></body></html>`,
		[]string{"Test yourself", "Which country won", "Switzerland", "Who became the new prime minister?"}, nil)
	p := "<p>" + strings.Repeat("Der Stadtrat hat am Dienstag eine neue Regel für die Mieten in der Innenstadt beschlossen. ", 3) + "</p>"
	faq := `<div class="faq">` +
		`<input type="radio" name="faq" id="f1"><label for="f1">Wann gilt die neue Regel?</label><div class="a"><p>Die Regel gilt ab dem 1. Januar für alle Mieter.</p></div>` +
		`<input type="radio" name="faq" id="f2"><label for="f2">Wer zahlt die Kosten?</label><div class="a"><p>Die Kosten trägt zunächst der Vermieter allein.</p></div>` +
		`<input type="radio" name="faq" id="f3"><label for="f3">Was passiert bei Streit?</label><div class="a"><p>Dann entscheidet die Schlichtungsstelle der Stadt.</p></div></div>`
	checkBody(t, `<html><body><main><h1>Neue Mietregel</h1><div class="prose">`+p+p+faq+p+`</div></main></body></html>`,
		[]string{"Die Regel gilt ab dem 1. Januar", "Die Kosten trägt", "Schlichtungsstelle"}, nil)
}

// TestReaderPollKeepsStoryLines checks that the poll box does not grow
// over short lines of the story that stand beside it in one wrapper, nor
// over the lines of a quiz that tell its answer: a sentence that states
// something is no poll's question or count.
func TestReaderPollKeepsStoryLines(t *testing.T) {
	p := "<p>" + strings.Repeat("Councillors will vote next week on a proposal to ban gas leaf blowers in summer. ", 3) + "</p>"
	form := `<form><label><input type="radio" name="p"> Yes</label><label><input type="radio" name="p"> No</label></form>`
	row := `<div class="row"><p>The vote is on Tuesday at 7pm in the town hall.</p><p>Residents may speak for three minutes each.</p><div class="poll">` + form + `</div></div>`
	checkBody(t, `<html><body><main><h1>Leaf blower ban</h1><div class="prose">`+p+p+row+p+`</div></main></body></html>`,
		[]string{"The vote is on Tuesday at 7pm in the town hall.", "Residents may speak for three minutes each."}, nil)
	quiz := `<div class="quiz"><p>How many councillors voted for the ban?</p>` + form + `<p>Answer: seven, after a two-hour debate.</p></div>`
	checkBody(t, `<html><body><main><h1>Leaf blower ban</h1><div class="prose">`+p+p+quiz+p+`</div></main></body></html>`,
		[]string{"Answer: seven, after a two-hour debate."}, nil)
}

// TestPrintHeadlineIsNoFurniture checks that the headline of a print
// version, classed "print-headline" as print templates name their parts,
// is the title and not page furniture.
func TestPrintHeadlineIsNoFurniture(t *testing.T) {
	p := strings.Repeat("The Senate on Tuesday approved a bill that would require airlines to refund passengers automatically. ", 3)
	page := `<html><head><title>Senate passes airline refund bill - The Capitol Ledger (Print)</title></head><body>` +
		`<div id="print-header"><a href="javascript:window.print()">Print this page</a></div>` +
		`<div id="print-content"><h2 class="print-headline">Senate passes airline refund bill</h2><div class="print-byline">By Rebecca Lindqvist</div><p>` + p + `</p><p>` + p + `</p></div></body></html>`
	if art := extractPage(t, page); art.Title != "Senate passes airline refund bill" {
		t.Errorf("title = %q", art.Title)
	}
}

// TestPhraseKeyOfLowerCase checks what boilerLineOf relies on: a line's
// phrase key is its lower case trimmed, for lines whose letters change
// length or bytes in lower case and for bytes that are not UTF-8.
func TestPhraseKeyOfLowerCase(t *testing.T) {
	for _, s := range []string{
		"  ADVERTISEMENT  ", "- Advertisement -", "— WERBUNG —", "Read more »", "Lesen Sie mehr:",
		"İSTANBUL ▼", "\u212Aelvin…", "ΣΟΦΊΑ!", "Share\xff ", "\xc3 Ähnliche Artikel ›", "",
	} {
		if got, want := trimKey(strings.ToLower(s)), phraseKey(s); got != want {
			t.Errorf("trimKey(lower(%q)) = %q, phraseKey = %q", s, got, want)
		}
		framed := strings.TrimSpace(strings.Trim(strings.TrimSpace(s), "-–—"))
		if got, want := trimKey(strings.Trim(strings.TrimSpace(strings.ToLower(s)), "-–—")), phraseKey(framed); got != want {
			t.Errorf("framed %q: %q, want %q", s, got, want)
		}
	}
}

// TestIsBarePrice checks the lines that are a price and nothing else.
func TestIsBarePrice(t *testing.T) {
	for s, want := range map[string]bool{
		"$349.99": true, "€1.299,00": true, "49,90 €": true, "US$ 1,200": true, "£29": true, "1 299 kr": true,
		"1999": false, "12.5%": false, "$5 million": false, "From $349.99": false, "Price: $349.99 at Amazon": false,
	} {
		if got := isBarePrice(s); got != want {
			t.Errorf("isBarePrice(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestBodyDropsImageDescCaption checks that a photo's caption in an
// element of its own after the image ("<em class=\"img_desc\">", as Korean
// news pages write it inside the text, with no <figure>) stays out of
// the body, and that a paragraph's text after its image stays in.
func TestBodyDropsImageDescCaption(t *testing.T) {
	p := strings.Repeat("강원 동해안의 한 어촌 마을이 비어 있는 주택을 청년 창업 공간으로 바꾸는 사업을 시작한다. ", 3)
	page := `<html lang="ko"><head><title>어촌 마을 빈집, 청년 창업 공간으로</title></head><body><article><h1>어촌 마을 빈집, 청년 창업 공간으로</h1>` +
		`<div id="dic_area"><span class="end_photo_org"><img src="/b.jpg"><em class="img_desc">어촌 마을 전경. 동해일보 자료사진</em></span><br><br>` +
		p + `<br><br>` + p + `<br><br>` + p + `</div></article></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://news.example/article/921/0000123456", Doc: doc})
	if strings.Contains(art.Body, "자료사진") || !strings.Contains(art.Body, "청년 창업") {
		t.Errorf("body = %q, want the story without its photo's caption", art.Body)
	}
	// A paragraph's text after its image, as WordPress sets it, stays.
	page = `<html lang="en"><head><title>Core exercises</title></head><body><article><h1>Core exercises</h1><p>` + strings.Repeat("Planks build the muscles that hold your spine steady when you lift. ", 4) + `</p>` +
		`<p><img class="aligncenter" src="/plank.gif"><br>“But Steve, what about sit-ups?”</p><p>` + strings.Repeat("Sit-ups work a narrower set of muscles and strain the neck. ", 4) + `</p></article></body></html>`
	if doc, _, err = ParseHTML([]byte(page), "text/html; charset=utf-8"); err != nil {
		t.Fatal(err)
	}
	if art, _ = NewHeuristic().Analyze(&Page{URL: "https://blog.example/core-exercises", Doc: doc}); !strings.Contains(art.Body, "But Steve") {
		t.Errorf("body = %q, want the paragraph after its image", art.Body)
	}
	// So does one pasted from a word processor, in a classed <span>.
	page = `<html lang="en"><head><title>Core exercises</title></head><body><article><h1>Core exercises</h1><p>` + strings.Repeat("Planks build the muscles that hold your spine steady when you lift. ", 4) + `</p>` +
		`<p class="p1"><img class="alignleft size-medium" src="/plank.jpg"><span class="s1">Hold the plank for thirty seconds, then rest for ten.</span></p><p>` +
		strings.Repeat("Sit-ups work a narrower set of muscles and strain the neck. ", 4) + `</p></article></body></html>`
	if doc, _, err = ParseHTML([]byte(page), "text/html; charset=utf-8"); err != nil {
		t.Fatal(err)
	}
	if art, _ = NewHeuristic().Analyze(&Page{URL: "https://blog.example/core-exercises", Doc: doc}); !strings.Contains(art.Body, "thirty seconds") {
		t.Errorf("body = %q, want the pasted paragraph after its image", art.Body)
	}
}

// TestBodyDropsPublisherLineAboveStory checks that the site's name alone
// on a line above the story (a byline's affiliation under the
// reporter's name) stays out of the body, and that the same name as a
// line after the prose stays in.
func TestBodyDropsPublisherLineAboveStory(t *testing.T) {
	p := "<p>" + strings.Repeat("Apple growers in the upper valley lost about half of this year’s crop to a hard frost in early May. ", 2) + "</p>"
	page := `<html lang="en"><head><meta property="og:site_name" content="The Valley Sentinel"><title>Orchard growers count losses</title></head><body><article>` +
		`<h1>Orchard growers count losses</h1><div class="gnt_ar_by"><div><a href="/staff/jess-whitaker/">Jess Whitaker</a></div><div class="gnt_ar_by_jt">The Valley Sentinel</div></div>` +
		`<div class="gnt_ar_b">` + p + p + `<h3>The Valley Sentinel</h3>` + p + `</div></article></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://www.valleysentinel.example/story/news/orchards/", Doc: doc})
	if n := strings.Count(art.Body, "The Valley Sentinel"); n != 1 || strings.HasPrefix(art.Body, "The Valley Sentinel") {
		t.Errorf("body = %q, want the site's name only as the heading after the prose", art.Body)
	}
	// A selector set whose body is the whole article cleans it so too.
	c, err := selectors.Compile(&selectors.Set{Fields: map[string][]string{selectors.Title: {"//h1"}, selectors.Body: {"//article"}}})
	if err != nil {
		t.Fatal(err)
	}
	art, _ = NewApplier().Apply(c, &Page{URL: "https://www.valleysentinel.example/story/news/orchards/", Doc: doc})
	if n := strings.Count(art.Body, "The Valley Sentinel"); n != 1 || strings.HasPrefix(art.Body, "The Valley Sentinel") {
		t.Errorf("applied body = %q, want the site's name only as the heading after the prose", art.Body)
	}
}

// TestSpanishFootIsFurniture checks that an element classed "pie"
// (Spanish for foot: the page's footer, a photo's caption) is not in the
// body, even on a short page where the footer holds a tenth of its text;
// in any case, as old table layouts write it ("PIE").
func TestSpanishFootIsFurniture(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " el Ministerio informó que el nuevo terminal del aeropuerto recibirá sus primeros vuelos la próxima semana.</p>"
	}
	for _, class := range []string{"pie", "PIE"} {
		checkBody(t, `<html><body><form><div class="nota"><h1>Nuevo terminal del aeropuerto</h1><div class="cuerpo">`+para("Primero,")+para("Luego,")+
			`</div></div><div class="`+class+`">Agencia Peruana de Noticias · Editora Perú · Av. Alfonso Ugarte 873 - Lima</div></form></body></html>`,
			[]string{"Primero,", "Luego,"}, []string{"Alfonso Ugarte"})
	}
}

// TestTickerBoxIsFurniture checks that a small live-results ticker
// beside the story is not in the body.
func TestTickerBoxIsFurniture(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " Lucy Grant won the women's 3,000 metres at the national indoor championships in Birmingham on Sunday.</p>"
	}
	checkBody(t, `<html><body><main><article><h1>Grant takes indoor title</h1><div class="content">`+para("First,")+para("Second,")+para("Third,")+
		`</div><div class="live-ticker"><h3>Live results</h3><ul><li>Men's 60m heats — LIVE</li><li>Women's pole vault — 4.40m cleared</li></ul></div></article></main></body></html>`,
		[]string{"First,", "Third,"}, []string{"60m heats", "Live results"})
}

// TestLiveTickerEntriesStay checks that the entries of a live ticker
// that is the story stay, also the few whose class adds a modifier
// (a goal, a pinned post): each holds little of the page's text.
func TestLiveTickerEntriesStay(t *testing.T) {
	entry := func(cls, s string) string {
		return `<div class="` + cls + `"><span class="ticker-time">14:05</span><p>` + s + ` The home side pressed high again and forced another corner on the left, but the header went wide of the post.</p></div>`
	}
	var entries strings.Builder
	for i := range 18 {
		switch i {
		case 4:
			entries.WriteString(entry("ticker-item ticker-item--goal", "GOAL!"))
		case 11:
			entries.WriteString(entry("ticker-item ticker-item--pinned", "Pinned,"))
		default:
			entries.WriteString(entry("ticker-item", "Minute "+strconv.Itoa(i)+","))
		}
	}
	checkBody(t, `<html><body><main><h1>Live: Rovers v United</h1><div class="liveblog">`+entries.String()+`</div></main></body></html>`,
		[]string{"Minute 0,", "GOAL!", "Pinned,", "Minute 17,"}, nil)
}

// TestDishHeadingAnchorsStay checks that a section or heading whose id is
// its heading's words ("apple-pie", as table-of-contents plugins set
// them) stays: "pie" marks a footer or caption only in a class.
func TestDishHeadingAnchorsStay(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " Bake it in a hot oven until the crust turns a deep golden brown and the filling bubbles at the edges.</p>"
	}
	checkBody(t, `<html><body><article><h1>Five desserts for the holidays</h1>`+para("First,")+`<h2 id="apple-pie">Apple pie</h2>`+para("Second,")+
		`<section id="Pecan_pie"><h2>Pecan pie</h2>`+para("Third,")+`</section><h2 id="trifle">Trifle</h2>`+para("Fourth,")+`</article></body></html>`,
		[]string{"First,", "Apple pie", "Pecan pie", "Third,", "Trifle", "Fourth,"}, nil)
}
