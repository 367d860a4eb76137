package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/llm"
	"github.com/bylinehq/byline/llmextract"
	"github.com/bylinehq/byline/prompts"
	"github.com/bylinehq/byline/selectors/generate"
	"github.com/bylinehq/byline/selectors/registry"
)

func (c LLMConfig) validate() []error {
	var errs []error
	if c.Provider == "" {
		if c.Extract {
			errs = append(errs, errors.New("BYLINE_LLM_EXTRACT=true needs an LLM: set BYLINE_LLM_PROVIDER and BYLINE_LLM_MODEL"))
		}
		return errs
	}
	cc := c.clientConfig()
	if err := cc.Validate(); err != nil {
		errs = append(errs, fmt.Errorf("%w (BYLINE_LLM_PROVIDER, BYLINE_LLM_MODEL)", err))
	}
	if c.Refinements < 0 || c.Refinements > 10 {
		errs = append(errs, fmt.Errorf("LLM refinements %d: want 0..10 (BYLINE_LLM_REFINEMENTS)", c.Refinements))
	}
	if c.PageTokens != 0 && c.PageTokens < 500 {
		errs = append(errs, fmt.Errorf("LLM page tokens %d: want at least 500 (BYLINE_LLM_PAGE_TOKENS)", c.PageTokens))
	}
	if c.MaxCalls < 0 {
		errs = append(errs, fmt.Errorf("LLM call budget %d: want 0 (no limit) or more (BYLINE_LLM_MAX_CALLS)", c.MaxCalls))
	}
	return errs
}

func (c LLMConfig) clientConfig() llm.Config {
	return llm.Config{Provider: c.Provider, BaseURL: c.BaseURL, Model: c.Model, APIKey: c.APIKey,
		Timeout: time.Duration(c.Timeout), MaxTokens: c.MaxTokens, PriceIn: c.PriceIn, PriceOut: c.PriceOut}
}

// generators is how selector sets and, optionally, articles come from a
// language model: the LLM generator with the heuristic as its fallback
// when a provider is configured, the heuristic alone when not.
type generators struct {
	meter   *llm.Meter
	client  *llm.Client           // nil without a provider
	llmGen  *generate.LLM         // nil without a provider
	gen     registry.Generator    // what generates a new site's set
	article *llmextract.Extractor // nil unless BYLINE_LLM_EXTRACT
}

func newGenerators(ctx context.Context, c LLMConfig, applier *extract.Applier, log *slog.Logger) (*generators, error) {
	g := &generators{meter: llm.NewMeter(), gen: generate.NewHeuristic()}
	g.meter.SetBudget(c.MaxCalls)
	if c.Provider == "" {
		return g, nil
	}
	client, err := llm.New(ctx, c.clientConfig(), g.meter, nil, log)
	if err != nil {
		return nil, err
	}
	ps, err := prompts.New()
	if err != nil {
		return nil, err
	}
	g.client = client
	g.llmGen = &generate.LLM{Client: client, Prompts: ps, Heuristic: generate.NewHeuristic(), Applier: applier,
		Refinements: c.Refinements, PageTokens: c.PageTokens, Log: log}
	g.gen = g.llmGen
	if c.Extract {
		g.article = &llmextract.Extractor{Client: client, Prompts: ps, MaxTokens: c.PageTokens, Log: log}
	}
	return g, nil
}

// fallback is the whole-page extraction for pages no set works on: the
// LLM first when allowed, then go-trafilatura.
func (g *generators) fallback() extract.WholePage {
	if g.article != nil {
		return extract.Fallbacks{g.article, extract.Trafilatura{}}
	}
	return extract.Trafilatura{}
}
