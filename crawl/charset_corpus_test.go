package crawl_test

import (
	"bytes"
	"maps"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"testing"
	"unicode/utf8"

	"github.com/bylinehq/byline/crawl"
	"github.com/bylinehq/byline/eval"
	"github.com/bylinehq/byline/extract"
	"github.com/bylinehq/byline/internal/corpustest"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
)

// TestDetectCharsetOnCorpus saves corpus pages again in the legacy
// charsets of their language (savedIn), with their charset declarations
// taken out, as a server that declares none would serve them, and checks
// that the crawler's guess decodes each to the same text as the right
// charset does. windows-1252 pages are sampled: there are many.
func TestDetectCharsetOnCorpus(t *testing.T) {
	dir := corpustest.Dir(t)
	sets, _ := filepath.Glob(filepath.Join(dir, "*", "cases.jsonl"))
	if len(sets) == 0 {
		t.Skipf("no cases under %s", dir)
	}
	declaration := regexp.MustCompile(`(?i)<meta[^>]*charset[^>]*>`)
	tried, right := map[string]int{}, map[string]int{}
	step := 4 // of the pages in windows-1252 languages: enough, and quick
	if testing.Short() {
		step = 20
	}
	for _, set := range sets {
		cases, err := eval.LoadCases(set)
		if err != nil {
			t.Fatal(err)
		}
		for i, c := range cases {
			raw, err := c.ReadHTML()
			if err != nil {
				t.Fatal(err)
			}
			text, _, err := extract.DecodeHTML(raw, "")
			if err != nil {
				continue
			}
			text = declaration.ReplaceAll(text, nil)
			doc, _, err := extract.ParseHTML(text, "")
			if err != nil {
				continue
			}
			saved := savedIn[extract.DetectLang(crawl.VisibleText(doc))]
			if len(saved) == 1 && saved[0] == "windows-1252" && i%step != 0 {
				continue
			}
			for _, label := range saved {
				enc, err := htmlindex.Get(label)
				if err != nil {
					t.Fatal(err)
				}
				page, ok := saveAs(enc, text)
				if !ok {
					continue
				}
				want, _, err := extract.DecodeHTML(page, "text/html; charset="+label)
				if err != nil {
					t.Fatal(err)
				}
				tried[label]++
				got, _, err := extract.DecodeHTML(page, crawl.WithDetectedCharset(page, "text/html", c.URL))
				if err == nil && bytes.Equal(got, want) {
					right[label]++
				} else {
					t.Logf("%s as %s: read as %s", c.ID, label, crawl.WithDetectedCharset(page, "text/html", c.URL))
				}
			}
		}
	}
	total, wrong := 0, 0
	for _, label := range slices.Sorted(maps.Keys(tried)) {
		t.Logf("%-13s %4d of %4d pages read right", label, right[label], tried[label])
		total += tried[label]
		wrong += tried[label] - right[label]
	}
	if total == 0 {
		t.Fatal("no page could be saved in a legacy charset")
	}
	// A guess can be wrong on a page with little text in its language;
	// more than 1 in 100 is a broken detector.
	if wrong*100 > total {
		t.Errorf("%d of %d pages read wrong", wrong, total)
	}
}

// savedIn are the legacy charsets pages of a language were saved in.
var savedIn = map[string][]string{
	"en": {"windows-1252"}, "de": {"windows-1252"}, "fr": {"windows-1252"}, "es": {"windows-1252"},
	"pt": {"windows-1252"}, "it": {"windows-1252"}, "nl": {"windows-1252"}, "sv": {"windows-1252"},
	"no": {"windows-1252"}, "da": {"windows-1252"}, "fi": {"windows-1252"},
	"pl": {"windows-1250", "iso-8859-2"}, "cs": {"windows-1250", "iso-8859-2"}, "sk": {"windows-1250"},
	"hu": {"windows-1250"}, "hr": {"windows-1250"}, "sl": {"windows-1250"},
	"ru": {"windows-1251", "koi8-r"}, "uk": {"windows-1251"}, "bg": {"windows-1251"},
	"tr": {"windows-1254"}, "lt": {"windows-1257"}, "lv": {"windows-1257"}, "et": {"windows-1257"},
	"ar": {"windows-1256"}, "ja": {"shift_jis", "euc-jp"}, "zh": {"gbk", "big5"}, "ko": {"euc-kr"},
}

// saveAs encodes page in enc, writing a character enc lacks as a
// character reference, as browsers do in forms. It is false when the
// page has fewer than 30 non-ASCII characters enc has, or more than 1 in
// 20 of them it lacks: such a page would not be saved in enc.
func saveAs(enc encoding.Encoding, page []byte) ([]byte, bool) {
	e := enc.NewEncoder()
	var out []byte
	has, lacks := 0, 0
	for len(page) > 0 {
		r, n := utf8.DecodeRune(page)
		if r < utf8.RuneSelf {
			out = append(out, page[0])
		} else if b, err := e.Bytes(page[:n]); err == nil {
			out = append(out, b...)
			has++
		} else {
			out = append(out, []byte("&#"+strconv.Itoa(int(r))+";")...)
			lacks++
		}
		page = page[n:]
	}
	return out, has >= 30 && lacks*20 <= has
}
