package extract

import (
	"slices"
	"testing"
)

// TestAuthorsEditorLabel: an editor's label beside the reporter's name
// names no author, nor does the editor after it, in English with a
// colon ("Edited by: John Roe"), in the Devanagari spelling of the
// English label that Hindi portals print ("एडिटेड बाय: नेहा वर्मा"), in
// Hindi's own word for editor, and in other languages; the label alone in
// a part of its own holds the editor's name over to the next part. A
// role word without a label's colon ("Editor") is no such label: the
// name after it stays, as before.
func TestAuthorsEditorLabel(t *testing.T) {
	for _, tt := range []struct {
		byline, lang string
		want         []string
	}{
		{"रिपोर्ट: अंकित शर्मा, एडिटेड बाय: नेहा वर्मा", "hi", []string{"अंकित शर्मा"}},
		{"रिपोर्ट: अंकित शर्मा | एडिटेड बाय | नेहा वर्मा", "hi", []string{"अंकित शर्मा"}},
		{"रिपोर्ट: अंकित शर्मा, संपादक: नेहा वर्मा", "hi", []string{"अंकित शर्मा"}},
		{"By Jane Doe, Edited by: John Roe", "en", []string{"Jane Doe"}},
		{"Door Jan de Vries, bewerkt door Piet Jansen", "nl", []string{"Jan de Vries"}},
		{"Jane Doe | Editor | John Roe", "en", []string{"Jane Doe", "John Roe"}},
		{"रिपोर्ट: अंकित शर्मा और नेहा वर्मा", "hi", []string{"अंकित शर्मा", "नेहा वर्मा"}},
	} {
		if got := CleanAuthors([]string{tt.byline}, tt.lang); !slices.Equal(got, tt.want) {
			t.Errorf("%q: authors = %q, want %q", tt.byline, got, tt.want)
		}
	}
}
