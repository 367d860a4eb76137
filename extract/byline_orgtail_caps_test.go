package extract

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestOrgTailKeepsCapitalSurname: a one-word organization that is
// the reporter's surname stays when the byline sets surnames in capitals
// ("Ana Lúcia TERRA" under the portal's Organization "Terra"), as the
// rule's own guard means it to; and an organization named without its
// article ("Canadian Press") is not cut so as to leave "The" on the name.
func TestOrgTailKeepsCapitalSurname(t *testing.T) {
	body := strings.Repeat(`<p>The province will pay family doctors an extra sum each year to take on patients from the waiting list, the minister said on Thursday.</p>`, 4)
	for _, tt := range []struct {
		name, org, byline string
		want              []string
	}{
		{"capitalized surname equal to the org", "Terra", `Por <span>Ana Lúcia TERRA</span>`, []string{"Ana Lúcia TERRA"}},
		{"org named without its article", "Canadian Press", `By <span>Michael Tremblay</span> <span>The Canadian Press</span>`, []string{"Michael Tremblay"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			page := `<html lang="pt"><head><title>Doctors bonus | Portal</title><meta property="og:site_name" content="Portal">` +
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
