package builtin

import "github.com/tmc/langchaingo/embeddings"

// The built-in embedder is a langchaingo embedder: anything that takes
// one (a vector store, a retriever) takes it.
var _ embeddings.Embedder = (*Embedder)(nil)
