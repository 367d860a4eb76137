package mongo

import (
	"testing"

	"github.com/bylinehq/byline/store/storetest"
)

// TestHostStatsRace runs the conformance test of host statistics merged
// at once on three stores (processes) on one database: FerretDB applies
// $inc and $max by reading the document and writing it back.
func TestHostStatsRace(t *testing.T) {
	a, b, c := openThree(t)
	storetest.HostStatsRace(t, []storetest.HostStatsStore{a, b, c})
}

// TestOutboxAckRace runs the conformance test of an article saved again
// while an indexer, another process, acknowledges its former entry:
// FerretDB applies the acknowledgement's filtered $unset by reading the
// document and writing it back.
func TestOutboxAckRace(t *testing.T) {
	a, b := openTwo(t)
	storetest.OutboxAckRace(t, a, b)
}

// TestFrontierItemRace runs the conformance test of a queued item
// written at once by three stores (processes) on one database.
func TestFrontierItemRace(t *testing.T) {
	a, b, c := openThree(t)
	storetest.FrontierItemRace(t, []storetest.ClaimStore{a, b, c})
}

// TestSelectorSetRace runs the conformance test of a site's set
// activated twice at once on two stores (processes) on one database.
func TestSelectorSetRace(t *testing.T) {
	a, b := openTwo(t)
	storetest.SelectorSetRace(t, a, b)
}

// openThree opens three stores (three processes) on one fresh database.
func openThree(t *testing.T) (a, b, c *Store) {
	t.Helper()
	a, b = openTwo(t)
	return a, b, openBeside(t, a)
}

// TestSiteQueueRace runs the conformance test of a due site marked
// queued at once by three stores (processes) on one database, and of a
// mark beside an operator's change: FerretDB applies a filtered update
// by reading the document and writing it back.
func TestSiteQueueRace(t *testing.T) {
	a, b, c := openThree(t)
	storetest.SiteQueueRace(t, []storetest.SiteStore{a, b, c})
}
