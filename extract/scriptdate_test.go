package extract

import (
	"strings"
	"testing"
	"time"
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

// A page nothing else dates does not take the date of one item of a list
// its scripts hold: a related story, a comment, a player's clip.
func TestDataPublishedSkipsListItems(t *testing.T) {
	h := NewHeuristic()
	h.Now = func() time.Time { return dateTestNow }
	for _, tt := range []struct{ name, script, want string }{
		{"related story", `<script type="application/json" id="__NEXT_DATA__">{"props":{"pageProps":{"related":[{"slug":"other","publishedDate":"2021-06-01T10:00:00Z"}]}}}</script>`, ""},
		{"comment", `<script>var comments = {"thread":{"id":9,"comments":[{"author":"bob","published_at":"2025-02-11T08:00:00Z"}]}};</script>`, ""},
		{"video playlist", `<script>jwplayer("p").setup({"playlist":[{"title":"Clip","publishedAt":"2019-04-02T10:00:00Z"}]});</script>`, ""},
		{"tag manager's data layer", `<script>var dataLayer = [{"section":"politik","publishDate":"2023-10-05T08:00:00+02:00"}];</script>`, "2023-10-05"},
		{"the page's own state", `<script>window.__STATE__ = {"article":{"id":3,"tags":["a","b"],"publishedAt":"2022-07-14T09:00:00Z"}};</script>`, "2022-07-14"},
	} {
		doc, _, err := ParseHTML([]byte(pubPage("en", "", "", "", tt.script)), "text/html; charset=utf-8")
		if err != nil {
			t.Fatal(err)
		}
		art, _ := h.Analyze(&Page{URL: "https://example.org/politik/ein-langer-titel", Doc: doc})
		if got := first10(art.PublishedRaw); got != tt.want {
			t.Errorf("%s: published = %q, want %q", tt.name, art.PublishedRaw, tt.want)
		}
	}
}
