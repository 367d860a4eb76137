package extract_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"
	"unicode/utf8"

	"github.com/bylinehq/byline/eval"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/internal/corpustest"
	"github.com/bylinehq/byline/selectors/generate"
)

var update = flag.Bool("update", false, "rewrite golden files")

// goldenCases are corpus pages of different languages, markups and
// failure modes, extracted in cold mode and pinned field by field. The
// body is pinned by hash and length only: corpus pages are third-party
// text that must not be copied into the repository.
var goldenCases = []string{
	"fundus-at-DerStandard_2024_05_03", "fundus-de-WAZ_2024_03_08", "fundus-us-APNews_2024_09_03",
	"fundus-jp-AsahiShimbun_2025_01_13", "fundus-kr-HankookIlbo_2025_05_15", "fundus-tr-AnadoluAjansi_2026_04_20",
	"fundus-fr-EuronewsFR_2026_01_06", "fundus-uk-BBC_2024_08_01", "fundus-es-ABC_2025_01_13",
	"readability-nytimes-1", "readability-guardian-1", "readability-wikipedia", "readability-medium-1",
	"wcxb-0001", "wcxb-0058", "wcxb-0091", "wcxb-4102",
	// Article text only in script data: React Query state, JSON-LD behind a paywall.
	"fundus-kr-HankookIlbo_2026_01_29", "traf-scmp.com.playbook",
}

type goldenFields struct {
	// Normalizer is the extract.NormalizerVersion the fields were pinned
	// at: output that changes while it stays the same is refused, so
	// that re-extraction after an upgrade is classed EXTRACTOR_CHANGED.
	Normalizer int      `json:"normalizer"`
	Title      string   `json:"title"`
	Authors    []string `json:"authors"`
	Published  string   `json:"published"`
	Lang       string   `json:"lang"`
	Method     string   `json:"method"`
	BodyRunes  int      `json:"body_runes"`
	BodySHA256 string   `json:"body_sha256"`
}

func TestGoldenCorpusPages(t *testing.T) {
	dir := corpustest.Dir(t)
	cs, err := eval.LoadCases(dir)
	if err != nil {
		t.Skipf("corpus not found at %s (set BYLINE_CORPUS): %v", dir, err)
	}
	byID := map[string]eval.Case{}
	for _, c := range cs {
		byID[c.ID] = c
	}
	applier := extract.NewApplier()
	ex := &extract.Extractor{Sets: generate.Cold{Gen: generate.NewHeuristic()}, Applier: applier, Fallback: extract.Trafilatura{}}
	for _, id := range goldenCases {
		t.Run(id, func(t *testing.T) {
			c, ok := byID[id]
			if !ok {
				t.Skipf("case %s not in the corpus", id)
			}
			p, err := eval.PageOf(c)
			if err != nil {
				t.Fatal(err)
			}
			a, _ := ex.Extract(context.Background(), p)
			sum := sha256.Sum256([]byte(a.Body))
			got := goldenFields{Normalizer: extract.NormalizerVersion, Title: a.Title, Authors: a.Authors, Published: a.PublishedRaw, Lang: a.Lang,
				Method: a.Method, BodyRunes: utf8.RuneCountInString(a.Body), BodySHA256: hex.EncodeToString(sum[:8])}
			path := filepath.Join("testdata", "golden", id+".json")
			var want goldenFields
			b, err := os.ReadFile(path)
			if err == nil {
				err = json.Unmarshal(b, &want)
			}
			if err == nil && want.Normalizer == got.Normalizer {
				w, g := want, got
				w.Normalizer, g.Normalizer = 0, 0
				if wb, _ := json.Marshal(w); string(wb) != string(must(json.Marshal(g))) {
					t.Errorf("output changed at NormalizerVersion %d: bump extract.NormalizerVersion (so that re-extraction is classed EXTRACTOR_CHANGED), then run -update", got.Normalizer)
				}
			}
			if *update {
				if t.Failed() {
					return
				}
				b, _ := json.MarshalIndent(got, "", "  ")
				if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if err != nil {
				t.Fatalf("%v (run go test -run Golden -update to create it)", err)
			}
			check := func(field string, g, w any) {
				gb, _ := json.Marshal(g)
				wb, _ := json.Marshal(w)
				if string(gb) != string(wb) {
					t.Errorf("%s changed: got %s, golden %s", field, gb, wb)
				}
			}
			check("title", got.Title, want.Title)
			check("authors", got.Authors, want.Authors)
			check("published", got.Published, want.Published)
			check("lang", got.Lang, want.Lang)
			check("method", got.Method, want.Method)
			check("body", []any{got.BodyRunes, got.BodySHA256}, []any{want.BodyRunes, want.BodySHA256})
		})
	}
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}
