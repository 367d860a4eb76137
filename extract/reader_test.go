package extract

import (
	"fmt"
	"strings"
	"testing"
)

// TestCommentThreadIsNeverTheArticle: a short post under a long comment
// thread whose wrapper names its content ("comment-text", a content
// token) is still the article, while an opinion piece marked
// "content--comment" is not mistaken for comments.
func TestCommentThreadIsNeverTheArticle(t *testing.T) {
	var comments strings.Builder
	for i := range 30 {
		fmt.Fprintf(&comments, "<p>Reader %d says: what a lovely trip, the colours of the maple leaves are wonderful and the food looks delicious too.</p>", i)
	}
	post := `<p>We drove up to the mountain campsite on Saturday morning, when the maples had just turned red.</p>
<p>The rain stopped at noon and we set up the tents beside the stream before cooking dinner together.</p>`
	for name, tc := range map[string]struct{ html, want, not string }{
		"comment thread": {`<html><body><div class="post-body">` + post + `</div><div id="comment-text">` + comments.String() + `</div></body></html>`,
			"mountain campsite", "Reader 3 says"},
		"opinion article": {`<html><body><article class="content content--comment">` + post + post + `</article><div class="comments-area"><p>Nice.</p></div></body></html>`,
			"mountain campsite", "Nice."},
	} {
		doc, _, err := ParseHTML([]byte(tc.html), "text/html")
		if err != nil {
			t.Fatal(err)
		}
		a, _ := NewHeuristic().Analyze(&Page{URL: "https://blog.example/post", Doc: doc})
		if !strings.Contains(a.Body, tc.want) || strings.Contains(a.Body, tc.not) {
			t.Errorf("%s: body %q", name, a.Body)
		}
	}
}
