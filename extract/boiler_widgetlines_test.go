package extract

import "testing"

// TestHelpfulQuestionOneWord checks that a feedback widget's question is
// furniture whatever one word names what it asks about ("Was this update
// helpful?", "War dieses Video hilfreich?", "Cette réponse vous a-t-elle
// été utile ?"), while a question that says more there is a story's.
func TestHelpfulQuestionOneWord(t *testing.T) {
	for _, c := range []struct {
		line string
		want bool
	}{
		{"Was this update helpful?", true},
		{"Was this answer helpful? Yes No", true},
		{"War dieses Video hilfreich?", true},
		{"Cette réponse vous a-t-elle été utile ?", true},
		{"¿Te ha resultado útil esta guía?", true},
		{"Was deze uitleg nuttig?", true},
		{"Questa risposta ti è stata utile?", true},
		// A question of the story's own.
		{"Was this new drug helpful for patients with asthma?", false},
		{"Was this helpful to the prosecution, or did it hurt?", false},
		{"Was this really the best the council could do?", false},
	} {
		if got := isBoilerLine(c.line); got != c.want {
			t.Errorf("isBoilerLine(%q) = %v, want %v", c.line, got, c.want)
		}
	}
}

// TestScoreCountLine checks that a rating widget's average and count on a
// line of their own, its stars on the line before, is furniture in
// several languages, while a reviewer's verdict without a count and a
// list item that goes on in words stay.
func TestScoreCountLine(t *testing.T) {
	for _, c := range []struct {
		line string
		want bool
	}{
		{"4.9 de 5 (212 votos)", true},
		{"4.9 out of 5 stars (38 reviews)", true},
		{"4,7 von 5 Sternen (12 Bewertungen)", true},
		{"4.6/5 - 88 ratings", true},
		{"4.5 out of 5", false},
		{"5. Mayzlin Relocation: 4.9 out of 5 stars", false},
		{"3 of 5 reviewers said the film was too long", false},
		{"2 of 10 reviews were written in 2024 by bots", false},
	} {
		if got := isRatingWidget(c.line); got != c.want {
			t.Errorf("isRatingWidget(%q) = %v, want %v", c.line, got, c.want)
		}
	}
}

// TestSortLabelLine checks that the label of a thread's sort control,
// left alone when its select goes, is furniture, and that a story's line
// that sorts things is not.
func TestSortLabelLine(t *testing.T) {
	for _, c := range []struct {
		line string
		want bool
	}{
		{"Sorted by:", true},
		{"Sortieren nach:", true},
		{"Trier par :", true},
		{"Ordenar por", true},
		{"Sorted by hand, the letters filled four boxes.", false},
	} {
		if got := isBoilerLine(c.line); got != c.want {
			t.Errorf("isBoilerLine(%q) = %v, want %v", c.line, got, c.want)
		}
	}
}

// TestWidgetLinesLeaveBody checks the three widget lines against a page:
// the sort label over answers, a changelog's feedback question and a
// recipe card's rating count go; the story's lines stay.
func TestWidgetLinesLeaveBody(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the brewer moved the fermenter somewhere warmer and checked the gravity again after three or four days.</p>"
	}
	page := `<html><body><article>` + para("First,") + para("Second,") +
		`<div class="sort">Sorted by: <select><option>Highest score</option></select></div>` +
		para("Third,") + `<div class="rating"><span>★★★★★</span><div>4.9 de 5 (212 votos)</div></div>` +
		para("Fourth,") + `<div class="feedback"><p>Was this update helpful?</p><button>👍</button><button>👎</button></div></article></body></html>`
	checkBody(t, page, []string{"First,", "Third,", "Fourth,"}, []string{"Sorted by", "4.9 de 5", "Was this update helpful"})
}
