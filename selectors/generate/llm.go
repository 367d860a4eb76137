package generate

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/llm"
	"github.com/bylinehq/byline/prompts"
	"github.com/bylinehq/byline/selectors"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// completer is what the LLM generator needs of a model client.
type completer interface {
	Complete(ctx context.Context, purpose string, msgs []llm.Message, json bool) (llm.Reply, error)
	Provider() string
	Model() string
	Meter() *llm.Meter
}

// LLM generates selector sets with a language model: it shows the model
// trimmed sample pages, validates its answer on every sample, sends the
// concrete failures back for up to Refinements more tries, and keeps the
// best valid set. When no answer validates it returns the heuristic
// generator's set, so the caller always gets the best set to be had;
// nothing the model writes is used unvalidated.
type LLM struct {
	Client      completer
	Prompts     *prompts.Prompts
	Heuristic   *Heuristic
	Applier     *extract.Applier
	Refinements int // K; default 2
	// PageTokens is the trimming budget of each sample page (default 6000);
	// MaxSamples how many pages go into the prompt (default 2).
	PageTokens int
	MaxSamples int
	Log        *slog.Logger
}

// answer is the part of a set the model writes.
type answer struct {
	Fields            map[string]xpathList `json:"fields"`
	Remove            xpathList            `json:"remove"`
	ArticleURLPattern string               `json:"article_url_pattern"`
}

// xpathList is a list of XPaths, which models also write as one string.
type xpathList []string

func (l *xpathList) UnmarshalJSON(b []byte) error {
	var one string
	if err := json.Unmarshal(b, &one); err == nil {
		*l = xpathList{one}
		if one == "" {
			*l = nil
		}
		return nil
	}
	var many []string
	if err := json.Unmarshal(b, &many); err != nil {
		return fmt.Errorf("want an XPath or a list of XPaths, got %s", b)
	}
	*l = many
	return nil
}

// Rejection reasons, counted in the meter and the run summary.
const (
	RejectNotJSON     = "not_json"
	RejectTruncated   = "truncated"
	RejectCSS         = "css_selector"
	RejectXPath       = "invalid_xpath"
	RejectNothing     = "matches_nothing"
	RejectCostly      = "costly_xpath"
	RejectWholePage   = "whole_page"
	RejectImplausible = "implausible_values"
	RejectGaveUp      = "no_valid_set"
)

// Generate makes a set for site from sample pages.
func (g *LLM) Generate(ctx context.Context, site string, pages []*extract.Page) (*selectors.Set, error) {
	if len(pages) == 0 {
		return nil, fmt.Errorf("generate %s: no sample pages", site)
	}
	log := g.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	k := g.Refinements
	if k <= 0 {
		k = 2
	}
	samples := pages[:min(len(pages), g.Samples())]
	system, user, err := g.Prompt(site, samples)
	if err != nil {
		return nil, err
	}
	meter := g.Client.Meter()
	before := meter.Usage()
	start := time.Now()
	msgs := []llm.Message{{Role: "system", Text: system}, {Role: "user", Text: user}}
	var best *selectors.Set
	bestScore := -1.0
	var lastProblems []string
	repaired := false
	for attempt := 0; attempt <= k; attempt++ {
		reply, err := g.Client.Complete(ctx, "selectors", msgs, true)
		switch {
		case errors.Is(err, llm.ErrTruncated):
			meter.Reject(RejectTruncated)
			lastProblems = []string{"your answer was cut off at the token limit: list fewer XPaths and no remove entries you are unsure of"}
		case err != nil:
			log.Warn("LLM selector generation failed; using the heuristic set", "site", site, "err", err)
			return g.fallback(ctx, site, pages, fmt.Sprintf("LLM call failed: %v", err))
		}
		if err == nil {
			msgs = append(msgs, llm.Message{Role: "assistant", Text: reply.Text})
			a, perr := parseAnswer(reply.Text)
			if perr != nil {
				meter.Reject(RejectNotJSON)
				log.Warn("LLM answer is not JSON", "site", site, "err", perr)
				if !repaired {
					repaired = true
					attempt-- // the one repair attempt does not count as a refinement
					text, _ := g.Prompts.Repair(perr.Error())
					msgs = append(msgs, llm.Message{Role: "user", Text: text})
					continue
				}
				lastProblems = []string{"the answer was not a JSON object: " + perr.Error()}
			} else {
				fields, dropped := knownFields(a.Fields)
				if len(dropped) > 0 {
					log.Info("LLM answer names fields a set does not have; dropped", "site", site, "fields", dropped)
				}
				set := &selectors.Set{Site: site, Fields: fields, Remove: a.Remove, ArticleURLPattern: a.ArticleURLPattern,
					CreatedAt: time.Now().UTC()}
				problems, score := g.check(set, pages, meter)
				if score > bestScore && problems == nil {
					best, bestScore = set, score
				}
				if problems == nil && score >= float64(len(selectors.FieldNames))-0.5 {
					break // every field found everywhere: nothing left to refine
				}
				if problems == nil {
					problems = optionalGaps(g.Applier, set, pages)
				}
				if len(problems) == 0 {
					break
				}
				lastProblems = problems
			}
		}
		if attempt == k {
			break
		}
		text, err := g.Prompts.Refine(lastProblems, max(0, len(pages)-len(samples)))
		if err != nil {
			return nil, err
		}
		msgs = append(msgs, llm.Message{Role: "user", Text: text})
	}
	used := meter.Usage().Sub(before)
	if best == nil {
		meter.Reject(RejectGaveUp)
		log.Warn("LLM produced no valid selector set; using the heuristic set", "site", site, "problems", lastProblems)
		set, err := g.fallback(ctx, site, pages, "LLM sets failed validation: "+strings.Join(lastProblems, "; "))
		if set != nil {
			set.Provenance.Calls, set.Provenance.TokensIn, set.Provenance.TokensOut = used.Calls, used.TokensIn, used.TokensOut
			set.Provenance.CostUSD = used.CostUSD
		}
		return set, err
	}
	best.Provenance = selectors.Provenance{Generator: "llm", Provider: g.Client.Provider(), Model: g.Client.Model(),
		PromptVersion: prompts.SelectorsVersion, Calls: used.Calls, TokensIn: used.TokensIn, TokensOut: used.TokensOut,
		CostUSD: used.CostUSD, Duration: time.Since(start)}
	for _, p := range pages {
		best.Provenance.Samples = append(best.Provenance.Samples, p.URL)
	}
	return best, nil
}

// Prompt renders the first prompt of a generation for site from sample
// pages, each trimmed to the page token budget.
func (g *LLM) Prompt(site string, samples []*extract.Page) (system, user string, err error) {
	var shown []prompts.Page
	for _, p := range samples {
		html, _ := selectors.Trim(p.Doc, selectors.TrimOptions{MaxTokens: g.pageTokens(), Count: llm.CountTokens})
		shown = append(shown, prompts.Page{URL: p.URL, HTML: html})
	}
	return g.Prompts.Selectors(site, shown)
}

// Samples is how many of the pages Generate shows the model.
func (g *LLM) Samples() int {
	if g.MaxSamples > 0 {
		return g.MaxSamples
	}
	return 2
}

func (g *LLM) pageTokens() int {
	if g.PageTokens > 0 {
		return g.PageTokens
	}
	return 6000
}

// check compiles and validates a set on every page. It returns the
// concrete problems (nil when the set is valid) and a score: the sum of
// the fields' fill rates.
func (g *LLM) check(set *selectors.Set, pages []*extract.Page, meter *llm.Meter) ([]string, float64) {
	c, err := selectors.Compile(set)
	if err != nil {
		reason := RejectXPath
		if strings.Contains(err.Error(), "CSS selector") {
			reason = RejectCSS
		}
		meter.Reject(reason)
		return strings.Split(strings.TrimPrefix(err.Error(), selectors.ErrInvalid.Error()+" for "+set.Site+": "), "; "), 0
	}
	// A body that is the whole page makes menus and footers the article,
	// which is what a model told by the page itself to answer //body
	// would do.
	if whole := wholePageBodies(c, pages); len(whole) > 0 {
		meter.Reject(RejectWholePage)
		return whole, 0
	}
	v := Validate(g.Applier, c, pages)
	if !v.OK {
		reason := RejectImplausible
		for _, p := range v.Problems {
			switch {
			case strings.Contains(p, selectors.ErrTooCostly.Error()):
				reason = RejectCostly
			case reason == RejectCostly:
			case strings.Contains(p, "matches nothing") || strings.Contains(p, "matches no element"):
				reason = RejectNothing
			}
		}
		meter.Reject(reason)
		return v.Problems, 0
	}
	score := 0.0
	for _, s := range v.Scores {
		score += s
	}
	return nil, score
}

// wholePageBodies lists the body XPaths that select the whole page (the
// document, <html> or <body>) on some sample.
func wholePageBodies(c *selectors.Compiled, pages []*extract.Page) []string {
	var out []string
	for i := range c.Len(selectors.Body) {
		for _, p := range pages {
			if tag := wholePage(c.Eval(p.Doc, selectors.Body, i)); tag != "" {
				out = append(out, fmt.Sprintf("%s: body: XPath %d (%s) selects the whole page (%s), menus and footer included; name the element that holds only the article text",
					p.URL, i+1, c.XPath(selectors.Body, i), tag))
				break
			}
		}
	}
	return out
}

// wholePage names the match that is the whole page, or returns "".
func wholePage(ms []selectors.Match) string {
	for _, m := range ms {
		switch n := m.Node; {
		case n == nil || m.HasValue:
		case n.Type == html.DocumentNode:
			return "the document"
		case n.Type == html.ElementNode && (n.DataAtom == atom.Html || n.DataAtom == atom.Body):
			return "<" + n.Data + ">"
		}
	}
	return ""
}

// optionalGaps lists the optional fields a valid set misses on some page,
// worth one more try.
func optionalGaps(a *extract.Applier, set *selectors.Set, pages []*extract.Page) []string {
	c, err := selectors.Compile(set)
	if err != nil {
		return nil
	}
	var out []string
	for _, p := range pages {
		_, rep := a.Apply(c, p)
		for _, f := range []string{selectors.Published, selectors.Authors} {
			if fr := rep.Fields[f]; !fr.Found && c.Len(f) > 0 {
				out = append(out, fmt.Sprintf("%s: %s: %s", p.URL, f, fr.Reason))
			}
		}
	}
	return out
}

// knownFields keeps the fields of a set, their names read without regard
// to case or spaces, and returns the names of the others: a model that
// adds a "subtitle" or "Title" has still written a set.
func knownFields(in map[string]xpathList) (map[string][]string, []string) {
	out := map[string][]string{}
	var dropped []string
	for _, name := range slices.Sorted(maps.Keys(in)) {
		xs := in[name]
		f := strings.ToLower(strings.TrimSpace(name))
		if !slices.Contains(selectors.FieldNames, f) {
			dropped = append(dropped, name)
			continue
		}
		out[f] = append(out[f], xs...)
	}
	return out, dropped
}

// parseAnswer reads the set from a model's answer, tolerating prose and
// code fences around the JSON object.
func parseAnswer(text string) (answer, error) {
	var a answer
	if err := llm.DecodeJSON(text, &a); err != nil {
		return a, err
	}
	if len(a.Fields) == 0 {
		return a, errors.New(`the object has no "fields"`)
	}
	return a, nil
}

func (g *LLM) fallback(ctx context.Context, site string, pages []*extract.Page, note string) (*selectors.Set, error) {
	set, err := g.Heuristic.Generate(ctx, site, pages)
	if set != nil {
		set.Provenance.Note = note
	}
	return set, err
}
