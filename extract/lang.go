package extract

import (
	"strings"
	"sync"
	"unicode"

	"github.com/bylinehq/byline/extract/langid"
)

// Language detection limits. whatlanggo's time grows with the text, and
// two thousand runes are plenty to tell languages apart; below a few dozen
// letters its trigram statistics mean little.
const (
	langSampleRunes = 2000
	langShortRunes  = 400
	// langHintedRunes is the sample when a language is declared: it only
	// has to be long enough to overrule a wrong declaration, and detection
	// runs on every extracted article.
	langHintedRunes = 160
	langMinLetters  = 40
	// langSureConfidence is the whatlanggo confidence from which a
	// detection overrides a declared language of the same script, and
	// langMinConfidence the one below which, without a hint, we prefer to
	// say nothing.
	langSureConfidence = 0.8
	langMinConfidence  = 0.2
)

// DetectLang returns the ISO 639-1 code of the text's language, or "" when
// unsure. hints are declared languages (html lang attribute, og:locale,
// Content-Language), e.g. "de-DE", "en_US", "vi", in order of trust.
//
// A declaration is usually right, and detection on short or mixed text is
// often wrong, so the first valid hint wins unless the text clearly says
// otherwise: it is in another script, or whatlanggo is confident of
// another language. Han text without kana is taken as Chinese only when no
// hint says Japanese. A hint before the first valid one that declares a
// language with no two-letter code ("ceb", "ast") gives "".
func DetectLang(text string, hints ...string) string {
	hint := ""
	for _, h := range hints {
		if langNoShortCode(h) {
			// A language declared with no two-letter code ("ceb",
			// Cebuano; "ast", Asturian) is the page's own: a later
			// hint, Yoast's og:locale "en_US", is a template default,
			// and the detector, which does not know the language,
			// names its neighbour (Asturian read as Spanish with full
			// confidence). No ISO 639-1 code is right.
			return ""
		}
		if hint = langNormalize(h); hint != "" {
			break
		}
	}
	limit := langSampleRunes
	if hint != "" {
		limit = langHintedRunes
	}
	sample, letters, kana, han := langSample(text, limit)
	if letters < langMinLetters {
		return hint
	}
	if kana > 0 && kana*10 >= kana+han {
		// Kana are only written in Japanese, but whatlanggo calls text
		// with more kanji than kana Chinese.
		return "ja"
	}
	det, conf := langWhatlang(sample)
	switch {
	case det == "":
		return hint
	case hint == "":
		if conf < langMinConfidence {
			return ""
		}
		return det
	case det == hint:
		return hint
	case !langWrittenIn(sample, hint):
		return det // the declaration is a template default; the text is elsewhere
	case langScript(det) == "han":
		return hint // kanji-only Japanese and Chinese look alike
	case det == "ru" && !detectable()[hint] && langScript(hint) == "cyrl" && langRussianOnly(sample):
		// A republic's language declared on a page in Russian (a
		// bilingual CMS's default): the text has none of the letters
		// Tatar, Bashkir, Chechen ... add to the Russian alphabet.
		return det
	case !detectable()[hint] || !langProfiledIn(sample, hint):
		// The detector cannot name the declared language (Icelandic,
		// Basque, Welsh ...), or not in this script (Sorani Kurdish): its
		// answer is only the nearest language it knows ("sv" for
		// Icelandic, "fa" for Sorani).
		return hint
	case langKin(det, hint):
		return hint // trigram profiles confuse close relatives on short text
	case conf >= langSureConfidence && letters >= 2*langMinLetters:
		return det
	default:
		return hint
	}
}

// detectable holds the languages of trigram scripts (Latin, Cyrillic,
// Arabic, ...) that the detector can name, as langNormalize writes them.
var detectable = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, l := range langid.Languages() {
		m[langNormalize(l)] = true
	}
	return m
})

// langWhatlang runs whatlanggo's detection (through langid, which gives the
// same answers faster) and repairs its confidence. whatlanggo
// ranks a text's trigrams without a cap, so on long texts its distances
// overflow its maximum and the confidence comes out negative, even for a
// clear win. A shorter prefix keeps the ranks in range; when it names the
// same language, its confidence is used, and a second negative one (the
// prefix is still long and varied) counts as sure.
func langWhatlang(sample string) (string, float64) {
	code, conf := langid.Detect(sample)
	det := langNormalize(code) // Persian and Yiddish come as 639-3 codes
	if conf >= 0 {
		return det, conf
	}
	again, againConf := langid.Detect(langPrefix(sample, langShortRunes))
	switch {
	case again != code:
		return det, 0
	case againConf < 0:
		return det, 1
	default:
		return det, againConf
	}
}

// langPrefix returns the first n runes of s.
func langPrefix(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}

// langSample returns the first langSampleRunes runes of text and counts
// its letters, kana and Han characters.
func langSample(text string, limit int) (sample string, letters, kana, han int) {
	n := 0
	end := len(text)
	for i, r := range text {
		if n == limit {
			end = i
			break
		}
		n++
		if !unicode.IsLetter(r) {
			continue
		}
		letters++
		switch {
		case unicode.In(r, unicode.Hiragana, unicode.Katakana):
			kana++
		case unicode.Is(unicode.Han, r):
			han++
		}
	}
	return text[:end], letters, kana, han
}

// langNormalize turns a declared language ("en-US", "en_US", "EN",
// "nb") into an ISO 639-1 code ("en", "no"), or "" when it is none.
func langNormalize(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, "-_ ;,"); i >= 0 {
		s = s[:i]
	}
	s = strings.ToLower(s)
	if alias, ok := langAliases[s]; ok {
		return alias
	}
	if len(s) != 2 || s[0] < 'a' || s[0] > 'z' || s[1] < 'a' || s[1] > 'z' {
		return ""
	}
	return s
}

// langNoShortCode reports a declared ISO 639-2/3 language code that has
// no ISO 639-1 form ("ceb", "hil-PH"), not one of the codes for no
// particular language ("und", "mul", "zxx", "mis").
func langNoShortCode(s string) bool {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, "-_ ;,"); i >= 0 {
		s = s[:i]
	}
	s = strings.ToLower(s)
	if len(s) != 3 || langNormalize(s) != "" || s == "und" || s == "mul" || s == "zxx" || s == "mis" {
		return false
	}
	return strings.IndexFunc(s, func(r rune) bool { return r < 'a' || r > 'z' }) < 0
}

// langAliases maps Norwegian variants to the code the corpus and most
// pages use, deprecated codes to current ones, and the three-letter codes
// pages sometimes declare.
var langAliases = map[string]string{
	"nb": "no", "nn": "no", "iw": "he", "in": "id", "ji": "yi", "jw": "jv",
	"eng": "en", "deu": "de", "ger": "de", "fra": "fr", "fre": "fr", "spa": "es", "ita": "it", "por": "pt",
	"nld": "nl", "dut": "nl", "rus": "ru", "jpn": "ja", "kor": "ko", "zho": "zh", "chi": "zh", "cmn": "zh",
	"vie": "vi", "ara": "ar", "hin": "hi", "tur": "tr", "pol": "pl", "swe": "sv", "dan": "da", "fin": "fi",
	"nor": "no", "nob": "no", "ces": "cs", "cze": "cs", "ukr": "uk", "pes": "fa", "fas": "fa", "per": "fa",
	"ydd": "yi",
	// ISO 639-2/3 codes of languages that have a two-letter code: declared
	// so, they name the language as surely as the short code does (not a
	// code with no short form, langNoShortCode, for which DetectLang
	// names no language: no ISO 639-1 code is right).
	"ell": "el", "gre": "el", "hun": "hu", "slk": "sk", "slo": "sk", "ron": "ro", "rum": "ro", "hrv": "hr",
	"srp": "sr", "bos": "bs", "bul": "bg", "est": "et", "ekk": "et", "lav": "lv", "lvs": "lv", "lit": "lt",
	"slv": "sl", "nno": "no", "ind": "id", "msa": "ms", "may": "ms", "zsm": "ms", "tha": "th", "heb": "he",
	"urd": "ur", "ben": "bn", "tam": "ta", "swa": "sw", "swh": "sw", "hau": "ha", "yor": "yo", "ibo": "ig",
	"amh": "am", "som": "so", "cat": "ca", "glg": "gl", "eus": "eu", "baq": "eu", "sqi": "sq", "alb": "sq",
	"mkd": "mk", "mac": "mk", "kat": "ka", "geo": "ka", "hye": "hy", "arm": "hy", "aze": "az", "kaz": "kk",
	"uzb": "uz", "isl": "is", "ice": "is", "afr": "af", "arb": "ar", "prs": "fa", "bel": "be", "mlt": "mt",
	"gle": "ga", "cym": "cy", "wel": "cy", "mar": "mr", "nep": "ne", "tel": "te", "kan": "kn", "mal": "ml",
	"guj": "gu", "pan": "pa", "sin": "si", "khm": "km", "lao": "lo", "mya": "my", "bur": "my", "mon": "mn",
	"tgk": "tg", "kir": "ky", "tuk": "tk", "pus": "ps", "kin": "rw", "zul": "zu", "xho": "xh", "tir": "ti",
	"orm": "om", "tgl": "tl",
	// Central (Sorani) and Northern (Kurmanji) Kurdish have no two-letter
	// codes of their own; pages declare them as "ckb" and "kmr".
	"ckb": "ku", "kmr": "ku",
	// Members of a macrolanguage that has a two-letter code: Filipino
	// (WordPress's locale "fil" declares lang="fil") is written Tagalog,
	// Cantonese is written Chinese, the spoken Arabics, Nepali, Khalkha
	// Mongolian, Northern Uzbek, North Azerbaijani and Plateau Malagasy.
	"fil": "tl", "yue": "zh", "arz": "ar", "ary": "ar", "apc": "ar", "ajp": "ar", "acm": "ar", "ars": "ar",
	"npi": "ne", "khk": "mn", "uzn": "uz", "azj": "az", "plt": "mg",
	// The long codes of languages the detector knows by their short one.
	"hat": "ht", "epo": "eo", "jav": "jv", "mlg": "mg", "nya": "ny", "sna": "sn", "run": "rn", "uig": "ug",
	"kur": "ku", "ltz": "lb", "oci": "oc", "bre": "br", "fao": "fo", "lat": "la",
}

// langKin reports two languages of one close family. A few hundred
// letters of Czech read to the trigram profiles as Croatian, of Danish as
// Norwegian, of Malay as Indonesian, of Amharic as Tigrinya, while a page that declares the one
// and is written in the other is rare: template defaults are English.
func langKin(a, b string) bool {
	fa, fb := langFamilies[a], langFamilies[b]
	return fa != "" && fa == fb
}

var langFamilies = map[string]string{
	"cs": "slavic", "sk": "slavic", "pl": "slavic", "hr": "slavic", "bs": "slavic", "sl": "slavic", "sr": "slavic",
	"da": "nordic", "no": "nordic", "sv": "nordic",
	"id": "malay", "ms": "malay", "jv": "malay",
	"am": "ethiosemitic", "ti": "ethiosemitic", // both in Ge'ez script
}

// langScript names the script a language is written in; languages not
// listed are written in Latin script.
func langScript(lang string) string {
	if s, ok := langScripts[lang]; ok {
		return s
	}
	return "latin"
}

var langScripts = map[string]string{
	"ru": "cyrl", "uk": "cyrl", "be": "cyrl", "bg": "cyrl", "sr": "cyrl", "mk": "cyrl", "kk": "cyrl", "ky": "cyrl",
	"tg": "cyrl", "mn": "cyrl",
	// The Cyrillic languages of Russia's republics (Tatar, Bashkir,
	// Chuvash, Chechen, Ossetian, Avar, Komi) and Abkhaz: the detector
	// names none of them, and without their script the declared language
	// would lose to its nearest guess ("tk" for Tatar).
	"tt": "cyrl", "ba": "cyrl", "cv": "cyrl", "ce": "cyrl", "os": "cyrl", "av": "cyrl", "kv": "cyrl", "ab": "cyrl",
	"ar": "arab", "fa": "arab", "ur": "arab", "ps": "arab", "ug": "arab", "ku": "arab", "sd": "arab",
	"hi": "deva", "mr": "deva", "ne": "deva", "sa": "deva", "bh": "deva",
	"zh": "han", "ja": "han", "ko": "hang",
	"el": "grek", "he": "hebr", "yi": "hebr", "th": "thai", "ka": "geor", "hy": "armn",
	"bn": "beng", "as": "beng", "gu": "gujr", "pa": "guru", "ta": "taml", "te": "telu", "kn": "knda", "ml": "mlym",
	"or": "orya", "si": "sinh", "km": "khmr", "my": "mymr", "am": "ethi", "ti": "ethi",
}

// langRussianOnly reports a sample whose Cyrillic letters are all of the
// Russian alphabet, with no Ossetian "æ" and no Latin "I" written for the
// palochka of Chechen and Avar ("ГIалахь").
func langRussianOnly(sample string) bool {
	prev := rune(0)
	for _, r := range sample {
		switch {
		case r == 'æ' || r == 'Æ':
			return false
		case r == 'I' && unicode.Is(unicode.Cyrillic, prev):
			return false
		case unicode.Is(unicode.Cyrillic, r) && unicode.IsLetter(r) &&
			!(r >= 'а' && r <= 'я' || r >= 'А' && r <= 'Я' || r == 'ё' || r == 'Ё'):
			return false
		}
		prev = r
	}
	return true
}

// langProfileScripts name the script of the detector's profile of a
// language where it differs from langScripts: its Kurdish is Kurmanji in
// Latin letters, while Sorani pages are in Arabic script.
var langProfileScripts = map[string]string{"ku": "latin"}

// langProfiledIn reports whether the detector's profile of lang is in the
// script of most of sample's letters.
func langProfiledIn(sample, lang string) bool {
	script, ok := langProfileScripts[lang]
	if !ok {
		return true
	}
	return langShareIn(sample, langScriptTables[script], nil)
}

// langAltScripts are the second scripts of languages written in two:
// Serbian in Latin letters as often as in Cyrillic, Uzbek and Kazakh in
// Cyrillic and Latin, Kurdish in Arabic (Sorani) and Latin (Kurmanji),
// Tatar in Cyrillic and Latin (Zamanälif).
var langAltScripts = map[string]string{"sr": "latin", "bs": "cyrl", "uz": "cyrl", "kk": "latin", "ku": "latin", "tt": "latin"}

// langScriptTables holds the Unicode table of each script langScripts
// names.
var langScriptTables = map[string]*unicode.RangeTable{
	"latin": unicode.Latin, "cyrl": unicode.Cyrillic, "arab": unicode.Arabic, "deva": unicode.Devanagari,
	"han": unicode.Han, "hang": unicode.Hangul, "grek": unicode.Greek, "hebr": unicode.Hebrew, "thai": unicode.Thai,
	"geor": unicode.Georgian, "armn": unicode.Armenian, "beng": unicode.Bengali, "gujr": unicode.Gujarati,
	"guru": unicode.Gurmukhi, "taml": unicode.Tamil, "telu": unicode.Telugu, "knda": unicode.Kannada,
	"mlym": unicode.Malayalam, "orya": unicode.Oriya, "sinh": unicode.Sinhala, "khmr": unicode.Khmer,
	"mymr": unicode.Myanmar, "ethi": unicode.Ethiopic,
}

// langWrittenIn reports whether most letters of sample are in a script
// that lang is written in. The text's own letters decide, not the script
// of the detected language: the detector names some languages in several
// scripts (Turkmen in Latin and Cyrillic, its nearest guess for Kazakh).
func langWrittenIn(sample, lang string) bool {
	return langShareIn(sample, langScriptTables[langScript(lang)], langScriptTables[langAltScripts[lang]])
}

// langShareIn reports whether most letters of sample are in main or alt
// (nil when there is none).
func langShareIn(sample string, main, alt *unicode.RangeTable) bool {
	letters, in := 0, 0
	for _, r := range sample {
		if !unicode.IsLetter(r) {
			continue
		}
		letters++
		if unicode.Is(main, r) || alt != nil && unicode.Is(alt, r) {
			in++
		}
	}
	return 2*in >= letters
}
