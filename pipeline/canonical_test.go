package pipeline

import "testing"

func TestIsSectionOf(t *testing.T) {
	for _, tc := range []struct {
		canonical, page string
		want            bool
	}{
		{"https://n.example/news/", "https://n.example/news/2026/11/story", true},
		{"https://n.example/news/", "https://n.example/news/story", false},                  // one up: could be the page
		{"https://n.example/2026/11/story/", "https://n.example/2026/11/story/amp/", false}, // WordPress AMP
		{"https://n.example/news/story", "https://n.example/news/story/amp/index.html", false},
		{"https://n.example/news/story", "https://n.example/news/story/page/2", false},
		{"https://n.example/slug/", "https://n.example/slug/2/", false},
		{"https://n.example/news", "https://n.example/news/2026/story", true},
		{"https://n.example/news", "https://n.example/news/story", false},           // one up: could be the page
		{"https://n.example/news/story", "https://n.example/news/story/amp", false}, // an AMP copy
		{"https://n.example/story", "https://n.example/amp/story", false},
		{"https://n.example/news?page=1", "https://n.example/news/2026/story", false},
		{"https://n.example/news/", "https://n.example/news/", false},
		{"https://n.example/newsroom", "https://n.example/news/2026/story", false},
	} {
		if got := isSectionOf(tc.canonical, tc.page); got != tc.want {
			t.Errorf("isSectionOf(%s, %s) = %v, want %v", tc.canonical, tc.page, got, tc.want)
		}
	}
}
