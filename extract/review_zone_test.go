package extract

import "testing"

// Zone abbreviations that are ordinary words in a shouted line.
func TestZoneWordInCapitals(t *testing.T) {
	for _, l := range []string{
		"DER ANPFIFF IST UM 20:30 UHR",                // German "ist"
		"LA CÉRÉMONIE EST PRÉVUE LE 12 JUIN À 18:00",  // French "est"
		"New GST rates take effect 22 September 2025", // India's Goods and Services Tax
	} {
		if isDateLine(l) {
			t.Errorf("isDateLine(%q) = true, want false (a zone word that is a word)", l)
		}
	}
}
