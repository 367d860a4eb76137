package llm_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/bylinehq/byline/llm"
	"github.com/bylinehq/byline/llm/llmtest"
)

func client(t *testing.T, srv *llmtest.Server, provider string, mutate func(*llm.Config)) *llm.Client {
	t.Helper()
	cfg := llm.Config{Provider: provider, Model: "test-model", BaseURL: srv.OpenAIURL(), Timeout: 2 * time.Second,
		MaxRetries: 2, PriceIn: 1, PriceOut: 2}
	if provider == "ollama" {
		cfg.BaseURL = srv.URL
	}
	if mutate != nil {
		mutate(&cfg)
	}
	c, err := llm.New(context.Background(), cfg, nil, srv.Client(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestCompleteAccountsForCalls(t *testing.T) {
	for _, provider := range []string{"openai", "ollama"} {
		t.Run(provider, func(t *testing.T) {
			srv := llmtest.New(llmtest.Answer{Content: `{"ok":true}`, PromptTokens: 1000, CompletionTokens: 500})
			defer srv.Close()
			c := client(t, srv, provider, nil)
			rep, err := c.Complete(context.Background(), "test", []llm.Message{{Role: "system", Text: "sys"}, {Role: "user", Text: "hello"}}, true)
			if err != nil {
				t.Fatal(err)
			}
			if rep.Text != `{"ok":true}` || rep.Call.TokensIn != 1000 || rep.Call.TokensOut != 500 || (provider == "openai" && rep.Call.FinishReason != "stop") {
				t.Errorf("reply = %+v", rep)
			}
			if want := (1000*1.0 + 500*2.0) / 1e6; rep.Call.CostUSD != want {
				t.Errorf("cost = %v, want %v", rep.Call.CostUSD, want)
			}
			req := srv.Requests()[0]
			if !req.JSON || req.Model != "test-model" || req.LastUser() != "hello" {
				t.Errorf("request = %+v", req)
			}
			if u := c.Meter().Usage(); u.Calls != 1 || u.TokensIn != 1000 {
				t.Errorf("usage = %+v", u)
			}
		})
	}
}

func TestRateLimitThenSuccess(t *testing.T) {
	srv := llmtest.New(llmtest.Answer{Status: 429, Content: "slow down", RetryAfter: "1"}, llmtest.Answer{Content: "fine"})
	defer srv.Close()
	c := client(t, srv, "openai", nil)
	rep, err := c.Complete(context.Background(), "test", []llm.Message{{Role: "user", Text: "x"}}, false)
	if err != nil || rep.Text != "fine" {
		t.Fatalf("reply %+v, err %v", rep, err)
	}
	if u := c.Meter().Usage(); u.Calls != 2 || u.Failed != 1 {
		t.Errorf("usage = %+v, want 2 calls, 1 failed", u)
	}
}

func TestTruncationIsSurfaced(t *testing.T) {
	srv := llmtest.New(llmtest.Answer{Content: `{"fields":{"title":["//h1"`, Finish: "length"})
	defer srv.Close()
	c := client(t, srv, "openai", nil)
	rep, err := c.Complete(context.Background(), "test", []llm.Message{{Role: "user", Text: "x"}}, true)
	if !errors.Is(err, llm.ErrTruncated) || !rep.Call.Truncated || rep.Text == "" {
		t.Fatalf("reply %+v, err %v; want ErrTruncated with the partial text", rep, err)
	}
	if c.Meter().Usage().Truncated != 1 {
		t.Error("truncation not counted")
	}
}

func TestTimeoutIsRetriedThenReported(t *testing.T) {
	slow := llmtest.Answer{Content: "late", Delay: 2 * time.Second}
	srv := llmtest.New(slow, slow)
	defer srv.Close()
	c := client(t, srv, "openai", func(c *llm.Config) { c.Timeout = 50 * time.Millisecond; c.MaxRetries = 1 })
	_, err := c.Complete(context.Background(), "test", []llm.Message{{Role: "user", Text: "x"}}, false)
	if err == nil || !strings.Contains(err.Error(), "giving up after 2 attempts") {
		t.Fatalf("err = %v", err)
	}
}

func TestBudget(t *testing.T) {
	srv := llmtest.New()
	srv.Respond = func(llmtest.Request) llmtest.Answer { return llmtest.Answer{Content: "ok"} }
	defer srv.Close()
	c := client(t, srv, "openai", nil)
	c.Meter().SetBudget(2)
	for i := range 3 {
		_, err := c.Complete(context.Background(), "test", []llm.Message{{Role: "user", Text: "x"}}, false)
		if (i < 2) != (err == nil) {
			t.Fatalf("call %d: err = %v", i, err)
		}
		if i == 2 && !errors.Is(err, llm.ErrBudget) {
			t.Fatalf("third call: err = %v, want ErrBudget", err)
		}
	}
}

func TestConfigValidation(t *testing.T) {
	for _, cfg := range []llm.Config{{Provider: "gpt"}, {Provider: "openai"}} {
		if err := cfg.Validate(); err == nil {
			t.Errorf("%+v accepted", cfg)
		}
	}
	if n := llm.CountTokens("Hello, world! Xin chào thế giới."); n < 5 || n > 20 {
		t.Errorf("CountTokens = %d", n)
	}
}
