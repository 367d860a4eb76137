package extract

import "testing"

// TestTitleQuotedLeadIn checks that a headline opening with a quotation
// before a colon stays whole when the SEO titles and JSON-LD give only
// its statement after the colon (blind probe45, pt-BR), while a topic
// kicker before the colon still yields to the metadata's headline.
func TestTitleQuotedLeadIn(t *testing.T) {
	meta := func(s string) string {
		return `<title>` + s + ` | Diário da Orla</title><meta property="og:title" content="` + s + `"><meta name="twitter:title" content="` + s + `">` +
			`<script type="application/ld+json">{"@type":"NewsArticle","headline":"` + s + `"}</script>`
	}
	tests := []struct {
		name, head, headline, want string
	}{
		{
			name:     "curly quotes before the colon",
			head:     meta("Moradores relembram a noite em que o prédio Solar das Palmeiras tremeu"),
			headline: `<h1>“Parecia que o teto respirava”: moradores relembram a noite em que o prédio Solar das Palmeiras tremeu</h1>`,
			want:     "“Parecia que o teto respirava”: moradores relembram a noite em que o prédio Solar das Palmeiras tremeu",
		},
		{
			name:     "single quotes, English",
			head:     meta("Tenants of Elm Court vow to fight their eviction in court"),
			headline: `<h1>‘We’re not leaving’: tenants of Elm Court vow to fight their eviction in court</h1>`,
			want:     "‘We’re not leaving’: tenants of Elm Court vow to fight their eviction in court",
		},
		{
			name:     "a topic kicker is no quotation",
			head:     meta("Neue Radbrücke über die Hunte soll 2028 fertig sein"),
			headline: `<h1>Oldenburg: Neue Radbrücke über die Hunte soll 2028 fertig sein</h1>`,
			want:     "Neue Radbrücke über die Hunte soll 2028 fertig sein",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, _, err := ParseHTML([]byte(titlePage(tt.head, "", tt.headline)), "")
			if err != nil {
				t.Fatal(err)
			}
			if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != tt.want {
				t.Errorf("chooseTitle = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestQuotedLeadIn checks what counts as a quotation opening a title.
func TestQuotedLeadIn(t *testing.T) {
	for s, want := range map[string]bool{
		"“Parecia que o teto respirava”: moradores relembram": true,
		"„Wir bleiben hier“: Mieter wehren sich":              true,
		"«On ne partira pas» : les locataires résistent":      true,
		"Oldenburg: Neue Radbrücke":                           false,
		"“Quoted” words later: and a colon":                   false,
		"Review: ‘The Glass Orchard’ is slow":                 false,
	} {
		if got := quotedLeadIn(s); got != want {
			t.Errorf("quotedLeadIn(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestTitleQuotedLeadInMetaQuoteOnly checks that a heading opening with
// a quotation before a colon stays whole when the SEO titles keep only
// the quotation, while a heading "Topic: Headline" beside a metadata
// title of the topic alone is still no quotation's case.
func TestTitleQuotedLeadInMetaQuoteOnly(t *testing.T) {
	head := `<title>“Parecia que o teto respirava” | Diário da Orla</title><meta property="og:title" content="“Parecia que o teto respirava”">` +
		`<script type="application/ld+json">{"@type":"NewsArticle","headline":"“Parecia que o teto respirava”"}</script>`
	h1 := `<h1>“Parecia que o teto respirava”: moradores relembram a noite em que o prédio Solar das Palmeiras tremeu</h1>`
	doc, _, err := ParseHTML([]byte(titlePage(head, "", h1)), "")
	if err != nil {
		t.Fatal(err)
	}
	want := "“Parecia que o teto respirava”: moradores relembram a noite em que o prédio Solar das Palmeiras tremeu"
	if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != want {
		t.Errorf("chooseTitle = %q, want %q", got, want)
	}
	if quotesBefore("Parecia que o teto respirava: moradores relembram", "parecia que o teto respirava: moradores relembram", "parecia que o teto respirava") {
		t.Error("quotesBefore took a lead-in without quotation marks")
	}
}
