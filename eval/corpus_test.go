package eval

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/bylinehq/byline/internal/corpustest"
)

// corpusDir is the shared development corpus; BYLINE_CORPUS overrides.
func corpusDir(t *testing.T) string {
	t.Helper()
	dir := corpustest.Dir(t)
	if _, err := os.Stat(filepath.Join(dir, "README.md")); err != nil {
		t.Skipf("corpus not found at %s (set BYLINE_CORPUS)", dir)
	}
	return dir
}

// TestGoldScoresAsDocumented scores the gold as a prediction: the corpus
// README says this gives snippet F1 0.999 on wcxb-dev (its gold is
// slightly inconsistent) and perfect scores elsewhere.
func TestGoldScoresAsDocumented(t *testing.T) {
	cs, err := LoadCases(filepath.Join(corpusDir(t), "wcxb-dev", "cases.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) != 711 {
		t.Fatalf("%d wcxb-dev cases, want 711", len(cs))
	}
	preds := map[string]Prediction{}
	for _, c := range cs {
		p := Prediction{ID: c.ID}
		if c.Title != nil {
			p.Title = *c.Title
		}
		if c.Authors != nil {
			p.Authors = *c.Authors
		}
		if c.Published != nil && *c.Published != nil {
			p.Published = **c.Published
		}
		if c.Body != nil {
			p.Body = *c.Body
		}
		preds[c.ID] = p
	}
	r := Score("gold", cs, preds).Overall
	// The README names 7 "with" snippets that are not verbatim in the
	// gold body and 3 "without" snippets that are; the snippets of pages
	// without a gold body count as not found, as the spec says.
	noBody := 0
	for _, c := range cs {
		if c.Body == nil {
			noBody += len(c.BodyWith)
		}
	}
	if r.Snippets.FP != 3 || r.Snippets.FN != 7+noBody {
		t.Errorf("snippets %+v: want fp 3 and fn %d", r.Snippets, 7+noBody)
	}
	for name, v := range map[string]float64{"body F1": r.Body.F1, "date F1": r.Date.F1(), "title exact": r.TitleExact(),
		"authors exact": r.AuthorsExact()} {
		if v < 0.999 {
			t.Errorf("%s = %.4f, want 1", name, v)
		}
	}
	if r.Date.TN == 0 || r.Body.N != 709 {
		t.Errorf("date tn %d, body n %d: null dates and absent bodies are not handled as specified", r.Date.TN, r.Body.N)
	}
	// Every page file of the set exists and reads.
	for _, c := range cs[:20] {
		if _, err := c.ReadHTML(); err != nil {
			t.Error(err)
		}
	}
}
