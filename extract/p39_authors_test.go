package extract_test

import (
	"slices"
	"testing"
)

// TestBylineIndicCorrespondentLabel checks that the "correspondent:" and
// "reporter:" labels of Hindi and its neighbours open a byline, with the
// date after a bar as Indian papers set it.
func TestBylineIndicCorrespondentLabel(t *testing.T) {
	tests := []struct {
		lang, line string
		want       []string
	}{
		{"hi", `<p><strong>संवाददाता: रमेश यादव</strong> | अपडेटेड: 26 नवंबर 2026, 06:30 PM IST</p>`, []string{"रमेश यादव"}},
		{"hi", `<p>रिपोर्टर: सुनीता वर्मा</p>`, []string{"सुनीता वर्मा"}},
		{"bn", `<p>প্রতিবেদক: রহিম উদ্দিন</p>`, []string{"রহিম উদ্দিন"}},
	}
	for _, tt := range tests {
		art := coldExtract(t, "https://samachar.example/2026/11/nagar-nigam", byline47Page(tt.lang, tt.line))
		if !slices.Equal(art.Authors, tt.want) {
			t.Errorf("%s: authors = %q, want %q", tt.line, art.Authors, tt.want)
		}
	}
}
