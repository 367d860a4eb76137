package eval

import (
	"context"
	"sort"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors"
	"github.com/bylinehq/byline/selectors/generate"
)

// TransferPairs picks, for every case of a site with two or more cases in
// the given sets, the case whose page its selectors are learned from: the
// site's previous case in id order (ids carry crawl dates), and for the
// first case the second. It returns target id → source id.
func TransferPairs(cs []Case, sets ...string) map[string]string {
	want := map[string]bool{}
	for _, s := range sets {
		want[s] = true
	}
	bySite := map[string][]Case{}
	for _, c := range cs {
		if (len(want) == 0 || want[c.Set]) && c.Site != "" {
			key := c.Set + "\x00" + c.Site
			bySite[key] = append(bySite[key], c)
		}
	}
	pairs := map[string]string{}
	for _, group := range bySite {
		if len(group) < 2 {
			continue
		}
		sort.Slice(group, func(i, j int) bool { return group[i].ID < group[j].ID })
		for i, c := range group {
			src := i - 1
			if i == 0 {
				src = 1
			}
			pairs[c.ID] = group[src].ID
		}
	}
	return pairs
}

// generator makes a selector set from sample pages.
type generator interface {
	Generate(ctx context.Context, site string, pages []*extract.Page) (*selectors.Set, error)
}

// fixedSets is a set source that hands out a set learned elsewhere and,
// like the registry, regenerates from a page the set fails on.
type fixedSets struct {
	set *selectors.Compiled
	err error
	gen generator
}

func (f fixedSets) SetFor(context.Context, *extract.Page) (*selectors.Compiled, error) {
	return f.set, f.err
}

func (f fixedSets) Regenerate(ctx context.Context, p *extract.Page, _ string) (*selectors.Compiled, error) {
	set, err := f.gen.Generate(ctx, p.Site, []*extract.Page{p})
	if err != nil {
		return nil, err
	}
	return selectors.Compile(set)
}

// PredictTransfer extracts every target case of pairs with a set gen
// learned from its source case's page; newExtractor wraps the set in the
// production extractor (with its fallbacks). Predictions come in the
// order of cs, for the target cases only.
func PredictTransfer(ctx context.Context, cs []Case, pairs map[string]string, gen generator,
	newExtractor func(src extract.SetSource) Extractor, workers int, progress func()) []Prediction {
	byID := map[string]Case{}
	for _, c := range cs {
		byID[c.ID] = c
	}
	applier := extract.NewApplier()
	return PredictWith(ctx, Subset(cs, pairs), func(ctx context.Context, c Case, p *extract.Page) (extract.Article, error) {
		src := fixedSets{gen: gen}
		sp, err := PageOf(byID[pairs[c.ID]])
		if err == nil {
			sp.Site = p.Site
			var set *selectors.Set
			if set, err = gen.Generate(ctx, p.Site, []*extract.Page{sp}); err == nil {
				set.Version = 1
				if src.set, err = selectors.Compile(set); err == nil {
					// The set's fill rates on its sample go with it, as
					// the registry's validation records them. (The
					// registry would also refuse a set that fails on its
					// sample; transfer mode measures it all the same.)
					generate.Validate(applier, src.set, []*extract.Page{sp})
				}
			}
		}
		src.err = err
		return newExtractor(src).Extract(ctx, p)
	}, workers, progress)
}

// Subset returns the cases whose ids are keys of ids.
func Subset(cs []Case, ids map[string]string) []Case {
	var out []Case
	for _, c := range cs {
		if _, ok := ids[c.ID]; ok {
			out = append(out, c)
		}
	}
	return out
}
