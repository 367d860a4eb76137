package pipeline

import (
	"bufio"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/store"
)

// ReplaySummary counts what a replay did. Changes counts the change
// class each re-extracted article got (or would get, in a dry run).
type ReplaySummary struct {
	RunID     string         `json:"run_id"`
	Pages     int            `json:"pages"` // article pages of the run
	Extracted int            `json:"extracted"`
	Failed    map[string]int `json:"failed,omitempty"`
	// Skipped counts pages not replayed, by reason: "newer_elsewhere",
	// a copy whose article another page stored since.
	Skipped map[string]int       `json:"skipped,omitempty"`
	Changes map[store.Change]int `json:"changes"`
}

// ReplayOptions tune a replay.
type ReplayOptions struct {
	// DryRun classifies changes against the stored articles without
	// storing anything.
	DryRun bool
}

// Replay re-runs extraction over the article pages a run fetched, from the
// raw HTML stored for them, without touching the network: after a
// selector or extractor fix, it brings stored articles up to date (their
// change class says EXTRACTOR_CHANGED where the extractor's version
// changed), and it reproduces a run offline. Pages answered 304 in that
// run are replayed from the raw HTML stored for them earlier, and pages
// that changed since the run from their newest copy.
func (p *Pipeline) Replay(ctx context.Context, runID string, opts ReplayOptions) (ReplaySummary, error) {
	sum := ReplaySummary{RunID: runID, Failed: map[string]int{}, Skipped: map[string]int{}, Changes: map[store.Change]int{}}
	if p.cfg.FetchLogDir == "" {
		return sum, errors.New("no fetch log directory configured")
	}
	if filepath.Base(runID) != runID || runID == "" || runID == "." {
		return sum, fmt.Errorf("%q is not a run id (like 20261123T084603Z-cb653d)", runID)
	}
	path := filepath.Join(p.cfg.FetchLogDir, runID+".jsonl")
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return sum, fmt.Errorf("no fetch log for run %s in %s; run ids are the file names there", runID, p.cfg.FetchLogDir)
	}
	if err != nil {
		return sum, fmt.Errorf("fetch log of run %s: %w", runID, err)
	}
	defer f.Close()
	hashes := map[string]string{} // URL → raw hash seen in the run
	var order []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for line := 1; sc.Scan(); line++ {
		var e fetchEntry
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			// A run killed mid-write leaves a torn last line.
			p.log.Warn("replay: skipping a bad fetch log line", "run", runID, "line", line, "err", err)
			continue
		}
		if e.Hash == "" || e.Outcome == "error" || e.Outcome == "failed" {
			continue
		}
		if _, ok := hashes[e.URL]; !ok {
			order = append(order, e.URL)
		}
		hashes[e.URL] = e.Hash
	}
	if err := sc.Err(); err != nil {
		return sum, fmt.Errorf("read %s: %w", path, err)
	}
	for _, u := range order {
		if err := ctx.Err(); err != nil {
			return sum, err
		}
		pg, err := p.db.Page(ctx, u)
		if err != nil || pg.Kind != store.KindArticle {
			continue // listings, feeds, sitemaps: nothing to extract
		}
		if pg.ArticleID == "" {
			continue // its article was dropped: the page is gone or moved
		}
		// A page whose article is stored under another URL (a redirect
		// the fetcher followed) is read as that URL, as the crawl read it:
		// under its own, the article would be stored twice.
		final := u
		if pg.ArticleID != extract.ArticleID(u) {
			if held, err := p.db.Article(ctx, pg.ArticleID); err == nil {
				final = held.URL
			}
		}
		sum.Pages++
		// A page that changed since the run holds its article from the
		// newer copy: the run's copy would take the article back, and a
		// later crawl finding the page unchanged would keep it so.
		hash := cmp.Or(pg.RawHash, hashes[u])
		raw, err := p.db.Raw(ctx, hash)
		if err != nil {
			sum.Failed["raw_missing"]++
			p.log.Warn("replay: raw HTML missing", "url", u, "hash", hash, "err", err)
			continue
		}
		doc, _, err := extract.ParseHTML(raw, crawl.WithDetectedCharset(raw, pg.ContentType, u))
		if err != nil {
			sum.Failed["decode"]++
			continue
		}
		cu, own, gone := p.canonicalURL(ctx, doc, u, final, pg.Site)
		if gone {
			continue // a copy of an article taken down holds none
		}
		if pg.ArticleID == extract.ArticleID(own) {
			// The run kept the page under its own URL (a canonical
			// that several articles named): so does the replay.
			cu = own
		}
		if cu != u && p.storedSince(ctx, cu, pg.SimHash) {
			// A page read as another URL's article (a copy, AMP or
			// print, or a redirect the fetcher followed) whose article
			// was stored since from another page (its own, changed):
			// this page's raw HTML is older (a page is not read again
			// while its bytes stay the same, and a CDN's copy lags),
			// and would take back what the article's page said since.
			sum.Skipped["newer_elsewhere"]++
			continue
		}
		// Read as of the page's fetch, as the run read it ("3 hours
		// ago" is not three hours before the replay).
		a, err := p.extract.Extract(ctx, &extract.Page{URL: cu, Site: pg.Site, Doc: doc, Fetched: pg.FetchedAt})
		if err != nil {
			sum.Failed["extract"]++
			p.log.Warn("replay: extraction failed", "url", u, "err", err)
			continue
		}
		sum.Extracted++
		var change store.Change
		if opts.DryRun {
			prev, err := p.db.Article(ctx, a.ID)
			switch {
			case errors.Is(err, store.ErrNotFound):
				change = store.ClassifyChange(nil, &a, false)
			case err != nil:
				return sum, fmt.Errorf("read article of %s: %w", u, err)
			default:
				change = store.ClassifyChange(&prev, &a, false)
			}
		} else if change, err = p.db.SaveArticle(ctx, a, false); err != nil {
			return sum, fmt.Errorf("store article of %s: %w", u, err)
		} else if pg.ArticleID == a.ID {
			// The page gave its article this text now: a later replay
			// compares with it (see storedSince), as the crawl does.
			pg.SimHash = crawl.SimHash(a.Body)
			p.savePage(ctx, pg)
		}
		sum.Changes[change]++
	}
	return sum, nil
}

// storedSince reports whether the article stored under u no longer has
// the text a copy of it last gave (sim, the SimHash of the copy's body
// when it was read): it was stored since from another page.
func (p *Pipeline) storedSince(ctx context.Context, u string, sim uint64) bool {
	if sim == 0 {
		return false
	}
	_, stored, ok := p.storedText(ctx, extract.ArticleID(u))
	return ok && crawl.Hamming(stored, sim) > p.cfg.SimThreshold
}
