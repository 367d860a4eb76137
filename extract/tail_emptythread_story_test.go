package extract_test

import (
	"strings"
	"testing"
)

// TestStorySectionNotEmptyThread: a story's last section, titled
// with a word that also titles comment threads, whose one short line
// says that word again, is the story's: an opinion "Komentar" (Croatian),
// a "Debat" (Danish), "Réactions" (French) — discussionHeads, which main
// takes for a thread only with a count — and a "Comment" section's "The
// ministry declined to comment". None is an empty thread's state ("No
// comments yet", "Belum ada komentar"). main keeps them; fixkf drops
// them.
func TestStorySectionNotEmptyThread(t *testing.T) {
	for _, c := range []struct{ lang, head, line string }{
		{"hr", "Komentar", "Ministarstvo nije htjelo dati komentar."},
		{"da", "Debat", "Debatten fortsætter på torsdagens byrådsmøde."},
		{"fr", "Réactions", "Les réactions n'ont pas tardé chez les parents."},
		{"en", "Comment", "The ministry declined to comment on the vote."},
	} {
		page := `<!doctype html><html lang="` + c.lang + `"><head><title>Skolen lukker - Avisen</title></head>` +
			`<body><div id="header"><a href="/">Forside</a> <a href="/nyheder">Nyheder</a></div><div id="konten">` +
			`<h1>Skolen lukker</h1><div class="isi">` +
			`<p>The district school board voted on Tuesday night to close the village school at the end of the year, after the number of pupils fell below forty.</p>` +
			`<p>Parents had collected more than two thousand signatures against the closure and filled the council hall for the meeting, which lasted four hours.</p>` +
			`<p>The board said the pupils would be taken by bus to the school in the neighbouring town, twelve kilometres away, from the start of the next term.</p>` +
			`<h3>` + c.head + `</h3><p>` + c.line + `</p></div>` +
			`</div><div id="footer">© Avisen</div></body></html>`
		art := coldExtract(t, "https://avisen.example/nyheder/skolen-lukker-1204.html", page)
		if !strings.Contains(art.Body, c.line) {
			t.Errorf("%s: body lacks the section's line %q:\n%s", c.head, c.line, art.Body)
		}
	}
}
