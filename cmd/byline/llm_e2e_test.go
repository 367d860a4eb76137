package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/llm/llmtest"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/selectors"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/testdata/fixtureweb"
)

// wireSet is the answer a capable model gives for the wire site.
const wireSet = `Here is the selector set:
{"fields": {
  "title": ["//div[@class='story']//h1[@itemprop='headline']"],
  "authors": ["//div[@class='story']//span[@itemprop='author']//span[@itemprop='name']"],
  "published": ["//div[@class='story']//meta[@itemprop='datePublished']/@content"],
  "body": ["//div[@itemprop='articleBody']"]},
 "remove": ["//div[@class='promo']"],
 "article_url_pattern": ""}`

// openWireApp opens an app on a data directory of the test's own that
// crawls the fixture web, served at addr, with set's changes to the
// default configuration, and knows the web's wire site (due hourly).
func openWireApp(t *testing.T, web *fixtureweb.Web, addr string, set func(*Config)) *app {
	t.Helper()
	ctx := context.Background()
	cfg := defaultConfig()
	cfg.Data, cfg.Metrics = t.TempDir(), false
	cfg.Crawl.AllowPrivate, cfg.Crawl.Delay = true, 0
	cfg.Crawl.resolve = web.Resolve(addr)
	if set != nil {
		set(&cfg)
	}
	if err := cfg.Validate(); err != nil {
		t.Fatal(err)
	}
	a, err := openApp(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	if err := a.store.PutSite(ctx, store.Site{ID: fixtureweb.Wire, Seeds: web.Seeds(fixtureweb.Wire), Every: time.Hour}); err != nil {
		t.Fatal(err)
	}
	return a
}

// llmCrawl crawls the wire site of the fixture web (n articles, unknown
// to Byline) twice with the scripted model answering answer, and returns
// both runs, the model's requests and the stored articles.
func llmCrawl(t *testing.T, n int, answer string, extractLLM bool) (first, second store.Run, requests int, arts []store.Article, set selectors.Set) {
	t.Helper()
	ctx := context.Background()
	web := fixtureweb.New(fixtureweb.Options{WireArticles: n})
	site := httptest.NewServer(web)
	defer site.Close()
	model := llmtest.New()
	defer model.Close()
	model.Respond = func(llmtest.Request) llmtest.Answer {
		return llmtest.Answer{Content: answer, PromptTokens: 3000, CompletionTokens: 150}
	}
	a := openWireApp(t, web, site.Listener.Addr().String(), func(cfg *Config) {
		cfg.LLM = LLMConfig{Provider: "openai", BaseURL: model.OpenAIURL(), Model: "scripted", PriceIn: 0.15, PriceOut: 0.6,
			Timeout: Duration(10 * time.Second), Extract: extractLLM}
		if u := os.Getenv("BYLINE_REDIS_URL"); u != "" {
			// Sets, locks and the frontier shared through a real Redis.
			cfg.RedisURL, cfg.RedisPrefix = u, fmt.Sprintf("test:%s:%d:", t.Name(), time.Now().UnixNano())
		}
	})
	var err error
	first, err = a.crawlOnce(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	requests = len(model.Requests())
	second, err = a.crawlOnce(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	arts, err = a.store.ListArticles(ctx, store.ArticleFilter{Site: fixtureweb.Wire, Limit: 10 * n})
	if err != nil {
		t.Fatal(err)
	}
	set, err = a.store.SelectorSet(ctx, fixtureweb.Wire)
	if err != nil {
		t.Fatal(err)
	}
	return first, second, requests, arts, set
}

// TestLLMGeneratesOncePerSite is the bar: ≥ 100 articles of a new
// site cost one generation, are extracted by its selectors, and a
// second crawl costs no LLM call.
func TestLLMGeneratesOncePerSite(t *testing.T) {
	const n = 120
	first, second, requests, arts, set := llmCrawl(t, n, wireSet, false)
	if first.Summary.New < 100 {
		t.Fatalf("first crawl stored %d new articles, want ≥ 100: %+v", first.Summary.New, first.Summary)
	}
	if requests != 1 || first.Summary.LLMCalls != 1 {
		t.Errorf("first crawl: %d model requests, summary says %d calls; want exactly 1 generation (valid on the first answer)",
			requests, first.Summary.LLMCalls)
	}
	if first.Summary.LLMTokensIn != 3000 || first.Summary.LLMTokensOut != 150 || first.Summary.LLMCostUSD <= 0 {
		t.Errorf("first crawl accounting: %+v", first.Summary)
	}
	if p := set.Provenance; p.Generator != "llm" || p.Model != "scripted" || p.Calls != 1 || p.TokensIn != 3000 {
		t.Errorf("stored set's provenance %+v, want the LLM's with its one call", p)
	}
	if second.Summary.LLMCalls != 0 {
		t.Errorf("second crawl made %d LLM calls, want 0", second.Summary.LLMCalls)
	}
	byMethod := map[string]int{}
	for _, a := range arts {
		byMethod[a.Method]++
		if a.Method == extract.MethodSelectors && (a.Title == "" || a.Body == "" || len(a.Authors) == 0 || a.Published.IsZero()) {
			t.Errorf("%s: incomplete article %+v", a.URL, a.Article)
		}
		if strings.Contains(a.Body, "alerts on your phone") {
			t.Errorf("%s: the promo the set removes is in the body", a.URL)
		}
	}
	if byMethod[extract.MethodSelectors] != len(arts) {
		t.Errorf("methods %v, want every article by selectors", byMethod)
	}
	t.Logf("%d articles, %d LLM call(s): %.1f calls per 1,000 articles; methods %v",
		len(arts), first.Summary.LLMCalls+second.Summary.LLMCalls,
		1000*float64(first.Summary.LLMCalls+second.Summary.LLMCalls)/float64(len(arts)), byMethod)
}

// TestLLMGarbageNeverStored: a model that only answers nonsense costs its
// refinements once, the heuristic set does the work, and the run summary
// says why the answers were refused.
func TestLLMGarbageNeverStored(t *testing.T) {
	const garbage = `{"fields": {"title": ["h1.headline"], "body": ["div.text > p"]}, "remove": []}`
	first, second, requests, arts, set := llmCrawl(t, 30, garbage, false)
	if first.Summary.New < 25 {
		t.Fatalf("first crawl stored %d articles: %+v", first.Summary.New, first.Summary)
	}
	if requests == 0 || requests > 4 || second.Summary.LLMCalls != 0 {
		t.Errorf("%d model requests in the first crawl, %d calls in the second; want one generation (≤ 1+K) and then none",
			requests, second.Summary.LLMCalls)
	}
	if first.Summary.LLMRejected["css_selector"] == 0 {
		t.Errorf("summary does not say the answers were CSS: %v", first.Summary.LLMRejected)
	}
	if p := set.Provenance; p.Generator != "heuristic" || !strings.Contains(p.Note, "LLM sets failed validation") {
		t.Errorf("stored set's provenance %+v, want the heuristic's with a note why", p)
	}
	for _, xs := range set.Fields {
		for _, x := range xs {
			if strings.Contains(x, "h1.headline") || strings.Contains(x, "div.text") {
				t.Errorf("the model's CSS reached the store: %q", x)
			}
		}
	}
	if len(arts) < first.Summary.New {
		t.Errorf("%d articles stored, summary says %d new", len(arts), first.Summary.New)
	}
	var buf strings.Builder
	printSummary(&buf, first, nil)
	if !strings.Contains(buf.String(), "css_selector") {
		t.Errorf("printed summary hides the refusals:\n%s", buf.String())
	}
	b, _ := json.Marshal(first.Summary)
	t.Logf("summary: %s", b)
}

func TestSelectorsGenerateCommand(t *testing.T) {
	web := fixtureweb.New(fixtureweb.Options{WireArticles: 5})
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r.Host = fixtureweb.Wire // every request is a wire page
		web.ServeHTTP(w, r)
	}))
	defer site.Close()
	var urls []string
	for _, a := range web.Articles(fixtureweb.Wire)[:3] {
		u, _ := url.Parse(a.URL)
		urls = append(urls, site.URL+u.Path)
	}
	model := llmtest.New(llmtest.Answer{Content: wireSet, PromptTokens: 2000, CompletionTokens: 100})
	defer model.Close()
	siteID, err := crawl.SiteID(site.URL)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	env := map[string]string{"BYLINE_CRAWL_ALLOW_PRIVATE": "true", "BYLINE_DATA": dir,
		"BYLINE_LLM_PROVIDER": "openai", "BYLINE_LLM_BASE_URL": model.OpenAIURL(), "BYLINE_LLM_MODEL": "scripted"}

	code, out, stderr := byline(t, env, append([]string{"selectors", "generate", "--dry-run"}, urls...)...)
	if code != 0 || !strings.Contains(out, "prompt: ") || !strings.Contains(out, "--- user ---") || len(model.Requests()) != 0 {
		t.Fatalf("dry run: exit %d, %d model requests\n%s\n%s", code, len(model.Requests()), out, stderr)
	}

	code, out, stderr = byline(t, env, append([]string{"selectors", "generate"}, urls...)...)
	if code != 0 {
		t.Fatalf("generate: exit %d\n%s\n%s", code, out, stderr)
	}
	for _, want := range []string{"prompt: ", "LLM: 1 call(s), 2000 tokens in, 100 out", "generator llm (openai scripted",
		"FIELD      FILL  PAGE 1  PAGE 2  PAGE 3", "title      1.00  ok #1   ok #1   ok #1", "stored " + siteID + " v1 (active)"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	code, out, _ = byline(t, env, "selectors", "show", siteID)
	if code != 0 || !strings.Contains(out, "1 calls, 2000 tokens in, 100 out") {
		t.Errorf("show: exit %d\n%s", code, out)
	}
}

func TestLLMConfigErrors(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"BYLINE_LLM_EXTRACT": "true"}, "BYLINE_LLM_EXTRACT=true needs an LLM"},
		{map[string]string{"BYLINE_LLM_PROVIDER": "gpt"}, `LLM provider "gpt": want one of openai, ollama`},
		{map[string]string{"BYLINE_LLM_PROVIDER": "openai"}, "needs a model (BYLINE_LLM_MODEL)"},
		{map[string]string{"BYLINE_LLM_PRICE_IN": "cheap"}, "BYLINE_LLM_PRICE_IN=\"cheap\": want USD per million tokens"},
	}
	for _, tc := range tests {
		tc.env["BYLINE_DATA"] = dir
		code, _, stderr := byline(t, tc.env, "sites", "list")
		if code != 2 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want %q", tc.env, code, stderr, tc.want)
		}
	}
}
