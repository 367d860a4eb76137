package extract_test

import (
	"strings"
	"testing"
)

// TestCounterUnitIsStoryText: a story's list of a video's figures
// ("Views: 3 billion", "Likes: 41 million") and a reader's year in
// numbers ("Reads: 52 books") are the story's lines: the word after the
// number is a quantity, not a counter's unit ("kali", "mal", "times").
// main keeps them; fixkf drops the lines whose label is a counter's.
func TestCounterUnitIsStoryText(t *testing.T) {
	for _, c := range []struct{ list, key string }{
		{`<p>By Sunday the clip's page showed these figures:</p><ul><li>Views: 3 billion</li><li>Likes: 41 million</li><li>Shares: 2 million</li></ul>`, "Views: 3 billion"},
		{`<p>Her year in numbers:</p><p>Reads: 52 books</p><p>Runs: 1,200 kilometres</p>`, "Reads: 52 books"},
	} {
		page := `<!doctype html><html lang="en"><head><title>A dance video passes three billion views - Daily Wire Example</title></head>` +
			`<body><header><nav><a href="/">Home</a> <a href="/culture">Culture</a></nav></header><main><article>` +
			`<h1>A dance video passes three billion views</h1><div class="story">` +
			`<p>A dance video filmed in a school yard in Jakarta has become one of the most watched clips of the year, its makers said on Monday.</p>` +
			`<p>The clip, posted in March by a group of five students, shows them dancing to a song their music teacher wrote for the school festival.</p>` +
			c.list +
			`<p>The students say they have been asked to perform on television, but that they want to finish their exams first.</p>` +
			`<p>Their teacher has since released the song on streaming services, where it has been played more than forty million times.</p>` +
			`</div></article></main><footer><p>© Daily Wire Example</p></footer></body></html>`
		art := coldExtract(t, "https://dailywire.example/culture/dance-video-views", page)
		if !strings.Contains(art.Body, c.key) {
			t.Errorf("body lacks %q:\n%s", c.key, art.Body)
		}
	}
}
