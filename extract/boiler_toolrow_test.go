package extract

import "testing"

// TestIsBoilerLineToolRow checks that a row of an article's tool links
// set apart by bars or dots, each a tool phrase, is furniture
// (isToolRow), in several languages, and that a line of the story parted
// by a bar, or a row holding a word of the story, is not.
func TestIsBoilerLineToolRow(t *testing.T) {
	for _, s := range []string{
		"Email this story to a friend | Printer friendly version",
		"Print this article | Email this article",
		"Diesen Artikel drucken | Artikel versenden",
		"Imprimer · Envoyer à un ami",
		"Enviar por email | Versión para imprimir",
		"Versione stampabile | Invia a un amico",
	} {
		if !isBoilerLine(s) {
			t.Errorf("isBoilerLine(%q) = false, want true", s)
		}
	}
	for _, s := range []string{
		"Print this article | Council votes to close the library",
		"Printing costs rose | the council said",
		"Email this story to a friend, the mayor urged",
	} {
		if isBoilerLine(s) {
			t.Errorf("isBoilerLine(%q) = true, want false", s)
		}
	}
}
