// Package redis keeps Byline's crawl frontier in Redis, so that several
// workers share one frontier and a crashed process resumes from it. Each
// queued URL is a member of a sorted set scored by its priority, with its
// item stored as JSON in a hash beside it.
package redis

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	goredis "github.com/redis/go-redis/v9"

	"github.com/bylinehq/byline/store"
)

// Frontier is the durable frontier on Redis. It implements the frontier
// part of store.Store.
type Frontier struct {
	rdb   goredis.UniversalClient
	zkey  string // sorted set: URL → priority
	hkey  string // hash: URL → item JSON
	batch int
}

// Open connects to the Redis server at url (redis://[:password@]host:port/db)
// and checks that it answers. prefix namespaces the keys ("byline:" by
// default), so that tests and deployments can share one server.
func Open(ctx context.Context, url, prefix string) (*Frontier, error) {
	opts, err := goredis.ParseURL(url)
	if err != nil {
		return nil, fmt.Errorf("redis url %q: %w (want redis://host:port/db)", url, err)
	}
	rdb := goredis.NewClient(opts)
	if err := rdb.Ping(ctx).Err(); err != nil {
		rdb.Close()
		return nil, fmt.Errorf("redis at %s: %w", opts.Addr, err)
	}
	return New(rdb, prefix), nil
}

// New returns a frontier on an existing client.
func New(rdb goredis.UniversalClient, prefix string) *Frontier {
	if prefix == "" {
		prefix = "byline:"
	}
	return &Frontier{rdb: rdb, zkey: prefix + "frontier", hkey: prefix + "frontier:items", batch: 500}
}

// Close closes the client.
func (f *Frontier) Close() error { return f.rdb.Close() }

// pushScript adds items; an URL already queued keeps its item unless the
// new priority is better (lower), as store.Store.PushFrontier says.
var pushScript = goredis.NewScript(`
for i = 1, #ARGV, 3 do
  local cur = redis.call('ZSCORE', KEYS[1], ARGV[i])
  if (not cur) or tonumber(ARGV[i+1]) < tonumber(cur) then
    redis.call('ZADD', KEYS[1], ARGV[i+1], ARGV[i])
    redis.call('HSET', KEYS[2], ARGV[i], ARGV[i+2])
  end
end
return 0`)

// updateScript replaces a queued item; it does nothing for an URL that is
// no longer queued.
var updateScript = goredis.NewScript(`
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then
  redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
  redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
end
return 0`)

// PushFrontier adds items, in batches of one script call each.
func (f *Frontier) PushFrontier(ctx context.Context, items []store.FrontierItem) error {
	for start := 0; start < len(items); start += f.batch {
		chunk := items[start:min(start+f.batch, len(items))]
		args := make([]any, 0, 3*len(chunk))
		for _, it := range chunk {
			doc, err := json.Marshal(it)
			if err != nil {
				return fmt.Errorf("push frontier %s: %w", it.URL, err)
			}
			args = append(args, it.URL, it.Priority, doc)
		}
		if err := pushScript.Run(ctx, f.rdb, []string{f.zkey, f.hkey}, args...).Err(); err != nil && !errors.Is(err, goredis.Nil) {
			return fmt.Errorf("push frontier: %w", err)
		}
	}
	return nil
}

// Frontier returns every queued item, best priority first.
func (f *Frontier) Frontier(ctx context.Context) ([]store.FrontierItem, error) {
	urls, err := f.rdb.ZRange(ctx, f.zkey, 0, -1).Result()
	if err != nil {
		return nil, fmt.Errorf("load frontier: %w", err)
	}
	out := make([]store.FrontierItem, 0, len(urls))
	for start := 0; start < len(urls); start += f.batch {
		chunk := urls[start:min(start+f.batch, len(urls))]
		docs, err := f.rdb.HMGet(ctx, f.hkey, chunk...).Result()
		if err != nil {
			return nil, fmt.Errorf("load frontier: %w", err)
		}
		for i, d := range docs {
			s, ok := d.(string)
			if !ok {
				return nil, fmt.Errorf("load frontier: %s is queued without its item", chunk[i])
			}
			var it store.FrontierItem
			if err := json.Unmarshal([]byte(s), &it); err != nil {
				return nil, fmt.Errorf("load frontier %s: %w", chunk[i], err)
			}
			out = append(out, it)
		}
	}
	return out, nil
}

// UpdateFrontier replaces a queued item (attempts, not-before) in place.
func (f *Frontier) UpdateFrontier(ctx context.Context, it store.FrontierItem) error {
	doc, err := json.Marshal(it)
	if err != nil {
		return fmt.Errorf("update frontier %s: %w", it.URL, err)
	}
	err = updateScript.Run(ctx, f.rdb, []string{f.zkey, f.hkey}, it.URL, strconv.Itoa(it.Priority), doc).Err()
	if err != nil && !errors.Is(err, goredis.Nil) {
		return fmt.Errorf("update frontier %s: %w", it.URL, err)
	}
	return nil
}

// DoneFrontier removes a finished URL.
func (f *Frontier) DoneFrontier(ctx context.Context, url string) error {
	_, err := f.rdb.TxPipelined(ctx, func(p goredis.Pipeliner) error {
		p.ZRem(ctx, f.zkey, url)
		p.HDel(ctx, f.hkey, url)
		return nil
	})
	if err != nil {
		return fmt.Errorf("done frontier %s: %w", url, err)
	}
	return nil
}
