package extract

import (
	"strings"
	"testing"
)

// TestCleanLabelledLinkListStoryLines checks that a story's own paragraph
// that reads as a label and a list of short links stays in the body
// (isLabelledLinkList): a prize story's closing shortlist, the links to a
// ruling's documents, the report in two languages, the candidates named
// before the text. Main keeps each.
func TestCleanLabelledLinkListStoryLines(t *testing.T) {
	story := `<p>The harbour board voted on Wednesday to extend the night ferry service to the outer islands through the winter, after a trial run carried more passengers than expected.</p>
<p>Board members said the extra crossings would cost about 90,000 a month, most of it paid from the regional transport fund that was topped up in the spring budget.</p>
<p>Island residents had asked for the late boats for years, saying the last ferry at six in the evening made it hard to work or study on the mainland.</p>`
	for _, tc := range []struct{ name, head, tail, line string }{
		{"shortlist at the end", "", `<p>Shortlisted: <a href="/people/anna-berg">Anna Berg</a>, <a href="/people/jan-holm">Jan Holm</a>, <a href="/people/eva-lind">Eva Lind</a>.</p>`, "Shortlisted:"},
		{"documents at the end", "", `<p>Documents: <a href="/d/1">the ruling</a>, <a href="/d/2">the appeal</a>.</p>`, "Documents:"},
		{"report at the end", "", `<p>Read the report: <a href="/r/en">English</a> <a href="/r/fr">Français</a></p>`, "Read the report:"},
		{"candidates first", `<p>Candidates: <a href="/p/anna-berg">Anna Berg</a>, <a href="/p/jan-holm">Jan Holm</a></p>`, "", "Candidates:"},
	} {
		page := `<html><body><article><h1>Harbour ferries run late into winter</h1>` + tc.head + story + tc.tail + `</article></body></html>`
		body := heuristicBody(t, page, "https://harbour.example/news/ferries")
		if !strings.Contains(body, tc.line) {
			t.Errorf("%s: line %q dropped:\n%s", tc.name, tc.line, body)
		}
	}
}
