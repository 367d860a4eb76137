package extract_test

import (
	"slices"
	"testing"
)

// TestColdAuthorsDatedMetaLineNotWriter checks that datedMetaNames takes
// no name whose label says it is not the writer's: the last updater, a
// translator, a sponsor, a photographer (Vietnamese "Ảnh:"). Main reads
// none of these lines as a byline.
func TestColdAuthorsDatedMetaLineNotWriter(t *testing.T) {
	for _, meta := range []string{
		`Updated by <span>Ana López</span> | Nov 26, 2026`,
		`Aktualisiert von <span>Anna Weber</span> | 26.11.2026`,
		`Actualizado por <span>Ana López</span> | 26.11.2026`,
		`Translated by <span>Ana López</span> | Nov 26, 2026`,
		`Sponsored by <span>Stadtwerke Kiel</span> · 26.11.2026`,
		`Ảnh: <span>Nguyễn Văn An</span> | 26/11/2026`,
	} {
		art := coldExtract(t, "https://harbour-post.example/news/ferries", metaLinePage(meta))
		if !slices.Equal(art.Authors, nil) {
			t.Errorf("%s: authors %q, want none", meta, art.Authors)
		}
	}
}
