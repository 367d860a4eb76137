package extract

import "testing"

// TestSEOLeadInTitle: every metadata title opens with a lead-in and a
// colon the page does not show before its h1 ("Lucknow News: …", added
// for search): the h1 is the headline. A kicker the page sets right
// before the h1 ("<div class=keyword>Nach Gaetz-Rückzug</div>") is the
// headline's, as the corpus gold (fundus ORF, junge Welt) keeps it.
func TestSEOLeadInTitle(t *testing.T) {
	tests := []struct{ name, head, headline, want string }{
		{
			name: "a city's 'News:' before a Hindi headline, shown nowhere before the h1",
			head: `<title>Lucknow News: लखनऊ में ई-रिक्शा के लिए तय होंगे रूट - Bharat Samachar</title><meta property="og:site_name" content="Bharat Samachar">` +
				`<meta property="og:title" content="Lucknow News: लखनऊ में ई-रिक्शा के लिए तय होंगे रूट">` +
				`<meta name="twitter:title" content="Lucknow News: लखनऊ में ई-रिक्शा के लिए तय होंगे रूट">` +
				`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Lucknow News: लखनऊ में ई-रिक्शा के लिए तय होंगे रूट"}</script>`,
			headline: `<div class="breadcrumb"><a href="/">होम</a> » <a href="/up">उत्तर प्रदेश</a></div><div class="hd"><h1>लखनऊ में ई-रिक्शा के लिए तय होंगे रूट</h1></div>`,
			want:     "लखनऊ में ई-रिक्शा के लिए तय होंगे रूट",
		},
		{
			name: "a kicker set right before the h1 stays with the metadata",
			head: `<title>Nach Gaetz-Rückzug: Trump-Anwältin soll Justizministerin werden - news.example</title>` +
				`<meta property="og:title" content="Nach Gaetz-Rückzug: Trump-Anwältin soll Justizministerin werden">` +
				`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Nach Gaetz-Rückzug: Trump-Anwältin soll Justizministerin werden"}</script>`,
			headline: `<div class="story-lead"><div class="keyword">Nach Gaetz-Rückzug</div><h1>Trump-Anwältin soll Justizministerin werden</h1></div>`,
			want:     "Nach Gaetz-Rückzug: Trump-Anwältin soll Justizministerin werden",
		},
	}
	for _, tt := range tests {
		if got := titlePageArticle(t, tt.head, tt.headline).Title; got != tt.want {
			t.Errorf("%s: title = %q, want %q", tt.name, got, tt.want)
		}
	}
}
