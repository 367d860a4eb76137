package extract

import (
	"slices"
	"testing"
)

func TestIsNameDashRole(t *testing.T) {
	tests := []struct {
		line string
		want bool
	}{
		{"Luana Peixoto – Repórter da Agência Brasil", true},
		{"Ana María García - Enviada especial de EFE", true},
		{"Carlos Pérez — Corresponsal de la Agencia EFE", true},
		{"Jane Doe – Reuters correspondent", true},
		{"Jane Doe - Special correspondent", true},
		// Prose, a kicker, a quote's speaker, a desk: no byline.
		{"Lula – que chegou ontem a Brasília – disse que o acordo sai", false},
		{"Eleições 2026 – Repórter acompanha a apuração", false},
		{"Copa do Mundo – Reportagem especial", false},
		{"— Maria Silva, moradora", false},
		{"Maria Silva – moradora do bairro", false},
		{"Maria Silva – Redação", false},
		{"Pedro Alves – Repórter fotográfico da Agência Brasil", false},
		{"Jane Doe – reporter who covered the trial for years", false},
		{"Luana Peixoto, Repórter da Agência Brasil", false},
		// Two reporters, each with the role or one role for both.
		{"Luana Peixoto – Repórter da Agência Brasil e Pedro Alves – Repórter da Agência Brasil", true},
		{"Luana Peixoto e Pedro Alves – Repórteres da Agência Brasil", true},
		{"Ana María García y Pedro López - Enviados especiales de EFE", true},
		{"Marie Dupont et Jean Martin – Envoyés spéciaux à Kiev", true},
		{"Luana Peixoto – Repórter da Agência Brasil e moradores – que viram tudo", false},
		// A diplomat's title: an envoy "for" a country is no reporter.
		{"Geir Pedersen – Enviado especial de la ONU para Siria", false},
	}
	for _, tc := range tests {
		if got := isNameDashRole(tc.line); got != tc.want {
			t.Errorf("isNameDashRole(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}

// TestChooseAuthorsNameDashRole checks that the credit republished wire
// copy opens with, a name, a dash and the reporter's role of an agency,
// is the byline, in its own paragraph or a bold run, over the site's own
// account in metadata; and that a name and a dash opening prose, or a
// quote's speaker, is none.
func TestChooseAuthorsNameDashRole(t *testing.T) {
	head := dashRolePageHead
	const tail = `</div></article></body></html>`
	tests := []struct {
		name string
		page string
		want []string
	}{
		{
			name: "pt bold run over the site's account",
			page: head("pt-BR", "Portal Cerrado") + `<p><strong>Luana Peixoto – Repórter da Agência Brasil</strong></p>` + bylineBody + tail,
			want: []string{"Luana Peixoto"},
		},
		{
			name: "es own paragraph",
			page: head("es", "Diario Sur") + `<p>Ana María García - Enviada especial de EFE</p>` + bylineBody + tail,
			want: []string{"Ana María García"},
		},
		{
			name: "en agency before the role",
			page: head("en", "Valley Herald") + `<p><b>Jane Doe — Reuters correspondent</b></p>` + bylineBody + tail,
			want: []string{"Jane Doe"},
		},
		{
			name: "pt prose opening with a name and a dash",
			page: head("pt-BR", "Portal Cerrado") + `<p>Lula – que chegou ontem a Brasília – disse que o acordo será assinado na semana que vem.</p>` + bylineBody + tail,
			want: []string{"Portal Cerrado"},
		},
		{
			name: "pt quote's speaker",
			page: head("pt-BR", "Portal Cerrado") + `<blockquote><p>«A água chegou à porta.»</p><p>— Maria Silva, moradora</p></blockquote>` + bylineBody + tail,
			want: []string{"Portal Cerrado"},
		},
		{
			name: "pt kicker",
			page: head("pt-BR", "Portal Cerrado") + `<p><strong>Eleições 2026 – Repórter acompanha a apuração</strong></p>` + bylineBody + tail,
			want: []string{"Portal Cerrado"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, got, src := bylinePage(t, tc.page)
			if !slices.Equal(got, tc.want) {
				t.Fatalf("chooseAuthors = %q, want %q", got, tc.want)
			}
			// The applier must read the same names from the source.
			if again := authorsOfMatches(&ldMemo{}, sourceMatches(src), ""); !slices.Equal(again, got) {
				t.Errorf("applier reads %q from the source, chooseAuthors chose %q", again, got)
			}
		})
	}
}

// TestChooseAuthorsNameDashRoleMetadataPerson checks that a name, a dash
// and a role opening the text does not override a person JSON-LD names:
// the line signs wire copy only when metadata names only the site.
func TestChooseAuthorsNameDashRoleMetadataPerson(t *testing.T) {
	page := `<html lang="en"><head><title>Inflation slows</title>
<meta property="og:site_name" content="Valley Herald">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Inflation slows","author":{"@type":"Person","name":"Mary Major"}}</script>
</head><body><article><h1>Inflation slows</h1><div class="content">
<p><b>John Smith - Chief Correspondent</b></p>` + bylineBody + `</div></article></body></html>`
	_, got, _ := bylinePage(t, page)
	if want := []string{"Mary Major"}; !slices.Equal(got, want) {
		t.Fatalf("chooseAuthors = %q, want %q", got, want)
	}
}

// TestChooseAuthorsNameDashRoleSuspects checks the lines the name, dash
// and role rule must leave: a diplomat's title opening the text's first
// sentence, a caption under a bare picture naming the reporter in it,
// the same line after the text's first paragraph; and that it reads two
// reporters joined by "e", each with the role or one role for both.
func TestChooseAuthorsNameDashRoleSuspects(t *testing.T) {
	head := dashRolePageHead
	const tail = `</div></article></body></html>`
	const credit = `<p>Luana Peixoto – Repórter da Agência Brasil</p>`
	tests := []struct {
		name string
		page string
		want []string
	}{
		{
			name: "es diplomat's title opening the text",
			page: head("es", "Diario Sur") + `<p>Enviado especial de la ONU para Siria, Geir Pedersen, dijo el martes que las conversaciones se reanudarán en Ginebra.</p>` + bylineBody + tail,
			want: []string{"Diario Sur"},
		},
		{
			name: "es diplomat's title in bold",
			page: head("es", "Diario Sur") + `<p><strong>Geir Pedersen – Enviado especial de la ONU para Siria</strong></p>` + bylineBody + tail,
			want: []string{"Diario Sur"},
		},
		{
			name: "pt caption under a bare img",
			page: head("pt-BR", "Portal Cerrado") + `<img src="/f.jpg" alt="">` + credit + bylineBody + tail,
			want: []string{"Portal Cerrado"},
		},
		{
			name: "pt caption under a paragraph holding an img",
			page: head("pt-BR", "Portal Cerrado") + `<p><img src="/f.jpg" alt=""></p>` + credit + bylineBody + tail,
			want: []string{"Portal Cerrado"},
		},
		{
			name: "pt line after the first paragraph",
			page: head("pt-BR", "Portal Cerrado") + bylineBody + credit + bylineBody + tail,
			want: []string{"Portal Cerrado"},
		},
		{
			name: "pt credit under a figure with its caption",
			page: head("pt-BR", "Portal Cerrado") + `<figure><img src="/f.jpg" alt=""><figcaption>Feira livre. Foto: Marcelo Dantas</figcaption></figure>` + credit + bylineBody + tail,
			want: []string{"Luana Peixoto"},
		},
		{
			name: "pt two reporters each with the role",
			page: head("pt-BR", "Portal Cerrado") + `<p><strong>Luana Peixoto – Repórter da Agência Brasil e Pedro Alves – Repórter da Agência Brasil</strong></p>` + bylineBody + tail,
			want: []string{"Luana Peixoto", "Pedro Alves"},
		},
		{
			name: "es two envoys one role",
			page: head("es", "Diario Sur") + `<p>Ana María García y Pedro López - Enviados especiales de EFE</p>` + bylineBody + tail,
			want: []string{"Ana María García", "Pedro López"},
		},
		{
			name: "pt two reporters one role",
			page: head("pt-BR", "Portal Cerrado") + `<p>Luana Peixoto e Pedro Alves – Repórteres da Agência Brasil</p>` + bylineBody + tail,
			want: []string{"Luana Peixoto", "Pedro Alves"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, got, _ := bylinePage(t, tc.page)
			if !slices.Equal(got, tc.want) {
				t.Fatalf("chooseAuthors = %q, want %q", got, tc.want)
			}
		})
	}
}

// dashRolePageHead opens a page whose metadata credits only the site:
// its headline and the text's element, left open.
func dashRolePageHead(lang, site string) string {
	return `<html lang="` + lang + `"><head><title>Inflação desacelera</title>
<meta property="og:site_name" content="` + site + `"><meta name="author" content="` + site + `"></head><body>
<article><h1>Inflação desacelera</h1><div class="content">`
}
