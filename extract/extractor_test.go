package extract

import (
	"context"
	"errors"
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

// A page whose whole text is stock lines ("Teilen", found by fuzzing) is
// no article: the fallback's empty body is an error, not an empty article
// to store.
func TestFallbackOfStockLinesOnlyIsNoArticle(t *testing.T) {
	doc, err := html.Parse(strings.NewReader("<html><body><p>Teilen</p></body></html>"))
	if err != nil {
		t.Fatal(err)
	}
	x := &Extractor{Fallback: wholePageFunc(func(context.Context, *Page) (Article, error) {
		return Article{Body: "Teilen\nAdvertisement", Method: MethodTrafilatura}, nil
	})}
	art, err := x.Extract(context.Background(), &Page{URL: "https://news.example/share", Doc: doc})
	if !errors.Is(err, ErrNoArticle) || !strings.Contains(err.Error(), "no text") {
		t.Fatalf("err = %v, want ErrNoArticle saying no text is left (article %+v)", err, art)
	}
}
