package store

import (
	"context"
	"sync"
	"time"
)

// ClockSlack is the gap between a process's clock and a shared store
// server's that ClockLead takes for none: a second is nothing to the
// leases, holds and waits compared on it, and below it the answer's
// round trip and the server clock's milliseconds would make every
// reading differ.
const ClockSlack = time.Second

// leadTTL is how long ClockLead.Cached keeps a measured lead: clocks
// drift by far less than ClockSlack in it.
const leadTTL = time.Minute

// ClockLead is how far the clock of a server that several processes
// share runs ahead of this process's, negative when behind, as last
// measured: times written there by processes on several machines
// (claims, holds, queued items' waits) are kept on the server's clock,
// each process moving its own by the lead. The zero value has measured
// nothing.
type ClockLead struct {
	mu   sync.Mutex
	lead time.Duration
	at   time.Time // when measured, on now, with its monotonic reading
}

// Measure reads the server's clock with read and returns, and keeps,
// its lead over now's: the server read its clock about midway through
// the round trip. The lead is whole milliseconds, as the times stored
// are (a host hold's end, rounded up to the millisecond, stays so on
// either clock); 0 within ClockSlack, or when read tells no time.
func (c *ClockLead) Measure(ctx context.Context, now func() time.Time, read func(context.Context) (time.Time, error)) (time.Duration, error) {
	before := now()
	server, err := read(ctx)
	if err != nil {
		return 0, err
	}
	after := now()
	lead := server.Sub(before.Add(after.Sub(before) / 2)).Truncate(time.Millisecond)
	if server.IsZero() || lead.Abs() < ClockSlack {
		lead = 0 // a server that does not tell, or near enough: this clock
	}
	c.mu.Lock()
	c.lead, c.at = lead, after
	c.mu.Unlock()
	return lead, nil
}

// Cached returns the lead last measured, measured again (see Measure)
// when leadTTL has passed or this process's clock stepped since (its
// wall time moved apart from its monotonic time: a clock set by hand
// or by NTP): times are moved to the server's clock without a round
// trip each.
func (c *ClockLead) Cached(ctx context.Context, now func() time.Time, read func(context.Context) (time.Time, error)) (time.Duration, error) {
	t := now()
	c.mu.Lock()
	lead, at := c.lead, c.at
	c.mu.Unlock()
	age := t.Sub(at)
	if !at.IsZero() && age >= 0 && age < leadTTL && (t.Round(0).Sub(at.Round(0))-age).Abs() < ClockSlack/2 {
		return lead, nil
	}
	return c.Measure(ctx, now, read)
}

// Measured reports whether a lead was measured.
func (c *ClockLead) Measured() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return !c.at.IsZero()
}

// WaitMoved returns it with its wait (NotBefore), if it has one, moved
// by d: a shared store keeps queued items' waits on its server's clock
// (d the server's lead, see ClockLead) and hands them back on the
// reader's (-d), as it does claims and holds. Kept on each writer's
// clock, a wait another process parked (a Retry-After) was over at once
// for a process whose clock runs ahead.
func (it FrontierItem) WaitMoved(d time.Duration) FrontierItem {
	if !it.NotBefore.IsZero() {
		it.NotBefore = it.NotBefore.Add(d)
	}
	return it
}
