package extract_test

import (
	"slices"
	"testing"
)

// chipsPage is a blog post whose metadata names only Nadia Okonkwo and
// whose header shows chips, the avatar, name and role of each author.
func chipsPage(chips string) string {
	return `<html><head><title>Moving label rendering off the request path</title><meta name="author" content="Nadia Okonkwo">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"Moving label rendering off the request path","author":{"@type":"Person","name":"Nadia Okonkwo"}}</script></head>
<body><article><header><h1>Moving label rendering off the request path</h1><div class="post-authors">` + chips + `</div></header>` + coldStory + `</article></body></html>`
}

// TestColdAuthorChipsExtendMetadata checks that a row of like author
// chips naming the metadata's author and a co-author gives both, while
// a second name in an element of another class, or a chip labelled as
// the reviewer's, stays out.
func TestColdAuthorChipsExtendMetadata(t *testing.T) {
	chip := func(class, name, role string) string {
		return `<div class="author-chip"><img src="/a.jpg" alt=""><div><span class="` + class + `">` + name + `</span><span class="author-chip__role">` + role + `</span></div></div>`
	}
	for _, tt := range []struct {
		name, chips string
		want        []string
	}{
		{"like chips", chip("author-chip__name", "Nadia Okonkwo", "Staff Engineer, Shipping Platform") + chip("author-chip__name", "Tomás Varga", "Senior Engineer, Fulfilment API"),
			[]string{"Nadia Okonkwo", "Tomás Varga"}},
		// Must not fire: the second name is set apart, or labelled.
		{"second name of another class", chip("author-chip__name", "Nadia Okonkwo", "Staff Engineer") + chip("author-chip__reviewer", "Tomás Varga", "Senior Engineer"),
			[]string{"Nadia Okonkwo"}},
		{"reviewer's chip", chip("author-chip__name", "Nadia Okonkwo", "Staff Engineer") + chip("author-chip__name", "Tomás Varga", "Reviewed by"),
			[]string{"Nadia Okonkwo"}},
		// The names alike in alike parts, each under a label of its
		// own: the second credits the story's source, not a co-author.
		{"labelled parts", `<p class="credit">Publicado por <a class="author-chip__name" href="/autores/nokonkwo">Nadia Okonkwo</a></p>` +
			`<p class="credit">La información es de <a class="author-chip__name" href="/autores/tvarga">Tomás Varga</a></p>`,
			[]string{"Nadia Okonkwo"}},
		// The names alike, their parts not: the second credits the
		// story's source, not a co-author.
		{"names alike in unlike parts", `<span class="autor">Publicado por <b><span class="author-chip__name">Nadia Okonkwo</span></b></span><br>` +
			`<span class="publicador">La información es de <b><span class="author-chip__name">Tomás Varga</span></b></span>`,
			[]string{"Nadia Okonkwo"}},
	} {
		art := coldExtract(t, "https://engineering.example.com/blog/label-rendering", chipsPage(tt.chips))
		if !slices.Equal(art.Authors, tt.want) {
			t.Errorf("%s: authors = %q, want %q", tt.name, art.Authors, tt.want)
		}
	}
}
