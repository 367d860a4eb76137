package extract_test

import (
	"strings"
	"testing"
)

// recipePage is a recipe post whose card sets its yield in an element
// of class cls.
func recipePage(cls string) string {
	return `<html lang="en"><head><title>My grandmother's cider traybake</title></head><body><article>
<h1>My grandmother's cider traybake</h1><div class="article-body">
<p>My grandmother never wrote this recipe down. She made it every Sunday in November, in a dented roasting tin that had been her mother's.</p>
<p>It took me three winters to get close. The secret is patience: the apples and onions cook slowly under the sausages until they collapse.</p>
<div class="recipe-card"><h2>Sausage and cider traybake</h2><p class="` + cls + `">Serves 4</p>
<h3>Ingredients</h3><ul><li>8 good pork sausages</li><li>3 red onions, cut into wedges</li><li>250ml dry cider</li></ul>
<h3>Method</h3><ol><li>Heat the oven to 200C. Put the onions in a large roasting tin, toss with the oil and season well.</li>
<li>Lay the sausages on top and roast for 25 minutes, then pour the cider around them and return to the oven for 30 minutes.</li></ol></div>
<div class="rate"><p>Made this recipe? Rate it: <span class="stars">☆☆☆☆☆</span></p></div>
</div></article></body></html>`
}

// TestRecipeCardMetaKept checks that a recipe card's yield in an element
// whose class names the recipe and "meta" ("recipe-meta") stays in the
// body, as the corpus gold keeps WP Recipe Maker's meta containers
// (servings, times, course), and that the call to rate the recipe under
// it goes.
func TestRecipeCardMetaKept(t *testing.T) {
	a := coldExtract(t, "https://standard.example.com/food/recipes/cider-traybake.html", recipePage("recipe-meta"))
	if !strings.Contains(a.Body, "Serves 4") {
		t.Errorf("body lacks the recipe's yield:\n%s", a.Body)
	}
	if strings.Contains(a.Body, "Rate it") {
		t.Errorf("body holds the rating call:\n%s", a.Body)
	}
}

// TestPostMetaLineDropped checks that a small element classed "meta"
// alone, a post's meta line, is still furniture inside the text.
func TestPostMetaLineDropped(t *testing.T) {
	a := coldExtract(t, "https://standard.example.com/food/recipes/cider-traybake.html", recipePage("meta"))
	if strings.Contains(a.Body, "Serves 4") {
		t.Errorf("body holds the meta-classed line:\n%s", a.Body)
	}
}
