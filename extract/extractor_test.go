package extract

import (
	"context"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// wholePageFunc is a WholePage from a function.
type wholePageFunc func(context.Context, *Page) (Article, error)

func (f wholePageFunc) Extract(ctx context.Context, p *Page) (Article, error) { return f(ctx, p) }

// TestFallbackDropsStockLines checks that a whole-page extractor's text
// loses the lines a selector set's body loses as stock (a follow prompt,
// an appeal, a paywall notice), and keeps the article's lines.
func TestFallbackDropsStockLines(t *testing.T) {
	text := strings.Join([]string{
		"The council met on Tuesday and agreed to extend the bus network.",
		"Follow us on Pinterest for more recipes!",
		"Residents said the plan came far too late for the east end.",
		"Support independent journalism by subscribing.",
		"Subscribe now to our eNATION edition for the full story.",
		"Advertisement",
		"Sponsored",
		"mit dpa",
		"Aus dem Englischen von Jana Beispiel",
	}, "\n")
	doc, err := html.Parse(strings.NewReader("<html><body><p>x</p></body></html>"))
	if err != nil {
		t.Fatal(err)
	}
	x := &Extractor{Fallback: wholePageFunc(func(context.Context, *Page) (Article, error) {
		return Article{Title: "Bus network", Body: text, Method: MethodTrafilatura}, nil
	})}
	art, err := x.Extract(context.Background(), &Page{URL: "https://news.example/bus", Doc: doc})
	if err != nil {
		t.Fatal(err)
	}
	want := "The council met on Tuesday and agreed to extend the bus network.\nResidents said the plan came far too late for the east end."
	if art.Body != want {
		t.Errorf("body = %q, want %q", art.Body, want)
	}
}
