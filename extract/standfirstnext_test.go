package extract

import (
	"strings"
	"testing"
)

// TestStandfirstAfterHeadline checks that a sentence set as the
// headline's next element, outside the text's container and with only
// utility classes, is read as the standfirst (probe30: a Next.js page
// styled with Tailwind), and that a short line there (a kicker or date
// without a full stop) is not.
func TestStandfirstAfterHeadline(t *testing.T) {
	page := func(next string) string {
		return `<html lang="en"><head><title>Budget vote</title></head><body><main><article><h1 class="font-serif text-3xl">Budget vote</h1>` + next + `
<div class="mt-5 flex border-y py-3 text-sm"><span>By</span> <a href="/authors/anna">Anna Berg</a> <time datetime="2026-11-24">24 November 2026</time></div>
<div class="prose prose-lg max-w-none">` + bylineBody + `</div>
<div class="mt-8 flex gap-2"><a href="/tags/transport">transport</a><a href="/tags/city">city council</a><a href="/tags/budget">budget</a></div>
<section class="mt-10"><h2>Most read</h2><ul><li><a href="/news/a">New trams arrive in the city next spring</a></li><li><a href="/news/b">Library reopens after the floods</a></li>
<li><a href="/news/c">Mayor announces a review of parking charges</a></li></ul></section></article></main></body></html>`
	}
	lead := "The council wants bus and tram fares raised by a fifth from January."
	if body := heuristicBody(t, page(`<p class="mt-4 text-lg text-neutral-600">`+lead+`</p>`), "https://example.com/a"); !strings.HasPrefix(body, lead) {
		t.Errorf("body does not open with the standfirst:\n%q", body)
	}
	kicker := "Updated on Tuesday evening by the city desk for readers"
	if body := heuristicBody(t, page(`<p class="mt-4 text-sm">`+kicker+`</p>`), "https://example.com/a"); strings.Contains(body, kicker) {
		t.Errorf("body holds the line without a full stop:\n%s", body)
	}
}

// TestStandfirstAfterHeadlineNotStamp: a byline or timestamp set as a
// <p> right after the headline, ending in a full stop, is no standfirst
// and does not open the body.
func TestStandfirstAfterHeadlineNotStamp(t *testing.T) {
	for _, line := range []string{
		"By Anna Berg and John Smith, Associated Press. Updated on Tuesday, November 24, 2026.",
		"Published 24 November 2026, 10:32 a.m. By Anna Berg, City Hall reporter for the Courier.",
	} {
		page := `<html lang="en"><head><title>Budget vote</title></head><body><main><article><h1>Budget vote</h1><p class="text-sm">` + line + `</p>
<div class="post-body">` + bylineBody + `</div></article></main></body></html>`
		if body := heuristicBody(t, page, "https://example.com/news/2026/11/budget-vote"); strings.Contains(body, line[:20]) {
			t.Errorf("body holds the stamp line:\n%s", body)
		}
	}
}
