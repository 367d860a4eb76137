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

// FuzzFetchLogLine checks every field of a fetch log line against
// json.Marshal, whatever a URL, an error or a server's answer holds:
// quotes, control characters, U+2028, invalid UTF-8, HTML characters.
func FuzzFetchLogLine(f *testing.F) {
	f.Add(int64(1764300245123456789), "http://a.test/\"q\"\n", "http://a.test/\u2028", 2, 200, int64(31), 12345,
		"ab\x00", "art\u2029icle", "new<>&", "cut \xff\xfe at \\ 5")
	f.Add(int64(0), "", "", 0, 0, int64(0), 0, "", "", "", "")
	f.Add(int64(-1), "\x7f\x1f", "é", -3, 599, int64(-5), -1, "\ufffd", "\xed\xa0\x80", "\t", "\r")
	f.Fuzz(func(t *testing.T, nanos int64, url, final string, attempt, status int, ms int64, bytes int,
		hash, kind, outcome, msg string) {
		e := fetchEntry{Time: time.Unix(0, nanos).UTC(), URL: url, FinalURL: final, Attempt: attempt, Status: status,
			Millis: ms, Bytes: bytes, Hash: hash, Kind: kind, Outcome: outcome, Error: msg}
		want, _ := json.Marshal(e)
		if got := e.appendJSON(nil); string(got) != string(want) {
			t.Errorf("appendJSON:\n got %s\nwant %s", got, want)
		}
	})
}
