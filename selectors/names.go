package selectors

import (
	"regexp"
	"strings"
	"unicode"
)

// Kinds of class names, for choosing what to anchor XPaths on and what
// to show a model.
const (
	NoiseClass  = iota // utility, hashed or minified: says nothing stable
	StableClass        // a readable component name: "article-body"
	ModuleClass        // a CSS-module name with a random tail: "BodyWrapper-kufPGa"
)

var (
	// hashedWhole also takes every one-word class of 6 to 10 letters
	// ("headline", "content") for noise, and on purpose: anchored on
	// such words, sets learned from one page of a site found the title
	// on fewer other pages (transfer title exact 0.780 -> 0.773).
	hashedWhole = regexp.MustCompile(`^(?:css|sc|jsx|svelte|emotion|styled|tw|astro)-[\w-]+$|^[a-z]{0,3}[0-9][a-z0-9]{4,}$|^[A-Za-z0-9]{6,10}$`)
	moduleClass = regexp.MustCompile(`^([A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z][a-z0-9]*)*?)(?:[-_]{1,2})([A-Za-z0-9]{5,8})$`)
	// nextModule is the CSS-module name Next.js writes,
	// "File_local__hash", whose five-character hash may hold '_' and
	// '-' ("ArticleItemTeaserText_text__H_RS_"); it changes with every
	// build, so a set learned on one page missed the next one's.
	nextModule = regexp.MustCompile(`^([A-Za-z][A-Za-z0-9]*_[A-Za-z][A-Za-z0-9_-]*?__)[A-Za-z0-9_-]{5}$`)
	utility    = regexp.MustCompile(`^(?:col|row|m[trblxy]?|p[trblxy]?|w|h|d|flex|grid|gap|text|bg|border|rounded|shadow|font|leading|tracking|items|justify|self|order|z|top|left|right|bottom|inset|max|min|space|container|clearfix|hidden|visible|block|inline|relative|absolute|fixed|sticky|float|clear|overflow|opacity|cursor|transition|duration|ease|animate|sm|md|lg|xl|xxl|is|has|js|u|l|o|c|g|whitespace|truncate|break|line-clamp|outline|select|pointer|place|object|aspect|ring|divide|uppercase|lowercase|capitalize|italic|underline|antialiased|decoration|basis|grow|shrink)(?:$|[-_:])`)
	// shortRandom catches minified class names: e_bu, a-x1, jsx-9f.
	shortRandom = regexp.MustCompile(`^[A-Za-z]{1,3}[_-][A-Za-z0-9]{1,5}$`)
)

// ClassName tells a stable class name from noise. For a CSS-module name
// it also returns the readable stem to match by prefix
// ("BodyWrapper-").
func ClassName(c string) (kind int, stem string) {
	if len(c) < 5 || len(c) > 60 || strings.ContainsAny(c, "'\"[]:") || shortRandom.MatchString(c) {
		return NoiseClass, ""
	}
	if hashedWhole.MatchString(c) {
		return NoiseClass, "" // before the module test: "astro-j7pv25f6" names no component
	}
	if m := nextModule.FindStringSubmatch(c); m != nil {
		return ModuleClass, m[1]
	}
	if m := moduleClass.FindStringSubmatch(c); m != nil && isHashedTail(m[2]) && len(m[1]) >= 4 {
		return ModuleClass, c[:len(c)-len(m[2])]
	}
	if utility.MatchString(c) {
		return NoiseClass, ""
	}
	return StableClass, c
}

// isHashedTail reports a random-looking suffix: mixed case or digits.
func isHashedTail(s string) bool {
	up, low, dig := 0, 0, 0
	for _, r := range s {
		switch {
		case unicode.IsUpper(r):
			up++
		case unicode.IsLower(r):
			low++
		case unicode.IsDigit(r):
			dig++
		}
	}
	return (up > 0 && low > 0) || dig > 0
}

// GeneratedName flags ids and attribute values a build or CMS made up:
// long digit runs or random tails (post-21244172, yui_3_18_1_1, ember123).
func GeneratedName(s string) bool {
	digits := 0
	for _, r := range s {
		if unicode.IsDigit(r) {
			digits++
			if digits >= 3 {
				return true
			}
		} else {
			digits = 0
		}
	}
	m := moduleClass.FindStringSubmatch(s)
	return m != nil && isHashedTail(m[2])
}
