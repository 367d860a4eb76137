package crawl

import (
	"net/http"
	"strings"
	"testing"
)

// TestStubRedirect checks that a page of hardly any text whose script or
// meta refresh sends the reader on at once is a redirect, and that a
// page with content of its own, a script under a condition, a refresh
// with a delay (the reader reads the page) and a redirect to the page
// itself are not.
func TestStubRedirect(t *testing.T) {
	const page = "https://news.example/old/story"
	story := `<article><p>` + strings.Repeat("A story of its own that goes on. ", 20) + `</p></article>`
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
		{"at once", `<html><head><meta http-equiv="refresh" content="0; URL='/new/story?utm_source=x'"><title>Moved</title></head><body><p>This page has moved.</p></body></html>`,
			"https://news.example/new/story"},
		{"upper case, comma", `<META HTTP-EQUIV="REFRESH" CONTENT="0,https://news.example/b">`, "https://news.example/b"},
		{"against the base", `<head><base href="https://news.example/x/"><meta http-equiv=refresh content="0;url=c"></head>`, "https://news.example/x/c"},
		{"a page with content", `<head><meta http-equiv="refresh" content="0; url=/live"></head><body>` + story + `</body>`, ""},
		{"after a delay", `<head><meta http-equiv="refresh" content="5; url=/later"></head><body><p>Moved.</p></body>`, ""},
		{"a reload", `<head><meta http-equiv="refresh" content="0"></head><body><p>Reloading</p></body>`, ""},
		{"itself", `<head><meta http-equiv="refresh" content="0; url=/old/story"></head>`, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := StubRedirect([]byte(tc.html), page); got != tc.want {
				t.Errorf("StubRedirect = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestRefreshStub checks that an HTTP Refresh header sends the reader on
// from an empty page whatever its delay, and from a page of hardly any
// text at once; not from a page with content of its own (a live page
// reloading itself every minute, maybe at another address) or to the
// page itself.
func TestRefreshStub(t *testing.T) {
	const page = "https://news.example/old"
	story := `<article><p>` + strings.Repeat("A story of its own that goes on. ", 20) + `</p></article>`
	for _, tc := range []struct {
		name, refresh, body, want string
	}{
		{"empty page", "5; url=/new", "", "https://news.example/new"},
		{"stub at once", "0; url=/new", "<p>Redirecting…</p>", "https://news.example/new"},
		{"stub after a delay", "5; url=/new", "<p>Redirecting…</p>", ""},
		{"page with content", "0; url=/live", story, ""},
		{"live page reloading", "60", story, ""},
		{"itself", "0; url=/old", "<p>Reloading</p>", ""},
		{"no header", "", "<p>x</p>", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := http.Header{}
			if tc.refresh != "" {
				h.Set("Refresh", tc.refresh)
			}
			if got := RefreshStub(h, []byte(tc.body), page); got != tc.want {
				t.Errorf("RefreshStub = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestRefreshStubEmptyReload checks that an empty page whose Refresh
// header reloads it by its own address after a delay (a server asking
// the reader to wait) is no redirect: as a redirect to itself it would
// end as a redirect loop, not be fetched again as a page.
func TestRefreshStubEmptyReload(t *testing.T) {
	const page = "https://news.example/old"
	for _, v := range []string{"5; url=/old", "30; url=https://news.example/old#top", "0;url=https://news.example/old"} {
		h := http.Header{}
		h.Set("Refresh", v)
		if got := RefreshStub(h, nil, page); got != "" {
			t.Errorf("RefreshStub(%q) on an empty page = %q, want \"\"", v, got)
		}
	}
}

// TestStubPrefilter checks that the byte look before the second parse
// lets through every stub StubRedirect would find without it, spelled
// the ways HTML and scripts allow, and keeps out a short story that only
// uses the words.
func TestStubPrefilter(t *testing.T) {
	const page = "https://news.example/old/story"
	for _, tc := range []struct {
		name, html string
		stub       bool
	}{
		{"location =", `<script>location = "/a"</script>`, true},
		{"white space before =", "<script>location \t\r\n= '/a'</script>", true},
		{"white space before .", "<script>window.location\n.href='/a'</script>", true},
		{"split over two scripts", `<script>location</script><script>="/a"</script>`, true},
		{"unquoted refresh", `<meta http-equiv=refresh content="0;url=/a">`, true},
		{"capitalized refresh", `<meta http-equiv="Refresh" content="0;url=/a">`, true},
		{"refresh and a space", `<meta http-equiv=" refresh " content="0;url=/a">`, true},
		{"refresh, no break space", "<meta http-equiv=\"refresh&nbsp;\" content=\"0;url=/a\">", true},
		{"relocation", `<p>The relocation plan was approved. Three locations close.</p>`, false},
		{"refreshing", `<p>She kept refreshing the tracker. Refreshments were served.</p>`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			body := []byte(tc.html)
			if got := mayAssignLocation(body) || mayRefresh(body); got != tc.stub {
				t.Errorf("prefilter = %v, want %v", got, tc.stub)
			}
			if tc.stub {
				if full := stubRedirect(body, page); full == "" {
					t.Errorf("no stub without the prefilter either: the case tests nothing")
				}
			}
		})
	}
}
