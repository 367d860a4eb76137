package crawl

import (
	"strings"
	"testing"
)

func TestScriptRedirect(t *testing.T) {
	const page = "https://news.example/old/story"
	for _, tc := range []struct {
		name, html, want string
	}{
		{"replace in head", `<html><head><script>window.location.replace("/2026/new-story")</script></head><body></body></html>`,
			"https://news.example/2026/new-story"},
		{"href with single quotes", `<script>location.href = 'https://news.example/b?x=1';</script>`, "https://news.example/b?x=1"},
		{"assign, relative", `<body><script>document.location.assign("next")</script></body>`, "https://news.example/old/next"},
		{"window.location =", `<script>
			window.location="https:\/\/news.example\/escaped"</script><p>Redirecting…</p>`, "https://news.example/escaped"},
		{"top.location", `<script>top.location.href="/top"</script><noscript><p>` + strings.Repeat("Please turn on scripts. ", 20) + `</p></noscript>`,
			"https://news.example/top"},
		{"a page with content", `<script>if (mobile) location.href="/m/"</script><article><p>` + strings.Repeat("A story of its own. ", 20) + `</p></article>`, ""},
		{"a comparison", `<script>if (location.href == "/x") track()</script>`, ""},
		{"another property", `<script>var h = location.hostname = "x"</script>`, ""},
		{"itself", `<script>location.replace("/old/story#top")</script>`, ""},
		{"an external script", `<script src="/redirect.js"></script>`, ""},
		{"no script", `<p>Moved</p>`, ""},
		{"a big page", `<script>location.replace("/big")</script><!--` + strings.Repeat(" ", 20<<10) + `-->`, ""},
		{"not http", `<script>location.href="javascript:void(0)"</script>`, ""},
		{"after a timeout", `<script>setTimeout(function(){ window.location.href = "/later"; }, 2000);</script><p>Redirecting…</p>`,
			"https://news.example/later"},
		// A client-rendered article (its text in JSON-LD) with a guard
		// against mirrors, a mobile switch and an ad slot's property
		// send no reader of the page on.
		{"a guard against mirrors", `<script type="application/ld+json">{"articleBody":"` + strings.Repeat("Text. ", 50) + `"}</script>` +
			`<script>if (location.hostname !== "www.news.example") { location.href = "https://www.news.example/"; }</script>`, ""},
		{"a mobile switch", `<script>if (screen.width<600) location.replace("/m/old/story")</script>`, ""},
		{"a ternary", `<script>location.href = mobile ? "/m/" : "/d/"</script>`, ""},
		{"an object's location", `<script>var ad = {}; ad.location = "top"; render(ad);</script>`, ""},
		{"JSON data", `<script type="application/json">{"location": "/from-json"}</script><script id="x">location="/x"</script>`,
			"https://news.example/x"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := ScriptRedirect([]byte(tc.html), page); got != tc.want {
				t.Errorf("ScriptRedirect = %q, want %q", got, tc.want)
			}
		})
	}
}
