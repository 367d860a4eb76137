package extract

import (
	"strings"
	"testing"
)

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

// TestBodyKeepsStoriesOnFundingLocalNews checks that a story sentence
// reporting money given "to support local journalism" or "to support
// local news" is no appeal of the site's, while the call itself is.
func TestBodyKeepsStoriesOnFundingLocalNews(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	page := `<html><body><article>` + para("First,") + para("Second,") +
		`<p>The Knight Foundation said on Tuesday it would give $20 million over five years to support local journalism in 12 cities, the largest grant of its kind.</p>` +
		`<p>Google and Meta have both pledged money to support local news, but critics say the sums are small.</p>` +
		para("Third,") + `<p>Support local journalism. Your gift keeps our newsroom reporting.</p></article></body></html>`
	checkBody(t, page, []string{"Knight Foundation", "Google and Meta", "Third,"}, []string{"Your gift"})
}

// TestRatingWidgetSparesTrailingVerdict checks that a critic's verdict
// with its stars after the score ("Rating: 4/5 ★★★★☆", "Nota: 4 votos
// ★★★★") is the review's line, while a widget's count after its stars
// and its call before them are the widget's.
func TestRatingWidgetSparesTrailingVerdict(t *testing.T) {
	for _, c := range []struct {
		line string
		want bool
	}{
		{"Rating: 4/5 ★★★★☆", false},
		{"Nota del crítico: 4 votos ★★★★", false},
		{"★★★★☆ 4.6 da 38 voti", true},
		{"Valuta questa ricetta ☆☆☆☆☆", true},
	} {
		if got := isRatingWidget(c.line); got != c.want {
			t.Errorf("isRatingWidget(%q) = %v, want %v", c.line, got, c.want)
		}
	}
}

// TestIsAppealCall checks the calls to support local journalism: after
// an em or an en dash, as after a full stop (the dashes are runes of
// three bytes, and the byte before the call was compared), and "help" as
// the call only where it opens one: "the fund will help support local
// journalism" is a story's sentence.
func TestIsAppealCall(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"Our newsroom relies on readers like you — support local journalism today.", true},
		{"Local news matters – support local news.", true},
		{"Our newsroom relies on readers like you. Support local journalism today.", true},
		{"Help support local journalism.", true},
		{"Please help support local news by subscribing.", true},
		{"Help us support local news.", true},
		{"Local news matters. Help us support local journalism.", true},
		{"The Knight Foundation said the $5 million fund will help support local journalism in rural counties over the next three years.", false},
		{"Google said the new grants would help support local news organisations across Europe.", false},
		{"The foundation gave $20 million to support local journalism in rural counties.", false},
	} {
		if got := isAppeal(strings.ToLower(c.s)); got != c.want {
			t.Errorf("isAppeal(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}

// TestLiveEndNotice checks that a live blog's notice that its coverage
// has ended, with the thanks after it, or that its page updates itself
// (in Catalan with either apostrophe), is furniture, while a story's
// sentence that mentions a live blog ending or something updating
// automatically stays.
func TestLiveEndNotice(t *testing.T) {
	for _, c := range []struct {
		line string
		want bool
	}{
		{"Tiešraide ir noslēgusies. Paldies, ka sekojāt līdzi!", true},
		{"This live blog has ended. Thanks for following.", true},
		{"Ce direct est terminé. Merci de l'avoir suivi.", true},
		{"Der Liveblog ist beendet.", true},
		{"This live blog has ended up as our most read page.", false},
		{"The minister said the live blog has ended a tradition of press conferences that lasted for more than two decades in the capital.", false},
		{"This live blog has ended up as the most read page of the year on our site, with more than two million visits in a single day of coverage from the summit.", false},
		{"Aquest directe s'actualitza automàticament", true},
		{"Aquest directe s’actualitza automàticament.", true},
		{"This live blog updates automatically.", true},
		{"Dieser Liveblog aktualisiert sich automatisch", true},
		{"This page updates automatically every night with the latest figures from the health ministry.", false},
		{"The app updates automatically, the company said.", false},
	} {
		if got := isLiveNotice(strings.ToLower(c.line)); got != c.want {
			t.Errorf("isLiveNotice(%q) = %v, want %v", c.line, got, c.want)
		}
	}
}
