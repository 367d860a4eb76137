package pipeline

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
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
	mu sync.Mutex
	f  *os.File
	w  *bufio.Writer
}

func openFetchLog(dir, runID string) (*fetchLog, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("fetch log dir: %w", err)
	}
	f, err := os.OpenFile(filepath.Join(dir, runID+".jsonl"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, fmt.Errorf("open fetch log: %w", err)
	}
	return &fetchLog{f: f, w: bufio.NewWriter(f)}, nil
}

func (l *fetchLog) write(e fetchEntry) {
	if l == nil {
		return
	}
	if e.Time.IsZero() {
		e.Time = time.Now().UTC()
	}
	b, _ := json.Marshal(e)
	l.mu.Lock()
	defer l.mu.Unlock()
	l.w.Write(b)
	l.w.WriteByte('\n')
	l.w.Flush() // one line per fetch survives a crash
}

// Close flushes and closes the log.
func (l *fetchLog) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return errors.Join(l.w.Flush(), l.f.Close())
}
