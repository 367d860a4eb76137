// Package rediscache shares active selector sets between Byline
// processes through Redis: the sets themselves, a per-site generation
// lock with expiry, remembered generation failures, and invalidation
// messages on a new version.
package rediscache

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/bylinehq/byline/selectors"
)

// Cache implements registry.Shared on Redis.
type Cache struct {
	rdb    *redis.Client
	prefix string
	ttl    time.Duration
}

// Open connects to a redis:// or rediss:// URL and checks the server
// answers. Keys start with prefix (see New).
func Open(ctx context.Context, url, prefix string) (*Cache, error) {
	opt, err := redis.ParseURL(url)
	if err != nil {
		return nil, fmt.Errorf("BYLINE_REDIS_URL %q: %w", url, err)
	}
	c := New(redis.NewClient(opt), prefix)
	if err := c.rdb.Ping(ctx).Err(); err != nil {
		c.Close()
		return nil, fmt.Errorf("redis at %s: %w", opt.Addr, err)
	}
	return c, nil
}

// New wraps a client. Keys start with prefix (default
// "byline:selectors:"); sets expire after a day without a refresh (the
// store stays the record).
func New(rdb *redis.Client, prefix string) *Cache {
	if prefix == "" {
		prefix = "byline:selectors:"
	}
	return &Cache{rdb: rdb, prefix: prefix, ttl: 24 * time.Hour}
}

// Close closes the client.
func (c *Cache) Close() error { return c.rdb.Close() }

func (c *Cache) key(kind, site string) string { return c.prefix + kind + ":" + site }

func (c *Cache) channel() string { return c.prefix + "invalidate" }

// Get returns the cached active set of site, nil when there is none.
func (c *Cache) Get(ctx context.Context, site string) (*selectors.Set, error) {
	b, err := c.rdb.Get(ctx, c.key("set", site)).Bytes()
	if errors.Is(err, redis.Nil) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("redis get set of %s: %w", site, err)
	}
	var set selectors.Set
	if err := json.Unmarshal(b, &set); err != nil {
		// A corrupt entry is dropped, not trusted: the store has the set.
		c.rdb.Del(ctx, c.key("set", site))
		return nil, nil
	}
	return &set, nil
}

// putNewer stores a set unless a newer version is cached already, so a
// process that read the store just before a new version was made cannot
// put the old one back.
var putNewer = redis.NewScript(`
local cur = redis.call('GET', KEYS[1])
if cur then
  local ok, doc = pcall(cjson.decode, cur)
  if ok and doc.version and tonumber(doc.version) > tonumber(ARGV[2]) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
redis.call('DEL', KEYS[2])
return 1`)

// Put caches set as its site's active one and clears a remembered
// failure.
func (c *Cache) Put(ctx context.Context, set selectors.Set) error {
	b, err := json.Marshal(set)
	if err != nil {
		return err
	}
	err = putNewer.Run(ctx, c.rdb, []string{c.key("set", set.Site), c.key("failed", set.Site)},
		b, set.Version, c.ttl.Milliseconds()).Err()
	if err != nil {
		return fmt.Errorf("redis put set of %s: %w", set.Site, err)
	}
	return nil
}

// Invalidate drops site's cached set and tells every subscriber.
func (c *Cache) Invalidate(ctx context.Context, site string) error {
	if err := c.rdb.Del(ctx, c.key("set", site), c.key("failed", site)).Err(); err != nil {
		return fmt.Errorf("redis invalidate %s: %w", site, err)
	}
	if err := c.rdb.Publish(ctx, c.channel(), site).Err(); err != nil {
		return fmt.Errorf("redis publish invalidation of %s: %w", site, err)
	}
	return nil
}

// Subscribe calls f with every invalidated site until ctx ends.
func (c *Cache) Subscribe(ctx context.Context, f func(site string)) error {
	sub := c.rdb.Subscribe(ctx, c.channel())
	defer sub.Close()
	// The first reply confirms the subscription or says why it failed.
	if _, err := sub.Receive(ctx); err != nil {
		if ctx.Err() != nil {
			return nil
		}
		return fmt.Errorf("redis subscribe: %w", err)
	}
	ch := sub.Channel()
	for {
		select {
		case <-ctx.Done():
			return nil
		case m, ok := <-ch:
			if !ok {
				return nil
			}
			f(m.Payload)
		}
	}
}

// unlockScript deletes the lock only when it still holds our token, so a
// holder whose lock expired cannot release its successor's.
var unlockScript = redis.NewScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`)

// Lock takes site's generation lock for at most ttl.
func (c *Cache) Lock(ctx context.Context, site string, ttl time.Duration) (func(), bool, error) {
	var tok [16]byte
	if _, err := rand.Read(tok[:]); err != nil {
		return nil, false, err
	}
	token := hex.EncodeToString(tok[:])
	key := c.key("lock", site)
	ok, err := c.rdb.SetNX(ctx, key, token, ttl).Result()
	if err != nil {
		return nil, false, fmt.Errorf("redis lock %s: %w", site, err)
	}
	if !ok {
		return nil, false, nil
	}
	unlock := func() {
		// Release even when the caller's context has ended.
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		unlockScript.Run(ctx, c.rdb, []string{key}, token)
	}
	return unlock, true, nil
}

// Failed remembers a failed generation of site for ttl.
func (c *Cache) Failed(ctx context.Context, site, msg string, ttl time.Duration) error {
	if err := c.rdb.Set(ctx, c.key("failed", site), msg, ttl).Err(); err != nil {
		return fmt.Errorf("redis remember failure of %s: %w", site, err)
	}
	return nil
}

// Failure returns the remembered failure of site, "" when none.
func (c *Cache) Failure(ctx context.Context, site string) (string, error) {
	msg, err := c.rdb.Get(ctx, c.key("failed", site)).Result()
	if errors.Is(err, redis.Nil) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("redis failure of %s: %w", site, err)
	}
	return msg, nil
}
