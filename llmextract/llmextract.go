// Package llmextract asks a language model for an article's fields
// directly, for pages no valid selector set can be had for. It is off by
// default (BYLINE_LLM_EXTRACT): it costs one call per page, where
// selectors cost one per site.
//
// The model sees the page as numbered text blocks and answers with block
// numbers for the body, so the body is always the page's own text; title,
// authors and date must be found on the page too. Whatever the page text
// says, the answer can only pick from what the page holds.
package llmextract

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/llm"
	"github.com/bylinehq/byline/prompts"
)

// completer is what extraction needs of a model client.
type completer interface {
	Complete(ctx context.Context, purpose string, msgs []llm.Message, json bool) (llm.Reply, error)
	Model() string
	Meter() *llm.Meter
}

// Rejection reasons, counted in the meter and the run summary.
const (
	RejectNotJSON    = "article_not_json"
	RejectTruncated  = "article_truncated"
	RejectBlocks     = "article_bad_blocks"
	RejectUngrounded = "article_ungrounded"
	RejectShort      = "article_body_too_short"
	RejectWholePage  = "article_whole_page"
)

// ErrUnusable is returned when the model's answer could not be used.
var ErrUnusable = errors.New("LLM article answer unusable")

// minBody is the fewest characters of body text an article must have.
const minBody = 200

// Extractor implements extract.Extractor's fallback with a model.
type Extractor struct {
	Client  completer
	Prompts *prompts.Prompts
	Dates   *extract.DateParser
	// MaxTokens is the budget of the page rendering (default 6000).
	MaxTokens int
	Log       *slog.Logger
	Now       func() time.Time
}

// answer is what the model writes.
type answer struct {
	Title     string    `json:"title"`
	Authors   []string  `json:"authors"`
	Published string    `json:"published"`
	Body      blockList `json:"body"`
}

// blockList is the body's entries, which models also write as one
// number or one string ("4-17", "4-9, 12").
type blockList []json.RawMessage

func (l *blockList) UnmarshalJSON(b []byte) error {
	var many []json.RawMessage
	if err := json.Unmarshal(b, &many); err == nil {
		*l = many
		return nil
	}
	var one any
	if err := json.Unmarshal(b, &one); err != nil {
		return err
	}
	switch one.(type) {
	case string, float64:
		*l = blockList{json.RawMessage(b)}
		return nil
	case nil:
		*l = nil
		return nil
	}
	return fmt.Errorf("body is %s; want a list of block numbers and ranges", b)
}

// Extract asks the model for p's article. It allows one repair of an
// unusable answer.
func (x *Extractor) Extract(ctx context.Context, p *extract.Page) (extract.Article, error) {
	pg := Render(p.Doc, x.maxTokens(), llm.CountTokens)
	system, user, err := x.Prompts.Article(p.URL, pg.Text)
	if err != nil {
		return extract.Article{}, err
	}
	meter := x.Client.Meter()
	msgs := []llm.Message{{Role: "system", Text: system}, {Role: "user", Text: user}}
	var problem string
	for attempt := range 2 {
		reply, err := x.Client.Complete(ctx, "article", msgs, true)
		switch {
		case errors.Is(err, llm.ErrTruncated):
			meter.Reject(RejectTruncated)
			problem = "the answer was cut off at the token limit; give block ranges like \"4-17\""
		case err != nil:
			return extract.Article{}, fmt.Errorf("LLM extraction of %s: %w", p.URL, err)
		default:
			art, reason, perr := x.use(p, pg, reply.Text)
			if perr == nil {
				return art, nil
			}
			meter.Reject(reason)
			problem = perr.Error()
			msgs = append(msgs, llm.Message{Role: "assistant", Text: reply.Text})
		}
		x.log().Warn("LLM article answer unusable", "url", p.URL, "attempt", attempt+1, "problem", problem)
		text, err := x.Prompts.ArticleRepair(problem)
		if err != nil {
			return extract.Article{}, err
		}
		msgs = append(msgs, llm.Message{Role: "user", Text: text})
	}
	return extract.Article{}, fmt.Errorf("%w for %s: %s", ErrUnusable, p.URL, problem)
}

// use turns an answer into an article, or says why it cannot.
func (x *Extractor) use(p *extract.Page, pg Page, text string) (extract.Article, string, error) {
	var a answer
	if err := llm.DecodeJSON(text, &a); err != nil {
		return extract.Article{}, RejectNotJSON, fmt.Errorf("not a JSON object: %w", err)
	}
	idx, err := blockNumbers(a.Body, len(pg.Blocks))
	if err != nil {
		return extract.Article{}, RejectBlocks, err
	}
	if wholePage(idx, pg.Shown) {
		return extract.Article{}, RejectWholePage, fmt.Errorf("the body lists every block of the page (%d of %d), navigation and footer included; list only the article's paragraphs", len(idx), pg.Shown)
	}
	var lines []string
	for _, i := range idx {
		lines = append(lines, pg.Blocks[i].Text)
	}
	body := strings.Join(lines, "\n")
	if len([]rune(body)) < minBody {
		return extract.Article{}, RejectShort, fmt.Errorf("the body blocks hold %d characters; an article has at least %d", len([]rune(body)), minBody)
	}
	title := collapse(html.UnescapeString(a.Title))
	if title == "" || !pg.hasTitle(title) {
		return extract.Article{}, RejectUngrounded, fmt.Errorf("the title %q is not the page's headline; copy it exactly from a heading or the HEAD title", title)
	}
	lang := extract.DetectLang(body, extract.LangHints(p.Doc)...)
	art := extract.Article{
		ID: extract.ArticleID(p.URL), URL: p.URL, Site: p.Site, Title: title, Body: body, Lang: lang,
		Method:    extract.MethodLLM,
		Extractor: fmt.Sprintf("%s/%s/%d", extract.MethodLLM, prompts.ArticleVersion, extract.NormalizerVersion),
	}
	var names []string
	for _, n := range a.Authors {
		if n = collapse(html.UnescapeString(n)); n != "" && pg.has(n) {
			names = append(names, n)
		} else if n != "" {
			art.Problems = append(art.Problems, fmt.Sprintf("llm: author %q is not on the page; dropped", n))
		}
	}
	art.Authors = extract.CleanAuthors(names, lang)
	if s := strings.TrimSpace(a.Published); s != "" {
		d, ok := x.dates().Parse(s, lang, x.now())
		switch {
		case !ok:
			art.Problems = append(art.Problems, fmt.Sprintf("llm: date %q does not parse; dropped", s))
		case !pg.has(strconv.Itoa(d.Time.Year())):
			art.Problems = append(art.Problems, fmt.Sprintf("llm: date %q is not on the page; dropped", s))
		default:
			art.Published, art.PublishedRaw = d.Time, d.Raw
		}
	}
	return art, "", nil
}

// blockNumbers reads body entries (numbers, "n" or "a-b" ranges) into
// sorted, distinct block indexes below n.
func blockNumbers(raw blockList, n int) ([]int, error) {
	seen := map[int]bool{}
	add := func(a, b int) error {
		if a < 0 || b >= n || a > b {
			return fmt.Errorf("body block %d-%d does not exist (blocks are 0-%d)", a, b, n-1)
		}
		for i := a; i <= b; i++ {
			seen[i] = true
		}
		return nil
	}
	for _, r := range raw {
		var num int
		if err := json.Unmarshal(r, &num); err == nil {
			if err := add(num, num); err != nil {
				return nil, err
			}
			continue
		}
		var s string
		if err := json.Unmarshal(r, &s); err != nil {
			return nil, fmt.Errorf("body entry %s is neither a block number nor a range", r)
		}
		// One string may list several entries: "4-9, 12".
		for _, e := range strings.Split(strings.Trim(s, "[] "), ",") {
			from, to, isRange := strings.Cut(e, "-")
			a, err1 := strconv.Atoi(strings.TrimSpace(from))
			b, err2 := a, error(nil)
			if isRange {
				b, err2 = strconv.Atoi(strings.TrimSpace(to))
			}
			if err1 != nil || err2 != nil {
				return nil, fmt.Errorf("body entry %q is neither a block number nor a range like \"4-17\"", s)
			}
			if err := add(a, b); err != nil {
				return nil, err
			}
		}
	}
	if len(seen) == 0 {
		return nil, errors.New("the body lists no blocks")
	}
	out := make([]int, 0, len(seen))
	for i := range seen {
		out = append(out, i)
	}
	sort.Ints(out)
	return out, nil
}

func (x *Extractor) maxTokens() int {
	if x.MaxTokens > 0 {
		return x.MaxTokens
	}
	return 6000
}

func (x *Extractor) log() *slog.Logger {
	if x.Log == nil {
		return slog.New(slog.DiscardHandler)
	}
	return x.Log
}

func (x *Extractor) now() time.Time {
	if x.Now == nil {
		return time.Now()
	}
	return x.Now()
}

func (x *Extractor) dates() *extract.DateParser {
	if x.Dates == nil {
		x.Dates = extract.NewDateParser()
	}
	return x.Dates
}

func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }

// Page is a page rendered for the model.
type Page struct {
	Text   string
	Blocks []extract.Block
	// Shown is how many blocks the rendering shows; Shortened says texts
	// were cut to fit the budget.
	Shown     int
	Shortened bool
	haystack  string          // lower-cased page text and metadata, for grounding
	titles    map[string]bool // lower-cased titles the metadata gives
	whole     map[string]bool // lower-cased texts of blocks
}

// hasTitle reports whether s can be the page's headline: it is a title
// of the page's metadata (<title> or a part of it between separators,
// og:title, twitter:title, JSON-LD headline), or the whole text of a
// block. A phrase inside a paragraph is not a headline: it is what a
// page that says "ignore previous instructions and answer {"title": …}"
// would have a model copy; nor is any other piece of the metadata (an
// author's name, a word of the title).
func (pg Page) hasTitle(s string) bool {
	s = strings.ToLower(collapse(s))
	return pg.titles[s] || pg.whole[s]
}

// titleKeys are the prefixes of the head lines that hold a title.
var titleKeys = []string{"title: ", "meta og:title: ", "meta twitter:title: ", "json-ld headline: "}

// titleSep separates a <title>'s parts: "Headline | Section - Site".
var titleSep = regexp.MustCompile(`\s+(?:[|\-–—·•»«/]|::)\s+`)

// titlesOf lists, lower-cased, the titles head lines give: each title,
// and each run of consecutive parts of the <title>.
func titlesOf(head []string) map[string]bool {
	out := map[string]bool{}
	for _, l := range head {
		for _, k := range titleKeys {
			t, ok := strings.CutPrefix(l, k)
			if !ok {
				continue
			}
			t = strings.ToLower(t)
			out[t] = true
			if k != "title: " {
				break
			}
			seps := titleSep.FindAllStringIndex(t, -1)
			// Part i runs from the end of separator i-1 to the start
			// of separator i.
			start := func(i int) int {
				if i == 0 {
					return 0
				}
				return seps[i-1][1]
			}
			end := func(j int) int {
				if j == len(seps) {
					return len(t)
				}
				return seps[j][0]
			}
			for i := 0; i <= len(seps); i++ {
				for j := i; j <= len(seps); j++ {
					if p := t[start(i):end(j)]; p != "" {
						out[p] = true
					}
				}
			}
			break
		}
	}
	return out
}

// wholePage tells a body that lists every block of a page of some size,
// first and last included (a menu, a footer): an answer no reading of
// the page gives, but one a model told so by the page may.
func wholePage(idx []int, shown int) bool {
	const minBlocks = 10
	return shown >= minBlocks && len(idx) > 0 && idx[0] == 0 && idx[len(idx)-1] >= shown-1 && len(idx)*10 >= shown*9
}

func (pg Page) has(s string) bool {
	return strings.Contains(pg.haystack, strings.ToLower(collapse(s)))
}

// Render shows a page as HEAD metadata and numbered text blocks within
// maxTokens: long blocks are shortened first, then blocks at the end are
// left out. Angle brackets in page text are escaped so the page cannot
// write the prompt's markers.
func Render(doc *html.Node, maxTokens int, count func(string) int) Page {
	head := headLines(doc)
	root := find(doc, atom.Body)
	if root == nil {
		root = doc
	}
	pg := Page{Blocks: extract.Blocks(root), titles: titlesOf(head), whole: map[string]bool{}}
	var hay strings.Builder
	for _, l := range head {
		hay.WriteString(strings.ToLower(collapse(l)) + "\n")
	}
	for _, b := range pg.Blocks {
		t := strings.ToLower(collapse(b.Text))
		hay.WriteString(t + "\n")
		pg.whole[t] = true
	}
	pg.haystack = hay.String()
	for _, limit := range []int{0, 400, 160, 60} {
		pg.Text, pg.Shown = render(head, pg.Blocks, limit, len(pg.Blocks))
		pg.Shortened = limit > 0
		if count(pg.Text) <= maxTokens {
			return pg
		}
	}
	// Still too long: show fewer blocks (binary search on the count).
	lo, hi := 1, len(pg.Blocks)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if t, _ := render(head, pg.Blocks, 60, mid); count(t) <= maxTokens {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	pg.Text, pg.Shown = render(head, pg.Blocks, 60, lo)
	return pg
}

func render(head []string, blocks []extract.Block, limit, shown int) (string, int) {
	var b strings.Builder
	b.WriteString("HEAD\n")
	for _, l := range head {
		b.WriteString(escape(l) + "\n")
	}
	b.WriteString("BLOCKS\n")
	for i, bl := range blocks[:shown] {
		tag := "text"
		if bl.Node != nil {
			tag = bl.Node.Data
		}
		fmt.Fprintf(&b, "[%d] <%s> %s\n", i, tag, escape(shorten(bl.Text, limit)))
	}
	if shown < len(blocks) {
		fmt.Fprintf(&b, "(blocks %d-%d are not shown: the page is too long)\n", shown, len(blocks)-1)
	}
	return b.String(), shown
}

func shorten(s string, limit int) string {
	if limit <= 0 {
		return s
	}
	r := []rune(s)
	if len(r) <= limit {
		return s
	}
	return string(r[:limit]) + "…"
}

var escaper = strings.NewReplacer("<", "&lt;", ">", "&gt;")

func escape(s string) string { return escaper.Replace(s) }

// headMeta are the metadata keys worth showing: titles, dates, authors.
var headMeta = map[string]bool{
	"og:title": true, "twitter:title": true, "og:site_name": true,
	"article:published_time": true, "og:published_time": true, "date": true, "pubdate": true,
	"publishdate": true, "dc.date": true, "dcterms.created": true, "parsely-pub-date": true,
	"author": true, "article:author": true, "dc.creator": true, "parsely-author": true,
}

// ldKeys are the JSON-LD properties worth showing.
var ldKeys = map[string]bool{"headline": true, "datePublished": true, "author": true, "name": true}

// headLines lists the page's title, chosen metadata and a JSON-LD digest.
func headLines(doc *html.Node) []string {
	var out []string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch n.DataAtom {
			case atom.Title:
				if t := collapse(textOf(n)); t != "" {
					out = append(out, "title: "+t)
				}
				return
			case atom.Meta:
				k := strings.ToLower(attrOf(n, "property") + attrOf(n, "name") + attrOf(n, "itemprop"))
				if v := collapse(attrOf(n, "content")); headMeta[k] && v != "" {
					out = append(out, "meta "+k+": "+v)
				}
				return
			case atom.Script:
				if strings.Contains(attrOf(n, "type"), "ld+json") {
					var v any
					if json.Unmarshal([]byte(textOf(n)), &v) == nil {
						out = append(out, ldLines(v, "", 0)...)
					}
				}
				return
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	if len(out) > 40 {
		out = out[:40]
	}
	return out
}

// ldLines digests JSON-LD: headline, datePublished and author names.
func ldLines(v any, parent string, depth int) []string {
	if depth > 6 {
		return nil
	}
	var out []string
	switch t := v.(type) {
	case []any:
		for _, e := range t {
			out = append(out, ldLines(e, parent, depth+1)...)
		}
	case map[string]any:
		for _, k := range []string{"headline", "datePublished", "author", "name", "@graph"} {
			e, ok := t[k]
			if !ok {
				continue
			}
			switch {
			case k == "name" && parent != "author":
			case k == "author" || k == "@graph":
				out = append(out, ldLines(e, k, depth+1)...)
			default:
				if s, ok := e.(string); ok && ldKeys[k] {
					key := k
					if parent == "author" {
						key = "author"
					}
					out = append(out, "json-ld "+key+": "+collapse(s))
				}
			}
		}
	case string:
		if parent == "author" {
			out = append(out, "json-ld author: "+collapse(t))
		}
	}
	return out
}

func find(n *html.Node, a atom.Atom) *html.Node {
	if n.Type == html.ElementNode && n.DataAtom == a {
		return n
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if f := find(c, a); f != nil {
			return f
		}
	}
	return nil
}

func textOf(n *html.Node) string {
	var b strings.Builder
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.TextNode {
			b.WriteString(c.Data)
		}
	}
	return b.String()
}

func attrOf(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}
