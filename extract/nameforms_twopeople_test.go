package extract

import (
	"slices"
	"testing"
)

// TestMetadataNameFormsTwoPeople: two co-authors whose names differ only
// in endings (Mario and Maria Rossi, Daniel and Daniela Weber) are two
// people the metadata lists both; neither may take the other's name.
func TestMetadataNameFormsTwoPeople(t *testing.T) {
	cases := []struct{ names, meta, want []string }{
		{[]string{"Mario Rossi", "Maria Rossi"}, []string{"Mario Rossi", "Maria Rossi"}, []string{"Mario Rossi", "Maria Rossi"}},
		{[]string{"Daniel Weber", "Daniela Weber"}, []string{"Daniela Weber", "Daniel Weber"}, []string{"Daniel Weber", "Daniela Weber"}},
		// The byline's own name, when the metadata has it exactly, stays.
		{[]string{"Alexander Smith"}, []string{"Alexandra Smith", "Alexander Smith"}, []string{"Alexander Smith"}},
	}
	for _, c := range cases {
		if got := metadataNameForms(c.names, c.meta); !slices.Equal(got, c.want) {
			t.Errorf("metadataNameForms(%q, %q) = %q, want %q", c.names, c.meta, got, c.want)
		}
	}
}
