package fakeengine

import (
	"io"
	"net/http"
	"regexp"
	"sync"
)

// Request is one request a fake server received.
type Request struct {
	Method, Path, Query string
	Body                []byte
}

// Recorder keeps the requests a fake server received, for tests that
// check what a backend sent. It is safe for concurrent use.
type Recorder struct {
	mu   sync.Mutex
	reqs []Request
}

// Record reads r's body, keeps the request and returns the body.
func (rec *Recorder) Record(r *http.Request) []byte {
	body, _ := io.ReadAll(r.Body)
	rec.mu.Lock()
	defer rec.mu.Unlock()
	rec.reqs = append(rec.reqs, Request{r.Method, r.URL.Path, r.URL.RawQuery, body})
	return body
}

// Requests returns the recorded requests of method whose path matches
// the regular expression pathRe in full.
func (rec *Recorder) Requests(method, pathRe string) []Request {
	re := regexp.MustCompile("^(?:" + pathRe + ")$")
	rec.mu.Lock()
	defer rec.mu.Unlock()
	var out []Request
	for _, r := range rec.reqs {
		if r.Method == method && re.MatchString(r.Path) {
			out = append(out, r)
		}
	}
	return out
}
