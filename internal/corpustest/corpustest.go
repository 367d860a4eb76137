// Package corpustest gives tests the development corpus (shared/corpus,
// next to the repository, or BYLINE_CORPUS): its directory and its gold
// cases decoded into whatever struct a test needs.
package corpustest

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"testing"
)

// Dir returns the corpus directory: BYLINE_CORPUS, or shared/corpus beside
// the repository the test runs in. It skips tb when there is none.
func Dir(tb testing.TB) string {
	tb.Helper()
	dir := os.Getenv("BYLINE_CORPUS")
	if dir == "" {
		wd, err := os.Getwd()
		if err != nil {
			tb.Fatal(err)
		}
		for d := wd; ; d = filepath.Dir(d) {
			if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
				dir = filepath.Join(d, "..", "shared", "corpus")
				break
			}
			if filepath.Dir(d) == d {
				tb.Skipf("corpus not found: no go.mod above %s (set BYLINE_CORPUS)", wd)
			}
		}
	}
	if _, err := os.Stat(dir); err != nil {
		tb.Skipf("corpus not available (set BYLINE_CORPUS): %v", err)
	}
	return dir
}

// Cases decodes every case of the corpus sets named (all sets when none
// is), set by set in name order, into T.
func Cases[T any](tb testing.TB, sets ...string) []T {
	tb.Helper()
	dir := Dir(tb)
	var files []string
	if len(sets) == 0 {
		files, _ = filepath.Glob(filepath.Join(dir, "*", "cases.jsonl"))
		sort.Strings(files)
	}
	for _, s := range sets {
		files = append(files, filepath.Join(dir, s, "cases.jsonl"))
	}
	if len(files) == 0 {
		tb.Skipf("no cases.jsonl under %s", dir)
	}
	var out []T
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			tb.Fatalf("corpus: %v", err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 0, 1<<20), 64<<20)
		for sc.Scan() {
			var c T
			if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
				f.Close()
				tb.Fatalf("%s: %v", name, err)
			}
			out = append(out, c)
		}
		err = sc.Err()
		f.Close()
		if err != nil {
			tb.Fatalf("read %s: %v", name, err)
		}
	}
	return out
}
