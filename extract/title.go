package extract

import (
	"html"
	"regexp"
	"strings"
	"unicode"

	"github.com/bylinehq/byline/selectors"
	xhtml "golang.org/x/net/html"
	"golang.org/x/net/html/atom"
	"golang.org/x/text/unicode/norm"
)

// titleSeparators split "Headline | Site" and "Section - Headline - Site".
var titleSeparators = regexp.MustCompile(`\s+(?:[|–—·•»«/\\]|-{1,2}|::|:|~)\s+`)

// titleKey normalizes a title for comparison: NFKC, case, quotes and
// dashes, surrounding punctuation.
func titleKey(s string) string {
	s = strings.ToLower(norm.NFKC.String(collapse(s)))
	s = strings.NewReplacer("’", "'", "‘", "'", "“", `"`, "”", `"`, "„", `"`, "«", `"`, "»", `"`, "–", "-", "—", "-", "\u200b", "").Replace(s)
	return strings.Trim(s, " .:;,!?\"'")
}

type titleCand struct {
	text    string
	support float64
	src     metaValue
	heading float64
}

// chooseTitle picks the headline: the string most sources agree on, where
// a meta title may contribute a part of itself (its site name cut off),
// and a heading on the page showing the same text counts extra. It
// returns the title and the source to make a selector from.
func chooseTitle(md *metadata, a *analysis) (string, metaValue) {
	cands := map[string]*titleCand{}
	site := map[string]bool{}
	for _, s := range []string{md.siteName, md.first("og:site_name"), md.first("application-name")} {
		if k := titleKey(s); k != "" {
			site[k] = true
		}
	}
	add := func(text string, weight float64, src metaValue, heading float64) {
		text = collapse(html.UnescapeString(text))
		k := titleKey(text)
		if k == "" || runes(k) < 3 || site[k] {
			return
		}
		c := cands[k]
		if c == nil {
			c = &titleCand{text: text, src: src}
			cands[k] = c
		}
		c.support += weight
		if heading > c.heading {
			c.heading = heading
			c.text, c.src = text, src // the page's own rendering of the headline
		}
	}
	addMeta := func(text string, src metaValue) {
		text = collapse(html.UnescapeString(text))
		if text == "" {
			return
		}
		add(text, 1, src, 0)
		parts := titleSeparators.Split(text, -1)
		if len(parts) < 2 || len(parts) > 6 {
			return
		}
		seen := map[string]bool{titleKey(text): true}
		// Every run of adjacent parts is a candidate ("A - B - C": A, A - B, B, B - C, C).
		locs := titleSeparators.FindAllStringIndex(text, -1)
		bounds := []int{0}
		for _, l := range locs {
			bounds = append(bounds, l[0], l[1])
		}
		bounds = append(bounds, len(text))
		for i := 0; i < len(parts); i++ {
			for j := i; j < len(parts); j++ {
				if i == 0 && j == len(parts)-1 {
					continue
				}
				sub := text[bounds[2*i]:bounds[2*j+1]]
				if k := titleKey(sub); !seen[k] {
					seen[k] = true
					add(sub, 0.8, src, 0)
				}
			}
		}
	}
	for _, o := range md.ld {
		for _, key := range []string{"headline", "name", "alternativeHeadline"} {
			if s := ldString(o.m, key); s != "" {
				addMeta(s, metaValue{val: s, node: o.script})
				break
			}
		}
	}
	for _, key := range []string{"og:title", "twitter:title", "title", "dc.title", "parsely-title", "sailthru.title", "itemprop:headline"} {
		for _, v := range md.metas[key] {
			addMeta(v.val, v)
			break
		}
	}
	if md.title != nil {
		t := innerText(md.title)
		addMeta(t, metaValue{val: t, node: md.title})
	}
	// Headings: every h1 outside furniture, and the first few h2 and
	// title-classed elements.
	h2s := 0
	for _, b := range a.blocks {
		if b.boiler || b.runes > 300 {
			continue
		}
		weight := 0.0
		switch {
		case b.owner.DataAtom == atom.H1:
			weight = 1.5
		case b.owner.DataAtom == atom.H2 && h2s < 3:
			h2s++
			weight = 0.7
		case hasTitleClass(b.owner):
			weight = 0.7
		}
		if weight > 0 {
			add(b.text(), 0, metaValue{val: b.text(), node: b.owner}, weight)
		}
	}
	var best *titleCand
	score := func(c *titleCand) float64 {
		s := c.support + c.heading
		if c.support == 0 {
			s -= 0.5 // a heading no metadata confirms: perhaps a section name
		}
		return s
	}
	for _, c := range cands {
		if best == nil || score(c) > score(best) || (score(c) == score(best) && runes(c.text) > runes(best.text)) {
			best = c
		}
	}
	if best == nil {
		return "", metaValue{}
	}
	return best.text, best.src
}

func hasTitleClass(n *xhtml.Node) bool {
	for _, t := range classTokens(n) {
		if t == "title" || t == "headline" || t == "heading" {
			return true
		}
	}
	return false
}

// stripSiteName cuts a "| Site" or "Site - " part off a title when the
// part is the site's name.
func stripSiteName(t string, names []string) string {
	if len(names) == 0 {
		return t
	}
	locs := titleSeparators.FindAllStringIndex(t, -1)
	if len(locs) == 0 {
		return t
	}
	isName := func(s string) bool {
		k := titleKey(s)
		letters := foldLetters(s)
		for _, n := range names {
			nk := titleKey(n)
			if nk == "" {
				continue
			}
			if k == nk || strings.HasPrefix(k, nk) && runes(k)-runes(nk) < 3 {
				return true
			}
			if fl := foldLetters(n); len(fl) >= 4 && (letters == fl || strings.HasPrefix(letters, fl) && len(letters)-len(fl) <= 3) {
				return true
			}
		}
		return false
	}
	if last := locs[len(locs)-1]; isName(t[last[1]:]) {
		return strings.TrimSpace(t[:last[0]])
	}
	if first := locs[0]; isName(t[:first[0]]) {
		return strings.TrimSpace(t[first[1]:])
	}
	return t
}

// hostName is the host of a URL without www. and TLD, for recognizing a
// site name written out in a title ("seznamzpravy.cz" ~ "Seznam Zprávy").
func hostName(raw string) string {
	if i := strings.Index(raw, "://"); i >= 0 {
		raw = raw[i+3:]
	}
	if i := strings.IndexAny(raw, "/:?#"); i >= 0 {
		raw = raw[:i]
	}
	raw = strings.TrimPrefix(strings.ToLower(raw), "www.")
	if i := strings.LastIndex(raw, "."); i > 0 {
		raw = raw[:i]
	}
	return raw
}

// foldLetters keeps the letters and digits of s, lower-cased and without
// accents: "Seznam Zprávy" and "seznamzpravy" both give "seznamzpravy".
func foldLetters(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(strings.ToLower(s)) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// titleFromMatch turns what a title XPath selected into a title, as the
// heuristic would write it; ok says whether it is plausible.
func titleFromMatch(m selectors.Match, siteNames []string) (string, bool) {
	t := m.Value
	if m.Node != nil && !m.HasValue && isJSONLDScript(m.Node) {
		t = ldArticleString(m.Node, "headline", "name")
	} else {
		t = matchText(m)
	}
	t = stripSiteName(t, siteNames)
	return t, plausibleTitle(t)
}

func plausibleTitle(t string) bool {
	n := runes(t)
	return n >= 3 && n <= 400 && strings.IndexFunc(t, isLetter) >= 0
}
