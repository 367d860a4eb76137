package selectors

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"
)

func TestCheckXPath(t *testing.T) {
	tests := []struct {
		expr string
		want string // substring of the error; "" for valid
	}{
		{"//h1", ""},
		{"//meta[@property='og:title']/@content", ""},
		{"(//article//p)[1]", ""},
		{"normalize-space(//title)", ""},
		{"//div[contains(concat(' ',normalize-space(@class),' '),' story ')]//p", ""},
		{"normalize-space(substring-before(//meta[@property='og:title']/@content, ' > '))", ""},
		{"div.article-body > p", "CSS selector"},
		{".story-body", "CSS selector"},
		{"#main", "CSS selector"},
		{"article p", "CSS selector"},
		{"h1", "relative XPath"},
		{"//div[@class='x'", "does not compile"},
		{"", "empty"},
	}
	for _, tc := range tests {
		err := CheckXPath(tc.expr)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("CheckXPath(%q) = %v, want valid", tc.expr, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("CheckXPath(%q) = %v, want error mentioning %q", tc.expr, err, tc.want)
		}
	}
}

func TestParseAndEval(t *testing.T) {
	c, err := Parse([]byte(`{"site":"a.example","version":1,
	  "fields":{"title":["//h1","//meta[@property='og:title']/@content"],"body":["//div[@class='story']"],"published":["//time/@datetime"]},
	  "remove":["//div[@class='share']"],"article_url_pattern":"^/\\d{4}/[^/]+/$","provenance":{"generator":"human"}}`))
	if err != nil {
		t.Fatal(err)
	}
	doc, _ := html.Parse(strings.NewReader(`<html><head><meta property="og:title" content="OG T"></head><body>
	<h1>Head</h1><time datetime="2026-11-02T10:00:00+01:00">2 Nov</time><div class="story"><p>x</p><div class="share">s</div></div></body></html>`))
	if m := c.Eval(doc, Title, 0); len(m) != 1 || m[0].HasValue || m[0].Node.Data != "h1" {
		t.Errorf("title[0] = %+v", m)
	}
	if m := c.Eval(doc, Title, 1); len(m) != 1 || !m[0].HasValue || m[0].Value != "OG T" || m[0].Node.Data != "meta" {
		t.Errorf("title[1] = %+v", m)
	}
	if m := c.Eval(doc, Published, 0); len(m) != 1 || m[0].Value != "2026-11-02T10:00:00+01:00" {
		t.Errorf("published = %+v", m)
	}
	if r := c.Removed(doc); len(r) != 1 {
		t.Errorf("removed = %v", r)
	}
	if ok, has := c.IsArticleURL("/2026/some-story/"); !ok || !has {
		t.Error("article URL pattern did not match")
	}
}

func TestCompileReportsEveryProblem(t *testing.T) {
	_, err := Parse([]byte(`{"site":"a.example","fields":{"title":["h1.headline"],"body":[],"byline":["//x"]},"remove":["div.ad"]}`))
	if !errors.Is(err, ErrInvalid) {
		t.Fatalf("err = %v", err)
	}
	for _, want := range []string{"title:", "CSS selector", `unknown field "byline"`, "remove:", "body: no XPath given"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
	if _, err := Parse([]byte(`{"site":"x","fields":{},"bogus":1}`)); !errors.Is(err, ErrInvalid) {
		t.Errorf("unknown key accepted: %v", err)
	}
}

// TestProvenanceDurationInSeconds checks that a set's generation time is
// written in seconds (duration_s), as `selectors show --json` prints it
// and `selectors put` reads it back, and that a set stored earlier with
// the duration in nanoseconds still reads.
func TestProvenanceDurationInSeconds(t *testing.T) {
	out, err := json.Marshal(Provenance{Generator: "heuristic", Duration: 2890461 * time.Nanosecond})
	if err != nil {
		t.Fatal(err)
	}
	if string(out) != `{"generator":"heuristic","duration_s":0.003}` {
		t.Errorf("marshalled %s", out)
	}
	for in, want := range map[string]time.Duration{
		`{"generator":"llm","duration_s":1.5}`:   1500 * time.Millisecond,
		`{"generator":"llm","duration":2890461}`: 2890461 * time.Nanosecond,
		`{"generator":"human"}`:                  0,
	} {
		var p Provenance
		if err := json.Unmarshal([]byte(in), &p); err != nil || p.Duration != want || p.Generator == "" {
			t.Errorf("%s: %+v, %v; want duration %v", in, p, err, want)
		}
	}
	var p Provenance
	if err := json.Unmarshal([]byte(`{"generator":"llm","durationS":1}`), &p); err == nil {
		t.Error("an unknown provenance field was accepted")
	}
}

// TestStoryURLTrust checks when a set's article URL pattern counts as
// evidence that a page is a story: learned from two pages or more, each
// of them matched, and no section's shape matched. The over-broad
// patterns are those URLPattern made from corpus URLs of two sections
// (medium.com, rp.pl) or of a one-segment site (businessinsider.com).
func TestStoryURLTrust(t *testing.T) {
	two := []string{"https://a.example/article/123/flood-barrier.html", "https://a.example/article/456/ferry-fares.html"}
	for _, tc := range []struct {
		name, pattern, status string
		samples               []string
		url                   string
		match, ok             bool
	}{
		{"two pages", `^/article/\d+/[^/]+\.html$`, "", two, "https://a.example/article/789/new-story.html", true, true},
		{"two pages, other URL", `^/article/\d+/[^/]+\.html$`, StatusActive, two, "https://a.example/article/", false, true},
		{"dated", `^/\d{4}/\d{2}/\d{2}/[^/]+/?$`, "", []string{"https://a.example/2024/05/03/one/", "https://a.example/2024/06/01/two/"}, "https://a.example/2026/11/27/three/", true, true},
		{"one page", `^/article/\d+/[^/]+\.html$`, "", two[:1], "https://a.example/article/789/new-story.html", false, false},
		{"one page twice", `^/article/\d+/[^/]+\.html$`, "", []string{two[0], two[0] + "#x"}, "https://a.example/article/789/new-story.html", false, false},
		{"misses a sample", `^/news/[^/]+$`, "", two, "https://a.example/news/x", false, false},
		{"every two-segment URL", `^/[^/]+/[^/]+$`, "", []string{"https://medium.com/backchannel/a-b-c", "https://medium.com/s/d-e-f"}, "https://medium.com/world/europe", false, false},
		{"every one-segment URL", `^/[^/]+$`, "", []string{"https://a.example/one-two", "https://a.example/three-four"}, "https://a.example/politics", false, false},
		{"every section's index page", `^/[^/]+/[^/]+\.html$`, "", []string{"https://a.example/sport/a-b.html", "https://a.example/world/c-d.html"}, "https://a.example/sport/index.html", false, false},
		{"stale set", `^/article/\d+/[^/]+\.html$`, StatusStale, two, "https://a.example/article/789/new-story.html", false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := Compile(&Set{Site: "a.example", Fields: map[string][]string{Title: {"//h1"}, Body: {"//article"}},
				ArticleURLPattern: tc.pattern, Status: tc.status, Provenance: Provenance{Generator: "heuristic", Samples: tc.samples}})
			if err != nil {
				t.Fatal(err)
			}
			if match, ok := c.StoryURL(tc.url); match != tc.match || ok != tc.ok {
				t.Errorf("StoryURL(%s) = %v, %v; want %v, %v", tc.url, match, ok, tc.match, tc.ok)
			}
		})
	}
}

// TestStoryURLSparesSections checks that a trusted pattern with a
// section's literal name (BBC's ^/news/[^/]+$) does not take the pages
// of that section's own sections, bare words, for stories, and still
// takes its stories, and a site whose stories' slugs are bare words.
func TestStoryURLSparesSections(t *testing.T) {
	bbc := []string{"https://www.bbc.com/news/world-europe-68123456", "https://www.bbc.com/news/uk-politics-68234567"}
	words := []string{"https://a.example/read/alpha", "https://a.example/read/beta"}
	for _, tc := range []struct {
		pattern string
		samples []string
		url     string
		match   bool
	}{
		{`^/news/[^/]+$`, bbc, "https://www.bbc.com/news/world", false},
		{`^/news/[^/]+$`, bbc, "https://www.bbc.com/news/politik", false},
		{`^/news/[^/]+/?$`, bbc, "https://www.bbc.com/news/world/", false},
		{`^/news/[^/]+$`, bbc, "https://www.bbc.com/news/business-68345678", true},
		{`^/news/[^/]+\.html$`, []string{"https://a.example/news/a-b-1.html", "https://a.example/news/c-d-2.html"}, "https://a.example/news/index.html", false},
		{`^/read/[^/]+$`, words, "https://a.example/read/gamma", true},
	} {
		c, err := Compile(&Set{Site: "a.example", Fields: map[string][]string{Title: {"//h1"}, Body: {"//article"}},
			ArticleURLPattern: tc.pattern, Provenance: Provenance{Generator: "heuristic", Samples: tc.samples}})
		if err != nil {
			t.Fatal(err)
		}
		if match, ok := c.StoryURL(tc.url); match != tc.match || !ok {
			t.Errorf("%s: StoryURL(%s) = %v, %v; want %v, true", tc.pattern, tc.url, match, ok, tc.match)
		}
	}
}

// TestStoryURLQueryKeyOfListings checks that a pattern asking for one
// key of its samples' queries, which a site's category and menu pages
// have too (Joomla's Itemid, an old CMS's cat), is not trusted, and
// that one asking for what only a story's query has is.
func TestStoryURLQueryKeyOfListings(t *testing.T) {
	joomla := []string{"https://a.example/index.php?option=com_content&view=article&id=412&catid=8&Itemid=101",
		"https://a.example/index.php?option=com_content&view=article&id=415&catid=9&Itemid=102"}
	for _, tc := range []struct {
		pattern string
		samples []string
		url     string
		match   bool
	}{
		{`^/index\.php\?(?:.*&)?Itemid=`, joomla, "https://a.example/index.php?option=com_content&view=category&id=8&Itemid=101", false},
		{`^/view\.php\?(?:.*&)?cat=`, []string{"https://a.example/view.php?cat=news&id=123", "https://a.example/view.php?cat=sport&id=456"},
			"https://a.example/view.php?cat=news", false},
		{`^/index\.php\?option=com_content&view=article&id=\d+`, joomla, "https://a.example/index.php?option=com_content&view=article&id=420&catid=8", true},
		{`^/article\.php\?(?:.*&)?id=`, []string{"https://a.example/article.php?id=1", "https://a.example/article.php?id=2"}, "https://a.example/article.php?id=3", true},
	} {
		c, err := Compile(&Set{Site: "a.example", Fields: map[string][]string{Title: {"//h1"}, Body: {"//article"}},
			ArticleURLPattern: tc.pattern, Provenance: Provenance{Generator: "heuristic", Samples: tc.samples}})
		if err != nil {
			t.Fatal(err)
		}
		if match, _ := c.StoryURL(tc.url); match != tc.match {
			t.Errorf("%s: StoryURL(%s) = %v; want %v", tc.pattern, tc.url, match, tc.match)
		}
	}
}
