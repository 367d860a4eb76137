package crawl

import (
	"bytes"
	"mime"
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/bylinehq/byline/extract"
	"github.com/saintfish/chardet"
	"golang.org/x/net/html/charset"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
)

// WithDetectedCharset returns contentType with a charset parameter added
// when the page does not say which charset it is in, or says UTF-8 while
// its bytes are not: then the charset is guessed from the bytes and the
// page's address (see guessCharset). A charset that the header or a
// <meta> declares is kept, and valid UTF-8 and bytes that name their own
// encoding (a UTF-16 byte-order mark) are left alone. The raw bytes
// are never changed: this only tells the decoder what they are.
func WithDetectedCharset(body []byte, contentType, pageURL string) string {
	if _, name := extract.CertainEncoding(body); name != "" || len(body) == 0 || utf8.Valid(body) {
		return contentType // the decoder knows it from the bytes
	}
	mt, params, err := mime.ParseMediaType(contentType)
	if err != nil || mt == "" {
		mt, params = "text/html", map[string]string{}
	}
	if cs := strings.ToLower(params["charset"]); cs != "" && cs != "utf-8" && cs != "utf8" {
		if enc, name := charset.Lookup(cs); enc != nil && !contradicted(name, body) {
			return contentType // declared and not contradicted
		}
	}
	// As the HTML standard says, a <meta> that names UTF-16 was read in
	// an ASCII-compatible encoding, so it is wrong; nor does it name the
	// replacement encoding for anything but a page nobody can read.
	if _, name := charset.Lookup(extract.MetaCharset(body)); name != "" && name != "utf-8" && !extract.UnusableDeclaration(name) {
		return mt + "; charset=" + name // a <meta> declares it
	}
	return mt + "; charset=" + guessCharset(body[:min(len(body), guessBytes)], topLevelDomain(pageURL))
}

// contradicted tells a declared charset the bytes cannot be in (see
// extract.UnusableDeclaration): the replacement encoding, or UTF-16 for
// a page with no NUL among its first bytes, which its markup, being
// ASCII, would put there (a page with a byte-order mark never gets
// here). Either would store a page of garbage where a guess reads it.
func contradicted(name string, body []byte) bool {
	if !extract.UnusableDeclaration(name) {
		return false
	}
	return name == "replacement" || bytes.IndexByte(body[:min(len(body), 1024)], 0) < 0
}

// guessBytes is how much of a page the charset guess reads: enough text
// to tell, and a 10 MB page costs no more than a long article.
const guessBytes = 256 << 10

// multiByte are the charsets chardet's guess is taken for at 50%
// confidence or more: their byte sequences are distinctive.
var multiByte = map[string]bool{"shift_jis": true, "euc-jp": true, "gb18030": true, "gbk": true, "big5": true, "euc-kr": true,
	"utf-16le": true, "utf-16be": true}

// singleByte are the one-byte charsets a page without a declaration is
// weighed in (see implausible). The first is the default, as in
// browsers.
var singleByte = []*charmap.Charmap{
	charmap.Windows1252, charmap.Windows1250, charmap.ISO8859_2, charmap.Windows1251, charmap.KOI8R,
	charmap.Windows1253, charmap.Windows1254, charmap.Windows1255, charmap.Windows1256,
	charmap.Windows1257, charmap.Windows1258, charmap.Windows874,
}

// tldCharset is the legacy charset that pages of a country's domain
// were written in, the fallback browsers use for them.
var tldCharset = map[string]string{
	"pl": "windows-1250", "cz": "windows-1250", "sk": "windows-1250", "hu": "windows-1250",
	"si": "windows-1250", "hr": "windows-1250", "ro": "windows-1250",
	"ru": "windows-1251", "ua": "windows-1251", "by": "windows-1251", "bg": "windows-1251",
	"kz": "windows-1251", "mk": "windows-1251",
	"gr": "windows-1253", "tr": "windows-1254", "il": "windows-1255",
	"sa": "windows-1256", "eg": "windows-1256", "ae": "windows-1256", "iq": "windows-1256",
	"ir": "windows-1256", "lt": "windows-1257", "lv": "windows-1257", "ee": "windows-1257",
	"vn": "windows-1258", "th": "windows-874",
}

// guessCharset names the charset of a page that is not UTF-8 and
// declares none. A multi-byte charset (Shift_JIS, GBK,
// Big5, EUC-KR, …) is taken when chardet is sure of it. Otherwise each
// one-byte charset decodes the page and the one whose text looks least
// implausible wins. The legacy charset of the address's country (by its
// top-level domain) wins a tie, then windows-1252 if it reads about as
// well, then chardet's best one-byte guess on a tie.
func guessCharset(body []byte, tld string) string {
	results, _ := chardet.NewHtmlDetector().DetectAll(body)
	var guess string
	for i, r := range results {
		name := chardetName(r.Charset)
		if i == 0 && multiByte[name] && r.Confidence >= 50 {
			return name
		}
		if guess == "" && !multiByte[name] {
			guess = name
		}
	}
	parts := extract.ReadParts(body)
	bad := make(map[string]int, len(singleByte))
	best := ""
	for _, cm := range singleByte {
		name, _ := htmlindex.Name(cm) // each has a WHATWG name
		bad[name] = implausible(parts, cm)
		if best == "" || bad[name] < bad[best] {
			best = name
		}
	}
	// The country's charset wins a tie. windows-1252 stands unless
	// another reads clearly better, as a page with a few stray signs says
	// little; chardet's guess wins a tie with the rest.
	least := bad[best]
	for _, p := range []struct {
		name  string
		slack int
	}{{tldCharset[tld], 0}, {"windows-1252", 2 + least/10}, {guess, 0}} {
		if n, ok := bad[p.name]; ok && n <= least+p.slack {
			return p.name
		}
	}
	return best
}

// chardetName is the WHATWG name of a charset chardet reports, or "".
func chardetName(label string) string {
	if strings.EqualFold(label, "GB-18030") {
		label = "gb18030" // chardet's spelling is not a WHATWG label
	}
	_, name := charset.Lookup(label)
	return name
}

// topLevelDomain returns the last label of the URL's host, lower-cased.
func topLevelDomain(pageURL string) string {
	u, err := url.Parse(pageURL)
	if err != nil {
		return ""
	}
	h := strings.TrimSuffix(strings.ToLower(u.Hostname()), ".")
	return h[strings.LastIndexByte(h, '.')+1:]
}

// implausible counts what in the page's text, read as cm, no language
// writes:
//   - bytes cm leaves undefined, and C1 control characters;
//   - a sign other than an apostrophe or hyphen between two letters
//     ("zag³osowa³" is windows-1250 "zagłosował" read as windows-1252),
//     and a sign that never touches a letter doing so ("pi±tek" is
//     ISO-8859-2 "piątek" read so);
//   - a word mixing scripts (Latin and Cyrillic, Arabic and Latin);
//   - a lower-case letter followed by an upper-case one in a word with a
//     non-ASCII letter ("пРЕЗИДЕНТ" is windows-1251 read as KOI8-R);
//   - a combining mark after no letter;
//   - Cyrillic or Greek text all in one case: no capital in 40 letters
//     is Hebrew or Thai read as windows-1251 or windows-1253;
//   - accented Latin letters and combining marks outside the alphabet
//     of the one language that has most of them: windows-1251
//     "Президент" read as windows-1252 is "Ïðåçèäåíò", Czech "příští"
//     read so is "pøíští", French "très" read as windows-1250 is "trčs".
//
// parts are the page's bytes with what Byline never reads cut out (see
// extract.ReadParts): the transliteration tables of scripts list every
// accented letter, and would count as text of no one language. Tags are
// skipped too; ASCII text counts only as letters of words.
func implausible(parts [][]byte, cm *charmap.Charmap) int {
	t := classify(cm)
	var (
		bad      int
		inTag    bool
		prev     byteClass // the previous letter, if the previous character was one (or its mark)
		sign     bool      // prev is a sign that no letter may follow
		nonASCII int       // in the current word
		scripts  uint8
		caseFlip bool
		counts   [256]int // of accented Latin letters and marks
		// Cyrillic and Greek letters in upper and lower case: text in
		// these scripts has both, Hebrew or Thai read as them has one.
		upper, lower int
	)
	endWord := func() {
		if nonASCII > 0 && (scripts&(scripts-1) != 0 || caseFlip) {
			bad++
		}
		nonASCII, scripts, caseFlip = 0, 0, false
	}
	for _, part := range parts {
		for _, b := range part {
			if inTag {
				inTag = b != '>'
				continue
			}
			if b == '<' {
				inTag = true
				endWord()
				prev, sign = byteClass{}, false
				continue
			}
			c := &t[b]
			switch c.kind {
			case kindUndefined:
				bad++
				endWord()
				prev, sign = byteClass{}, false
			case kindLetter:
				if sign {
					bad++
				}
				if c.high {
					nonASCII++
					if c.key != 0 {
						counts[b]++
					}
				}
				scripts |= c.script
				if c.high && c.script&(scriptCyrillic|scriptGreek) != 0 {
					if c.upper {
						upper++
					} else {
						lower++
					}
				}
				if c.upper && prev.lower && (c.high || prev.high) {
					caseFlip = true
				}
				prev, sign = *c, false
			case kindMark:
				// After a Latin letter, a Vietnamese tone (which its alphabet
				// holds); after no letter, a misread one. Thai and Hebrew
				// letters take marks of their own.
				if prev.kind != kindLetter || prev.script == scriptLatin {
					counts[b]++
				}
				sign = false // prev stays the letter the mark sits on
			default:
				endWord()
				afterLetter := prev.kind == kindLetter
				switch c.kind {
				case kindLoner:
					if afterLetter {
						bad++
					}
					sign = !afterLetter
				case kindSign:
					sign = afterLetter
				default:
					sign = false
				}
				prev = byteClass{}
			}
		}
	}
	endWord()
	latin := map[rune]int{}
	total := 0
	for b, n := range counts {
		latin[t[b].key] += n
		total += n
	}
	covered := 0
	for _, alphabet := range latinAlphabets {
		c := 0
		for _, r := range alphabet {
			c += latin[r]
		}
		covered = max(covered, c)
	}
	if upper+lower >= 40 && min(upper, lower) == 0 {
		bad += (upper + lower) / 4
	}
	return bad + total - covered
}

// byteClass is what a byte of a one-byte charset stands for, as
// implausible reads it.
type byteClass struct {
	kind               uint8
	script             uint8
	upper, lower, high bool
	key                rune // an accented Latin letter in lower case, or a mark
}

const (
	kindOther     uint8 = iota // ASCII that is no letter, space, a word joiner
	kindLetter                 //
	kindMark                   // a combining mark
	kindUndefined              // a byte the charset leaves undefined, a C1 control
	kindSign                   // a sign that may stand after a letter
	kindLoner                  // a sign that never touches a letter (see loner)
)

// classify reads the 256 bytes as cm decodes them.
func classify(cm *charmap.Charmap) *[256]byteClass {
	var t [256]byteClass
	for i := range t {
		b := byte(i)
		r := rune(b)
		if b >= utf8.RuneSelf {
			r = cm.DecodeByte(b)
		}
		c := &t[i]
		c.high = b >= utf8.RuneSelf
		switch {
		case r == utf8.RuneError || r >= 0x80 && r <= 0x9F:
			c.kind = kindUndefined
		case unicode.IsLetter(r):
			c.kind, c.script = kindLetter, scriptOf(r)
			c.upper, c.lower = unicode.IsUpper(r), unicode.IsLower(r)
			if c.high && c.script == scriptLatin {
				c.key = lowerLetter(r)
			}
		case unicode.Is(unicode.Mn, r):
			c.kind, c.key = kindMark, r
		case !c.high || wordJoiner(r):
			c.kind = kindOther
		case loner(r):
			c.kind = kindLoner
		default:
			c.kind = kindSign
		}
	}
	return &t
}

// loner tells whether r is a sign that stands apart from words: not a
// quotation mark, ordinal, unit, footnote or trade mark. Where
// windows-1252 has these signs, ISO-8859-2 and windows-1250 have Polish,
// Czech and Slovak letters.
func loner(r rune) bool {
	return strings.ContainsRune("¤¦¨¬¯±¶¸¼½¾×÷", r)
}

// latinAlphabets are the accented letters of languages written in the
// Latin script, lower-case. Vietnamese as windows-1258 writes most tones
// as combining marks, which its alphabet holds too.
var latinAlphabets = []string{
	"àâæçèéêëîïôœùûüÿ",  // French
	"äöüß",              // German
	"áéíñóúü",           // Spanish
	"áâãàçéêíóôõú",      // Portuguese
	"àèéìíîòóù",         // Italian
	"àçèéíïòóúü",        // Catalan
	"áéíóúàèëïöü",       // Dutch
	"åäöéü",             // Swedish, Finnish
	"æøåéáóô",           // Danish, Norwegian
	"áðéíóúýþæö",        // Icelandic
	"ąćęłńóśźż",         // Polish
	"áčďéěíňóřšťúůýž",   // Czech
	"áäčďéíĺľňóôŕšťúýž", // Slovak
	"áéíóöőúüű",         // Hungarian
	"ăâîșțşţ",           // Romanian
	"čćđšž",             // Croatian, Slovenian, Bosnian, Serbian
	"çğıöşüâîİ",         // Turkish
	"ąčęėįšųūž",         // Lithuanian
	"āčēģīķļņšūž",       // Latvian
	"äõöüšž",            // Estonian
	"àáâãèéêìíòóôõùúýăđĩũơư\u0300\u0301\u0303\u0309\u0323", // Vietnamese
}

// lowerLetter is r in lower case, unless that is an ASCII letter:
// Turkish "İ" stays itself, not "i".
func lowerLetter(r rune) rune {
	if l := unicode.ToLower(r); l >= utf8.RuneSelf {
		return l
	}
	return r
}

// wordJoiner tells whether r may stand between two letters of a word.
func wordJoiner(r rune) bool {
	switch r {
	case '’', '‘', '´', '‐', '‑', '–', '·', 0xAD:
		return true
	}
	return false
}

const (
	scriptLatin uint8 = 1 << iota
	scriptCyrillic
	scriptGreek
	scriptArabic
	scriptHebrew
	scriptThai
	scriptOther
)

func scriptOf(r rune) uint8 {
	switch {
	case r < utf8.RuneSelf || unicode.Is(unicode.Latin, r):
		return scriptLatin
	case unicode.Is(unicode.Cyrillic, r):
		return scriptCyrillic
	case unicode.Is(unicode.Greek, r):
		return scriptGreek
	case unicode.Is(unicode.Arabic, r):
		return scriptArabic
	case unicode.Is(unicode.Hebrew, r):
		return scriptHebrew
	case unicode.Is(unicode.Thai, r):
		return scriptThai
	}
	return scriptOther
}
