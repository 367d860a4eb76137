package extract

import (
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	dps "github.com/markusmobius/go-dateparser"
	"golang.org/x/text/unicode/norm"
)

// Date is a normalized publication time.
type Date struct {
	Time    time.Time // in UTC; a date-only value is midnight UTC of that day
	Raw     string    // RFC 3339 with the source's own offset when the source had a time and a zone; otherwise "YYYY-MM-DD"
	HasTime bool
	HasZone bool
	// Relative is set for dates read relative to now ("vor 3 Stunden",
	// "yesterday"): right on a fresh page, stale on an archived one.
	Relative bool
	// guessed is set when the language chose the order of day and month:
	// 11/01/2023 reads either way. monthFirst says which it chose.
	guessed, monthFirst bool
}

// Plausibility bounds. Nothing on the web we extract predates 1995, and a
// publication date far in the future is an event date or a typo, not the
// time the article went out; 48 hours absorbs time zones and clock skew.
const (
	dateMinYear   = 1995
	dateMaxAhead  = 48 * time.Hour
	dateMaxInput  = 4096 // Parse gives up on longer values: they are not dates
	dateMaxLibLen = 96   // go-dateparser is only asked about short strings
)

// dateRawLayout always writes a numeric offset, so that Raw reads the same
// whether the source wrote "Z", "UTC" or "+00:00".
const dateRawLayout = "2006-01-02T15:04:05-07:00"

// DateParser parses dates from metadata values and page text. Create one and
// reuse it: it is safe for concurrent use.
//
// Machine formats (RFC 3339, RFC 1123, timestamps…) and the date shapes of
// the languages Byline crawls most are read by hand-written scanners, which
// take microseconds. Only what they do not understand goes to go-dateparser,
// which knows 200 languages and relative dates but takes milliseconds per
// call and serializes callers on a mutex.
type DateParser struct {
	lib     *dps.Parser
	configs map[string]*dps.Configuration // by ISO 639-1 hint; "" detects the language
	months  map[string]time.Month         // lower-case month names and abbreviations
	near    []nearMonth                   // the longer month names folded, for monthNear
	zones   map[string]int                // upper-case zone abbreviations → offset in seconds

	numeric   *regexp.Regexp // 03.05.2024, 2024-05-03, 5/3/24
	spacedYMD *regexp.Regexp // 2024. 5. 3.
	spacedDMY *regexp.Regexp // 3. 5. 2024
	cjk       *regexp.Regexp // 2024年5月3日, 2024년 5월 3일
	dayMonth  *regexp.Regexp // 3. März 2026, 3 de mayo de 2024, 03-May-24
	monthDay  *regexp.Regexp // May 3, 2024
	yearMonth *regexp.Regexp // 2024. május 3., 2024 m. gegužės 3 d., 2024ko maiatzaren 3a
	yearDay   *regexp.Regexp // 2024. gada 3. maijā
	sinhala   *regexp.Regexp // 2026 නොවැම්බර් 26
	vietnam   *regexp.Regexp // 3 tháng 5 năm 2024
	clock     *regexp.Regexp // a time of day right after a date
	clockPre  *regexp.Regexp // a time of day right before a date
	relative  *regexp.Regexp // words that make a digit-less string worth a library call
}

// NewDateParser builds the scanners and the go-dateparser configurations
// once, so that Parse allocates little.
func NewDateParser() *DateParser {
	p := &DateParser{
		lib:     &dps.Parser{},
		configs: map[string]*dps.Configuration{},
		months:  map[string]time.Month{},
		zones:   map[string]int{},
	}
	for i, names := range dateMonthNames {
		for _, n := range strings.Fields(names) {
			p.months[strings.ToLower(strings.ReplaceAll(n, "_", " "))] = time.Month(i + 1)
		}
	}
	for name, mo := range p.months {
		if f := foldLetters(name); utf8.RuneCountInString(f) >= nearMonthMin && f == strings.ToLower(f) && !strings.Contains(name, " ") {
			p.near = append(p.near, nearMonth{[]rune(f), mo})
		}
	}
	for i, name := range dateThaiMonths {
		p.months[name] = time.Month(i + 1)
	}
	for name, off := range dateZoneAbbrevs {
		p.zones[name] = off
	}
	// IgnoreSurroundingText stays off: the scanners already cut dates out
	// of text, and with it a failed parse costs go-dateparser up to a
	// quarter of a second.
	base := dps.Configuration{
		ReturnTimeAsPeriod:  true,
		StrictParsing:       true,
		PreferredDateSource: dps.Past,
	}
	auto := base
	p.configs[""] = &auto
	for _, l := range dateLibLanguages {
		if !dps.IsKnownLocale(l) {
			continue
		}
		c := base
		c.Languages = []string{l}
		if l != "en" {
			// Machine-made English dates are common on every site.
			c.Languages = append(c.Languages, "en")
		}
		p.configs[l] = &c
	}

	const (
		word = `([\p{L}\p{M}\x{200D}]+(?: [\p{L}\p{M}\x{200D}]+)?)` // a month name; a few are two words, Sinhala's April holds a zero-width joiner
		ord  = `(?:\.|er|º|°|st|nd|rd|th|-?ая|-?го|e|-an?)?`        // Esperanto: "la 24-an de novembro", "la 24-a de novembro"
	)
	p.numeric = regexp.MustCompile(`(\d{1,4})([./-])(\d{1,2})([./-])(\d{2,4})`)
	p.spacedYMD = regexp.MustCompile(`(\d{4})\. ?(\d{1,2})\. ?(\d{1,2})\.?`)
	p.spacedDMY = regexp.MustCompile(`(\d{1,2})\. (\d{1,2})\. (\d{4})`)
	p.cjk = regexp.MustCompile(`(\d{4}) ?[年년] ?(\d{1,2}) ?[月월] ?(\d{1,2}) ?[日일号號]?`)
	p.dayMonth = regexp.MustCompile(`(?i)(\d{1,2})` + ord + `(?: (?:de |of |del |ta['’] )?|-|\. ?)` + word +
		`(?:\.?(?:,? |-|\. | de | del |, de )|\.)(\d{4}|\d{2})`) // also Folha's 21.dez.2018
	p.monthDay = regexp.MustCompile(`(?i)` + word + `\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})`)
	// The year's period (Hungarian) or "m." (Lithuanian) is required:
	// without it "2025 may 3 more stores" would read as a date.
	// Basque glues "-ko" to the year and "-a"/"-an" to the day:
	// "2026ko azaroaren 23a".
	p.yearMonth = regexp.MustCompile(`(?i)(\d{4})(?:\.| m\.|e?ko) ` + word + `\.? (\d{1,2})(?:a|an|ean)?\b(?:\.| d\.)?`)
	p.yearDay = regexp.MustCompile(`(?i)(\d{4})\. gada (\d{1,2})\. ` + word)
	// Sinhala puts the year first with no mark after it; April's name
	// holds a zero-width joiner ("අප්‍රේල්").
	p.sinhala = regexp.MustCompile(`(\d{4}) ([\p{Sinhala}\x{200D}]+) (\d{1,2})\b`)
	p.vietnam = regexp.MustCompile(`(?i)(\d{1,2}) tháng (\d{1,2})(?:,? năm |, |/| )(\d{4})`)
	p.clock = regexp.MustCompile(`^(?: ?(?:г\.|года|р\.|року|r\.|roku)(?:[ ,]|$))?(?:[ ,|·•@/–—-]*|T)` +
		`(?i:(?:um|at|à|a las|a la|às|as|alle ore|alle|ore|om|kl\.?|klo\.?|kello|godz\.?|o|о|в|во|saat|lúc|vào lúc|v|ve|kell|a les|pukul) )?` +
		`(오전|오후|上午|下午|午前|午後|(?i:sáng|chiều|tối))? ?` +
		`(\d{1,2})(?:(?::| ?h ?|\.)(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?|(?: ?[時시点點] ?)(\d{1,2}) ?[分분](?: ?(\d{1,2}) ?[秒초])?)` +
		`(?: ?(?i:(a\.m\.|p\.m\.|a\. m\.|p\. m\.|am\b|pm\b))| ?(ص|م|এএম|পিএম|पूर्वाह्न|अपराह्न|π\.μ\.|μ\.μ\.|Π\.Μ\.|Μ\.Μ\.|ق\.ظ|ب\.ظ|(?i:pagi|petang|tengah hari|tengah malam|malam|siang|sore)))?` +
		`(?: ?(?i:uhr\b|hrs\b|horas\b|heures\b|h\b|giờ|ч\.?))?`)
	p.clockPre = regexp.MustCompile(`(?i)(\d{1,2}):(\d{2})(?::(\d{2}))?(?: ?(a\.? ?m\.?|p\.? ?m\.?))?(?: ?(?:uhr|h))?` +
		`[ ,|·•–—-]*(?:(?:on|am|le|el|den|il|de) )?(?:[\p{L}]+,? )?$`)
	p.relative = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:ago|yesterday|today|vor|gestern|heute|il y a|hier|aujourd|hace|ayer|hoy|fa|ieri|oggi|há|ontem|hoje|geleden|gisteren|vandaag|sedan|igår|idag|siden|i går|i dag|sitten|eilen|tänään|temu|wczoraj|dzisiaj|před|včera|dnes|önce|dün|bugün|назад|вчера|сегодня|тому|вчора|сьогодні|trước|hôm qua|hôm nay)(?:[^\p{L}]|$)|前|昨日|今日|昨天|今天|어제|오늘|전|منذ|أمس|اليوم|पहले|कल|आज`)
	return p
}

// Parse parses a date value such as a meta content, a JSON-LD
// datePublished, a <time datetime>, or the text of a date element. lang is
// an ISO 639-1 hint ("" when unknown) that picks the order of ambiguous
// numeric dates and the languages go-dateparser tries. A zero now means
// time.Now(); dates before 1995 or more than 48 hours after now are
// rejected.
func (p *DateParser) Parse(s string, lang string, now time.Time) (Date, bool) {
	return p.parse(s, lang, now, true)
}

// parse is Parse; without lib it leaves go-dateparser out, for callers
// that try many strings and can do without relative dates and rare
// languages.
func (p *DateParser) parse(s string, lang string, now time.Time, lib bool) (Date, bool) {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > dateMaxInput {
		return Date{}, false
	}
	if now.IsZero() {
		now = time.Now()
	}
	mdy, slashDMY := dateMonthFirst(lang), dateSlashDayFirst(lang)
	lang = dateLangBase(lang)
	s = ethiopianDate(dateNormalize(s), lang, now)
	if dp, recognized := p.parseMachine(s); recognized {
		d, ok := dp.build()
		return d, ok && datePlausible(d, now)
	}
	d, ok, seen := p.scan(s, lang, mdy, slashDMY, now)
	if ok || seen || !lib {
		return d, ok // a date the scanners read but found implausible stays rejected
	}
	return p.parseLib(s, lang, now)
}

// FindInText finds the first plausible publication date inside free text,
// such as "Veröffentlicht am 3. März 2026, 14:05 Uhr von Hans Müller" or
// "Thứ hai, 12/10/2026, 08:30 (GMT+7)", together with the time and zone that
// follow it. It reports false when there is none.
func (p *DateParser) FindInText(s string, lang string, now time.Time) (Date, bool) {
	return p.findInText(s, lang, now, true)
}

// findInText is FindInText, with go-dateparser only when lib is set.
func (p *DateParser) findInText(s string, lang string, now time.Time, lib bool) (Date, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return Date{}, false
	}
	if now.IsZero() {
		now = time.Now()
	}
	mdy, slashDMY := dateMonthFirst(lang), dateSlashDayFirst(lang)
	lang = dateLangBase(lang)
	s = ethiopianDate(dateNormalize(s), lang, now)
	d, ok, seen := p.scan(s, lang, mdy, slashDMY, now)
	if ok || seen {
		return d, ok
	}
	if dp, recognized := p.parseMachine(s); recognized {
		d, ok := dp.build()
		return d, ok && datePlausible(d, now) // a bare timestamp or compact date
	}
	if !lib {
		return Date{}, false
	}
	return p.parseLib(s, lang, now)
}

// dateLangBase reduces a hint such as "de-AT" or "pt_BR" to "de" or "pt".
func dateLangBase(lang string) string {
	if i := strings.IndexAny(lang, "-_"); i >= 0 {
		lang = lang[:i]
	}
	return strings.ToLower(strings.TrimSpace(lang))
}

// dateMonthFirst reports whether numeric dates are month first (5/3/24 is
// May 3) for a language hint: English, except where the region writes
// day first.
// dateSlashDayFirst reports a Chinese page of a region that writes
// short dates day first with slashes, "19/11/26" for 19 November 2026:
// Hong Kong, Macau, Malaysia, Singapore. The mainland's portals write
// "25/11/18" year first, as Korean and Japanese do (dateYearFirst).
func dateSlashDayFirst(lang string) bool {
	if dateLangBase(lang) != "zh" {
		return false
	}
	l := strings.ToLower(lang)
	for _, r := range []string{"-hk", "_hk", "-mo", "_mo", "-my", "_my", "-sg", "_sg"} {
		if strings.HasSuffix(l, r) {
			return true
		}
	}
	return false
}

func dateMonthFirst(lang string) bool {
	base := dateLangBase(lang)
	if base != "en" {
		return false
	}
	region := ""
	if i := strings.IndexAny(lang, "-_"); i >= 0 {
		region = strings.ToLower(strings.TrimSpace(lang[i+1:]))
	}
	switch region {
	case "gb", "uk", "ie", "au", "nz", "in", "za", "sg", "my", "pk", "ng", "ke", "hk", "mt", "cy":
		return false
	}
	return true
}

// dateNormalize maps the digits of other scripts and full-width forms to
// ASCII, composes Unicode (Vietnamese often arrives decomposed) and
// collapses white space, so that the scanners see one shape per date.
func dateNormalize(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || (c < ' ' && c != 0) || (c == ' ' && i+1 < len(s) && s[i+1] == ' ') {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	s = norm.NFC.String(s)
	var b strings.Builder
	b.Grow(len(s))
	space, arabic, myanmar := false, false, false
	for _, r := range s {
		// Asked of the rune as written, before its digits become ASCII.
		arabic = arabic || unicode.Is(unicode.Arabic, r)
		myanmar = myanmar || r >= 0x1000 && r <= 0x109f
		switch {
		case r > '9' && unicode.IsDigit(r):
			r = dateDigit(r)
		case r == '：':
			r = ':'
		case r == '／':
			r = '/'
		case r == '．':
			r = '.'
		case r == '－' || r == '−':
			r = '-'
		case r == '（':
			r = '('
		case r == '）':
			r = ')'
		case r == '＋':
			r = '+'
		case r == '،' || r == '，':
			r = ','
		}
		if unicode.IsSpace(r) || r == '\u200b' || r == '\u200e' || r == '\u200f' {
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	s = thaiEra(khmerDate(minguoEra(westernEra(kanjiNumerals(b.String())))))
	s = turkicYearFirst(mongolianDate(s))
	if myanmar {
		s = burmeseDate(s)
	}
	if arabic {
		// Read before the digits became ASCII: "۱۴۰۵/۰۹/۰۳" is Solar
		// Hijri, "1405/09/03" on a Latin page is no date.
		s = persianDate(s)
	}
	return s
}

// dateDigit maps a decimal digit of any script (Bengali ৩, Gujarati ૩,
// Khmer ៣, full-width ３) to its ASCII digit. Unicode lays out each
// script's digits as one run from zero to nine, and the runs of
// unicode.Digit start at a zero.
func dateDigit(r rune) rune {
	for _, rg := range unicode.Digit.R16 {
		if lo, hi := rune(rg.Lo), rune(rg.Hi); r >= lo && r <= hi {
			return '0' + (r-lo)%10
		}
	}
	for _, rg := range unicode.Digit.R32 {
		if lo, hi := rune(rg.Lo), rune(rg.Hi); r >= lo && r <= hi {
			return '0' + (r-lo)%10
		}
	}
	return r
}

// persianMonths are the months of the Solar Hijri calendar, which
// Iranian pages date their stories in: "۲۲ اسفند ۱۴۰۴".
var persianMonths = [12]string{"فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور",
	"مهر", "آبان", "آذر", "دی", "بهمن", "اسفند"}

// afghanMonths are the same calendar's months as Afghanistan names them
// after the zodiac, in Dari and Pashto alike ("۵ قوس ۱۴۰۵" is 26
// November 2026), each with the spellings of its final letters.
var afghanMonths = [12][]string{{"حمل", "وری"}, {"ثور", "غویی"}, {"جوزا", "جوزه", "غبرګولی"}, {"سرطان", "چنگاښ"}, {"اسد", "زمری"},
	{"سنبله", "وږی"}, {"میزان", "ميزان", "تله"}, {"عقرب", "لړم"}, {"قوس", "لیندۍ"},
	{"جدی", "جدي", "مرغومی"}, {"دلو", "سلواغه"}, {"حوت", "کب"}}

// persianNumericRe is a Solar Hijri date written in numbers, year first:
// "1405/09/03". persianNumericYears bound the years read so: later ones
// are lunar Hijri years (1448 is 2026), which Arab pages write the same
// way, and earlier ones predate news on the web.
var persianNumericRe = regexp.MustCompile(`(\d{4})([/-])(\d{1,2})([/-])(\d{1,2})`)

const (
	persianNumericMin = 1370 // 1991
	persianNumericMax = 1420 // 2041
)

// persianDate writes a Solar Hijri date of a page in Arabic script, its
// digits already ASCII ("22 اسفند 1404", "1404/12/22"), as the Gregorian
// one in ISO form ("2026-03-13"), which the numeric scanner reads with
// the time after it.
func persianDate(s string) string {
	s = persianNumericRe.ReplaceAllStringFunc(s, func(m string) string {
		p := persianNumericRe.FindStringSubmatch(m)
		jy, jm, jd := dateAtoi(p[1]), dateAtoi(p[3]), dateAtoi(p[5])
		if p[2] != p[4] || jy < persianNumericMin || jy > persianNumericMax || jm < 1 || jm > 12 || jd < 1 || jd > 31 {
			return m
		}
		return jalaliToGregorian(jy, jm, jd).Format("2006-01-02")
	})
	for m, name := range persianMonths {
		s = solarHijriMonthDate(s, name, m+1)
		for _, name := range afghanMonths[m] {
			s = solarHijriMonthDate(s, name, m+1)
		}
	}
	return s
}

// solarHijriMonthDate writes each "day name year" of the Solar Hijri
// month name (month mo) in s as its Gregorian date in ISO form.
func solarHijriMonthDate(s, name string, mo int) string {
	for from := 0; ; {
		i := strings.Index(s[from:], " "+name+" ")
		if i < 0 {
			return s
		}
		i += from
		j := i + len(name) + 2
		from = j
		ds := i
		for ds > 0 && i-ds < 2 && dateIsDigit(s[ds-1]) {
			ds--
		}
		if ds == i || ds > 0 && dateIsDigit(s[ds-1]) || j+4 > len(s) || !dateAllDigits(s[j:j+4]) || j+4 < len(s) && dateIsDigit(s[j+4]) {
			continue
		}
		jy, jd := dateAtoi(s[j:j+4]), dateAtoi(s[ds:i])
		if jy < 1300 || jy > 1500 || jd < 1 || jd > 31 {
			continue
		}
		iso := jalaliToGregorian(jy, mo, jd).Format("2006-01-02")
		s = s[:ds] + iso + s[j+4:]
		from = ds + len(iso)
	}
}

// jalaliToGregorian converts a Solar Hijri date with the arithmetic
// (33-year cycle) rule, exact for the years the web has dated.
func jalaliToGregorian(jy, jm, jd int) time.Time {
	jy += 1595
	days := -355668 + 365*jy + (jy/33)*8 + ((jy%33)+3)/4 + jd
	if jm < 7 {
		days += (jm - 1) * 31
	} else {
		days += (jm-7)*30 + 186
	}
	gy := 400 * (days / 146097)
	days %= 146097
	if days > 36524 {
		days--
		gy += 100 * (days / 36524)
		days %= 36524
		if days >= 365 {
			days++
		}
	}
	gy += 4 * (days / 1461)
	days %= 1461
	if days > 365 {
		gy += (days - 1) / 365
		days = (days - 1) % 365
	}
	return time.Date(gy, time.January, days+1, 0, 0, 0, 0, time.UTC)
}

// thaiMonthAbbrevs spells out the abbreviated months of Thai dates ("12
// มี.ค. 2569"), whose periods the month scanners do not read, and drops
// the Buddhist-era marker "พ.ศ.".
var thaiMonthAbbrevs = strings.NewReplacer("ม.ค.", "มกราคม", "ก.พ.", "กุมภาพันธ์", "มี.ค.", "มีนาคม",
	"เม.ย.", "เมษายน", "พ.ค.", "พฤษภาคม", "มิ.ย.", "มิถุนายน", "ก.ค.", "กรกฎาคม", "ส.ค.", "สิงหาคม",
	"ก.ย.", "กันยายน", "ต.ค.", "ตุลาคม", "พ.ย.", "พฤศจิกายน", "ธ.ค.", "ธันวาคม", "พ.ศ. ", "", "พ.ศ.", "")

// thaiEraOffset is how far the Buddhist era, which Thai dates count
// years in, runs ahead of the Western one: 2569 is 2026.
const thaiEraOffset = 543

// khmerLabels glue to the parts of a Khmer date: "ទី១២ ខែមីនា ឆ្នាំ២០២៥"
// is "the 12th, month March, year 2025".
var khmerLabels = strings.NewReplacer("ទី", " ", "ខែ", " ", "ឆ្នាំ", " ")

// khmerDate cuts the labels off a Khmer date's day, month and year, so
// that the scanners read "12 មីនា 2025".
func khmerDate(s string) string {
	if !strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Khmer, r) }) {
		return s
	}
	return strings.Join(strings.Fields(khmerLabels.Replace(s)), " ")
}

// thaiEra writes a Thai date's months in full and its Buddhist-era year
// as the Western year: "12 มี.ค. 2569" and "12 มี.ค. 69" become "12
// มีนาคม 2026". Only a year right after a Thai month name is converted.
func thaiEra(s string) string {
	if !strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Thai, r) }) {
		return s
	}
	s = thaiMonthAbbrevs.Replace(s)
	for _, name := range dateThaiMonths {
		for from := 0; ; {
			i := strings.Index(s[from:], name)
			if i < 0 {
				break
			}
			j := from + i + len(name)
			from = j
			if j+1 >= len(s) || s[j] != ' ' {
				continue
			}
			k := j + 1
			for k < len(s) && dateIsDigit(s[k]) {
				k++
			}
			y := dateAtoi(s[j+1 : k])
			switch {
			case k-j-1 == 2:
				y += 2500 // "69" is 2569
			case k-j-1 != 4 || y < 2400:
				continue
			}
			s = s[:j+1] + strconv.Itoa(y-thaiEraOffset) + s[k:]
		}
	}
	return s
}

// kanjiDigits are the numerals of Chinese and Japanese dates written out
// in characters: "令和八年十一月三日", "二〇二六年十一月二十日".
const kanjiDigits = "〇一二三四五六七八九"

// kanjiNumerals writes the numbers in characters right before 年, 月 or
// 日 in ASCII digits, which the era and CJK date scanners read. A number
// with 十 counts tens ("二十一" is 21); one without is read digit by
// digit ("二〇二六" is 2026).
func kanjiNumerals(s string) string {
	if !strings.ContainsAny(s, "年月日") || !strings.ContainsAny(s, kanjiDigits+"十") {
		return s
	}
	rs := []rune(s)
	var b strings.Builder
	for i := 0; i < len(rs); {
		j := i
		for j < len(rs) && (rs[j] == '十' || strings.ContainsRune(kanjiDigits, rs[j])) {
			j++
		}
		if j == i {
			b.WriteRune(rs[i])
			i++
			continue
		}
		if n, ok := kanjiNumber(rs[i:j]); ok && j < len(rs) && strings.ContainsRune("年月日", rs[j]) {
			b.WriteString(strconv.Itoa(n))
		} else {
			b.WriteString(string(rs[i:j]))
		}
		i = j
	}
	return b.String()
}

// kanjiNumber reads a day, month or year in characters; ok is false for a
// shape no date has.
func kanjiNumber(rs []rune) (n int, ok bool) {
	digit := func(r rune) int { return strings.IndexRune(kanjiDigits, r) / len("〇") }
	tens := -1
	for i, r := range rs {
		if r == '十' {
			if tens >= 0 || i > 1 {
				return 0, false
			}
			tens = 1
			if i == 1 {
				tens = digit(rs[0])
			}
		}
	}
	if tens < 0 {
		for _, r := range rs {
			n = n*10 + digit(r)
		}
		return n, len(rs) <= 4
	}
	units := rs[len(rs)-1]
	if units == '十' {
		return tens * 10, true
	}
	if rs[len(rs)-2] != '十' {
		return 0, false
	}
	return tens*10 + digit(units), true
}

// minguoRe is a year of Taiwan's Minguo calendar (民國, year 1 is 1912)
// before a month: "民國115年11月3日", or with no era name a three-digit
// year, which no Western date on the web has: "115年11月3日".
var minguoRe = regexp.MustCompile(`(民國|民国)?(\d{2,3})年 ?\d{1,2} ?月`)

// minguoYearBase is the Western year before the Minguo calendar's first.
const minguoYearBase = 1911

// minguoEra writes a Minguo year as its Western year, for the CJK date
// scanner.
func minguoEra(s string) string {
	if !strings.Contains(s, "年") {
		return s
	}
	ms := minguoRe.FindAllStringSubmatchIndex(s, -1)
	for k := len(ms) - 1; k >= 0; k-- {
		m := ms[k]
		named := m[2] >= 0
		if !named && (m[5]-m[4] != 3 || m[4] > 0 && minguoGlued(s[:m[4]])) {
			continue
		}
		y := dateAtoi(s[m[4]:m[5]]) + minguoYearBase
		s = s[:m[0]] + strconv.Itoa(y) + s[m[5]:]
	}
	return s
}

// minguoGlued reports a year with no era name glued to the word or number
// before it: "建党100年11月" counts a century (a mainland anniversary),
// where a Minguo date stands apart, "台南報導 115年11月3日".
func minguoGlued(before string) bool {
	r, _ := utf8.DecodeLastRuneInString(before)
	return unicode.IsDigit(r) || unicode.IsLetter(r)
}

// japaneseEras are the eras of Japan's calendar that dates on the web
// use, with the Western year before each era's first ("令和8年" is 2026).
var japaneseEras = []struct {
	name string
	base int
}{{"令和", 2018}, {"平成", 1988}, {"昭和", 1925}}

// westernEra writes a Japanese era year ("令和8年", "平成元年") as its
// Western year ("2026年"), which the CJK date scanner reads.
func westernEra(s string) string {
	for _, era := range japaneseEras {
		for from := 0; ; {
			i := strings.Index(s[from:], era.name)
			if i < 0 {
				break
			}
			i += from
			j := i + len(era.name)
			if j < len(s) && s[j] == ' ' {
				j++
			}
			n, k := 0, j
			if strings.HasPrefix(s[j:], "元") { // the era's first year
				n, k = 1, j+len("元")
			} else {
				for k < len(s) && k-j < 2 && dateIsDigit(s[k]) {
					n, k = n*10+int(s[k]-'0'), k+1
				}
			}
			if n == 0 || !strings.HasPrefix(s[k:], "年") {
				from = j
				continue
			}
			s = s[:i] + strconv.Itoa(era.base+n) + s[k:]
			from = i
		}
	}
	return s
}

// dateParts is a date and time as written, before validation.
type dateParts struct {
	y, mo, d, h, mi, sec int
	hasTime, hasZone     bool
	offset               int  // seconds east of UTC
	shortYear            bool // "3 May 24": believed only with a time after it, as in RFC 822
	guessed, monthFirst  bool // see Date.guessed
}

// build validates the parts and turns them into a Date.
func (dp dateParts) build() (Date, bool) {
	if dp.mo < 1 || dp.mo > 12 || dp.d < 1 || dp.y < 1 || dp.y > 9999 {
		return Date{}, false
	}
	if dp.d > dateDaysIn(dp.y, time.Month(dp.mo)) {
		return Date{}, false
	}
	day := time.Date(dp.y, time.Month(dp.mo), dp.d, 0, 0, 0, 0, time.UTC)
	raw := day.Format(time.DateOnly)
	if !dp.hasTime {
		return Date{Time: day, Raw: raw, guessed: dp.guessed, monthFirst: dp.monthFirst}, true
	}
	if dp.h < 0 || dp.h > 23 || dp.mi < 0 || dp.mi > 59 || dp.sec < 0 || dp.sec > 60 {
		return Date{}, false
	}
	if dp.sec == 60 { // a leap second; time.Date would roll over into the next minute
		dp.sec = 59
	}
	if !dp.hasZone {
		// A time without a zone is kept as UTC wall clock, and Raw is cut
		// to its date: we cannot tell which instant it was.
		return Date{Time: time.Date(dp.y, time.Month(dp.mo), dp.d, dp.h, dp.mi, dp.sec, 0, time.UTC), Raw: raw, HasTime: true, guessed: dp.guessed, monthFirst: dp.monthFirst}, true
	}
	if dp.offset <= -15*3600 || dp.offset >= 15*3600 {
		return Date{}, false
	}
	t := time.Date(dp.y, time.Month(dp.mo), dp.d, dp.h, dp.mi, dp.sec, 0, time.FixedZone("", dp.offset))
	return Date{Time: t.UTC(), Raw: t.Format(dateRawLayout), HasTime: true, HasZone: true, guessed: dp.guessed, monthFirst: dp.monthFirst}, true
}

func dateDaysIn(y int, m time.Month) int {
	return time.Date(y, m+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

func datePlausible(d Date, now time.Time) bool {
	return d.Time.Year() >= dateMinYear && !d.Time.After(now.Add(dateMaxAhead))
}

// parseMachine reads the formats that machines write: ISO 8601 / RFC 3339
// and their relatives, compact YYYYMMDD and Unix timestamps. recognized
// reports that all of s is in such a format, so that its parts are final
// even when they do not make a valid date: "2024-13-01" is an error, not a
// riddle for the slower parsers.
func (p *DateParser) parseMachine(s string) (dp dateParts, recognized bool) {
	if !dateAllDigits(s) {
		return p.parseISO(s)
	}
	switch len(s) {
	case 8: // 20240503
		return dateParts{y: dateAtoi(s[:4]), mo: dateAtoi(s[4:6]), d: dateAtoi(s[6:])}, true
	case 12, 14: // 202405031547[42], a local time
		dp = dateParts{y: dateAtoi(s[:4]), mo: dateAtoi(s[4:6]), d: dateAtoi(s[6:8]), h: dateAtoi(s[8:10]), mi: dateAtoi(s[10:12]), hasTime: true}
		if len(s) == 14 {
			dp.sec = dateAtoi(s[12:])
		}
		return dp, true
	case 10, 13: // Unix seconds or milliseconds: an instant, so in UTC
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return dateParts{}, false
		}
		t := time.Unix(n, 0)
		if len(s) == 13 {
			t = time.UnixMilli(n)
		}
		t = t.UTC()
		return dateParts{y: t.Year(), mo: int(t.Month()), d: t.Day(), h: t.Hour(), mi: t.Minute(), sec: t.Second(), hasTime: true, hasZone: true}, true
	}
	return dateParts{}, false
}

// parseISO reads YYYY-MM-DD with an optional time ("T" or space), fraction
// and zone, and the same with "/" or "." between the date parts. The
// compact ISO form 20240503T154742Z is read too.
func (p *DateParser) parseISO(s string) (dp dateParts, recognized bool) {
	var i int
	var ok bool
	if len(s) >= 13 && dateAllDigits(s[:8]) && s[8] == 'T' {
		if !dateAllDigits(s[9:13]) {
			return dateParts{}, false
		}
		dp = dateParts{y: dateAtoi(s[:4]), mo: dateAtoi(s[4:6]), d: dateAtoi(s[6:8]), h: dateAtoi(s[9:11]), mi: dateAtoi(s[11:13]), hasTime: true}
		i = 13
		if len(s) >= 15 && dateAllDigits(s[13:15]) {
			dp.sec = dateAtoi(s[13:15])
			i = 15
		}
	} else {
		if len(s) < 8 || !dateAllDigits(s[:4]) {
			return dateParts{}, false
		}
		sep := s[4]
		if sep != '-' && sep != '/' && sep != '.' {
			return dateParts{}, false
		}
		dp.y = dateAtoi(s[:4])
		if dp.mo, i, ok = dateDigits(s, 5, 1, 2); !ok || i >= len(s) || s[i] != sep {
			return dateParts{}, false
		}
		if dp.d, i, ok = dateDigits(s, i+1, 1, 2); !ok {
			return dateParts{}, false
		}
		if i < len(s) && (s[i] == 'T' || s[i] == ' ' || s[i] == 't') && i+3 < len(s) && dateIsDigit(s[i+1]) {
			j := i + 1
			if dp.h, j, ok = dateDigits(s, j, 2, 2); !ok || j >= len(s) || s[j] != ':' {
				return dateParts{}, false
			}
			if dp.mi, j, ok = dateDigits(s, j+1, 2, 2); !ok {
				return dateParts{}, false
			}
			if j < len(s) && s[j] == ':' {
				if dp.sec, j, ok = dateDigits(s, j+1, 2, 2); !ok {
					return dateParts{}, false
				}
			}
			dp.hasTime = true
			i = j
		}
	}
	if !dp.hasTime {
		return dp, i == len(s)
	}
	if i < len(s) && (s[i] == '.' || s[i] == ',') { // fraction, dropped
		j := i + 1
		for j < len(s) && dateIsDigit(s[j]) {
			j++
		}
		if j == i+1 {
			return dateParts{}, false
		}
		i = j
	}
	if i < len(s) {
		off, n, ok := p.parseZone(s[i:], "", true)
		if !ok || strings.TrimSpace(s[i+n:]) != "" {
			return dateParts{}, false
		}
		dp.hasZone, dp.offset = true, off
	}
	return dp, true
}

// parseZone reads a time zone at the start of s: "Z" (only when adjacent
// is set, i.e. glued to the time), "UTC", "GMT+7", "(GMT+07:00)", "+0700",
// "-05:00" or an unambiguous abbreviation such as "CEST" or "EDT". n is the
// number of bytes consumed.
func (p *DateParser) parseZone(s, lang string, adjacent bool) (offset, n int, ok bool) {
	i := 0
	for i < len(s) && s[i] == ' ' {
		i++
	}
	paren := i < len(s) && s[i] == '('
	if paren {
		i++
		for i < len(s) && s[i] == ' ' {
			i++
		}
	}
	j := i
	for j < len(s) && (s[j] >= 'A' && s[j] <= 'Z' || s[j] >= 'a' && s[j] <= 'z') {
		j++
	}
	if j < len(s) {
		if r, _ := utf8.DecodeRuneInString(s[j:]); unicode.IsLetter(r) {
			return 0, 0, false
		}
	}
	word := s[i:j]
	switch {
	case word == "Z" || word == "z":
		if !adjacent || i != 0 {
			return 0, 0, false
		}
	case word == "UTC" || word == "GMT" || word == "UT":
		if off, k, ok := dateNumericOffset(s, j, true); ok {
			j, offset = k, off
		}
	case word == "CST":
		// China Standard Time or US Central: only the page's language can tell.
		switch lang {
		case "zh":
			offset = 8 * 3600
		case "en":
			offset = -6 * 3600
		default:
			return 0, 0, false
		}
	case dateUSZones[word] != 0:
		// "11:30 p.m. ET": the zone of US pages, standard time here;
		// readClock adds summer's hour, which needs the date.
		if lang != "en" && lang != "" {
			return 0, 0, false
		}
		offset = dateUSZones[word]
	case word != "":
		off, found := p.zones[word]
		if !found {
			return 0, 0, false
		}
		offset = off
	default:
		off, k, ok := dateNumericOffset(s, i, false)
		if !ok {
			return 0, 0, false
		}
		j, offset = k, off
	}
	if paren {
		for j < len(s) && s[j] == ' ' {
			j++
		}
		if j < len(s) && s[j] == ')' {
			j++
		}
	}
	return offset, j, true
}

// dateNumericOffset reads "+07:00", "+0700", "+07" or "-5" at s[i:].
// short allows a one-digit hour, as after "GMT".
func dateNumericOffset(s string, i int, short bool) (int, int, bool) {
	if i >= len(s) || (s[i] != '+' && s[i] != '-') {
		return 0, i, false
	}
	sign := 1
	if s[i] == '-' {
		sign = -1
	}
	j := i + 1
	k := j
	for k < len(s) && dateIsDigit(s[k]) && k-j < 4 {
		k++
	}
	var h, m int
	switch k - j {
	case 1:
		if !short {
			return 0, i, false
		}
		h = dateAtoi(s[j:k])
	case 2:
		h = dateAtoi(s[j:k])
		if k+2 < len(s)+0 && s[k] == ':' && k+3 <= len(s) && dateAllDigits(s[k+1:k+3]) {
			m = dateAtoi(s[k+1 : k+3])
			k += 3
		}
	case 4:
		h, m = dateAtoi(s[j:j+2]), dateAtoi(s[j+2:k])
	default:
		return 0, i, false
	}
	if k < len(s) && dateIsDigit(s[k]) || h > 23 || m > 59 {
		return 0, i, false
	}
	return sign * (h*3600 + m*60), k, true
}

// dateCand is a date found in text, not yet checked for plausibility.
type dateCand struct {
	start, end int
	parts      dateParts
}

// dateStream yields, in order, the matches of one regexp that read as
// dates. A match that does not read as a date is retried one rune further
// on, so that a false start ("12 Uhr 30") does not hide a date right
// behind it ("30 Mai 2024").
type dateStream struct {
	re   *regexp.Regexp
	read func(m []string) (dateParts, bool)
	pos  int
	cand dateCand
	live bool // cand holds the next match
}

// advance finds the next match at or after st.pos.
func (st *dateStream) advance(s string) {
	st.live = false
	for st.pos < len(s) {
		loc := st.re.FindStringSubmatchIndex(s[st.pos:])
		if loc == nil {
			st.pos = len(s)
			return
		}
		start, end := st.pos+loc[0], st.pos+loc[1]
		m := make([]string, len(loc)/2)
		for g := range m {
			if loc[2*g] >= 0 {
				m[g] = s[st.pos+loc[2*g] : st.pos+loc[2*g+1]]
			}
		}
		if dp, ok := st.read(m); ok && dateBoundary(s, start, end) {
			st.cand, st.live, st.pos = dateCand{start: start, end: end, parts: dp}, true, end
			return
		}
		_, size := utf8.DecodeRuneInString(s[start:])
		st.pos = start + size
	}
}

// scan finds the date-shaped spans of s in order and returns the first
// plausible one, with the time and zone written next to it. seen reports
// that s held a valid date, even if none was plausible. The patterns are
// matched lazily, so a date near the start of a long text is cheap.
// slashDMY says that a short date with slashes is day first even in a
// language that writes dates year first (dateSlashDayFirst).
func (p *DateParser) scan(s, lang string, mdy, slashDMY bool, now time.Time) (d Date, ok, seen bool) {
	if !dateHasDigit(s) {
		return Date{}, false, false
	}
	ymd := func(m []string) (dateParts, bool) {
		return dateParts{y: dateAtoi(m[1]), mo: dateAtoi(m[2]), d: dateAtoi(m[3])}, true
	}
	// Cheap checks keep each regexp off texts it cannot match.
	var streams []*dateStream
	sepDigits, dotYear, dotSpace := dateSeparatedDigits(s)
	if sepDigits {
		streams = append(streams, &dateStream{re: p.numeric, read: func(m []string) (dateParts, bool) {
			return dateNumeric(m, mdy, dateYearFirst(lang) && !(slashDMY && m[2] == "/"), now)
		}})
	}
	if dotYear {
		streams = append(streams, &dateStream{re: p.spacedYMD, read: ymd})
	}
	if dotSpace {
		// Czech, Slovak and German also write "4. 2. 2022".
		streams = append(streams, &dateStream{re: p.spacedDMY, read: func(m []string) (dateParts, bool) {
			return dateParts{y: dateAtoi(m[3]), mo: dateAtoi(m[2]), d: dateAtoi(m[1])}, true
		}})
	}
	if strings.Contains(s, "年") || strings.Contains(s, "년") {
		streams = append(streams, &dateStream{re: p.cjk, read: ymd})
	}
	if strings.Contains(s, "háng") || strings.Contains(s, "HÁNG") {
		streams = append(streams, &dateStream{re: p.vietnam, read: func(m []string) (dateParts, bool) {
			return dateParts{y: dateAtoi(m[3]), mo: dateAtoi(m[2]), d: dateAtoi(m[1])}, true
		}})
	}
	if strings.Contains(s, "\xe0\xb6") || strings.Contains(s, "\xe0\xb7") { // the Sinhala block, U+0D80–U+0DFF
		streams = append(streams, &dateStream{re: p.sinhala, read: func(m []string) (dateParts, bool) {
			mo, ok := p.month(m[2], lang)
			return dateParts{y: dateAtoi(m[1]), mo: mo, d: dateAtoi(m[3])}, ok
		}})
	}
	if dateHasLetter(s) {
		// A near month name only in a dated meta line that shows the
		// time too ("26 Nowàmbar 2026 ci 10:45"): a first name between a
		// day and a year ("Room 26 Marcus 2026") is no month.
		timed := nearMonthClock.MatchString(s)
		streams = append(streams,
			&dateStream{re: p.dayMonth, read: func(m []string) (dateParts, bool) {
				mo, ok := p.month(m[2], lang)
				if !ok && len(m[3]) == 4 && timed {
					mo, ok = p.monthNear(m[2])
				}
				return dateParts{y: dateYear(m[3], now), mo: mo, d: dateAtoi(m[1]), shortYear: len(m[3]) == 2}, ok
			}},
			&dateStream{re: p.monthDay, read: func(m []string) (dateParts, bool) {
				mo, ok := p.month(m[1], lang)
				if !ok && timed {
					mo, ok = p.monthNear(m[1])
				}
				return dateParts{y: dateAtoi(m[3]), mo: mo, d: dateAtoi(m[2])}, ok
			}},
			// Hungarian, Lithuanian and Latvian put the year first.
			&dateStream{re: p.yearMonth, read: func(m []string) (dateParts, bool) {
				mo, ok := p.month(m[2], lang)
				return dateParts{y: dateAtoi(m[1]), mo: mo, d: dateAtoi(m[3])}, ok
			}},
			&dateStream{re: p.yearDay, read: func(m []string) (dateParts, bool) {
				mo, ok := p.month(m[3], lang)
				return dateParts{y: dateAtoi(m[1]), mo: mo, d: dateAtoi(m[2])}, ok
			}})
	}
	for _, st := range streams {
		st.advance(s)
	}
	pastEnd := -1 // where the last date too old to be a publication ended
	for {
		// The earliest match next; of two at one place, the longer.
		var next *dateStream
		for _, st := range streams {
			if st.live && (next == nil || st.cand.start < next.cand.start ||
				st.cand.start == next.cand.start && st.cand.end > next.cand.end) {
				next = st
			}
		}
		if next == nil {
			return Date{}, false, seen
		}
		c := next.cand
		next.advance(s)
		dp := c.parts
		p.readClock(s, c.end, lang, &dp)
		if dp.hasTime && !dp.hasZone && p.clockSpan(s[c.end:]) {
			// "Monday, November 23, 2026 9:30 AM – 10:30 AM": a date
			// with the span of an event's hours is when something takes
			// place, not when the page was written.
			seen = true
			continue
		}
		if !dp.hasTime {
			p.readClockBefore(s[:c.start], &dp)
		}
		if dp.shortYear && !dp.hasTime {
			continue
		}
		if d, ok := dp.build(); ok {
			if datePlausible(d, now) && !(pastEnd >= 0 && dateRangeJoin(s[pastEnd:c.start])) {
				return d, true, true
			}
			seen = true
			if !datePlausible(d, now) {
				pastEnd = c.end
			} else {
				pastEnd = -1
			}
		}
	}
}

// clockSpanJoin joins the two times of day of a span: a hyphen only
// with spaces around it, since "09:30:00-05:00" is a time and its zone.
var clockSpanJoin = regexp.MustCompile(`(?i)^(?:\s+-\s+|\s*[–—]\s*|\s+(?:to|until|till|bis)\s+)`)

// clockSpan reports whether rest, the text after a date, opens with a
// span of time between two times of day: "9:30 AM – 10:30 AM", "19:00 bis
// 21:30".
func (p *DateParser) clockSpan(rest string) bool {
	m := p.clock.FindStringIndex(rest)
	if m == nil {
		return false
	}
	after := rest[m[1]:]
	j := clockSpanJoin.FindStringIndex(after)
	if j == nil {
		return false
	}
	after = after[j[1]:]
	e := p.clock.FindStringIndex(after)
	return e != nil && (e[1] == len(after) || !dateIsDigit(after[e[1]]))
}

// dateRangeJoin reports whether between, the text between two dates,
// joins them into a span: "Aug. 4, 1934 – Feb. 27, 2026" on an
// obituary, "1 January 1950 to 31 December 2025" on a record. The end of
// a span that starts before the web is a death or an end of term, not
// the time a page went out.
func dateRangeJoin(between string) bool {
	switch strings.ToLower(strings.TrimSpace(between)) {
	case "-", "–", "—", "to", "until", "bis", "au", "al":
		return true
	}
	return false
}

// month looks up a month name, with or without a trailing period. The
// scanners capture up to two words, for names such as "كانون الثاني"; when
// the pair is no month, its first word may be one ("mayo de 2024"). A pair
// such as "Tuesday May" is left to the retry in scanRegexp. lang picks
// the reading of a name that languages disagree on.
func (p *DateParser) month(w, lang string) (int, bool) {
	w = strings.ToLower(strings.TrimSuffix(w, "."))
	if m, ok := dateMonthOverrides[lang][w]; ok {
		return int(m), true
	}
	if m, ok := p.months[w]; ok {
		return int(m), true
	}
	first, last, two := strings.Cut(w, " ")
	if !two {
		return 0, false
	}
	if last == "de" || last == "del" || last == "of" {
		if m, ok := p.months[strings.TrimSuffix(first, ".")]; ok {
			return int(m), true
		}
	}
	return 0, false
}

// nearMonth is a month name folded to its letters without accents.
type nearMonth struct {
	name []rune
	mo   time.Month
}

// nearMonthClock finds a time of day, which a line must show for
// monthNear to read a word in it.
var nearMonthClock = regexp.MustCompile(`\b\d{1,2}:\d{2}\b`)

// nearMonthMin is the shortest word monthNear reads: shorter ones are a
// letter or two from too many words.
const nearMonthMin = 6

// monthNear reads a word the month lists lack, between a day and a
// four-digit year, as the month whose name in a related language is a
// letter or two from it: Wolof "Nowàmbar" (Serbian "novembar"), Ilocano
// "Nobiembre" (Spanish "noviembre"). Languages borrow their month names
// and respell them, and the lists cannot hold every spelling. The word
// must have six letters or more, be one edit from a name (two from one
// of eight letters or more), and every name that near must be the same
// month.
func (p *DateParser) monthNear(w string) (int, bool) {
	f := []rune(foldLetters(w))
	if len(f) < nearMonthMin || strings.Contains(strings.TrimSpace(w), " ") {
		return 0, false
	}
	limit := 1
	if len(f) >= 8 {
		limit = 2
	}
	best, mo := limit+1, time.Month(0)
	for _, n := range p.near {
		if d := editDistance(f, n.name, best); d < best {
			best, mo = d, n.mo
		} else if d == best && n.mo != mo {
			mo = 0 // two months as near: no reading
		}
	}
	if best > limit || mo == 0 {
		return 0, false
	}
	return int(mo), true
}

// editDistance is the Levenshtein distance of a and b, or max+1 or more
// once it exceeds max.
func editDistance(a, b []rune, max int) int {
	if d := len(a) - len(b); d > max || -d > max {
		return max + 1
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		low := cur[0]
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c = 1 + min(prev[j-1], prev[j], cur[j-1])
			}
			cur[j] = c
			low = min(low, c)
		}
		if low > max {
			return max + 1
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// dateBoundary rejects matches glued to more digits or letters, such as
// the inside of "v1.2.3.2024" or "Mayday".
func dateBoundary(s string, start, end int) bool {
	if start > 0 {
		r, _ := utf8.DecodeLastRuneInString(s[:start])
		if unicode.IsDigit(r) || unicode.IsLetter(r) && !dateIsCJK(r) && !gluedLabel(s[start:end]) {
			return false
		}
		if (r == '.' || r == '/' || r == '-') && start > 1 && dateIsDigit(s[start-2]) {
			return false
		}
	}
	if last, _ := utf8.DecodeLastRuneInString(s[start:end]); end < len(s) && !dateIsCJK(last) {
		// 2024年5月3日15時 may run on; other dates may not.
		r, _ := utf8.DecodeRuneInString(s[end:])
		if unicode.IsDigit(r) {
			return false
		}
		if (r == '.' || r == '/' || r == '-') && end+1 < len(s) && dateIsDigit(s[end+1]) && !dashedClock(s[start:end], s[end:]) {
			return false
		}
	}
	return true
}

// dashedClockRe is a time of day after a dash: FAZ's "28.04.2023-19:20".
var dashedClockRe = regexp.MustCompile(`^-\d{1,2}:\d{2}(?:\D|$)`)

// dashedClock reports whether rest, after the date m, is a time of day
// joined by a dash to a date that has a four-digit year.
func dashedClock(m, rest string) bool {
	return len(m) >= 8 && dateHasYear(m[len(m)-4:]) && dashedClockRe.MatchString(rest)
}

// gluedLabel reports whether a date matched right after a letter may
// still stand alone: a complete dotted date with a four-digit year, as
// in "Erstellt am09.02.2022", where a label and the date sit in two
// elements with no space between them. Other dates glued to a word are
// parts of names and codes ("Mayday", "v1.2").
func gluedLabel(m string) bool {
	return len(m) >= 8 && strings.Count(m, ".") == 2 && dateIsDigit(m[0]) && dateHasYear(m[len(m)-4:]) && m[len(m)-5] == '.'
}

func dateIsCJK(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

// dateYearFirst reports whether a language writes every date year first,
// short ones too: Korean, Japanese and Chinese, whose boards and portals
// print "26-11-19 14:22" and "26.11.18" for 19 and 18 November 2026.
func dateYearFirst(lang string) bool {
	return lang == "ko" || lang == "ja" || lang == "zh"
}

// dateNumeric reads an all-numeric date matched by DateParser.numeric. A
// four-digit first part is a year (Y-M-D), and so is a two-digit one in a
// language that writes dates year first (yearFirst) when all three parts
// have two digits. Otherwise dotted dates are D.M.Y everywhere; "/" and
// "-" dates are M/D/Y when mdy is set (English outside the day-first
// regions) and D/M/Y otherwise, unless that reading is impossible and the
// other is not.
func dateNumeric(m []string, mdy, yearFirst bool, now time.Time) (dateParts, bool) {
	if m[2] != m[4] {
		return dateParts{}, false
	}
	a, b, c := dateAtoi(m[1]), dateAtoi(m[3]), m[5]
	// A first part past next year that can be a day is the day: a Hong
	// Kong or Malaysian Chinese page's "31/10/26" is 31 October 2026, not
	// 26 October 1931.
	if yearFirst && len(m[1]) == 2 && len(m[3]) == 2 && len(c) == 2 && b >= 1 && b <= 12 && (2000+a <= now.Year()+1 || a > 31) {
		return dateParts{y: dateYear(m[1], now), mo: b, d: dateAtoi(c)}, true
	}
	if len(m[1]) == 4 {
		if len(c) > 2 {
			return dateParts{}, false
		}
		return dateParts{y: a, mo: b, d: dateAtoi(c)}, true
	}
	if len(m[1]) > 2 || len(c) == 3 {
		return dateParts{}, false
	}
	day, mon := a, b
	if m[2] != "." && mdy {
		day, mon = b, a
	}
	if mon > 12 && day <= 12 {
		day, mon = mon, day
	}
	guessed := m[2] != "." && day != mon && day <= 12 && mon <= 12
	return dateParts{y: dateYear(c, now), mo: mon, d: day, guessed: guessed, monthFirst: guessed && mdy}, true
}

// slashDates finds the numeric dates a page writes with "/" (the only
// separator whose order of day and month varies).
var slashDates = regexp.MustCompile(`(\d{1,2})/(\d{1,2})/(?:\d{4}|\d{2})`)

// pageOrder settles a date whose order of day and month was a guess by
// how the page writes its other dates: one with a first part over 12
// (26/11/2026) shows that the page writes the day first, one with a
// second part over 12 (11/26/2026) the month. Without such a date, or
// with both, or when the other reading is in the future, d stays as it
// is.
func pageOrder(d Date, text string, now time.Time) Date {
	if !d.guessed {
		return d
	}
	dayFirst, monthFirst := false, false
	for _, m := range slashDates.FindAllStringSubmatchIndex(text, 200) {
		if m[0] > 0 && (dateIsDigit(text[m[0]-1]) || text[m[0]-1] == '/') || m[1] < len(text) && (dateIsDigit(text[m[1]]) || text[m[1]] == '/') {
			continue // part of a longer number or path, not a date
		}
		a, b := dateAtoi(text[m[2]:m[3]]), dateAtoi(text[m[4]:m[5]])
		dayFirst = dayFirst || a > 12 && a <= 31 && b <= 12
		monthFirst = monthFirst || b > 12 && b <= 31 && a <= 12
	}
	if dayFirst == monthFirst || monthFirst == d.monthFirst {
		return d
	}
	if s := swapDayMonth(d); datePlausible(s, now) {
		return s
	}
	return d
}

// swapDayMonth returns d read with day and month the other way round.
func swapDayMonth(d Date) Date {
	t := d.Time
	if d.HasZone {
		if p, err := time.Parse(time.RFC3339, d.Raw); err == nil {
			t = p // the source's own wall clock and offset
		}
	}
	y, mo, day := t.Date()
	s := time.Date(y, time.Month(day), int(mo), t.Hour(), t.Minute(), t.Second(), 0, t.Location())
	out := Date{Time: s.UTC(), HasTime: d.HasTime, HasZone: d.HasZone, Raw: s.Format(time.DateOnly), monthFirst: !d.monthFirst}
	if d.HasZone {
		out.Raw = s.Format(dateRawLayout)
	}
	return out
}

// dateYear reads a year of two or four digits; two-digit years are put in
// the century that keeps them at most a year ahead of now.
func dateYear(s string, now time.Time) int {
	y := dateAtoi(s)
	if len(s) == 2 {
		y += 2000
		if y > now.Year()+1 {
			y -= 100
		}
	}
	return y
}

// readClock reads a time of day, and a zone after it, at s[at:].
func (p *DateParser) readClock(s string, at int, lang string, dp *dateParts) {
	rest := s[at:]
	m := p.clock.FindStringSubmatchIndex(rest)
	if m == nil {
		return
	}
	g := func(i int) string {
		if m[2*i] < 0 {
			return ""
		}
		return rest[m[2*i]:m[2*i+1]]
	}
	// "3 May 2024. 10.000 people" has no time in it: the minutes must
	// not run on into more digits.
	for _, grp := range []int{3, 4} {
		if e := m[2*grp+1]; e >= 0 && e < len(rest) && dateIsDigit(rest[e]) {
			return
		}
	}
	h := dateAtoi(g(2))
	var mi, sec int
	if g(3) != "" {
		mi, sec = dateAtoi(g(3)), dateAtoi(g(4))
	} else {
		mi, sec = dateAtoi(g(5)), dateAtoi(g(6))
	}
	end := m[1]
	marker := dateMeridiem(g(7))
	if ar := g(8); ar != "" {
		// The Arabic ص/م are single letters; glued to more letters they
		// are a word, not a marker.
		// The Malay and Indonesian parts of the day (Latin letters) are
		// words of a page in another language: "10:30 Sore throat …".
		if r, _ := utf8.DecodeRuneInString(rest[m[2*8+1]:]); unicode.IsLetter(r) || ar[0] < utf8.RuneSelf && !dayPartLangs[baseLang(lang)] {
			end = m[2*8]
		} else {
			marker = dateLocalMeridiem[strings.ToLower(ar)]
		}
	}
	switch pre := g(1); {
	case pre == "오후" || pre == "下午" || pre == "午後" || strings.EqualFold(pre, "chiều") || strings.EqualFold(pre, "tối"):
		marker = "pm"
	case pre == "오전" || pre == "上午" || pre == "午前" || strings.EqualFold(pre, "sáng"):
		marker = "am"
	}
	switch {
	case marker == "pm" && h >= 1 && h < 12, marker == "midday" && h >= 1 && h <= 6, marker == "night" && h >= 6 && h < 12:
		h += 12
	case (marker == "am" || marker == "night") && h == 12:
		h = 0
	case marker != "" && h > 12 && g(7) != "":
		return // "14:05 pm" is not a time to trust
	}
	dp.h, dp.mi, dp.sec, dp.hasTime = h, mi, sec, true
	adjacent := end > 0 && dateIsDigit(rest[end-1])
	if off, n, ok := p.parseZone(rest[end:], lang, adjacent); ok {
		if dateUSZones[strings.Trim(rest[end:end+n], " ()")] != 0 && usDaylight(dp.y, time.Month(dp.mo), dp.d) {
			off += 3600
		}
		dp.hasZone, dp.offset = true, off
	}
}

// dayPartLangs are the languages whose pages write the Malay and
// Indonesian parts of the day after a time ("" for a page that does not
// say): Malay, Indonesian, Minangkabau, Javanese, Sundanese.
var dayPartLangs = map[string]bool{"": true, "ms": true, "id": true, "min": true, "jv": true, "su": true}

// baseLang is lang's language without its region ("ms" of "ms-MY").
func baseLang(lang string) string {
	l, _, _ := strings.Cut(strings.ToLower(lang), "-")
	return l
}

// dateLocalMeridiem reads the morning and afternoon markers of 12-hour
// clocks in other scripts and languages: Arabic, Bengali (the English
// words transliterated), Hindi, Greek, Persian, and the Malay and
// Indonesian parts of the day after the time ("5:45 petang", "10.05
// pagi"). Those name more than two halves: "midday" (siang, tengah
// hari) runs from about 10 to 3, a daytime never at night, so "10.30
// siang" and "11.30 siang" stay where they are and "1.00 siang" is
// 13:00; "night" (malam) from 6 to midnight, so "8.00 malam"
// is 20:00 and "12.00 tengah malam" 0:00, while the small hours are
// "pagi" (morning), as "2.00 pagi".
var dateLocalMeridiem = map[string]string{"ص": "am", "م": "pm", "এএম": "am", "পিএম": "pm",
	"पूर्वाह्न": "am", "अपराह्न": "pm", "π.μ.": "am", "μ.μ.": "pm", "Π.Μ.": "am", "Μ.Μ.": "pm", "ق.ظ": "am", "ب.ظ": "pm",
	"pagi": "am", "petang": "pm", "sore": "pm", "siang": "midday", "tengah hari": "midday", "malam": "night", "tengah malam": "night"}

// dateUSZones are the zones US pages name without saying whether summer
// time is on ("ET", "PT"), at their standard offsets.
var dateUSZones = map[string]int{"ET": -5 * 3600, "CT": -6 * 3600, "MT": -7 * 3600, "PT": -8 * 3600}

// usDaylight reports whether US summer time is on for the day: from the
// second Sunday of March to the first Sunday of November since 2007, from
// the first Sunday of April to the last Sunday of October before.
func usDaylight(y int, m time.Month, d int) bool {
	sunday := func(m time.Month, from int) int { // the first Sunday on or after day from
		wd := time.Date(y, m, from, 0, 0, 0, 0, time.UTC).Weekday()
		return from + (7-int(wd))%7
	}
	start, end := time.Date(y, time.March, sunday(time.March, 8), 0, 0, 0, 0, time.UTC),
		time.Date(y, time.November, sunday(time.November, 1), 0, 0, 0, 0, time.UTC)
	if y < 2007 {
		start = time.Date(y, time.April, sunday(time.April, 1), 0, 0, 0, 0, time.UTC)
		end = time.Date(y, time.October, sunday(time.October, 25), 0, 0, 0, 0, time.UTC)
	}
	t := time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
	return !t.Before(start) && t.Before(end)
}

// readClockBefore reads a time of day written just before the date, as in
// "15:47 03.05.2024".
func (p *DateParser) readClockBefore(prefix string, dp *dateParts) {
	if len(prefix) > 48 {
		cut := len(prefix) - 48
		for cut < len(prefix) && !utf8.RuneStart(prefix[cut]) {
			cut++
		}
		prefix = prefix[cut:]
	}
	m := p.clockPre.FindStringSubmatchIndex(prefix)
	if m == nil || m[0] > 0 && (dateIsDigit(prefix[m[0]-1]) || prefix[m[0]-1] == ':') {
		return
	}
	g := func(i int) string {
		if m[2*i] < 0 {
			return ""
		}
		return prefix[m[2*i]:m[2*i+1]]
	}
	h := dateAtoi(g(1))
	switch dateMeridiem(g(4)) {
	case "pm":
		if h >= 1 && h < 12 {
			h += 12
		}
	case "am":
		if h == 12 {
			h = 0
		}
	}
	dp.h, dp.mi, dp.sec, dp.hasTime = h, dateAtoi(g(2)), dateAtoi(g(3)), true
}

// parseLib asks go-dateparser about what the scanners did not read:
// relative dates ("vor 3 Stunden") and languages or shapes outside the
// scanners' tables. Long strings and strings with neither a year nor a
// relative word are not worth its milliseconds.
func (p *DateParser) parseLib(s, lang string, now time.Time) (Date, bool) {
	if utf8.RuneCountInString(s) > dateMaxLibLen {
		return Date{}, false
	}
	// Strict parsing fails without a year, and without a word it fails
	// slowly: every one of the library's locales applies to digits alone.
	if !(dateHasYear(s) && p.hasWord(s)) && !p.relative.MatchString(s) {
		return Date{}, false
	}
	base, ok := p.configs[lang]
	if !ok {
		base = p.configs[""]
	}
	cfg := *base // the shared configuration is never written to
	cfg.CurrentTime = now.UTC()
	res, err := p.lib.Parse(&cfg, s)
	if err != nil || res.IsZero() {
		return Date{}, false
	}
	t := res.Time
	dp := dateParts{y: t.Year(), mo: int(t.Month()), d: t.Day()}
	if res.Period.IsTime() {
		dp.h, dp.mi, dp.sec, dp.hasTime = t.Hour(), t.Minute(), t.Second(), true
		// Without a zone in the input the library answers in the location
		// of CurrentTime, which is time.UTC itself.
		if t.Location() != time.UTC {
			_, dp.offset = t.Zone()
			dp.hasZone = true
		}
	}
	d, ok := dp.build()
	if !ok || !datePlausible(d, now) {
		return Date{}, false
	}
	d.Relative = !dateHasYear(s)
	return d, true
}

// dateMeridiem reduces "a.m.", "P. M." or "pm" to "am" or "pm".
func dateMeridiem(s string) string {
	if s == "" {
		return ""
	}
	switch s[0] {
	case 'a', 'A':
		return "am"
	case 'p', 'P':
		return "pm"
	}
	return ""
}

func dateIsDigit(c byte) bool { return c >= '0' && c <= '9' }

func dateAllDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !dateIsDigit(s[i]) {
			return false
		}
	}
	return true
}

func dateHasDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if dateIsDigit(s[i]) {
			return true
		}
	}
	return false
}

// hasWord reports a word of two or more letters that is not a zone or
// "am"/"pm": a month or weekday name the scanners did not know.
func (p *DateParser) hasWord(s string) bool {
	start := -1
	for i, r := range s + " " {
		if unicode.IsLetter(r) {
			if dateIsCJK(r) {
				return true
			}
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			w := s[start:i]
			start = -1
			if utf8.RuneCountInString(w) < 2 {
				continue
			}
			up := strings.ToUpper(w)
			if isZoneAbbrev(up) || up == "AM" || up == "PM" {
				continue
			}
			return true
		}
	}
	return false
}

// dateSeparatedDigits reports whether s has digits on both sides of a
// ".", "/" or "-" (a possible numeric date), and whether it has four
// digits followed by a period (a possible "2024. 5. 3."), and whether it
// has one or two digits, a period and a space before a digit (a possible
// "3. 5. 2024").
func dateSeparatedDigits(s string) (sep, dotYear, dotSpace bool) {
	run := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if dateIsDigit(c) {
			run++
			continue
		}
		if run > 0 && (c == '.' || c == '/' || c == '-') && i+1 < len(s) && dateIsDigit(s[i+1]) {
			sep = true
		}
		if run == 4 && c == '.' {
			dotYear = true
		}
		if run > 0 && run <= 2 && c == '.' && i+2 < len(s) && s[i+1] == ' ' && dateIsDigit(s[i+2]) {
			dotSpace = true
		}
		run = 0
	}
	return sep, dotYear, dotSpace
}

// dateHasYear reports a run of exactly four digits, the cheapest sign that
// a string may hold a complete date.
func dateHasYear(s string) bool {
	run := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && dateIsDigit(s[i]) {
			run++
			continue
		}
		if run == 4 {
			return true
		}
		run = 0
	}
	return false
}

func dateHasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// dateAtoi converts a short run of ASCII digits; callers have checked them.
func dateAtoi(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}

// dateDigits reads min to max digits at s[i:] and returns the value and the
// index after them.
func dateDigits(s string, i, min, max int) (int, int, bool) {
	j := i
	for j < len(s) && j-i < max && dateIsDigit(s[j]) {
		j++
	}
	if j-i < min || j < len(s) && dateIsDigit(s[j]) {
		return 0, i, false
	}
	return dateAtoi(s[i:j]), j, true
}

// dateLibLanguages are the hints for which a go-dateparser configuration is
// prepared; other hints let it detect the language.
var dateLibLanguages = []string{
	"en", "de", "fr", "es", "it", "pt", "nl", "sv", "no", "nb", "nn", "da", "fi", "pl", "cs", "sk", "tr",
	"ru", "uk", "vi", "ja", "ko", "zh", "ar", "hi", "el", "hu", "ro", "id", "ms", "he", "fa", "th",
	"bg", "hr", "sr", "sl", "lt", "lv", "et", "ca",
}

// dateMonthNames lists, for January to December, the month names and
// abbreviations of the languages the scanners read (en de fr es it pt nl
// sv no da fi pl cs tr ru uk ar hi el hu ro id ms tl sw hr sl sr bg mk lt
// lv gl bn mr gu ta te pa km so eu mt ig ht rw tg ur sd sq lo be ka hy kk az uz is kn ml or ne si he; Hebrew also with the
// prefix ב, "in", that its dates glue on: "3 בנובמבר 2026"; Arabic also with
// the Maghreb names from French, "10 نونبر 2026"), in all the grammatical cases that appear in
// dates (Greek dates use the genitive, with or without accents since
// capitals drop them). "_" stands for a space inside a name. Croatian
// "listopad", October, is November elsewhere: see dateMonthOverrides.
var dateMonthNames = [12]string{
	"january jan jänner jän januar janvier janv janv. enero ene gennaio gen janeiro januari janúar tammikuu tammikuuta tammik styczeń stycznia sty leden ledna led ocak января январь янв січня січень січ يناير جانفي كانون_الثاني جنوري जनवरी ιανουαρίου ιανουαριου ιαν január ianuarie siječnja siječanj januarja januar januara јануар јануара януари јануари sausio sausis janvāris janvārī xaneiro জানুয়ারি जानेवारी જાન્યુઆરી ஜனவரி జనవరి ਜਨਵਰੀ មករា janaayo jannaayo urtarrila urtarrilaren jannar jenụwarị janvye mutarama январи جنوري جنوری ינואר בינואר janar janarit ມັງກອນ студзеня студзень იანვარი იანვრის հունվար հունվարի қаңтар yanvar ಜನವರಿ ജനുവരി ଜାନୁଆରୀ ජනවාරි",
	"february feb febr februar février févr fevrier febrero febbraio fevereiro fev februari helmikuu helmikuuta helmik luty lutego lut únor února úno şubat subat февраля февраль фев февр лютого лютий лют فبراير فيفري شباط फ़रवरी फरवरी φεβρουαρίου φεβρουαριου φεβ február februarie pebrero veljače veljača februarja februara фебруар фебруара февруари февруари vasario vasaris februāris februārī febreiro ফেব্রুয়ারি फेब्रुवारी ફેબ્રુઆરી பிப்ரவரி ఫిబ్రవరి ਫ਼ਰਵਰੀ ਫਰਵਰੀ កុម្ភៈ febraayo otsaila otsailaren frar febụwarị fevriye gashyantare феврал феврали فيبروري فروری פברואר בפברואר shkurt shkurtit ກຸມພາ лютага люты თებერვალი თებერვლის փետրվար փետրվարի ақпан fevral febrúar ಫೆಬ್ರವರಿ ഫെബ്രുവരി ଫେବୃଆରୀ फेब्रुअरी පෙබරවාරි",
	"march mar märz mär maerz mars marzo março marco maart mrt maart marts maaliskuu maaliskuuta maalisk marzec marca březen března bře mart марта март мар березня березень бер مارس آذار मार्च μαρτίου μαρτιου μαρ március martie maret mac marso machi ožujka ožujak marec marta март марта kovo kovas martā মার্চ માર્ચ மார்ச் మార్చి ਮਾਰਚ មីនា maarso martxoa martxoaren marzu maachị werurwe марти مارچ מרץ מרס במרץ במרס marsit ມີນາ сакавіка сакавік მარტი მარტის մարտ մարտի наурыз ಮಾರ್ಚ್ മാർച്ച് ମାର୍ଚ୍ଚ මාර්තු",
	"april apr avril avr abril abr aprile aprilie huhtikuu huhtikuuta huhtik kwiecień kwietnia kwi duben dubna dub nisan апреля апрель апр квітня квітень кві أبريل ابريل إبريل أفريل افريل نيسان अप्रैल απριλίου απριλιου απρ április aprili travnja travanj aprila април априла balandžio balandis aprīlis aprīlī এপ্রিল एप्रिल એપ્રિલ ஏப்ரல் ఏప్రిల్ ਅਪ੍ਰੈਲ មេសា abriil apirila apirilaren eprel avril апрел апрели اپريل اپریل אפריל באפריל prill prillit ເມສາ красавіка красавік აპრილი აპრილის ապրիլ ապրիլի сәуір aprel apríl ಏಪ್ರಿಲ್ ഏപ്രിൽ ଏପ୍ରିଲ अप्रिल අප්‍රේල්",
	"may mai mayo maggio mag maio mei maj toukokuu toukokuuta toukok maja květen května kvě mayıs mayis мая май травня травень тра مايو ماي أيار ايار मई μαΐου μαιου μαΐ μαι május svibnja svibanj maja мај маја gegužės gegužė maijs maijā মে मे મે மே మే ਮਈ ឧសភា maajo maiatza maiatzaren mejju gicurasi майи مئي مئی מאי במאי majit ພຶດສະພາ траўня მაისი მაისის մայիս մայիսի мамыр maí ಮೇ മേയ് മെയ് ମେ මැයි",
	"june jun juni juin junio giugno giu junho juin kesäkuu kesäkuuta kesäk czerwiec czerwca cze červen června čvn haziran июня июнь июн червня червень чер يونيو جوان حزيران जून ιουνίου ιουνιου ιουν június iunie hunyo lipnja lipanj junij junija juna јун јуна юни јуни birželio birželis jūnijs jūnijā xuño জুন जून જૂન ஜூன் జూన్ ਜੂਨ មិថុនា juun ekaina ekainaren ġunju июни جون יוני ביוני qershor qershorit ມິຖຸນາ чэрвеня чэрвень ივნისი ივნისის հունիս հունիսի маусым iyun júní ಜೂನ್ ജൂൺ ଜୁନ जुन ජූනි",
	"july jul juli juillet juil julio luglio lug julho heinäkuu heinäkuuta heinäk lipiec lipca lip červenec července čvc temmuz июля июль июл липня липень лип يوليو يوليوز جويلية تموز जुलाई ιουλίου ιουλιου ιουλ július iulie julai hulyo srpnja srpanj julij julija jula јул јула юли јули liepos liepa jūlijs jūlijā xullo জুলাই जुलै જુલાઈ ஜூலை జూలై ਜੁਲਾਈ កក្កដា luuliyo uztaila uztailaren lulju julaị jiyè nyakanga июли جولاءِ جولائی יולי ביולי korrik korrikut ກໍລະກົດ ліпеня ліпень ივლისი ივლისის հուլիս հուլիսի шілде iyul júlí ಜುಲೈ ജൂലൈ ଜୁଲାଇ ජූලි",
	"august aug august août aout agosto ago elokuu elokuuta elok augusti sierpień sierpnia sie srpen srpna srp ağustos agustos августа август авг серпня серпень сер أغسطس غشت اغسطس أوت آب अगस्त αυγούστου αυγουστου αυγ augusztus agustus ogos agosti kolovoza kolovoz avgusta август августа rugpjūčio rugpjūtis augusts augustā আগস্ট ऑगस्ट ઓગસ્ટ ஆகஸ்ட் ఆగస్టు ਅਗਸਤ សីហា ogosto agoosto abuztua abuztuaren awwissu ọgọọst kanama августи آگسٽ اگست אוגוסט באוגוסט gusht gushtit ສິງຫາ жніўня жнівень აგვისტო აგვისტოს օգոստոս օգոստոսի тамыз avqust avgust ágúst ಆಗಸ್ಟ್ ഓഗസ്റ്റ് ആഗസ്റ്റ് ଅଗଷ୍ଟ अगस्ट අගෝස්තු",
	"september sep sept septembre septiembre setiembre settembre set setembro syyskuu syyskuuta syysk wrzesień września wrz září zář eylül eylul сентября сентябрь сен сент вересня вересень вер سبتمبر شتنبر أيلول ايلول सितंबर सितम्बर σεπτεμβρίου σεπτεμβριου σεπ σεπτ szeptember septembrie setyembre septemba rujna rujan septembra septembar септембар септембра септември rugsėjo rugsėjis septembris septembrī সেপ্টেম্বর सप्टेंबर સપ્ટેમ્બર செப்டம்பர் సెప్టెంబర్ ਸਤੰਬਰ កញ្ញា sebtembar sebteembar iraila irailaren settembru septanm nzeri сентябр сентябри سيپٽمبر ستمبر ספטמבר בספטמבר shtator shtatorit ກັນຍາ верасня верасень სექტემბერი სექტემბრის սեպտեմբեր սեպտեմբերի қыркүйек sentyabr sentabr ಸೆಪ್ಟೆಂಬರ್ സെപ്റ്റംബർ ସେପ୍ଟେମ୍ବର सेप्टेम्बर සැප්තැම්බර්",
	"october oct okt oktober octobre octubre ottobre ott outubro out lokakuu lokakuuta lokak październik października paź říjen října říj ekim октября октябрь окт жовтня жовтень жов أكتوبر اكتوبر تشرين_الأول अक्टूबर अक्तूबर οκτωβρίου οκτωβριου οκτ október octombrie oktubre oktoba oktobra oktobar октобар октобра октомври spalio spalis oktobris oktobrī outubro অক্টোবর ऑक्टोबर ઓક્ટોબર அக்டோபர் అక్టోబర్ ਅਕਤੂਬਰ តុលា oktoobar urria urriaren ottubru ọktoba oktòb ukwakira октябр октябри آڪٽوبر اکتوبر אוקטובר באוקטובר tetor tetorit ຕຸລາ кастрычніка кастрычнік ოქტომბერი ოქტომბრის հոկտեմբեր հոկտեմբերի қазан oktyabr oktabr ಅಕ್ಟೋಬರ್ ഒക്ടോബർ ଅକ୍ଟୋବର अक्टोबर ඔක්තෝබර්",
	"november nov novembre noviembre novembro marraskuu marraskuuta marrask listopad listopada listopadu lis kasım kasim ноября ноябрь ноя нояб листопада листопад лис نوفمبر نونبر تشرين_الثاني नवंबर नवम्बर νοεμβρίου νοεμβριου νοε noiembrie nobyembre novemba studenoga studenog studeni novembra novembar новембар новембра ноември lapkričio lapkritis novembris novembrī নভেম্বর नोव्हेंबर નવેમ્બર நவம்பர் నవంబర్ ਨਵੰਬਰ វិច្ឆិកា nofeembar noofeembar nofembar azaroa azaroaren novembru nọvemba novanm ugushyingo ноябр ноябри نومبر נובמבר בנובמבר nëntor nëntorit nentor nentorit ພະຈິກ лістапада лістапад ნოემბერი ნოემბრის նոյեմբեր նոյեմբերի қараша noyabr nóvember ನವೆಂಬರ್ നവംബർ ନଭେମ୍ବର नोभेम्बर නොවැම්බර්",
	"december dec dez dezember décembre decembre diciembre dic dicembre dezembro desember joulukuu joulukuuta jouluk grudzień grudnia gru prosinec prosince pro aralık aralik декабря декабрь дек грудня грудень гру ديسمبر دجنبر كانون_الأول दिसंबर दिसम्बर δεκεμβρίου δεκεμβριου δεκ decembrie disember disyembre desemba prosinca prosinac decembra decembar децембар децембра декември gruodžio gruodis decembris decembrī decembro ডিসেম্বর डिसेंबर ડિસેમ્બર டிசம்பர் డిసెంబర్ ਦਸੰਬਰ ធ្នូ diseembar desembar abendua abenduaren diċembru disemba desanm ukuboza декабр декабри ڊسمبر دسمبر דצמבר בדצמבר dhjetor dhjetorit ທັນວາ снежня снежань დეკემბერი დეკემბრის դեկտեմբեր դեկտեմբերի желтоқсан dekabr ಡಿಸೆಂಬರ್ ഡിസംബർ ଡିସେମ୍ବର डिसेम्बर දෙසැම්බර්",
}

// dateMonthOverrides are the month names that one language reads apart
// from dateMonthNames.
var dateMonthOverrides = map[string]map[string]time.Month{
	"hr": {"listopad": time.October, "listopada": time.October},
	"bs": {"listopad": time.October, "listopada": time.October},
	// Haitian Creole "out" is August; elsewhere it is Portuguese October.
	// The short names below are words or names elsewhere (English "me",
	// Portuguese "mas", "Jordi Mas", "Juan Mata", "Bertie Mee", "Jen",
	// "Kamena"): in the shared lists they would read dates out of other
	// languages' text and cut surnames off bylines (authorMonthWords).
	"ht": {"out": time.August, "mas": time.March, "me": time.May, "jen": time.June},
	"ig": {"mee": time.May},
	"rw": {"mata": time.April, "kamena": time.June},
	// West Frisian and Esperanto month names, kept to their pages: "July",
	// "Marto" and "Majo" are names elsewhere.
	"fy": dateMonthSet("jannewaris febrewaris maart april maaie juny july augustus septimber oktober novimber desimber"),
	"eo": dateMonthSet("januaro februaro marto aprilo majo junio julio aŭgusto septembro oktobro novembro decembro"),
	// Welsh, Irish and Hausa, kept to their pages: "Medi", "Maris" and
	// "Nollaig" are names elsewhere.
	"cy": dateMonthSet("ionawr chwefror mawrth ebrill mai mehefin gorffennaf awst medi hydref tachwedd rhagfyr"),
	"ga": dateMonthSet("eanáir feabhra márta aibreán bealtaine meitheamh iúil lúnasa meán_fómhair deireadh_fómhair samhain nollaig"),
	"ha": dateMonthSet("janairu fabrairu maris afirilu mayu yuni yuli agusta satumba oktoba nuwamba disamba"),
}

// dateMonthSet maps twelve month names, January first, to their months.
func dateMonthSet(names string) map[string]time.Month {
	m := map[string]time.Month{}
	for i, n := range strings.Fields(names) {
		m[strings.ReplaceAll(n, "_", " ")] = time.Month(i + 1)
	}
	return m
}

// dateThaiMonths are the Thai month names, January first.
var dateThaiMonths = [12]string{"มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน",
	"กรกฎาคม", "สิงหาคม", "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"}

// isZoneAbbrev reports a time zone's abbreviation as written, in
// capitals: one of dateZoneAbbrevs, "UTC" or "GMT". Beside a clock it is
// part of the timestamp, not a word of a label or a sentence ("First
// uploaded on: 09-11-2026 at 10:42 IST").
func isZoneAbbrev(w string) bool {
	_, zone := dateZoneAbbrevs[w]
	return zone || w == "UTC" || w == "GMT"
}

// dateZoneAbbrevs holds the zone abbreviations that mean one offset on the
// pages we see. Ambiguous ones (CST, AST) are left out or resolved by
// language in parseZone; IST is read as India, by far its most common use
// on news sites.
var dateZoneAbbrevs = map[string]int{
	"WET": 0, "WEZ": 0, "WEST": 3600, "WESZ": 3600, "BST": 3600, "IST": 19800,
	"CET": 3600, "MEZ": 3600, "CEST": 7200, "MESZ": 7200,
	"EET": 7200, "OEZ": 7200, "EEST": 10800, "OESZ": 10800,
	"IDT": 10800, "IRST": 12600, "AFT": 16200, "SLST": 19800, "MMT": 23400,
	"MSK": 10800, "TRT": 10800, "EAT": 10800, "SAST": 7200, "WAT": 3600, "CAT": 7200,
	"GST": 14400, "PKT": 18000, "NPT": 20700, "ICT": 25200, "WIB": 25200, "WITA": 28800, "WIT": 32400,
	"HKT": 28800, "SGT": 28800, "MYT": 28800, "PHT": 28800, "AWST": 28800,
	"JST": 32400, "KST": 32400, "ACST": 34200, "AEST": 36000, "AEDT": 39600, "NZST": 43200, "NZDT": 46800,
	"HST": -36000, "AKST": -32400, "AKDT": -28800, "PST": -28800, "PDT": -25200, "MST": -25200,
	"MDT": -21600, "CDT": -18000, "EST": -18000, "EDT": -14400, "ADT": -10800,
	"NST": -12600, "NDT": -9000, "ART": -10800, "BRT": -10800, "CLT": -14400, "COT": -18000, "PET": -18000,
}
