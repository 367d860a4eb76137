package extract_test

import (
	"slices"
	"strings"
	"testing"
)

// TestPhotoEssayShortInterludesKeepCaptions: a photo essay whose
// long captions are the story, with a short line (a photographer's note)
// after each picture, is still a gallery: the lines between are a few
// dozen runes beside captions of hundreds.
func TestPhotoEssayShortInterludesKeepCaptions(t *testing.T) {
	caps := []string{
		"Fishermen haul the first nets of the season onto the quay at Porthleven before dawn on Monday, after a winter in which storms kept the fleet in harbour for more than forty days and the market hall stood empty for weeks.",
		"Ellen Trewin, 64, mends a net in the loft above her late husband's boatshed, where she has worked every morning since 1979; she says fewer than ten people in the county can still do the work by hand.",
		"Crates of mackerel wait on the quay for the lorry to the auction in Newlyn, which now sells most of the catch online to buyers in Spain and France before the boats have even come back in.",
		"Apprentices at the harbour school learn to read the weather from the clouds over the headland, a skill their teachers say no phone app has yet replaced, and which the insurers still ask about.",
		"The last boat of the day comes in as the lights go on along the harbour wall; the skipper says the catch was the best in three years, and that he will be out again at four the next morning.",
	}
	notes := []string{
		"I waited two hours on the quay for the light over the boats.",
		"She let me in only after I promised to help her fold the net.",
		"By nine the lorry had gone and the quay was hosed clean.",
		"The school lets me sit in on its Friday lessons every week.",
	}
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="en"><head><title>In pictures: the fleet goes back to sea - Cornish Post</title></head><body>` +
		`<header><nav><a href="/">Home</a> <a href="/pictures">Pictures</a></nav></header><main><article>` +
		`<h1>In pictures: the fleet goes back to sea</h1><div class="gallery">`)
	for i, c := range caps {
		b.WriteString(`<figure><img src="/p` + string(rune('1'+i)) + `.jpg" alt=""><figcaption><p>` + c + `</p></figcaption></figure>`)
		if i < len(notes) {
			b.WriteString(`<p class="note">` + notes[i] + `</p>`)
		}
	}
	b.WriteString(`</div></article></main><footer><p>© Cornish Post</p></footer></body></html>`)
	art := coldExtract(t, "https://cornishpost.example/pictures/fleet-back-to-sea", b.String())
	if !strings.Contains(art.Body, "Ellen Trewin, 64, mends a net") || !strings.Contains(art.Body, "The last boat of the day") {
		t.Errorf("photo essay lost its captions:\n%s", art.Body)
	}
}

// TestTranscriptStoryLineStays: a story about a transcript opening
// a paragraph with "This transcript" and reporting a caveat is the
// story's text, not a site's note.
func TestTranscriptStoryLineStays(t *testing.T) {
	line := `<p>This transcript of the council's closed session, obtained by the Herald through a records request, may contain errors: the clerk who typed it told us she could not hear every speaker.</p>`
	page := `<!doctype html><html lang="en"><head><title>What the council said behind closed doors - Millbrook Herald</title></head><body>` +
		`<header><nav><a href="/">Home</a> <a href="/local">Local</a></nav></header><main><article>` +
		`<h1>What the council said behind closed doors</h1><div class="story">` +
		`<p>Millbrook's council spent ninety minutes in closed session last month discussing the sale of the old depot, a record shows.</p>` +
		line +
		`<p>In it, two members argue that the sale price was set before the public hearing, which the mayor has denied.</p>` +
		`<p>The council will vote on the sale on Tuesday. Residents may speak for three minutes each at the start of the meeting.</p>` +
		`</div></article></main><footer><p>© Millbrook Herald</p></footer></body></html>`
	art := coldExtract(t, "https://millbrookherald.example/local/closed-session-transcript", page)
	if !strings.Contains(art.Body, "obtained by the Herald") {
		t.Errorf("story line dropped:\n%s", art.Body)
	}
}

// TestBloggerLDOrganizationSameAsMetaAuthor: a blogger's own site
// whose JSON-LD types her name as an Organization and whose meta author
// repeats it: she is the only credit and stays the author.
func TestBloggerLDOrganizationSameAsMetaAuthor(t *testing.T) {
	page := `<!doctype html><html lang="en"><head><title>Sourdough in a cold kitchen</title>` +
		`<meta name="author" content="Jane Holloway">` +
		`<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"Sourdough in a cold kitchen",` +
		`"datePublished":"2026-11-20T09:00:00+00:00","author":{"@type":"Organization","name":"Jane Holloway"},"publisher":{"@type":"Organization","name":"Crumb and Crust"}}</script></head>` +
		`<body><header><nav><a href="/">Home</a> <a href="/recipes">Recipes</a></nav></header><main><article>` +
		`<h1>Sourdough in a cold kitchen</h1><div class="entry-content">` + coldStory +
		`</div></article></main><footer><p>© Crumb and Crust</p></footer></body></html>`
	art := coldExtract(t, "https://crumbandcrust.example/sourdough-cold-kitchen", page)
	if want := []string{"Jane Holloway"}; !slices.Equal(art.Authors, want) {
		t.Errorf("authors %q, want %q", art.Authors, want)
	}
}

// TestTestoDiSongCredit: "Testo di Mogol, musica di Lucio
// Battisti", a song's credit line in a music story, names no author of
// the story and stays in its text.
func TestTestoDiSongCredit(t *testing.T) {
	page := `<!doctype html><html lang="it"><head><title>Le dieci canzoni di un'estate - Cronaca Ligure</title>` +
		`<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Le dieci canzoni di un'estate",` +
		`"datePublished":"2026-11-22T08:00:00+01:00","author":[{"@type":"Person","name":"Chiara Ruffo"}]}</script></head>` +
		`<body><header><nav><a href="/">Home</a> <a href="/cultura">Cultura</a></nav></header><main><article>` +
		`<h1>Le dieci canzoni di un'estate</h1><div class="body">` +
		`<p>Cinquant'anni fa usciva l'album che ha cambiato la musica leggera italiana, e che ancora oggi si canta sulle spiagge.</p>` +
		`<h3>Emozioni</h3><p>Testo di Mogol, musica di Lucio Battisti.</p>` +
		`<p>La canzone racconta un viaggio in bicicletta tra i campi, e nessuno sa davvero quale sia la sua ultima strofa.</p>` +
		`<p>Fu registrata in una sola notte, con un'orchestra di venti elementi chiamata all'ultimo momento a Milano.</p>` +
		`</div></article></main><footer><p>© Cronaca Ligure</p></footer></body></html>`
	art := coldExtract(t, "https://cronacaligure.example/cultura/dieci-canzoni", page)
	if want := []string{"Chiara Ruffo"}; !slices.Equal(art.Authors, want) {
		t.Errorf("authors %q, want %q", art.Authors, want)
	}
	if !strings.Contains(art.Body, "Testo di Mogol") {
		t.Errorf("song credit dropped from body:\n%s", art.Body)
	}
}

// TestTestoEFotoDiLinkedWriter: "Testo e foto di <a>Chiara
// Ruffo</a>" credits the writer with both; JSON-LD names her and the
// page's editor: the editor, credited with no pictures, is not dropped
// as a photographer, and the writer stays.
func TestTestoEFotoDiLinkedWriter(t *testing.T) {
	art := coldExtract(t, "https://cronacaligure.example/cronaca/botteghe-vetro",
		testoFotoPage(`<span>Testo e foto di <a href="/autori/chiara-ruffo">Chiara Ruffo</a></span>`))
	if !slices.Contains(art.Authors, "Chiara Ruffo") {
		t.Errorf("authors %q, want Chiara Ruffo among them", art.Authors)
	}
}

// TestBylineInstituteOnlyCredit: an institute that is a byline's
// only credit stays its author.
func TestBylineInstituteOnlyCredit(t *testing.T) {
	for byline, want := range map[string][]string{
		"Par Institut Pasteur":                               {"Institut Pasteur"},
		"By Jane Doe and John Roe, Tulane University":        {"Jane Doe", "John Roe"},
		"By Jane Doe, Massachusetts Institute of Technology": {"Jane Doe"},
	} {
		art := coldExtract(t, "https://courrierducentre.example/societe/communes-rallument", republishedPage("La Discussion", `{"@type":"Organization","name":"La Discussion"}`, byline))
		if !slices.Equal(art.Authors, want) {
			t.Errorf("byline %q: authors %q, want %q", byline, art.Authors, want)
		}
	}
}

// TestBloggerFirstNameByline: the blogger's post signs with her
// first name; her meta author, which JSON-LD repeats typed as an
// Organization, gives the full name.
func TestBloggerFirstNameByline(t *testing.T) {
	page := `<!doctype html><html lang="en"><head><title>Sourdough in a cold kitchen</title>` +
		`<meta name="author" content="Jane Holloway">` +
		`<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"Sourdough in a cold kitchen",` +
		`"datePublished":"2026-11-20T09:00:00+00:00","author":{"@type":"Organization","name":"Jane Holloway"},"publisher":{"@type":"Organization","name":"Crumb and Crust"}}</script></head>` +
		`<body><header><nav><a href="/">Home</a> <a href="/recipes">Recipes</a></nav></header><main><article>` +
		`<h1>Sourdough in a cold kitchen</h1><p class="byline">Posted by <a href="/author/jane/">Jane</a></p><div class="entry-content">` + coldStory +
		`</div></article></main><footer><p>© Crumb and Crust</p></footer></body></html>`
	art := coldExtract(t, "https://crumbandcrust.example/sourdough-cold-kitchen", page)
	if want := []string{"Jane Holloway"}; !slices.Equal(art.Authors, want) {
		t.Errorf("authors %q, want %q", art.Authors, want)
	}
}
