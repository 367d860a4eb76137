package extract

import (
	"context"
	"errors"
	"fmt"
	"html"
	"log/slog"
	"regexp"
	"slices"
	"strings"

	"github.com/bylinehq/byline/selectors"
	xhtml "golang.org/x/net/html"
)

// SetSource provides selector sets for pages.
type SetSource interface {
	// SetFor returns the set to apply to p, generating one when p's site
	// has none.
	SetFor(ctx context.Context, p *Page) (*selectors.Compiled, error)
	// Regenerate makes a set from p after the current one failed on it;
	// it may return nil when it cannot do better.
	Regenerate(ctx context.Context, p *Page, failure string) (*selectors.Compiled, error)
}

// Outcome is what happened to one page, for drift tracking and metrics.
type Outcome struct {
	Site     string
	URL      string
	Version  int    // version of the set that was tried first; 0 for none
	OK       bool   // the first set worked
	Failure  string // why it did not
	Method   string // how the article was finally extracted
	Recovery string // "regenerated", "fallback" or ""
}

// Extractor is Byline's article extractor: the site's selector set first;
// when it fails on a page, a set regenerated from that page; when that
// fails too, whole-page extraction. The method and every failure are
// recorded on the article, so drift is visible.
type Extractor struct {
	Sets     SetSource
	Applier  *Applier
	Fallback WholePage
	// Observe, when set, sees every page's outcome (drift tracking).
	Observe func(ctx context.Context, o Outcome)
	Log     *slog.Logger
}

// WholePage extracts an article from a page without a selector set.
type WholePage interface {
	Extract(ctx context.Context, p *Page) (Article, error)
}

// Fallbacks tries whole-page extractors in order (the LLM, then
// go-trafilatura); the first article wins and carries why the ones before
// it failed.
type Fallbacks []WholePage

// Extract implements WholePage.
func (fs Fallbacks) Extract(ctx context.Context, p *Page) (Article, error) {
	var errs []error
	for _, f := range fs {
		art, err := f.Extract(ctx, p)
		if err == nil {
			for _, e := range errs {
				art.Problems = append(art.Problems, e.Error())
			}
			return art, nil
		}
		errs = append(errs, err)
	}
	if len(errs) == 0 {
		return Article{}, ErrNoArticle
	}
	return Article{}, errors.Join(errs...)
}

// ErrNoArticle is returned when no method found an article on a page.
var ErrNoArticle = errors.New("no article found")

// Extract implements the pipeline's extractor.
func (x *Extractor) Extract(ctx context.Context, p *Page) (Article, error) {
	out := Outcome{Site: p.Site, URL: p.URL}
	defer func() {
		if x.Observe != nil {
			x.Observe(ctx, out)
		}
	}()
	var problems []string
	// sel keeps what the selectors found when the body was not: their
	// title, date and authors (or the finding that there is no date,
	// from a set that found none on its own pages either) beat a
	// whole-page extractor's guess.
	var sel *Article
	selAuthors, selLostDate := false, false
	if x.Sets != nil {
		set, err := x.Sets.SetFor(ctx, p)
		switch {
		case err != nil:
			problems = append(problems, fmt.Sprintf("no selector set: %v", err))
		case set != nil:
			out.Version = set.Set.Version
			art, rep := x.Applier.Apply(set, p)
			if rep.Fields[selectors.Title].Found {
				sel = &art
				selAuthors = rep.Fields[selectors.Authors].Found
				// A set that found dates on the pages it was validated on
				// and none here lost the date with the layout; one that
				// found none knows the site shows none.
				selLostDate = art.Published.IsZero() && set.Set.Scores[selectors.Published] > 0
			}
			if rep.OK {
				x.lostFields(p, set, rep, &art)
				x.shortBody(p, &art)
				out.OK, out.Method = true, art.Method
				return art, nil
			}
			out.Failure = rep.Failure()
			problems = append(problems, fmt.Sprintf("selectors v%d failed: %s", set.Set.Version, out.Failure))
			if again, err := x.Sets.Regenerate(ctx, p, out.Failure); err != nil {
				problems = append(problems, fmt.Sprintf("regenerate: %v", err))
			} else if again != nil {
				art, rep := x.Applier.Apply(again, p)
				if rep.OK {
					x.shortBody(p, &art)
					out.Method, out.Recovery = art.Method, "regenerated"
					art.Problems = append(problems, art.Problems...)
					return art, nil
				}
				problems = append(problems, "regenerated selectors failed: "+rep.Failure())
			}
		}
	}
	if x.Fallback == nil {
		return Article{}, fmt.Errorf("%w on %s: %v", ErrNoArticle, p.URL, problems)
	}
	// Without a set's fields, the page's metadata as the heuristic reads
	// it (glued site names cut, job titles off bylines) beats the
	// whole-page extractor's.
	var heur *Article
	analyze := func() *Article {
		if heur == nil {
			ha, _ := (&Heuristic{Dates: x.Applier.Dates, Now: x.Applier.Now}).Analyze(p)
			heur = &ha
		}
		return heur
	}
	var art Article
	var err error
	if x.Applier != nil && hasMoreElements(p.Doc, maxWholePageElements) {
		// go-trafilatura takes time quadratic in the page's size: on a
		// page far bigger than any article's (a cut endless response,
		// a hostile page) it would hold a crawl worker for minutes.
		art = *analyze()
		if art.Body == "" {
			err = errors.New("heuristic extraction found no article text")
		}
		problems = append(problems, fmt.Sprintf("page of more than %d elements: whole-page extraction by the heuristic", maxWholePageElements))
	} else {
		art, err = x.Fallback.Extract(ctx, p)
	}
	art.Body = dropHeadTitle(dropSmallCaptions(dropStockLines(art.Body), p.Doc), p.Doc)
	// The language as a set's body gets it: the page's declaration over
	// the whole-page extractor's detection, which on a short or mixed
	// text (captions among masthead and menus) names kanji-heavy
	// Japanese Chinese. DetectLang still overrules a declaration the text
	// clearly contradicts.
	if l := DetectLang(art.Body, LangHints(p.Doc)...); l != "" {
		art.Lang = l
	}
	if sel == nil && x.Applier != nil {
		analyze()
	}
	title := art.Title
	switch {
	case sel != nil:
		title = sel.Title
	case heur != nil && heur.Title != "":
		// Escaped twice in the page ("SQL &amp;#x26; AI"), read as a
		// set's title XPath reads it (titleFromMatch).
		title = collapse(html.UnescapeString(heur.Title))
	}
	kind, stateDated := x.scriptBody(p, &art, title)
	if kind != "" {
		problems = append(problems, "body read from "+kind+" data: the page's markup shows little of it")
		err = nil
	}
	if err == nil && strings.TrimSpace(art.Body) == "" {
		// A page of stock lines only ("Share", "Advertisement"): nothing
		// to store as an article.
		err = errors.New("whole-page extraction left no text")
	}
	if sel == nil {
		art.Title = stripSiteName(title, siteNames(p))
		if heur != nil && len(heur.Authors) > 0 {
			art.Authors = heur.Authors
		}
		if heur != nil && !heur.Published.IsZero() {
			art.Published, art.PublishedRaw = heur.Published, heur.PublishedRaw
		}
	} else {
		art.Title = sel.Title
		// A set's finding that the page shows no date does not undo the
		// date the article's own state gave beside its body.
		if !selLostDate && (!stateDated || !sel.Published.IsZero()) {
			art.Published, art.PublishedRaw = sel.Published, sel.PublishedRaw
		}
		if selAuthors {
			art.Authors = sel.Authors
		}
	}
	out.Method, out.Recovery = art.Method, "fallback"
	art.Problems = append(problems, art.Problems...)
	if err != nil {
		return art, fmt.Errorf("%w on %s: %v", ErrNoArticle, p.URL, errors.Join(append(errsOf(problems), err)...))
	}
	if x.Log != nil && len(problems) > 0 {
		x.Log.Debug("extracted by fallback", "url", p.URL, "problems", problems)
	}
	return art, nil
}

// lostFields fills the date and the authors a set lost with the layout
// from the heuristic's reading of the page. A set whose XPaths found the
// field on the pages it was validated on and find nothing here, nor in
// the page's structured metadata (Apply reads that), met a template the
// site uses for some pages only: an opinion column's author box, a
// "published … updated …" line instead of a <time>. The heuristic's
// reading beats none. A set that found no date on its own pages knows
// the site shows none. One that found no author there was learned on an
// unsigned page (a wire story) as often as on a site that signs none:
// on a page it was not validated on, the heuristic reads the byline, as
// the fallback does when a set fails.
func (x *Extractor) lostFields(p *Page, set *selectors.Compiled, rep Report, art *Article) {
	lostDate := art.Published.IsZero() && set.Set.Scores[selectors.Published] > 0
	lostAuthors := len(art.Authors) == 0 && !rep.Fields[selectors.Authors].Found &&
		(set.Set.Scores[selectors.Authors] > 0 || learnedElsewhere(set.Set, p.URL))
	if !lostDate && !lostAuthors {
		return
	}
	h, f := (&Heuristic{Dates: x.Applier.Dates, Now: x.Applier.Now}).analyzePage(p, false)
	if lostDate && !h.Published.IsZero() {
		art.Published, art.PublishedRaw = h.Published, h.PublishedRaw
	}
	// On a site whose set saw no byline, a lone byline past the text is
	// as likely a teaser's ("Editor's pick") as the article's: the set's
	// finding stands against it.
	if lostAuthors && len(h.Authors) > 0 && (set.Set.Scores[selectors.Authors] > 0 || !pastBody(p.Doc, f.Authors.Node, f.Body)) {
		art.Authors = h.Authors
	}
}

// pastBody reports whether n comes after the body container, outside it.
func pastBody(doc, n, body *xhtml.Node) bool {
	if doc == nil || n == nil || body == nil || isAncestor(body, n) {
		return false
	}
	order := docOrder(doc)
	return order[n] > order[body]
}

// learnedElsewhere reports a set validated on pages other than the one
// at url. (A cold set, generated from the page itself, was validated on
// none.)
func learnedElsewhere(set *selectors.Set, url string) bool {
	return len(set.ValidatedOn) > 0 && !slices.Contains(set.ValidatedOn, url)
}

// maxWholePageElements is the most elements of a page that go-trafilatura
// reads, half as many again as the largest page of the corpus (10,126).
const maxWholePageElements = 15_000

func errsOf(ss []string) []error {
	out := make([]error, len(ss))
	for i, s := range ss {
		out[i] = errors.New(s)
	}
	return out
}

// shortSetBody is the length under which a body a set found is compared
// with the page's script data (see scriptBody).
const shortSetBody = 1500

// shortBody replaces the short body a set found (shortSetBody) with the
// article the page's script data holds, when that is much longer: what a
// paywall or a script-drawn page shows is a teaser.
func (x *Extractor) shortBody(p *Page, art *Article) {
	if runes(art.Body) >= shortSetBody {
		return
	}
	if kind, _ := x.scriptBody(p, art, art.Title); kind != "" {
		art.Problems = append(art.Problems, "body read from "+kind+" data: the page's markup shows little of it")
	}
}

// anyTag is a start or end tag left as text.
var anyTag = regexp.MustCompile(`</?[A-Za-z][^<>]*>`)

// scriptBody replaces a whole-page extractor's body with the one the
// page's script data holds (see scriptBody) when that is at least twice
// as long (the page renders its article with a script, or shows a
// teaser where its data has the text), or the same text with its
// paragraphs. It returns where the body came from, or "" when it kept
// art's, and whether the date is the one the state holds beside it.
func (x *Extractor) scriptBody(p *Page, art *Article, title string) (kind string, dated bool) {
	desc := pageDescription(p.Doc)
	bs, kind, meta := scriptBody(p.Doc, collectMetadata(p.Doc), title, desc)
	if bs == nil {
		return "", false
	}
	body := renderBlocks(bs)
	// go-trafilatura reads a JSON-LD articleBody itself when a page
	// shows little, but as one line and with any markup in it as text:
	// the same text is taken with its paragraphs.
	flat := strings.Count(art.Body, "\n") < strings.Count(body, "\n") &&
		strings.Join(strings.Fields(body), " ") == strings.Join(strings.Fields(anyTag.ReplaceAllString(art.Body, " ")), " ")
	if nonSpaceRunes(body) < 2*nonSpaceRunes(art.Body) && !flat {
		return "", false
	}
	art.Body, art.BodyHTML = body, ""
	if x.Applier != nil {
		art.BodyHTML = renderHTML(bs, p.URL, x.Applier.policy)
	}
	// The standfirst a page shows above a paywall or a script's mount
	// point is often left out of the data's body.
	if lead := standfirstByDescription(p.Doc, desc, nil); lead != "" && !HasLead(body, lead) && !HasLead(body, desc) {
		art.Lead, art.Body = lead, lead+"\n"+art.Body
		if art.BodyHTML != "" {
			art.BodyHTML = "<p>" + html.EscapeString(lead) + "</p>" + art.BodyHTML
		}
	}
	// A page drawn from its state may show no byline or date either:
	// the state's, beside the body, stand in for a missing byline, and
	// its date, the article's own, wins over a date guessed from the
	// page (a copyright year).
	if len(art.Authors) == 0 && len(meta.authors) > 0 {
		art.Authors = CleanAuthors(meta.authors, art.Lang)
	}
	if meta.published != "" && x.Applier != nil && x.Applier.Dates != nil {
		if d, ok := x.Applier.Dates.Parse(meta.published, art.Lang, p.readAt(x.Applier.now)()); ok {
			art.Published, art.PublishedRaw = d.Time, d.Raw
			dated = true
		}
	}
	art.ID, art.URL, art.Site = ArticleID(p.URL), p.URL, p.Site
	art.Method, art.Extractor = MethodScript, fmt.Sprintf("%s/%d", MethodScript, NormalizerVersion)
	art.Lang = DetectLang(body, LangHints(p.Doc)...)
	return kind, dated
}
