package extract

import "testing"

// TestQuotedLeadInInnerColon: a quotation before the colon that holds
// a colon of its own (a time, a score, "Note to self:") is still a
// speaker's words; the heading stays whole against the SEO title's
// statement.
func TestQuotedLeadInInnerColon(t *testing.T) {
	meta := func(s string) string {
		return `<title>` + s + ` | Daily Example</title><meta property="og:title" content="` + s + `"><meta name="twitter:title" content="` + s + `">` +
			`<script type="application/ld+json">{"@type":"NewsArticle","headline":"` + s + `"}</script>`
	}
	for _, c := range []struct{ head, headline, want string }{
		{meta("Tenants of Elm Court vow to fight their eviction in court"),
			`<h1>‘We said it at 9:30 and we say it now’: tenants of Elm Court vow to fight their eviction in court</h1>`,
			"‘We said it at 9:30 and we say it now’: tenants of Elm Court vow to fight their eviction in court"},
		{meta("Trainer Meier nach dem Derby vor dem Aus beim Stadtverein"),
			`<h1>„Nach dem 0:4 ist alles offen“: Trainer Meier nach dem Derby vor dem Aus beim Stadtverein</h1>`,
			"„Nach dem 0:4 ist alles offen“: Trainer Meier nach dem Derby vor dem Aus beim Stadtverein"},
	} {
		doc, _, err := ParseHTML([]byte(titlePage(c.head, "", c.headline)), "")
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != c.want {
			t.Errorf("chooseTitle = %q, want %q", got, c.want)
		}
	}
}
