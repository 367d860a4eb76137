package extract

import "testing"

// TestBodyDropsSideColumn: a layout's side column ("side-col") set
// beside the story's column inside the container the body is read from
// holds an event's card, recent posts and a membership ask, furniture
// whatever its words. A column so named that holds the story's prose
// is the story.
func TestBodyDropsSideColumn(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the conservator tested tiny areas of the varnish first, near the south pole where the fewest place names are.</p>"
	}
	side := `<div class="side-col"><div class="event-box"><h4>Curator's talk</h4><p class="event-title">Parts unknown: the globe up close</p>` +
		`<p>Join our curators in the Map Room for an evening talk about the globe and its makers, with drinks afterwards.</p></div>` +
		`<div class="side-box"><h4>Love our collections?</h4><p>Become a Friend of the museum from three pounds a month and support our work.</p></div></div>`
	checkBody(t, `<html><body><div class="page"><div class="main-col"><h1>Cleaning a globe</h1>`+para("First,")+para("Then")+para("Finally")+`</div>`+side+`</div></body></html>`,
		[]string{"First,", "Finally"}, []string{"Curator's talk", "Parts unknown", "Become a Friend"})
	// Must not fire: the story itself in a column so named.
	checkBody(t, `<html><body><div class="page"><div class="nav-col"><a href="/">Home</a> <a href="/blog">Blog</a></div><div class="side-column"><h1>Cleaning a globe</h1>`+
		para("First,")+para("Then")+para("Finally")+`</div></div></body></html>`,
		[]string{"First,", "Then", "Finally"}, nil)
}
