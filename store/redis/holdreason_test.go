package redis

import (
	"testing"

	"github.com/bylinehq/byline/store/storetest"
)

func TestHoldReasonsAgree(t *testing.T) {
	twoClients(t, "", func(t *testing.T, a, b *Frontier) { storetest.HoldReasons(t, a, b) })
}
