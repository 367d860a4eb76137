package extract

import "testing"

// TestIsShopOffer checks the lines that are a price at a shop and
// nothing else, a product card's offer, in the languages shopOffer has
// prepositions for; a sentence, a price alone, a labelled price or an
// amount of money are none.
func TestIsShopOffer(t *testing.T) {
	for s, want := range map[string]bool{
		"$179 at Amazon": true, "$649 at Best Buy": true, "179 € bei MediaMarkt": true, "249 € chez Fnac": true,
		"R$ 899 na Amazon": true, "£29 from John Lewis": true,
		"$179": false, "Price: $179 at Amazon": false, "$5 million at stake": false,
		"It costs $179 at Amazon.": false, "$179 at Amazon, down from $199 last week when it launched": false,
	} {
		if got := isShopOffer(s); got != want {
			t.Errorf("isShopOffer(%q) = %v, want %v", s, got, want)
		}
	}
}
