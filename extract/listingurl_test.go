package extract

import "testing"

// TestListingURLStoryWithSParameter: the s of a story's URL is no
// WordPress search when the story has a path of its own: Substack's share
// links end in ?s=r or ?s=w (a post's link as other sites quote it), and
// ThinkPHP, common on Chinese sites, routes by ?s=/module/…/id.
func TestListingURLStoryWithSParameter(t *testing.T) {
	for u, want := range map[string]bool{
		"https://luke.substack.com/p/the-man-who-bowled-a-perfect-game-c37?s=r":         false,
		"https://newsletter.banklesshq.com/p/your-guide-to-the-synthetix-ecosystem?s=r": false,
		"https://www.example.cn/index.php?s=/home/article/detail/id/1024.html":          false,
		"https://a.example/?s=budget":        true,
		"https://a.example/blog/?s=budget":   true,
		"https://a.example/page/2/?s=budget": true,
	} {
		if got := ListingURL(u); got != want {
			t.Errorf("ListingURL(%s) = %v, want %v", u, got, want)
		}
	}
}

// TestListingURLComments: a story's readers' comments on a page of their
// own ("…/story-slug/comments") show the story's headline over the
// comments; a story whose slug ends in the word, or a thread's page
// under a comments folder, is no such page.
func TestListingURLComments(t *testing.T) {
	for u, want := range map[string]bool{
		"https://www.lanka-handa.example/news/2026/11/27/port-city-tax-relief/comments": true,
		"https://a.example/politik/haushalt-streit-im-landtag-12345/kommentare/":        true,
		"https://a.example/2026/11/27/readers-flood-the-council-with-comments/":         false,
		"https://a.example/r/news/comments/abc123/council_approves_the_budget/":         false,
	} {
		if got := ListingURL(u); got != want {
			t.Errorf("ListingURL(%s) = %v, want %v", u, got, want)
		}
	}
}
