package extract

import "testing"

// TestUrgentLabelTitle: a breaking-news badge in its own element before
// the headline ("<span>PILNE</span> Gdańsk: …"), copied into the
// metadata titles, is the CMS's flag, not the headline's: in any of the
// languages of urgentLabels, with a class that names it a label or none.
// A kicker that is no urgent badge stays where metadata has it, as does
// a headline whose first word merely is such a word.
func TestUrgentLabelTitle(t *testing.T) {
	for _, tt := range []struct {
		name, meta, h1, want string
	}{
		{"Polish badge in a label span", "PILNE Gdańsk: zamknięty lewoskręt z Grunwaldzkiej w Kołobrzeską",
			`<h1 class="article-title"><span class="label-pilne">PILNE</span> Gdańsk: zamknięty lewoskręt z Grunwaldzkiej w Kołobrzeską</h1>`,
			"Gdańsk: zamknięty lewoskręt z Grunwaldzkiej w Kołobrzeską"},
		{"German badge in an unclassed strong", "EILMELDUNG Brand im Hafen: Feuerwehr sperrt die Elbchaussee",
			`<h1><strong>EILMELDUNG</strong> Brand im Hafen: Feuerwehr sperrt die Elbchaussee</h1>`,
			"Brand im Hafen: Feuerwehr sperrt die Elbchaussee"},
		{"Korean bracketed badge", "[속보] 부산 도시철도 1호선 운행 중단",
			`<h1><em class="tag">[속보]</em> 부산 도시철도 1호선 운행 중단</h1>`,
			"부산 도시철도 1호선 운행 중단"},
		{"a topic kicker stays with the metadata", "Bei Protesten 2022: Bericht über Polizeigewalt in Halle",
			`<h1><span class="kicker">Bei Protesten 2022:</span> Bericht über Polizeigewalt in Halle</h1>`,
			"Bei Protesten 2022: Bericht über Polizeigewalt in Halle"},
		{"a headline opening with the word", "Breaking Bad star opens a diner in Albuquerque",
			`<h1><span class="label">Breaking</span> Bad star opens a diner in Albuquerque</h1>`,
			"Breaking Bad star opens a diner in Albuquerque"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			head := `<title>` + tt.meta + ` | Dziennik</title><meta property="og:title" content="` + tt.meta + `">`
			doc, _, err := ParseHTML([]byte(titlePage(head, "", tt.h1)), "")
			if err != nil {
				t.Fatal(err)
			}
			if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != tt.want {
				t.Errorf("chooseTitle = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestCutUrgentLabel(t *testing.T) {
	for in, want := range map[string]string{
		"PILNE Gdańsk: zamknięty lewoskręt":  "Gdańsk: zamknięty lewoskręt",
		"BREAKING: Fire closes the harbour":  "Fire closes the harbour",
		"URGENTE – Fogo atinge armazém":      "Fogo atinge armazém",
		"[속보] 부산 도시철도 운행 중단":                 "부산 도시철도 운행 중단",
		"ÚLTIMA HORA | Cae la red eléctrica": "Cae la red eléctrica",
		"Breaking Bad star opens a diner":    "",
		"URGENTLY NEEDED: blood donors":      "",
		"BREAKING NEWS FROM THE COUNCIL":     "",
	} {
		got, ok := cutUrgentLabel(in)
		if ok != (want != "") || got != want && ok {
			t.Errorf("cutUrgentLabel(%q) = %q, %v, want %q", in, got, ok, want)
		}
	}
}
