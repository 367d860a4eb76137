package extract

import "testing"

// p38xPara is a paragraph of a story long enough to read as prose.
func p38xPara(s string) string {
	return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
}

// TestBodyDropsAffiliateCards checks that a product card around a link
// marked rel="sponsored" (badge, name, price, "see the offer") leaves
// the body, while a paid link inside a sentence, a product's heading in
// a buying guide, a summary line "Best overall: <product>" and a table
// row with such a link stay.
func TestBodyDropsAffiliateCards(t *testing.T) {
	card := `<div class="pbx"><img src="/x200.jpg" alt=""><div class="pbx__info"><span>Il nostro preferito</span><strong>Aspira X200 Pro</strong>` +
		`<span>149,99 €</span><a href="https://amzn.to/x" rel="nofollow sponsored">Vedi offerta su Amazon</a></div></div>`
	inline := `<p>We bought the <a href="https://amzn.to/y" rel="sponsored noopener">Flexa 3 vacuum</a> in March and used it every day for six months without trouble.</p>`
	heading := `<h3><a href="https://amzn.to/z" rel="sponsored">Dustline Mini 2</a></h3>`
	row := `<table><tr><th>Model</th><th>Price</th></tr><tr><td>Dustline Mini 2</td><td><a href="https://amzn.to/z" rel="sponsored">€99 at Amazon</a></td></tr>` +
		`<tr><td>Flexa 3</td><td>€129</td></tr><tr><td>Aspira X200</td><td>€149</td></tr></table>`
	summary := `<div class="picks"><div class="pick"><span>Best overall:</span> <a href="https://amzn.to/q" rel="sponsored">Flexa 3 Cordless</a> <span>$129</span></div></div>`
	checkBody(t, `<html><body><article><h1>Aspirapolvere</h1>`+summary+p38xPara("First,")+card+p38xPara("Second,")+inline+heading+p38xPara("Third,")+row+`</article></body></html>`,
		[]string{"Best overall:", "First,", "Second,", "We bought the Flexa 3 vacuum in March", "Dustline Mini 2", "€99 at Amazon", "Third,"},
		[]string{"Il nostro preferito", "Vedi offerta", "149,99"})
}

// TestBodyDropsAmazonNoticesAndAppeals checks Amazon's associate notice
// as other languages print it, and membership or donation asks in
// Spanish and Polish boxes, against sentences of a story that use the
// same words.
func TestBodyDropsAmazonNoticesAndAppeals(t *testing.T) {
	checkBody(t, `<html><body><article><h1>Guida</h1><p class="disclosure"><small>In qualità di Affiliato Amazon riceviamo un guadagno dagli acquisti idonei.</small></p>`+
		p38xPara("First,")+`<p>Als Amazon-Partner verdienen wir an qualifizierten Verkäufen.</p>`+p38xPara("Second,")+
		`<p>Amazon opened a warehouse near the airport last year and hired 400 people, the mayor said.</p>`+
		`<div class="caja-socios"><h4>Tu apoyo hace posible este periodismo</h4><p>El periodismo local de calidad necesita lectores comprometidos. Hazte socio desde 5 € al mes.</p><a class="boton" href="/socios">Apoyar ahora</a></div>`+
		p38xPara("Third,")+`<div class="box"><p><strong>Wesprzyj niezależne dziennikarstwo lokalne.</strong> Każda wpłata pomaga nam pisać o sprawach, które dotyczą Ciebie.</p><a class="btn" href="/w">Wspieram</a></div>`+
		`<p>„Hazte socio del club”, pidió el presidente a los vecinos en la asamblea del jueves por la tarde.</p></article></body></html>`,
		[]string{"First,", "Second,", "Third,", "Amazon opened a warehouse", "„Hazte socio del club”"},
		[]string{"Affiliato Amazon", "Amazon-Partner", "Tu apoyo hace posible", "Hazte socio desde", "Wesprzyj"})
}

// TestBodyCutsAboutTheAuthorInOtherLanguages checks that the author box
// closing a story, titled "About the author" in Dutch, Portuguese or
// Polish, leaves the body with its title.
func TestBodyCutsAboutTheAuthorInOtherLanguages(t *testing.T) {
	for _, head := range []string{"Over de auteur", "Sobre o autor", "O autorze", "Об авторе"} {
		checkBody(t, `<html><body><article><h1>Woningbouw</h1>`+p38xPara("First,")+p38xPara("Second,")+p38xPara("Third,")+
			`<div class="box-a"><h4>`+head+`</h4><p>Jeroen de Wit schrijft voor de krant over wonen en ruimtelijke ordening.</p></div></article></body></html>`,
			[]string{"First,", "Third,"}, []string{head, "schrijft voor de krant"})
	}
}

// TestBodyDropsTranslationNotes checks the note under a translated
// story that it is one, and the link to the original, against a story's
// sentences about translations.
func TestBodyDropsTranslationNotes(t *testing.T) {
	checkBody(t, `<html><body><article><h1>Haushalt</h1>`+p38xPara("First,")+`<p>Die Übersetzung des Vertrags ins Englische kostete die Stadt 12.000 Euro.</p>`+p38xPara("Second,")+
		`<p><em>Dieser Artikel ist eine Übersetzung, im Original ist er in der Zeitung Haaretz erschienen.</em></p></article></body></html>`,
		[]string{"First,", "Second,", "Die Übersetzung des Vertrags"}, []string{"Dieser Artikel ist eine Übersetzung"})
}

// TestBodyKeepsAmazonWorkersAndPartners checks that a story's sentences
// about Amazon's warehouse "associates" and the firms that are its
// partners stay, while Amazon's associate notice leaves.
func TestBodyKeepsAmazonWorkersAndPartners(t *testing.T) {
	checkBody(t, `<html><body><article><h1>Amazon</h1>`+p38xPara("First,")+
		`<p>More than 300 Amazon associates at the Staten Island warehouse walked off the job on Monday, the union said.</p>`+
		`<p>Als Amazon-Partner liefert der Paketdienst seit 2019 in ganz Norddeutschland aus, sagte ein Sprecher am Montag.</p>`+
		`<p>Devenu partenaire Amazon en 2021, le transporteur livre désormais 40 000 colis par jour dans la région.</p>`+
		`<p>Jako partner Amazon firma obsługuje od zeszłego roku magazyn pod Poznaniem, zatrudniając 300 osób.</p>`+p38xPara("Second,")+
		`<p><small>As an Amazon Associate I earn from qualifying purchases.</small></p>`+
		`<p><small>En tant que Partenaire Amazon, je réalise un bénéfice sur les achats remplissant les conditions requises.</small></p>`+
		`<p><small>Jako Partner Amazon zarabiam na kwalifikujących się zakupach.</small></p></article></body></html>`,
		[]string{"First,", "More than 300 Amazon associates", "Als Amazon-Partner liefert", "partenaire Amazon en 2021", "Jako partner Amazon firma", "Second,"},
		[]string{"As an Amazon Associate", "En tant que Partenaire", "zarabiam"})
}

// TestBodyKeepsStoryDonationCalls checks that a story's sentences that
// hold an appeal's words mid-line stay (a foundation that "apoya el
// periodismo", a town's call to donate, a commander's plea set off by a
// dash), while the same words opening a box leave.
func TestBodyKeepsStoryDonationCalls(t *testing.T) {
	checkBody(t, `<html><body><article><h1>Historia</h1>`+p38xPara("First,")+
		`<p>La fundación apoya el periodismo de investigación en América Latina desde 1995, explicó su directora.</p>`+
		`<p>A prefeitura pede que quem puder faça uma doação de alimentos não perecíveis no ginásio municipal até sexta-feira.</p>`+
		`<p>L'association lance un appel aux habitants : faites un don avant le 31 décembre pour aider les sinistrés.</p>`+
		`<p>— Підтримайте нас, бо без дронів ми не втримаємо позиції, — каже командир роти.</p>`+p38xPara("Second,")+
		`<div class="box"><p>Apoya el periodismo independiente. Hazte miembro desde 5 dólares.</p></div>`+
		`<div class="box"><p>Faites un don à notre rédaction : chaque euro compte.</p></div></article></body></html>`,
		[]string{"First,", "La fundación apoya el periodismo", "faça uma doação", "faites un don avant", "Підтримайте нас", "Second,"},
		[]string{"Apoya el periodismo independiente", "Faites un don à notre"})
}

// TestBodyKeepsQuestionWithPaidLink checks that a short paragraph set in
// a <div>, a question with a paid link in it, stays: it is no product
// card.
func TestBodyKeepsQuestionWithPaidLink(t *testing.T) {
	checkBody(t, `<html><body><article><h1>Vacuums</h1>`+p38xPara("First,")+
		`<div class="txt">Is the <a href="https://amzn.to/y" rel="sponsored">Flexa 3</a> worth $129 to you?</div>`+p38xPara("Second,")+`</article></body></html>`,
		[]string{"First,", "Is the Flexa 3 worth $129 to you?", "Second,"}, nil)
}
