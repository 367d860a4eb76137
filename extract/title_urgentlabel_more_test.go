package extract

import "testing"

// TestUrgentLabelAcronym: "EIL" is also a company's ticker (Engineers
// India Ltd) that a business site links in its headline; the element
// holding it alone is no breaking-news badge, and the metadata title
// opening with it keeps it.
func TestUrgentLabelAcronym(t *testing.T) {
	const title = "EIL Q3 results: Net profit rises 20% to ₹120 crore"
	head := `<title>` + title + ` | Market Ledger</title><meta property="og:title" content="` + title + `">`
	doc, _, err := ParseHTML([]byte(titlePage(head, "", `<h1><a href="/company/engineers-india-ltd">EIL</a> Q3 results: Net profit rises 20% to ₹120 crore</h1>`)), "")
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != title {
		t.Errorf("chooseTitle = %q, want %q", got, title)
	}
}
