package extract

// Misfires of probe29's title-label and byline-field rules that stop
// 44's review proved.

import (
	"slices"
	"testing"
)

// TestAuthorDateFieldBeforeNames: a labelled date field that opens the
// byline line, the names after it ("Aktualisiert am: 25.11.2026 | Von
// Sabine Kronauer"), does not end the byline before its names.
func TestAuthorDateFieldBeforeNames(t *testing.T) {
	for _, tc := range []struct {
		raw, lang string
		want      []string
	}{
		{"Aktualisiert am: 25.11.2026 | Von Sabine Kronauer", "de", []string{"Sabine Kronauer"}},
		{"Last updated: 25/11/2026 by Jane Doe", "en", []string{"Jane Doe"}},
		{"Von Sabine Kronauer Erstveröffentlichung: 25.11.2026, 09:10 Uhr", "de", []string{"Sabine Kronauer"}},
	} {
		if got := CleanAuthors([]string{tc.raw}, tc.lang); !slices.Equal(got, tc.want) {
			t.Errorf("CleanAuthors(%q) = %q, want %q", tc.raw, got, tc.want)
		}
	}
}

// TestAuthorDateFieldPhraseLabel: a date field whose label is a phrase
// ("Zuletzt aktualisiert:", "Last updated:", "Erstellt am:") ends the
// names where the phrase begins: its first word is no surname.
func TestAuthorDateFieldPhraseLabel(t *testing.T) {
	for _, tc := range []struct {
		raw, lang string
		want      []string
	}{
		{"Von Max Mustermann Zuletzt aktualisiert: 25.11.2026, 09:10 Uhr", "de", []string{"Max Mustermann"}},
		{"Von Max Mustermann Erstellt am: 25.11.2026", "de", []string{"Max Mustermann"}},
		{"By Jane Doe Last updated: 25.11.2026", "en", []string{"Jane Doe"}},
		{"Door Jan de Vries Laatst bijgewerkt: 25-11-2026", "nl", []string{"Jan de Vries"}},
		{"Por María López Fecha de publicación: 25/11/2026", "es", []string{"María López"}},
		{"Por João Silva Atualizado em: 25/11/2026", "pt", []string{"João Silva"}},
		{"Von Sabine Kronauer Erstveröffentlichung: 25.11.2026, 09:10 Uhr", "de", []string{"Sabine Kronauer"}},
		{"Von: Andreas R. Am: 29.12.2014", "de", []string{"Andreas R."}},
		{"By Jane Doe Last Updated: 25.11.2026", "en", []string{"Jane Doe"}},
		{"By Jane Doe updated: 25.11.2026", "en", []string{"Jane Doe"}},
		{"Von Max Mustermann aktualisiert am: 25.11.2026", "de", []string{"Max Mustermann"}},
	} {
		if got := CleanAuthors([]string{tc.raw}, tc.lang); !slices.Equal(got, tc.want) {
			t.Errorf("CleanAuthors(%q) = %q, want %q", tc.raw, got, tc.want)
		}
	}
}

// TestAuthorJaBracketNotAName: a byline element holding a wire's credit
// ("（共同）", "（ワシントン＝共同）": Kyodo, dispatched from Washington) or
// a desk ("（経済部）") or a note ("（随時更新）") in brackets names no one, as "(dpa)" names no one;
// a reporter's name alone in brackets stays a byline.
func TestAuthorJaBracketNotAName(t *testing.T) {
	for _, tc := range []struct {
		raw  string
		want []string
	}{
		{"（共同）", nil},
		{"（ワシントン＝共同）", nil},
		{"（ロンドン＝ロイター）", nil},
		{"（ＡＦＰ＝時事）", nil},
		{"（経済部）", nil},
		{"（編集委員）", nil},
		{"（中日新聞）", nil},
		{"（随時更新）", nil},
		{"（一部敬称略）", nil},
		{"（動画あり）", nil},
		{"（高橋美咲）", []string{"高橋美咲"}},
		{"（ワシントン＝佐藤健太）", []string{"佐藤健太"}},
		{"（高橋美咲、佐藤花子）", []string{"高橋美咲", "佐藤花子"}},
	} {
		if got := CleanAuthors([]string{tc.raw}, "ja"); !slices.Equal(got, tc.want) {
			t.Errorf("CleanAuthors(%q) = %q, want %q", tc.raw, got, tc.want)
		}
	}
}

// TestSplitKickerLabelInSentence: an element a label class marks that
// opens the headline's sentence (a linked entity, "NASA says …"; a
// place, "東京都、…") is no kicker: the text after it runs on in lower
// case or after a comma.
func TestSplitKickerLabelInSentence(t *testing.T) {
	for _, tc := range []struct{ h1, want string }{
		{`<h1 class="headline"><a class="entity-label" href="/tag/nasa">NASA</a> says Artemis II launch slips to April after seal tests</h1>`, ""},
		{`<h1><span class="badge">東京都</span>、来春から３路線廃止へ　運転手不足で</h1>`, ""},
		{`<h1><span class="label label-live">LIVE</span> Lake-effect snow warning through Friday</h1>`, "Lake-effect snow warning through Friday"},
		{`<h1><span class="badge">Review</span> iPhone 17 Pro: a better camera, the same design</h1>`, "iPhone 17 Pro: a better camera, the same design"},
	} {
		if got := kickerSplit(t, tc.h1); got != tc.want {
			t.Errorf("splitKicker(%s) = %q, want %q", tc.h1, got, tc.want)
		}
	}
}

// TestChooseTitleLabelInSentence: the whole h1 stays the headline where
// its linked entity carries a label class and the og:title rewords it.
func TestChooseTitleLabelInSentence(t *testing.T) {
	doc, _, err := ParseHTML([]byte(titlePage(`<meta property="og:title" content="Artemis II delayed again as NASA checks seals">`, "",
		`<h1 class="headline"><a class="entity-label" href="/tag/nasa">NASA</a> says Artemis II launch slips to April after seal tests</h1>`)), "")
	if err != nil {
		t.Fatal(err)
	}
	want := "NASA says Artemis II launch slips to April after seal tests"
	if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != want {
		t.Errorf("chooseTitle = %q, want %q", got, want)
	}
}

// TestParenSignatureJaOrganisations checks that a closing bracket naming
// an agency, a desk, a bureau or a title signs no one (rev-gaps9's
// suspicion), and that a name still does.
func TestParenSignatureJaOrganisations(t *testing.T) {
	for in, want := range map[string][]string{
		"（共同通信）":     nil,
		"（社会部）":      nil,
		"（松本支局）":     nil,
		"（編集委員）":     nil,
		"（中日新聞）":     nil,
		"（高橋美咲）":     {"高橋美咲"},
		"（社会部・佐藤健太）": {"佐藤健太"},
	} {
		if got := parenSignatureJa(in); !slices.Equal(got, want) {
			t.Errorf("parenSignatureJa(%s) = %q, want %q", in, got, want)
		}
	}
}
