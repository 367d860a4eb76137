package extract

import "testing"

// The branch's quote-only metadata case (TestTitleQuotedLeadInMetaQuoteOnly)
// in the quotation marks of other languages: French «…» with its space
// before the colon, German „…“, Japanese 「…」.
func TestTitleMetaQuoteOnlyOtherMarks(t *testing.T) {
	for _, tt := range []struct{ quote, h1 string }{
		{"マンション住民が語る揺れの夜と避難の記録", "「天井が息をしているようだった」：マンション住民が語る揺れの夜と避難の記録"},
		{"“Parecia que o teto respirava”", "“Parecia que o teto respirava”: moradores relembram a noite em que o prédio Solar das Palmeiras tremeu"},
		{"«On ne partira pas d’ici»", "«On ne partira pas d’ici» : les locataires de la rue Voltaire refusent de quitter leur immeuble"},
		{"„Wir bleiben in unserem Haus“", "„Wir bleiben in unserem Haus“: Mieter in der Lindenstraße wehren sich gegen die Räumung"},
		{"「天井が息をしているようだった」", "「天井が息をしているようだった」：マンション住民が語る揺れの夜と避難の記録"},
	} {
		head := `<title>` + tt.quote + ` | Journal</title><meta property="og:title" content="` + tt.quote + `">` +
			`<script type="application/ld+json">{"@type":"NewsArticle","headline":"` + tt.quote + `"}</script>`
		doc, _, err := ParseHTML([]byte(titlePage(head, "", "<h1>"+tt.h1+"</h1>")), "")
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != tt.h1 {
			t.Errorf("chooseTitle = %q, want %q", got, tt.h1)
		}
	}
}
