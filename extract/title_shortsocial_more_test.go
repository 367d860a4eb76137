package extract

import "testing"

// TestShortSocialTitleQuotedStandfirst: an h1 that is the standfirst, a
// sentence whose full stop sits inside a closing quote, leaves the short metadata headline the title, as an h1
// ending in a bare full stop does (shortSocialTitle, seoRewrite).
func TestShortSocialTitleQuotedStandfirst(t *testing.T) {
	const short = "Minister rejects harbour toll plan"
	head := `<title>` + short + ` - The Daily Ledger</title><meta property="og:site_name" content="The Daily Ledger"><meta property="og:title" content="` + short + `">` +
		`<script type="application/ld+json">{"@type":"NewsArticle","headline":"` + short + `"}</script>`
	for _, h1 := range []string{
		"The minister rejected the harbour toll plan on Tuesday, telling MPs: “We will not make commuters pay twice.”",
		`The minister rejected the harbour toll plan on Tuesday, telling MPs: "We will not make commuters pay twice."`,
	} {
		doc, _, err := ParseHTML([]byte(titlePage(head, "", "<h1>"+h1+"</h1>")), "")
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != short {
			t.Errorf("h1 %q: chooseTitle = %q, want %q", h1, got, short)
		}
	}
}
