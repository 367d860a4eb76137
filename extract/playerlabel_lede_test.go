package extract

import (
	"strings"
	"testing"
)

func rev46Body(t *testing.T, page string) string {
	t.Helper()
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://news.example/2026/11/28/story", Doc: doc})
	return art.Body
}

// TestPlayerLabelLeavesStandfirst: a hero video with the standfirst under it in
// the same lead box. The standfirst is the body's first line (the corpus
// puts the summary first), as it is when the hero is a photo.
func TestPlayerLabelLeavesStandfirst(t *testing.T) {
	p := func(s string) string { return "<p>" + s + "</p>" }
	const dek = "The regional council wants to close three rural schools next year and bus their pupils to the town."
	story := p("Parents in the three villages met on Sunday evening in the parish hall to plan their answer to the council's proposal, which is due to be voted on next month.") +
		p("The council says the schools have fewer than twenty pupils each and that their buildings need repairs it cannot pay for within the current budget.") +
		p("A spokesman for the parents said the bus ride would take more than forty minutes each way for the youngest children, and that the villages would lose their last public service.")
	for name, media := range map[string]string{
		"video":  `<video src="/media/schools.mp4" controls poster="/media/schools.jpg"></video>`,
		"iframe": `<iframe src="https://player.example/embed/991" width="640" height="360" allowfullscreen></iframe>`,
		"photo":  `<img src="/media/schools.jpg" alt="">`,
	} {
		page := `<html lang="en"><head><title>Council plans to close three village schools</title></head><body><nav><a href="/">Home</a></nav><article><header><h1>Council plans to close three village schools</h1></header>` +
			`<div class="article-lead">` + media + `<p class="article-standfirst">` + dek + `</p></div>` +
			`<div class="article-body">` + story + `</div></article><footer>© Example</footer></body></html>`
		if body := rev46Body(t, page); !strings.HasPrefix(body, dek) {
			t.Errorf("%s lead: body = %q, want it to open with the standfirst %q", name, body, dek)
		}
	}
}

// TestPlayerLabelLeavesOneSentenceStory: a video story whose text is one short
// paragraph set under the player in the story's own box. The sentence is
// the story, not the player's label.
func TestPlayerLabelLeavesOneSentenceStory(t *testing.T) {
	const lede = "Police said on Monday that the motorway would stay closed until Friday after the crash."
	page := `<html lang="en"><head><title>Motorway closed after crash</title></head><body><nav><a href="/">Home</a></nav><article><h1>Motorway closed after crash</h1>` +
		`<div class="article-body"><iframe src="https://player.example/embed/4410" width="640" height="360" allowfullscreen></iframe><p class="article-text">` + lede + `</p></div>` +
		`</article><aside class="related"><a href="/a">Other story one</a><a href="/b">Other story two</a></aside><footer>© Example</footer></body></html>`
	if body := rev46Body(t, page); !strings.Contains(body, lede) {
		t.Errorf("body = %q, want %q", body, lede)
	}
}

// TestPlayerLabelLeavesLede: a video story whose first paragraph (the
// lede, classed) sits in the player's box and the rest of the story
// follows in the text box.
func TestPlayerLabelLeavesLede(t *testing.T) {
	const lede = "Police said on Monday that the motorway would stay closed until Friday after the crash."
	p := func(s string) string { return "<p>" + s + "</p>" }
	page := `<html lang="en"><head><title>Motorway closed after crash</title></head><body><nav><a href="/">Home</a></nav><article><h1>Motorway closed after crash</h1>` +
		`<div class="story-video"><video src="/media/crash.mp4" controls></video><p class="story-lede">` + lede + `</p></div>` +
		`<div class="story-text">` +
		p("A lorry carrying timber overturned near the junction with the ring road shortly after five in the morning, spilling its load across both lanes.") +
		p("The driver was taken to hospital with minor injuries. Engineers will check the surface and a damaged bridge support before the road reopens to traffic.") +
		p("Drivers heading north are asked to leave the motorway at the previous exit and follow the signed diversion through the industrial estate.") +
		`</div></article><footer>© Example</footer></body></html>`
	if body := rev46Body(t, page); !strings.HasPrefix(body, lede) {
		t.Errorf("body = %q, want it to open with the lede %q", body, lede)
	}
}
