package extract

import (
	"slices"
	"testing"
)

func TestNameTokens(t *testing.T) {
	for _, tc := range []struct {
		name string
		want []string
	}{
		{"article-body__text", []string{"article", "body", "text"}},
		{"commentList", []string{"comment", "list"}},
		{"--x", []string{"x"}},
		{"HTMLBlock", []string{"htmlblock"}},
		{"", nil},
	} {
		if got := appendTokens(nil, tc.name); !slices.Equal(got, tc.want) {
			t.Errorf("appendTokens(%q) = %q, want %q", tc.name, got, tc.want)
		}
		head := ""
		if len(tc.want) > 0 {
			head = tc.want[0]
		}
		if got := headToken(tc.name); got != head {
			t.Errorf("headToken(%q) = %q, want %q", tc.name, got, head)
		}
	}
}
