package extract

import "testing"

// TestIsWireNoticeFirstPublished checks the notes that say where a story
// ran first ("This article was first published in …", "A version of
// this story was originally published in …"), and that a sentence of
// the story about something published first is none.
func TestIsWireNoticeFirstPublished(t *testing.T) {
	for s, want := range map[string]bool{
		"this article was first published in the winter issue of coast & country.":              true,
		"a version of this story was originally published in coast & country magazine.":         true,
		"dieser beitrag erschien zuerst im magazin der stiftung.":                               true,
		"cet article a été publié pour la première fois dans le courrier du vercors.":           true,
		"the report was first published in 1998 and has been updated twice since.":              false,
		"a version of the plan was originally published by the council in march, then dropped.": false,
	} {
		if got := isWireNotice(s); got != want {
			t.Errorf("isWireNotice(%q) = %v, want %v", s, got, want)
		}
	}
}
