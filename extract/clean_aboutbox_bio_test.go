package extract

import (
	"strings"
	"testing"
)

// TestAboutAuthorOverBioWithoutIsVerb: the author box's title "About
// Jane Doe" over a bio that says who she is without a bioVerbs verb
// ("Jane Doe has covered …", "Jane Doe, a reporter …", "Jane joined …")
// is still the author box's title, not a release's company box.
func TestAboutAuthorOverBioWithoutIsVerb(t *testing.T) {
	s := strings.Repeat("The council voted on Tuesday to close the library branch on Mill Road at the end of the year. ", 3)
	for _, bio := range []string{
		"Jane Doe has covered local government for the Courier since 2019.",
		"Jane Doe, a former teacher, covers schools and the council for the Courier.",
	} {
		page := `<html lang="en"><head><title>Council votes to close library</title><meta name="author" content="Jane Doe"></head>` +
			`<body><article><h1>Council votes to close library</h1><p class="byline">By Jane Doe</p><p>` + s + `</p><p>` + s + `</p>` +
			`<p><b>About Jane Doe</b></p><p>` + bio + `</p></article></body></html>`
		body := heuristicBody(t, page, "https://paper.example/news/council-library")
		if strings.Contains(body, "About Jane Doe") {
			t.Errorf("bio %q: body = %q, want it without the author box's title", bio, body[len(body)-200:])
		}
	}
}
