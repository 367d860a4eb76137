package generate

import (
	"context"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors"
)

// Cold is a set source that generates a set from each page itself and
// keeps nothing: "cold" extraction, as for a site Byline has never seen.
type Cold struct {
	Gen *Heuristic
}

// SetFor generates a set from p.
func (c Cold) SetFor(ctx context.Context, p *extract.Page) (*selectors.Compiled, error) {
	set, err := c.Gen.Generate(ctx, p.Site, []*extract.Page{p})
	if err != nil {
		return nil, err
	}
	set.Version = 1
	return selectors.Compile(set)
}

// Regenerate returns nil: a set generated from p already failed on p.
func (Cold) Regenerate(context.Context, *extract.Page, string) (*selectors.Compiled, error) {
	return nil, nil
}
