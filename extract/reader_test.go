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

// TestGuestbookIsReadersContent: a guestbook's entries inside the
// article's container (a local paper's "leave a note", Joomla's EasyBook)
// are readers' content like comments, not the article.
func TestGuestbookIsReadersContent(t *testing.T) {
	post := `<p>After 41 years behind the counter, Ruth Ellison is closing the general store on Harbor Street at the end of the year.</p>
<p>She bought the store from its original owners in 1985, when it still sold fishing tackle and kerosene alongside groceries.</p>
<p>A couple from Portland has made an offer to buy the building and hopes to reopen it as a bakery next spring.</p>`
	for name, box := range map[string]string{
		"id":       `<div id="guestbook"><h3>Guestbook: leave a note</h3><div class="gb-entry"><span>Marjorie</span><p>We bought our first fishing poles there in 1992, thank you!</p></div></div>`,
		"easybook": `<div class="easybook-guestbook"><h3>Gästebucheinträge</h3><div class="easy_frame"><b>Inge W.</b> schrieb: <div class="easy_content">We bought our first fishing poles there in 1992, thank you!</div></div></div>`,
	} {
		page := `<html><body><h1>Ruth Ellison to close store</h1><div class="storytext">` + post + box + `</div></body></html>`
		doc, _, err := ParseHTML([]byte(page), "text/html")
		if err != nil {
			t.Fatal(err)
		}
		a, _ := NewHeuristic().Analyze(&Page{URL: "https://news.example/store", Doc: doc})
		if !strings.Contains(a.Body, "Ruth Ellison is closing") || strings.Contains(a.Body, "fishing poles") {
			t.Errorf("%s: body %q", name, a.Body)
		}
	}
}
