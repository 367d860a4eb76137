package extract

import (
	"strings"
	"testing"
)

// ParseHTML drops scripts' text but the publication times they hold as
// data, which dataPublished reads.
func TestParseHTMLKeepsDataPublication(t *testing.T) {
	page := `<html><head><script type="application/json" data-state="dates">{"id":7,"publishedDate":"2016-11-04T20:37:27Z","updatedDate":"2016-11-04T20:39:47Z"}</script>` +
		`<script>var cfg = {"publisher":"x","publish":true};</script></head><body><p>Text.</p></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, n := range findAll(doc, isDataHolder) {
		got = append(got, n.FirstChild.Data)
	}
	if want := "\"publishedDate\":\"2016-11-04T20:37:27Z\"\n"; strings.Join(got, "|") != want {
		t.Fatalf("data kept = %q, want %q", got, want)
	}
	d, _, ok := NewDateParser().dataPublished(doc, "en", dateTestNow)
	if !ok || first10(d.Raw) != "2016-11-04" {
		t.Fatalf("dataPublished = %q, %v", d.Raw, ok)
	}
}

func TestDataPubPairs(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{`{"published_at":"2019-03-02T06:22:28+01:00","created_at":"2019-03-02T06:27:24+01:00"}`, "\"published_at\":\"2019-03-02T06:22:28+01:00\"\n"},
		{`{\"firstPublishedAt\":\"2024-05-01T10:00:00Z\"}`, "\"firstPublishedAt\":\"2024-05-01T10:00:00Z\"\n"},
		{`{"publisher":"Acme","publishedAt":null}`, ""},
		{`{"publicationDate":"soon"}`, ""},
		{`{"createdAt":"2024-05-01T10:00:00Z"}`, ""},
	} {
		if got := string(dataPubPairs([]byte(tt.in))); got != tt.want {
			t.Errorf("dataPubPairs(%s) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
