package pipeline

import (
	"encoding/json"
	"testing"
	"time"
)

// The fetch log writes its lines itself, without reflection: each must be
// what json.Marshal writes, which replay and the tests read.
func TestFetchLogLineIsJSONMarshal(t *testing.T) {
	at := time.Date(2026, 11, 27, 19, 4, 5, 123456789, time.UTC)
	entries := []fetchEntry{
		{Time: at, URL: "http://a.test/story", Outcome: "new"},
		{Time: at, URL: "http://a.test/x?a=1&b=<2>", FinalURL: "http://a.test/y", Attempt: 2, Status: 200, Millis: 31,
			Bytes: 12345, Hash: "ab12", Kind: "article", Outcome: "new", Error: `body cut at 5 bytes "x" \ y`},
		{Time: at.In(time.FixedZone("X", 3600)), URL: "http://a.test/é\u2028\x01\x7f\xff", Status: 503, Outcome: "backoff", Error: "tab\there\nnew"},
		{Time: time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC), URL: "u", Outcome: "error"},
		{},
	}
	for _, e := range entries {
		want, _ := json.Marshal(e)
		if got := e.appendJSON(nil); string(got) != string(want) {
			t.Errorf("appendJSON:\n got %s\nwant %s", got, want)
		}
	}
}
