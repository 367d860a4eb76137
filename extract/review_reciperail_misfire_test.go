package extract_test

import (
	"strings"
	"testing"
)

// TestRecipeRailTeasersDropped checks that a rail of teasers for other
// recipes inside the post's text ("recipe-rail" of "teaser
// recipe-teaser" cards) stays furniture: "recipe" names the card of the
// post's own recipe, not every box about recipes.
func TestRecipeRailTeasersDropped(t *testing.T) {
	teaser := func(h, p string) string {
		return `<div class="teaser recipe-teaser"><h3><a href="/food/recipes/` + h + `">` + h + `</a></h3><p>` + p + `</p></div>`
	}
	var story strings.Builder
	for i := range 10 {
		story.WriteString(`<p>Step ` + string(rune('A'+i)) + ` of the story: the sausages brown on top while the cider reduces underneath, and the onions turn soft and sweet in the juices, which is why the tin matters as much as the oven and the patience of the cook.</p>`)
	}
	page := `<html lang="en"><head><title>My grandmother's cider traybake</title></head><body><article>
<h1>My grandmother's cider traybake</h1><div class="article-body">
<p>My grandmother never wrote this recipe down. She made it every Sunday in November, in a dented roasting tin that had been her mother's.</p>
<p>It took me three winters to get close. The secret is patience: the apples and onions cook slowly under the sausages until they collapse.</p>` +
		story.String() + `<div class="recipe-rail">` +
		teaser("Apple crumble", "A crisp, buttery oat topping over tart Bramley apples, ready in under an hour and good cold the next day.") +
		teaser("Leek and potato soup", "A thick winter soup of leeks, potatoes and stock that freezes well and feeds a family of four for two days.") +
		`</div></div></article></body></html>`
	a := coldExtract(t, "https://standard.example.com/food/recipes/cider-traybake.html", page)
	if strings.Contains(a.Body, "Bramley") || strings.Contains(a.Body, "leeks, potatoes") {
		t.Errorf("body holds the rail's teasers of other recipes:\n%s", a.Body)
	}
	if !strings.Contains(a.Body, "dented roasting tin") {
		t.Errorf("body lost the story:\n%s", a.Body)
	}
}
