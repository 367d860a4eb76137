package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// The title of a rail of the site's most watched videos, a line of its
// own after the story's last paragraph or between its last paragraphs
// ("VÍDEOS: mais assistidos do g1 PE nos últimos 7 dias"), goes; the
// paragraphs after it, and a sentence that speaks of the most watched
// videos, stay.
func TestRankingRailTitleGoes(t *testing.T) {
	p := func(s string) string { return `<div class="content-text"><p>` + s + `</p></div>` }
	paras := []string{
		"A prefeitura anunciou nesta terça-feira a ampliação do horário de funcionamento de doze policlínicas da cidade.",
		"Segundo a Secretaria de Saúde, a medida deve permitir cerca de quarenta mil atendimentos a mais por mês.",
		"O novo horário começa a valer na próxima segunda-feira e inclui consultas de clínica geral e pediatria.",
		"Sindicatos de servidores disseram que vão acompanhar a implantação para evitar sobrecarga das equipes.",
	}
	for _, tt := range []struct{ name, text, rail string }{
		{"after the story", p(paras[0]) + p(paras[1]) + p(paras[2]) + p(paras[3]), `<div class="video-title">VÍDEOS: mais assistidos do g1 PE nos últimos 7 dias</div>`},
		{"between the last paragraphs", p(paras[0]) + p(paras[1]) + p(paras[2]) + `<div class="intertitle"><p>Veja os vídeos mais assistidos do g1 PE</p></div>` + p(paras[3]), ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			page := `<html><body><main><h1>Policlínicas do Recife passam a funcionar até as 22h</h1><article>` + tt.text + tt.rail + `</article></main></body></html>`
			doc, err := html.Parse(strings.NewReader(page))
			if err != nil {
				t.Fatal(err)
			}
			art, _ := NewHeuristic().Analyze(&Page{URL: "https://g1.example.com/pe/noticia/2026/03/10/policlinicas.ghtml", Doc: doc})
			if strings.Contains(art.Body, "mais assistidos") {
				t.Errorf("body keeps the rail's title:\n%s", art.Body)
			}
			for _, s := range paras {
				if !strings.Contains(art.Body, s) {
					t.Errorf("body lost %q:\n%s", s, art.Body)
				}
			}
		})
	}
	for _, tt := range []struct {
		k    string
		want bool
	}{
		{"vídeos: mais assistidos do g1 pe nos últimos 7 dias", true},
		{"most read", true},
		{"o clipe está entre os vídeos mais assistidos do ano.", false},
	} {
		if got := isRankingHead(tt.k); got != tt.want {
			t.Errorf("isRankingHead(%q) = %v, want %v", tt.k, got, tt.want)
		}
	}
}

// TestRankingSentenceStays checks, through the body's cleaning, that a
// short one-line sentence of the story in its second half that speaks of
// the most watched videos stays: the cleaning trims a line's stop off
// its key, so the stop is read on the line itself.
func TestRankingSentenceStays(t *testing.T) {
	p := func(s string) string { return `<div class="content-text"><p>` + s + `</p></div>` }
	line := "O clipe está entre os mais assistidos do ano."
	page := `<html><body><main><h1>Clipe de banda do Recife passa de um milhão de views</h1><article>` +
		p("A banda recifense lançou o clipe na sexta-feira e viu o número de visualizações crescer durante todo o fim de semana.") +
		p("Os músicos disseram que gravaram as cenas em três bairros da cidade, com ajuda de vizinhos e amigos.") +
		p("A gravadora prepara agora uma turnê por cinco capitais do Nordeste no primeiro semestre.") +
		p(line) +
		`</article></main></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://g1.example.com/pe/noticia/2026/03/10/clipe.ghtml", Doc: doc})
	if !strings.Contains(art.Body, line) {
		t.Errorf("body lost %q:\n%s", line, art.Body)
	}
}
