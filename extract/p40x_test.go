package extract

import "testing"

// TestBodyDropsRecipeCardWidgets checks that a recipe card's rating
// widget, stars before the count or after the call to rate ("Valuta
// questa ricetta ☆☆☆☆☆"), leaves the body while the card's ingredients
// and steps stay.
func TestBodyDropsRecipeCardWidgets(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " la zuppa di ceci si prepara con pazienza, lasciando i ceci a bagno per tutta la notte prima di cuocerli.</p>"
	}
	checkBody(t, `<html><body><article>`+para("Primo,")+para("Secondo,")+
		`<div class="wprm-recipe"><h2>Zuppa di ceci</h2><div class="wprm-recipe-rating">★★★★☆ 4.6 da 38 voti</div>`+
		`<h3>Ingredienti</h3><ul><li>300 g di ceci secchi</li><li>1 cipolla</li></ul>`+
		`<h3>Procedimento</h3><ol><li>Mettete i ceci a bagno in acqua fredda per almeno dodici ore.</li></ol>`+
		`<div class="wprm-user-rating">Valuta questa ricetta ☆☆☆☆☆</div></div></article></body></html>`,
		[]string{"Primo,", "300 g di ceci secchi", "Mettete i ceci a bagno"}, []string{"38 voti", "Valuta questa"})
}

// TestBodyDropsLikesWidget checks that Jetpack's likes widget, its
// button's word glued before the loading notice ("Like Loading…"),
// leaves the body.
func TestBodyDropsLikesWidget(t *testing.T) {
	for _, s := range []string{"Like Loading...", "Gefällt mir Wird geladen …", "J'aime Chargement…"} {
		if !isLoadingLine(s) {
			t.Errorf("isLoadingLine(%q) = false", s)
		}
	}
	if isLoadingLine("Like a child waiting...") {
		t.Error("a sentence trailing off is no loading notice")
	}
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+para("Second,")+
		`<div class="sharedaddy"><div class="jp-likes"><span class="button">Like</span> <span class="loading">Loading...</span></div></div>`+
		`</article></body></html>`, []string{"First,", "Second,"}, []string{"Loading"})
}

// TestBodyDropsFactCheckAppeal checks that a nonprofit's box asking
// readers to support its fact-checking leaves the body, title and all.
func TestBodyDropsFactCheckAppeal(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+para("Second,")+para("Third,")+
		`<div class="support-box"><h3>Support independent fact-checking</h3><p>Please give today.</p></div>`+
		`</article></body></html>`, []string{"First,", "Third,"}, []string{"Support independent"})
}
