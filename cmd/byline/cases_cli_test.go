package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// writeCases writes one article page per title and a cases.jsonl naming
// them, the corpus format, and returns the cases file. Every case has the
// publisher name in "site", as the fundus cases do, and a URL on a www.
// host.
func writeCases(t *testing.T, dir string, titles ...string) string {
	t.Helper()
	prose := strings.Repeat("<p>Der Stadtrat hat am Dienstag beschlossen, das Busnetz bis 2027 auszubauen, nachdem Anwohner monatelang geklagt hatten.</p>", 5)
	var cases bytes.Buffer
	for i, title := range titles {
		page := fmt.Sprintf(`<html><head><title>%s | Stadtblatt</title></head><body><nav><a href="/">Start</a></nav><article><h1 itemprop="headline">%s</h1><p class="byline">Von Anna Berger</p><div itemprop="articleBody">%s</div></article></body></html>`, title, title, prose)
		name := fmt.Sprintf("p%d.html", i)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(page), 0o644); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&cases, `{"id":"c%d","set":"fundus","site":"StadtBlatt","url":"https://www.stadtblatt.example/%d","html":%q,"title":%q}`+"\n", i, i, name, title)
	}
	p := filepath.Join(dir, "cases.jsonl")
	if err := os.WriteFile(p, cases.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// selectors learn stores each set under the site id of its pages' URL,
// the id a crawl of the host and 'selectors show' use, not under the
// publisher name a case carries.
func TestSelectorsLearnStoresUnderSiteID(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"BYLINE_DATA": filepath.Join(dir, "data")}
	cases := writeCases(t, dir, "Das Busnetz wird ausgebaut", "Neue Radwege für die Innenstadt")
	code, out, stderr := byline(t, env, "selectors", "learn", "--cases", cases)
	if code != 0 || !strings.Contains(out, "stadtblatt.example: v1") {
		t.Fatalf("learn: exit %d\n%s\n%s", code, out, stderr)
	}
	for _, site := range []string{"stadtblatt.example", "https://www.stadtblatt.example/3"} {
		if code, out, stderr := byline(t, env, "selectors", "show", site); code != 0 || !strings.Contains(out, "version 1 of 1") {
			t.Errorf("show %s after learn: exit %d\n%s\n%s", site, code, out, stderr)
		}
	}
	if code, out, stderr := byline(t, env, "selectors", "test", "stadtblatt.example", "--cases", cases); code != 0 || strings.Contains(stderr, "no case") {
		t.Errorf("test --cases after learn: exit %d\n%s\n%s", code, out, stderr)
	}
	if code, _, stderr := byline(t, env, "selectors", "learn", "--cases", cases, "--samples", "0"); code != 2 || !strings.Contains(stderr, "--samples 0: want at least 1") {
		t.Errorf("learn --samples 0: exit %d, stderr %q; want a usage error", code, stderr)
	}
	// A version that does not exist is a usage error that says so.
	code, _, stderr = byline(t, env, "selectors", "activate", "stadtblatt.example", "7")
	if code != 2 || !strings.Contains(stderr, `"stadtblatt.example" has no selector set version 7`) {
		t.Errorf("activate a missing version: exit %d, stderr %q; want exit 2 naming the version", code, stderr)
	}
}

// A page extract cannot read or parse is an error on stderr and a
// non-zero exit, not a JSON line whose method hides it.
func TestExtractFailuresExitNonZero(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.html")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for name, file := range map[string]string{"missing": filepath.Join(dir, "nonexistent.html"), "empty": empty} {
		code, out, stderr := byline(t, nil, "extract", "--url", "http://a.example/", "--html", file)
		if code == 0 || strings.Count(strings.TrimSpace(stderr), "\n") != 0 || !strings.Contains(stderr, filepath.Base(file)) {
			t.Errorf("%s page: exit %d, stderr %q, stdout %q; want exit 1 and one line naming the file", name, code, stderr, out)
		}
	}
	cases := writeCases(t, dir, "Das Busnetz wird ausgebaut", "Neue Radwege für die Innenstadt")
	// Some cases failed: the others are extracted, the count is on stderr.
	if err := os.Remove(filepath.Join(dir, "p1.html")); err != nil {
		t.Fatal(err)
	}
	code, out, stderr := byline(t, nil, "extract", "--cases", cases)
	if code != 0 || strings.Count(out, "\n") != 2 || !strings.Contains(stderr, "1 of 2 cases failed") {
		t.Errorf("one case of two failed: exit %d, stderr %q; want exit 0, two lines and the count", code, stderr)
	}
	// Every case failed: an error.
	if err := os.Remove(filepath.Join(dir, "p0.html")); err != nil {
		t.Fatal(err)
	}
	code, _, stderr = byline(t, nil, "extract", "--cases", cases, "--out", filepath.Join(dir, "pred.jsonl"))
	if code == 0 || !strings.Contains(stderr, "all 2 cases failed") {
		t.Errorf("every case failed: exit %d, stderr %q; want an error", code, stderr)
	}
}

// Empty inputs and predictions that match no case are errors, not
// tables of zeros.
func TestCasesSilentZeros(t *testing.T) {
	dir := t.TempDir()
	emptyCases := filepath.Join(dir, "empty.jsonl")
	if err := os.WriteFile(emptyCases, []byte("\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	env := map[string]string{"BYLINE_DATA": filepath.Join(dir, "data")}
	for _, args := range [][]string{
		{"selectors", "learn", "--cases", emptyCases},
		{"extract", "--cases", emptyCases},
		{"eval", "--cases", emptyCases},
	} {
		if code, _, stderr := byline(t, env, args...); code == 0 || !strings.Contains(stderr, "no cases in "+emptyCases) {
			t.Errorf("%s: exit %d, stderr %q; want \"no cases in %s\"", strings.Join(args, " "), code, stderr, emptyCases)
		}
	}
	cases := writeCases(t, dir, "Das Busnetz wird ausgebaut", "Neue Radwege für die Innenstadt")
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	none := write("none.jsonl", `{"id":"other-0","title":"x"}`+"\n")
	if code, out, stderr := byline(t, nil, "eval", "--cases", cases, "--pred", none); code == 0 || !strings.Contains(stderr, "no prediction") {
		t.Errorf("no prediction matches: exit %d, stderr %q\n%s; want an error", code, stderr, out)
	}
	one := write("one.jsonl", `{"id":"c0","title":"Das Busnetz wird ausgebaut"}`+"\n")
	if code, out, stderr := byline(t, nil, "eval", "--cases", cases, "--pred", one); code != 0 || !strings.Contains(stderr, "1 of 2 cases have no prediction") {
		t.Errorf("one case without prediction: exit %d, stderr %q\n%s; want exit 0 and a warning", code, stderr, out)
	}
	// Cases without "set", in the current folder: the set is named after
	// the file, not ".".
	noSet := write("mine.jsonl", `{"id":"c0","url":"https://www.stadtblatt.example/0","html":"p0.html","title":"Das Busnetz wird ausgebaut"}`+"\n")
	t.Chdir(dir)
	code, out, stderr := byline(t, nil, "eval", "--cases", filepath.Base(noSet), "--pred", one)
	if code != 0 || !strings.Contains(out, " mine ") || strings.Contains(out, " . ") {
		t.Errorf("cases without set: exit %d, stderr %q\n%s; want the set named mine", code, stderr, out)
	}
}

// The README's first steps after demo must read the demo's data: other
// commands default to ./data, where the demo wrote nothing.
func TestReadmeDemoStepsUseDemoData(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	demo, _, _ := strings.Cut(string(readme), "## Using it on real sites")
	n := 0
	for _, line := range strings.Split(demo, "\n") {
		if !strings.HasPrefix(line, "go run ./cmd/byline ") || strings.HasPrefix(line, "go run ./cmd/byline demo") {
			continue
		}
		n++
		if !strings.Contains(line, "--data ./data/demo") {
			t.Errorf("README: %q reads ./data, not the demo's ./data/demo", line)
		}
	}
	if n == 0 {
		t.Error("README: no byline command to run after demo")
	}
}

// extract --out writes its file only when it has predictions: a run whose
// cases all fail leaves no empty file and keeps an earlier one intact.
func TestExtractOutOnlyWithPredictions(t *testing.T) {
	dir := t.TempDir()
	cases := writeCases(t, dir, "Das Busnetz wird ausgebaut")
	if err := os.Remove(filepath.Join(dir, "p0.html")); err != nil {
		t.Fatal(err)
	}
	pred := filepath.Join(dir, "pred.jsonl")
	if code, _, stderr := byline(t, nil, "extract", "--cases", cases, "--out", pred); code == 0 || !strings.Contains(stderr, "all 1 cases failed") {
		t.Fatalf("every case failed: exit %d, stderr %q; want an error", code, stderr)
	}
	if _, err := os.Stat(pred); !os.IsNotExist(err) {
		t.Errorf("every case failed, yet %s exists (%v)", pred, err)
	}
	earlier := `{"id":"c0","title":"earlier run"}` + "\n"
	if err := os.WriteFile(pred, []byte(earlier), 0o644); err != nil {
		t.Fatal(err)
	}
	byline(t, nil, "extract", "--cases", cases, "--out", pred)
	if b, _ := os.ReadFile(pred); string(b) != earlier {
		t.Errorf("a failed run changed %s to %q", pred, b)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".pred.jsonl*")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
	// Cases that extract replace the earlier file.
	cases = writeCases(t, dir, "Das Busnetz wird ausgebaut")
	if code, _, stderr := byline(t, nil, "extract", "--cases", cases, "--out", pred); code != 0 {
		t.Fatalf("extract: exit %d: %s", code, stderr)
	}
	if b, _ := os.ReadFile(pred); !strings.Contains(string(b), "Das Busnetz") {
		t.Errorf("%s = %q, want the new prediction", pred, b)
	}
	if code, _, stderr := byline(t, nil, "extract", "--cases", cases, "--out", filepath.Join(dir, "no", "such", "dir", "p.jsonl")); code == 0 || !strings.Contains(stderr, "p.jsonl") {
		t.Errorf("--out in a missing folder: exit %d, stderr %q; want an error naming the file", code, stderr)
	}
	if code, _, stderr := byline(t, nil, "extract", "--cases", cases, "--out", dir); code != 2 || !strings.Contains(stderr, "is a folder") {
		t.Errorf("--out naming a folder: exit %d, stderr %q; want a usage error before extracting", code, stderr)
	}
	// --out naming the cases file would replace the cases.
	before, _ := os.ReadFile(cases)
	if code, _, stderr := byline(t, nil, "extract", "--cases", cases, "--out", filepath.Join(dir, ".", "cases.jsonl")); code != 2 || !strings.Contains(stderr, "is the cases file") {
		t.Errorf("--out = --cases: exit %d, stderr %q; want a usage error", code, stderr)
	}
	if after, _ := os.ReadFile(cases); string(after) != string(before) {
		t.Errorf("--out = --cases replaced the cases with %q", after)
	}
}

// extract --out renames a temporary file only over a regular file: a
// symbolic link gets its target written and a named pipe or device is
// written in place; a replaced file keeps its mode.
func TestExtractOutInPlace(t *testing.T) {
	dir := t.TempDir()
	cases := writeCases(t, dir, "Das Busnetz wird ausgebaut")
	target, link := filepath.Join(dir, "target.jsonl"), filepath.Join(dir, "link.jsonl")
	if err := os.WriteFile(target, []byte("earlier\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("target.jsonl", link); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := byline(t, nil, "extract", "--cases", cases, "--out", link); code != 0 {
		t.Fatalf("--out a symlink: exit %d: %s", code, stderr)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("--out a symlink: the link was replaced (%v, %v)", fi.Mode(), err)
	}
	if b, _ := os.ReadFile(target); !strings.Contains(string(b), "Das Busnetz") || strings.Contains(string(b), "earlier") {
		t.Errorf("--out a symlink: its target holds %q, want the prediction alone", b)
	}

	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	// Opened without blocking, so extract's writes (one short line) wait
	// in the pipe and reading afterwards cannot hang.
	r, err := os.OpenFile(fifo, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if code, _, stderr := byline(t, nil, "extract", "--cases", cases, "--out", fifo); code != 0 {
		t.Fatalf("--out a named pipe: exit %d: %s", code, stderr)
	}
	if b, _ := io.ReadAll(r); !strings.Contains(string(b), "Das Busnetz") {
		t.Errorf("--out a named pipe: read %q, want the prediction", b)
	}
	if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("--out a named pipe: replaced by %v (%v)", fi.Mode(), err)
	}

	private := filepath.Join(dir, "private.jsonl")
	if err := os.WriteFile(private, []byte("earlier\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(private, 0o600); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := byline(t, nil, "extract", "--cases", cases, "--out", private); code != 0 {
		t.Fatalf("--out an existing file: exit %d: %s", code, stderr)
	}
	if fi, err := os.Stat(private); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("--out a 0600 file: mode now %v (%v), want it kept", fi.Mode().Perm(), err)
	}
}

// extract --out naming the --html page would replace the page.
func TestExtractOutIsHTML(t *testing.T) {
	dir := t.TempDir()
	writeCases(t, dir, "Das Busnetz wird ausgebaut")
	page := filepath.Join(dir, "p0.html")
	before, _ := os.ReadFile(page)
	code, _, stderr := byline(t, nil, "extract", "--url", "https://www.stadtblatt.example/0", "--html", page, "--out", filepath.Join(dir, ".", "p0.html"))
	if code != 2 || !strings.Contains(stderr, "is the --html page") || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
		t.Errorf("--out = --html: exit %d, stderr %q; want a one-line usage error", code, stderr)
	}
	if after, _ := os.ReadFile(page); string(after) != string(before) {
		t.Errorf("--out = --html replaced the page with %q", after)
	}
}

// An eval --out-dir stopped before its runs are done keeps the earlier
// run's predictions.
func TestEvalStoppedKeepsPredictions(t *testing.T) {
	dir := t.TempDir()
	casesFile := writeCases(t, dir, "Das Busnetz wird ausgebaut", "Neue Radwege für die Innenstadt")
	out := filepath.Join(dir, "preds")
	if err := os.Mkdir(out, 0o755); err != nil {
		t.Fatal(err)
	}
	files := []string{"cold.jsonl", "go-trafilatura.jsonl", "transfer.jsonl"}
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(out, f), []byte(f+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // as Ctrl-C does
	var stdout, stderr bytes.Buffer
	if code := run(ctx, []string{"eval", "--cases", casesFile, "--out-dir", out}, &stdout, &stderr, func(string) string { return "" }); code == 0 {
		t.Fatalf("stopped eval: exit 0\n%s", stderr.String())
	}
	for _, f := range files {
		if b, err := os.ReadFile(filepath.Join(out, f)); string(b) != f+"\n" {
			t.Errorf("stopped eval: %s is %q (%v), want the earlier run's", f, b, err)
		}
	}
	if left, _ := filepath.Glob(filepath.Join(out, ".*")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}
