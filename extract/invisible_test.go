package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestParseHTMLDropsInvisibleMarks(t *testing.T) {
	page := `<html><head><title>Mes&shy;sen&shy;ger&shy;diens&shy;te</title>
<meta property="og:title" content="Ver&#173;fas&#xAD;sung"></head><body>
<h1>Rechts&shy;frei&#x00ad;er Raum</h1>
<p>Die Ver` + "\u00ad" + `fas&#xad;sungs&#173;be&shy;schwer&shy;de wurde ein` + "\u200b" + `ge&ZeroWidthSpace;le&NegativeMediumSpace;gt&#8203;, hieß es&#8217;s.</p>
<p>Wort` + "\u2060" + `verbinder&NoBreak;test` + "\ufeff" + `.</p></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	text := Text(doc)
	titles := findAll(doc, func(n *html.Node) bool { return n.Data == "title" })
	if len(titles) != 1 || Text(titles[0].FirstChild) != "Messengerdienste" {
		t.Errorf("<title> = %v, want Messengerdienste", titles)
	}
	for _, want := range []string{"Rechtsfreier Raum", "Die Verfassungsbeschwerde wurde eingelegt, hieß es’s.", "Wortverbindertest."} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%q", want, text)
		}
	}
	if hasInvisible(text) {
		t.Errorf("text keeps an invisible mark: %q", text)
	}
	metas := findAll(doc, func(n *html.Node) bool { return attr(n, "property") == "og:title" })
	if len(metas) != 1 || attr(metas[0], "content") != "Verfassung" {
		t.Errorf("og:title = %v, want one with content Verfassung", metas)
	}
}

func TestMayHoldInvisible(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"plain text &amp; &#8217; &#x2019; &#1730; &#x; &#;", false},
		{"Mes&shy;sen", true},
		{"Mes&SHY;sen &zerowidthspace; &nobreak;", false}, // not references: names are case-sensitive
		{"a&#173;b", true},
		{"a&#0173;b", true},
		{"a&#xAD;b", true},
		{"a&#XaD b", true},
		{"a&#8203;b", true},
		{"a&#x200B;b", true},
		{"a&#8288;b", true},
		{"a&#65279;b", true},
		{"a&ZeroWidthSpace;b", true},
		{"a&NoBreak;b", true},
		{"a&NegativeThinSpace;b", true},
		{"a&NegativeVeryThinSpace;b", true},
		{"a\u00adb", true},
		{"a\u200bb", true},
		{"a\u2060b", true},
		{"a\ufeffb", true},
		{"a\u200cb \u00a0 \u2019", false}, // ZWNJ is part of Persian and Indic spelling
		{"&#", false},
		{"&#99999999999999999999173;", false},
	} {
		if got := mayHoldInvisible([]byte(tc.text)); got != tc.want {
			t.Errorf("mayHoldInvisible(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

func TestStripInvisible(t *testing.T) {
	for in, want := range map[string]string{
		"":                                "",
		"plain":                           "plain",
		"Mes\u00adsen\u00adger":           "Messenger",
		"zero\u200bwidth\u2060join\ufeff": "zerowidthjoin",
		"ZWNJ\u200cstays, ZWJ\u200dtoo":   "ZWNJ\u200cstays, ZWJ\u200dtoo",
		"\u00c2\u00ad":                    "\u00c2", // Â then a soft hyphen
	} {
		if got := StripInvisible(in); got != want {
			t.Errorf("StripInvisible(%q) = %q, want %q", in, got, want)
		}
	}
}
