package extract

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/bylinehq/byline/internal/corpustest"
)

// dropUnread is the page keptParts leaves, in one piece.
func dropUnread(b []byte) []byte {
	return bytes.Join(keptParts(b), nil)
}

// sameDOM reports where the trees parsed from a and b differ, ignoring
// the text inside HTML <script>, <style> and <noscript> elements other
// than JSON-LD (which must be kept) and the content of <svg> elements.
func sameDOM(a, b []byte) error {
	da, err := html.Parse(bytes.NewReader(a))
	if err != nil {
		return err
	}
	db, err := html.Parse(bytes.NewReader(b))
	if err != nil {
		return err
	}
	return compareNodes(da, db, "")
}

func compareNodes(x, y *html.Node, path string) error {
	path += "/" + x.Data
	if x.Type != y.Type || x.Data != y.Data || x.Namespace != y.Namespace {
		return fmt.Errorf("%s: %v %q %q against %v %q %q", path, x.Type, x.Data, x.Namespace, y.Type, y.Data, y.Namespace)
	}
	if len(x.Attr) != len(y.Attr) {
		return fmt.Errorf("%s: attributes %v against %v", path, x.Attr, y.Attr)
	}
	for i := range x.Attr {
		if x.Attr[i] != y.Attr[i] {
			return fmt.Errorf("%s: attribute %v against %v", path, x.Attr[i], y.Attr[i])
		}
	}
	if x.Type == html.ElementNode && x.Namespace == "" && (x.DataAtom == atom.Style || x.DataAtom == atom.Noscript || x.DataAtom == atom.Script && !isJSONLDScript(x)) {
		return nil
	}
	if x.Type == html.ElementNode && x.Namespace == "svg" && x.Data == "svg" && (x.Parent == nil || x.Parent.Namespace != "svg") {
		return nil
	}
	cx, cy := x.FirstChild, y.FirstChild
	for ; cx != nil && cy != nil; cx, cy = cx.NextSibling, cy.NextSibling {
		if err := compareNodes(cx, cy, path); err != nil {
			return err
		}
	}
	if cx != nil || cy != nil {
		return fmt.Errorf("%s: children differ in number", path)
	}
	return nil
}

var unreadCases = []struct {
	name, in, want string
}{
	{"script and style", `<p>a</p><script>var x = "<p>";</script><style>p{}</style><p>b</p>`,
		`<p>a</p><script></script><style></style><p>b</p>`},
	{"noscript cut short", `<p>a</p><noscript><img src="/pixel.gif" alt=`,
		`<p>a</p><noscript>`},
	{"style cut short", `<p>a</p><style>p{color:red}`,
		`<p>a</p><style>`},
	{"json-ld kept", `<script type="application/ld+json">{"@type":"NewsArticle"}</script>`,
		`<script type="application/ld+json">{"@type":"NewsArticle"}</script>`},
	{"json-ld any case", `<SCRIPT TYPE='Application/LD+JSON'>{}</SCRIPT><script>x</script >`,
		`<SCRIPT TYPE='Application/LD+JSON'>{}</SCRIPT><script></script >`},
	{"script in a comment", `<!-- <script> --><p>keep</p><!-- </script> -->`,
		`<!-- <script> --><p>keep</p><!-- </script> -->`},
	{"script in a title", `<title><script>x</title><p>keep</p><script>y</script>`,
		`<title><script>x</title><p>keep</p><script></script>`},
	{"= opening an attribute name", `<sCript ='></sCript '>0</sCript ><p>k</p>`, `<sCript ='></sCript '>0</sCript ><p>k</p>`},
	{"quote in an unquoted value", `<p a=x'y>k</p><script>x</script>`, `<p a=x'y>k</p><script></script>`},
	{"quoted > in attributes", `<script data-x="a>b">code</script><p>k</p>`, `<script data-x="a>b"></script><p>k</p>`},
	{"end tag needs a delimiter", `<script>a</scripts>b</script>`, `<script></script>`},
	{"double escape left alone", `<script><!--<script>x</script>--></script><style>s</style>`,
		`<script><!--<script>x</script>--></script><style>s</style>`},
	{"svg content dropped", `<svg viewBox="0 0 9 9"><path d="M0 0h9"/><style>.a{}</style></svg><style>y</style>`,
		`<svg viewBox="0 0 9 9"></svg><style></style>`},
	{"svg style is markup", `<svg><style><b>x</b></style></svg><style>y</style>`, `<svg><style><b>x</b></style></svg><style></style>`},
	{"svg with a paragraph kept", `<svg><path/><p>text</p></svg><script>x</script>`, `<svg><path/><p>text</p></svg><script></script>`},
	{"nested svg", `<svg a="1"><svg><g/></svg><svg/><path d='">'/></svg><p>k</p>`, `<svg a="1"></svg><p>k</p>`},
	{"svg in a comment", `<!-- <svg> --><p>k</p><svg><g/></svg>`, `<!-- <svg> --><p>k</p><svg></svg>`},
	{"self-closing svg", `<svg/><p>k</p><script>x</script>`, `<svg/><p>k</p><script></script>`},
	{"unclosed svg kept", `<svg><path d="M0"/><g>`, `<svg><path d="M0"/><g>`},
	{"svg cdata kept", `<svg><![CDATA[</svg>]]></svg><script>x</script>`, `<svg><![CDATA[</svg>]]></svg><script></script>`},
	{"unclosed script kept", `<script>never closed`, `<script>never closed`},
	{"textarea", `<textarea></textarea><script>x</script>`, `<textarea></textarea><script></script>`},
	{"noscript", `<noscript><iframe src="gtm"></iframe></noscript><NOSCRIPT><img src=a></NOSCRIPT ><p>k</p>`,
		`<noscript></noscript><NOSCRIPT></NOSCRIPT ><p>k</p>`},
	{"noscript in a select kept", `<select><noscript>x</noscript></select><noscript>y</noscript>`,
		`<select><noscript>x</noscript></select><noscript></noscript>`},
	{"nothing to drop", `<p>plain</p>`, `<p>plain</p>`},
	{"template kept", `<script type='text/template'><p>post</p></script><script>x</script>`,
		`<script type='text/template'><p>post</p></script><script></script>`},
}

func TestDropUnread(t *testing.T) {
	for _, tc := range unreadCases {
		t.Run(tc.name, func(t *testing.T) {
			got := string(dropUnread([]byte(tc.in)))
			if got != tc.want {
				t.Errorf("dropUnread(%q)\n got %q\nwant %q", tc.in, got, tc.want)
			}
			if err := sameDOM([]byte(tc.in), []byte(got)); err != nil {
				t.Error(err)
			}
		})
	}
}

// TestDropUnreadCorpus parses every corpus page whole and without its
// unread script and style text: the trees must be the same.
func TestDropUnreadCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("parses the whole corpus twice")
	}
	dir := corpustest.Dir(t)
	type pageCase struct {
		ID, Set, HTML string
	}
	n, before, after := 0, 0, 0
	for _, c := range corpustest.Cases[pageCase](t) {
		raw, err := readGzip(filepath.Join(dir, c.Set, c.HTML))
		if err != nil {
			t.Fatal(err)
		}
		text, _, err := DecodeHTML(raw, "")
		if err != nil {
			continue
		}
		dropped := dropUnread(text)
		if err := sameDOM(text, dropped); err != nil {
			t.Errorf("%s: %v", c.ID, err)
		}
		n++
		before += len(text)
		after += len(dropped)
	}
	t.Logf("%d pages, %.1f MB of HTML, %.1f MB left (%.0f %% dropped)", n, float64(before)/1e6, float64(after)/1e6, 100*(1-float64(after)/float64(before)))
}

func FuzzDropUnread(f *testing.F) {
	for _, tc := range unreadCases {
		f.Add(tc.in)
	}
	f.Add(`<!DOCTYPE html><html><head><script src=a.js></script><noscript><style>x</style></noscript></head><body><math><script>1</script></math></body></html>`)
	f.Fuzz(func(t *testing.T, in string) {
		if strings.ContainsRune(in, 0) {
			return // NUL handling differs inside raw text and does not matter here
		}
		out := dropUnread([]byte(in))
		if err := sameDOM([]byte(in), out); err != nil {
			t.Errorf("%q -> %q: %v", in, out, err)
		}
	})
}

func TestPartsReader(t *testing.T) {
	parts := [][]byte{[]byte("<p>a"), nil, []byte(""), []byte("b</p><scr"), []byte("ipt></script>")}
	want := string(bytes.Join(parts, nil))
	if err := iotest.TestReader(&partsReader{slices.Clone(parts)}, []byte(want)); err != nil {
		t.Error(err)
	}
	if got := string(bytes.Join(keptParts([]byte("<p>x</p>")), nil)); got != "<p>x</p>" {
		t.Errorf("nothing to drop: got %q", got)
	}
}

func TestHoldsMarkup(t *testing.T) {
	for _, tc := range []struct {
		script string
		want   bool
	}{
		{`render("<p>One</p><p class=x>Two</p><p>Three</p>")`, true},
		{`{"html":"\u003cp\u003eOne\u003c/p\u003e\u003Cp class=\"a\"\u003eTwo\u003c/p\u003e<p>Three</p>"}`, true},
		{`{"html":"\u003cp\\u003eOne\u003cp\\u003eTwo\u003Cp Three"}`, true},
		{`"<pre>a</pre><p>One</p><param><p>Two</p>"`, false},
		{`"\u003cpre\u003e \u003Cpath d \u003cp\u003e <p> \u003c p\u003e"`, false},
		{`if (a<p) { b<p; } c<p`, false},
		{`<p><p><p`, false},
	} {
		if got := holdsMarkup([]byte(tc.script)); got != tc.want {
			t.Errorf("holdsMarkup(%q) = %v, want %v", tc.script, got, tc.want)
		}
	}
}

// TestTagEndSkipsNames checks tagEnd, which skips an attribute's name in
// one loop, against tagEndMarked with every byte marked, which reads the
// tag a byte at a time, on tags built of names, values quoted and not,
// stray '=', '/' and quotes, spaces, and tags cut short.
func TestTagEndSkipsNames(t *testing.T) {
	var every [256]bool
	for c := range every {
		every[c] = true
	}
	pieces := []string{" ", "\t", "\n", "a", "data-x", "=", "\"", "'", "\"v>w\"", "'x y'", "/", ">", "<", "v", "é", "\x00", "\f", "\r"}
	r := rand.New(rand.NewPCG(5, 3))
	for range 20000 {
		var b strings.Builder
		for range r.IntN(14) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		tag := []byte(b.String())
		for i := 0; i <= len(tag); i++ {
			if got, want := tagEnd(tag, i), tagEndMarked(tag, i, &every); got != want {
				t.Fatalf("tagEnd(%q, %d) = %d, want %d", tag, i, got, want)
			}
		}
	}
}

// TestRawTextNameLowers checks that rawTextName, which returns constant
// names, names every raw-text element, in any case, as lowering its name
// does, and lowers other names too.
func TestRawTextNameLowers(t *testing.T) {
	for _, n := range []string{"style", "STYLE", "Style", "title", "TiTlE", "textarea", "XMP", "iframe", "IFrame", "noembed", "NOFRAMES",
		"noscript", "NoScript", "script", "Div", "STYLES", "titl", "ſtyle", "\u212aeygen"} {
		if got, want := rawTextName([]byte(n)), string(bytes.ToLower([]byte(n))); got != want {
			t.Errorf("rawTextName(%q) = %q, want %q", n, got, want)
		}
	}
}
