package generate

import (
	"fmt"
	"sort"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors"
)

// Validation is how a set fared on sample pages.
type Validation struct {
	Reports []extract.Report
	// Scores is each field's fill rate: the share of samples where it
	// found a plausible value.
	Scores map[string]float64
	// OK is set when every required field was found on every sample,
	// and no XPath was too costly on any.
	OK bool
	// Problems are the concrete failures, one line each, for people and
	// for LLM refinement.
	Problems []string
}

// Validate applies a set to every sample and records the result on the
// set (Scores, ValidatedOn).
func Validate(a *extract.Applier, c *selectors.Compiled, pages []*extract.Page) Validation {
	v := Validation{Scores: map[string]float64{}, OK: len(pages) > 0}
	found := map[string]int{}
	for _, p := range pages {
		_, rep := a.Apply(c, p)
		v.Reports = append(v.Reports, rep)
		for f, fr := range rep.Fields {
			if fr.Found {
				found[f]++
			}
		}
		if !rep.OK {
			v.OK = false
		}
		for _, f := range selectors.Required {
			if fr := rep.Fields[f]; !fr.Found {
				v.Problems = append(v.Problems, fmt.Sprintf("%s: %s: %s", p.URL, f, fr.Reason))
			}
		}
		// An XPath whose cost grows faster than the page works on small
		// samples and selects nothing on the site's large pages.
		for _, c := range c.Costly(p.Doc) {
			v.Problems = append(v.Problems, p.URL+": "+c)
			v.OK = false
		}
	}
	for _, f := range selectors.FieldNames {
		if c.Len(f) > 0 && len(pages) > 0 {
			v.Scores[f] = float64(found[f]) / float64(len(pages))
		}
	}
	sort.Strings(v.Problems)
	c.Set.Scores = v.Scores
	c.Set.ValidatedOn = nil
	for _, p := range pages {
		c.Set.ValidatedOn = append(c.Set.ValidatedOn, p.URL)
	}
	return v
}
