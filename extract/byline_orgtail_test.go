package extract

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestBylineOrgTailCut: a wire story's byline sets the reporter and the
// agency in two spans of one line ("By Michael Tremblay The Canadian
// Press"), and metadata credits the agency as an Organization: the
// agency's words after the full name are his employer, not part of his
// name. A one-word organization that is a name's last word is the
// person's surname and stays ("Ana Lúcia Barros" on a site whose
// metadata names "Barros"); so does a byline naming only the
// organization.
func TestBylineOrgTailCut(t *testing.T) {
	body := strings.Repeat(`<p>The province will pay family doctors an extra sum each year to take on patients from the waiting list, the minister said on Thursday.</p>`, 4)
	for _, tt := range []struct {
		name, org, byline string
		want              []string
	}{
		{"agency after the name", "The Canadian Press", `By <span class="name">Michael Tremblay</span> <span class="org">The Canadian Press</span>`, []string{"Michael Tremblay"}},
		{"acronym agency", "AFP", `By <span>Claire Martin</span> <span>AFP</span>`, []string{"Claire Martin"}},
		{"one-word org is a surname", "Barros", `By <span>Ana Lúcia Barros</span>`, []string{"Ana Lúcia Barros"}},
		{"org alone", "The Canadian Press", `By <span>The Canadian Press</span>`, []string{"The Canadian Press"}},
		// A one-word organization is cut only when the metadata spells it
		// as an acronym: a surname set in capitals stays.
		{"capitalized surname equal to the org", "Terra", `Por <span>Ana Lúcia TERRA</span>`, []string{"Ana Lúcia TERRA"}},
		// Metadata may name the organization without the byline's article.
		{"org named without its article", "Canadian Press", `By <span>Michael Tremblay</span> <span>The Canadian Press</span>`, []string{"Michael Tremblay"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			page := `<html lang="en"><head><title>Doctors bonus | Maritime News</title><meta property="og:site_name" content="Maritime News">` +
				`<meta name="author" content="` + tt.org + `">` +
				`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Doctors bonus","author":{"@type":"Organization","name":"` + tt.org + `"}}</script>` +
				`</head><body><main><article><h1>Doctors bonus</h1><p class="byline">` + tt.byline + `</p>` + body + `</article></main></body></html>`
			doc, err := html.Parse(strings.NewReader(page))
			if err != nil {
				t.Fatal(err)
			}
			if got := chooseAuthorsOf(doc); !slices.Equal(got, tt.want) {
				t.Errorf("authors = %q, want %q", got, tt.want)
			}
		})
	}
}
