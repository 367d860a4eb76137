package llm

import (
	"sync"

	"github.com/pkoukk/tiktoken-go"
	tiktoken_loader "github.com/pkoukk/tiktoken-go-loader"
)

// encoder is the cl100k_base tokenizer, loaded from data compiled into
// the binary (no download).
var encoder = sync.OnceValues(func() (*tiktoken.Tiktoken, error) {
	tiktoken.SetBpeLoader(tiktoken_loader.NewOfflineLoader())
	return tiktoken.GetEncoding("cl100k_base")
})

// CountTokens counts text in cl100k_base tokens, the measure of prompt
// budgets. Models tokenize differently; this is close enough to budget
// by, and the same everywhere.
func CountTokens(text string) int {
	enc, err := encoder()
	if err != nil {
		return len(text) / 4 // the tokenizer data is compiled in; this cannot happen
	}
	return len(enc.Encode(text, nil, nil))
}
