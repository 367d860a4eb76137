package extract

import (
	"slices"
	"testing"
)

// TestAuthorPageLinksSymbolRole checks that a pictograph or sign between
// two author links, which marks the second person's role (📷 the
// photographer, 🎥 the videographer, © the picture's rights), is no
// separator of co-authors: metadata's writer stays alone.
func TestAuthorPageLinksSymbolRole(t *testing.T) {
	head := `<html lang="en"><head><title>Council budget</title>
<script type="application/ld+json">{"@type":"NewsArticle","headline":"Council budget","author":{"@type":"Person","name":"Jane Doe"}}</script></head>
<body><article><h1>Council budget</h1>`
	for _, tc := range []struct {
		name, byline string
		want         []string
	}{
		{"camera", `<div class="byline"><a href="/author/jane-doe/">Jane Doe</a> 📷 <a href="/author/john-roe/">John Roe</a></div>`, []string{"Jane Doe"}},
		{"video camera", `<div class="byline"><a href="/author/jane-doe/">Jane Doe</a> 🎥 <a href="/author/john-roe/">John Roe</a></div>`, []string{"Jane Doe"}},
		{"copyright", `<div class="byline"><a href="/author/jane-doe/">Jane Doe</a> © <a href="/author/john-roe/">John Roe</a></div>`, []string{"Jane Doe"}},
		{"middle dot", `<div class="byline"><a href="/author/jane-doe/">Jane Doe</a> · <a href="/author/john-roe/">John Roe</a></div>`, []string{"Jane Doe", "John Roe"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, got, _ := bylinePage(t, head+tc.byline+bylineBody+`</article></body></html>`); !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
