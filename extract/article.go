// Package extract turns an article page into a clean Article: it applies a
// site's selector set, cleans and normalizes the result, and falls back to
// whole-page extraction when no set can be had. It knows nothing of storage
// or HTTP serving.
package extract

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"time"
)

// Methods say how an article was extracted; they are recorded with every
// article so that drift and fallbacks are visible.
const (
	MethodSelectors   = "selectors"
	MethodTrafilatura = "trafilatura"
	MethodLLM         = "llm"
)

// NormalizerVersion changes whenever cleaning or normalization changes the
// output for the same input, so that re-extraction is classed as
// EXTRACTOR_CHANGED rather than CONTENT_CHANGED.
const NormalizerVersion = 5

// Article is one extracted news article, the unit Byline stores and indexes.
type Article struct {
	ID      string   `json:"id"`
	URL     string   `json:"url"`
	Site    string   `json:"site"`
	Title   string   `json:"title"`
	Authors []string `json:"authors"`
	// Published is the publication time in UTC; zero when unknown.
	Published time.Time `json:"published,omitzero"`
	// PublishedRaw keeps the time as the page stated it: RFC 3339 with the
	// page's own offset, or YYYY-MM-DD when the page gives only a date.
	PublishedRaw string   `json:"published_raw,omitempty"`
	Lead         string   `json:"lead,omitempty"`
	Body         string   `json:"body"`
	BodyHTML     string   `json:"body_html,omitempty"`
	Section      string   `json:"section,omitempty"`
	Tags         []string `json:"tags,omitempty"`
	Image        string   `json:"image,omitempty"`
	Lang         string   `json:"lang,omitempty"`
	// Method is how the article was extracted (MethodSelectors, …).
	Method string `json:"method"`
	// Extractor identifies the extractor version that produced the
	// article: method, selector-set version and normalizer version.
	Extractor string `json:"extractor"`
	// Problems lists what went wrong on the way (a selector that failed,
	// a fallback taken), so drift is visible per article.
	Problems []string `json:"problems,omitempty"`
}

// ArticleID is the stable id of the article at a canonical URL.
func ArticleID(canonicalURL string) string {
	sum := sha256.Sum256([]byte(canonicalURL))
	return hex.EncodeToString(sum[:12])
}

// ContentHash hashes the normalized content fields of an article. Volatile
// fields (id, method, extractor, problems) are left out, so the hash changes
// only when what a reader sees changes.
func (a *Article) ContentHash() string {
	content := struct {
		Title     string   `json:"t"`
		Authors   []string `json:"a"`
		Published string   `json:"p"`
		Lead      string   `json:"l"`
		Body      string   `json:"b"`
		Section   string   `json:"s"`
		Tags      []string `json:"g"`
		Image     string   `json:"i"`
		Lang      string   `json:"n"`
	}{a.Title, a.Authors, a.PublishedRaw, a.Lead, a.Body, a.Section, a.Tags, a.Image, a.Lang}
	b, _ := json.Marshal(content) // cannot fail: strings and slices only
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}
