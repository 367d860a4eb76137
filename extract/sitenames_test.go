package extract

import (
	"slices"
	"testing"
)

// siteCreditCase is a byline's names, the site's names and the names
// dropSiteCredits should leave.
type siteCreditCase struct {
	name        string
	names, site []string
	want        []string
}

func checkSiteCredits(t *testing.T, tests []siteCreditCase) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var pub []string
			for _, s := range tc.site {
				pub = appendNameKey(pub, s)
			}
			if got := dropSiteCredits(tc.names, pub, nil); !slices.Equal(got, tc.want) {
				t.Errorf("dropSiteCredits(%q) = %q, want %q", tc.names, got, tc.want)
			}
		})
	}
}

func TestDropSiteCredits(t *testing.T) {
	tests := []siteCreditCase{
		{"site and state after two authors", []string{"Ana Souza", "Bruno Lima", "Jornal Paulista SP"}, []string{"Jornal Paulista"}, []string{"Ana Souza", "Bruno Lima"}},
		{"site, then its city", []string{"Juliana Ramos", "Portal Paraná", "Curitiba"}, []string{"Portal Paraná"}, []string{"Juliana Ramos"}},
		{"host's name and a region", []string{"David Straub", "Mdr Thüringen"}, []string{"mdr"}, []string{"David Straub"}},
		{"site's name before a reporter in Hangul", []string{"한국일보", "신현주"}, []string{"한국일보"}, []string{"신현주"}},
		{"a company is no person", []string{"bergportal GmbH", "digvis GmbH"}, []string{"bergportal"}, []string{"bergportal GmbH", "digvis GmbH"}},
		{"no person named: the credit stays", []string{"Jornal Paulista SP"}, []string{"Jornal Paulista"}, []string{"Jornal Paulista SP"}},
		// A name that only opens like the site's is a person's: the
		// loose match that tells a publisher-only byline would drop her.
		{"a surname opening the site's name", []string{"Anna Klein", "Klein"}, []string{"Klein Report"}, []string{"Anna Klein", "Klein"}},
		{"a desk's handle glued to the site's", []string{"Jan Roth", "srf/hosb"}, []string{"srf"}, []string{"Jan Roth", "srf/hosb"}},
	}
	checkSiteCredits(t, tests)
}

func TestIsNameWithSite(t *testing.T) {
	pub := appendNameKey(appendNameKey(nil, "Delfi"), "Valley Herald")
	tests := []struct {
		line string
		want bool
	}{
		{"Rūta Jankuvienė, DELFI 2025 m. kovo 12 d. 10:15", true},
		{"Ruth Calder, Valley Herald", true},
		{"Ruth Calder, Valley Herald · June 3, 2026", true},
		{"Ruth Calder, Valley Herald says the ferry runs late", false}, // a sentence, not a date, follows
		{"Ruth Calder, nytimes.com", false},                            // another site's address
		{"Ruth Calder, Hamburg", false},                                // a place, not the site
		{"Delfi, Valley Herald", false},                                // one word is no full name
		{"Paul WinterJournal Chief Editor, Valley Herald", false},      // a testimonial card's name and role
		{"Jürgen NeuhuberCo-Director, Valley Herald", false},           // the same, the role glued on
	}
	for _, tc := range tests {
		if got := isNameWithSite(tc.line, pub); got != tc.want {
			t.Errorf("isNameWithSite(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}

func TestDropSiteCreditsKeepsPeopleNamedLikeTheSite(t *testing.T) {
	tests := []siteCreditCase{
		{"a blog named after its owner, with a guest", []string{"Jane Doe", "Sam Lee"}, []string{"Jane Doe"}, []string{"Jane Doe", "Sam Lee"}},
		{"a first name that is the subdomain", []string{"Maria Lopez", "Sam Lee"}, []string{"maria"}, []string{"Maria Lopez", "Sam Lee"}},
		{"a reporter's single name after the site's", []string{"Tempo", "Budiman", "Rina Wijaya"}, []string{"Tempo"}, []string{"Budiman", "Rina Wijaya"}},
		{"the site's credit first, one word", []string{"Tempo", "Rina Wijaya"}, []string{"Tempo"}, []string{"Rina Wijaya"}},
	}
	checkSiteCredits(t, tests)
}
