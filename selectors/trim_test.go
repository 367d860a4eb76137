package selectors_test

import (
	"fmt"
	"html"
	"regexp"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	xhtml "golang.org/x/net/html"

	"github.com/bylinehq/byline/eval"
	"github.com/bylinehq/byline/internal/corpustest"
	"github.com/bylinehq/byline/llm"
	"github.com/bylinehq/byline/selectors"
)

func TestTrimKeepsStructureDropsNoise(t *testing.T) {
	doc, _ := xhtml.Parse(strings.NewReader(`<html><head><title>Bridge reopens | Ledger</title>
<meta property="og:title" content="Bridge reopens"><meta charset="utf-8"><link rel="stylesheet" href="x.css">
<script>var tracking = 1;</script><style>.a{}</style>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Bridge reopens","author":{"@type":"Person","name":"Ann Lee"},"datePublished":"2026-10-11","articleBody":"very long body text that the digest drops"}</script>
</head><body><nav class="menu"><ul>` + strings.Repeat(`<li class="item"><a href="/x">Section</a></li>`, 20) + `</ul></nav>
<!-- a comment --><svg><path d="M0"/></svg><div hidden>secret</div>
<article class="story" data-id="42" data-testid="story" data-track-action="click" onclick="x()"><h1 itemprop="headline">Bridge reopens</h1><time datetime="2026-10-11T09:00:00-05:00">Oct 11</time>
<div class="story-body"><p>` + strings.Repeat("word ", 100) + `</p><p>Second paragraph.</p><p>Third.</p><p>Fourth.</p></div></article></body></html>`))
	out, n := selectors.Trim(doc, selectors.TrimOptions{Count: llm.CountTokens})
	for _, bad := range []string{"tracking", ".a{}", "comment", "<svg", "secret", "onclick", "articleBody", "x.css", "href"} {
		if strings.Contains(out, bad) {
			t.Errorf("skeleton keeps %q:\n%s", bad, out)
		}
	}
	for _, want := range []string{`<meta property="og:title" content="Bridge reopens">`, `"headline":"Bridge reopens"`,
		`{"name":"Ann Lee"}`, `<article class="story" data-testid="story">`, `<h1 itemprop="headline">Bridge reopens</h1>`,
		`<time datetime="2026-10-11T09:00:00-05:00">`, "Fourth.", "<!-- 17 more li.item -->", "word word", "…</p>"} {
		if !strings.Contains(out, want) {
			t.Errorf("skeleton lacks %q:\n%s", want, out)
		}
	}
	if n != llm.CountTokens(out) {
		t.Errorf("reported %d tokens, counted %d", n, llm.CountTokens(out))
	}
	small, m := selectors.Trim(doc, selectors.TrimOptions{MaxTokens: 120, Count: llm.CountTokens})
	if m > 120 || !strings.Contains(small, "<title>") {
		t.Errorf("budget 120: %d tokens:\n%s", m, small)
	}
}

// TestTrimOnCorpus measures prompt sizes and whether the nodes holding the
// gold title and body survive trimming (printed with -v).
func TestTrimOnCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("reads the corpus")
	}
	cs, err := eval.LoadCases(corpustest.Dir(t))
	if err != nil {
		t.Skipf("corpus not found: %v", err)
	}
	budget := 6000
	var tokens []int
	kept, total := 0, 0
	for i, c := range cs {
		if i%4 != 0 || c.Title == nil || c.Body == nil { // a sample keeps the test fast
			continue
		}
		p, err := eval.PageOf(c)
		if err != nil {
			continue
		}
		out, n := selectors.Trim(p.Doc, selectors.TrimOptions{MaxTokens: budget, Count: llm.CountTokens})
		tokens = append(tokens, n)
		text := quotes.Replace(strings.Join(strings.Fields(html.UnescapeString(out)), " "))
		total++
		if survives(text, *c.Title, *c.Body) {
			kept++
		}
	}
	sort.Ints(tokens)
	share := float64(kept) / float64(total)
	fmt.Printf("trim on %d corpus pages (budget %d): tokens p50 %d p95 %d max %d; title and body nodes kept on %.1f%%\n",
		total, budget, tokens[len(tokens)/2], tokens[len(tokens)*95/100], tokens[len(tokens)-1], 100*share)
	if share < 0.95 {
		t.Errorf("title and body nodes kept on only %.1f%% of pages", 100*share)
	}
}

// visibleText is the text the skeleton shows: element text, and the
// content of meta tags (where metadata-only titles live); other tags and
// comments removed, entities decoded, spaces collapsed.
func visibleText(skeleton string) string {
	text := tagRE.ReplaceAllStringFunc(skeleton, func(tag string) string {
		if m := contentRE.FindStringSubmatch(tag); m != nil {
			return " " + m[1] + " "
		}
		return ""
	})
	return quotes.Replace(strings.Join(strings.Fields(html.UnescapeString(text)), " "))
}

var (
	tagRE     = regexp.MustCompile(`<[^>]*>`)
	contentRE = regexp.MustCompile(`^<meta\b[^>]*\bcontent="([^"]*)"`)
)

var quotes = strings.NewReplacer("’", "'", "‘", "'", "“", `"`, "”", `"`)

var listMarker = regexp.MustCompile(`^(?:[-*•] |\d{1,3}\. )`)

// survives reports whether the skeleton still shows the start of the
// title and of the first paragraphs of the body.
func survives(text, title, body string) bool {
	prefix := func(s string, n int) string {
		s = strings.Join(strings.Fields(s), " ")
		s = listMarker.ReplaceAllString(s, "") // gold writes list items as "- x" and "1. x"
		s = quotes.Replace(s)                  // wcxb's gold straightens quotes
		if utf8.RuneCountInString(s) > n {
			s = string([]rune(s)[:n])
		}
		return s
	}
	if !strings.Contains(text, prefix(title, 10)) {
		return false
	}
	found, tried := 0, 0
	for _, line := range strings.Split(body, "\n") {
		if utf8.RuneCountInString(line) < 40 {
			continue
		}
		tried++
		if strings.Contains(text, prefix(line, 10)) {
			found++
		}
		if tried == 3 {
			break
		}
	}
	return found*3 >= tried*2
}

func TestTrimKeepsSpacesAroundInlineElements(t *testing.T) {
	doc, err := xhtml.Parse(strings.NewReader(`<html><body><p><b>Lorem</b> ipsum <i>dolor</i> sit</p></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	out, _ := selectors.Trim(doc, selectors.TrimOptions{MaxTokens: 1000})
	if got := visibleText(out); got != "Lorem ipsum dolor sit" {
		t.Errorf("visible text %q, want the words apart", got)
	}
}

// TestIsHiddenContentShownByScript checks that a content-named element
// hidden only by visibility:hidden (WeChat's text, shown by a script) is
// shown, and that display:none, an unnamed box and a modal's content
// stay hidden.
func TestIsHiddenContentShownByScript(t *testing.T) {
	for _, tc := range []struct {
		tag  string
		want bool
	}{
		{`<div class="rich_media_content" id="js_content" style="visibility: hidden;">`, false},
		{`<div id="js_content" style="visibility: hidden; opacity: 0;">`, false},
		{`<div style="visibility: hidden;">`, true},
		{`<div class="post-content" style="display: none;">`, true},
		{`<div class="modal-content" style="visibility: hidden;">`, true},
		{`<div class="sidebar" style="visibility:hidden">`, true},
		// A box whose name only ends in a story word before "content"
		// stays hidden: a related-posts slider before its script runs,
		// a related-news strip, a pop-up's text.
		{`<div class="related-post-content owl-carousel" style="visibility: hidden;">`, true},
		{`<div class="related-news-content" style="visibility:hidden">`, true},
		{`<div class="popup-text-content" style="visibility:hidden">`, true},
		{`<div class="td-post-content tagdiv-type" style="visibility:hidden">`, false},
		{`<div class="single-post-content" style="visibility:hidden">`, false},
	} {
		doc, err := xhtml.Parse(strings.NewReader("<html><body>" + tc.tag + "<p>text</p></div></body></html>"))
		if err != nil {
			t.Fatal(err)
		}
		div := doc.FirstChild.LastChild.FirstChild // html > body > div
		if got := selectors.IsHidden(div); got != tc.want {
			t.Errorf("IsHidden(%s) = %v, want %v", tc.tag, got, tc.want)
		}
	}
}
