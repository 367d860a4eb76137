package extract

import (
	"slices"
	"testing"
)

// TestMetadataNameForms checks that a byline's declined name gives way to
// the metadata's nominative when only the words' endings differ, and
// that other names stay.
func TestMetadataNameForms(t *testing.T) {
	cases := []struct{ names, meta, want []string }{
		{[]string{"Μαρίας Παπαδοπούλου"}, []string{"Μαρία Παπαδοπούλου"}, []string{"Μαρία Παπαδοπούλου"}},
		{[]string{"Marka Nowaka", "Anna Lis"}, []string{"Marek Nowak"}, []string{"Marka Nowaka", "Anna Lis"}}, // "Mar"+"ka"/"ek": stem under four
		{[]string{"Tomasza Nowaka"}, []string{"Tomasz Nowak"}, []string{"Tomasz Nowak"}},
		// Not fired: a different person, a name of other words, one word.
		{[]string{"Ann Lee"}, []string{"Anna Lee"}, []string{"Ann Lee"}},
		{[]string{"Maria Papadopoulou"}, []string{"Maria Papadaki"}, []string{"Maria Papadopoulou"}},
		{[]string{"Μαρίας"}, []string{"Μαρία"}, []string{"Μαρίας"}},
		{[]string{"Jan Kowalski"}, []string{"Jan Kowalski", "Ewa Nowak"}, []string{"Jan Kowalski"}},
	}
	for _, c := range cases {
		if got := metadataNameForms(c.names, c.meta); !slices.Equal(got, c.want) {
			t.Errorf("metadataNameForms(%q, %q) = %q, want %q", c.names, c.meta, got, c.want)
		}
	}
}
