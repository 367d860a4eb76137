package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestSecondLookSectionOverTeasers: many sites name a section with a
// slug of three words or more ("/news/local-news-and-weather/"), so the
// pipeline gives the section's page a second look; its title is its
// unlinked heading, and the extracted body is its description, or its
// teasers' excerpts, all sentences. A story's related links, a small
// part of its block, keep it a story.
func TestSecondLookSectionOverTeasers(t *testing.T) {
	intro := "Local news and weather from across the valley: the council, the schools, the roads and the river, with the forecast for the week ahead."
	excerpt := "The council met on Tuesday to talk about the flood barrier and the new school that the town wants to build by the river."
	teasers := strings.Repeat(`<article class="post"><h3 class="entry-title"><a href="/news/2026/11/20/a-story-about-the-valley">A story about the valley and its river</a></h3>`+
		`<div class="entry-meta">Nov 20, 2026</div><p>`+excerpt+`</p></article>`, 6)
	story := strings.Repeat("<div>The first piles of the new flood barrier went into the river bed on Monday morning, watched by a crowd on the bridge.</div>", 3)
	related := strings.Repeat(`<h4><a href="/news/2026/11/20/a-story-about-the-valley">A story about the valley and its river</a></h4>`, 4)
	for _, tc := range []struct {
		name, page, body string
		want             bool
	}{
		{"a section's description over its teasers", `<main><h2 class="page-title">Local News and Weather</h2><div class="desc">` + intro + `</div>` + teasers + `</main>`,
			intro + "\n" + strings.Repeat(excerpt+"\n", 6), false},
		{"a section's teasers", `<main><h2 class="page-title">Local News and Weather</h2><div class="posts">` + teasers + `</div></main>`,
			strings.Repeat(excerpt+"\n", 6), false},
		{"a story in <div>s over its related links", `<main><h1>Local News and Weather</h1><div class="text">` + story + `</div><div class="related">` + related + `</div></main>`,
			strings.Repeat("The first piles of the new flood barrier went into the river bed on Monday morning, watched by a crowd on the bridge.\n", 3), true},
	} {
		doc, _ := html.Parse(strings.NewReader("<html><body>" + tc.page + "</body></html>"))
		if got := SecondLook(doc, Article{Title: "Local News and Weather", Body: tc.body}); got != tc.want {
			t.Errorf("%s: SecondLook = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestSecondLookListedExcerpts: a newsletter's archive (an index of
// episodes, of issues) lists each item as a linked title and a sentence
// or two of summary in an <li>; those sentences are teasers' excerpts,
// no story, though they pass as prose. A story that lists a few linked
// sources, each with a sentence, under its own paragraphs stays one.
func TestSecondLookListedExcerpts(t *testing.T) {
	summary := "Today: the council passed next year's budget, the east side has no water until two, and the derby kicks off at seven."
	item := `<li class="issue"><a href="/newsletter/morning/2026-11-27"><span class="date">27 November 2026</span> <span class="t">Budget, water cuts and the derby</span></a><p>` + summary + `</p></li>`
	para := "The council voted on Thursday evening to pass next year's budget after a long debate about the cost of the new bus station."
	for _, tc := range []struct {
		name, page, body string
		want             bool
	}{
		{"a newsletter's archive", `<main><h1>Morning Card: archive</h1><p>The Morning Card comes every weekday at eight.</p><ul>` + strings.Repeat(item, 6) + `</ul></main>`,
			"The Morning Card comes every weekday at eight.\n" + strings.Repeat(summary+"\n", 6), false},
		{"a story over a short list of sources", `<main><h1>Morning Card: archive</h1>` + strings.Repeat("<p>"+para+"</p>", 4) + `<ul>` + item + `</ul></main>`,
			strings.Repeat(para+"\n", 4) + summary + "\n", true},
	} {
		doc, _ := html.Parse(strings.NewReader("<html><body>" + tc.page + "</body></html>"))
		if got := SecondLook(doc, Article{Title: "Morning Card: archive", Body: tc.body}); got != tc.want {
			t.Errorf("%s: SecondLook = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestSecondLookVideoStory: a news video's own page is its headline,
// the player and a sentence or two of description, under the length of
// a written story; its JSON-LD VideoObject, named by the headline (a
// "VIDEO:" label aside) and described by the text under it, says it is
// the video's story. A video hub's lead video is not named by its
// heading, and a page without the VideoObject gets the usual bar.
func TestSecondLookVideoStory(t *testing.T) {
	desc := "Three hours of heavy rain flooded several main roads in the city this afternoon. Drivers left their cars on Kuching Road."
	ld := func(name string) string {
		return `<script type="application/ld+json">{"@context":"https://schema.org","@type":"VideoObject","name":"` + name + `","description":"` + desc + `","uploadDate":"2026-11-27T18:40:00+08:00"}</script>`
	}
	page := func(head, h1 string) string {
		return `<html><head>` + head + `</head><body><main><video controls></video><h1>` + h1 + `</h1><div class="desc">` + desc + `</div></main></body></html>`
	}
	for _, tc := range []struct {
		name, page, title string
		want              bool
	}{
		{"a video's page", page(ld("Flash floods on Kuching Road, cars stranded"), "VIDEO: Flash floods on Kuching Road, cars stranded"), "VIDEO: Flash floods on Kuching Road, cars stranded", true},
		{"no VideoObject", page("", "VIDEO: Flash floods on Kuching Road, cars stranded"), "VIDEO: Flash floods on Kuching Road, cars stranded", false},
		{"a hub's lead video", page(ld("Flash floods on Kuching Road, cars stranded"), "Latest videos from the newsroom"), "Latest videos from the newsroom", false},
	} {
		doc, _ := html.Parse(strings.NewReader(tc.page))
		a := Article{Title: tc.title, Body: desc}
		if got := SecondLook(doc, a); got != tc.want {
			t.Errorf("%s: SecondLook = %v, want %v", tc.name, got, tc.want)
		}
		if got := VideoStory(doc, a); got != tc.want {
			t.Errorf("%s: VideoStory = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestSecondLookCardExcerpts: a TV guide's programmes, a horoscope's
// signs, a hub's cards stand each in an element of its own (a <div>, an
// <article>) as one linked heading, or a link around a picture and a
// heading whose name may be a word, and a sentence in a <p> or a <div>;
// those sentences are teasers' excerpts. A story whose body holds a
// linked heading (a related story's) over its further paragraphs stays
// a story.
func TestSecondLookCardExcerpts(t *testing.T) {
	note := "Drama, Germany 2026. A detective looks into a crash on the coast road at night."
	card := `<div class="show"><span class="time">20:15</span><a href="/tv/show/12345"><img src="/logo.svg" alt=""><h3>Nachtfahrt</h3></a><div class="note">` + note + `</div></div>`
	cardP := `<article class="card"><h3><a href="/tv/show/12345">Nachtfahrt on the coast road</a></h3><p>` + note + `</p></article>`
	related := `<h3><a href="/news/2026/11/20/coast-road-closed">Read also: the coast road closed after a crash</a></h3>`
	for _, tc := range []struct {
		name, page string
		want       bool
	}{
		{"a TV guide's cards of <div>s", `<main><h1>TV tonight at 20:15</h1><div class="list">` + strings.Repeat(card, 8) + `</div></main>`, false},
		{"a hub's cards of <p>s", `<main><h1>TV tonight at 20:15</h1><div class="list">` + strings.Repeat(cardP, 8) + `</div></main>`, false},
		{"a story with a related link in its body", `<main><h1>TV tonight at 20:15</h1><div class="body"><p>` + note + `</p>` + related + strings.Repeat("<p>"+note+"</p>", 7) + `</div></main>`, true},
	} {
		doc, _ := html.Parse(strings.NewReader("<html><body>" + tc.page + "</body></html>"))
		if got := SecondLook(doc, Article{Title: "TV tonight at 20:15", Body: strings.Repeat(note+"\n", 8)}); got != tc.want {
			t.Errorf("%s: SecondLook = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestSecondLookLinkedHeadingInShortStory: a short story's paragraphs
// that stand beside one linked heading are no card's excerpts: a
// related story's heading set in the body, a logo's or an author's link
// around a heading, a tag's linked heading over a story of <div>s.
func TestSecondLookLinkedHeadingInShortStory(t *testing.T) {
	p1 := "Firefighters were called to the warehouse on the harbour road shortly after midnight on Friday."
	p2 := "Police said nobody was hurt, but the road will stay closed until the afternoon while crews make the site safe."
	p3 := "The owner of the warehouse said the building had been empty for two years and was due to be demolished in spring."
	p4 := "Residents had complained to the council about people sleeping in the building during the winter months."
	title := "Fire destroys empty warehouse on harbour road"
	for _, tc := range []struct{ name, page, body string }{
		{"a related story's heading mid-story", `<main><h1>` + title + `</h1><div class="body"><p>` + p1 + `</p><p>` + p2 + `</p><h3><a href="/news/2026/11/20/harbour-road-closed">Read also: harbour road closed after crash</a></h3><p>` + p3 + `</p><p>` + p4 + `</p></div></main>`, p1 + "\n" + p2 + "\n" + p3 + "\n" + p4},
		{"a logo's link around a heading", `<div id="page"><a href="/"><h2>Harbour Gazette</h2></a><h1>` + title + `</h1><p>` + p1 + `</p><p>` + p2 + `</p></div>`, p1 + "\n" + p2},
		{"an author's link around a heading", `<article><h1>` + title + `</h1><a href="/author/jane-doe"><h4>Jane Doe</h4></a><p>` + p1 + `</p><p>` + p2 + `</p></article>`, p1 + "\n" + p2},
		{"an author's card atop the body", `<main><h1>` + title + `</h1><div class="body"><a href="/author/jane-doe"><img src="/jane.jpg" alt=""><h4>Jane Doe</h4></a><p>` + p1 + `</p><p>` + p2 + `</p></div></main>`, p1 + "\n" + p2},
		{"a tag's linked heading over <div>s", `<article><h1>` + title + `</h1><h5><a href="/tag/harbour-road">Harbour road fire</a></h5><div>` + p1 + `</div><div>` + p2 + `</div></article>`, p1 + "\n" + p2},
	} {
		doc, _ := html.Parse(strings.NewReader("<html><body>" + tc.page + "</body></html>"))
		if !SecondLook(doc, Article{Title: title, Body: tc.body}) {
			t.Errorf("%s: SecondLook = false, want true", tc.name)
		}
	}
}
