package extract

import (
	"strings"
	"testing"
)

// TestBodyKeepsLinkItemOfMixedList checks that a list item that is mostly
// its link but has words of its own ("Fiona's report, <a>…</a> (PDF)")
// stays in the body when another item of its list is kept, as in a
// podcast's "Links from the show", and that a list of links only, each
// with a few words after it, stays out.
func TestBodyKeepsLinkItemOfMixedList(t *testing.T) {
	p := strings.Repeat("This week we talk to a retail geographer who has spent eight years counting footfall in market towns. ", 3)
	page := `<html lang="en"><head><title>Why some high streets survive</title></head><body><main><div class="show-notes"><h1>Why some high streets survive</h1>` +
		`<p>` + p + `</p><p>` + p + `</p><h2>Links from the show</h2><ul>` +
		`<li>Fiona's report, <a href="https://uni.example/market-towns">Market Towns After the Pandemic</a> (PDF)</li>` +
		`<li>The Kirkby Marsh Arcade on <a href="https://instagram.example/arcade">Instagram</a></li></ul>` +
		`<p>` + p + `</p></div></main></body></html>`
	body := heuristicBody(t, page, "https://podcast.example/episodes/142-high-streets")
	if !strings.Contains(body, "Fiona's report, Market Towns After the Pandemic (PDF)") {
		t.Errorf("body = %q, want the report's item", body)
	}

	// Related stories, each a link and a few words, no item kept.
	page = `<html lang="en"><head><title>Why some high streets survive</title></head><body><main><div class="show-notes"><h1>Why some high streets survive</h1>` +
		`<p>` + p + `</p><p>` + p + `</p><ul>` +
		`<li><a href="/episodes/141-the-last-bus">The last bus: rural routes after the subsidy cuts</a> (52 min)</li>` +
		`<li><a href="/episodes/140-pubs">When the pub is also the post office</a> (44 min)</li></ul>` +
		`<p>` + p + `</p></div></main></body></html>`
	if body = heuristicBody(t, page, "https://podcast.example/episodes/142-high-streets"); strings.Contains(body, "The last bus") {
		t.Errorf("body = %q, want it without the list of other episodes", body)
	}

	// Teasers under their kickers beside one kept teaser, as a paper's
	// "Exklusive Hintergründe" list sets them (fundus-de-WAZ).
	page = `<html lang="de"><head><title>Rentenstreit in der Koalition</title></head><body><main><article><h1>Rentenstreit in der Koalition</h1>` +
		`<p>` + strings.Repeat("Die Koalition streitet weiter über die Zukunft der Rente und die Haltelinie. ", 4) + `</p>` +
		`<h3>Exklusive Hintergründe</h3><ul><li><strong>„Über manches irritiert“: </strong><a href="/politik/a1.html">Klingbeil greift an</a></li>` +
		`<li><strong>KI in der Schule? </strong><a href="/politik/a2.html">Digitalminister: „Werden die KI immer bei uns haben“</a></li>` +
		`<li><strong>Warnung: </strong><a href="/wirtschaft/a3.html">DRK-Präsidentin schlägt bei Pflege Alarm: „Häuser gehen insolvent“</a></li></ul>` +
		`<p>` + strings.Repeat("Eine Einigung wird vor der Sommerpause nicht mehr erwartet, heißt es in Berlin. ", 4) + `</p></article></main></body></html>`
	if body = heuristicBody(t, page, "https://zeitung.example/politik/rente.html"); strings.Contains(body, "DRK-Präsidentin") || strings.Contains(body, "Werden die KI") {
		t.Errorf("body = %q, want it without the kicked teasers", body)
	}
}
