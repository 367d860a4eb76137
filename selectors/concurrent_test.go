package selectors

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"golang.org/x/net/html"
)

// TestConcurrentEvaluation evaluates one compiled set on the pages of a
// site at once, as the pipeline's workers do: every page gets its own
// results, scalar ones (string(…), count(…)) included, and the race
// detector finds nothing shared.
func TestConcurrentEvaluation(t *testing.T) {
	c, err := Compile(&Set{Site: "x", Fields: map[string][]string{
		Title: {"string(//div[@class='story']//h1)", "//div[@class='story']//h1"},
		Body:  {"//div[@class='story']//p[not(@class='ad')]"},
		Tags:  {"count(//div[@class='story']//p)"},
	}, Remove: []string{"//div[@class='story']//p[@class='ad']"}})
	if err != nil {
		t.Fatal(err)
	}
	const pages = 8
	docs := make([]*html.Node, pages)
	for i := range docs {
		doc, err := html.Parse(strings.NewReader(fmt.Sprintf(`<html><body><div class="story"><h1>Headline %d</h1>%s<p class="ad">Ad</p></div></body></html>`,
			i, strings.Repeat("<p>Paragraph.</p>", i+1))))
		if err != nil {
			t.Fatal(err)
		}
		docs[i] = doc
	}
	var wg sync.WaitGroup
	for i, doc := range docs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 200 {
				d := Prepare(doc)
				title, h1 := c.EvalDoc(d, Title, 0), c.EvalDoc(d, Title, 1)
				body, count := c.EvalDoc(d, Body, 0), c.EvalDoc(d, Tags, 0)
				want := fmt.Sprintf("Headline %d", i)
				if len(title) != 1 || title[0].Value != want || len(h1) != 1 || len(body) != i+1 ||
					len(count) != 1 || count[0].Value != fmt.Sprint(i+2) || len(c.Removed(doc)) != 1 {
					t.Errorf("page %d: title %+v, h1 %d, body %d, count %+v", i, title, len(h1), len(body), count)
					return
				}
			}
		}()
	}
	wg.Wait()
}
