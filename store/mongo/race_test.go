package mongo

import (
	"testing"

	"github.com/bylinehq/byline/store/storetest"
)

// TestOutboxAckRace runs the conformance test of an article saved again
// while an indexer, another process, acknowledges its former entry:
// FerretDB applies the acknowledgement's filtered $unset by reading the
// document and writing it back.
func TestOutboxAckRace(t *testing.T) {
	a, b := openTwo(t)
	storetest.OutboxAckRace(t, a, b)
}
