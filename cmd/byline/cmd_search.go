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
	var site, lang, from, to *string
	var limit, offset *int
	var asJSON *bool
	cfg, fs, err := parseCommand(e, args, "search", "QUERY [flags]", `
Searches the stored articles by keywords (title counts most, then lead,
then body). When a running 'byline serve' holds the index, the query goes
to its HTTP API on --addr instead.`, func(fs *flag.FlagSet, cfg *Config) {
		fs.StringVar(&cfg.Addr, "addr", cfg.Addr, "address of a running byline serve, used when the index is busy (env BYLINE_ADDR)")
		site = fs.String("site", "", "only this site (host without www.)")
		lang = fs.String("lang", "", "only this language (ISO 639-1, e.g. vi)")
		from = fs.String("from", "", "published on or after (YYYY-MM-DD or RFC 3339)")
		to = fs.String("to", "", "published up to (YYYY-MM-DD, inclusive, or RFC 3339)")
		limit = fs.Int("limit", 10, "hits to show (1..100)")
		offset = fs.Int("offset", 0, "hits to skip")
		asJSON = fs.Bool("json", false, "print the API's JSON response")
	})
	if err != nil {
		return err
	}
	params := url.Values{"q": {strings.Join(fs.Args(), " ")}, "site": {*site}, "lang": {*lang}, "from": {*from},
		"to": {*to}, "limit": {strconv.Itoa(*limit)}, "offset": {strconv.Itoa(*offset)}}
	q, err := api.ParseQuery(params)
	if err != nil {
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	var res search.Result
	idx, err := bleve.Open(indexPath(cfg), bleve.Options{LockWait: 500 * time.Millisecond})
	switch {
	case errors.Is(err, bleve.ErrLocked):
		res, err = searchRemote(ctx, cfg.Addr, params)
		if err != nil {
			return fmt.Errorf("the index in %s is held by a running byline, and its API on %s did not answer (%v); pass --addr", cfg.Data, cfg.Addr, err)
		}
	case err != nil:
		return err
	default:
		defer idx.Close()
		if res, err = idx.Search(ctx, q); err != nil {
			return err
		}
	}
	if *asJSON {
		return writeJSON(e.stdout, api.SearchResponse{Hits: res.Hits, Total: res.Total, TookMS: float64(res.Took.Microseconds()) / 1000})
	}
	printHits(e.stdout, res, q.Text)
	return nil
}

func searchRemote(ctx context.Context, addr string, params url.Values) (search.Result, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if !strings.Contains(addr, "://") {
		addr = "http://" + addr
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, addr+"/v1/search?"+params.Encode(), nil)
	if err != nil {
		return search.Result{}, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return search.Result{}, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		var e api.ErrorResponse
		json.NewDecoder(resp.Body).Decode(&e)
		return search.Result{}, fmt.Errorf("HTTP %d: %s", resp.StatusCode, e.Error)
	}
	var sr api.SearchResponse
	if err := json.NewDecoder(resp.Body).Decode(&sr); err != nil {
		return search.Result{}, err
	}
	return search.Result{Hits: sr.Hits, Total: sr.Total, Took: time.Duration(sr.TookMS * float64(time.Millisecond))}, nil
}
