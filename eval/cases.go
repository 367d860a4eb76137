// Package eval measures extraction quality offline against a corpus in
// the format of shared/corpus, scored exactly as its README specifies.
package eval

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Case is one corpus page with its gold. Optional gold fields are nil
// when the gold does not define them (they are then not scored); a
// non-nil Published pointing to nil means "the page has no date".
type Case struct {
	ID          string
	Set         string
	URL         string
	HTMLPath    string // absolute
	Site        string
	Lang        *string
	Title       *string
	Authors     *[]string
	Published   **string
	Body        *string
	BodyWith    []string
	BodyWithout []string
	HasSnippets bool
	// Fetched is when the page was saved, for a page whose date is read
	// relative to it ("3 hours ago", a dateline without a year); zero
	// means now.
	Fetched time.Time
}

type rawCase struct {
	ID          string          `json:"id"`
	Set         string          `json:"set"`
	URL         string          `json:"url"`
	HTML        string          `json:"html"`
	Site        string          `json:"site"`
	Lang        *string         `json:"lang"`
	Title       *string         `json:"title"`
	Authors     *[]string       `json:"authors"`
	Published   json.RawMessage `json:"published"`
	Body        *string         `json:"body"`
	BodyWith    *[]string       `json:"body_with"`
	BodyWithout *[]string       `json:"body_without"`
	Fetched     time.Time       `json:"fetched,omitzero"`
}

// LoadCases reads cases from a cases.jsonl file, or from every
// */cases.jsonl below a directory (sorted by set). Finding no case is an
// error: every use of cases would report nothing, or zeros.
func LoadCases(path string) ([]Case, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("cases: %w", err)
	}
	files := []string{path}
	if st.IsDir() {
		files, _ = filepath.Glob(filepath.Join(path, "*", "cases.jsonl"))
		if direct := filepath.Join(path, "cases.jsonl"); fileExists(direct) {
			files = append(files, direct)
		}
		if len(files) == 0 {
			return nil, fmt.Errorf("cases: no cases.jsonl in %s or its subfolders", path)
		}
		sort.Strings(files)
	}
	var out []Case
	for _, f := range files {
		cs, err := loadFile(f)
		if err != nil {
			return nil, err
		}
		out = append(out, cs...)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no cases in %s: want one JSON object per line, with \"id\", \"url\" and \"html\"", path)
	}
	return out, nil
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

func loadFile(path string) ([]Case, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("cases: %w", err)
	}
	defer f.Close()
	dir := filepath.Dir(path)
	set := defaultSet(path)
	var out []Case
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for line := 1; sc.Scan(); line++ {
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		var rc rawCase
		if err := json.Unmarshal(sc.Bytes(), &rc); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, line, err)
		}
		if rc.ID == "" || rc.HTML == "" {
			return nil, fmt.Errorf("%s:%d: a case needs \"id\" and \"html\"", path, line)
		}
		htmlPath := rc.HTML
		if !filepath.IsAbs(htmlPath) {
			htmlPath = filepath.Join(dir, htmlPath)
		}
		c := Case{ID: rc.ID, Set: rc.Set, URL: rc.URL, HTMLPath: htmlPath, Site: rc.Site,
			Lang: rc.Lang, Title: rc.Title, Authors: rc.Authors, Body: rc.Body, Fetched: rc.Fetched}
		if c.Set == "" {
			c.Set = set
		}
		if len(rc.Published) > 0 {
			var p *string
			if err := json.Unmarshal(rc.Published, &p); err != nil {
				return nil, fmt.Errorf("%s:%d: published: %w", path, line, err)
			}
			c.Published = &p
		}
		if rc.BodyWith != nil || rc.BodyWithout != nil {
			c.HasSnippets = true
			if rc.BodyWith != nil {
				c.BodyWith = *rc.BodyWith
			}
			if rc.BodyWithout != nil {
				c.BodyWithout = *rc.BodyWithout
			}
		}
		out = append(out, c)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return out, nil
}

// defaultSet names the set of the cases of path that have no "set": the
// folder holding the file, as in the corpus (fundus/cases.jsonl), or the
// file's own name when no folder is named (cases.jsonl in the current
// folder).
func defaultSet(path string) string {
	if dir := filepath.Base(filepath.Dir(path)); dir != "." && dir != string(filepath.Separator) {
		return dir
	}
	if name := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)); name != "" && name != "." {
		return name
	}
	return "cases"
}

// ReadHTML returns the case's page bytes, gunzipped when the file is
// gzipped.
func (c Case) ReadHTML() ([]byte, error) {
	b, err := os.ReadFile(c.HTMLPath)
	if err != nil {
		return nil, fmt.Errorf("case %s: %w", c.ID, err)
	}
	if len(b) > 2 && b[0] == 0x1f && b[1] == 0x8b {
		zr, err := gzip.NewReader(bytes.NewReader(b))
		if err != nil {
			return nil, fmt.Errorf("case %s: %w", c.ID, err)
		}
		if b, err = io.ReadAll(zr); err != nil {
			return nil, fmt.Errorf("case %s: %w", c.ID, err)
		}
	}
	return b, nil
}

// Prediction is one line of `byline extract` output: the contract every
// extraction evaluation uses.
type Prediction struct {
	ID        string   `json:"id"`
	URL       string   `json:"url"`
	Title     string   `json:"title"`
	Authors   []string `json:"authors"`
	Published string   `json:"published"`
	Body      string   `json:"body"`
	Lang      string   `json:"lang"`
	Method    string   `json:"method"`
}

// LoadPredictions reads a predictions JSONL file keyed by id. Authors may
// be given as one string, which is split by the corpus rule.
func LoadPredictions(path string) (map[string]Prediction, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("predictions: %w", err)
	}
	defer f.Close()
	out := map[string]Prediction{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for line := 1; sc.Scan(); line++ {
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		var raw struct {
			Prediction
			Authors   json.RawMessage `json:"authors"`
			Published *string         `json:"published"`
		}
		if err := json.Unmarshal(sc.Bytes(), &raw); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, line, err)
		}
		p := raw.Prediction
		p.Authors = nil
		if raw.Published != nil {
			p.Published = *raw.Published
		}
		if len(raw.Authors) > 0 && string(raw.Authors) != "null" {
			var list []string
			if err := json.Unmarshal(raw.Authors, &list); err != nil {
				var one string
				if err := json.Unmarshal(raw.Authors, &one); err != nil {
					return nil, fmt.Errorf("%s:%d: authors must be a list or a string", path, line)
				}
				list = SplitAuthors(one)
			}
			p.Authors = list
		}
		out[p.ID] = p
	}
	return out, sc.Err()
}

// SplitAuthors splits an author string by the corpus rule: always on
// ";", "|" and ","; on " and ", " & ", " und " only when both sides have
// two or more words; credentials such as MD and PhD are dropped.
func SplitAuthors(s string) []string {
	var out []string
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == ';' || r == '|' || r == ',' }) {
		for _, name := range splitConjunction(part) {
			name = strings.TrimSpace(name)
			if name != "" && !isCredential(name) {
				out = append(out, name)
			}
		}
	}
	return out
}

func splitConjunction(s string) []string {
	for _, sep := range []string{" and ", " & ", " und "} {
		if i := strings.Index(s, sep); i >= 0 {
			left, right := s[:i], s[i+len(sep):]
			if len(strings.Fields(left)) >= 2 && len(strings.Fields(right)) >= 2 {
				return append([]string{left}, splitConjunction(right)...)
			}
		}
	}
	return []string{s}
}

var credentials = map[string]bool{"md": true, "phd": true, "ph.d.": true, "cfp": true, "cfp®": true, "rn": true,
	"mba": true, "jd": true, "dds": true, "do": true, "msc": true, "ma": true, "bsc": true, "cpa": true, "esq": true, "esq.": true}

func isCredential(s string) bool { return credentials[strings.ToLower(strings.TrimSpace(s))] }
