package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestMailFormIsSignupBox checks that a short box around a form asking
// only for an e-mail address and a click is a newsletter box in a
// language whose sign-up words are not known (probe30: Latvian "Jaunumu
// vēstule", "Pierakstīties"), and that the story's paragraphs beside it
// and a comment form (a text area) are not taken.
func TestMailFormIsSignupBox(t *testing.T) {
	story := `<p>Rīgas dome otrdien apstiprināja jauno budžetu nākamajam gadam, kurā paredzēts vairāk naudas skolām, ceļiem un bibliotēkai.</p>`
	tests := []struct {
		name, box string
		want      string // text the one box found holds; "" for none
	}{
		{"e-mail input and button", `<section><h2>Jaunumu vēstule</h2><p>Svarīgākās ziņas katru rītu jūsu e-pastā.</p><form><input type="email" placeholder="E-pasts"><button>Pierakstīties</button></form></section>`, "Jaunumu vēstule"},
		{"text input named for mail and a submit input", `<div class="box"><h3>Jaunumu vēstule</h3><form><input type="text" name="EMAIL"><input type="submit" value="Pierakstīties"></form></div>`, "Jaunumu vēstule"},
		{"a comment form with a text area", `<section><h2>Komentāri</h2><p>Dalieties ar savu viedokli.</p><form><input type="email" name="email"><textarea name="comment"></textarea><button>Sūtīt</button></form></section>`, ""},
		{"a search form", `<section><h2>Meklēt</h2><p>Meklējiet arhīvā.</p><form><input type="search" name="q"><button>Meklēt</button></form></section>`, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(`<html><body><article><h1>Budžets pieņemts</h1>` + story + story + tc.box + story + `</article></body></html>`))
			if err != nil {
				t.Fatal(err)
			}
			got := signupBoxes(doc)
			switch {
			case tc.want == "" && len(got) != 0:
				t.Errorf("got %d boxes (%q), want none", len(got), Text(got[0]))
			case tc.want != "" && (len(got) != 1 || !strings.Contains(Text(got[0]), tc.want) || strings.Contains(Text(got[0]), "Rīgas dome")):
				t.Errorf("got %d boxes, want one holding %q and no story text", len(got), tc.want)
			}
		})
	}
}
