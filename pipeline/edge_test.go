package pipeline_test

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/goleak"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/unicode/norm"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/pipeline"
	"github.com/bylinehq/byline/store"
	"github.com/bylinehq/byline/store/sqlite"
)

// edgeWeb is a fixture web of misbehaving and tricky sites, one per
// concern, told apart by Host header like fixtureweb. It records every
// request with its arrival time.
type edgeWeb struct {
	mu       sync.Mutex
	requests map[string][]time.Time // "host/path?query" → arrivals
	order    map[string][]time.Time // host → arrivals
	version  int                    // of changes.byline.test/edited
	ad       int
	bomb     []byte
}

const edgeCrawlDelay = 250 * time.Millisecond

var edgeHosts = []string{"polite.byline.test", "limited.byline.test", "flaky.byline.test", "broken.byline.test",
	"charsets.byline.test", "links.byline.test", "discover.byline.test", "changes.byline.test"}

func newEdgeWeb() *edgeWeb {
	var bomb bytes.Buffer
	zw := gzip.NewWriter(&bomb)
	zw.Write(bytes.Repeat([]byte("<p>bomb</p>"), 6<<20)) // 66 MB inflated, ~70 kB on the wire
	zw.Close()
	return &edgeWeb{requests: map[string][]time.Time{}, order: map[string][]time.Time{}, bomb: bomb.Bytes()}
}

func (w *edgeWeb) count(key string) int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return len(w.requests[key])
}

func (w *edgeWeb) arrivals(host string) []time.Time {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]time.Time(nil), w.order[host]...)
}

// article renders a page that classifies as an article.
func article(title, head string, paras ...string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<!DOCTYPE html><html><head>%s<title>%s</title><meta property="og:type" content="article"></head><body>
<nav><a href="/">Home</a></nav><article><h1>%s</h1>`, head, title, title)
	for _, p := range paras {
		fmt.Fprintf(&b, "<p>%s</p>\n", p)
	}
	b.WriteString("</article><footer>Edge fixture</footer></body></html>")
	return b.String()
}

var englishParas = []string{
	"The harbour authority said on Monday that the new flood barrier would be finished before the winter storms arrive on the coast.",
	"Engineers have spent two years testing the gates, which close automatically when the tide gauge reports a surge above three metres.",
	"Residents of the old town, where water reached the doorsteps twice last year, welcomed the news but asked for a public drill.",
}

var koParas = []string{
	"서울시는 오늘 한강 다리의 보수 공사를 다음 달 말까지 모두 마치겠다고 발표했다. 공사 기간 동안 일부 차선이 통제된다.",
	"시 관계자는 안전 점검 결과 교량의 주요 구조물에는 문제가 없었지만 노후한 난간과 조명을 교체할 필요가 있다고 설명했다.",
	"시민들은 출퇴근 시간의 교통 혼잡을 우려하면서도 안전을 위한 공사라면 불편을 감수하겠다는 반응을 보였다.",
}

var viParas = []string{
	"Thành phố Hà Nội hôm nay công bố kế hoạch mở rộng mạng lưới xe buýt điện đến các quận ngoại thành trong năm tới.",
	"Theo sở giao thông, hơn một trăm xe mới sẽ được đưa vào hoạt động, giúp giảm ùn tắc và ô nhiễm không khí ở trung tâm.",
	"Người dân bày tỏ sự hài lòng nhưng cũng đề nghị thành phố bố trí thêm điểm sạc và nhà chờ có mái che cho hành khách.",
}

var ruParas = []string{
	"Городские власти сообщили в понедельник, что мост через Неву закроют на ремонт до конца следующего месяца.",
	"На время работ движение транспорта будет ограничено, а для пешеходов откроют временный переход рядом с набережной.",
	"Жители района опасаются пробок, однако в мэрии обещают запустить дополнительные автобусы в часы пик.",
}

var plParas = []string{
	"Władze miasta poinformowały w poniedziałek, że remont mostu potrwa do końca przyszłego miesiąca.",
	"Przez ten czas ruch samochodów będzie ograniczony, a piesi skorzystają z tymczasowej kładki obok nabrzeża.",
	"Mieszkańcy obawiają się korków, ale urzędnicy zapowiadają dodatkowe autobusy w godzinach szczytu.",
}

// encodeTo encodes s in a one-byte legacy charset that has all its
// letters.
func encodeTo(cm *charmap.Charmap, s string) []byte {
	out, err := cm.NewEncoder().Bytes([]byte(s))
	if err != nil {
		panic(err)
	}
	return out
}

// enc1258 encodes Vietnamese text as windows-1258, which spells tones as
// combining marks after a base letter that may carry one diacritic.
func enc1258(s string) []byte {
	enc := charmap.Windows1258.NewEncoder()
	var out []byte
	for _, r := range norm.NFC.String(s) {
		if b, err := enc.String(string(r)); err == nil {
			out = append(out, b...)
			continue
		}
		// Compose the base letter with one of its marks (ê, ơ, ư…) and
		// keep the other (the tone) combining.
		d := []rune(norm.NFD.String(string(r)))
		for j := len(d) - 1; j >= 0; j-- { // j = 0: nothing composed
			rest := append(append([]rune(nil), d[1:max(j, 1)]...), d[j+1:]...)
			base := []rune{d[0]}
			if j > 0 {
				base = append(base, d[j])
			}
			head, err := enc.String(norm.NFC.String(string(base)))
			tail, err2 := enc.String(string(rest))
			if err == nil && err2 == nil {
				out = append(out, head...)
				out = append(out, tail...)
				break
			}
		}
	}
	return out
}

func euckr(s string) []byte {
	b, err := korean.EUCKR.NewEncoder().String(s)
	if err != nil {
		panic(err)
	}
	return []byte(b)
}

func (w *edgeWeb) ServeHTTP(rw http.ResponseWriter, r *http.Request) {
	host, _, err := net.SplitHostPort(r.Host)
	if err != nil {
		host = r.Host
	}
	key := host + r.URL.RequestURI()
	w.mu.Lock()
	now := time.Now()
	w.requests[key] = append(w.requests[key], now)
	w.order[host] = append(w.order[host], now)
	n := len(w.requests[key])
	version := w.version
	w.ad++
	ad := w.ad
	w.mu.Unlock()
	html := func(s string) {
		rw.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(rw, s)
	}
	home := func(links ...string) {
		var b strings.Builder
		b.WriteString("<html><head><title>Home</title></head><body><ul>")
		for _, l := range links {
			fmt.Fprintf(&b, `<li><a href="%s">link</a></li>`, l)
		}
		b.WriteString("</ul></body></html>")
		html(b.String())
	}
	switch host + " " + r.URL.Path {
	case "polite.byline.test /robots.txt":
		fmt.Fprintf(rw, "User-agent: *\nDisallow: /private/\nCrawl-delay: %g\n", edgeCrawlDelay.Seconds())
	case "polite.byline.test /":
		home("/a1", "/a2", "/private/secret", "/moved")
	case "polite.byline.test /moved":
		http.Redirect(rw, r, "/a3", http.StatusMovedPermanently)
	case "polite.byline.test /a1", "polite.byline.test /a2", "polite.byline.test /a3", "polite.byline.test /private/secret",
		"broken.byline.test /ok":
		html(article("Polite "+r.URL.Path, "", englishParas...))

	case "limited.byline.test /":
		home("/story")
	case "limited.byline.test /story":
		if n == 1 {
			rw.Header().Set("Retry-After", "1")
			http.Error(rw, "slow down", http.StatusTooManyRequests)
			return
		}
		html(article("Limited story", "", englishParas...))

	case "flaky.byline.test /":
		home("/story")
	case "flaky.byline.test /story":
		if n <= 2 {
			http.Error(rw, "try again", http.StatusInternalServerError)
			return
		}
		html(article("Flaky story", "", englishParas...))

	case "broken.byline.test /":
		home("/loop", "/slow", "/big", "/bomb", "/binary", "/ok")
	case "broken.byline.test /binary":
		// An image served as a page.
		rw.Header().Set("Content-Type", "text/html")
		rw.Write([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + strings.Repeat("\x00\x10\x08\x06\x00\x00\x00\x1f\xf3\xffa", 400)))
	case "broken.byline.test /loop":
		http.Redirect(rw, r, "/loop2", http.StatusFound)
	case "broken.byline.test /loop2":
		http.Redirect(rw, r, "/loop", http.StatusFound)
	case "broken.byline.test /slow":
		select {
		case <-r.Context().Done():
		case <-time.After(3 * time.Second):
		}
	case "broken.byline.test /big":
		rw.Header().Set("Content-Type", "text/html")
		chunk := bytes.Repeat([]byte("<p>filler text</p>\n"), 1<<12)
		for written := 0; written < 50<<20; written += len(chunk) {
			if _, err := rw.Write(chunk); err != nil {
				return
			}
		}
	case "broken.byline.test /bomb":
		rw.Header().Set("Content-Type", "text/html")
		rw.Header().Set("Content-Encoding", "gzip")
		rw.Write(w.bomb)

	case "charsets.byline.test /":
		home("/vi-1258", "/ko-euckr", "/ko-missing", "/ko-wrong", "/ru-missing", "/pl-missing", "/utf16", "/vi-missing")
	case "charsets.byline.test /vi-1258":
		rw.Header().Set("Content-Type", "text/html")
		rw.Write(enc1258(article("Xe buýt điện Hà Nội", `<meta http-equiv="Content-Type" content="text/html; charset=windows-1258">`, viParas...)))
	case "charsets.byline.test /ko-euckr":
		rw.Header().Set("Content-Type", "text/html; charset=EUC-KR")
		rw.Write(euckr(article("한강 다리 보수 공사", "", koParas...)))
	case "charsets.byline.test /ko-missing":
		rw.Header().Set("Content-Type", "text/html")
		rw.Write(euckr(article("한강 다리 조명 교체", "", koParas...)))
	case "charsets.byline.test /ko-wrong":
		rw.Header().Set("Content-Type", "text/html; charset=utf-8")
		rw.Write(euckr(article("한강 다리 난간 교체", "", koParas...)))

	case "charsets.byline.test /vi-missing":
		rw.Header().Set("Content-Type", "text/html")
		rw.Write(enc1258(article("Xe buýt điện ra ngoại thành", "", viParas...)))
	case "charsets.byline.test /ru-missing":
		rw.Header().Set("Content-Type", "text/html")
		rw.Write(encodeTo(charmap.Windows1251, article("Мост через Неву закроют на ремонт", "", ruParas...)))
	case "charsets.byline.test /utf16":
		rw.Header().Set("Content-Type", "text/html")
		page, _ := unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewEncoder().String(article("Remont mostu w Gdańsku (UTF-16)", "", plParas...))
		rw.Write([]byte(page))
	case "charsets.byline.test /pl-missing":
		rw.Header().Set("Content-Type", "text/html")
		rw.Write(encodeTo(charmap.ISO8859_2, article("Remont mostu w Gdańsku", "", plParas...)))

	case "links.byline.test /":
		home("story-1", "http://links.byline.test/story-1?utm_source=x&utm_medium=y#comments", "/story-1?fbclid=abc",
			"/story-1", "./story-2?gclid=1", "http://LINKS.byline.test:80/story-2", "http://elsewhere.example/x", "mailto:desk@links.byline.test", "/old-story")
	case "links.byline.test /old-story":
		// A moved article whose old address answers with a meta refresh.
		html(`<html><head><meta http-equiv="refresh" content="0; URL='/story-3?utm_source=moved'"><title>Moved</title></head><body></body></html>`)
	case "links.byline.test /story-1", "links.byline.test /story-2", "links.byline.test /story-3":
		html(article("Links "+r.URL.Path, "", englishParas...))

	case "discover.byline.test /robots.txt":
		io.WriteString(rw, "User-agent: *\nAllow: /\nSitemap: http://discover.byline.test/sitemap_index.xml\n")
	case "discover.byline.test /":
		html(`<html><head><title>Discover</title><link rel="alternate" type="application/rss+xml" href="/feed.xml">
<link rel="alternate" type="application/atom+xml" href="/atom.xml"></head><body><p>Nothing linked here.</p></body></html>`)
	case "discover.byline.test /sitemap_index.xml":
		rw.Header().Set("Content-Type", "application/xml")
		io.WriteString(rw, `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>http://discover.byline.test/news-sitemap.xml</loc></sitemap></sitemapindex>`)
	case "discover.byline.test /news-sitemap.xml":
		rw.Header().Set("Content-Type", "application/xml")
		io.WriteString(rw, `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"><url><loc>http://discover.byline.test/from-sitemap</loc><news:news><news:publication_date>2026-11-20T08:00:00Z</news:publication_date></news:news></url></urlset>`)
	case "discover.byline.test /feed.xml":
		rw.Header().Set("Content-Type", "application/rss+xml")
		io.WriteString(rw, `<?xml version="1.0"?><rss version="2.0"><channel><title>D</title><link>http://discover.byline.test/</link><item><title>F</title><link>http://discover.byline.test/from-feed?utm_campaign=rss</link></item></channel></rss>`)
	case "discover.byline.test /atom.xml":
		rw.Header().Set("Content-Type", "application/atom+xml")
		io.WriteString(rw, `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>D</title><entry><title>A</title><link href="/from-atom"/><id>urn:a</id><updated>2026-11-20T08:00:00Z</updated></entry></feed>`)
	case "discover.byline.test /from-sitemap", "discover.byline.test /from-feed", "discover.byline.test /from-atom":
		html(article("Discovered "+r.URL.Path, "", englishParas...))

	case "changes.byline.test /":
		home("/etag", "/same", "/edited", "/ad")
	case "changes.byline.test /etag":
		rw.Header().Set("ETag", `"v1"`)
		if r.Header.Get("If-None-Match") == `"v1"` {
			rw.WriteHeader(http.StatusNotModified)
			return
		}
		html(article("Tagged story", "", englishParas...))
	case "changes.byline.test /same":
		html(article("Same story", "", englishParas...))
	case "changes.byline.test /edited":
		paras := append([]string(nil), englishParas...)
		if version > 0 {
			paras[1] = "Correction: the engineers tested the gates for three years, and they close when the surge tops four metres, the authority said."
		}
		html(article("Edited story", "", paras...))
	case "changes.byline.test /ad":
		ads := []string{"Winter tyres at half price at Brenner Motors this week only!", "Open a savings account at Harbour Bank and get a free umbrella.",
			"Furniture clearance sale: everything must go before Sunday.", "Last-minute trips to the sun from our travel desk."}
		paras := append([]string(nil), englishParas...)
		paras = append(paras[:2], append([]string{`<table class="ad"><tr><td>ADVERTISEMENT ` + ads[ad%len(ads)] + `</td></tr></table>`}, paras[2:]...)...)
		html(strings.Replace(article("Story with an ad", "", paras...), "<p><table", "<div><table", 1))
	default:
		http.NotFound(rw, r)
	}
}

// rig is a pipeline over a SQLite store crawling a web of named hosts
// served by one httptest server.
type rig struct {
	srv   *httptest.Server
	store *sqlite.Store
	fetch *crawl.Fetcher
	pipe  *pipeline.Pipeline
	dir   string
}

// newRig serves h as hosts, each a site seeded with its home page. Zero
// fields of cfg get the edge web's quick retries.
func newRig(t *testing.T, h http.Handler, hosts []string, cfg pipeline.Config) *rig {
	t.Helper()
	ctx := context.Background()
	srv := httptest.NewServer(h)
	resolve := map[string]string{}
	for _, h := range hosts {
		resolve[h+":80"] = srv.Listener.Addr().String()
	}
	dir := t.TempDir()
	st, err := sqlite.Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	f := crawl.NewFetcher(crawl.FetchConfig{AllowPrivate: true, Resolve: resolve, Timeout: 1500 * time.Millisecond, MaxBodySize: 1 << 20}, nil)
	if cfg.Workers == 0 {
		cfg.Workers, cfg.MaxAttempts, cfg.RetryBase, cfg.RetryMax = 4, 3, 20*time.Millisecond, 100*time.Millisecond
	}
	cfg.FetchLogDir = filepath.Join(dir, "runs")
	p := pipeline.New(st, f, crawl.NewRobotsCache(f, 0), extract.Trafilatura{}, cfg, nil)
	for _, h := range hosts {
		if err := st.PutSite(ctx, store.Site{ID: h, Seeds: []string{"http://" + h + "/"}, Every: 15 * time.Minute}); err != nil {
			t.Fatal(err)
		}
	}
	return &rig{srv: srv, store: st, fetch: f, pipe: p, dir: dir}
}

type edgeRig struct {
	*rig
	web *edgeWeb
}

func newEdgeRig(t *testing.T) *edgeRig {
	t.Helper()
	web := newEdgeWeb()
	return &edgeRig{rig: newRig(t, web, edgeHosts, pipeline.Config{}), web: web}
}

// close ends everything the rig started, so goleak sees no goroutine.
func (g *rig) close() {
	g.fetch.CloseIdleConnections()
	g.srv.Close()
	g.store.Close()
}

// fetchLog returns a run's fetch log entries by URL.
func (g *rig) fetchLog(t *testing.T, runID string) map[string][]map[string]any {
	t.Helper()
	return readFetchLog(t, g.dir, runID)
}

// readFetchLog reads the fetch log a run of a pipeline whose FetchLogDir
// is dir/runs wrote, its entries by URL.
func readFetchLog(t *testing.T, dir, runID string) map[string][]map[string]any {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, "runs", runID+".jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string][]map[string]any{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var e map[string]any
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatalf("fetch log line %q: %v", sc.Text(), err)
		}
		out[e["url"].(string)] = append(out[e["url"].(string)], e)
	}
	return out
}

// TestEdgeWeb crawls the edge web twice and checks, per concern, that
// bad input gets a clear outcome and loses nothing.
func TestEdgeWeb(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	g := newEdgeRig(t)
	defer g.close()
	ctx := context.Background()
	reg := prometheus.NewRegistry()
	m, err := pipeline.NewMetrics(reg)
	if err != nil {
		t.Fatal(err)
	}
	g.pipe.SetMetrics(m)
	first, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	log1 := g.fetchLog(t, first.ID)
	stored := func(u string) (store.Article, bool) {
		a, err := g.store.Article(ctx, extract.ArticleID(u))
		return a, err == nil
	}

	t.Run("robots disallow and crawl-delay", func(t *testing.T) {
		if n := g.web.count("polite.byline.test/private/secret"); n != 0 {
			t.Errorf("a disallowed page was requested %d times", n)
		}
		if first.Summary.Skipped["robots"] != 1 {
			t.Errorf("skipped = %v, want robots: 1", first.Summary.Skipped)
		}
		at := g.web.arrivals("polite.byline.test")
		if len(at) != 6 { // robots.txt, home, a1, a2, moved and its target a3
			t.Fatalf("%d requests to the polite host, want 6", len(at))
		}
		for i := 1; i < len(at); i++ {
			if gap := at[i].Sub(at[i-1]); gap < edgeCrawlDelay {
				t.Errorf("requests %d and %d to the polite host %v apart, below its Crawl-delay %v", i-1, i, gap, edgeCrawlDelay)
			}
		}
	})
	t.Run("429 with Retry-After", func(t *testing.T) {
		g.web.mu.Lock()
		at := g.web.requests["limited.byline.test/story"]
		g.web.mu.Unlock()
		if len(at) != 2 {
			t.Fatalf("story requested %d times, want 2", len(at))
		}
		if gap := at[1].Sub(at[0]); gap < time.Second {
			t.Errorf("retried after %v, before the 1s Retry-After", gap)
		}
		if _, ok := stored("http://limited.byline.test/story"); !ok {
			t.Error("the story was not stored after the backoff")
		}
	})
	t.Run("500 twice then 200", func(t *testing.T) {
		if n := g.web.count("flaky.byline.test/story"); n != 3 {
			t.Errorf("story requested %d times, want 3", n)
		}
		if _, ok := stored("http://flaky.byline.test/story"); !ok {
			t.Error("the story was not stored after two 500s")
		}
		if e := log1["http://flaky.byline.test/story"]; len(e) != 3 || e[2]["attempt"].(float64) != 3 {
			t.Errorf("fetch log for the flaky story: %v", e)
		}
	})
	t.Run("redirect loop, timeout, huge page, gzip bomb and binary", func(t *testing.T) {
		// The image served as text/html is refused by its signature.
		if first.Summary.Failed["redirect_loop"] != 1 || first.Summary.Failed["timeout"] != 1 || first.Summary.Failed["content_type"] != 1 {
			t.Errorf("failed = %v, want redirect_loop 1, timeout 1 and content_type 1", first.Summary.Failed)
		}
		if n := g.web.count("broken.byline.test/loop"); n != 1 {
			t.Errorf("a redirect loop was retried: %d requests", n)
		}
		if n := g.web.count("broken.byline.test/slow"); n != 3 {
			t.Errorf("a timeout was tried %d times, want 3 attempts", n)
		}
		for _, u := range []string{"http://broken.byline.test/big", "http://broken.byline.test/bomb"} {
			e := log1[u]
			if len(e) != 1 || e[0]["bytes"].(float64) != 1<<20 || !strings.Contains(fmt.Sprint(e[0]["error"]), "body cut") {
				t.Errorf("%s: fetch log %v, want one fetch cut at 1 MiB", u, e)
			}
		}
		if _, ok := stored("http://broken.byline.test/ok"); !ok {
			t.Error("the good page next to the broken ones was not stored")
		}
		pg, err := g.store.Page(ctx, "http://broken.byline.test/loop")
		if err != nil || pg.Failures != 1 || pg.RetryAt.IsZero() || !strings.Contains(pg.Error, "redirect loop") {
			t.Errorf("page record of the loop: %+v, %v", pg, err)
		}
	})
	t.Run("charsets", func(t *testing.T) {
		for _, tc := range []struct{ path, title, text string }{
			{"/vi-1258", "Xe buýt điện Hà Nội", "giảm ùn tắc và ô nhiễm không khí"},
			{"/ko-euckr", "한강 다리 보수 공사", "노후한 난간과 조명을 교체할"},
			{"/ko-missing", "한강 다리 조명 교체", "출퇴근 시간의 교통 혼잡을"},
			{"/ko-wrong", "한강 다리 난간 교체", "안전 점검 결과"},
			{"/vi-missing", "Xe buýt điện ra ngoại thành", "giảm ùn tắc và ô nhiễm không khí"},
			{"/ru-missing", "Мост через Неву закроют на ремонт", "движение транспорта будет ограничено"},
			{"/pl-missing", "Remont mostu w Gdańsku", "Mieszkańcy obawiają się korków"},
			{"/utf16", "Remont mostu w Gdańsku (UTF-16)", "Mieszkańcy obawiają się korków"},
		} {
			a, ok := stored("http://charsets.byline.test" + tc.path)
			if !ok {
				t.Errorf("%s: not stored", tc.path)
				continue
			}
			if a.Title != tc.title || !strings.Contains(a.Body, tc.text) || !utf8.ValidString(a.Body) {
				t.Errorf("%s: title %q, body %.80q; want %q containing %q", tc.path, a.Title, a.Body, tc.title, tc.text)
			}
		}
	})
	t.Run("relative, absolute, duplicate and tracking links", func(t *testing.T) {
		for _, key := range []string{"links.byline.test/story-1", "links.byline.test/story-2"} {
			if n := g.web.count(key); n != 1 {
				t.Errorf("%s requested %d times, want once", key, n)
			}
		}
		g.web.mu.Lock()
		for key := range g.web.requests {
			if strings.Contains(key, "utm_") || strings.Contains(key, "clid") {
				t.Errorf("a tracking parameter reached the server: %s", key)
			}
		}
		g.web.mu.Unlock()
		if first.Summary.Skipped["offsite"] == 0 {
			t.Errorf("skipped = %v, want offsite links", first.Summary.Skipped)
		}
		if _, ok := stored("http://links.byline.test/story-3"); !ok {
			t.Error("story-3, linked only by a meta refresh, not stored")
		}
	})
	t.Run("metrics", func(t *testing.T) {
		got := gathered(t, reg)
		var fetches float64
		for k, v := range got {
			if strings.HasPrefix(k, "byline_crawl_requests_total{status=") {
				fetches += v
			}
		}
		for _, tc := range []struct {
			name      string
			got, want float64
		}{
			// The flaky page's two 500s, the limited page's 429, the
			// slow page's three timeouts; robots.txt is not counted.
			{"500s", got[`byline_crawl_requests_total{status="500"}`], 2},
			{"429s", got[`byline_crawl_requests_total{status="429"}`], 1},
			{"timeouts", got[`byline_crawl_requests_total{status="timeout"}`], 3},
			{"fetches timed", got["byline_crawl_fetch_duration_seconds_count"], fetches},
			{"robots refusals", got["byline_crawl_robots_refusals_total"], float64(first.Summary.Skipped["robots"])},
			{"timeouts percent", got["byline_crawl_timeouts_percent"], 100 * 3 / fetches},
			{"duplicate links percent", got["byline_crawl_duplicate_links_percent"],
				100 * got[`byline_crawl_links_total{result="duplicate"}`] / (got[`byline_crawl_links_total{result="duplicate"}`] + got[`byline_crawl_links_total{result="new"}`])},
		} {
			if tc.got != tc.want {
				t.Errorf("%s: %v, want %v", tc.name, tc.got, tc.want)
			}
		}
		if got[`byline_crawl_requests_total{status="200"}`] < 20 || got["byline_crawl_response_bytes_total"] < 1<<20 ||
			got[`byline_crawl_links_total{result="duplicate"}`] == 0 {
			t.Errorf("200s, bytes or duplicate links missing: %v", got)
		}
	})
	t.Run("sitemap and feed discovery", func(t *testing.T) {
		for _, p := range []string{"/from-sitemap", "/from-feed", "/from-atom"} {
			if _, ok := stored("http://discover.byline.test" + p); !ok {
				t.Errorf("%s (found only through robots.txt sitemap, RSS or Atom) not stored", p)
			}
		}
	})

	// The second crawl: one page was edited; the rest did not change, or
	// changed only in an ad.
	g.web.mu.Lock()
	g.web.version++
	g.web.mu.Unlock()
	second, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	log2 := g.fetchLog(t, second.ID)
	outcome := func(u string) string {
		e := log2[u]
		if len(e) == 0 {
			return "not fetched"
		}
		return e[len(e)-1]["outcome"].(string)
	}
	t.Run("unchanged pages are skipped", func(t *testing.T) {
		if o := outcome("http://changes.byline.test/etag"); o != "not_modified" {
			t.Errorf("etag page: %s, want not_modified (304)", o)
		}
		if o := outcome("http://changes.byline.test/same"); o != "unchanged" {
			t.Errorf("same page: %s, want unchanged", o)
		}
		if second.Summary.Extracted != 1 || second.Summary.New != 0 {
			t.Errorf("second run: %d extracted, %d new; want only the edited page extracted", second.Summary.Extracted, second.Summary.New)
		}
	})
	t.Run("a changed page is re-extracted", func(t *testing.T) {
		if o := outcome("http://changes.byline.test/edited"); o != "content_changed" {
			t.Errorf("edited page: %s, want content_changed", o)
		}
		a, ok := stored("http://changes.byline.test/edited")
		if !ok || a.Change != store.ChangeContent || a.Version != 2 || !strings.Contains(a.Body, "Correction:") {
			t.Errorf("edited article: change %s, version %d, body %.60q", a.Change, a.Version, a.Body)
		}
		if second.Summary.Updated != 1 {
			t.Errorf("second run updated %d, want 1", second.Summary.Updated)
		}
	})
	t.Run("a rotating ad is not a change", func(t *testing.T) {
		if o := outcome("http://changes.byline.test/ad"); o != "unchanged" {
			t.Errorf("ad page: %s, want unchanged", o)
		}
		a, _ := stored("http://changes.byline.test/ad")
		if a.Version != 1 {
			t.Errorf("ad article version %d, want 1", a.Version)
		}
	})
	t.Run("failed URLs wait for their retry time", func(t *testing.T) {
		if n := g.web.count("broken.byline.test/loop"); n != 1 {
			t.Errorf("the loop was fetched again before its retry time (%d requests)", n)
		}
		if second.Summary.Skipped["retry_later"] != 3 {
			t.Errorf("skipped = %v, want retry_later: 3 (loop, slow and binary)", second.Summary.Skipped)
		}
	})
	t.Run("host statistics", func(t *testing.T) {
		hs, err := g.store.HostStats(ctx)
		if err != nil {
			t.Fatal(err)
		}
		byHost := map[string]store.HostStats{}
		for _, h := range hs {
			byHost[h.Host] = h
		}
		if b := byHost["broken.byline.test"]; b.Timeouts != 3 || b.Errors < 4 {
			t.Errorf("broken host: %d timeouts, %d errors; want 3 and ≥ 4 (loop + timeouts)", b.Timeouts, b.Errors)
		}
		if f := byHost["flaky.byline.test"]; f.Status["500"] != 2 || f.Percentile(0.5) == 0 {
			t.Errorf("flaky host stats: %+v", f)
		}
		if c := byHost["changes.byline.test"]; c.Changed != 1 || c.Status["304"] == 0 {
			t.Errorf("changes host: changed %d, status %v", c.Changed, c.Status)
		}
	})
}

// TestHeadlineChangeIsStored checks that an article whose headline is
// corrected while its long body stays the same is stored again: the
// body's SimHash barely moves, but a new title is a change to the
// article, not to the page's chrome.
func TestHeadlineChangeIsStored(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	var paras []string
	for range 6 {
		paras = append(paras, englishParas...)
	}
	var title atomic.Value
	title.Store("Flood barrier to be finished before the winter storms")
	web := newHostileWeb(map[string]http.HandlerFunc{
		"fix.test /": homeLinking("/story"),
		"fix.test /story": func(w http.ResponseWriter, r *http.Request) {
			serve(article(title.Load().(string), "", paras...))(w, r)
		},
	})
	g := newRig(t, web, []string{"fix.test"}, pipeline.Config{})
	defer g.close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if _, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true}); err != nil {
		t.Fatal(err)
	}
	title.Store("Flood barrier delayed until after the winter storms")
	second, err := g.pipe.Run(ctx, pipeline.RunOptions{All: true})
	if err != nil {
		t.Fatal(err)
	}
	a, err := g.store.Article(ctx, extract.ArticleID("http://fix.test/story"))
	if err != nil {
		t.Fatal(err)
	}
	if a.Title != "Flood barrier delayed until after the winter storms" || a.Version != 2 || second.Summary.Updated != 1 {
		t.Errorf("after the headline changed: stored title %q, version %d, %d updated; want the new title, version 2, 1 updated",
			a.Title, a.Version, second.Summary.Updated)
	}
}

// gathered returns the values reg holds, by name and labels as the
// exposition format writes them (name{label="value"}), a histogram by
// its name with _count.
func gathered(t *testing.T, reg *prometheus.Registry) map[string]float64 {
	t.Helper()
	fams, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]float64{}
	for _, f := range fams {
		for _, m := range f.GetMetric() {
			key := f.GetName()
			for _, l := range m.GetLabel() {
				key += fmt.Sprintf("{%s=%q}", l.GetName(), l.GetValue())
			}
			switch {
			case m.GetCounter() != nil:
				out[key] = m.GetCounter().GetValue()
			case m.GetGauge() != nil:
				out[key] = m.GetGauge().GetValue()
			case m.GetHistogram() != nil:
				out[key+"_count"] = float64(m.GetHistogram().GetSampleCount())
			}
		}
	}
	return out
}
