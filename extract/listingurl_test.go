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
