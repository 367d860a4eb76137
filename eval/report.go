package eval

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"
	"text/tabwriter"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
)

// Scores are the spec's metrics over a group of cases.
type Scores struct {
	Cases    int
	Body     BodyScore
	BodyCJK  BodyScore
	Snippets Counts
	Date     Counts
	titleN   int
	titleEx  int
	titleF1  float64
	Authors  Counts
	authorsN int
	authEx   int
}

// TitleExact is the exact-match rate of titles.
func (s *Scores) TitleExact() float64 { return ratio(s.titleEx, s.titleN) }

// TitleF1 is the mean token F1 of titles.
func (s *Scores) TitleF1() float64 {
	if s.titleN == 0 {
		return 0
	}
	return s.titleF1 / float64(s.titleN)
}

// AuthorsExact is the exact-set match rate of authors.
func (s *Scores) AuthorsExact() float64 { return ratio(s.authEx, s.authorsN) }

func (s *Scores) add(c Case, p Prediction, found bool) {
	s.Cases++
	if c.Body != nil {
		s.Body.add(scoreBody(Tokens(*c.Body), Tokens(p.Body)))
		s.BodyCJK.add(scoreBody(TokensCJK(*c.Body), TokensCJK(p.Body)))
	}
	if c.HasSnippets {
		scoreSnippets(&s.Snippets, c.BodyWith, c.BodyWithout, p.Body, found && p.Body != "")
	}
	if c.Published != nil {
		scoreDate(&s.Date, *c.Published, p.Published)
	}
	if c.Title != nil {
		s.titleN++
		ex, f1 := scoreTitle(*c.Title, p.Title)
		if ex {
			s.titleEx++
		}
		s.titleF1 += f1
	}
	if c.Authors != nil {
		s.authorsN++
		if scoreAuthors(&s.Authors, *c.Authors, p.Authors) {
			s.authEx++
		}
	}
}

func (s *Scores) finish() {
	s.Body.finish()
	s.BodyCJK.finish()
}

// MarshalJSON reports every metric as a number.
func (s *Scores) MarshalJSON() ([]byte, error) {
	return json.Marshal(map[string]any{
		"cases": s.Cases,
		"body":  map[string]any{"n": s.Body.N, "p": s.Body.P, "r": s.Body.R, "f1": s.Body.F1, "exact": s.Body.Exact},
		"body_cjk": map[string]any{"n": s.BodyCJK.N, "p": s.BodyCJK.P, "r": s.BodyCJK.R, "f1": s.BodyCJK.F1,
			"exact": s.BodyCJK.Exact},
		"snippets": counts(s.Snippets),
		"date":     counts(s.Date),
		"title":    map[string]any{"n": s.titleN, "exact": s.TitleExact(), "token_f1": s.TitleF1()},
		"authors": map[string]any{"n": s.authorsN, "exact_set": s.AuthorsExact(), "p": s.Authors.P(),
			"r": s.Authors.R(), "f1": s.Authors.F1()},
	})
}

func counts(c Counts) map[string]any {
	return map[string]any{"n": c.N(), "tp": c.TP, "fp": c.FP, "fn": c.FN, "tn": c.TN,
		"p": c.P(), "r": c.R(), "f1": c.F1(), "accuracy": c.Accuracy()}
}

// Report holds one system's scores per set and overall.
type Report struct {
	System  string             `json:"system"`
	Sets    map[string]*Scores `json:"sets"`
	Overall *Scores            `json:"overall"`
}

// Score scores predictions against the cases' gold.
func Score(system string, cs []Case, preds map[string]Prediction) Report {
	r := Report{System: system, Sets: map[string]*Scores{}, Overall: &Scores{}}
	for _, c := range cs {
		p, ok := preds[c.ID]
		set := r.Sets[c.Set]
		if set == nil {
			set = &Scores{}
			r.Sets[c.Set] = set
		}
		set.add(c, p, ok)
		r.Overall.add(c, p, ok)
	}
	for _, s := range r.Sets {
		s.finish()
	}
	r.Overall.finish()
	return r
}

// WriteTable prints reports as one aligned table, a row per system and
// set. Columns without gold in a set show "–".
func WriteTable(w io.Writer, reports ...Report) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "system\tset\tcases\tbody F1\tbody P\tbody R\texact\tcjk F1\tsnippet F1\tdate F1\ttitle exact\ttitle F1\tauthors F1\tauthors exact\t")
	for _, r := range reports {
		names := make([]string, 0, len(r.Sets))
		for n := range r.Sets {
			names = append(names, n)
		}
		sort.Strings(names)
		rows := append(names, "overall")
		for _, n := range rows {
			s := r.Overall
			if n != "overall" {
				s = r.Sets[n]
			}
			f := func(v float64, n int) string {
				if n == 0 {
					return "–"
				}
				return fmt.Sprintf("%.3f", v)
			}
			fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t\n", r.System, n, s.Cases,
				f(s.Body.F1, s.Body.N), f(s.Body.P, s.Body.N), f(s.Body.R, s.Body.N), f(s.Body.Exact, s.Body.N),
				f(s.BodyCJK.F1, s.BodyCJK.N), f(s.Snippets.F1(), s.Snippets.N()), f(s.Date.F1(), s.Date.N()),
				f(s.TitleExact(), s.titleN), f(s.TitleF1(), s.titleN), f(s.Authors.F1(), s.authorsN), f(s.AuthorsExact(), s.authorsN))
		}
	}
	return tw.Flush()
}

// Extractor is what evaluation runs on each case's page.
type Extractor interface {
	Extract(ctx context.Context, p *extract.Page) (extract.Article, error)
}

// PageOf reads and parses a case's page. The page's site is the site id
// of its URL, as a crawl of the page's host names it, so that selector
// sets learned or tested on cases are the ones the crawl uses; a case's
// own "site" (a publisher name) only stands in for a URL without a host.
// Transfer mode groups cases by that publisher name (TransferPairs).
func PageOf(c Case) (*extract.Page, error) {
	raw, err := c.ReadHTML()
	if err != nil {
		return nil, err
	}
	if len(bytes.TrimSpace(raw)) == 0 {
		return nil, fmt.Errorf("case %s: %s is empty", c.ID, c.HTMLPath)
	}
	doc, _, err := extract.ParseHTML(raw, crawl.WithDetectedCharset(raw, "", c.URL))
	if err != nil {
		return nil, fmt.Errorf("case %s: %w", c.ID, err)
	}
	site, err := crawl.SiteID(c.URL)
	if err != nil || site == "" {
		site = c.Site
	}
	u := c.URL
	if cu, err := crawl.Canonicalize(c.URL, nil); err == nil {
		u = cu
	}
	return &extract.Page{URL: u, Site: site, Doc: doc, Fetched: c.Fetched}, nil
}

// PredictionOf converts an extracted article to the prediction contract.
func PredictionOf(id, url string, a extract.Article) Prediction {
	authors := a.Authors
	if authors == nil {
		authors = []string{}
	}
	return Prediction{ID: id, URL: url, Title: a.Title, Authors: authors, Published: a.PublishedRaw,
		Body: a.Body, Lang: a.Lang, Method: a.Method}
}

// Predict runs ex over cases with the given parallelism and returns one
// prediction per case, in case order. A case that fails yields an empty
// prediction whose Method says "error: …". progress, if set, is called
// after each case.
func Predict(ctx context.Context, cs []Case, ex Extractor, workers int, progress func()) []Prediction {
	return PredictWith(ctx, cs, func(ctx context.Context, _ Case, p *extract.Page) (extract.Article, error) {
		return ex.Extract(ctx, p)
	}, workers, progress)
}

// PredictWith is Predict with an extraction function that also sees the
// case.
func PredictWith(ctx context.Context, cs []Case, fn func(context.Context, Case, *extract.Page) (extract.Article, error),
	workers int, progress func()) []Prediction {
	out := make([]Prediction, len(cs))
	if workers <= 0 {
		workers = 1
	}
	var wg sync.WaitGroup
	next := make(chan int)
	for range workers {
		wg.Add(1)
		go func() { // exits when next is closed
			defer wg.Done()
			for i := range next {
				c := cs[i]
				p := Prediction{ID: c.ID, URL: c.URL, Authors: []string{}}
				page, err := PageOf(c)
				if err == nil {
					var a extract.Article
					if a, err = fn(ctx, c, page); err == nil {
						p = PredictionOf(c.ID, c.URL, a)
					}
				}
				if err != nil {
					p.Method = "error: " + strings.ReplaceAll(err.Error(), "\n", " ")
				}
				out[i] = p
				if progress != nil {
					progress()
				}
			}
		}()
	}
	for i := range cs {
		if ctx.Err() != nil {
			break
		}
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}
