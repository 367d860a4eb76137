package extract

import (
	"slices"
	"testing"
)

// TestAuthorOfficeMisfires: rev-fix80. Each case passed before fef2a78.
func TestAuthorOfficeMisfires(t *testing.T) {
	tests := []struct {
		raw, lang string
		want      []string
	}{
		// A surname that is one of the new office or lawyer nouns is cut
		// off a three-word name by authorStripTitles.
		{"By Marie Anne Bureau", "fr", []string{"Marie Anne Bureau"}},
		{"Par Marie-Anne Le Bureau", "fr", []string{"Marie-Anne Le Bureau"}},
		{"Door Jan Willem Advocaat", "nl", []string{"Jan Willem Advocaat"}},
		// A co-author with a lawyer's or a moderator's title before the
		// name (kept, as "Dr. Jane Doe" is) is read as a role and dropped.
		{"Mario Rossi e Avvocato Luca Bianchi", "it", []string{"Mario Rossi", "Avvocato Luca Bianchi"}},
		{"Par Claire Vasseur et Avocat Julien Roche", "fr", []string{"Claire Vasseur", "Avocat Julien Roche"}},
		{"Por Juan Pérez y Abogado Luis Gómez", "es", []string{"Juan Pérez", "Abogado Luis Gómez"}},
		{"Von Anna Schmidt und Moderator Jan Kraus", "de", []string{"Anna Schmidt", "Moderator Jan Kraus"}},
		// Lower-case phrases no longer read as phrases (authorIsPhrase):
		// the new modifiers and nouns exempt their words.
		{"Visit our store", "en", nil},
		{"Join the forum", "en", nil},
		{"Call our practice", "en", nil},
		{"Sign up for information", "en", nil},
		{"Contact our office", "en", nil},
	}
	for _, tc := range tests {
		if got := authorNames(tc.raw, tc.lang); !slices.Equal(got, tc.want) {
			t.Errorf("authorNames(%q) = %q, want %q", tc.raw, got, tc.want)
		}
	}
	// A full name whose surname is one of the new nouns is no full name
	// for the unmarked-byline readers (isFullName, isNameWithRole).
	for _, n := range [][]string{{"Dick", "Advocaat"}, {"Jacques", "Bureau"}} {
		if !isFullName(n) {
			t.Errorf("isFullName(%q) = false, want true", n)
		}
	}
}
