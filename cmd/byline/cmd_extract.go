package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/bylinehq/byline/eval"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors/generate"
	"github.com/bylinehq/byline/selectors/registry"
)

func cmdExtract(ctx context.Context, e *env, args []string) error {
	fs := newFlags(e, "extract", "--cases FILE.jsonl --out PRED.jsonl | --url U --html FILE", `
Extracts articles from saved pages and writes one JSON line per page:
{"id","url","title","authors":[…],"published","body","lang","method"}.
"published" is RFC 3339 with the page's own offset, or YYYY-MM-DD when the
page gives only a date; "method" says how the article was extracted
(selectors, trafilatura). Cases use the format of shared/corpus: "id",
"url", and "html", a path relative to the cases file or absolute (gzipped
or not).

Modes: cold (default) generates a selector set from each page itself, as
for a site Byline has never seen; warm uses the sets stored under --data
(in MongoDB when BYLINE_MONGO_URL is set; see 'byline selectors learn')
and generates and stores one for a site that has none.`)
	cases := fs.String("cases", "", "cases file (JSONL) or a folder of */cases.jsonl")
	out := fs.String("out", "-", "predictions file; - for standard output")
	pageURL := fs.String("url", "", "URL of a single page (with --html)")
	htmlFile := fs.String("html", "", "HTML file of a single page (with --url)")
	mode := fs.String("mode", "cold", "cold or warm")
	data := fs.String("data", "./data", "data directory holding selector sets (warm mode; env BYLINE_DATA)")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "pages extracted in parallel")
	if v := e.getenv("BYLINE_DATA"); v != "" {
		*data = v
	}
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	var cs []eval.Case
	switch {
	case *cases != "" && *htmlFile == "":
		var err error
		if cs, err = eval.LoadCases(*cases); err != nil {
			return err
		}
	case *cases == "" && *htmlFile != "" && *pageURL != "":
		cs = []eval.Case{{ID: *pageURL, URL: *pageURL, HTMLPath: *htmlFile}}
	default:
		return fmt.Errorf("%w: give --cases FILE, or --url U with --html FILE", errUsage)
	}
	applier := extract.NewApplier()
	var ex eval.Extractor
	switch *mode {
	case "cold":
		ex = coldExtractor(applier)
	case "warm":
		cfg, err := loadConfig(e.getenv, "") // for the store's settings
		if err != nil {
			return fmt.Errorf("%w: %v", errUsage, err)
		}
		cfg.Data = *data
		if err := errors.Join(cfg.validateMongo()...); err != nil {
			return fmt.Errorf("%w: %v", errUsage, err)
		}
		st, err := openStore(ctx, cfg)
		if err != nil {
			return err
		}
		defer st.Close()
		ex = newExtractor(registry.New(st, generate.NewHeuristic(), applier, registry.Options{Rescue: generate.NewHeuristic()}), applier, extract.Trafilatura{}, nil)
	default:
		return fmt.Errorf("%w: --mode %q: want cold or warm", errUsage, *mode)
	}
	w := io.Writer(e.stdout)
	if *out != "-" && sameFile(*out, *cases) {
		return fmt.Errorf("%w: --out %s is the cases file; predictions would replace the cases (name another file)", errUsage, *out)
	}
	if *out != "-" && sameFile(*out, *htmlFile) {
		return fmt.Errorf("%w: --out %s is the --html page; predictions would replace the page (name another file)", errUsage, *out)
	}
	if *out != "-" {
		// Predictions go to a temporary file beside --out, renamed over it
		// once written (see atomicFile): a run whose cases all fail, or
		// that is stopped, leaves no empty file and keeps an earlier one.
		// A bad --out fails here, before the extraction.
		f, err := newAtomicFile(*out)
		if err != nil {
			return err
		}
		defer f.discard()
		w = f
	}
	bar := newProgress(e.stderr, "extracting", len(cs))
	preds := eval.Predict(ctx, cs, ex, *workers, bar.add)
	bar.finish()
	if err := ctx.Err(); err != nil {
		return err
	}
	failed, first := 0, ""
	for _, p := range preds {
		if msg, ok := strings.CutPrefix(p.Method, "error: "); ok {
			if failed == 0 {
				first = msg
			}
			failed++
		}
	}
	if *cases == "" && failed > 0 {
		return errors.New(first) // the one page: its error, no prediction
	}
	if failed == len(preds) {
		return fmt.Errorf("all %d cases failed; the first: %s", failed, first)
	}
	if err := writePredictions(w, preds); err != nil {
		return err
	}
	if f, ok := w.(*atomicFile); ok {
		if err := f.commit(); err != nil {
			return err
		}
	}
	if *out != "-" {
		methods := map[string]int{}
		for _, p := range preds {
			m := p.Method
			if strings.HasPrefix(m, "error:") {
				m = "failed"
			}
			methods[m]++
		}
		fmt.Fprintf(e.stderr, "wrote %d predictions to %s%s\n", len(preds), *out, reasons(methods))
	}
	if failed > 0 {
		fmt.Fprintf(e.stderr, "%d of %d cases failed (their method says why); the first: %s\n", failed, len(preds), first)
	}
	return nil
}

func writePredictions(w io.Writer, preds []eval.Prediction) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	for _, p := range preds {
		if err := enc.Encode(p); err != nil {
			return err
		}
	}
	return bw.Flush()
}

func cmdEval(ctx context.Context, e *env, args []string) error {
	fs := newFlags(e, "eval", "--cases DIR|FILE [--pred PRED.jsonl] [--out-dir DIR] [--json]", `
Scores extraction against a corpus by the scoring spec of
shared/corpus/README.md: body F1 over token 4-gram shingles (and its CJK
variant), body snippets, date, title and authors, per set and overall.

Without --pred it measures, in one run: Byline in cold mode (a selector
set generated from each page itself) and go-trafilatura on every case;
and transfer mode on the fundus publishers with two or more pages (each
page extracted with a set learned from another page of its publisher),
beside cold mode and go-trafilatura on the same pages. With --pred it
scores that predictions file (as written by 'byline extract').

With --out-dir it also writes each run's predictions there (cold.jsonl,
go-trafilatura.jsonl, transfer.jsonl), to compare runs page by page or
to score again with --pred.`)
	cases := fs.String("cases", "", "cases file (JSONL) or a folder of */cases.jsonl")
	pred := fs.String("pred", "", "predictions to score instead of extracting")
	asJSON := fs.Bool("json", false, "print the reports as JSON")
	baseline := fs.Bool("baseline", true, "also measure go-trafilatura")
	transferSets := fs.String("transfer-sets", "fundus", "sets whose multi-page sites get a transfer evaluation; empty for none")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "pages extracted in parallel")
	outDir := fs.String("out-dir", "", "folder to write each run's predictions to (JSONL)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *cases == "" {
		return fmt.Errorf("%w: --cases is required (e.g. --cases ../shared/corpus)", errUsage)
	}
	if *outDir != "" && *pred != "" {
		return fmt.Errorf("%w: --out-dir writes new predictions; it does not go with --pred", errUsage)
	}
	cs, err := eval.LoadCases(*cases)
	if err != nil {
		return err
	}
	if *outDir != "" {
		// Only once the cases load: a mistyped --cases keeps the earlier
		// run's predictions.
		if err := os.MkdirAll(*outDir, 0o755); err != nil {
			return fmt.Errorf("predictions folder: %w", err)
		}
	}
	if *pred != "" {
		preds, err := eval.LoadPredictions(*pred)
		if err != nil {
			return err
		}
		if err := checkPredictions(e, *pred, cs, preds); err != nil {
			return err
		}
		r := eval.Score(*pred, cs, preds)
		if *asJSON {
			return writeJSON(e.stdout, []eval.Report{r})
		}
		return eval.WriteTable(e.stdout, r)
	}
	applier := extract.NewApplier()
	// The predictions of each run, by file name in --out-dir, written
	// once every run is done: a run stopped or failing keeps the earlier
	// run's files.
	files := map[string][]eval.Prediction{}
	// run measures one extractor; file names its predictions in --out-dir.
	run := func(name, file string, subset []eval.Case, fn func(progress func()) []eval.Prediction) (map[string]eval.Prediction, error) {
		bar := newProgress(e.stderr, name, len(subset))
		preds := fn(bar.add)
		bar.finish()
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		files[file] = preds
		return byID(preds), nil
	}
	cold, err := run("byline (cold)", "cold.jsonl", cs, func(p func()) []eval.Prediction {
		return eval.Predict(ctx, cs, coldExtractor(applier), *workers, p)
	})
	if err != nil {
		return err
	}
	out := struct {
		Cold     []eval.Report `json:"cold"`
		Transfer []eval.Report `json:"transfer,omitempty"`
	}{Cold: []eval.Report{eval.Score("byline", cs, cold)}}
	var traf map[string]eval.Prediction
	if *baseline {
		if traf, err = run("go-trafilatura", "go-trafilatura.jsonl", cs, func(p func()) []eval.Prediction {
			return eval.Predict(ctx, cs, extract.Trafilatura{}, *workers, p)
		}); err != nil {
			return err
		}
		out.Cold = append(out.Cold, eval.Score("go-trafilatura", cs, traf))
	}
	var sets []string
	if *transferSets != "" {
		sets = strings.Split(*transferSets, ",")
	}
	if pairs := eval.TransferPairs(cs, sets...); len(sets) > 0 && len(pairs) > 0 {
		sub := eval.Subset(cs, pairs)
		gen := generate.NewHeuristic()
		transfer, err := run("byline (transfer)", "transfer.jsonl", sub, func(p func()) []eval.Prediction {
			return eval.PredictTransfer(ctx, cs, pairs, gen, func(src extract.SetSource) eval.Extractor {
				return newExtractor(src, applier, extract.Trafilatura{}, nil)
			}, *workers, p)
		})
		if err != nil {
			return err
		}
		out.Transfer = append(out.Transfer, eval.Score("byline-transfer", sub, transfer), eval.Score("byline-cold", sub, cold))
		if traf != nil {
			out.Transfer = append(out.Transfer, eval.Score("go-trafilatura", sub, traf))
		}
	}
	if *outDir != "" {
		if err := writePredictionFiles(*outDir, files); err != nil {
			return err
		}
	}
	if *asJSON {
		return writeJSON(e.stdout, out)
	}
	fmt.Fprintln(e.stdout, "cold mode: a selector set generated from each page itself")
	if err := eval.WriteTable(e.stdout, out.Cold...); err != nil {
		return err
	}
	if len(out.Transfer) > 0 {
		fmt.Fprintf(e.stdout, "\ntransfer mode: %s pages of sites with 2+ pages, selectors learned from another page of the site\n",
			strings.Join(sets, ","))
		return eval.WriteTable(e.stdout, out.Transfer...)
	}
	if len(sets) > 0 {
		fmt.Fprintf(e.stdout, "\ntransfer mode: no site has 2+ pages in set %s; name the sets to pair pages in with --transfer-sets\n",
			strings.Join(sets, ","))
	}
	return nil
}

// writePredictionFiles writes each file's predictions in dir, and removes
// the files of eval's runs that it has not: a run without the baseline or
// without transfer pairs must not leave an earlier run's files to be
// taken for its own.
func writePredictionFiles(dir string, files map[string][]eval.Prediction) error {
	for name, preds := range files {
		if err := writePredictionFile(filepath.Join(dir, name), preds); err != nil {
			return err
		}
	}
	for _, name := range []string{"cold.jsonl", "go-trafilatura.jsonl", "transfer.jsonl"} {
		if _, ok := files[name]; ok {
			continue
		}
		if err := os.Remove(filepath.Join(dir, name)); err != nil && !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("predictions folder: %w", err)
		}
	}
	return nil
}

// writePredictionFile writes preds to a new JSONL file at path.
func writePredictionFile(path string, preds []eval.Prediction) error {
	f, err := newAtomicFile(path)
	if err != nil {
		return err
	}
	defer f.discard()
	if err := writePredictions(f, preds); err != nil {
		return fmt.Errorf("predictions %s: %w", path, err)
	}
	return f.commit()
}

// sameFile reports whether paths a and b name one existing file.
func sameFile(a, b string) bool {
	fa, err := os.Stat(a)
	if err != nil {
		return false
	}
	fb, err := os.Stat(b)
	return err == nil && os.SameFile(fa, fb)
}

// atomicFile is the predictions file at path. A regular file, or one
// that does not exist yet, is written under a temporary name beside path
// and renamed to path by commit, so until then path is untouched and
// keeps its mode. Anything else (a symbolic link, a device such as
// /dev/null or /dev/stdout, a named pipe) is written in place, as
// renaming over it would replace the link or device rather than write
// to it.
type atomicFile struct {
	f     *os.File
	path  string
	tmp   bool // written under f.Name(), renamed to path by commit
	trunc bool // in place: truncate the file before the first write
	done  bool
}

func newAtomicFile(path string) (*atomicFile, error) {
	if dirExists(path) {
		return nil, fmt.Errorf("%w: predictions file %s is a folder; name a file in it", errUsage, path)
	}
	fail := func(err error) (*atomicFile, error) {
		return nil, fmt.Errorf("predictions file %s: %w", path, err)
	}
	fi, err := os.Lstat(path)
	switch {
	case err != nil && !errors.Is(err, os.ErrNotExist):
		return fail(err)
	case err == nil && !fi.Mode().IsRegular():
		// Opened without truncating: a run that fails before writing
		// leaves a linked file as it was.
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE, 0o666)
		if err != nil {
			return fail(err)
		}
		st, err := f.Stat()
		return &atomicFile{f: f, path: path, trunc: err == nil && st.Mode().IsRegular()}, nil
	}
	f, err := createTemp(path)
	if err != nil {
		return fail(err)
	}
	if fi != nil { // the new file keeps the mode of the one it replaces
		if err := f.Chmod(fi.Mode().Perm()); err != nil {
			f.Close()
			os.Remove(f.Name())
			return fail(err)
		}
	}
	return &atomicFile{f: f, path: path, tmp: true}, nil
}

// createTemp creates a new file beside path with the mode os.Create
// gives (0666 less the umask), which os.CreateTemp does not.
func createTemp(path string) (*os.File, error) {
	for range 100 {
		name := filepath.Join(filepath.Dir(path), fmt.Sprintf(".%s.%d.tmp", filepath.Base(path), rand.Uint32()))
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
		if !errors.Is(err, os.ErrExist) {
			return f, err
		}
	}
	return nil, errors.New("no free temporary name")
}

func (f *atomicFile) Write(p []byte) (int, error) {
	if f.trunc {
		if err := f.f.Truncate(0); err != nil {
			return 0, fmt.Errorf("predictions file %s: %w", f.path, err)
		}
		f.trunc = false
	}
	return f.f.Write(p)
}

// commit closes the file and renames it to its path.
func (f *atomicFile) commit() error {
	f.done = true
	if f.trunc { // in place, nothing written
		if _, err := f.Write(nil); err != nil {
			f.f.Close()
			return err
		}
	}
	if err := f.f.Close(); err != nil {
		return fmt.Errorf("predictions file %s: %w", f.path, err)
	}
	if f.tmp {
		if err := os.Rename(f.f.Name(), f.path); err != nil {
			os.Remove(f.f.Name())
			return fmt.Errorf("predictions file %s: %w", f.path, err)
		}
	}
	return nil
}

// discard closes the file and removes a temporary one, unless commit
// was called.
func (f *atomicFile) discard() {
	if !f.done {
		f.f.Close()
		if f.tmp {
			os.Remove(f.f.Name())
		}
	}
}

// checkPredictions fails when no prediction of file answers a case, and
// warns when some cases have none: they would score zero, silently.
func checkPredictions(e *env, file string, cs []eval.Case, preds map[string]eval.Prediction) error {
	var missing []string
	for _, c := range cs {
		if _, ok := preds[c.ID]; !ok {
			missing = append(missing, c.ID)
		}
	}
	switch {
	case len(missing) == len(cs):
		return fmt.Errorf("no prediction in %s has the id of a case (first case id %q): predictions must carry their case's \"id\"", file, cs[0].ID)
	case len(missing) > 0:
		fmt.Fprintf(e.stderr, "warning: %d of %d cases have no prediction in %s and score zero (first: %s)\n", len(missing), len(cs), file, missing[0])
	}
	return nil
}

func byID(preds []eval.Prediction) map[string]eval.Prediction {
	m := make(map[string]eval.Prediction, len(preds))
	for _, p := range preds {
		m[p.ID] = p
	}
	return m
}
