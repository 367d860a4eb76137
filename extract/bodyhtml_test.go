package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestRenderHTMLIsSafeAndStructured(t *testing.T) {
	doc, _ := html.Parse(strings.NewReader(`<div id="c">
<h2>Section <script>alert(1)</script></h2>
<h3>Setup<a class="headerlink" href="#setup">¶</a></h3>
<p onclick="steal()">Read <a href="/more?x=1" onmouseover="x()">the report</a> and <a href="javascript:alert(1)">this</a>, <em>now</em>.</p>
<ol start="3"><li>third</li><li>fourth</li></ol>
<ul><li>apples</li></ul>
<p>line one<br>line two <img src=x onerror=alert(1)></p>
<div>Loose text in a div<p>and a paragraph</p></div>
</div>`))
	c := find(doc, func(n *html.Node) bool { return attr(n, "id") == "c" })
	an := analyzeSubtree(c)
	got := renderHTML(an.bodyBlocks(c, nil), "https://n.example/a/b", newPolicy())
	for _, bad := range []string{"script", "alert", "onclick", "onmouseover", "onerror", "javascript", "<img"} {
		if strings.Contains(got, bad) {
			t.Errorf("sanitized HTML contains %q: %s", bad, got)
		}
	}
	for _, want := range []string{
		"<h2>Section </h2>",
		"<h3>Setup</h3>", // without the permalink's sign
		`<a href="https://n.example/more?x=1" rel="nofollow">the report</a>`,
		"<em>now</em>",
		`<ol start="3"><li>third</li><li>fourth</li></ol>`,
		"<ul><li>apples</li></ul>",
		"line one<br>line two",
		"<p>Loose text in a div</p><p>and a paragraph</p>",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("HTML lacks %q:\n%s", want, got)
		}
	}
}

func TestRenderHTMLTables(t *testing.T) {
	doc, _ := html.Parse(strings.NewReader(`<div id="c"><p>Prices of a local move in the city, by the size of the home.</p>
<table><thead><tr><th>Home size</th><th>Cost</th></tr></thead>
<tbody><tr><td>Studio</td><td><b>$785</b> <a href="/q">quote</a><script>x()</script></td></tr>
<tr><td onclick="x()">2 BR</td><td><p>$1,571</p><p>with packing</p></td></tr></tbody></table>
<p>Moving in winter costs less.</p></div>`))
	c := find(doc, func(n *html.Node) bool { return attr(n, "id") == "c" })
	an := analyzeSubtree(c)
	got := renderHTML(an.bodyBlocks(c, nil), "https://n.example/a/b", newPolicy())
	want := `<p>Prices of a local move in the city, by the size of the home.</p>` +
		`<table><tr><th>Home size</th><th>Cost</th></tr>` +
		`<tr><td>Studio</td><td><b>$785</b> <a href="https://n.example/q" rel="nofollow">quote</a></td></tr>` +
		`<tr><td>2 BR</td><td>$1,571<br>with packing</td></tr></table>` +
		`<p>Moving in winter costs less.</p>`
	if got != want {
		t.Errorf("HTML:\n got %s\nwant %s", got, want)
	}
}
