package extract

import "testing"

// TestChooseTitleUnspacedOneRunLabel: a Thai h1 of one run that a
// metadata title's run holds ("น้ำท่วมหนัก", heavy flooding, inside
// "กรุงเทพฯน้ำท่วมหนัก!") is a topic's label, not the headline shown
// beside an SEO rewrite: the metadata title stays, as on main.
func TestChooseTitleUnspacedOneRunLabel(t *testing.T) {
	const seo = "กรุงเทพฯน้ำท่วมหนัก! ฝนตกต่อเนื่อง 5 เขต"
	head := `<title>` + seo + ` - ข่าวเมืองวันนี้</title><meta property="og:title" content="` + seo + `">`
	doc, _, err := ParseHTML([]byte(titlePage(head, "", `<h1>น้ำท่วมหนัก</h1>`)), "")
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != seo {
		t.Errorf("title = %q, want %q", got, seo)
	}
}
