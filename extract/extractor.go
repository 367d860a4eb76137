package extract

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"

	"github.com/bylinehq/byline/selectors"
)

// SetSource provides selector sets for pages.
type SetSource interface {
	// SetFor returns the set to apply to p, generating one when p's site
	// has none.
	SetFor(ctx context.Context, p *Page) (*selectors.Compiled, error)
	// Regenerate makes a set from p after the current one failed on it;
	// it may return nil when it cannot do better.
	Regenerate(ctx context.Context, p *Page, failure string) (*selectors.Compiled, error)
}

// Outcome is what happened to one page, for drift tracking and metrics.
type Outcome struct {
	Site     string
	URL      string
	Version  int    // version of the set that was tried first; 0 for none
	OK       bool   // the first set worked
	Failure  string // why it did not
	Method   string // how the article was finally extracted
	Recovery string // "regenerated", "fallback" or ""
}

// Extractor is Byline's article extractor: the site's selector set first;
// when it fails on a page, a set regenerated from that page; when that
// fails too, whole-page extraction. The method and every failure are
// recorded on the article, so drift is visible.
type Extractor struct {
	Sets     SetSource
	Applier  *Applier
	Fallback WholePage
	// Observe, when set, sees every page's outcome (drift tracking).
	Observe func(ctx context.Context, o Outcome)
	Log     *slog.Logger
}

// WholePage extracts an article from a page without a selector set.
type WholePage interface {
	Extract(ctx context.Context, p *Page) (Article, error)
}

// Fallbacks tries whole-page extractors in order (the LLM, then
// go-trafilatura); the first article wins and carries why the ones before
// it failed.
type Fallbacks []WholePage

// Extract implements WholePage.
func (fs Fallbacks) Extract(ctx context.Context, p *Page) (Article, error) {
	var errs []error
	for _, f := range fs {
		art, err := f.Extract(ctx, p)
		if err == nil {
			for _, e := range errs {
				art.Problems = append(art.Problems, e.Error())
			}
			return art, nil
		}
		errs = append(errs, err)
	}
	if len(errs) == 0 {
		return Article{}, ErrNoArticle
	}
	return Article{}, errors.Join(errs...)
}

// ErrNoArticle is returned when no method found an article on a page.
var ErrNoArticle = errors.New("no article found")

// Extract implements the pipeline's extractor.
func (x *Extractor) Extract(ctx context.Context, p *Page) (Article, error) {
	out := Outcome{Site: p.Site, URL: p.URL}
	defer func() {
		if x.Observe != nil {
			x.Observe(ctx, out)
		}
	}()
	var problems []string
	// sel keeps what the selectors found when the body was not: their
	// title, date and authors (or the finding that there is no date,
	// from a set that found none on its own pages either) beat a
	// whole-page extractor's guess.
	var sel *Article
	selAuthors, selLostDate := false, false
	if x.Sets != nil {
		set, err := x.Sets.SetFor(ctx, p)
		switch {
		case err != nil:
			problems = append(problems, fmt.Sprintf("no selector set: %v", err))
		case set != nil:
			out.Version = set.Set.Version
			art, rep := x.Applier.Apply(set, p)
			if rep.Fields[selectors.Title].Found {
				sel = &art
				selAuthors = rep.Fields[selectors.Authors].Found
				// A set that found dates on the pages it was validated on
				// and none here lost the date with the layout; one that
				// found none knows the site shows none.
				selLostDate = art.Published.IsZero() && set.Set.Scores[selectors.Published] > 0
			}
			if rep.OK {
				out.OK, out.Method = true, art.Method
				return art, nil
			}
			out.Failure = rep.Failure()
			problems = append(problems, fmt.Sprintf("selectors v%d failed: %s", set.Set.Version, out.Failure))
			if again, err := x.Sets.Regenerate(ctx, p, out.Failure); err != nil {
				problems = append(problems, fmt.Sprintf("regenerate: %v", err))
			} else if again != nil {
				art, rep := x.Applier.Apply(again, p)
				if rep.OK {
					out.Method, out.Recovery = art.Method, "regenerated"
					art.Problems = append(problems, art.Problems...)
					return art, nil
				}
				problems = append(problems, "regenerated selectors failed: "+rep.Failure())
			}
		}
	}
	if x.Fallback == nil {
		return Article{}, fmt.Errorf("%w on %s: %v", ErrNoArticle, p.URL, problems)
	}
	art, err := x.Fallback.Extract(ctx, p)
	art.Body = dropStockLines(art.Body)
	if err == nil && strings.TrimSpace(art.Body) == "" {
		// A page of stock lines only ("Share", "Advertisement"): nothing
		// to store as an article.
		err = errors.New("whole-page extraction left no text")
	}
	if sel == nil {
		art.Title = stripSiteName(art.Title, siteNames(p))
	} else {
		art.Title = sel.Title
		if !selLostDate {
			art.Published, art.PublishedRaw = sel.Published, sel.PublishedRaw
		}
		if selAuthors {
			art.Authors = sel.Authors
		}
	}
	out.Method, out.Recovery = art.Method, "fallback"
	art.Problems = append(problems, art.Problems...)
	if err != nil {
		return art, fmt.Errorf("%w on %s: %v", ErrNoArticle, p.URL, errors.Join(append(errsOf(problems), err)...))
	}
	if x.Log != nil && len(problems) > 0 {
		x.Log.Debug("extracted by fallback", "url", p.URL, "problems", problems)
	}
	return art, nil
}

func errsOf(ss []string) []error {
	out := make([]error, len(ss))
	for i, s := range ss {
		out[i] = errors.New(s)
	}
	return out
}
