package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/bylinehq/byline/api"
	"github.com/bylinehq/byline/search"
	"github.com/bylinehq/byline/search/bleve"
)

func cmdSearch(ctx context.Context, e *env, args []string) error {
	var mode, ratio, site, lang, section, author, from, to, facets, sortBy, cursor *string
	var limit, offset *int
	var asJSON, highlights *bool
	cfg, fs, err := parseCommand(e, args, "search", "QUERY [flags]", `
Searches the stored articles by keywords (title counts most, then lead,
then body), by meaning, or both (hybrid: reciprocal rank fusion). The
options are those of GET /v1/search. When a running 'byline serve' holds
the embedded index, the query goes to its HTTP API instead: at the
address it recorded in the data directory, or on --addr.`, func(fs *flag.FlagSet, cfg *Config) {
		fs.StringVar(&cfg.Addr, "addr", cfg.Addr, "address of a running byline serve, used when the index is busy (env BYLINE_ADDR)")
		mode = fs.String("mode", "", "keyword, semantic or hybrid (default env BYLINE_SEARCH_MODE, hybrid)")
		ratio = fs.String("semantic-ratio", "", "weight of meaning in hybrid mode, 0..1 (default env BYLINE_SEARCH_SEMANTIC_RATIO, 0.3)")
		site = fs.String("site", "", "only this site: its host, with or without www., or a URL of it")
		lang = fs.String("lang", "", "only this language (ISO 639-1, e.g. vi)")
		section = fs.String("section", "", "only this section")
		author = fs.String("author", "", "only articles by this author (case-insensitive)")
		from = fs.String("from", "", "published on or after (YYYY-MM-DD or RFC 3339)")
		to = fs.String("to", "", "published up to (YYYY-MM-DD, inclusive, or RFC 3339)")
		facets = fs.String("facets", "", "count values of these fields over all matches: site,lang,section")
		highlights = fs.Bool("highlights", false, "show every highlighted fragment")
		sortBy = fs.String("sort", "", "relevance or newest (default relevance with a query, newest without)")
		limit = fs.Int("limit", 10, "hits to show (1..100)")
		offset = fs.Int("offset", 0, "hits to skip")
		cursor = fs.String("cursor", "", "continue after the page that printed this cursor")
		asJSON = fs.Bool("json", false, "print the API's JSON response")
	})
	if err != nil {
		return err
	}
	params := url.Values{"q": {strings.Join(fs.Args(), " ")}, "limit": {strconv.Itoa(*limit)}}
	for k, v := range map[string]string{"mode": *mode, "semantic_ratio": *ratio, "site": *site, "lang": *lang,
		"section": *section, "author": *author, "from": *from, "to": *to, "facets": *facets, "sort": *sortBy, "cursor": *cursor} {
		if v != "" {
			params.Set(k, v)
		}
	}
	if *offset != 0 {
		params.Set("offset", strconv.Itoa(*offset))
	}
	if *highlights {
		params.Set("highlights", "true")
	}
	q, err := api.ParseQuery(params, cfg.Search.defaultQuery())
	if err != nil {
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	var res search.Result
	if err := haveData(cfg); err != nil {
		return err
	}
	idx, _, err := openSearch(ctx, cfg, nil, 500*time.Millisecond)
	switch {
	case errors.Is(err, bleve.ErrLocked):
		// The byline holding the index recorded where it listens; an
		// address configured here (flag, environment, config file) is
		// asked first, the default only after the recorded one.
		addrs := []string{cfg.Addr}
		if rec := servingAddr(cfg.Data); rec != "" && rec != cfg.Addr {
			if cfg.Addr == defaultConfig().Addr {
				addrs = []string{rec, cfg.Addr}
			} else {
				addrs = append(addrs, rec)
			}
		}
		for _, addr := range addrs {
			if res, q.Mode, err = searchRemote(ctx, addr, params); err == nil || errors.Is(err, errUsage) {
				break
			}
		}
		switch {
		case errors.Is(err, errUsage):
			return err // the server refused the query, and says why
		case err != nil:
			return fmt.Errorf("the index in %s is held by a running byline, and its API on %s did not answer (%v); pass --addr",
				cfg.Data, strings.Join(addrs, " and "), err)
		}
	case err != nil:
		return err
	default:
		defer idx.Close()
		if res, err = idx.Search(ctx, q); err != nil {
			switch {
			case errors.Is(err, search.ErrBadQuery):
				return fmt.Errorf("%w: %v", errUsage, err)
			case errors.Is(err, search.ErrEmbedder):
				return fmt.Errorf("%w (check BYLINE_EMBEDDER and BYLINE_EMBED_BASE_URL, or search with --mode keyword)", err)
			}
			return err
		}
	}
	if *asJSON {
		return writeJSON(e.stdout, api.NewSearchResponse(q, res))
	}
	printHits(e.stdout, res, q.Text)
	printSearchExtras(e.stdout, q, res)
	return nil
}

// searchRemote asks the API of a running byline at addr, and returns its
// result and the mode it ran in (its own default when params name none).
// A query the server refuses is an errUsage error with its message.
func searchRemote(ctx context.Context, addr string, params url.Values) (search.Result, search.Mode, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if !strings.Contains(addr, "://") {
		addr = "http://" + addr
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, addr+"/v1/search?"+params.Encode(), nil)
	if err != nil {
		return search.Result{}, "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return search.Result{}, "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		var e api.ErrorResponse
		json.NewDecoder(resp.Body).Decode(&e)
		if resp.StatusCode == http.StatusBadRequest && e.Error != "" {
			return search.Result{}, "", fmt.Errorf("%w: %s (the running byline on %s refused the query)", errUsage, e.Error, addr)
		}
		return search.Result{}, "", fmt.Errorf("HTTP %d: %s", resp.StatusCode, e.Error)
	}
	var sr api.SearchResponse
	if err := json.NewDecoder(resp.Body).Decode(&sr); err != nil {
		return search.Result{}, "", err
	}
	return search.Result{Hits: sr.Hits, Total: sr.Total, Facets: sr.Facets, Next: sr.Next,
		Took: time.Duration(sr.TookMS * float64(time.Millisecond))}, sr.Mode, nil
}
