package extract_test

import (
	"slices"
	"testing"
)

// TestAuthorChipsOtherRoles checks that a chip row whose second chip
// is an illustrator's, a photographer's (German "Fotograf", Spanish
// "Fotógrafo"), a medical reviewer's, a fact-checker's, the video's, or
// a podcast's guest beside its host, named as a role after the name
// rather than as a "... by" label, does not add that person to the
// metadata's single author.
func TestAuthorChipsOtherRoles(t *testing.T) {
	chip := func(name, role string) string {
		return `<div class="author-chip"><img src="/a.jpg" alt=""><div><span class="author-chip__name">` + name + `</span><span class="author-chip__role">` + role + `</span></div></div>`
	}
	for _, role := range []string{"Illustrator", "Fotograf", "Fotógrafo", "Medical reviewer", "Fact-checker", "Translator", "Video", "Guest"} {
		art := coldExtract(t, "https://engineering.example.com/blog/label-rendering",
			chipsPage(chip("Nadia Okonkwo", "Staff Engineer")+chip("Tomás Varga", role)))
		if want := []string{"Nadia Okonkwo"}; !slices.Equal(art.Authors, want) {
			t.Errorf("role %q: authors = %q, want %q", role, art.Authors, want)
		}
	}
}
