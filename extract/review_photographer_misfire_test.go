package extract_test

import (
	"strings"
	"testing"
)

// TestPhotographerRoleInJuryList checks that a list of a jury's members,
// each a role and a name, keeps the photographer's item with the others:
// it is the story's list, not a picture credit.
func TestPhotographerRoleInJuryList(t *testing.T) {
	page := `<html lang="en"><head><title>Harbour prize names its jury</title></head><body><article>
<h1>Harbour prize names its jury</h1><div class="article-body">
<p>The Harbour Prize for documentary work has named the five members of this year's jury, who will choose the winner from 212 entries in January.</p>
<p>The organisers said they had chosen a jury from across the region's arts, and that none of its members had work of their own in the running.</p>
<p>The jury:</p>
<ul><li>Curator Jo Bell</li><li>Photographer Anna Lind</li><li>Novelist Sam Reed</li><li>Editor Mary Stone</li></ul>
<p>The shortlist will be published in December, and the winning work will be shown at the harbour gallery in the spring.</p>
</div></article></body></html>`
	a := coldExtract(t, "https://courier.example.org/culture/harbour-prize-jury.html", page)
	if !strings.Contains(a.Body, "Photographer Anna Lind") || !strings.Contains(a.Body, "Curator Jo Bell") {
		t.Errorf("body lost a jury member's line:\n%s", a.Body)
	}
}
