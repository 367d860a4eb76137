package extract

import (
	"regexp"
	"strings"
	"time"
)

// The date shapes of scripts whose pages write words between a date's
// numbers, or count years in a calendar of their own. dateNormalize calls
// each only when the script is in the string, after the digits became
// ASCII, and each writes the dates it finds in ISO form ("2026-11-25"),
// which the numeric scanner reads with the time after it.

// mongolianRe is a Mongolian date, year first with the words for year
// and month glued after their numbers: "2026 оны 11 сарын 25", "2026 оны
// 11-р сарын 25-ны", "2026 оны 11 дүгээр сарын 25".
var mongolianRe = regexp.MustCompile(`(\d{4}) ?оны (\d{1,2})(?:-?р| ?д[уү]г[аэ]{2}р)? ?сарын (\d{1,2})(?:-?н[ыи]| өдөр)?`)

// mongolianDate writes Mongolian dates in ISO form.
func mongolianDate(s string) string {
	if !strings.Contains(s, "сарын") {
		return s
	}
	return mongolianRe.ReplaceAllStringFunc(s, func(m string) string {
		p := mongolianRe.FindStringSubmatch(m)
		return calendarISO(dateAtoi(p[1]), dateAtoi(p[2]), dateAtoi(p[3]), m)
	})
}

// turkicYearFirstRe is a date of the Turkic languages of Central Asia,
// year first with the word for "year" after it, then the day and the
// month: Kazakh "2026 жылғы 26 қараша", Kyrgyz "2026-жылдын 26-ноябры",
// Uzbek "2026-yil 26-noyabr" and "2026 йил 26 ноябрь".
var turkicYearFirstRe = regexp.MustCompile(`(\d{4})[- ](?:жылғы|жылы|жылдын|yil|yilning|йил|йилнинг) (\d{1,2})(?:-| )([\p{L}]+)`)

// turkicYearFirst writes such a date day first, "26 қараша 2026", as the
// scanners and go-dateparser read the month names of these languages.
func turkicYearFirst(s string) string {
	if !strings.Contains(s, "жыл") && !strings.Contains(s, "yil") && !strings.Contains(s, "йил") {
		return s
	}
	return turkicYearFirstRe.ReplaceAllString(s, "$2 $3 $1")
}

// burmeseMonths are the Western months as Burmese spells them, January
// first; some have two spellings.
var burmeseMonths = [12]string{"ဇန်နဝါရီ", "ဖေဖော်ဝါရီ", "မတ်", "ဧပြီ", "မေ", "ဇွန်", "ဇူလိုင်",
	"ဩဂုတ်|သြဂုတ်", "စက်တင်ဘာ", "အောက်တိုဘာ", "နိုဝင်ဘာ", "ဒီဇင်ဘာ"}

// burmeseYMD and burmeseMDY are Burmese dates, whose year takes ခုနှစ်
// ("year"), month လ ("month") and day ရက် ("day"): "2026 ခုနှစ်၊
// နိုဝင်ဘာလ 24 ရက်", and month first "နိုဝင်ဘာ 24၊ 2026".
var burmeseYMD, burmeseMDY = func() (*regexp.Regexp, *regexp.Regexp) {
	months := `(` + strings.Join(burmeseMonths[:], "|") + `)`
	return regexp.MustCompile(`(\d{4}) ?ခုနှစ် ?[၊,]? ?` + months + `(?:လ)? ?(\d{1,2})(?: ?ရက်(?:နေ့)?)?`),
		regexp.MustCompile(months + `(?:လ)? ?(\d{1,2})(?: ?ရက်)? ?[၊,] ?(\d{4})(?: ?ခုနှစ်)?`)
}()

// calendarMonth is the number of a month named in months, each entry
// one month's spellings set apart by "|", or 0.
func calendarMonth(months []string, name string) int {
	for i, names := range months {
		for n := range strings.SplitSeq(names, "|") {
			if n == name {
				return i + 1
			}
		}
	}
	return 0
}

// burmeseDate writes Burmese dates in ISO form.
func burmeseDate(s string) string {
	s = burmeseYMD.ReplaceAllStringFunc(s, func(m string) string {
		p := burmeseYMD.FindStringSubmatch(m)
		return calendarISO(dateAtoi(p[1]), calendarMonth(burmeseMonths[:], p[2]), dateAtoi(p[3]), m)
	})
	return burmeseMDY.ReplaceAllStringFunc(s, func(m string) string {
		p := burmeseMDY.FindStringSubmatch(m)
		return calendarISO(dateAtoi(p[3]), calendarMonth(burmeseMonths[:], p[1]), dateAtoi(p[2]), m)
	})
}

// ethiopianMonths are the thirteen months of the Ethiopian calendar,
// Meskerem first, in the spellings Amharic pages use.
var ethiopianMonths = [13]string{"መስከረም", "ጥቅምት", "ኅዳር|ህዳር|ሕዳር", "ታኅሣሥ|ታህሳስ|ታሕሳስ|ታኅሳስ", "ጥር",
	"የካቲት", "መጋቢት", "ሚያዝያ|ሚያዚያ", "ግንቦት", "ሰኔ", "ሐምሌ|ሀምሌ", "ነሐሴ|ነሀሴ|ነሃሴ", "ጳጉሜ|ጳጉሜን"}

// ethiopianMDY and ethiopianDMY are dates of the Ethiopian calendar,
// which Ethiopian pages date their stories in: "ኅዳር 17 ቀን 2019 ዓ.ም"
// (ቀን "day"), "ኅዳር 17, 2019", "17 ኅዳር 2019".
var ethiopianMDY, ethiopianDMY = func() (*regexp.Regexp, *regexp.Regexp) {
	months := `(` + strings.Join(ethiopianMonths[:], "|") + `)`
	return regexp.MustCompile(months + ` ?(\d{1,2})(?: ቀን)?(?:, ?| |/)(\d{4})`),
		regexp.MustCompile(`(\d{1,2}) ` + months + `,? (\d{4})`)
}()

// ethiopianYearMin is the first Ethiopian year read: 1988 began in 1995.
const ethiopianYearMin = 1988

// ethiopianEraMarkers are "ዓ.ም" (Amete Mihret, the Ethiopian era), which
// mark a year as one of the Ethiopian calendar, as written.
var ethiopianEraMarkers = []string{"ዓ.ም", "ዓ/ም", "ዓ. ም"}

// ethiopianDate writes Ethiopian-calendar dates as Gregorian ones in ISO
// form. Eritrea writes Gregorian dates with the same month names in
// Tigrinya ("23 ሕዳር 2026"), so a date is converted only when its year is
// marked as Ethiopian, or the page is not Tigrinya and its year is one the
// Ethiopian calendar counts now or before (it runs seven or eight years
// behind), which as a Gregorian year would make an old story.
func ethiopianDate(s, lang string, now time.Time) string {
	if strings.IndexByte(s, 0xe1) < 0 || !strings.ContainsFunc(s, func(r rune) bool { return r >= 0x1200 && r <= 0x139f }) {
		return s
	}
	marked := false
	for _, m := range ethiopianEraMarkers {
		marked = marked || strings.Contains(s, m)
	}
	if !marked && lang == "ti" {
		return s
	}
	conv := func(m string, y, mo, d int) string {
		if y < ethiopianYearMin || !marked && y > now.Year()-7 || mo < 1 || d < 1 || d > 30 ||
			mo == 13 && d > 5+boolInt(y%4 == 3) {
			return m
		}
		return ethiopianToGregorian(y, mo, d).Format(time.DateOnly)
	}
	s = ethiopianMDY.ReplaceAllStringFunc(s, func(m string) string {
		p := ethiopianMDY.FindStringSubmatch(m)
		return conv(m, dateAtoi(p[3]), calendarMonth(ethiopianMonths[:], p[1]), dateAtoi(p[2]))
	})
	return ethiopianDMY.ReplaceAllStringFunc(s, func(m string) string {
		p := ethiopianDMY.FindStringSubmatch(m)
		return conv(m, dateAtoi(p[3]), calendarMonth(ethiopianMonths[:], p[2]), dateAtoi(p[1]))
	})
}

// ethiopianToGregorian converts a date of the Ethiopian calendar, whose
// months have thirty days and whose every fourth year (the one before a
// year divisible by four) has a sixth epagomenal day, counting days from
// the first of Meskerem 2019, which was 11 September 2026.
func ethiopianToGregorian(y, m, d int) time.Time {
	days := func(y, m, d int) int { return 365*(y-1) + y/4 + 30*(m-1) + d }
	return time.Date(2026, time.September, 11, 0, 0, 0, 0, time.UTC).AddDate(0, 0, days(y, m, d)-days(2019, 1, 1))
}

// calendarISO writes a date in ISO form, or returns m, the text it was
// read from, when the parts make no date.
func calendarISO(y, mo, d int, m string) string {
	if mo < 1 || mo > 12 || d < 1 || d > dateDaysIn(y, time.Month(mo)) {
		return m
	}
	return time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC).Format(time.DateOnly)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
