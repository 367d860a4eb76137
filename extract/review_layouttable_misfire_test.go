package extract_test

import (
	"strings"
	"testing"
)

// TestLayoutTableDateOfThreeGroupsDropped checks that a layout table of
// one row in each row group (a dateline in <thead>, a section in <tbody>,
// a print link in <tfoot>, <td> cells and no header cells) is no data
// table: its date is the page's date line and leaves the body, as it did
// when only the row's own group was counted.
func TestLayoutTableDateOfThreeGroupsDropped(t *testing.T) {
	page := `<html lang="en"><head><title>Ferry service extended to the outer islands</title></head><body><article>
<h1>Ferry service extended to the outer islands</h1><div class="art-body">
<table class="head"><thead><tr><td>Published</td><td>18 November 2026</td></tr></thead>
<tbody><tr><td>Section</td><td>Island news</td></tr></tbody>
<tfoot><tr><td><a href="/print">Print</a></td><td>Island Courier</td></tr></tfoot></table>
<p>The harbour board voted on Wednesday to extend the night ferry service to the outer islands through the winter, after a trial run carried more passengers than expected.</p>
<p>The service will run three nights a week from December, with a fourth sailing on Saturdays during the school holidays, the board said in a statement.</p>
<p>Islanders had campaigned for two years for a later boat, saying the last afternoon sailing left them stranded after evening shifts on the mainland.</p>
</div></article></body></html>`
	a := coldExtract(t, "https://courier.example.org/news/ferry-extended.html", page)
	if strings.Contains(a.Body, "18 November 2026") {
		t.Errorf("body holds the layout table's date line:\n%s", a.Body)
	}
}
