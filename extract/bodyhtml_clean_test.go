package extract

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/bylinehq/byline/internal/corpustest"
)

// TestCleanTagsKept: the tags htmlWriter writes bare are ones newPolicy
// keeps as they are, so a clean writing may leave them so.
func TestCleanTagsKept(t *testing.T) {
	p := newPolicy()
	for _, tag := range []string{"p", "h2", "h3", "h4", "ul", "ol", "li", "blockquote", "pre", "code",
		"strong", "b", "em", "i", "sub", "sup", "table", "tr", "td", "th"} {
		in := "<" + tag + ">x</" + tag + ">"
		if got := p.Sanitize(in); got != in {
			t.Errorf("policy makes %q of %q", got, in)
		}
	}
	if got := p.Sanitize("a<br>b"); got != "a<br>b" {
		t.Errorf("policy makes %q of a line break", got)
	}
}

// checkClean fails t where the clean writing of the body blocks of c
// differs from the plain writing sanitized; it reports whether the
// clean writing was taken.
func checkClean(t *testing.T, name string, c *html.Node, base string) bool {
	t.Helper()
	bs := analyzeSubtree(c).bodyBlocks(c, nil)
	u, _ := url.Parse(base)
	clean, ok := writeHTML(bs, u, true)
	plain, _ := writeHTML(bs, u, false)
	want := sanitize(newPolicy(), plain)
	if ok && clean != want {
		t.Errorf("%s: clean writing differs from the sanitizer's\nplain %q\nclean %q\nwant  %q", name, plain, clean, want)
	}
	if got := renderHTML(bs, base, newPolicy()); got != want {
		t.Errorf("%s: renderHTML %q, want %q", name, got, want)
	}
	return ok
}

// TestCleanHTMLMatchesSanitizerFuzz writes random bodies of text, links
// with odd addresses, emphasis, lists and tables both ways.
func TestCleanHTMLMatchesSanitizerFuzz(t *testing.T) {
	r := rand.New(rand.NewPCG(42, 7))
	texts := []string{"plain words", "a &amp; b", "x &lt;y&gt; z", `"quoted" and 'single'`, "tab\there", "cr\rhere",
		"nul\x00here", "&#13;carriage", "&#0;zero", "ünïcödé ☃", "\xff\xfe bad utf8", "&nbsp;spaced&nbsp;", "a&b", "1 < 2 > 0",
		"&quot;", "&#39;", "line\nbreak", "  ", "long sentence of the story that goes on and on for a while to be prose."}
	hrefs := []string{"/rel/path", "rel", "https://x.example/a?b=1&c=2", "HTTP://UP.Example/A", "mailto:a@b.example",
		"javascript:alert(1)", "data:text/plain,hi", "data:text/plain, hi there", " https://trim.example/ ", "", "#frag",
		"//host.example/p", "http://[::1", "ht tp://x", "%zz", "a\tb", "?q=1&x=<y>", "ftp://f.example/", "tel:+123",
		"https://x.example/\"q\"", "https://x.example/it's", "&amp;", "&lt;script&gt;", "x&#13;y", "x&#0;y", "\u00a0https://nb.example",
		"HTTPS://x.example/%41", "https://user:pw@x.example/", "https://x.example/ü", "mailto:", "http:", "http://",
		// Script schemes dressed up (from the review of the writer).
		"JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "java&#9;script:alert(1)", "&#106;avascript:alert(1)",
		"javascript&colon;alert(1)", "\x01javascript:alert(1)", "javascript%3Aalert(1)", `\\evil.example\x`,
		"vbscript:msgbox(1)", "data:text/html,<script>alert(1)</script>", "https:javascript:alert(1)",
		"jav&#x0A;ascript:alert(1)", "&Tab;javascript:alert(1)", "\u2028javascript:alert(1)", "\ufeffjavascript:alert(1)",
		"java\x00script:x", "ja%0Avascript:x", "javascript://%0Aalert(1)", "feed:javascript:alert(1)", "http\t://x.example",
		"https://x.example/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;", "&quot;onerror=&quot;x"}
	var inline func(depth int) string
	inline = func(depth int) string {
		var b strings.Builder
		for range 1 + r.IntN(4) {
			switch k := r.IntN(7); {
			case k < 3 || depth > 2:
				b.WriteString(texts[r.IntN(len(texts))] + " ")
			case k < 5:
				fmt.Fprintf(&b, `<a href="%s">%s</a> `, hrefs[r.IntN(len(hrefs))], inline(depth+1))
			case k == 5:
				tag := []string{"em", "strong", "b", "i", "sub", "sup", "code", "span"}[r.IntN(8)]
				fmt.Fprintf(&b, "<%s>%s</%s>", tag, inline(depth+1), tag)
			default:
				b.WriteString("<br>")
			}
		}
		return b.String()
	}
	taken := 0
	const n = 3000
	for i := range n {
		var b strings.Builder
		b.WriteString(`<div id="c">`)
		for range 1 + r.IntN(6) {
			switch k := r.IntN(6); k {
			case 0, 1:
				tag := []string{"p", "h2", "h3", "h5", "blockquote", "pre", "div"}[r.IntN(7)]
				fmt.Fprintf(&b, "<%s>%s</%s>", tag, inline(0), tag)
			case 2:
				start := []string{"", ` start="3"`, ` start="-2"`, ` start="0"`, ` start="x"`, ` type="a"`}[r.IntN(6)]
				fmt.Fprintf(&b, "<ol%s><li>%s</li><li value=\"-5\">%s</li></ol>", start, inline(0), inline(0))
			case 3:
				fmt.Fprintf(&b, "<ul><li>%s</li><li>%s</li></ul>", inline(0), inline(0))
			case 4:
				b.WriteString("<table>")
				for range 3 {
					fmt.Fprintf(&b, "<tr><th>%s</th><td>%s</td><td>%s</td></tr>", inline(0), inline(0), inline(0))
				}
				b.WriteString("</table>")
			default:
				b.WriteString(inline(0))
			}
		}
		b.WriteString("</div>")
		doc, err := html.Parse(strings.NewReader(b.String()))
		if err != nil {
			t.Fatal(err)
		}
		c := find(doc, func(n *html.Node) bool { return attr(n, "id") == "c" })
		base := []string{"https://n.example/a/b", "", "http://[bad"}[i%3]
		if checkClean(t, fmt.Sprintf("case %d %q", i, b.String()), c, base) {
			taken++
		}
	}
	t.Logf("clean writing taken on %d of %d bodies", taken, n)
	if taken < n/4 {
		t.Errorf("clean writing taken on %d of %d bodies", taken, n)
	}
}

// TestCleanHTMLMatchesSanitizerCorpus writes the blocks of the body of
// corpus pages both ways.
func TestCleanHTMLMatchesSanitizerCorpus(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpustest.Dir(t), "*", "pages", "*.html.gz"))
	// Every seventh page: three hundred pages of all sets, in seconds.
	var some []string
	for i := 0; i < len(files); i += 7 {
		some = append(some, files[i])
	}
	files = some
	taken := 0
	for _, f := range files {
		raw, err := readGzip(f)
		if err != nil {
			t.Fatal(err)
		}
		doc, _, err := ParseHTML(raw, "")
		if err != nil {
			continue
		}
		body := find(doc, func(n *html.Node) bool { return n.Type == html.ElementNode && n.Data == "body" })
		if body == nil {
			continue
		}
		if checkClean(t, filepath.Base(f), body, "https://n.example/a/b") {
			taken++
		}
	}
	t.Logf("clean writing taken on %d of %d pages", taken, len(files))
}
