package crawl

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestChromeOnly(t *testing.T) {
	paras := []string{
		"The harbour authority said on Monday that the new flood barrier would be finished before the winter storms arrive on the coast of the bay.",
		"Engineers have spent two years testing the gates, which close automatically when the tide gauge reports a surge above three metres.",
		"Residents of the old town, where water reached the doorsteps twice last year, welcomed the news but asked for a public drill soon.",
	}
	page := func(title, ad string, ps ...string) *html.Node {
		var b strings.Builder
		b.WriteString("<html><head><title>" + title + "</title><script>var t=" + ad + "</script></head><body><h1>" + title + "</h1>")
		for i, p := range ps {
			b.WriteString("<p>" + p + "</p>")
			if i == 0 {
				b.WriteString(`<table><tr><td>ANZEIGE <font>` + ad + `</font></td></tr></table>`)
			}
		}
		b.WriteString(`<div class="most-read"><a href="/x">Most read today</a></div></body></html>`)
		doc, err := html.Parse(strings.NewReader(b.String()))
		if err != nil {
			t.Fatal(err)
		}
		return doc
	}
	edited := append([]string(nil), paras...)
	edited[1] = strings.Replace(edited[1], "two years", "three years", 1)
	tests := []struct {
		name     string
		old, new *html.Node
		want     bool
	}{
		{"identical", page("Barrier", "Buy tyres", paras...), page("Barrier", "Buy tyres", paras...), true},
		{"rotating ad", page("Barrier", "Buy tyres now at half price", paras...), page("Barrier", "Open a savings account today", paras...), true},
		{"script only", page("Barrier", "1", paras...), page("Barrier", "2", paras...), true},
		{"edited paragraph", page("Barrier", "ad", paras...), page("Barrier", "ad", edited...), false},
		{"new title", page("Barrier", "ad", paras...), page("Barrier finished", "ad", paras...), false},
		{"paragraph added", page("Barrier", "ad", paras[:2]...), page("Barrier", "ad", paras...), false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := ChromeOnly(tc.old, tc.new); got != tc.want {
				t.Errorf("ChromeOnly = %v, want %v", got, tc.want)
			}
		})
	}
}
