package extract

import (
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"github.com/bylinehq/byline/selectors"
)

// wallTimePage is a Mexican story whose metadata gives meta and whose
// line under the headline shows shown, below a masthead's "today" and
// beside a rail's teaser of the UTC day.
func wallTimePage(meta, shown string) string {
	para := "<p>" + strings.Repeat("El Ayuntamiento inauguró este miércoles la primera etapa de un parque lineal construido sobre el antiguo derecho de vía. ", 3) + "</p>"
	return `<!doctype html><html lang="es"><head><title>Zapopan abre parque lineal | Occidente</title>` +
		`<meta property="article:published_time" content="` + meta + `"></head><body>` +
		`<header><div class="today">Jueves 26 de noviembre de 2026</div></header><main><article>` +
		`<h1>Zapopan abre parque lineal</h1><div class="firma"><span class="por">Por Daniela Cortés</span><span class="fecha">` + shown + `</span></div>` +
		`<div class="cuerpo">` + para + para + para + `</div></article>` +
		`<aside class="sidebar"><ol><li><a href="/x">Chivas asegura su lugar en la liguilla este jueves</a> <span>26 de noviembre de 2026</span></li></ol></aside></main></body></html>`
}

// TestShownWallTimeOfUTCMeta checks that a time shown below the headline
// without its zone, which is the metadata's UTC instant in some zone
// people live in to the minute but on another day, dates the page by
// the day readers see, with the metadata's instant in that zone, for
// the heuristic and for a set learned from it, however a masthead's
// "today" and a rail's teaser fall on the UTC day; a time no zone makes
// the metadata's minute, or that a zone would have to put 15 hours
// behind UTC, leaves the metadata.
func TestShownWallTimeOfUTCMeta(t *testing.T) {
	page := wallTimePage
	h := NewHeuristic()
	h.Now = func() time.Time { return time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC) }
	for _, c := range []struct{ name, meta, shown, want string }{
		{"Mexico, the evening before", "2026-11-26T01:35:00Z", "25 de noviembre de 2026 · 19:35 hrs", "2026-11-25T19:35:00-06:00"},
		{"seconds in the metadata", "2026-11-26T01:35:42+00:00", "25 de noviembre de 2026, 19:35", "2026-11-25T19:35:42-06:00"},
		{"India, the morning after", "2026-11-25T20:10:00Z", "26 de noviembre de 2026 · 01:40 hrs", "2026-11-26T01:40:00+05:30"},
		{"another minute", "2026-11-26T01:35:00Z", "25 de noviembre de 2026 · 19:12 hrs", "2026-11-26T01:35:00+00:00"},
		{"no zone reaches it", "2026-11-26T09:35:00Z", "25 de noviembre de 2026 · 18:35 hrs", "2026-11-26T09:35:00+00:00"},
	} {
		t.Run(c.name, func(t *testing.T) {
			url := "https://www.occidente.example/jalisco/zapopan-abre-parque-lineal"
			art, _ := analyzePage(t, h, url, page(c.meta, c.shown))
			if art.PublishedRaw != c.want {
				t.Fatalf("published = %q, want %q", art.PublishedRaw, c.want)
			}
			if want, _ := time.Parse(time.RFC3339, c.meta); !art.Published.Equal(want) {
				t.Errorf("published instant = %v, want %v", art.Published, want)
			}
			// A set reading the shown line, or the meta tag where that
			// won, dates the page as the heuristic did.
			xpath := "//span[@class='fecha']"
			if c.want[:10] == c.meta[:10] {
				xpath = "//meta[@property='article:published_time']/@content"
			}
			set, err := selectors.Compile(&selectors.Set{Fields: map[string][]string{
				selectors.Title:     {"//h1"},
				selectors.Body:      {"//div[@class='cuerpo']"},
				selectors.Published: {xpath},
			}})
			if err != nil {
				t.Fatal(err)
			}
			doc, err := html.Parse(strings.NewReader(page(c.meta, c.shown)))
			if err != nil {
				t.Fatal(err)
			}
			x := NewApplier()
			x.Now = h.Now
			if got, _ := x.Apply(set, &Page{URL: url, Doc: doc}); got.PublishedRaw != c.want {
				t.Errorf("applier: published = %q, want %q", got.PublishedRaw, c.want)
			}
		})
	}
}

// TestZonedInstantAboveHeadline checks that a time with its zone shown
// above the headline ("Thứ năm, 26/11/2026, 06:05 (GMT+7)" beside the
// breadcrumb, as Vietnamese sites set it) that is the UTC metadata's very
// instant dates the page by its day, while a masthead's clock without a
// zone above the headline, however it falls on the metadata's quarter of
// an hour, leaves the metadata.
func TestZonedInstantAboveHeadline(t *testing.T) {
	page := func(above string) string {
		para := "<p>" + strings.Repeat("Hà Nội sẽ mở thêm ba tuyến buýt điện kết nối các khu đô thị phía tây với trung tâm thành phố từ tháng 12. ", 3) + "</p>"
		return `<!doctype html><html lang="vi"><head><title>Hà Nội mở thêm ba tuyến buýt điện</title>` +
			`<meta property="article:published_time" content="2026-11-25T23:05:00Z"></head><body><main>` +
			`<div class="header-content"><ul class="breadcrumb"><li><a href="/thoi-su">Thời sự</a></li></ul>` + above + `</div>` +
			`<h1>Hà Nội mở thêm ba tuyến buýt điện</h1><article class="fck_detail">` + para + para + para + `</article></main></body></html>`
	}
	h := NewHeuristic()
	h.Now = func() time.Time { return time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC) }
	for _, c := range []struct{ name, above, want string }{
		{"the instant with its zone", `<span class="date">Thứ năm, 26/11/2026, 06:05 (GMT+7)</span>`, "2026-11-26T06:05:00+07:00"},
		{"a clock without a zone", `<span class="clock">26/11/2026 06:05</span>`, "2026-11-25T23:05:00+00:00"},
	} {
		t.Run(c.name, func(t *testing.T) {
			art, _ := analyzePage(t, h, "https://www.songhong.example/thoi-su/ha-noi-buyt-dien-4839201.html", page(c.above))
			if art.PublishedRaw != c.want {
				t.Errorf("published = %q, want %q", art.PublishedRaw, c.want)
			}
		})
	}
}

// TestFigcaptionDate checks that a date in a <figcaption> that says more
// than the date (what the picture shows, the day it was taken, its
// credit) neither overrides the metadata's day nor dates a page without
// metadata, whatever the image's alt text, while a caption that is only
// a date line still counts.
func TestFigcaptionDate(t *testing.T) {
	const caption = `<figure><img src="/f.jpg" alt="Professores na Esplanada"><figcaption>Professores protestam em frente ao Ministério da Educação, em Brasília, em 18 de novembro de 2026 — Foto: Ana Lima</figcaption></figure>`
	para := "<p>" + strings.Repeat("Professores da rede federal fizeram nesta terça-feira um novo ato em Brasília para cobrar a recomposição salarial. ", 3) + "</p>"
	page := func(head, figure, after string) string {
		return `<!doctype html><html lang="pt-BR"><head><title>Professores fazem novo ato em Brasília</title>` + head + `</head><body><main><article>` +
			`<h1>Professores fazem novo ato em Brasília</h1>` + figure + `<p class="autor">Por Rafael Souza</p>` + after +
			`<div class="texto">` + para + para + para + `</div></article></main></body></html>`
	}
	h := NewHeuristic()
	h.Now = func() time.Time { return time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC) }
	for _, c := range []struct{ name, page, want string }{
		{"under the headline, over meta name=date", page(`<meta name="date" content="2026-11-24">`, caption, ""), "2026-11-24"},
		{"without metadata, before the story's date", page("", caption, `<p class="data">24/11/2026 18h40</p>`), "2026-11-24"},
		{"a caption that is a date line", page(`<meta name="date" content="2026-11-24">`, `<figure><img src="/a.jpg" alt=""><figcaption>26/11/2026 09h10</figcaption></figure>`, ""), "2026-11-26"},
	} {
		t.Run(c.name, func(t *testing.T) {
			art, _ := analyzePage(t, h, "https://www.cerrado.example/politica/professores-novo-ato", c.page)
			if got := first10(art.PublishedRaw); got != c.want {
				t.Errorf("published = %q, want %q", art.PublishedRaw, c.want)
			}
		})
	}
}

// TestWallZoneLivedOffsetsOnly: a zoneless time below the headline that is
// the UTC metadata's minute only at an offset no zone has (−05:45,
// +13:15) is no wall time of the metadata's instant.
func TestWallZoneLivedOffsetsOnly(t *testing.T) {
	page := wallTimePage
	h := NewHeuristic()
	h.Now = func() time.Time { return time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC) }
	for _, c := range []struct{ name, meta, shown, want string }{
		{"-05:45", "2026-11-26T01:20:00Z", "25 de noviembre de 2026 · 19:35 hrs", "2026-11-26"},
		{"-07:15", "2026-11-26T02:50:00Z", "25 de noviembre de 2026 · 19:35 hrs", "2026-11-26"},
		{"Nepal still", "2026-11-25T18:20:00Z", "26 de noviembre de 2026 · 00:05 hrs", "2026-11-26"},
		{"Newfoundland still", "2026-11-26T01:35:00Z", "25 de noviembre de 2026 · 22:05 hrs", "2026-11-25"},
	} {
		t.Run(c.name, func(t *testing.T) {
			art, _ := analyzePage(t, h, "https://www.occidente.example/jalisco/zapopan-abre-parque-lineal", page(c.meta, c.shown))
			if got := first10(art.PublishedRaw); got != c.want {
				t.Errorf("published = %q, want %q", art.PublishedRaw, c.want)
			}
		})
	}
}

// TestCaptionTimeNoWallTime: a photo caption under the headline whose
// time falls on the UTC metadata's quarter of an hour the evening before
// is still the picture's day.
func TestCaptionTimeNoWallTime(t *testing.T) {
	para := "<p>" + strings.Repeat("Fans queued for hours outside the stadium before the gates opened, and the club said the final was sold out within minutes. ", 3) + "</p>"
	page := `<!doctype html><html lang="en"><head><title>Cup final sells out</title>` +
		`<meta property="article:published_time" content="2026-11-26T08:30:00Z"></head><body><main><article>` +
		`<h1>Cup final sells out in minutes</h1>` +
		`<figure><img src="/q.jpg" alt="Fans queue"><figcaption>Fans queue outside the stadium on 25 November 2026 at 22:30, hours before tickets went on sale. Photo: Sam Reed</figcaption></figure>` +
		`<p class="byline">By Jo Park</p><div class="body">` + para + para + para + `</div></article></main></body></html>`
	h := NewHeuristic()
	h.Now = func() time.Time { return time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC) }
	art, _ := analyzePage(t, h, "https://www.sportsdesk.example/football/cup-final-sells-out", page)
	if got := first10(art.PublishedRaw); got != "2026-11-26" {
		t.Errorf("published = %q, want 2026-11-26", art.PublishedRaw)
	}
}

// TestPhotoStoryDatedByCaptions: a photo story without metadata whose only
// dates are its pictures' captions is dated by them, not left undated.
func TestPhotoStoryDatedByCaptions(t *testing.T) {
	para := "<p>" + strings.Repeat("Thousands of people lined the streets of the old town for the lantern parade, which returned after a four-year break. ", 2) + "</p>"
	h := NewHeuristic()
	h.Now = func() time.Time { return time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC) }
	for _, fig := range []string{
		`<figure><img src="/1.jpg" alt="Lanterns"><figcaption>Children carry lanterns through the old town on Thursday, 26 November 2026. Photo: Mia Lund</figcaption></figure>`,
		`<figure><img src="/1.jpg" alt="Lanterns"><figcaption>Lantern parade, 26 November 2026 (Photo: Mia Lund)</figcaption></figure>`,
	} {
		page := `<!doctype html><html lang="en"><head><title>In pictures: lantern parade returns</title></head><body><main><article>` +
			`<h1>In pictures: the lantern parade returns</h1>` + para + fig + fig + `</article></main></body></html>`
		art, _ := analyzePage(t, h, "https://www.northpost.example/in-pictures/lantern-parade", page)
		if got := first10(art.PublishedRaw); got != "2026-11-26" {
			t.Errorf("published = %q, want 2026-11-26 (%s)", art.PublishedRaw, fig)
		}
	}
}

// TestLivedOffset checks the offsets of the zones people live in,
// Newfoundland's summer time (−02:30, March to November) among them.
func TestLivedOffset(t *testing.T) {
	for _, c := range []struct {
		off  time.Duration
		want bool
	}{
		{-(2*time.Hour + 30*time.Minute), true}, // Newfoundland Daylight Time
		{-(3*time.Hour + 30*time.Minute), true},
		{5*time.Hour + 30*time.Minute, true},
		{5*time.Hour + 45*time.Minute, true},
		{-(5*time.Hour + 45*time.Minute), false},
		{1*time.Hour + 30*time.Minute, false},
		{15 * time.Hour, false},
	} {
		if got := livedOffset(c.off); got != c.want {
			t.Errorf("livedOffset(%v) = %v, want %v", c.off, got, c.want)
		}
	}
}
