package extract

import (
	"slices"
	"testing"
)

// Review fixkf55 (3): a Japanese writer's name, family and given name
// spaced, in a Chinese portal's meta line is now cut into two people.
func TestZhMetaLineJapaneseName(t *testing.T) {
	line := "2026-11-18 09:35 来源：日经中文网 作者：山田 太郎"
	if got := CleanAuthors([]string{line}, "zh"); !slices.Equal(got, []string{"山田 太郎"}) && !slices.Equal(got, []string{"山田太郎"}) {
		t.Errorf("CleanAuthors(%q) = %q, want one writer", line, got)
	}
}
