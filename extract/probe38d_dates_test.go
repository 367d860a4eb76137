package extract

import (
	"testing"
	"time"
)

// TestDateConventionsProbe38d checks the date conventions probe38d found
// unread, each case read by the scanners alone (findInText without
// go-dateparser, which Byline asks only about dates near the headline,
// and slowly) and compared in one of three forms:
//   - day: month names of languages with many news sites: Albanian (with
//     and without "ë", and the genitive) and Lao (in Lao digits), the
//     zodiac names Afghan sites give the Solar Hijri months in Dari and
//     Pashto, and the names only the library knew (Belarusian, Georgian,
//     Armenian, Kazakh, Azerbaijani, Uzbek, Icelandic, Kannada,
//     Malayalam, Odia, Nepali; Welsh, Irish and Hausa on their own pages),
//     and Sinhala's year-first dates;
//   - raw: "ET" and "PT" after a US page's time, as Eastern and Pacific
//     time, standard or summer by the date, and the zones of Israel's
//     summer, Iran, Afghanistan, Sri Lanka and Myanmar, so that the day
//     shown meets metadata in UTC on another day;
//   - utc: the morning and afternoon markers of 12-hour clocks in
//     Bengali, Hindi, Greek and Persian (a time shown at 12:40 after
//     midnight or 11:30 at night).
//
// want "" means no date: names other languages give people stay no
// months there.
func TestDateConventionsProbe38d(t *testing.T) {
	p := NewDateParser()
	now := time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC)
	day := func(d Date) string { return d.Time.Format(time.DateOnly) }
	raw := func(d Date) string { return d.Raw }
	utc := func(d Date) string { return d.Time.Format(time.RFC3339) }
	for _, c := range []struct {
		in, lang string
		form     func(Date) string
		want     string
	}{
		{"Publikuar: 26 Nëntor 2026, 14:35", "sq", day, "2026-11-26"},
		{"Publikuar më 26 nentor 2026", "sq", day, "2026-11-26"},
		{"e enjte, 3 dhjetorit 2025", "sq", day, "2025-12-03"},
		{"໒໖ ພະຈິກ ໒໐໒໖ ເວລາ ໑໐:໓໐", "lo", day, "2026-11-26"},
		{"د خپرېدو نېټه: ۵ قوس ۱۴۰۵", "ps", day, "2026-11-26"},
		{"تاریخ نشر: ۱ حمل ۱۴۰۵", "fa", day, "2026-03-21"},
		{"۱۲ جدي ۱۴۰۴", "ps", day, "2026-01-02"},
		{"26 лістапада 2026, 10:15", "be", day, "2026-11-26"},
		{"ხუთშაბათი, 26 ნოემბერი 2026, 14:20", "ka", day, "2026-11-26"},
		{"3 მარტის 2026", "ka", day, "2026-03-03"},
		{"18:40, 25 Նոյեմբերի 2026", "hy", day, "2026-11-25"},
		{"26 қараша 2026 ж., 09:40", "kk", day, "2026-11-26"},
		{"26 noyabr 2026, 14:20", "az", day, "2026-11-26"},
		{"26-noyabr, 2026", "uz", day, "2026-11-26"},
		{"26. nóvember 2026", "is", day, "2026-11-26"},
		{"ನವೆಂಬರ್ 26, 2026", "kn", day, "2026-11-26"},
		{"26 നവംബർ 2026", "ml", day, "2026-11-26"},
		{"୨୬ ନଭେମ୍ବର ୨୦୨୬", "or", day, "2026-11-26"},
		{"२६ नोभेम्बर २०२६", "ne", day, "2026-11-26"},
		{"26 Tachwedd 2026", "cy", day, "2026-11-26"},
		{"26 Meán Fómhair 2026", "ga", day, "2026-09-26"},
		{"Alhamis, 26 Nuwamba 2026", "ha", day, "2026-11-26"},
		{"2026 නොවැම්බර් 26 - 10:30", "si", day, "2026-11-26"},
		{"2026 අප්‍රේල් 3", "si", day, "2026-04-03"},
		{"26 Medi 2026", "en", day, ""},
		{"26 Maris 2026", "en", day, ""},

		{"Published Nov. 26, 2026 at 11:30 p.m. ET", "en", raw, "2026-11-26T23:30:00-05:00"},
		{"Updated July 4, 2026 9:15 PM PT", "en", raw, "2026-07-04T21:15:00-07:00"},
		{"March 8, 2026, 10:00 a.m. ET", "en-US", raw, "2026-03-08T10:00:00-04:00"},
		{"March 7, 2026, 10:00 a.m. ET", "en", raw, "2026-03-07T10:00:00-05:00"},
		{"Oct. 30, 2005 8:00 a.m. CT", "en", raw, "2005-10-30T08:00:00-06:00"},
		{"Nov 26, 2026 10:15 PM IRST", "en", raw, "2026-11-26T22:15:00+03:30"},
		{"26 Nov 2026 09:00 IDT", "en", raw, "2026-11-26T09:00:00+03:00"},
		{"26 Nov 2026 09:00 AFT", "en", raw, "2026-11-26T09:00:00+04:30"},
		{"26 Nov 2026 09:00 SLST", "en", raw, "2026-11-26T09:00:00+05:30"},
		{"26 Nov 2026 09:00 MMT", "en", raw, "2026-11-26T09:00:00+06:30"},

		{"প্রকাশ: ২৭ নভেম্বর ২০২৬, ১২:৪০ এএম", "bn", utc, "2026-11-27T00:40:00Z"},
		{"২৬ নভেম্বর ২০২৬, ০৯:১৫ পিএম", "bn", utc, "2026-11-26T21:15:00Z"},
		{"26 नवंबर 2026, 11:45 अपराह्न", "hi", utc, "2026-11-26T23:45:00Z"},
		{"26/11/2026 - 11:30 μ.μ.", "el", utc, "2026-11-26T23:30:00Z"},
		{"26/11/2026 12:10 π.μ.", "el", utc, "2026-11-26T00:10:00Z"},
		{"2026/11/26 10:05 ب.ظ", "fa", utc, "2026-11-26T22:05:00Z"},
		{"26 نوفمبر 2026 - 11:30 م", "ar", utc, "2026-11-26T23:30:00Z"},
	} {
		d, ok := p.findInText(c.in, c.lang, now, false)
		if got := c.form(d); ok != (c.want != "") || ok && got != c.want {
			t.Errorf("findInText(%q, %s) = %s, %v; want %q", c.in, c.lang, got, ok, c.want)
		}
	}
}
