package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/bylinehq/byline/search"
)

// Config is all of Byline's configuration. It is filled in this order:
// defaults, then a JSON file (BYLINE_CONFIG or --config), then BYLINE_*
// environment variables, then command-line flags; then Validate.
type Config struct {
	Data        string `json:"data"`         // BYLINE_DATA
	Addr        string `json:"addr"`         // BYLINE_ADDR
	LogLevel    string `json:"log_level"`    // BYLINE_LOG_LEVEL
	LogFormat   string `json:"log_format"`   // BYLINE_LOG_FORMAT
	RedisURL    string `json:"redis_url"`    // BYLINE_REDIS_URL
	RedisPrefix string `json:"redis_prefix"` // BYLINE_REDIS_PREFIX
	MongoURL    string `json:"mongo_url"`    // BYLINE_MONGO_URL(_FILE)
	MongoDB     string `json:"mongo_db"`     // BYLINE_MONGO_DB
	// WorkerID names this process's claims on a shared frontier
	// (BYLINE_WORKER_ID); empty: its host and absolute data directory.
	WorkerID string       `json:"worker_id"`
	Metrics  bool         `json:"metrics"` // BYLINE_METRICS
	Crawl    CrawlConfig  `json:"crawl"`
	Search   SearchConfig `json:"search"`
	LLM      LLMConfig    `json:"llm"`
}

// LLMConfig selects the language model that writes selector sets. With
// no provider, the offline heuristic generator writes them.
type LLMConfig struct {
	Provider    string   `json:"provider"`    // BYLINE_LLM_PROVIDER: openai, ollama, anthropic, googleai, mistral
	BaseURL     string   `json:"base_url"`    // BYLINE_LLM_BASE_URL
	Model       string   `json:"model"`       // BYLINE_LLM_MODEL
	APIKey      string   `json:"-"`           // BYLINE_LLM_API_KEY(_FILE)
	Timeout     Duration `json:"timeout"`     // BYLINE_LLM_TIMEOUT
	MaxTokens   int      `json:"max_tokens"`  // BYLINE_LLM_MAX_TOKENS: answer length limit
	PageTokens  int      `json:"page_tokens"` // BYLINE_LLM_PAGE_TOKENS: trimming budget per sample page
	Refinements int      `json:"refinements"` // BYLINE_LLM_REFINEMENTS
	PriceIn     float64  `json:"price_in"`    // BYLINE_LLM_PRICE_IN: USD per million input tokens
	PriceOut    float64  `json:"price_out"`   // BYLINE_LLM_PRICE_OUT
	Extract     bool     `json:"extract"`     // BYLINE_LLM_EXTRACT: LLM article extraction as a fallback
	MaxCalls    int      `json:"max_calls"`   // BYLINE_LLM_MAX_CALLS: per-run budget (crawl --max-llm-calls)
}

// SearchConfig selects the search backend and the embedder.
type SearchConfig struct {
	Backend       string  `json:"backend"`        // BYLINE_SEARCH: bleve, meili or elastic
	Mode          string  `json:"mode"`           // BYLINE_SEARCH_MODE: default mode of queries
	SemanticRatio float64 `json:"semantic_ratio"` // BYLINE_SEARCH_SEMANTIC_RATIO
	HNSWThreshold int     `json:"hnsw_threshold"` // BYLINE_SEARCH_HNSW_THRESHOLD
	Index         string  `json:"index"`          // BYLINE_SEARCH_INDEX: index name (meili, elastic)
	MeiliURL      string  `json:"meili_url"`      // BYLINE_MEILI_URL
	MeiliKey      string  `json:"-"`              // BYLINE_MEILI_KEY(_FILE)
	ESURL         string  `json:"es_url"`         // BYLINE_ES_URL
	ESUser        string  `json:"es_user"`        // BYLINE_ES_USER
	ESPassword    string  `json:"-"`              // BYLINE_ES_PASSWORD(_FILE)
	ESAPIKey      string  `json:"-"`              // BYLINE_ES_API_KEY(_FILE)
	Embedder      string  `json:"embedder"`       // BYLINE_EMBEDDER: builtin, openai, ollama, none
	EmbedBaseURL  string  `json:"embed_base_url"` // BYLINE_EMBED_BASE_URL
	EmbedModel    string  `json:"embed_model"`    // BYLINE_EMBED_MODEL
	EmbedAPIKey   string  `json:"-"`              // BYLINE_EMBED_API_KEY(_FILE)
}

// CrawlConfig configures fetching and crawl runs.
type CrawlConfig struct {
	AllowPrivate bool     `json:"allow_private"`   // BYLINE_CRAWL_ALLOW_PRIVATE
	Delay        Duration `json:"delay"`           // BYLINE_CRAWL_DELAY
	Workers      int      `json:"workers"`         // BYLINE_CRAWL_WORKERS
	Timeout      Duration `json:"timeout"`         // BYLINE_CRAWL_TIMEOUT
	MaxBody      int64    `json:"max_body"`        // BYLINE_CRAWL_MAX_BODY
	MaxDepth     int      `json:"max_depth"`       // BYLINE_CRAWL_MAX_DEPTH
	UserAgent    string   `json:"user_agent"`      // BYLINE_CRAWL_USER_AGENT
	Every        Duration `json:"every"`           // BYLINE_CRAWL_EVERY
	HostParallel int      `json:"host_parallel"`   // BYLINE_CRAWL_HOST_PARALLEL
	MaxAttempts  int      `json:"max_attempts"`    // BYLINE_CRAWL_MAX_ATTEMPTS
	RetryBase    Duration `json:"retry_base"`      // BYLINE_CRAWL_RETRY_BASE
	RetryMax     Duration `json:"retry_max"`       // BYLINE_CRAWL_RETRY_MAX
	MaxWait      Duration `json:"max_wait"`        // BYLINE_CRAWL_MAX_WAIT
	MaxRun       Duration `json:"max_run"`         // BYLINE_CRAWL_MAX_RUN
	FailLimit    int      `json:"fail_limit"`      // BYLINE_CRAWL_FAIL_LIMIT
	HostFails    int      `json:"host_fail_limit"` // BYLINE_CRAWL_HOST_FAIL_LIMIT
	BloomCap     int64    `json:"bloom_capacity"`  // BYLINE_CRAWL_BLOOM_CAPACITY
	BloomFP      float64  `json:"bloom_fp"`        // BYLINE_CRAWL_BLOOM_FP
	// resolve maps host:port to a dial address; only the demo sets it.
	resolve map[string]string
}

// Duration is a time.Duration that reads "15m" from JSON.
type Duration time.Duration

// UnmarshalJSON accepts a Go duration string.
func (d *Duration) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("duration must be a string like \"15m\": %w", err)
	}
	v, err := time.ParseDuration(s)
	if err != nil {
		return err
	}
	*d = Duration(v)
	return nil
}

// MarshalJSON writes a Go duration string.
func (d Duration) MarshalJSON() ([]byte, error) { return json.Marshal(time.Duration(d).String()) }

// envVar documents one environment variable.
type envVar struct {
	name, help string
}

// envVars lists every variable Byline reads, for help texts and README.
var envVars = []envVar{
	{"BYLINE_CONFIG", "JSON config file read before the environment"},
	{"BYLINE_DATA", "data directory: SQLite store and raw HTML (unless BYLINE_MONGO_URL is set), index, fetch logs (default ./data)"},
	{"BYLINE_ADDR", "HTTP listen address of serve and demo (default 127.0.0.1:8080)"},
	{"BYLINE_LOG_LEVEL", "debug, info, warn or error (default info)"},
	{"BYLINE_LOG_FORMAT", "text or json (default text)"},
	{"BYLINE_CRAWL_ALLOW_PRIVATE", "true to fetch loopback/private addresses (default false; demo and tests set it)"},
	{"BYLINE_CRAWL_DELAY", "minimum gap between two requests to one host (default 1s; robots.txt Crawl-delay can raise it)"},
	{"BYLINE_CRAWL_WORKERS", "concurrent fetches over all hosts (default 8)"},
	{"BYLINE_CRAWL_TIMEOUT", "timeout of one fetch, body included (default 20s)"},
	{"BYLINE_CRAWL_MAX_BODY", "bytes kept of one response; longer ones are cut (default 10485760)"},
	{"BYLINE_CRAWL_MAX_DEPTH", "link hops from a seed (default 4)"},
	{"BYLINE_CRAWL_USER_AGENT", "User-Agent header (default names Byline and its URL)"},
	{"BYLINE_CRAWL_EVERY", "default recrawl interval of a new site (default 15m)"},
	{"BYLINE_CRAWL_HOST_PARALLEL", "requests in flight per host (default 1; a site's config may override)"},
	{"BYLINE_CRAWL_MAX_ATTEMPTS", "fetch attempts of one URL within a run, for timeouts, network errors, 429 and 5xx (default 3)"},
	{"BYLINE_CRAWL_RETRY_BASE", "first retry delay within a run; doubles per attempt (default 1s)"},
	{"BYLINE_CRAWL_RETRY_MAX", "cap of the retry delay within a run (default 1m)"},
	{"BYLINE_CRAWL_MAX_WAIT", "longest a run waits for one host: a longer robots.txt Crawl-delay is cut to it, URLs due later wait for the next run (default 5m)"},
	{"BYLINE_CRAWL_MAX_RUN", "longest a scheduled run takes new work while due sites join it; what is left goes to the next run, started at once (default 1h)"},
	{"BYLINE_CRAWL_FAIL_LIMIT", "failed runs after which a URL is given up (default 8); before that it is retried after 15m, 30m, … up to a day"},
	{"BYLINE_CRAWL_HOST_FAIL_LIMIT", "requests to one host failing in a row (timeouts, network errors) after which a run leaves its URLs for a run 15m later (default 5)"},
	{"BYLINE_CRAWL_BLOOM_CAPACITY", "URLs the seen filter is sized for (default 1000000)"},
	{"BYLINE_CRAWL_BLOOM_FP", "false-positive rate the seen filter is sized for (default 0.01)"},
	{"BYLINE_REDIS_URL", "redis://host:port/db: keep the crawl frontier in Redis sorted sets instead of the SQLite store"},
	{"BYLINE_REDIS_PREFIX", "prefix of Byline's Redis keys, so several deployments can share a server (default byline:)"},
	{"BYLINE_MONGO_URL", "mongodb://[user:password@]host:port/ or mongodb+srv://…: keep documents and raw HTML in MongoDB instead of the SQLite store (or BYLINE_MONGO_URL_FILE); index and fetch logs stay in BYLINE_DATA"},
	{"BYLINE_MONGO_DB", "MongoDB database of Byline's collections (default byline)"},
	{"BYLINE_WORKER_ID", "name of this process's claims on a frontier shared through Redis or MongoDB, unique among the processes that share it (a crawling process refuses to start while a live one holds it) and kept across restarts (default host:absolute data dir)"},
	{"BYLINE_METRICS", "serve Prometheus metrics on /metrics of the HTTP API (default true)"},
	{"BYLINE_LLM_PROVIDER", "language model that writes selector sets: openai (any OpenAI-compatible server), ollama, anthropic, googleai, mistral; unset: the offline heuristic generator"},
	{"BYLINE_LLM_BASE_URL", "LLM API root, e.g. http://127.0.0.1:8000/v1 (openai-compatible) or http://127.0.0.1:11434 (ollama)"},
	{"BYLINE_LLM_MODEL", "LLM model name, e.g. gpt-4o-mini, qwen2.5:14b"},
	{"BYLINE_LLM_API_KEY", "LLM API key (or BYLINE_LLM_API_KEY_FILE)"},
	{"BYLINE_LLM_TIMEOUT", "timeout of one LLM call (default 2m)"},
	{"BYLINE_LLM_MAX_TOKENS", "answer length limit of one LLM call (default 2048)"},
	{"BYLINE_LLM_PAGE_TOKENS", "token budget of one trimmed sample page in a prompt (default 6000)"},
	{"BYLINE_LLM_REFINEMENTS", "refinement rounds after validation failures (default 2)"},
	{"BYLINE_LLM_PRICE_IN", "USD per million input tokens, for cost estimates (default 0)"},
	{"BYLINE_LLM_PRICE_OUT", "USD per million output tokens, for cost estimates (default 0)"},
	{"BYLINE_LLM_EXTRACT", "when no valid selector set can be had for a page, ask the LLM for the article itself (default false)"},
	{"BYLINE_LLM_MAX_CALLS", "LLM calls allowed per crawl run, 0 for no limit (crawl --max-llm-calls; default 0)"},
	{"BYLINE_SEARCH", "search backend: bleve (embedded, default), meili or elastic"},
	{"BYLINE_SEARCH_MODE", "default search mode: keyword, semantic or hybrid (default hybrid; keyword when BYLINE_EMBEDDER=none)"},
	{"BYLINE_SEARCH_SEMANTIC_RATIO", "default weight of meaning in hybrid search, 0..1 (default 0.3)"},
	{"BYLINE_SEARCH_HNSW_THRESHOLD", "bleve: vectors from which an HNSW graph replaces the exact scan (default 200000; -1 never)"},
	{"BYLINE_SEARCH_INDEX", "meili/elastic: index name, an alias on elastic (default byline)"},
	{"BYLINE_MEILI_URL", "Meilisearch URL, e.g. http://127.0.0.1:7700 (BYLINE_SEARCH=meili)"},
	{"BYLINE_MEILI_KEY", "Meilisearch API key (or BYLINE_MEILI_KEY_FILE)"},
	{"BYLINE_ES_URL", "Elasticsearch URL, e.g. http://127.0.0.1:9200 (BYLINE_SEARCH=elastic)"},
	{"BYLINE_ES_USER", "Elasticsearch basic-auth user"},
	{"BYLINE_ES_PASSWORD", "Elasticsearch basic-auth password (or BYLINE_ES_PASSWORD_FILE)"},
	{"BYLINE_ES_API_KEY", "Elasticsearch API key, instead of user and password (or BYLINE_ES_API_KEY_FILE)"},
	{"BYLINE_EMBEDDER", "builtin (offline GloVe + SIF, default), openai (any OpenAI-compatible server), ollama, or none"},
	{"BYLINE_EMBED_BASE_URL", "embedding server URL, e.g. http://127.0.0.1:11434 (ollama) or http://host/v1 (openai)"},
	{"BYLINE_EMBED_MODEL", "embedding model, e.g. text-embedding-3-small or nomic-embed-text"},
	{"BYLINE_EMBED_API_KEY", "embedding API key (or BYLINE_EMBED_API_KEY_FILE)"},
}

func defaultConfig() Config {
	return Config{
		Data: "./data", Addr: "127.0.0.1:8080", LogLevel: "info", LogFormat: "text", Metrics: true, RedisPrefix: "byline:", MongoDB: "byline",
		Crawl: CrawlConfig{Delay: Duration(time.Second), Workers: 8, Timeout: Duration(20 * time.Second),
			MaxBody: 10 << 20, MaxDepth: 4, Every: Duration(15 * time.Minute), HostParallel: 1, MaxAttempts: 3,
			RetryBase: Duration(time.Second), RetryMax: Duration(time.Minute), MaxWait: Duration(5 * time.Minute), MaxRun: Duration(time.Hour), FailLimit: 8, HostFails: 5,
			BloomCap: 1_000_000, BloomFP: 0.01},
		Search: SearchConfig{Backend: "bleve", Mode: "hybrid", SemanticRatio: search.DefaultSemanticRatio, Index: "byline", Embedder: "builtin"},
	}
}

// loadConfig applies the file and the environment over the defaults.
func loadConfig(getenv func(string) string, file string) (Config, error) {
	return loadConfigOver(defaultConfig(), getenv, file)
}

// loadConfigOver is loadConfig over a command's own defaults (demo's data
// directory and delay), which the config file and environment override
// like any default.
func loadConfigOver(cfg Config, getenv func(string) string, file string) (Config, error) {
	if file == "" {
		file = getenv("BYLINE_CONFIG")
	}
	if file != "" {
		b, err := os.ReadFile(file)
		if err != nil {
			return cfg, fmt.Errorf("config file: %w", err)
		}
		dec := json.NewDecoder(strings.NewReader(string(b)))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&cfg); err != nil {
			return cfg, fmt.Errorf("config file %s: %w", file, err)
		}
	}
	var errs []error
	str := func(name string, dst *string) {
		if v := getenv(name); v != "" {
			*dst = v
		}
	}
	boolean := func(name string, dst *bool) {
		if v := getenv(name); v != "" {
			b, err := strconv.ParseBool(v)
			if err != nil {
				errs = append(errs, fmt.Errorf("%s=%q: want true or false", name, v))
				return
			}
			*dst = b
		}
	}
	integer := func(name string, dst *int64) {
		if v := getenv(name); v != "" {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil {
				errs = append(errs, fmt.Errorf("%s=%q: want a whole number", name, v))
				return
			}
			*dst = n
		}
	}
	dur := func(name string, dst *Duration) {
		if v := getenv(name); v != "" {
			d, err := time.ParseDuration(v)
			if err != nil {
				errs = append(errs, fmt.Errorf("%s=%q: want a duration like 500ms, 15m or 1h", name, v))
				return
			}
			*dst = Duration(d)
		}
	}
	str("BYLINE_DATA", &cfg.Data)
	str("BYLINE_ADDR", &cfg.Addr)
	str("BYLINE_LOG_LEVEL", &cfg.LogLevel)
	str("BYLINE_LOG_FORMAT", &cfg.LogFormat)
	boolean("BYLINE_CRAWL_ALLOW_PRIVATE", &cfg.Crawl.AllowPrivate)
	dur("BYLINE_CRAWL_DELAY", &cfg.Crawl.Delay)
	workers, depth := int64(cfg.Crawl.Workers), int64(cfg.Crawl.MaxDepth)
	integer("BYLINE_CRAWL_WORKERS", &workers)
	integer("BYLINE_CRAWL_MAX_DEPTH", &depth)
	cfg.Crawl.Workers, cfg.Crawl.MaxDepth = int(workers), int(depth)
	dur("BYLINE_CRAWL_TIMEOUT", &cfg.Crawl.Timeout)
	integer("BYLINE_CRAWL_MAX_BODY", &cfg.Crawl.MaxBody)
	str("BYLINE_CRAWL_USER_AGENT", &cfg.Crawl.UserAgent)
	dur("BYLINE_CRAWL_EVERY", &cfg.Crawl.Every)
	str("BYLINE_REDIS_URL", &cfg.RedisURL)
	str("BYLINE_REDIS_PREFIX", &cfg.RedisPrefix)
	str("BYLINE_WORKER_ID", &cfg.WorkerID)
	boolean("BYLINE_METRICS", &cfg.Metrics)
	hp, ma, fl, hf := int64(cfg.Crawl.HostParallel), int64(cfg.Crawl.MaxAttempts), int64(cfg.Crawl.FailLimit), int64(cfg.Crawl.HostFails)
	integer("BYLINE_CRAWL_HOST_PARALLEL", &hp)
	integer("BYLINE_CRAWL_MAX_ATTEMPTS", &ma)
	integer("BYLINE_CRAWL_FAIL_LIMIT", &fl)
	integer("BYLINE_CRAWL_HOST_FAIL_LIMIT", &hf)
	cfg.Crawl.HostParallel, cfg.Crawl.MaxAttempts, cfg.Crawl.FailLimit, cfg.Crawl.HostFails = int(hp), int(ma), int(fl), int(hf)
	dur("BYLINE_CRAWL_RETRY_BASE", &cfg.Crawl.RetryBase)
	dur("BYLINE_CRAWL_RETRY_MAX", &cfg.Crawl.RetryMax)
	dur("BYLINE_CRAWL_MAX_WAIT", &cfg.Crawl.MaxWait)
	dur("BYLINE_CRAWL_MAX_RUN", &cfg.Crawl.MaxRun)
	integer("BYLINE_CRAWL_BLOOM_CAPACITY", &cfg.Crawl.BloomCap)
	if v := getenv("BYLINE_CRAWL_BLOOM_FP"); v != "" {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			errs = append(errs, fmt.Errorf("BYLINE_CRAWL_BLOOM_FP=%q: want a number like 0.01", v))
		} else {
			cfg.Crawl.BloomFP = f
		}
	}
	// secret reads NAME, or the file NAME_FILE names (for container
	// secrets), trimmed.
	secret := func(name string, dst *string) {
		str(name, dst)
		if f := getenv(name + "_FILE"); f != "" {
			b, err := os.ReadFile(f)
			if err != nil {
				errs = append(errs, fmt.Errorf("%s_FILE: %w", name, err))
				return
			}
			*dst = strings.TrimSpace(string(b))
		}
	}
	secret("BYLINE_MONGO_URL", &cfg.MongoURL) // it may hold a password
	str("BYLINE_MONGO_DB", &cfg.MongoDB)
	sc := &cfg.Search
	str("BYLINE_SEARCH", &sc.Backend)
	str("BYLINE_SEARCH_MODE", &sc.Mode)
	if v := getenv("BYLINE_SEARCH_SEMANTIC_RATIO"); v != "" {
		r, err := strconv.ParseFloat(v, 64)
		if err != nil {
			errs = append(errs, fmt.Errorf("BYLINE_SEARCH_SEMANTIC_RATIO=%q: want a number from 0 to 1", v))
		} else {
			sc.SemanticRatio = r
		}
	}
	hnsw := int64(sc.HNSWThreshold)
	integer("BYLINE_SEARCH_HNSW_THRESHOLD", &hnsw)
	sc.HNSWThreshold = int(hnsw)
	str("BYLINE_SEARCH_INDEX", &sc.Index)
	str("BYLINE_MEILI_URL", &sc.MeiliURL)
	secret("BYLINE_MEILI_KEY", &sc.MeiliKey)
	str("BYLINE_ES_URL", &sc.ESURL)
	str("BYLINE_ES_USER", &sc.ESUser)
	secret("BYLINE_ES_PASSWORD", &sc.ESPassword)
	secret("BYLINE_ES_API_KEY", &sc.ESAPIKey)
	str("BYLINE_EMBEDDER", &sc.Embedder)
	str("BYLINE_EMBED_BASE_URL", &sc.EmbedBaseURL)
	str("BYLINE_EMBED_MODEL", &sc.EmbedModel)
	secret("BYLINE_EMBED_API_KEY", &sc.EmbedAPIKey)
	lc := &cfg.LLM
	str("BYLINE_LLM_PROVIDER", &lc.Provider)
	str("BYLINE_LLM_BASE_URL", &lc.BaseURL)
	str("BYLINE_LLM_MODEL", &lc.Model)
	secret("BYLINE_LLM_API_KEY", &lc.APIKey)
	dur("BYLINE_LLM_TIMEOUT", &lc.Timeout)
	mt, pt, rf, mc := int64(lc.MaxTokens), int64(lc.PageTokens), int64(lc.Refinements), int64(lc.MaxCalls)
	integer("BYLINE_LLM_MAX_TOKENS", &mt)
	integer("BYLINE_LLM_PAGE_TOKENS", &pt)
	integer("BYLINE_LLM_REFINEMENTS", &rf)
	integer("BYLINE_LLM_MAX_CALLS", &mc)
	lc.MaxTokens, lc.PageTokens, lc.Refinements, lc.MaxCalls = int(mt), int(pt), int(rf), int(mc)
	for name, dst := range map[string]*float64{"BYLINE_LLM_PRICE_IN": &lc.PriceIn, "BYLINE_LLM_PRICE_OUT": &lc.PriceOut} {
		if v := getenv(name); v != "" {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil || !(f >= 0) || math.IsInf(f, 1) { // NaN and Inf too
				errs = append(errs, fmt.Errorf("%s=%q: want USD per million tokens, e.g. 0.15", name, v))
			} else {
				*dst = f
			}
		}
	}
	boolean("BYLINE_LLM_EXTRACT", &lc.Extract)
	return cfg, errors.Join(errs...)
}

// maxBloomBytes bounds the seen filter's memory: 10 M URLs at 1 % take
// 11.4 MiB, so 1 GiB leaves room for about 900 M.
const maxBloomBytes = 1 << 30

// bloomBytes is the size of a Bloom filter for n items at false-positive
// rate p: n·ln(1/p)/ln²2 bits.
func bloomBytes(n int64, p float64) float64 {
	return float64(n) * -math.Log(p) / (math.Ln2 * math.Ln2) / 8
}

// Validate reports every invalid setting at once.
func (c *Config) Validate() error {
	var errs []error
	if c.Data == "" {
		errs = append(errs, errors.New("data directory is empty: set --data or BYLINE_DATA"))
	}
	switch c.LogLevel {
	case "debug", "info", "warn", "error":
	default:
		errs = append(errs, fmt.Errorf("log level %q: want debug, info, warn or error (BYLINE_LOG_LEVEL, --log-level)", c.LogLevel))
	}
	switch c.LogFormat {
	case "text", "json":
	default:
		errs = append(errs, fmt.Errorf("log format %q: want text or json (BYLINE_LOG_FORMAT)", c.LogFormat))
	}
	if c.Crawl.Delay < 0 {
		errs = append(errs, errors.New("crawl delay must not be negative (BYLINE_CRAWL_DELAY, --delay)"))
	}
	if c.Crawl.Workers < 1 || c.Crawl.Workers > 1024 {
		errs = append(errs, fmt.Errorf("crawl workers %d: want 1..1024 (BYLINE_CRAWL_WORKERS, --workers)", c.Crawl.Workers))
	}
	if c.Crawl.Timeout <= 0 {
		errs = append(errs, errors.New("crawl timeout must be positive, e.g. 20s (BYLINE_CRAWL_TIMEOUT)"))
	}
	if c.Crawl.MaxBody < 1024 {
		errs = append(errs, fmt.Errorf("crawl max body %d: want at least 1024 bytes (BYLINE_CRAWL_MAX_BODY)", c.Crawl.MaxBody))
	}
	if c.Crawl.MaxDepth < 0 {
		errs = append(errs, errors.New("crawl max depth must not be negative (BYLINE_CRAWL_MAX_DEPTH, --max-depth)"))
	}
	if c.Crawl.Every < Duration(time.Minute) {
		errs = append(errs, fmt.Errorf("crawl interval %s: want at least 1m (BYLINE_CRAWL_EVERY)", time.Duration(c.Crawl.Every)))
	}
	if c.Crawl.HostParallel < 1 || c.Crawl.HostParallel > 64 {
		errs = append(errs, fmt.Errorf("crawl host parallel %d: want 1..64 (BYLINE_CRAWL_HOST_PARALLEL)", c.Crawl.HostParallel))
	}
	if c.Crawl.MaxAttempts < 1 || c.Crawl.MaxAttempts > 20 {
		errs = append(errs, fmt.Errorf("crawl max attempts %d: want 1..20 (BYLINE_CRAWL_MAX_ATTEMPTS)", c.Crawl.MaxAttempts))
	}
	if c.Crawl.RetryBase <= 0 || c.Crawl.RetryMax < c.Crawl.RetryBase {
		errs = append(errs, fmt.Errorf("crawl retry base %s and max %s: want 0 < base <= max (BYLINE_CRAWL_RETRY_BASE, BYLINE_CRAWL_RETRY_MAX)",
			time.Duration(c.Crawl.RetryBase), time.Duration(c.Crawl.RetryMax)))
	}
	if c.Crawl.MaxWait < c.Crawl.Delay || c.Crawl.MaxWait < c.Crawl.RetryMax {
		errs = append(errs, fmt.Errorf("BYLINE_CRAWL_MAX_WAIT %s: want at least the delay (%s) and the retry cap (%s)",
			time.Duration(c.Crawl.MaxWait), time.Duration(c.Crawl.Delay), time.Duration(c.Crawl.RetryMax)))
	}
	if c.Crawl.MaxRun < Duration(time.Minute) {
		errs = append(errs, fmt.Errorf("BYLINE_CRAWL_MAX_RUN %s: want at least 1m", time.Duration(c.Crawl.MaxRun)))
	}
	if c.Crawl.FailLimit < 1 {
		errs = append(errs, fmt.Errorf("crawl fail limit %d: want at least 1 (BYLINE_CRAWL_FAIL_LIMIT)", c.Crawl.FailLimit))
	}
	if c.Crawl.HostFails < 1 {
		errs = append(errs, fmt.Errorf("crawl host fail limit %d: want at least 1 (BYLINE_CRAWL_HOST_FAIL_LIMIT)", c.Crawl.HostFails))
	}
	if c.Crawl.BloomCap < 1000 {
		errs = append(errs, fmt.Errorf("seen filter capacity %d: want at least 1000 URLs (BYLINE_CRAWL_BLOOM_CAPACITY)", c.Crawl.BloomCap))
	}
	if !(c.Crawl.BloomFP > 0 && c.Crawl.BloomFP < 0.5) { // NaN too
		errs = append(errs, fmt.Errorf("seen filter false-positive rate %v: want between 0 and 0.5, e.g. 0.01 (BYLINE_CRAWL_BLOOM_FP)", c.Crawl.BloomFP))
	} else if b := bloomBytes(c.Crawl.BloomCap, c.Crawl.BloomFP); b > maxBloomBytes {
		// The filter is allocated whole when a crawl starts: past this
		// the process dies of an out-of-memory error instead.
		errs = append(errs, fmt.Errorf("seen filter of %d URLs at a false-positive rate of %v needs %.1f GiB: want at most 1 GiB; lower BYLINE_CRAWL_BLOOM_CAPACITY or raise BYLINE_CRAWL_BLOOM_FP",
			c.Crawl.BloomCap, c.Crawl.BloomFP, b/(1<<30)))
	}
	if c.RedisURL != "" && !strings.HasPrefix(c.RedisURL, "redis://") && !strings.HasPrefix(c.RedisURL, "rediss://") {
		errs = append(errs, fmt.Errorf("BYLINE_REDIS_URL %q: want redis://host:port/db", c.RedisURL))
	}
	errs = append(errs, c.validateMongo()...)
	errs = append(errs, c.Search.validate()...)
	errs = append(errs, c.LLM.validate()...)
	return errors.Join(errs...)
}

// validateMongo checks the MongoDB settings without echoing the URL,
// which may hold a password.
func (c *Config) validateMongo() []error {
	var errs []error
	if c.MongoURL != "" && !strings.HasPrefix(c.MongoURL, "mongodb://") && !strings.HasPrefix(c.MongoURL, "mongodb+srv://") {
		got := "no scheme"
		if scheme, _, ok := strings.Cut(c.MongoURL, "://"); ok {
			got = fmt.Sprintf("scheme %q", scheme)
		}
		errs = append(errs, fmt.Errorf("BYLINE_MONGO_URL has %s: want mongodb://[user:password@]host:port/ or mongodb+srv://host/", got))
	}
	// MongoDB's rules for database names.
	if c.MongoDB == "" || len(c.MongoDB) > 63 || strings.ContainsAny(c.MongoDB, "/\\. \"$*<>:|?\x00") {
		errs = append(errs, fmt.Errorf("BYLINE_MONGO_DB %q: want a MongoDB database name: 1 to 63 bytes, none of / \\ . space \" $ * < > : | ?", c.MongoDB))
	}
	return errs
}

// commonFlags registers the flags every command that touches data has.
func commonFlags(fs *flag.FlagSet, cfg *Config) {
	fs.StringVar(&cfg.Data, "data", cfg.Data, "data directory (env BYLINE_DATA)")
	fs.StringVar(&cfg.LogLevel, "log-level", cfg.LogLevel, "debug, info, warn or error (env BYLINE_LOG_LEVEL)")
	fs.String("config", "", "JSON config file (env BYLINE_CONFIG)")
}

// crawlFlags registers the flags of commands that crawl.
func crawlFlags(fs *flag.FlagSet, cfg *Config) {
	fs.DurationVar((*time.Duration)(&cfg.Crawl.Delay), "delay", time.Duration(cfg.Crawl.Delay), "minimum gap between two requests to one host (env BYLINE_CRAWL_DELAY)")
	fs.IntVar(&cfg.Crawl.Workers, "workers", cfg.Crawl.Workers, "concurrent fetches (env BYLINE_CRAWL_WORKERS)")
	fs.IntVar(&cfg.Crawl.MaxDepth, "max-depth", cfg.Crawl.MaxDepth, "link hops from a seed (env BYLINE_CRAWL_MAX_DEPTH)")
	fs.IntVar(&cfg.LLM.MaxCalls, "max-llm-calls", cfg.LLM.MaxCalls, "LLM calls allowed per crawl run, 0 for no limit (env BYLINE_LLM_MAX_CALLS)")
}

func addrFlag(fs *flag.FlagSet, cfg *Config) {
	fs.StringVar(&cfg.Addr, "addr", cfg.Addr, "HTTP listen address (env BYLINE_ADDR)")
}

// configFileArg finds --config in args before flags are parsed, since the
// file sits below the flags in precedence.
func configFileArg(args []string) string {
	for i, a := range args {
		a = strings.TrimLeft(a, "-")
		if v, ok := strings.CutPrefix(a, "config="); ok {
			return v
		}
		if a == "config" && i+1 < len(args) && len(args[i]) > len(a) {
			return args[i+1]
		}
	}
	return ""
}
