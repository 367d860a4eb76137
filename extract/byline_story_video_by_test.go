package extract_test

import (
	"slices"
	"testing"
)

// TestStoryAndVideoBy: "Story and video by <a>Jane Doe</a>" is a
// broadcaster's byline for a reporter who also shot the video; the
// crew credit "video by " (added to authorPhotoCredits) must not make
// her a photographer only.
func TestStoryAndVideoBy(t *testing.T) {
	for _, by := range []string{"Story and video by", "Words and video by", "Reporting and video by"} {
		page := `<!doctype html><html lang="en"><head><title>Night ferries run into winter - Harbour News</title></head><body><main><article>` +
			`<h1>Night ferries run into winter</h1><div class="byline">` + by + ` <a href="/author/jane-doe">Jane Doe</a></div>` +
			`<div class="body"><p>The harbour board voted on Wednesday to extend the night ferry service to the outer islands through the winter, after a trial run carried more passengers than expected.</p>` +
			`<p>Board members said the extra crossings would cost about 90,000 a month, most of it paid from the regional transport fund that was topped up in the spring budget.</p>` +
			`<p>Island residents had asked for the late boats for years, saying the last ferry at six in the evening made it hard to work or study on the mainland.</p></div>` +
			`</article></main></body></html>`
		art := coldExtract(t, "https://harbour.example/news/2026/night-ferries", page)
		if !slices.Equal(art.Authors, []string{"Jane Doe"}) {
			t.Errorf("%q: authors %q, want [Jane Doe]", by, art.Authors)
		}
	}
}
