// Package redis keeps Byline's crawl frontier in Redis, so that several
// workers share one frontier and a crashed process resumes from it. Each
// queued URL is a member of a sorted set scored by its priority, with its
// item stored as JSON in a hash beside it, and a third hash holds the
// claims: which process fetches a URL, until when (see ClaimFrontier).
package redis

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/bylinehq/byline/store"
)

// Frontier is the durable frontier on Redis. It implements the frontier
// part of store.Store.
type Frontier struct {
	rdb  goredis.UniversalClient
	zkey string // sorted set: URL → priority
	hkey string // hash: URL → item JSON
	ckey string // hash: URL → "owner until_ms", the claim on it (the owner may hold spaces)
	gkey string // hash: host → "owner until_ms", the claim on it
	// xkey: hash: host → until_ms, the host's hold (a Retry-After, see
	// HoldHost), which binds every process, its holder restarted too.
	xkey string
	// ykey: hash: host → why it is held (see store.HostStats.WaitReason),
	// beside xkey.
	ykey  string
	wkey  string // prefix of a worker name's key: "until_ms holder" (see HoldWorker)
	batch int
	// owner names this client's claims: one process, one owner.
	owner string
	// clock is this process's clock, whose gap to the server's the
	// scripts that compare times correct (see serverLeadLua).
	clock func() time.Time
	// lead is the server clock's lead over clock, which queued items'
	// waits are moved by (see clockLead).
	lead store.ClockLead
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
	var id [8]byte
	rand.Read(id[:])
	return &Frontier{rdb: rdb, zkey: prefix + "frontier", hkey: prefix + "frontier:items", ckey: prefix + "frontier:claims", gkey: prefix + "frontier:hosts", xkey: prefix + "frontier:holds", ykey: prefix + "frontier:holds:reasons", wkey: prefix + "worker:",
		batch: 500, owner: hex.EncodeToString(id[:]), clock: time.Now}
}

// SetOwner names this client's claims (see ClaimFrontier); New names
// them at random. A process restarted under the name it had (its host
// and data directory) takes over at once the claims it held when it was
// killed, instead of waiting out their leases.
func (f *Frontier) SetOwner(owner string) { f.owner = owner }

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

// claimScript claims a queued URL and its host (ARGV[5]) for ARGV[2]
// until ARGV[4] (ms) unless another owner's claim on either runs past
// now (ARGV[3]): it returns {0} for a URL no longer queued, {1, until}
// for one another owner holds, or whose host it holds, and {2, item,
// priority} for one claimed. The owner's own claims are renewed, never
// shortened: a host it holds longer (a Retry-After, see holdScript)
// stays held for the others until then. The times are the caller's,
// read at ARGV[7] (ms), compared and stored on the server's clock (see
// serverLeadLua; ARGV[6] is the slack), and until is returned on the
// caller's.
var claimScript = goredis.NewScript(serverLeadLua + `
local prio = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not prio then
  return {0}
end
local lead = serverlead(ARGV[6], ARGV[7])
local now, mine = tonumber(ARGV[3]) + lead, string.format('%d', tonumber(ARGV[4]) + lead)
local function held(key, field)
  local c = redis.call('HGET', key, field)
  if c then
    local owner, untilms = string.match(c, '^(.*) (%d+)$')
    if owner ~= ARGV[2] and tonumber(untilms) > now then
      return untilms
    end
  end
  return nil
end
local untilms = held(KEYS[4], ARGV[5]) or held(KEYS[3], ARGV[1])
if untilms then
  return {1, string.format('%d', tonumber(untilms) - lead)}
end
local function extend(key, field)
  local c = redis.call('HGET', key, field)
  if c then
    local _, untilms = string.match(c, '^(.*) (%d+)$')
    if tonumber(untilms) > tonumber(mine) then
      return
    end
  end
  redis.call('HSET', key, field, ARGV[2] .. ' ' .. mine)
end
extend(KEYS[3], ARGV[1])
extend(KEYS[4], ARGV[5])
return {2, redis.call('HGET', KEYS[2], ARGV[1]), prio}`)

// ClaimFrontier claims url and its host for this client until
// now+lease, so that no other process sharing the frontier fetches the
// URL, or asks the host, meanwhile (see store.Claim); a URL's claim ends
// with DoneFrontier or its lease, a host's with its lease.
func (f *Frontier) ClaimFrontier(ctx context.Context, url, host string, now time.Time, lease time.Duration) (store.Claim, error) {
	// Read before the claim is made: a failed reading after it left the
	// URL and its host held for the lease, an error returned.
	lead, err := f.clockLead(ctx)
	if err != nil {
		return store.Claim{}, fmt.Errorf("claim frontier %s: %w", url, err)
	}
	res, err := claimScript.Run(ctx, f.rdb, []string{f.zkey, f.hkey, f.ckey, f.gkey},
		url, f.owner, now.UnixMilli(), now.Add(lease).UnixMilli(), host, clockSlack.Milliseconds(), f.clock().UnixMilli()).Slice()
	if err != nil {
		return store.Claim{}, fmt.Errorf("claim frontier %s: %w", url, err)
	}
	state, _ := res[0].(int64)
	switch store.ClaimState(state) {
	case store.ClaimGone:
		return store.Claim{State: store.ClaimGone}, nil
	case store.ClaimHeld:
		ms, err := strconv.ParseInt(fmt.Sprint(res[1]), 10, 64)
		if err != nil {
			return store.Claim{}, fmt.Errorf("claim frontier %s: lease %v: %w", url, res[1], err)
		}
		return store.Claim{State: store.ClaimHeld, Until: time.UnixMilli(ms)}, nil
	}
	doc, _ := res[1].(string)
	var it store.FrontierItem
	if err := json.Unmarshal([]byte(doc), &it); err != nil {
		return store.Claim{}, fmt.Errorf("claim frontier %s: %w", url, err)
	}
	prio, err := strconv.ParseFloat(fmt.Sprint(res[2]), 64)
	if err != nil {
		return store.Claim{}, fmt.Errorf("claim frontier %s: priority %v: %w", url, res[2], err)
	}
	it.Priority = int(prio)
	return store.Claim{State: store.ClaimOK, Item: it.WaitMoved(-lead)}, nil
}

// releaseScript ends the claims of ARGV[1]: its URLs' at once, its
// hosts' at ARGV[2] (ms) at the latest but for the hosts ARGV[4], ARGV[6]
// … which it holds until ARGV[5], ARGV[7] … (ms), no longer (its lease
// ends with its run) and no shorter, as holdScript does, and whose holds
// (KEYS[3]) it extends to then, their reasons (KEYS[4]) kept; and it
// removes every claim and hold, and a hold's reason, of
// any owner, that ended by now (ARGV[3]): a host's claim, which no
// DoneFrontier removes, and a killed process's, stay no longer than
// until the next run's end. The times are the caller's, read at ARGV[5]
// (ms), compared and stored on the server's clock (see serverLeadLua;
// ARGV[4] is the slack); the held hosts come from ARGV[6] on.
var releaseScript = goredis.NewScript(serverLeadLua + `
local function claim(c)
  local owner, untilms = string.match(c, '^(.*) (%d+)$')
  return owner == ARGV[1], tonumber(untilms)
end
local lead = serverlead(ARGV[4], ARGV[5])
local now, hostsuntil = tonumber(ARGV[3]) + lead, string.format('%d', tonumber(ARGV[2]) + lead)
local held = {}
for i = 6, #ARGV, 2 do
  held[ARGV[i]] = string.format('%d', tonumber(ARGV[i + 1]) + lead)
end
local kv = redis.call('HGETALL', KEYS[1])
for i = 1, #kv, 2 do
  local mine, untilms = claim(kv[i + 1])
  if mine or untilms <= now then
    redis.call('HDEL', KEYS[1], kv[i])
  end
end
kv = redis.call('HGETALL', KEYS[2])
for i = 1, #kv, 2 do
  local mine, untilms = claim(kv[i + 1])
  if untilms <= now then
    redis.call('HDEL', KEYS[2], kv[i])
  elseif mine and held[kv[i]] then
    if untilms > tonumber(held[kv[i]]) then
      redis.call('HSET', KEYS[2], kv[i], ARGV[1] .. ' ' .. held[kv[i]])
    end
  elseif mine and untilms > tonumber(hostsuntil) then
    redis.call('HSET', KEYS[2], kv[i], ARGV[1] .. ' ' .. hostsuntil)
  end
end
for host, untilms in pairs(held) do
  local c = redis.call('HGET', KEYS[2], host)
  local mine, cur
  if c then
    mine, cur = claim(c)
    cur = cur or 0
  end
  if not c or (mine and cur < tonumber(untilms)) or (not mine and cur <= now) then
    redis.call('HSET', KEYS[2], host, ARGV[1] .. ' ' .. untilms)
  end
end
kv = redis.call('HGETALL', KEYS[3])
for i = 1, #kv, 2 do
  if tonumber(kv[i + 1]) <= now then
    redis.call('HDEL', KEYS[3], kv[i])
    redis.call('HDEL', KEYS[4], kv[i])
  end
end
for host, untilms in pairs(held) do
  -- Only a host whose claim is the caller's now: another's is left to
  -- it, hold and all (see holdScript).
  local c = redis.call('HGET', KEYS[2], host)
  local cur = tonumber(redis.call('HGET', KEYS[3], host) or '0')
  if c and claim(c) and cur < tonumber(untilms) then
    redis.call('HSET', KEYS[3], host, untilms)
  end
end
return 0`)

// ReleaseClaims ends this client's claims when its run ends, at now
// (see store.Claim): its URLs' at once, its hosts' at hostsUntil at the
// latest (the host's delay after its last request), so that a process
// that follows at once need not wait out the leases, but for the hosts
// in held, which it holds until their time (see HoldHost; no longer:
// its lease ends with its run), in the same write: no other process gets one in between. It removes every
// claim that ended by now, whoever held it, so that the claims kept
// stay as many as the hosts and URLs held, not every host ever asked.
func (f *Frontier) ReleaseClaims(ctx context.Context, now, hostsUntil time.Time, held map[string]time.Time) error {
	args := []any{f.owner, hostsUntil.UnixMilli(), now.UnixMilli(), clockSlack.Milliseconds(), f.clock().UnixMilli()}
	for host, t := range held {
		args = append(args, host, t.UnixMilli())
	}
	err := releaseScript.Run(ctx, f.rdb, []string{f.ckey, f.gkey, f.xkey, f.ykey}, args...).Err()
	if err != nil && !errors.Is(err, goredis.Nil) {
		return fmt.Errorf("release frontier claims: %w", err)
	}
	return nil
}

// holdScript keeps the host ARGV[1] for ARGV[2] until ARGV[4] (ms) at
// least, unless another owner's claim on it runs past now (ARGV[3]), and
// then its hold (KEYS[2]) until then at least: a host another process
// holds is left to it, hold and all, as MongoDB's HoldHost does. A hold
// raised takes the reason ARGV[7] (KEYS[3]). The times are the
// caller's, read at ARGV[6] (ms), compared and stored on the server's
// clock (see serverLeadLua; ARGV[5] is the slack).
var holdScript = goredis.NewScript(serverLeadLua + `
local lead = serverlead(ARGV[5], ARGV[6])
local now, hold = tonumber(ARGV[3]) + lead, string.format('%d', tonumber(ARGV[4]) + lead)
local c = redis.call('HGET', KEYS[1], ARGV[1])
if c then
  local owner, untilms = string.match(c, '^(.*) (%d+)$')
  if owner ~= ARGV[2] and tonumber(untilms) > now then
    return 0
  end
end
local cur = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
if cur < tonumber(hold) then
  redis.call('HSET', KEYS[2], ARGV[1], hold)
  redis.call('HSET', KEYS[3], ARGV[1], ARGV[7])
end
if c then
  local owner, untilms = string.match(c, '^(.*) (%d+)$')
  if owner == ARGV[2] and tonumber(untilms) >= tonumber(hold) then
    return 1
  end
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2] .. ' ' .. hold)
return 1`)

// HoldHost keeps this client's claim on host until until at least (a
// Retry-After it was given, for reason: see store.HostStats.WaitReason),
// so that no other process sharing the
// frontier asks the host before; a host another process holds is left
// to it. The hold itself is kept apart too, for HostHolds: a process
// restarted under this client's name takes its claims back at once,
// but not the host before the hold ends.
func (f *Frontier) HoldHost(ctx context.Context, host string, now, until time.Time, reason string) error {
	err := holdScript.Run(ctx, f.rdb, []string{f.gkey, f.xkey, f.ykey}, host, f.owner, now.UnixMilli(), until.UnixMilli(), clockSlack.Milliseconds(), f.clock().UnixMilli(), reason).Err()
	if err != nil && !errors.Is(err, goredis.Nil) {
		return fmt.Errorf("hold frontier host %s: %w", host, err)
	}
	return nil
}

// hostHoldsScript returns the hosts held (KEYS[1]) past now (ARGV[1],
// ms), each followed by its hold's end and reason (KEYS[2]): the times
// are the caller's, read at ARGV[3] (ms), compared on the server's clock
// (see serverLeadLua; ARGV[2] is the slack).
var hostHoldsScript = goredis.NewScript(serverLeadLua + `
local lead = serverlead(ARGV[2], ARGV[3])
local now = tonumber(ARGV[1]) + lead
local out = {}
local kv = redis.call('HGETALL', KEYS[1])
for i = 1, #kv, 2 do
  if tonumber(kv[i + 1]) > now then
    table.insert(out, kv[i])
    table.insert(out, string.format('%d', tonumber(kv[i + 1]) - lead))
    table.insert(out, redis.call('HGET', KEYS[2], kv[i]) or '')
  end
end
return out`)

// HostHolds returns the hosts held past now (see HoldHost), whoever
// holds them, with the end of their hold and its reason.
func (f *Frontier) HostHolds(ctx context.Context, now time.Time) (map[string]store.HostWait, error) {
	kv, err := hostHoldsScript.Run(ctx, f.rdb, []string{f.xkey, f.ykey}, now.UnixMilli(), clockSlack.Milliseconds(), f.clock().UnixMilli()).StringSlice()
	if err != nil && !errors.Is(err, goredis.Nil) {
		return nil, fmt.Errorf("host holds: %w", err)
	}
	out := map[string]store.HostWait{}
	for i := 0; i+2 < len(kv); i += 3 {
		ms, err := strconv.ParseInt(kv[i+1], 10, 64)
		if err != nil {
			return nil, fmt.Errorf("host hold %s %q: %w", kv[i], kv[i+1], err)
		}
		out[kv[i]] = store.HostWait{Host: kv[i], Until: time.UnixMilli(ms), Reason: kv[i+2]}
	}
	return out, nil
}

// PushFrontier adds items, in batches of one script call each, their
// waits on the server's clock (see clockLead).
func (f *Frontier) PushFrontier(ctx context.Context, items []store.FrontierItem) error {
	lead, err := f.clockLead(ctx)
	if err != nil {
		return fmt.Errorf("push frontier: %w", err)
	}
	for start := 0; start < len(items); start += f.batch {
		chunk := items[start:min(start+f.batch, len(items))]
		args := make([]any, 0, 3*len(chunk))
		for _, it := range chunk {
			doc, err := json.Marshal(it.WaitMoved(lead))
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
// without rewriting the item (see pushScript), and its wait on this
// process's clock (see clockLead).
func (f *Frontier) Frontier(ctx context.Context) ([]store.FrontierItem, error) {
	lead, err := f.clockLead(ctx)
	if err != nil {
		return nil, fmt.Errorf("load frontier: %w", err)
	}
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
				// Done by another process between the two reads.
				continue
			}
			var it store.FrontierItem
			if err := json.Unmarshal([]byte(s), &it); err != nil {
				return nil, fmt.Errorf("load frontier %s: %w", urls[i], err)
			}
			it.Priority = int(chunk[i].Score)
			out = append(out, it.WaitMoved(-lead))
		}
	}
	return out, nil
}

// UpdateFrontier replaces a queued item (attempts, not-before) in place,
// keeping a better priority another worker's push gave it; its wait is
// kept on the server's clock (see clockLead).
func (f *Frontier) UpdateFrontier(ctx context.Context, it store.FrontierItem) error {
	lead, err := f.clockLead(ctx)
	if err != nil {
		return fmt.Errorf("update frontier %s: %w", it.URL, err)
	}
	doc, err := json.Marshal(it.WaitMoved(lead))
	if err != nil {
		return fmt.Errorf("update frontier %s: %w", it.URL, err)
	}
	err = updateScript.Run(ctx, f.rdb, []string{f.zkey, f.hkey}, it.URL, strconv.Itoa(it.Priority), doc).Err()
	if err != nil && !errors.Is(err, goredis.Nil) {
		return fmt.Errorf("update frontier %s: %w", it.URL, err)
	}
	return nil
}

// strengthenScript gives a queued URL (ARGV[1]) the better priority
// ARGV[2] and, unless empty, the hint ARGV[3], and keeps the rest of its
// item as stored: another process may have written it since (a retry's
// attempt and wait). It does nothing for an URL no longer queued.
var strengthenScript = goredis.NewScript(`
local cur = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not cur then
  return 0
end
local prio = tonumber(ARGV[2])
if prio < tonumber(cur) then
  redis.call('ZADD', KEYS[1], prio, ARGV[1])
end
local doc = redis.call('HGET', KEYS[2], ARGV[1])
if doc then
  local it = cjson.decode(doc)
  if ARGV[3] ~= '' then
    it['hint'] = ARGV[3]
  end
  if tonumber(it['priority']) == nil or prio < tonumber(it['priority']) then
    it['priority'] = prio
  end
  redis.call('HSET', KEYS[2], ARGV[1], cjson.encode(it))
end
return 0`)

// StrengthenFrontier gives a queued URL a better priority and, unless
// hint is empty, the hint, keeping what else its stored item holds (see
// crawl.Frontier.Strengthen on a shared frontier).
func (f *Frontier) StrengthenFrontier(ctx context.Context, url string, priority int, hint string) error {
	err := strengthenScript.Run(ctx, f.rdb, []string{f.zkey, f.hkey}, url, strconv.Itoa(priority), hint).Err()
	if err != nil && !errors.Is(err, goredis.Nil) {
		return fmt.Errorf("strengthen frontier %s: %w", url, err)
	}
	return nil
}

// markScript sets the stand-in mark (ARGV[2]; empty removes it) of a
// queued URL (ARGV[1]) and keeps the rest of its item as stored: another
// process may have written it since (a retry's attempt and wait).
var markScript = goredis.NewScript(`
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) then
  return 0
end
local doc = redis.call('HGET', KEYS[2], ARGV[1])
if doc then
  local it = cjson.decode(doc)
  if ARGV[2] == '' then
    it['stand_in_for'] = nil
  else
    it['stand_in_for'] = ARGV[2]
  end
  redis.call('HSET', KEYS[2], ARGV[1], cjson.encode(it))
end
return 0`)

// MarkFrontier sets a queued URL's stand-in mark, keeping what else its
// stored item holds (see crawl.Frontier.MarkStandIn on a shared
// frontier).
func (f *Frontier) MarkFrontier(ctx context.Context, url, standInFor string) error {
	err := markScript.Run(ctx, f.rdb, []string{f.zkey, f.hkey}, url, standInFor).Err()
	if err != nil && !errors.Is(err, goredis.Nil) {
		return fmt.Errorf("mark frontier %s: %w", url, err)
	}
	return nil
}

// parkScript writes a queued URL's (ARGV[1]) item ARGV[3] only while
// its stored item is still ARGV[2], the one read: a compare-and-set of
// the one item, which writes of other URLs' items do not disturb (a WATCH
// on the whole hash failed on every write of any item by any process).
var parkScript = goredis.NewScript(`
if redis.call('HGET', KEYS[1], ARGV[1]) ~= ARGV[2] then
  return 0
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
return 1`)

// ParkFrontier makes a queued URL wait until notBefore unless its stored
// item waits longer, keeping what else the item holds (see
// crawl.Frontier.Park on a shared frontier). The stored item is read,
// and written back only while it is unchanged (tried again otherwise):
// Lua cannot compare the item's times. The wait is kept on the server's
// clock (see clockLead).
func (f *Frontier) ParkFrontier(ctx context.Context, url string, notBefore time.Time) error {
	lead, err := f.clockLead(ctx)
	if err != nil {
		return fmt.Errorf("park frontier %s: %w", url, err)
	}
	notBefore = notBefore.Add(lead)
	for range 20 {
		old, err := f.rdb.HGet(ctx, f.hkey, url).Result()
		if errors.Is(err, goredis.Nil) {
			return nil // no longer queued
		}
		if err != nil {
			return fmt.Errorf("park frontier %s: %w", url, err)
		}
		var it store.FrontierItem
		if err := json.Unmarshal([]byte(old), &it); err != nil {
			return fmt.Errorf("park frontier %s: %w", url, err)
		}
		if !it.NotBefore.Before(notBefore) {
			return nil
		}
		it.NotBefore = notBefore
		doc, err := json.Marshal(it)
		if err != nil {
			return fmt.Errorf("park frontier %s: %w", url, err)
		}
		n, err := parkScript.Run(ctx, f.rdb, []string{f.hkey}, url, old, doc).Int()
		if err != nil {
			return fmt.Errorf("park frontier %s: %w", url, err)
		}
		if n == 1 {
			return nil
		}
	}
	return fmt.Errorf("park frontier %s: its item kept changing", url)
}

// doneScript removes a finished URL (ARGV[1]) from the frontier, and its
// claim while the claim is ARGV[2]'s: a process whose claim ended and
// that another took over, finishing late, leaves the other's claim
// alone (a delete by the key alone ended it, and a URL queued again
// meanwhile was free to a third process at once).
var doneScript = goredis.NewScript(`
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('HDEL', KEYS[2], ARGV[1])
local c = redis.call('HGET', KEYS[3], ARGV[1])
if c and string.match(c, '^(.*) %d+$') == ARGV[2] then
  redis.call('HDEL', KEYS[3], ARGV[1])
end
return 0`)

// DoneFrontier removes a finished URL and this client's claim on it
// (see doneScript): another process's claim is left to end with its
// lease or its release.
func (f *Frontier) DoneFrontier(ctx context.Context, url string) error {
	err := doneScript.Run(ctx, f.rdb, []string{f.zkey, f.hkey, f.ckey}, url, f.owner).Err()
	if err != nil && !errors.Is(err, goredis.Nil) {
		return fmt.Errorf("done frontier %s: %w", url, err)
	}
	return nil
}

// serverLeadLua defines serverlead(slack, clock) for the scripts that
// compare or store times (claims, holds, worker names): how far the
// server's clock (TIME) runs ahead of the caller's, read at clock (ms),
// in ms; 0 when under slack ms. Such a script moves the caller's times
// by it: times written by processes on several machines are compared on
// one clock, and one whose clock runs ahead does not take a live claim
// for ended, nor one whose clock runs behind keep an ended one.
const serverLeadLua = `
local function serverlead(slack, clock)
  -- Redis 3.2 to 4 replicate a script whole, and refuse a write after
  -- TIME unless told to replicate its writes (5 and later always do).
  if redis.replicate_commands then
    redis.replicate_commands()
  end
  local t = redis.call('TIME')
  local lead = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) - tonumber(clock)
  if math.abs(lead) < tonumber(slack) then
    return 0
  end
  return lead
end
`

// holdWorkerScript holds the worker name KEYS[1] for the holder ARGV[1]
// until ARGV[4] (ms) unless another holder, not ARGV[2], holds it past
// now (ARGV[3]): it returns that holder, or an empty string when held. The key
// expires with the hold. Both times, read from the caller's clock at
// ARGV[6] (ms), are moved to the server's (see serverLeadLua; ARGV[5]
// is the slack).
var holdWorkerScript = goredis.NewScript(serverLeadLua + `
local lead = serverlead(ARGV[5], ARGV[6])
local now, untilms = tonumber(ARGV[3]) + lead, tonumber(ARGV[4]) + lead
local cur = redis.call('GET', KEYS[1])
if cur then
  local curuntil, holder = string.match(cur, '^(%d+) (.*)$')
  if holder ~= ARGV[1] and holder ~= ARGV[2] and tonumber(curuntil) > now then
    return holder
  end
end
redis.call('SET', KEYS[1], string.format('%d', untilms) .. ' ' .. ARGV[1], 'PX', untilms - now)
return ''`)

// clockSlack is the gap between a caller's clock and the server's that
// serverLeadLua takes for none: a second is nothing to a worker hold of
// seconds nor to a lease of minutes, and the tests' simulated times stay
// as they are. clockLead takes the same (see store.ClockSlack).
const clockSlack = store.ClockSlack

// clockLead returns the server clock's lead over this process's (see
// store.ClockLead), read with TIME, measured again after a minute or a
// step of this process's clock: queued items' waits, which Lua cannot
// read (RFC 3339 text in the item's JSON), are moved by it here, as the
// scripts move the times of claims and holds (see serverLeadLua), so
// that a wait another process wrote is as long on every clock.
func (f *Frontier) clockLead(ctx context.Context) (time.Duration, error) {
	return f.lead.Cached(ctx, f.clock, func(ctx context.Context) (time.Time, error) {
		t, err := f.rdb.Time(ctx).Result()
		if err != nil {
			return time.Time{}, fmt.Errorf("server clock: %w", err)
		}
		return t, nil
	})
}

// HoldWorker holds this client's claim name (see SetOwner) for holder,
// one live process, until now+ttl; the process renews the hold while it
// runs. When another holder that is not replace (a process known dead)
// holds the name past now, it returns that holder and holds nothing:
// two live processes under one name would take each other's claims for
// their own.
func (f *Frontier) HoldWorker(ctx context.Context, holder, replace string, now time.Time, ttl time.Duration) (string, error) {
	other, err := holdWorkerScript.Run(ctx, f.rdb, []string{f.wkey + f.owner}, holder, replace, now.UnixMilli(), now.Add(ttl).UnixMilli(), clockSlack.Milliseconds(), f.clock().UnixMilli()).Text()
	if err != nil {
		return "", fmt.Errorf("hold worker name %q: %w", f.owner, err)
	}
	return other, nil
}

// dropWorkerScript removes the worker name KEYS[1] while ARGV[1] holds it.
var dropWorkerScript = goredis.NewScript(`
local cur = redis.call('GET', KEYS[1])
if cur and string.match(cur, '^%d+ (.*)$') == ARGV[1] then
  redis.call('DEL', KEYS[1])
end
return 0`)

// DropWorker ends holder's hold on this client's claim name (see
// HoldWorker), so that a process that follows under it starts at once.
func (f *Frontier) DropWorker(ctx context.Context, holder string) error {
	err := dropWorkerScript.Run(ctx, f.rdb, []string{f.wkey + f.owner}, holder).Err()
	if err != nil && !errors.Is(err, goredis.Nil) {
		return fmt.Errorf("drop worker name %q: %w", f.owner, err)
	}
	return nil
}
