package extract_test

import (
	"slices"
	"testing"
)

// republishedPage is a republished column: JSON-LD credits the outlet it
// comes from as an Organization, meta author repeats that name untyped,
// the text opens with the academic's byline and closes naming the outlet.
func republishedPage(metaAuthor, ldAuthor, byline string) string {
	return `<!doctype html><html lang="fr"><head><title>Pourquoi les communes rallument la nuit - Le Courrier du Centre</title>` +
		`<meta property="og:site_name" content="Le Courrier du Centre"><meta name="author" content="` + metaAuthor + `">` +
		`<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Pourquoi les communes rallument la nuit",` +
		`"datePublished":"2026-11-24T11:05:00+01:00","author":[` + ldAuthor + `]}</script></head>` +
		`<body><header><nav><a href="/">Accueil</a> <a href="/societe">Société</a></nav></header><main><article>` +
		`<h1>Pourquoi les communes rallument la nuit</h1><div class="body">` +
		`<p class="auteur">` + byline + `</p>` +
		`<p>Il y a trois ans, face à la flambée des prix de l'énergie, des milliers de communes ont éteint leurs lampadaires entre minuit et cinq heures.</p>` +
		`<p>Dans une enquête menée auprès de 240 communes, nous avons constaté qu'environ une sur six a rallumé une partie de son éclairage.</p>` +
		`<p>Les raisons avancées par les maires sont rarement financières et tiennent surtout au sentiment d'insécurité de certains habitants.</p>` +
		`<p><em>Cet article est republié à partir de La Discussion sous licence Creative Commons.</em></p>` +
		`</div></article></main><footer><p>© Le Courrier du Centre</p></footer></body></html>`
}

// TestMetaAuthorRepeatingLDOrganizationLosesToByline: a meta author
// naming what JSON-LD types as an Organization is no person, so the
// visible byline wins (probe53's republished column). Without the rule
// the untyped meta tag stood as a person and "La Discussion" won.
func TestMetaAuthorRepeatingLDOrganizationLosesToByline(t *testing.T) {
	page := republishedPage("La Discussion", `{"@type":"Organization","name":"La Discussion"}`, "Par Claire Mounier, maîtresse de conférences en géographie")
	art := coldExtract(t, "https://courrierducentre.example/societe/communes-rallument", page)
	if want := []string{"Claire Mounier"}; !slices.Equal(art.Authors, want) {
		t.Errorf("authors %q, want %q", art.Authors, want)
	}
}

// TestMetaAuthorPersonBesideLDOrganizationStays: the must-not-fire case.
// A meta author naming a person JSON-LD does not type as an organization
// is still the structured person.
func TestMetaAuthorPersonBesideLDOrganizationStays(t *testing.T) {
	page := republishedPage("Claire Mounier", `{"@type":"Organization","name":"La Discussion"}`, "Par Claire Mounier, maîtresse de conférences en géographie")
	art := coldExtract(t, "https://courrierducentre.example/societe/communes-rallument", page)
	if want := []string{"Claire Mounier"}; !slices.Equal(art.Authors, want) {
		t.Errorf("authors %q, want %q", art.Authors, want)
	}
}

// TestBylineUniversityAfterNameIsNoAuthor: the university after an
// academic's full name and role says where she works, as a company
// does; without the institution words it was read as a second author.
// Alone in a byline it stays the credit.
func TestBylineUniversityAfterNameIsNoAuthor(t *testing.T) {
	ld := `{"@type":"Organization","name":"La Discussion"}`
	for byline, want := range map[string][]string{
		"Par Claire Mounier, maîtresse de conférences en géographie, Université de Tours": {"Claire Mounier"},
		"By Claire Mounier, Tulane University":                                            {"Claire Mounier"},
		"Par Claire Mounier et Paul Girard":                                               {"Claire Mounier", "Paul Girard"},
	} {
		art := coldExtract(t, "https://courrierducentre.example/societe/communes-rallument", republishedPage("La Discussion", ld, byline))
		if !slices.Equal(art.Authors, want) {
			t.Errorf("byline %q: authors %q, want %q", byline, art.Authors, want)
		}
	}
}
