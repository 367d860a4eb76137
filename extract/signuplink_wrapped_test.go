package extract_test

import (
	"context"
	"strings"
	"testing"

	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/selectors/generate"
)

func signupSentenceExtract(t *testing.T, page string) extract.Article {
	t.Helper()
	doc, _, err := extract.ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	ex := &extract.Extractor{Sets: generate.Cold{Gen: generate.NewHeuristic()}, Applier: extract.NewApplier(), Fallback: extract.Trafilatura{}}
	art, err := ex.Extract(context.Background(), &extract.Page{URL: "https://dailyledger.example/news/2026/11/county-vote", Site: "dailyledger.example", Doc: doc})
	if err != nil {
		t.Fatal(err)
	}
	return art
}

// TestSignupLinkInWrappedSentence: a story paragraph whose runs a CMS
// wraps in spans, or whose "sign up" link sits in <strong>, is a sentence,
// not a newsletter box around a lone sign-up link.
func TestSignupLinkInWrappedSentence(t *testing.T) {
	for name, para := range map[string]string{
		"span":   `<p><span>Residents who want a say on the new bus routes can </span><a href="https://county.example/consult">sign up</a><span> for one of three public meetings before December 12.</span></p>`,
		"strong": `<p>Residents who want a say on the new bus routes must first <strong><a href="https://county.example/consult">sign up</a></strong> for one of three public meetings before December 12.</p>`,
	} {
		art := signupSentenceExtract(t, `<!doctype html><html lang="en"><head><title>County redraws its bus routes - Daily Ledger</title></head><body><header><nav><a href="/">Home</a> <a href="/news">News</a></nav></header><main><article><h1>County redraws its bus routes</h1><p class="byline">By Maria Olsen</p><div class="article-body"><p>The county will redraw eleven of its bus routes next spring, its transit board decided on Tuesday after a year of complaints about late and crowded buses.</p><p>The new map cuts two loops through the industrial park that carried fewer than forty riders a day and adds a direct line from the north suburbs to the hospital.</p>`+para+`<p>The board expects to approve the final map in February, with the first buses running on the new routes in April.</p><p>Drivers' union leaders said they welcomed the change but asked for more time to train on the longer hospital line.</p></div></article></main><footer><p>© Daily Ledger</p></footer></body></html>`)
		if !strings.Contains(art.Body, "public meetings before December 12") {
			t.Errorf("%s: body lacks the story paragraph that links \"sign up\":\n%s", name, art.Body)
		}
	}
}
