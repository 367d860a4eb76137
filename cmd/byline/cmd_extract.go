package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"

	"github.com/bylinehq/byline/eval"
	"github.com/bylinehq/byline/extract"
)

func cmdExtract(ctx context.Context, e *env, args []string) error {
	fs := newFlags(e, "extract", "--cases FILE.jsonl --out PRED.jsonl | --url U --html FILE", `
Extracts articles from saved pages and writes one JSON line per page:
{"id","url","title","authors":[…],"published","body","lang","method"}.
"published" is RFC 3339 with the page's own offset, or YYYY-MM-DD when the
page gives only a date; "method" says how the article was extracted.
Cases use the format of shared/corpus: "id", "url", and "html", a path
relative to the cases file (gzipped or not).`)
	cases := fs.String("cases", "", "cases file (JSONL) or a folder of */cases.jsonl")
	out := fs.String("out", "-", "predictions file; - for standard output")
	pageURL := fs.String("url", "", "URL of a single page (with --html)")
	htmlFile := fs.String("html", "", "HTML file of a single page (with --url)")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "pages extracted in parallel")
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
	w := e.stdout
	if *out != "-" {
		f, err := os.Create(*out)
		if err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	bar := newProgress(e.stderr, "extracting", len(cs))
	preds := eval.Predict(ctx, cs, newExtractor(), *workers, bar.add)
	bar.finish()
	if err := writePredictions(w, preds); err != nil {
		return err
	}
	failed := 0
	for _, p := range preds {
		if len(p.Method) > 6 && p.Method[:6] == "error:" {
			failed++
		}
	}
	if *out != "-" {
		fmt.Fprintf(e.stderr, "wrote %d predictions to %s (%d failed)\n", len(preds), *out, failed)
	}
	return ctx.Err()
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
	fs := newFlags(e, "eval", "--cases DIR|FILE [--pred PRED.jsonl] [--json]", `
Scores extraction against a corpus by the scoring spec of
shared/corpus/README.md: body F1 over token 4-gram shingles (and its CJK
variant), body snippets, date, title and authors, per set and overall.
With --pred it scores that predictions file (as written by 'byline
extract'); without, it runs Byline's extractor over the cases itself.`)
	cases := fs.String("cases", "", "cases file (JSONL) or a folder of */cases.jsonl")
	pred := fs.String("pred", "", "predictions to score instead of extracting")
	asJSON := fs.Bool("json", false, "print the reports as JSON")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "pages extracted in parallel")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *cases == "" {
		return fmt.Errorf("%w: --cases is required (e.g. --cases ../shared/corpus)", errUsage)
	}
	cs, err := eval.LoadCases(*cases)
	if err != nil {
		return err
	}
	var reports []eval.Report
	if *pred != "" {
		preds, err := eval.LoadPredictions(*pred)
		if err != nil {
			return err
		}
		reports = append(reports, eval.Score(*pred, cs, preds))
	} else {
		systems := []struct {
			name string
			ex   eval.Extractor
		}{{"byline", newExtractor()}}
		for _, sys := range systems {
			bar := newProgress(e.stderr, sys.name, len(cs))
			preds := eval.Predict(ctx, cs, sys.ex, *workers, bar.add)
			bar.finish()
			if ctx.Err() != nil {
				return ctx.Err()
			}
			reports = append(reports, eval.Score(sys.name, cs, byID(preds)))
		}
	}
	if *asJSON {
		return writeJSON(e.stdout, reports)
	}
	return eval.WriteTable(e.stdout, reports...)
}

func byID(preds []eval.Prediction) map[string]eval.Prediction {
	m := make(map[string]eval.Prediction, len(preds))
	for _, p := range preds {
		m[p.ID] = p
	}
	return m
}

var _ eval.Extractor = extract.Trafilatura{}
