package extract

import "testing"

// TestAnchoredHeadingKept checks that a section heading holding a link to
// its own id is judged by its id, not by the class a docs generator gives
// every heading (Docusaurus' "anchorWithStickyNavbar", whose "navbar"
// reads as furniture), and that a heading whose id names furniture stays
// furniture.
func TestAnchoredHeadingKept(t *testing.T) {
	para := `<p>When a job handler returns an error or panics, the worker marks the attempt as failed and schedules the next attempt after a delay that grows.</p>
<p>By default a job is tried five times, with delays of ten seconds, forty seconds, two and a half minutes and ten minutes between the attempts.</p>`
	page := `<html><body><main><article><h1>Retrying failed jobs</h1>
<p>Jobs fail. A payment provider times out, a database is restarted, a worker is stopped in the middle of a deploy, and the job must run again.</p>
<h2 class="anchor anchorWithStickyNavbar_LWe7" id="how-retries-work">How retries work<a href="#how-retries-work" class="hash-link">&#8203;</a></h2>
` + para + `
<h2 class="anchor anchorWithStickyNavbar_LWe7" id="related-guides">Related guides<a href="#related-guides" class="hash-link">&#8203;</a></h2>
<p><a href="/a">Scheduling recurring jobs</a></p>
</article></main></body></html>`
	checkBody(t, page, []string{"How retries work"}, []string{"Related guides"})
}
