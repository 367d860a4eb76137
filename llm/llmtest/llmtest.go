// Package llmtest is a scripted language-model server for tests. It
// speaks the OpenAI chat-completions API (POST /v1/chat/completions) and
// Ollama's (POST /api/chat), so the real langchaingo clients run against
// it, and replays queued answers: good ones, garbage, errors, slowness.
package llmtest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"time"
)

// Answer is one scripted response.
type Answer struct {
	Content string // the assistant's text
	Finish  string // finish reason; "stop" when empty, "length" to simulate truncation
	Status  int    // HTTP status; 200 when 0
	// RetryAfter is sent with error statuses.
	RetryAfter string
	// Delay holds the answer back (timeouts).
	Delay time.Duration
	// PromptTokens and CompletionTokens are reported as usage (0: omit).
	PromptTokens, CompletionTokens int
}

// Request is what a client sent.
type Request struct {
	Path     string
	Model    string
	Messages []Message
	JSON     bool // JSON mode was asked for
}

// Message is one chat message of a request.
type Message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// Server replays answers in order; when the queue is empty it asks
// Respond, and failing that answers 500.
type Server struct {
	*httptest.Server
	// Respond, when set, answers requests the queue does not.
	Respond func(Request) Answer

	mu       sync.Mutex
	queue    []Answer
	requests []Request
}

// New starts a server with queued answers. Close it when done.
func New(answers ...Answer) *Server {
	s := &Server{queue: answers}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/chat/completions", s.openai)
	mux.HandleFunc("POST /chat/completions", s.openai)
	mux.HandleFunc("POST /api/chat", s.ollama)
	s.Server = httptest.NewServer(mux)
	return s
}

// OpenAIURL is the base URL to configure an OpenAI-compatible client with.
func (s *Server) OpenAIURL() string { return s.URL + "/v1" }

// Enqueue adds answers to the queue.
func (s *Server) Enqueue(answers ...Answer) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.queue = append(s.queue, answers...)
}

// Requests returns what clients sent so far.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

func (s *Server) next(r Request) Answer {
	s.mu.Lock()
	s.requests = append(s.requests, r)
	if len(s.queue) > 0 {
		a := s.queue[0]
		s.queue = s.queue[1:]
		s.mu.Unlock()
		return a
	}
	respond := s.Respond
	s.mu.Unlock()
	if respond != nil {
		return respond(r)
	}
	return Answer{Status: 500, Content: "llmtest: no scripted answer left"}
}

func (s *Server) wait(r *http.Request, a Answer) bool {
	if a.Delay <= 0 {
		return true
	}
	select {
	case <-time.After(a.Delay):
		return true
	case <-r.Context().Done():
		return false
	}
}

func writeError(w http.ResponseWriter, a Answer) {
	if a.RetryAfter != "" {
		w.Header().Set("Retry-After", a.RetryAfter)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(a.Status)
	json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"message": a.Content, "type": "scripted", "code": a.Status}})
}

func (s *Server) openai(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Model          string    `json:"model"`
		Messages       []Message `json:"messages"`
		ResponseFormat *struct {
			Type string `json:"type"`
		} `json:"response_format"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	a := s.next(Request{Path: r.URL.Path, Model: body.Model, Messages: body.Messages,
		JSON: body.ResponseFormat != nil && body.ResponseFormat.Type == "json_object"})
	if !s.wait(r, a) {
		return
	}
	if a.Status != 0 && a.Status != http.StatusOK {
		writeError(w, a)
		return
	}
	finish := a.Finish
	if finish == "" {
		finish = "stop"
	}
	resp := map[string]any{
		"id": "chatcmpl-test", "object": "chat.completion", "created": time.Now().Unix(), "model": body.Model,
		"choices": []any{map[string]any{"index": 0, "finish_reason": finish,
			"message": map[string]any{"role": "assistant", "content": a.Content}}},
	}
	if a.PromptTokens > 0 || a.CompletionTokens > 0 {
		resp["usage"] = map[string]any{"prompt_tokens": a.PromptTokens, "completion_tokens": a.CompletionTokens,
			"total_tokens": a.PromptTokens + a.CompletionTokens}
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(resp)
}

func (s *Server) ollama(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Model    string    `json:"model"`
		Messages []Message `json:"messages"`
		Format   any       `json:"format"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	a := s.next(Request{Path: r.URL.Path, Model: body.Model, Messages: body.Messages, JSON: fmt.Sprint(body.Format) == "json"})
	if !s.wait(r, a) {
		return
	}
	if a.Status != 0 && a.Status != http.StatusOK {
		writeError(w, a)
		return
	}
	reason := a.Finish
	if reason == "" {
		reason = "stop"
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{
		"model": body.Model, "created_at": time.Now().UTC().Format(time.RFC3339Nano),
		"message": map[string]any{"role": "assistant", "content": a.Content},
		"done":    true, "done_reason": reason, "prompt_eval_count": a.PromptTokens, "eval_count": a.CompletionTokens,
	})
}

// LastUser returns the text of the last user message of a request.
func (r Request) LastUser() string {
	for i := len(r.Messages) - 1; i >= 0; i-- {
		if strings.EqualFold(r.Messages[i].Role, "user") {
			return r.Messages[i].Content
		}
	}
	return ""
}
