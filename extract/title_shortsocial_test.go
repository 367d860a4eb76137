package extract

import "testing"

// TestShortSocialTitle: a newsroom's short social or search headline,
// the same in every metadata title, sits beside the longer display
// headline of the page's h1, which shares a few of its long words: the
// h1 is the headline readers see. A metadata title about as long as the
// h1, an h1 ending in a full stop (a standfirst) and a live ticker's h1
// running on with "+++" leave the metadata its title.
func TestShortSocialTitle(t *testing.T) {
	const short = "Lakeport council backs armory housing plan"
	head := func(t string) string {
		return `<title>` + t + ` - The Lakeport Sentinel</title><meta property="og:site_name" content="The Lakeport Sentinel"><meta property="og:title" content="` + t + `">` +
			`<script type="application/ld+json">{"@type":"NewsArticle","headline":"` + t + `"}</script>`
	}
	for _, tt := range []struct {
		name, meta, h1, want string
	}{
		{"short social title beside the display headline", short,
			"Council votes to turn Harmon Street armory into 84 affordable apartments",
			"Council votes to turn Harmon Street armory into 84 affordable apartments"},
		{"metadata about as long as the heading", "Lakeport council backs plan to turn the old armory into housing units",
			"Council votes to turn Harmon Street armory into 84 affordable apartments",
			"Lakeport council backs plan to turn the old armory into housing units"},
		{"a standfirst set as the h1", short,
			"The council voted to turn the Harmon Street armory into 84 affordable apartments on Tuesday.",
			short},
		{"a live ticker's running h1", short,
			"Council in session: armory vote expected tonight +++ Mayor backs the housing plan +++ Protest outside",
			short},
	} {
		t.Run(tt.name, func(t *testing.T) {
			doc, _, err := ParseHTML([]byte(titlePage(head(tt.meta), "", "<h1>"+tt.h1+"</h1>")), "")
			if err != nil {
				t.Fatal(err)
			}
			if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != tt.want {
				t.Errorf("chooseTitle = %q, want %q", got, tt.want)
			}
		})
	}
}
