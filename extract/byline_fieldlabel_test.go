package extract

import "testing"

// TestBylineTextsLabelOfNoName checks that a field's label in a byline
// box that labels no name (a date, the share buttons, an e-mail address)
// does not hide the author's name on a line of its own, and that a label
// after the author's name labels no author.
func TestBylineTextsLabelOfNoName(t *testing.T) {
	checkBylineTexts(t, "", []bylineTextsCase{
		{"hu updated", `<div class="author-box"><div>Kovács Anna</div><div>Frissítve:</div><div>2024. május 3.</div></div>`, []string{"Kovács Anna"}},
		{"hu share", `<div class="author-box"><div>Kovács Anna</div><div>Megosztás:</div><div>Facebook</div></div>`, []string{"Kovács Anna"}},
		{"en share", `<div class="article-author"><div>Jane Doe</div><div>Share:</div><div>Facebook</div><div>Twitter</div></div>`, []string{"Jane Doe"}},
		{"en updated", `<div class="author-box"><div>Jane Doe</div><div>Updated:</div><div>Tuesday, May 3</div></div>`, []string{"Jane Doe"}},
		{"en email", `<div class="author-info"><div>Jane Doe</div><div>Email:</div><div>jane@example.com</div></div>`, []string{"Jane Doe"}},
		// Nor does one that labels the section, the source, the place or a
		// photographer after the author's name.
		{"hu section", `<div class="author-meta"><div>Kovács Anna</div><div>Kategória:</div><div>Belföld</div></div>`, []string{"Kovács Anna"}},
		{"de section", `<div class="author-meta"><div>Hans Müller</div><div>Ressort:</div><div>Politik</div></div>`, []string{"Hans Müller"}},
		{"en filed under", `<div class="author-meta"><div>Jane Doe</div><div>Filed under:</div><div>World News</div></div>`, []string{"Jane Doe"}},
		{"en source", `<div class="author-meta"><div>Jane Doe</div><div>Source:</div><div>Reuters</div></div>`, []string{"Jane Doe"}},
		{"en location", `<div class="author-meta"><div>Jane Doe</div><div>Location:</div><div>New York</div></div>`, []string{"Jane Doe"}},
		{"en photo credit", `<div class="byline"><div>By:</div><div>Jane Doe</div><div>Photo credit:</div><div>John Roe</div></div>`, []string{"Jane Doe"}},
		{"en translator", `<div class="byline"><div>Author:</div><div>Jane Doe</div><div>Translated by:</div><div>John Roe</div></div>`, []string{"Jane Doe"}},
	})
}
