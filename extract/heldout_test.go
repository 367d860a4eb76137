package extract_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bylinehq/byline/eval"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/internal/testclock"
	"github.com/bylinehq/byline/selectors/generate"
)

// heldoutDir holds the held-out probes: synthetic article pages of sites
// the extractor was never tuned on, with their gold fields (see its
// README). They are the check of a rule's generality that the corpus,
// which the rules were tuned on, cannot give.
const heldoutDir = "testdata/heldout"

// heldoutFields are the fields a probe page is checked on, in report
// order; a known failure names one of them.
var heldoutFields = []string{"title", "authors", "published", "body", "body_without", "lang"}

// knownFailure is a field of a probe page the extractor gets wrong today.
// Mode is empty for cold mode and "transfer" for transfer mode.
type knownFailure struct {
	ID     string `json:"id"`
	Field  string `json:"field"`
	Mode   string `json:"mode,omitempty"`
	Reason string `json:"reason"`
}

// transferMode names the transfer run in known failures and subtests.
const transferMode = "transfer"

// key is how a known failure is looked up: "id field", and "id field
// transfer" for transfer mode.
func (k knownFailure) key() string {
	return strings.TrimSpace(k.ID + " " + k.Field + " " + k.Mode)
}

// probeMiss is one field of a page that does not match its gold value.
type probeMiss struct {
	field, got, want string
}

// TestHeldoutProbes extracts every probe page cold, as `byline extract
// --cases` does, and every page of a site with two or more probe pages
// (`site`) also in transfer mode, with a set learned from another page of
// the site as `byline eval` pairs them (eval.TransferPairs). It fails on
// a field that does not match its gold value unless known_failures.json
// lists it for that mode, and on a listed failure that now passes, so
// that the list stays the truth. -update rewrites the list from this run,
// keeping the reasons of entries that stay.
func TestHeldoutProbes(t *testing.T) {
	ctx := context.Background()
	cs, err := eval.LoadCases(filepath.Join(heldoutDir, "cases.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	readAtWritingTime(cs)
	ids, err := probeIDs(cs)
	if err != nil {
		t.Fatal(err)
	}
	knownPath := filepath.Join(heldoutDir, "known_failures.json")
	known, err := loadKnownFailures(knownPath, ids)
	if err != nil {
		t.Fatal(err)
	}
	applier := extract.NewApplier()
	workers := runtime.GOMAXPROCS(0)
	ex := &extract.Extractor{Sets: generate.Cold{Gen: generate.NewHeuristic()}, Applier: applier, Fallback: extract.Trafilatura{}}
	now := checkProbes(t, "", cs, eval.Predict(ctx, cs, ex, workers, nil), known)
	pairs := eval.TransferPairs(cs)
	sub := eval.Subset(cs, pairs)
	preds := eval.PredictTransfer(ctx, cs, pairs, generate.NewHeuristic(), func(src extract.SetSource) eval.Extractor {
		return &extract.Extractor{Sets: src, Applier: applier, Fallback: extract.Trafilatura{}}
	}, workers, nil)
	t.Run(transferMode, func(t *testing.T) {
		now = append(now, checkProbes(t, transferMode, sub, preds, known)...)
	})
	t.Logf("%d known field failures", len(known))
	if *update {
		if err := writeKnownFailures(knownPath, now); err != nil {
			t.Fatal(err)
		}
	}
}

// checkProbes checks one mode's predictions of cs (in their order), a
// subtest a page, and returns the failures of the run for -update.
func checkProbes(t *testing.T, mode string, cs []eval.Case, preds []eval.Prediction, known map[string]string) []knownFailure {
	var now []knownFailure
	pass := 0
	for i, c := range cs {
		misses := checkProbe(c, preds[i])
		if len(misses) == 0 {
			pass++
		}
		for _, m := range misses {
			k := knownFailure{ID: c.ID, Field: m.field, Mode: mode}
			r, ok := known[k.key()]
			if !ok { // a new entry for -update, its reason to be replaced by why
				r = truncRunes("got "+m.got+", want "+m.want, 160)
			}
			k.Reason = r
			now = append(now, k)
		}
		t.Run(c.ID, func(t *testing.T) {
			report := t.Errorf
			if *update {
				report = t.Logf
			}
			if strings.HasPrefix(preds[i].Method, "error: ") {
				t.Logf("%s: extraction failed: %s", c.ID, preds[i].Method)
			}
			for _, m := range misses {
				if r, ok := known[knownFailure{ID: c.ID, Field: m.field, Mode: mode}.key()]; ok {
					t.Logf("%s %s: known failure (%s): got %s, want %s", c.ID, m.field, r, m.got, m.want)
					continue
				}
				report("%s %s: REGRESSION%s: got %s, want %s\n\t(fix the extractor; a wrong gold value is fixed in %s/cases.jsonl, a trade made on purpose is listed in known_failures.json)",
					c.ID, m.field, modeNote(mode), m.got, m.want, heldoutDir)
			}
			for _, f := range heldoutFields {
				r, ok := known[knownFailure{ID: c.ID, Field: f, Mode: mode}.key()]
				if ok && !slices.ContainsFunc(misses, func(m probeMiss) bool { return m.field == f }) {
					report("%s %s: listed as a known failure%s (%s) but passes now: remove it from known_failures.json (or run with -update)", c.ID, f, modeNote(mode), r)
				}
			}
		})
	}
	t.Logf("held-out probes%s: %d/%d pages pass every field", modeNote(mode), pass, len(cs))
	return now
}

// modeNote names a mode other than cold in a message.
func modeNote(mode string) string {
	if mode == "" {
		return ""
	}
	return " (" + mode + " mode)"
}

// loadKnownFailures reads the known failures keyed "id field". An entry
// naming no probe page or no checked field is an error: the list would
// hide nothing and only mislead.
func loadKnownFailures(path string, ids map[string]bool) (map[string]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var list []knownFailure
	if err := json.Unmarshal(b, &list); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	known := map[string]string{}
	for _, k := range list {
		key := k.key()
		switch {
		case !ids[k.ID]:
			return nil, fmt.Errorf("%s: %s is no probe page", path, k.ID)
		case !slices.Contains(heldoutFields, k.Field):
			return nil, fmt.Errorf("%s: %s: field %q: want one of %v", path, k.ID, k.Field, heldoutFields)
		case k.Mode != "" && k.Mode != transferMode:
			return nil, fmt.Errorf("%s: %s %s: mode %q: want none (cold) or %q", path, k.ID, k.Field, k.Mode, transferMode)
		case strings.TrimSpace(k.Reason) == "":
			return nil, fmt.Errorf("%s: %s %s: say why it fails in \"reason\"", path, k.ID, k.Field)
		}
		if _, dup := known[key]; dup {
			return nil, fmt.Errorf("%s: %s listed twice", path, key)
		}
		known[key] = k.Reason
	}
	return known, nil
}

// probeIDs returns the ids of the probe pages. An id used twice is an
// error: results and known failures are keyed by id.
func probeIDs(cs []eval.Case) (map[string]bool, error) {
	ids := map[string]bool{}
	for _, c := range cs {
		if ids[c.ID] {
			return nil, fmt.Errorf("%s/cases.jsonl: id %s twice: give the later page another id", heldoutDir, c.ID)
		}
		ids[c.ID] = true
	}
	return ids, nil
}

// writeKnownFailures writes the list one entry a line, so that a change
// to it reads as a diff of pages.
func writeKnownFailures(path string, list []knownFailure) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	buf.WriteString("[\n")
	for i, k := range list {
		buf.WriteString("  ")
		if err := enc.Encode(k); err != nil {
			return err
		}
		if i < len(list)-1 {
			buf.Truncate(buf.Len() - 1) // Encode's newline
			buf.WriteString(",\n")
		}
	}
	buf.WriteString("]\n")
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// checkProbe compares a prediction with the gold fields of a probe page,
// as the probe runners did: whitespace runs and bidi marks do not count,
// the date is compared by day, every gold body line must be in the body
// (a line that differs only in spacing passes) and no body_without
// snippet may be, and a language counts only when both sides name one.
func checkProbe(c eval.Case, p eval.Prediction) []probeMiss {
	var out []probeMiss
	want := func(s *string) string {
		if s == nil {
			return ""
		}
		return *s
	}
	if g, w := probeNorm(p.Title), probeNorm(want(c.Title)); g != w {
		out = append(out, probeMiss{"title", fmt.Sprintf("%q", p.Title), fmt.Sprintf("%q", w)})
	}
	var wantAuthors []string
	if c.Authors != nil {
		wantAuthors = *c.Authors
	}
	gotAuthors := make([]string, len(p.Authors))
	for i, a := range p.Authors {
		gotAuthors[i] = probeNorm(a)
	}
	if !slices.Equal(gotAuthors, wantAuthors) {
		out = append(out, probeMiss{"authors", fmt.Sprintf("%q", p.Authors), fmt.Sprintf("%q", wantAuthors)})
	}
	var wantDate string
	if c.Published != nil && *c.Published != nil {
		wantDate = **c.Published
	}
	if day(p.Published) != day(wantDate) {
		out = append(out, probeMiss{"published", fmt.Sprintf("%q", p.Published), fmt.Sprintf("%q (by day)", wantDate)})
	}
	if m := missingLines(p.Body, want(c.Body)); len(m) > 0 {
		out = append(out, probeMiss{"body", fmt.Sprintf("a body of %d runes lacking %d gold lines", utf8.RuneCountInString(p.Body), len(m)),
			fmt.Sprintf("them in it: %q", m)})
	}
	var junk []string
	for _, w := range c.BodyWithout {
		if strings.Contains(p.Body, w) {
			junk = append(junk, w)
		}
	}
	if len(junk) > 0 {
		out = append(out, probeMiss{"body_without", fmt.Sprintf("a body holding %q", junk), "none of them"})
	}
	if w := want(c.Lang); w != "" && p.Lang != "" && p.Lang != w {
		out = append(out, probeMiss{"lang", fmt.Sprintf("%q", p.Lang), fmt.Sprintf("%q", w)})
	}
	return out
}

// missingLines returns the gold body lines not in body, each cut to 50
// runes. A line found once all whitespace is removed from both is a
// spacing difference (a space lost at an inline tag), not a miss; so is
// a table row found once the " | " the body sets between cells is
// removed too (the gold writes a row's cells apart by spaces).
func missingLines(body, gold string) []string {
	b := probeNorm(body)
	bare := strings.Join(strings.Fields(b), "")
	cells := strings.ReplaceAll(bare, "|", "")
	var out []string
	for _, l := range strings.Split(gold, "\n") {
		l = probeNorm(l)
		lb := strings.Join(strings.Fields(l), "")
		if l == "" || strings.Contains(b, l) || strings.Contains(bare, lb) || strings.Contains(cells, strings.ReplaceAll(lb, "|", "")) {
			continue
		}
		out = append(out, truncRunes(l, 50))
	}
	return out
}

// probeNorm folds whitespace runs to one space and drops the bidi marks
// right-to-left pages put around numbers and Latin words.
func probeNorm(s string) string {
	s = strings.NewReplacer("\u200f", "", "\u200e", "").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

func day(s string) string {
	if len(s) > 10 {
		return s[:10]
	}
	return s
}

func truncRunes(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n])
	}
	return s
}

// heldoutWritten is when the held-out pages are read that name no
// `fetched` time of their own: the day the last of them was written
// and first measured. Their dates were written for that day ("3 hours
// ago", a yearless dateline, a date the extractor refuses as more than
// 48 hours ahead), so a later day must not change what they read.
var heldoutWritten = testclock.Written()

// readAtWritingTime reads every case without a fetched time at
// heldoutWritten.
func readAtWritingTime(cs []eval.Case) {
	for i := range cs {
		if cs[i].Fetched.IsZero() {
			cs[i].Fetched = heldoutWritten
		}
	}
}
