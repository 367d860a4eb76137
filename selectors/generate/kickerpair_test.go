package generate

import (
	"strings"
	"testing"

	"github.com/bylinehq/byline/selectors"
)

// TestGenerateShortStoryWithKickedHeadline checks that a short story
// whose container holds its headline set apart from its kicker (a kicker
// span in the h1, a kicker line above it; the metadata title joins them
// with a colon) gets a body XPath: the heuristic's body drops the
// headline by its words, and the probe's body must lose it too, or on a
// story of a hundred words the headline's words alone keep every probe
// from agreeing and the page falls back to whole-page extraction.
func TestGenerateShortStoryWithKickedHeadline(t *testing.T) {
	const title = "Nach Gaetz-Rückzug: Trump-Anwältin Pam Bondi soll neue Justizministerin der USA werden"
	for _, head := range []string{
		`<h1>Nach Gaetz-Rückzug:<span class="hl">Trump-Anwältin Pam Bondi soll neue Justizministerin der USA werden</span></h1>`,
		`<p class="topline">Nach Gaetz-Rückzug</p><h1>Trump-Anwältin Pam Bondi soll neue Justizministerin der USA werden</h1>`,
	} {
		page := `<html><head><title>` + title + `</title><meta property="og:title" content="` + title + `"><script type="application/ld+json">{"@type":"NewsArticle","headline":"` + title + `"}</script></head><body>` +
			`<div class="top"><a href="/">Nachrichten</a></div><main><div class="story">` + head +
			`<p>Der designierte US-Präsident Donald Trump hat die frühere Generalstaatsanwältin von Florida für das Amt nominiert.</p>` +
			`<p>Zuvor hatte der umstrittene Abgeordnete Matt Gaetz seine Kandidatur nach Vorwürfen zurückgezogen.</p>` +
			`<p>Bondi gilt als enge Vertraute Trumps und hatte ihn im ersten Amtsenthebungsverfahren verteidigt.</p></div>` +
			`<div class="side"><a href="/a">Wetter</a></div></main></body></html>`
		p := testPage(t, "https://example.org/a", page)
		g := NewHeuristic()
		set, c := generateFrom(t, g, p)
		art, rep := g.Applier.Apply(c, p)
		if !rep.OK || !strings.HasPrefix(art.Body, "Der designierte") {
			t.Errorf("body XPaths %q: ok %v (%s), body %q", set.Fields[selectors.Body], rep.OK, rep.Failure(), art.Body)
		}
	}
}
