package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestPullQuoteInQuoteMarks checks that a pull quote set in quote marks
// ("“Jika dia lewat …”") is read as repeating the text, which writes its
// sentence without them, and that a quoted blockquote the text does not
// repeat (a letter, a statement cited whole) is no pull quote.
func TestPullQuoteInQuoteMarks(t *testing.T) {
	page := `<html><body><article>
<p>Siti Hajar leaves home at half past four. If she is ten minutes late, she is an hour late.</p>
<blockquote class="pull"><p>“If she is ten minutes late, she is an hour late.”</p></blockquote>
<blockquote class="quote"><p>«We will open the new crossing to buses first and to cars a year later.»</p></blockquote>
<p>She said the bus fare and the queue at the checkpoint made many of her colleagues rent a room across the strait.</p>
</article></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	var bqs []*html.Node
	for n := range doc.Descendants() {
		if n.Type == html.ElementNode && n.Data == "blockquote" {
			bqs = append(bqs, n)
		}
	}
	if len(bqs) != 2 {
		t.Fatalf("found %d blockquotes, want 2", len(bqs))
	}
	if !isPullQuote(bqs[0], nil) {
		t.Error("the quoted pull quote repeating a sentence of the text is not read as a pull quote")
	}
	if isPullQuote(bqs[1], nil) {
		t.Error("a quoted statement the text does not repeat is read as a pull quote")
	}
}
