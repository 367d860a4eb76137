package extract

import (
	"slices"
	"testing"
)

// TestNewsroomNameYieldsToByline checks that a newsroom's name in
// metadata, in any case and with its accents ("Redacción", "Redaksia"),
// gives way to the reporter's byline near the headline, as the desk's
// lower-case login does; with no person named the desk is kept
// (probe30: a Galician and an Albanian page).
func TestNewsroomNameYieldsToByline(t *testing.T) {
	tests := []struct {
		name, page string
		want       []string
	}{
		{"DC.creator Redacción beside a bare name", `<html lang="gl"><head><title>Budget vote</title>
<meta name="DC.creator" content="Redacción">
<script type="application/ld+json">{"@type":"NewsArticle","headline":"Budget vote","author":{"@type":"Organization","name":"Faro Galego"}}</script></head>
<body><article><h1>Budget vote</h1><p class="newsdetail__author">Uxía Rodríguez Lorenzo</p><p class="newsdetail__place">Vigo</p>` + bylineBody + `</article>
<ol class="related"><li><a href="/vigo/luces">Vigo acende as luces de Nadal</a><span>Redacción · 24/11/2026</span></li></ol></body></html>`,
			[]string{"Uxía Rodríguez Lorenzo"}},
		{"JSON-LD Person Redaksia beside a signed byline", `<html lang="sq"><head><title>Budget vote</title>
<script type="application/ld+json">{"@type":"NewsArticle","headline":"Budget vote","author":{"@type":"Person","name":"Redaksia"}}</script></head>
<body><article><h1>Budget vote</h1><div class="byline">Nga <a href="/autor/drita">Drita Berisha</a></div>` + bylineBody + `</article>
<section><a href="/lajme/pensionet"><h3>Rriten pensionet bazë</h3><span>Redaksia · 18 nëntor 2026</span></a></section></body></html>`,
			[]string{"Drita Berisha"}},
		{"meta author Redaktion with no person named stays", `<html lang="de"><head><title>Budget vote</title>
<meta name="author" content="Redaktion"></head>
<body><article><h1>Budget vote</h1>` + bylineBody + `</article>
<section><a href="/b"><h3>Library reopens</h3><span>Redaktion · 18.11.2026</span></a></section></body></html>`,
			[]string{"Redaktion"}},
		{"JSON-LD Person Redaktion shown as the byline stays", `<html lang="de"><head><title>Budget vote</title>
<script type="application/ld+json">{"@type":"Article","headline":"Budget vote","author":{"@type":"Person","name":"Redaktion"}}</script></head>
<body><header class="entry-header"><h1 class="entry-title">Budget vote</h1><div class="entry-meta"><span class="byline"><span class="author vcard"><a class="url fn n" href="/author/redaktion/">Redaktion</a></span></span></div></header>
<article><div class="entry-content">` + bylineBody + `<blockquote class="instagram-media"><div><p><a href="https://www.instagram.com/p/CZIALixI8FH/">A post shared by Adam Ondra (@adam.ondra)</a></p></div></blockquote></div></article></body></html>`,
			[]string{"Redaktion"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, got, _ := bylinePage(t, tc.page); !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
