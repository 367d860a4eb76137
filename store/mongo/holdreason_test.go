package mongo

import (
	"testing"

	"github.com/bylinehq/byline/store/storetest"
)

func TestHoldReasonsAgree(t *testing.T) {
	a, b := openTwo(t)
	storetest.HoldReasons(t, a, b)
}
