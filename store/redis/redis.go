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

// pushScript adds items; an URL already queued keeps its item (its
// attempts and not-before, which another worker's retry may have
// written) and takes the new priority only when it is better (lower), as
// store.Store.PushFrontier says. The sorted set holds the priority that
// counts (see Frontier).
var pushScript = goredis.NewScript(`
for i = 1, #ARGV, 3 do
  local cur = redis.call('ZSCORE', KEYS[1], ARGV[i])
  if not cur then
    redis.call('ZADD', KEYS[1], ARGV[i+1], ARGV[i])
    redis.call('HSET', KEYS[2], ARGV[i], ARGV[i+2])
  elseif tonumber(ARGV[i+1]) < tonumber(cur) then
    redis.call('ZADD', KEYS[1], ARGV[i+1], ARGV[i])
  end
end
return 0`)

// updateScript replaces a queued item but keeps its priority when that
// is better than the item's (another worker raised it meanwhile); it
// does nothing for an URL that is no longer queued.
var updateScript = goredis.NewScript(`
local cur = redis.call('ZSCORE', KEYS[1], ARGV[1])
if cur then
  if tonumber(ARGV[2]) < tonumber(cur) then
    redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
  end
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

// Frontier returns every queued item, best priority first, each with
// the priority of the sorted set: a push may have raised it there
// without rewriting the item (see pushScript).
func (f *Frontier) Frontier(ctx context.Context) ([]store.FrontierItem, error) {
	queued, err := f.rdb.ZRangeWithScores(ctx, f.zkey, 0, -1).Result()
	if err != nil {
		return nil, fmt.Errorf("load frontier: %w", err)
	}
	out := make([]store.FrontierItem, 0, len(queued))
	for start := 0; start < len(queued); start += f.batch {
		chunk := queued[start:min(start+f.batch, len(queued))]
		urls := make([]string, len(chunk))
		for i, z := range chunk {
			urls[i], _ = z.Member.(string)
		}
		docs, err := f.rdb.HMGet(ctx, f.hkey, urls...).Result()
		if err != nil {
			return nil, fmt.Errorf("load frontier: %w", err)
		}
		for i, d := range docs {
			s, ok := d.(string)
			if !ok {
				return nil, fmt.Errorf("load frontier: %s is queued without its item", urls[i])
			}
			var it store.FrontierItem
			if err := json.Unmarshal([]byte(s), &it); err != nil {
				return nil, fmt.Errorf("load frontier %s: %w", urls[i], err)
			}
			it.Priority = int(chunk[i].Score)
			out = append(out, it)
		}
	}
	return out, nil
}

// UpdateFrontier replaces a queued item (attempts, not-before) in place,
// keeping a better priority another worker's push gave it.
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
