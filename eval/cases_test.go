package eval

import (
	"compress/gzip"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestLoadCasesHTMLPaths checks that a case's "html" is read relative to
// its cases file, or as it is when absolute, gzipped or not.
func TestLoadCasesHTMLPaths(t *testing.T) {
	dir := t.TempDir()
	page := []byte("<html><body><p>Hello</p></body></html>")
	if err := os.MkdirAll(filepath.Join(dir, "set", "pages"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "set", "pages", "a.html"), page, 0o644); err != nil {
		t.Fatal(err)
	}
	gz, err := os.Create(filepath.Join(dir, "b.html.gz"))
	if err != nil {
		t.Fatal(err)
	}
	zw := gzip.NewWriter(gz)
	zw.Write(page)
	zw.Close()
	gz.Close()
	abs := filepath.Join(dir, "b.html.gz")
	cases := `{"id":"a","url":"https://n.example/a","html":"pages/a.html","fetched":"2026-11-28T04:00:00Z"}` + "\n\n" +
		`{"id":"b","url":"https://n.example/b","html":"` + abs + `"}` + "\n"
	file := filepath.Join(dir, "set", "cases.jsonl")
	if err := os.WriteFile(file, []byte(cases), 0o644); err != nil {
		t.Fatal(err)
	}
	cs, err := LoadCases(file)
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) != 2 {
		t.Fatalf("got %d cases, want 2", len(cs))
	}
	for _, c := range cs {
		b, err := c.ReadHTML()
		if err != nil {
			t.Fatalf("%s: %v", c.ID, err)
		}
		if string(b) != string(page) {
			t.Errorf("%s: read %q", c.ID, b)
		}
		// "fetched" says when the page was saved; without it, zero (now).
		if want := map[string]string{"a": "2026-11-28T04:00:00Z", "b": "0001-01-01T00:00:00Z"}[c.ID]; c.Fetched.Format(time.RFC3339) != want {
			t.Errorf("%s: fetched %v, want %s", c.ID, c.Fetched, want)
		}
		if pg, err := PageOf(c); err != nil {
			t.Errorf("%s: %v", c.ID, err)
		} else if !pg.Fetched.Equal(c.Fetched) {
			t.Errorf("%s: PageOf gives fetched %v, want the case's", c.ID, pg.Fetched)
		}
		if c.Set != "set" {
			t.Errorf("%s: set %q, want the folder's name", c.ID, c.Set)
		}
	}
	// A case without "html" is an error naming the line.
	if err := os.WriteFile(file, []byte(`{"id":"c"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadCases(file); err == nil {
		t.Error("a case without html loaded without error")
	}
}
