package extract

import (
	"slices"
	"testing"
)

// TestAuthorOfficeAndTitle checks that what follows a name as its post
// is dropped: a job title named after a branch or a desk ("Branch
// Manager", "Regional Sales Director"), an office or department
// ("Ufficio Progetti", "Press Office"), a forum's rank ("Site Admin"),
// a plural job title ("avocats associés"),
// while names holding the same words stay names.
func TestAuthorOfficeAndTitle(t *testing.T) {
	tests := []struct {
		raw, lang string
		want      []string
	}{
		{"By Oliver Penhaligon, Branch Manager, Falmouth", "en", []string{"Oliver Penhaligon"}},
		{"Ana Ruiz, Regional Sales Director", "en", []string{"Ana Ruiz"}},
		{"A cura di Giulia Ferri, Ufficio Progetti", "it", []string{"Giulia Ferri"}},
		{"Von Jan Kraus, Abteilung Kommunikation", "de", []string{"Jan Kraus"}},
		{"Ann Lee, Press Office", "en", []string{"Ann Lee"}},
		// The title before a name stays, as the corpus keeps "Dr. Jane Doe".
		{"Par Me Claire Vasseur et Me Julien Roche, avocats associés", "fr", []string{"Me Claire Vasseur", "Me Julien Roche"}},
		{"Ann Lee, Marketing Department", "en", []string{"Ann Lee"}},
		{"Written by Hannah Oakes, Patient Information Nurse", "en", []string{"Hannah Oakes"}},
		{"Geoff Harland Site Admin", "en", []string{"Geoff Harland"}},
		{"Posted by Ann Lee Global Moderator", "en", []string{"Ann Lee"}},
		// Must not fire: names holding the same words.
		{"By Ann Lee, Tom Manager", "en", []string{"Ann Lee", "Tom Manager"}},
		{"By Me Lin", "en", []string{"Me Lin"}},
		{"By Ann Lee, Grace Office", "en", []string{"Ann Lee", "Grace Office"}},
	}
	for _, tc := range tests {
		if got := authorNames(tc.raw, tc.lang); !slices.Equal(got, tc.want) {
			t.Errorf("authorNames(%q) = %q, want %q", tc.raw, got, tc.want)
		}
	}
}
