package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClassifyBrTeasersUnderLinkedParagraphs checks that a section page
// whose teasers are a <p> holding the linked title and the teaser's text
// after it, closed by <br>s, all in one container, stays a listing: the
// text runs beside <p>s are counted since 2706151.
func TestClassifyBrTeasersUnderLinkedParagraphs(t *testing.T) {
	item := func(i string) string {
		return `<p class="title"><b><a href="/haber/` + i + `">Belediye yeni park projesini tanıttı ` + i + `</a></b></p>
Belediye başkanı, kent merkezindeki eski otogar alanına yapılacak parkın projesini basın toplantısında tanıttı ve çalışmaların yıl sonunda başlayacağını söyledi.<br><br>`
	}
	page := `<html><head><title>Son Dakika Haberleri</title></head><body><h1>Son Dakika</h1><div id="news">` +
		item("1") + item("2") + item("3") + item("4") + item("5") + `</div></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	if k := Classify(doc); k != KindListing {
		t.Errorf("Classify = %q, want listing", k)
	}
}
