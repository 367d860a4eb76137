package extract_test

import (
	"strings"
	"testing"
)

// transcriptPage is a podcast episode's page whose transcript opens with
// note.
func transcriptPage(note string) string {
	return `<!doctype html><html lang="en"><head><title>The last bus out of Millbrook - The Commute</title></head><body>` +
		`<header><nav><a href="/">Home</a> <a href="/podcasts">Podcasts</a></nav></header><main><article>` +
		`<h1>The last bus out of Millbrook</h1><section class="transcript"><h2>Transcript</h2>` + note +
		`<p>HOST: It's 6:40 in the morning at the depot, and the driver is doing his walk-around. He checks the tires and the mirrors.</p>` +
		`<p>DRIVER: Twenty-two years I've driven this route. Tomorrow it doesn't exist, and nobody has told the riders what comes next.</p>` +
		`<p>HOST: The county transit agency says it needs eleven more drivers just to keep its current schedule running.</p>` +
		`</section></article></main><footer><p>© The Commute</p></footer></body></html>`
}

// TestTranscriptNoteIsNoText: the caveat over a transcript ("This
// transcript was created by a contractor and may contain errors") is
// the site's note, not the episode's text (probe53's podcast page); a
// line speaking of a transcript without the caveat stays.
func TestTranscriptNoteIsNoText(t *testing.T) {
	for _, c := range []struct {
		note, text string
		keep       bool
	}{
		{`<p><em>This transcript was created by a contractor and may contain errors. Please check the audio before quoting.</em></p>`, "may contain errors", false},
		{`<p>Cette transcription a été générée automatiquement et peut contenir des erreurs.</p>`, "peut contenir des erreurs", false},
		{`<p>HOST: This transcript of the 911 call, released by the county on Friday, shows the dispatcher stayed on the line.</p>`, "released by the county", true},
	} {
		art := coldExtract(t, "https://thecommute.example/podcasts/last-bus-out-of-millbrook", transcriptPage(c.note))
		if got := strings.Contains(art.Body, c.text); got != c.keep {
			t.Errorf("note %q: in body %v, want %v:\n%s", c.note, got, c.keep, art.Body)
		}
	}
}
