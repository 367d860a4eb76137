package pipeline_test

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/llm"
	"github.com/bylinehq/byline/llm/llmtest"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/prompts"
	"github.com/bylinehq/byline/selectors/generate"
	"github.com/bylinehq/byline/selectors/registry"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/sqlite"
	"github.com/bylinehq/byline/testdata/fixtureweb"
)

// TestCrawlWithAHostileModel crawls the fixture wire site with a model
// that answers what a page's planted instructions or a careless model
// would: a body that is the whole page, or an XPath whose cost is the
// cube of the page. The run ends, the answers are refused and counted in
// its summary, the heuristic set is used, and no stored article holds
// the site's masthead or colophon.
func TestCrawlWithAHostileModel(t *testing.T) {
	for _, tc := range []struct {
		name, answer, reason string
	}{
		{"a body that is the whole page", `Sure: {"fields":{"title":["//h1"],"body":["//body"]}}`, generate.RejectWholePage},
		{"an XPath of cubic cost", `{"fields":{"title":["//h1"],"body":["//div[count(//*[count(//*)>1])>1]"]}}`, generate.RejectCostly},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			web := fixtureweb.New(fixtureweb.Options{WireArticles: 6})
			site := httptest.NewServer(web)
			defer site.Close()
			model := llmtest.New()
			defer model.Close()
			model.Respond = func(llmtest.Request) llmtest.Answer { return llmtest.Answer{Content: tc.answer} }
			meter := llm.NewMeter()
			client, err := llm.New(ctx, llm.Config{Provider: "openai", BaseURL: model.OpenAIURL(), Model: "scripted", Timeout: 10 * time.Second}, meter, model.Client(), nil)
			if err != nil {
				t.Fatal(err)
			}
			ps, err := prompts.New()
			if err != nil {
				t.Fatal(err)
			}
			st, err := sqlite.Open(ctx, t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			applier := extract.NewApplier()
			gen := &generate.LLM{Client: client, Prompts: ps, Heuristic: generate.NewHeuristic(), Applier: applier, Refinements: 1}
			ex := &extract.Extractor{Sets: registry.New(st, gen, applier, registry.Options{}), Applier: applier, Fallback: extract.Trafilatura{}}
			f := crawl.NewFetcher(crawl.FetchConfig{AllowPrivate: true, Resolve: web.Resolve(site.Listener.Addr().String()), Timeout: 5 * time.Second}, nil)
			defer f.CloseIdleConnections()
			p := pipeline.New(st, f, crawl.NewRobotsCache(f, 0), ex, pipeline.Config{Workers: 4, MaxDepth: 2}, nil)
			p.SetLLMMeter(meter)
			if err := st.PutSite(ctx, store.Site{ID: fixtureweb.Wire, Seeds: web.Seeds(fixtureweb.Wire), Every: time.Hour}); err != nil {
				t.Fatal(err)
			}
			run, err := p.Run(ctx, pipeline.RunOptions{All: true})
			if err != nil {
				t.Fatal(err)
			}
			if run.Summary.New == 0 || run.Summary.LLMRejected[tc.reason] == 0 {
				t.Fatalf("new %d, llm rejected %v; want articles stored and the answers refused as %s (usage %+v, %d requests)", run.Summary.New, run.Summary.LLMRejected, tc.reason, meter.Usage(), len(model.Requests()))
			}
			for _, a := range web.Articles(fixtureweb.Wire) {
				art, err := st.Article(ctx, extract.ArticleID(a.URL))
				if err != nil {
					continue // not reached at this depth
				}
				if strings.Contains(art.Body, "Fast, factual, fixture") || strings.Contains(art.Body, "generated fixture") {
					t.Errorf("%s: the site's masthead or colophon is in the body:\n%s", a.URL, art.Body)
				}
			}
		})
	}
}
