package extract

import (
	"slices"
	"testing"
)

// TestCaselessAnd: in a script without case the new words for "and"
// (Hindi और, Urdu اور) cannot tell a name from a common noun: "Ramesh
// Yadav and team", "Ahmad Khan and agencies", "Institute for Peace and
// Education", "Centre for Science and Environment" are no two authors.
func TestCaselessAnd(t *testing.T) {
	for _, tc := range []struct {
		raw, lang string
		want      []string
	}{
		{"ادارہ برائے امن اور تعلیم", "ur", []string{"ادارہ برائے امن اور تعلیم"}},
		{"विज्ञान और पर्यावरण केंद्र", "hi", []string{"विज्ञान और पर्यावरण केंद्र"}},
		// Two full names still split.
		{"रमेश यादव और सुनीता शर्मा", "hi", []string{"रमेश यादव", "सुनीता शर्मा"}},
	} {
		if got := CleanAuthors([]string{tc.raw}, tc.lang); !slices.Equal(got, tc.want) {
			t.Errorf("CleanAuthors(%q, %q) = %q, want %q", tc.raw, tc.lang, got, tc.want)
		}
	}
	// "and team", "and agencies": the common noun is no author.
	for _, tc := range []struct{ raw, lang, noun string }{
		{"रमेश यादव और टीम", "hi", "टीम"},
		{"احمد خان اور ایجنسیاں", "ur", "ایجنسیاں"},
	} {
		if got := CleanAuthors([]string{tc.raw}, tc.lang); slices.Contains(got, tc.noun) {
			t.Errorf("CleanAuthors(%q, %q) = %q, want no author %q", tc.raw, tc.lang, got, tc.noun)
		}
	}
}
