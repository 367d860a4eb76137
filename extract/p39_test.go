package extract

import "testing"

// TestBodyKeepsSmallThingsReceived checks that a story sentence saying
// someone will "receive a small" thing stays, while the affiliate notice
// that receives "a small commission" goes.
func TestBodyKeepsSmallThingsReceived(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+
		`<p>The 23-litre green bins will be collected weekly, and each household will also receive a small kitchen caddy and a roll of liners.</p>`+
		para("Second,")+`<p><em>If you buy through our links we may receive a small commission at no extra cost to you.</em></p></article></body></html>`,
		[]string{"First,", "small kitchen caddy", "Second,"}, []string{"small commission"})
}
