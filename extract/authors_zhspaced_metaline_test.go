package extract

import (
	"slices"
	"testing"
)

// A Chinese portal's meta line holds the date, the source and the
// writer's field on one line; the reporters the writer's field lists
// with a space between them are set apart there as they are on a line of
// their own, the role word dropped. A single name is never cut.
func TestZhSpacedNamesInMetaLine(t *testing.T) {
	for line, want := range map[string][]string{
		"2026-11-18 09:35 来源：江城日报 作者：记者 陈思远 刘畅": {"陈思远", "刘畅"},
		"2026-11-18 09:35 来源：江城日报 作者：记者 陈思远":    {"陈思远"},
		"2026-11-18 09:35 来源：江城日报 作者：欧阳明":       {"欧阳明"},
	} {
		if got := CleanAuthors([]string{line}, "zh"); !slices.Equal(got, want) {
			t.Errorf("CleanAuthors(%q) = %q, want %q", line, got, want)
		}
	}
}
