package extract_test

import (
	"strings"
	"testing"
)

// tableStory wraps a table between paragraphs of a data story.
func tableStory(table string) string {
	return `<html lang="en"><head><title>Calder rents rise fastest in region</title></head><body><article>
<h1>Calder rents rise fastest in region</h1><div class="art-body">
<p>Rents for a two-bedroom flat in Calder have risen faster over the past year than in any other district in the region, according to new figures.</p>
<p>The median advertised rent in the district reached £1,035 a month in October, up 11.2% on a year earlier, while rents across the region rose by 6.4%.</p>` +
		table + `
<p>Letting agents said the rise was driven by demand from people moving out of the city, combined with a fall in the number of flats to rent.</p>
<p>The council said it would publish a plan for 600 new affordable homes in the spring, and tenant groups said wages had not kept pace.</p>
</div></article></body></html>`
}

// TestTableHeadRowKept checks that the header row of a data table in the
// body (<thead> of <th> cells reading "October 2025", which alone on a
// line is a date) stays with the table's rows: the table's rows are
// counted over all its row groups, not in the header's group alone.
func TestTableHeadRowKept(t *testing.T) {
	table := `<table><thead><tr><th>District</th><th>October 2025</th><th>October 2026</th><th>Change</th></tr></thead>
<tbody><tr><td>Calder</td><td>£931</td><td>£1,035</td><td>11.2%</td></tr><tr><td>Kirkmoor</td><td>£880</td><td>£962</td><td>9.3%</td></tr>
<tr><td>Region</td><td>£960</td><td>£1,021</td><td>6.4%</td></tr></tbody></table>`
	a := coldExtract(t, "https://examiner.example.co.uk/news/data/calder-rents", tableStory(table))
	if !strings.Contains(a.Body, "October 2025") || !strings.Contains(a.Body, "Kirkmoor") {
		t.Errorf("body lacks the table's header row or its rows:\n%s", a.Body)
	}
}

// TestTableDateRowOfTwoDropped checks that a date in a table of two rows
// (a header and one row: a layout's dateline over the text, no data
// table) still reads as the page's date line and leaves the body.
func TestTableDateRowOfTwoDropped(t *testing.T) {
	table := `<table><thead><tr><th>Published</th><th>18 November 2026</th></tr></thead>
<tbody><tr><td>Section</td><td>Data desk</td></tr></tbody></table>`
	a := coldExtract(t, "https://examiner.example.co.uk/news/data/calder-rents", tableStory(table))
	if strings.Contains(a.Body, "18 November 2026") {
		t.Errorf("body holds the layout table's date:\n%s", a.Body)
	}
}
