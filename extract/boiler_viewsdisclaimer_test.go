package extract

import "testing"

// TestViewsDisclaimer checks that the note under an opinion column that
// its views are the writer's, in several languages and with or without
// a "Disclaimer:" label, is a stock line, while a story's sentence that
// reports views, and one quoting the note, are not.
func TestViewsDisclaimer(t *testing.T) {
	for _, tt := range []struct {
		line string
		want bool
	}{
		{"The views expressed are the author's own. Have your say: write to the editor", true},
		{"The views expressed in this article are those of the author and do not necessarily reflect the position of the Courier.", true},
		{"Disclaimer: Views expressed are personal.", true},
		{"Les opinions exprimées n'engagent que leurs auteurs.", true},
		{"Las opiniones expresadas en este artículo son responsabilidad exclusiva del autor.", true},
		{"Die Meinung des Autors muss nicht mit der Meinung der Redaktion übereinstimmen.", true},
		{"Le opinioni espresse sono dell'autore e non riflettono necessariamente quelle della testata.", true},
		// Must not fire.
		{"The views expressed at the public meeting were mixed, with many residents backing the plan.", false},
		{"The views expressed by the owners of the mill were heard by the committee on Tuesday.", false},
		{"“The views expressed are the author's own,” the paper said in a statement after the column ran.", false},
	} {
		if got := isStockText(tt.line, runes(tt.line), false); got != tt.want {
			t.Errorf("isStockText(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
}
