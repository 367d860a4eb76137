package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSearchConfig(t *testing.T) {
	keyFile := filepath.Join(t.TempDir(), "key")
	os.WriteFile(keyFile, []byte("s3cret\n"), 0o600)
	tests := []struct {
		name string
		env  map[string]string
		want string // substring of the error; "" for valid
	}{
		{"defaults", nil, ""},
		{"meili", map[string]string{"BYLINE_SEARCH": "meili", "BYLINE_MEILI_URL": "http://127.0.0.1:7700", "BYLINE_MEILI_KEY_FILE": keyFile}, ""},
		{"meili without url", map[string]string{"BYLINE_SEARCH": "meili"}, "BYLINE_MEILI_URL"},
		{"elastic without url", map[string]string{"BYLINE_SEARCH": "elastic"}, "BYLINE_ES_URL"},
		{"unknown backend", map[string]string{"BYLINE_SEARCH": "solr"}, "want bleve, meili or elastic"},
		{"bad mode", map[string]string{"BYLINE_SEARCH_MODE": "fuzzy"}, "BYLINE_SEARCH_MODE"},
		{"ratio out of range", map[string]string{"BYLINE_SEARCH_SEMANTIC_RATIO": "2"}, "BYLINE_SEARCH_SEMANTIC_RATIO"},
		{"ratio not a number", map[string]string{"BYLINE_SEARCH_SEMANTIC_RATIO": "half"}, "BYLINE_SEARCH_SEMANTIC_RATIO"},
		{"openai without model", map[string]string{"BYLINE_EMBEDDER": "openai"}, "BYLINE_EMBED_MODEL"},
		{"unknown embedder", map[string]string{"BYLINE_EMBEDDER": "word2vec"}, "want one of"},
		{"missing secret file", map[string]string{"BYLINE_ES_API_KEY_FILE": "/nonexistent/key"}, "BYLINE_ES_API_KEY_FILE"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := loadConfig(func(k string) string { return tc.env[k] }, "")
			if err == nil {
				err = cfg.Validate()
			}
			if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
				t.Fatalf("err = %v, want %q", err, tc.want)
			}
			if tc.name == "meili" && cfg.Search.MeiliKey != "s3cret" {
				t.Errorf("key from file = %q", cfg.Search.MeiliKey)
			}
		})
	}
}

// TestUnreachableBackendSaysWhatToFix checks that a remote backend that
// does not answer is reported with its URL and the variables to fix.
func TestUnreachableBackendSaysWhatToFix(t *testing.T) {
	for backend, env := range map[string]map[string]string{
		"meili":   {"BYLINE_SEARCH": "meili", "BYLINE_MEILI_URL": "http://127.0.0.1:1"},
		"elastic": {"BYLINE_SEARCH": "elastic", "BYLINE_ES_URL": "http://127.0.0.1:1"},
	} {
		env["BYLINE_EMBEDDER"] = "none"
		code, _, stderr := byline(t, env, "search", "--data", t.TempDir(), "x")
		want := map[string]string{"meili": "BYLINE_MEILI_URL=http://127.0.0.1:1", "elastic": "BYLINE_ES_URL=http://127.0.0.1:1"}[backend]
		if code == 0 || !strings.Contains(stderr, "not reachable") || !strings.Contains(stderr, want) {
			t.Errorf("%s: exit %d, stderr %q; want not reachable and %s", backend, code, stderr, want)
		}
	}
}
