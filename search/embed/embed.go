// Package embed picks the embedder Byline uses for semantic search: the
// built-in offline one by default, or a langchaingo provider (an
// OpenAI-compatible server, Ollama) when configured.
package embed

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"github.com/tmc/langchaingo/embeddings"
	"github.com/tmc/langchaingo/llms/ollama"
	"github.com/tmc/langchaingo/llms/openai"

	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/embed/builtin"
)

// Providers lists the embedder names Config.Provider accepts.
var Providers = []string{"builtin", "openai", "ollama", "none"}

// Config selects and configures an embedder.
type Config struct {
	// Provider is builtin (default), openai (any OpenAI-compatible
	// /v1/embeddings server: OpenAI, vLLM, llama.cpp, Ollama's /v1), ollama,
	// or none for keyword search only.
	Provider string
	BaseURL  string
	Model    string
	APIKey   string
	// HTTPClient is used for remote providers; nil means
	// http.DefaultClient.
	HTTPClient *http.Client
}

// Validate reports a configuration that cannot work, saying what to set.
func (c Config) Validate() error {
	switch c.Provider {
	case "", "builtin", "none":
	case "openai":
		if c.Model == "" {
			return errors.New("embedder openai needs a model (BYLINE_EMBED_MODEL), e.g. text-embedding-3-small")
		}
	case "ollama":
		if c.Model == "" {
			return errors.New("embedder ollama needs a model (BYLINE_EMBED_MODEL), e.g. nomic-embed-text")
		}
	default:
		return fmt.Errorf("embedder %q: want one of builtin, openai, ollama, none (BYLINE_EMBEDDER)", c.Provider)
	}
	return nil
}

// New returns the configured embedder, or nil for provider none.
func New(c Config) (search.NamedEmbedder, error) {
	if err := c.Validate(); err != nil {
		return nil, err
	}
	hc := c.HTTPClient
	if hc == nil {
		hc = http.DefaultClient
	}
	switch c.Provider {
	case "none":
		return nil, nil
	case "openai":
		opts := []openai.Option{openai.WithEmbeddingModel(c.Model), openai.WithHTTPClient(hc),
			// langchaingo insists on a token even for servers that need none.
			openai.WithToken(cmpOr(c.APIKey, "none"))}
		if c.BaseURL != "" {
			opts = append(opts, openai.WithBaseURL(c.BaseURL))
		}
		llm, err := openai.New(opts...)
		if err != nil {
			return nil, fmt.Errorf("openai embedder: %w", err)
		}
		e, err := embeddings.NewEmbedder(llm)
		if err != nil {
			return nil, fmt.Errorf("openai embedder: %w", err)
		}
		return Named{Embedder: e, Name: "openai:" + c.Model}, nil
	case "ollama":
		opts := []ollama.Option{ollama.WithModel(c.Model), ollama.WithHTTPClient(hc)}
		if c.BaseURL != "" {
			opts = append(opts, ollama.WithServerURL(c.BaseURL))
		}
		llm, err := ollama.New(opts...)
		if err != nil {
			return nil, fmt.Errorf("ollama embedder: %w", err)
		}
		e, err := embeddings.NewEmbedder(llm)
		if err != nil {
			return nil, fmt.Errorf("ollama embedder: %w", err)
		}
		return Named{Embedder: e, Name: "ollama:" + c.Model}, nil
	default:
		e, err := builtin.New()
		if err != nil {
			return nil, err
		}
		return e, nil
	}
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// Named gives an embedder the id its vectors are stored under.
type Named struct {
	embeddings.Embedder
	Name string
}

// ID returns the embedder's id.
func (n Named) ID() string { return n.Name }

// EmbedQuery embeds one text.
func (n Named) EmbedQuery(ctx context.Context, text string) ([]float32, error) {
	return n.Embedder.EmbedQuery(ctx, text)
}

var _ search.NamedEmbedder = Named{}
