package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSelectorsPut(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"BYLINE_DATA": dir}
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := write("good.json", `{"site":"news.example","fields":{"title":["//h1"],"body":["//article"]},"remove":["//aside"]}`)
	code, out, stderr := byline(t, env, "selectors", "put", good)
	if code != 0 || !strings.Contains(out, "stored news.example v1 (active)") {
		t.Fatalf("put: exit %d\n%s\n%s", code, out, stderr)
	}
	// The site as a user may type it: its ID, its www. host, a URL of it.
	for _, site := range []string{"news.example", "WWW.News.example", "https://www.news.example/politics/a-story"} {
		code, out, _ = byline(t, env, "selectors", "show", site)
		if code != 0 || !strings.Contains(out, "generator human") || !strings.Contains(out, "1. //h1") {
			t.Errorf("show %s after put: exit %d\n%s", site, code, out)
		}
	}
	for name, c := range map[string]struct{ body, want string }{
		"css.json":     {`{"site":"news.example","fields":{"title":["h1.headline"],"body":["//article"]}}`, "CSS"},
		"broken.json":  {`{"site":"news.example","fields":`, "want the JSON of 'byline selectors show SITE --json'"},
		"unknown.json": {`{"site":"news.example","felds":{}}`, `unknown field "felds"`},
		"nosite.json":  {`{"fields":{"title":["//h1"],"body":["//p"]}}`, `"site" is empty`},
	} {
		code, _, stderr := byline(t, env, "selectors", "put", write(name, c.body))
		if code == 0 || !strings.Contains(stderr, c.want) {
			t.Errorf("%s: exit %d, stderr %q; want %q", name, code, stderr, c.want)
		}
	}
	code, out, _ = byline(t, env, "selectors", "show", "news.example")
	if !strings.Contains(out, "version 1 of 1") {
		t.Errorf("a rejected set was stored:\n%s", out)
	}
	// A set naming its site as a www. host or a URL is the site's next
	// version, not a set of a site no crawl looks up.
	asURL := write("url.json", `{"site":"https://WWW.News.example/a","fields":{"title":["//h1"],"body":["//article"]}}`)
	if code, out, stderr := byline(t, env, "selectors", "put", asURL); code != 0 || !strings.Contains(out, "stored news.example v2 (active)") {
		t.Errorf("put with the site as a URL: exit %d\n%s\n%s", code, out, stderr)
	}
}
