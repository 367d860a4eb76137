package embed

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/bleve"
)

// scriptedVector is what the fake servers answer for a text: a 3-d vector
// that points along the first axis for texts about buses, the second for
// bees, the third otherwise.
func scriptedVector(text string) []float32 {
	t := strings.ToLower(text)
	switch {
	case strings.Contains(t, "bus") || strings.Contains(t, "transit"):
		return []float32{1, 0.1, 0}
	case strings.Contains(t, "bee") || strings.Contains(t, "bienen") || strings.Contains(t, "honey"):
		return []float32{0.1, 1, 0}
	}
	return []float32{0, 0.1, 1}
}

// openAIServer speaks POST /v1/embeddings as in OpenAI's API reference
// (request {model, input: [..]}, response {object: list, data: [{object:
// embedding, index, embedding}], model, usage}).
func openAIServer(t *testing.T, calls *int) *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || r.URL.Path != "/v1/embeddings" {
			t.Errorf("request %s %s, want POST /v1/embeddings", r.Method, r.URL.Path)
			http.NotFound(w, r)
			return
		}
		if got := r.Header.Get("Authorization"); got != "Bearer sk-test" {
			t.Errorf("Authorization = %q", got)
		}
		var req struct {
			Model string   `json:"model"`
			Input []string `json:"input"`
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Model != "text-embedding-3-small" || len(req.Input) == 0 {
			t.Errorf("body: %+v, %v", req, err)
		}
		*calls++
		type item struct {
			Object    string    `json:"object"`
			Index     int       `json:"index"`
			Embedding []float32 `json:"embedding"`
		}
		resp := map[string]any{"object": "list", "model": req.Model, "usage": map[string]int{"prompt_tokens": 1, "total_tokens": 1}}
		var data []item
		for i, in := range req.Input {
			data = append(data, item{"embedding", i, scriptedVector(in)})
		}
		resp["data"] = data
		json.NewEncoder(w).Encode(resp)
	}))
}

func TestOpenAICompatibleEmbedderDrivesSemanticSearch(t *testing.T) {
	calls := 0
	srv := openAIServer(t, &calls)
	defer srv.Close()
	e, err := New(Config{Provider: "openai", BaseURL: srv.URL + "/v1", Model: "text-embedding-3-small", APIKey: "sk-test"})
	if err != nil {
		t.Fatal(err)
	}
	if e.ID() != "openai:text-embedding-3-small" {
		t.Errorf("ID = %q", e.ID())
	}
	idx, err := bleve.OpenMemory(bleve.Options{Embedder: e})
	if err != nil {
		t.Fatal(err)
	}
	defer idx.Close()
	ctx := context.Background()
	docs := []search.Doc{
		{ID: "a", Title: "City orders forty electric buses", ContentHash: "1"},
		{ID: "b", Title: "Imker retten alte Bienenrassen", ContentHash: "2"},
		{ID: "c", Title: "Central bank holds rates", ContentHash: "3"},
	}
	if err := idx.Upsert(ctx, docs); err != nil {
		t.Fatal(err)
	}
	res, err := idx.Search(ctx, search.Query{Text: "honey makers", Mode: search.ModeSemantic})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Hits) == 0 || res.Hits[0].ID != "b" {
		t.Fatalf("hits = %+v, want b first", res.Hits)
	}
	if calls < 2 {
		t.Errorf("server saw %d calls, want documents and query", calls)
	}
}

func TestOllamaEmbedder(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Ollama's API: POST /api/embed {model, input} → {model, embeddings: [[…]]}.
		if r.URL.Path != "/api/embed" {
			t.Errorf("path %s, want /api/embed", r.URL.Path)
		}
		var req struct {
			Model string `json:"model"`
			Input string `json:"input"`
		}
		json.NewDecoder(r.Body).Decode(&req)
		if req.Model != "nomic-embed-text" {
			t.Errorf("model %q", req.Model)
		}
		json.NewEncoder(w).Encode(map[string]any{"model": req.Model, "embeddings": [][]float32{scriptedVector(req.Input)}})
	}))
	defer srv.Close()
	e, err := New(Config{Provider: "ollama", BaseURL: srv.URL, Model: "nomic-embed-text"})
	if err != nil {
		t.Fatal(err)
	}
	v, err := e.EmbedQuery(context.Background(), "electric bus")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(v, scriptedVector("bus")) {
		t.Fatalf("vector = %v", v)
	}
}

func TestConfigErrors(t *testing.T) {
	tests := []struct {
		c    Config
		want string
	}{
		{Config{Provider: "word2vec"}, "want one of"},
		{Config{Provider: "openai"}, "needs a model"},
		{Config{Provider: "ollama"}, "needs a model"},
	}
	for _, tc := range tests {
		if _, err := New(tc.c); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("New(%+v) = %v, want %q", tc.c, err, tc.want)
		}
	}
	if e, err := New(Config{}); err != nil || e.ID() == "" {
		t.Errorf("default = %v, %v", e, err)
	}
	if e, err := New(Config{Provider: "none"}); err != nil || e != nil {
		t.Errorf("none = %v, %v", e, err)
	}
}
