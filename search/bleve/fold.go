package bleve

import (
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/char/asciifolding"
	"github.com/blevesearch/bleve/v2/registry"
)

// foldFilterName is the accent-folding char filter of the folded fields:
// Bleve's asciifolding, applied only to the runs of non-ASCII bytes.
// asciifolding turns the whole text into runes and back, which took 6 %
// of indexing CPU time, though it folds every rune on its own and leaves
// ASCII as it is; most text in the folded fields is ASCII. The output is
// the same byte for byte (TestFoldFilterMatchesAsciifolding,
// FuzzFoldFilter).
const foldFilterName = "byline_asciifolding"

func init() {
	if err := registry.RegisterCharFilter(foldFilterName, func(map[string]interface{}, *registry.Cache) (analysis.CharFilter, error) {
		return foldFilter{slow: asciifolding.New()}, nil
	}); err != nil {
		panic(err)
	}
}

type foldFilter struct {
	slow *asciifolding.AsciiFoldingFilter
}

// Filter folds input's non-ASCII runs and copies the rest.
func (f foldFilter) Filter(input []byte) []byte {
	i := 0
	for i < len(input) && input[i] < 0x80 {
		i++
	}
	if i == len(input) {
		return input
	}
	out := make([]byte, i, len(input)+len(input)/8)
	copy(out, input[:i])
	for i < len(input) {
		j := i
		if input[i] < 0x80 {
			for j < len(input) && input[j] < 0x80 {
				j++
			}
			out = append(out, input[i:j]...)
		} else {
			for j < len(input) && input[j] >= 0x80 {
				j++
			}
			out = append(out, f.slow.Filter(input[i:j])...)
		}
		i = j
	}
	return out
}
