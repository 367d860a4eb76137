package extract

import (
	"strings"
	"testing"
)

// TestCleanImageSlotLabelStoryLine checks that a blog post written in
// <div>s, not <p>s, keeps a short line of its own text that sits in one
// <div> with the picture after it (labelsImageSlot): Blogger's editor
// sets "Finally, home.<br><a href=…/s1600/><img></a>" so, and WordPress
// links a picture to its attachment page. Main keeps both lines.
func TestCleanImageSlotLabelStoryLine(t *testing.T) {
	div := func(s string) string { return `<div>` + s + `</div>` }
	story := div(`The harbour board voted on Wednesday to extend the night ferry service to the outer islands through the winter, after a trial run carried more passengers than expected.`) +
		div(`Board members said the extra crossings would cost about 90,000 a month, most of it paid from the regional transport fund that was topped up in the spring budget.`)
	last := div(`Island residents had asked for the late boats for years, saying the last ferry at six in the evening made it hard to work or study on the mainland.`)
	for _, tc := range []struct{ name, box, line string }{
		{"Blogger picture", `<div>Finally, home.<br><a href="https://blogger.googleusercontent.com/img/b/R29vZ2xl/AVvXsEh7Qk/s1600/"><img src="https://blogger.googleusercontent.com/img/b/R29vZ2xl/AVvXsEh7Qk/s320/"></a></div>`, "Finally, home."},
		{"attachment page", `<div>Sunrise, Tuesday.<a href="/2026/11/ferries/img-2041/"><img src="/wp-content/uploads/2026/11/img-2041-300x200.jpg"></a></div>`, "Sunrise, Tuesday."},
	} {
		page := `<html><body><div class="post-body entry-content"><h1>Harbour ferries run late into winter</h1>` + story + tc.box + last + `</div></body></html>`
		body := heuristicBody(t, page, "https://harbour.example/2026/11/ferries")
		if !strings.Contains(body, tc.line) {
			t.Errorf("%s: line %q dropped:\n%s", tc.name, tc.line, body)
		}
	}
}
