package extract_test

import (
	"strings"
	"testing"
)

// TestEchoQuoteCitedQuotationKept: a blockquote that is the quoted
// text itself — a statement the paragraph before introduces with a
// colon, discussed three paragraphs later; a letter's sentence with its
// writer's credit (<footer>) that the next paragraph quotes back — is the
// story's, though a paragraph holds its sentence whole. main keeps
// both; fixkf drops them.
func TestEchoQuoteCitedQuotationKept(t *testing.T) {
	for _, c := range []struct{ paras, key string }{
		{`<p>After three days of cancelled trains across the northern lines, the operator published a one-line statement on its website on Friday evening:</p>` +
			`<blockquote><p>We regret the disruption and will publish a full report in March.</p></blockquote>` +
			`<p>Passenger groups said the statement offered no compensation and no date for the return of the full timetable on the busiest routes.</p>` +
			`<p>It is not the first time. Last winter the operator used nearly the same words after the signalling failure at the central depot.</p>` +
			`<p>That statement closed the same way. We regret the disruption and will publish a full report in March. No report was published that year.</p>`,
			"We regret the disruption"},
		{`<p>The minister answered the petition in a letter to its organisers, which they posted on Saturday.</p>` +
			`<blockquote><p>“Every station on the line will reopen before the summer holidays.”</p><footer>— Transport Minister Ana Lopez</footer></blockquote>` +
			`<p>The organisers were not convinced. “Every station on the line will reopen before the summer holidays.” She wrote the same thing a year ago, one of them said.</p>` +
			`<p>The ministry did not reply to questions about the budget for the works, which the opposition says has been cut twice.</p>`,
			"Every station on the line"},
	} {
		page := `<!doctype html><html lang="en"><head><title>Rail operator apologises for winter delays - Strait Times</title></head>` +
			`<body><header><nav><a href="/">Home</a> <a href="/news">News</a></nav></header><main><article>` +
			`<h1>Rail operator apologises for winter delays</h1><div class="story">` + c.paras +
			`</div></article></main><footer><p>© Strait Times</p></footer></body></html>`
		art := coldExtract(t, "https://straittimes.example/news/rail-operator-apologises", page)
		if n := strings.Count(art.Body, c.key); n != 2 {
			t.Errorf("%q stands %d times in the body, want 2 (the quotation and the paragraph):\n%s", c.key, n, art.Body)
		}
	}
}
