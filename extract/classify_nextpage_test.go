package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClassifyHubWithNextPage: a headline over teasers that go on on a
// next page (rel="next" to a numbered page) names a hub: classprobe11's
// Rails job board (og:type=article, an undated introduction) and Ibexa
// topic page (no og:type, an "updated" line over two paragraphs of
// introduction, which read as a short story under its dateline). The
// same pages without the next page, or whose next link names another
// post (WordPress's rel="next" between posts), stay articles.
func TestClassifyHubWithNextPage(t *testing.T) {
	intro := `<p>Every morning we publish new vacancies from employers in the city and the towns around it. We never ask job seekers for money; if anyone asks you to pay before you are hired, please tell us at once.</p>`
	teasers := strings.Repeat(`<li class="job"><h2><a href="/jobs/4812-mathematics-teacher-secondary">Mathematics teacher for a secondary school</a></h2>`+
		`<p>They want a graduate with two years of experience.</p></li>`, 6)
	updated := `<div class="topic-updated">Updated: 2026-11-27</div>`
	topicIntro := intro + `<p>On this page our reporters' stories from the river, the farmers' accounts of the drought and the experts' analyses of the water data are brought together.</p>`
	for _, tc := range []struct {
		name, og, dateline, intro, next, want string
	}{
		{"job board", `<meta property="og:type" content="article">`, "", intro, `<a rel="next" href="/jobs?page=2">Next</a>`, KindListing},
		{"job board, no next page", `<meta property="og:type" content="article">`, "", intro, "", KindArticle},
		{"job board, next post", `<meta property="og:type" content="article">`, "", intro, `<a rel="next" href="/2026/11/27/another-story/">Next</a>`, KindArticle},
		{"topic", "", updated, topicIntro, `<a rel="next" href="/topic/river/(offset)/6">Next page</a>`, KindListing},
		{"topic, head link", "", updated, topicIntro, `<link rel="next" href="/topic/river/page/2/">`, KindListing},
		{"topic, no next page", "", updated, topicIntro, "", KindArticle},
	} {
		page := `<html><head>` + tc.og + `</head><body><main><div class="head"><h1>Vacancies and stories from around the river valley</h1>` + tc.dateline + tc.intro + `</div>` +
			`<ul class="list">` + teasers + `</ul>` + tc.next + `</main></body></html>`
		doc, _ := html.Parse(strings.NewReader(page))
		if got := Classify(doc); got != tc.want {
			t.Errorf("%s: Classify = %s, want %s", tc.name, got, tc.want)
		}
	}
}
