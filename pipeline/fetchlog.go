package pipeline

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"
)

// fetchEntry is one line of a run's fetch log.
type fetchEntry struct {
	Time     time.Time `json:"time"`
	URL      string    `json:"url"`
	FinalURL string    `json:"final_url,omitempty"`
	Attempt  int       `json:"attempt,omitempty"`
	Status   int       `json:"status,omitempty"`
	Millis   int64     `json:"ms,omitempty"`
	Bytes    int       `json:"bytes,omitempty"`
	Hash     string    `json:"hash,omitempty"` // SHA-256 of the raw body (the stored one for a 304)
	Kind     string    `json:"kind,omitempty"` // listing, article, feed, sitemap
	Outcome  string    `json:"outcome"`
	Error    string    `json:"error,omitempty"`
}

// fetchLog appends JSON lines to runs/<run id>.jsonl. A nil log writes
// nothing.
type fetchLog struct {
	mu   sync.Mutex
	f    *os.File
	line []byte // the line being written, reused
}

func openFetchLog(dir, runID string) (*fetchLog, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("fetch log dir: %w", err)
	}
	f, err := os.OpenFile(filepath.Join(dir, runID+".jsonl"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, fmt.Errorf("open fetch log: %w", err)
	}
	return &fetchLog{f: f}, nil
}

func (l *fetchLog) write(e fetchEntry) {
	if l == nil {
		return
	}
	if e.Time.IsZero() {
		e.Time = time.Now().UTC()
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.line = append(e.appendJSON(l.line[:0]), '\n')
	l.f.Write(l.line) // one write a line: a line per fetch survives a crash
	if cap(l.line) > 64<<10 {
		l.line = nil // a huge error message does not stay
	}
}

// appendJSON appends e as json.Marshal writes it, without reflection or
// an allocation: a line is written for every fetch.
func (e *fetchEntry) appendJSON(b []byte) []byte {
	if y := e.Time.Year(); y < 0 || y > 9999 {
		j, _ := json.Marshal(e) // fails as time.Time's MarshalJSON does
		return append(b, j...)
	}
	b = append(b, `{"time":"`...)
	b = e.Time.AppendFormat(b, time.RFC3339Nano)
	b = append(b, '"')
	b = appendField(b, "url", e.URL, false)
	b = appendField(b, "final_url", e.FinalURL, true)
	b = appendInt(b, "attempt", int64(e.Attempt))
	b = appendInt(b, "status", int64(e.Status))
	b = appendInt(b, "ms", e.Millis)
	b = appendInt(b, "bytes", int64(e.Bytes))
	b = appendField(b, "hash", e.Hash, true)
	b = appendField(b, "kind", e.Kind, true)
	b = appendField(b, "outcome", e.Outcome, false)
	b = appendField(b, "error", e.Error, true)
	return append(b, '}')
}

// appendField appends ,"key":"v", or nothing for an empty v when
// omitempty.
func appendField(b []byte, key, v string, omitempty bool) []byte {
	if omitempty && v == "" {
		return b
	}
	b = append(b, ',', '"')
	b = append(b, key...)
	b = append(b, '"', ':')
	return appendJSONString(b, v)
}

// appendInt appends ,"key":n for a non-zero n (all int fields omitempty).
func appendInt(b []byte, key string, n int64) []byte {
	if n == 0 {
		return b
	}
	b = append(b, ',', '"')
	b = append(b, key...)
	b = append(b, '"', ':')
	return strconv.AppendInt(b, n, 10)
}

// appendJSONString appends s quoted as encoding/json writes it: printable
// ASCII but the characters it escapes is copied; anything else goes
// through encoding/json.
func appendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s)
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// Close closes the log.
func (l *fetchLog) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.f.Close()
}
