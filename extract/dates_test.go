package extract

import (
	"strings"
	"testing"
	"time"

	"github.com/bylinehq/byline/internal/corpustest"
)

// dateTestNow is the reference time of the date tests, so that the 48-hour
// horizon and relative dates do not depend on when the tests run.
var dateTestNow = time.Date(2026, 10, 20, 12, 0, 0, 0, time.UTC)

func TestDateParserParse(t *testing.T) {
	p := NewDateParser()
	tests := []struct {
		name, in, lang string
		raw            string // wanted Raw
		utc            string // wanted Time, RFC 3339 in UTC
		hasTime        bool
		hasZone        bool
	}{
		// Machine formats.
		{"rfc3339 fraction offset", "2024-05-03T15:47:42.389+02:00", "", "2024-05-03T15:47:42+02:00", "2024-05-03T13:47:42Z", true, true},
		{"rfc3339 micro +00:00", "2024-05-03T15:47:42.389000+00:00", "", "2024-05-03T15:47:42+00:00", "2024-05-03T15:47:42Z", true, true},
		{"rfc3339 Z", "2024-05-03T15:47:42Z", "", "2024-05-03T15:47:42+00:00", "2024-05-03T15:47:42Z", true, true},
		{"rfc3339 millis Z", "2024-05-03T15:47:42.123Z", "", "2024-05-03T15:47:42+00:00", "2024-05-03T15:47:42Z", true, true},
		{"iso no seconds Z", "2024-05-03T15:47Z", "", "2024-05-03T15:47:00+00:00", "2024-05-03T15:47:00Z", true, true},
		{"iso offset without colon", "2024-05-03T15:47:42+0200", "", "2024-05-03T15:47:42+02:00", "2024-05-03T13:47:42Z", true, true},
		{"iso space and spaced offset", "2024-05-03 15:47:42 +02:00", "", "2024-05-03T15:47:42+02:00", "2024-05-03T13:47:42Z", true, true},
		{"iso negative offset", "2024-05-03T15:47:42-05:00", "", "2024-05-03T15:47:42-05:00", "2024-05-03T20:47:42Z", true, true},
		{"iso offset crosses midnight", "2024-05-03T23:30:00-04:00", "", "2024-05-03T23:30:00-04:00", "2024-05-04T03:30:00Z", true, true},
		{"iso hour-only offset", "2024-05-03T15:47:42+05", "", "2024-05-03T15:47:42+05:00", "2024-05-03T10:47:42Z", true, true},
		{"iso half-hour offset", "2024-05-03T15:47:42+05:30", "hi", "2024-05-03T15:47:42+05:30", "2024-05-03T10:17:42Z", true, true},
		{"iso local time is cut to date", "2024-05-03T15:47:42", "", "2024-05-03", "2024-05-03T15:47:42Z", true, false},
		{"iso local time with space", "2024-05-03 15:47", "", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"iso local time with fraction", "2024-05-03T15:47:42.5", "", "2024-05-03", "2024-05-03T15:47:42Z", true, false},
		{"iso with zone name", "2024-05-03 15:47:42 UTC", "", "2024-05-03T15:47:42+00:00", "2024-05-03T15:47:42Z", true, true},
		{"date only", "2024-05-03", "", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"date only single digits", "2024-5-3", "", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"compact", "20240503", "", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"compact iso Z", "20240503T154742Z", "", "2024-05-03T15:47:42+00:00", "2024-05-03T15:47:42Z", true, true},
		{"slashed ymd", "2024/05/03", "en", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"dotted ymd", "2024.05.03", "", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"unix seconds", "1714751262", "", "2024-05-03T15:47:42+00:00", "2024-05-03T15:47:42Z", true, true},
		{"unix millis", "1714751262389", "", "2024-05-03T15:47:42+00:00", "2024-05-03T15:47:42Z", true, true},
		{"rfc1123", "Fri, 03 May 2024 15:47:42 GMT", "", "2024-05-03T15:47:42+00:00", "2024-05-03T15:47:42Z", true, true},
		{"rfc1123z", "Fri, 03 May 2024 15:47:42 +0200", "", "2024-05-03T15:47:42+02:00", "2024-05-03T13:47:42Z", true, true},
		{"rfc2822 one-digit day", "Fri, 3 May 2024 15:47:42 -0700", "", "2024-05-03T15:47:42-07:00", "2024-05-03T22:47:42Z", true, true},
		{"rfc822 two-digit year", "03 May 24 15:47 CEST", "", "2024-05-03T15:47:00+02:00", "2024-05-03T13:47:00Z", true, true},
		{"rfc850", "Friday, 03-May-24 15:47:42 UTC", "", "2024-05-03T15:47:42+00:00", "2024-05-03T15:47:42Z", true, true},
		{"rss with PDT", "Mon, 03 Jun 2024 10:00:00 PDT", "", "2024-06-03T10:00:00-07:00", "2024-06-03T17:00:00Z", true, true},

		// Numeric day-month order.
		{"dotted is D.M.Y", "03.05.2024", "de", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"dotted is D.M.Y in English too", "03.05.2024", "en", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"dotted two-digit year", "03.05.24", "de", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"slash en is M/D/Y", "03/05/2024", "en", "2024-03-05", "2024-03-05T00:00:00Z", false, false},
		{"slash fr is D/M/Y", "03/05/2024", "fr", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"slash without hint is D/M/Y", "03/05/2024", "", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"slash en impossible M/D", "13/05/2024", "en", "2024-05-13", "2024-05-13T00:00:00Z", false, false},
		{"slash en-US is M/D/Y", "03/05/2024", "en-US", "2024-03-05", "2024-03-05T00:00:00Z", false, false},
		{"slash en-GB is D/M/Y", "03/05/2024", "en-GB", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"slash en_AU is D/M/Y", "03/05/2024", "en_AU", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"slash de impossible D/M", "05/13/2024", "de", "2024-05-13", "2024-05-13T00:00:00Z", false, false},
		{"dashed D-M-Y", "03-05-2024", "es", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"dotted with time", "12.10.2026, 08:30", "de", "2026-10-12", "2026-10-12T08:30:00Z", true, false},
		{"time before date", "15:47 03.05.2024", "de", "2024-05-03", "2024-05-03T15:47:00Z", true, false},

		// English text.
		{"en month day year", "May 3, 2024", "en", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"en day month year", "3 May 2024", "", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"en abbreviated", "Sep 3, 2024", "en", "2024-09-03", "2024-09-03T00:00:00Z", false, false},
		{"en ordinal", "Updated: 3rd May 2024", "en", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"en pm and EDT", "May 3, 2024 at 3:47 pm EDT", "en", "2024-05-03T15:47:00-04:00", "2024-05-03T19:47:00Z", true, true},
		{"en a.m. ET (summer)", "May 3, 2024, 9:05 a.m. ET", "en", "2024-05-03T09:05:00-04:00", "2024-05-03T13:05:00Z", true, true},
		{"en a.m. without zone", "May 3, 2024, 9:05 a.m.", "en", "2024-05-03", "2024-05-03T09:05:00Z", true, false},
		{"en BST", "3 May 2024 10:00 BST", "en", "2024-05-03T10:00:00+01:00", "2024-05-03T09:00:00Z", true, true},
		{"en weekday GMT", "Tuesday, 3 September 2024 08:00 GMT", "en", "2024-09-03T08:00:00+00:00", "2024-09-03T08:00:00Z", true, true},
		{"en CST is US central", "June 3, 2024 10:00 CST", "en", "2024-06-03T10:00:00-06:00", "2024-06-03T16:00:00Z", true, true},
		{"en UTC+05:30 in parens", "3 May 2024 10:00 (UTC+05:30)", "en", "2024-05-03T10:00:00+05:30", "2024-05-03T04:30:00Z", true, true},
		{"en GMT+07:00", "3 May 2024, 10:00 GMT+07:00", "en", "2024-05-03T10:00:00+07:00", "2024-05-03T03:00:00Z", true, true},
		{"en numeric offset", "3 May 2024 10:00 +0700", "en", "2024-05-03T10:00:00+07:00", "2024-05-03T03:00:00Z", true, true},
		{"en relative hours", "2 hours ago", "en", "2026-10-20", "2026-10-20T10:00:00Z", true, false},

		// Other languages.
		{"de text", "Veröffentlicht am 3. März 2026, 14:05 Uhr", "de", "2026-03-03", "2026-03-03T14:05:00Z", true, false},
		{"de MEZ", "3. März 2026, 14:05 Uhr MEZ", "de", "2026-03-03T14:05:00+01:00", "2026-03-03T13:05:00Z", true, true},
		{"de weekday um", "Freitag, 03.05.2024 um 15:47 Uhr", "de", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"de abbreviated", "3. Okt. 2024", "de", "2024-10-03", "2024-10-03T00:00:00Z", false, false},
		{"at Jänner", "3. Jänner 2024", "de", "2024-01-03", "2024-01-03T00:00:00Z", false, false},
		{"de relative", "vor 3 Stunden", "de", "2026-10-20", "2026-10-20T09:00:00Z", true, false},
		{"fr h time and CEST", "Publié le 1er mai 2024 à 14h05 (CEST)", "fr", "2024-05-01T14:05:00+02:00", "2024-05-01T12:05:00Z", true, true},
		{"fr abbreviated", "3 déc. 2023", "fr", "2023-12-03", "2023-12-03T00:00:00Z", false, false},
		{"es de", "3 de mayo de 2024", "es", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"es a las", "Actualizado: 3 de mayo de 2024 a las 15:47 CEST", "es", "2024-05-03T15:47:00+02:00", "2024-05-03T13:47:00Z", true, true},
		{"it ore", "3 maggio 2024 ore 15:47", "it", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"pt às", "3 de maio de 2024 às 15h47", "pt", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"nl om", "3 mei 2024 om 15:47", "nl", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"sv kl", "3 maj 2024 kl. 15.47", "sv", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"no kl", "3. mai 2024 kl. 15.47", "no", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"da kl", "3. december 2024 kl. 15.47", "da", "2024-12-03", "2024-12-03T15:47:00Z", true, false},
		{"fi klo", "3. toukokuuta 2024 klo 15.47", "fi", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"pl genitive", "3 maja 2024 o 15:47", "pl", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"pl r. godz", "12 października 2024 r., godz. 10:15", "pl", "2024-10-12", "2024-10-12T10:15:00Z", true, false},
		{"cs genitive", "3. května 2024 v 15:47", "cs", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"tr saat", "3 Mayıs 2024 saat 15:47", "tr", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"tr upper case", "3 MAYIS 2024", "tr", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"ru genitive", "3 мая 2024 года в 15:47", "ru", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"ru MSK", "3 мая 2024, 15:47 MSK", "ru", "2024-05-03T15:47:00+03:00", "2024-05-03T12:47:00Z", true, true},
		{"uk genitive", "3 травня 2024 р. о 15:47", "uk", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"vi numeric GMT+7", "Thứ hai, 12/10/2026, 08:30 (GMT+7)", "vi", "2026-10-12T08:30:00+07:00", "2026-10-12T01:30:00Z", true, true},
		{"vi numeric GMT+7 no hint", "Thứ hai, 12/10/2026, 08:30 (GMT+7)", "", "2026-10-12T08:30:00+07:00", "2026-10-12T01:30:00Z", true, true},
		{"vi D/M with time", "12/10/2026 08:30", "vi", "2026-10-12", "2026-10-12T08:30:00Z", true, false},
		{"vi thang nam", "ngày 3 tháng 5 năm 2024", "vi", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"vi decomposed", dateDecompose("Thứ sáu, 3/5/2024 - 15:47"), "vi", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"ja kanji time", "2024年5月3日 15時47分", "ja", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"ja JST", "2024年5月3日 15:47 JST", "ja", "2024-05-03T15:47:00+09:00", "2024-05-03T06:47:00Z", true, true},
		{"ja full-width digits", "２０２４年５月３日", "ja", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"ja glued time", "2024年5月3日15時47分", "ja", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"zh colon time", "2024年5月3日 15:47", "zh", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"zh afternoon", "2024年05月03日 下午3:47", "zh", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"zh CST is China", "2024年6月3日 10:00 CST", "zh", "2024-06-03T10:00:00+08:00", "2024-06-03T02:00:00Z", true, true},
		{"ko dotted", "2024.05.03 15:47", "ko", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"ko hangul", "2024년 5월 3일", "ko", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"ko spaced pm", "입력 2024. 5. 3. 오후 3:47", "ko", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"ko KST", "2024-05-03 15:47 KST", "ko", "2024-05-03T15:47:00+09:00", "2024-05-03T06:47:00Z", true, true},
		{"ar egyptian month", "3 مايو 2024", "ar", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"ar indic digits", "٣ مايو ٢٠٢٤", "ar", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"ar levantine month", "3 أيار 2024", "ar", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"ar two-word month", "3 كانون الثاني 2024", "ar", "2024-01-03", "2024-01-03T00:00:00Z", false, false},
		{"ar pm marker", "3 مايو 2024 03:47 م", "ar", "2024-05-03", "2024-05-03T15:47:00Z", true, false},
		{"hi month", "3 मई 2024", "hi", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"hi IST", "3 मई 2024, 10:30 AM IST", "hi", "2024-05-03T10:30:00+05:30", "2024-05-03T05:00:00Z", true, true},
		{"id via nl table", "Jumat, 3 Mei 2024", "id", "2024-05-03", "2024-05-03T00:00:00Z", false, false},

		// Left to go-dateparser.
		{"el genitive", "3 Μαΐου 2024", "el", "2024-05-03", "2024-05-03T00:00:00Z", false, false},
		{"hu year first", "2024. május 3.", "hu", "2024-05-03", "2024-05-03T00:00:00Z", false, false},

		// Plausibility edges.
		{"within 48h ahead", "2026-10-21T12:00:00Z", "", "2026-10-21T12:00:00+00:00", "2026-10-21T12:00:00Z", true, true},
		{"1995 is allowed", "1995-01-01", "", "1995-01-01", "1995-01-01T00:00:00Z", false, false},
		{"leap day", "2024-02-29", "", "2024-02-29", "2024-02-29T00:00:00Z", false, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, ok := p.Parse(tc.in, tc.lang, dateTestNow)
			if !ok {
				t.Fatalf("Parse(%q, %q) failed", tc.in, tc.lang)
			}
			if d.Raw != tc.raw || d.Time.Format(time.RFC3339) != tc.utc || d.HasTime != tc.hasTime || d.HasZone != tc.hasZone {
				t.Errorf("Parse(%q, %q) = %s %s time=%v zone=%v, want %s %s time=%v zone=%v",
					tc.in, tc.lang, d.Raw, d.Time.Format(time.RFC3339), d.HasTime, d.HasZone, tc.raw, tc.utc, tc.hasTime, tc.hasZone)
			}
			if d.Time.Location() != time.UTC {
				t.Errorf("Time %v is not in UTC", d.Time)
			}
		})
	}
}

// dateDecompose decomposes a string, as some Vietnamese sites send it.
func dateDecompose(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case 'ứ':
			b.WriteString("ư\u0301")
		case 'á':
			b.WriteString("a\u0301")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func TestDateParserRejects(t *testing.T) {
	p := NewDateParser()
	tests := []struct{ name, in, lang string }{
		{"empty", "", ""},
		{"blank", "  \t ", ""},
		{"words", "hello world", "en"},
		{"digits in words", "abc123xyz", ""},
		{"version", "Version 1.2.3", "en"},
		{"phone number", "Call 555-1234", "en"},
		{"future", "2030-01-01", ""},
		{"more than 48h ahead", "2026-10-23T12:00:01Z", ""},
		{"too old", "1990-05-03", ""},
		{"just too old", "1994-12-31T23:59:59Z", ""},
		{"february 30", "2024-02-30", ""},
		{"month 13", "2024-13-01", ""},
		{"hour 25", "2024-05-03T25:00:00Z", ""},
		{"offset out of range", "2024-05-03T10:00:00+16:00", ""},
		{"no year", "3 May", "en"},
		{"no day", "May 2024", "en"},
		{"old timestamp", "0000000001", ""},
		{"future text", "3 May 2031", "en"},
		{"long garbage", strings.Repeat("x1 ", 2000), ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if d, ok := p.Parse(tc.in, tc.lang, dateTestNow); ok {
				t.Errorf("Parse(%q) = %+v, want rejection", tc.in, d)
			}
		})
	}
}

func TestDateParserFindInText(t *testing.T) {
	p := NewDateParser()
	tests := []struct {
		name, in, lang string
		raw            string // "" means no date must be found
	}{
		{"de byline", "Veröffentlicht am 3. März 2026, 14:05 Uhr von Hans Müller", "de", "2026-03-03"},
		{"vi header", "Thứ hai, 12/10/2026, 08:30 (GMT+7)", "vi", "2026-10-12T08:30:00+07:00"},
		{"en posted", "Posted on March 3, 2026 by Jane", "en", "2026-03-03"},
		{"cjk", "記事 2024年5月3日 15:47 更新", "ja", "2024-05-03"},
		{"iso inside text", "Published 2024-05-03T15:47:42Z by X", "en", "2024-05-03T15:47:42+00:00"},
		{"implausible first, plausible second", "Event on 3 May 2031. Posted 2 May 2024 10:00 UTC", "en", "2024-05-02T10:00:00+00:00"},
		{"false start before date", "um 12 Uhr 30 Mai 2024", "de", "2024-05-30"},
		{"weekday then month", "Tuesday May 3, 2024 — 10:00 am EDT", "en", "2024-05-03T10:00:00-04:00"},
		{"no date", "No date here, just 42 apples and 7 pears.", "en", ""},
		{"ip address", "Server 192.168.1.10 answered", "en", ""},
		{"url path", "see https://example.com/2024/05/03/story", "en", "2024-05-03"},
		{"month word glued", "Mayday 3, 2024", "en", ""},
		{"label glued to a dotted date", "Erstellt am09.02.2022", "de", "2022-02-09"},
		{"word glued to a short date", "Kapitel12.03", "de", ""},
		{"spaced day, month and year", "Von Deutscher Tennis Bund 4. 2. 2022.", "de", "2022-02-04"},
		{"month abbreviation between dots", "21.dez.2018 às 12h55", "pt", "2018-12-21"},
		{"time joined by a dash", "Aktualisiert am 28.04.2023-19:20", "de", "2023-04-28"},
		{"japanese era", "公開日：令和8年10月16日", "ja", "2026-10-16"},
		{"korean board, two-digit year first", "작성일 25-11-19 14:22", "ko", "2025-11-19"},
		{"chinese short date, year first", "发布 25/11/18 09:30", "zh", "2025-11-18"},
		{"german short date, day first", "Stand 26.11.19", "de", "2019-11-26"},
		{"japanese era, full-width digits", "令和７年３月１日 10:00", "ja", "2025-03-01"},
		{"japanese era in kanji numerals", "令和八年十月三日", "ja", "2026-10-03"},
		{"kanji numerals of a western year", "二〇二五年十一月二十日", "ja", "2025-11-20"},
		{"taiwan minguo year", "記者林怡君／台南報導 115年10月3日 上午10:20", "zh", "2026-10-03"},
		{"taiwan minguo year, named", "中華民國114年11月3日", "zh", "2025-11-03"},
		{"solar hijri numeric, persian digits", "۱۴۰۴/۰۹/۰۳ - ۱۱:۲۰", "fa", "2025-11-24"},
		{"lunar hijri numeric is not solar hijri", "١٤٤٨/٠٥/١٢", "ar", ""},
		{"hebrew month with the prefix bet", "פורסם: 3 באוקטובר 2026, 09:15", "he", "2026-10-03"},
		{"a mainland anniversary is no minguo year", "庆祝建党100年11月3日举行大会", "zh", ""},
		{"a minguo year after a label", "發布時間：115年10月3日", "zh", "2026-10-03"},
		{"first year of an era", "令和元年5月1日", "ja", "2019-05-01"},
		{"era name without a year", "令和の時代、2024年5月3日", "ja", "2024-05-03"},
		// The end of a span that opens before the web is a death or an end
		// of term: an obituary's life dates date no page.
		{"greek genitive month after a label", "Δημοσίευση: 12 Μαρτίου 2026, 14:30", "el", "2026-03-12"},
		// A date with the span of an event's hours is when the event takes
		// place: a funeral home's service schedule, a concert listing.
		{"event hours after a date", "Monday, November 23, 2025 9:30 AM – 10:30 AM", "en", ""},
		{"event hours after a date, de", "Sa., 12.09.2026, 19:00 bis 21:30 Uhr", "de", ""},
		// A time and its negative offset are no span of hours.
		{"time with a negative offset", "2025-11-23T09:30:00-05:00", "en", "2025-11-23T09:30:00-05:00"},
		{"labelled time with a negative offset", "Posted: 2025-11-23 09:30 -03:00", "en", "2025-11-23T09:30:00-03:00"},
		{"numeric date, time and negative offset", "Publicado em 23/11/2025 09:30 -03:00", "pt", "2025-11-23T09:30:00-03:00"},
		{"mail date with a negative offset", "Sun, 23 Nov 2025 09:30:00 -05:00", "en", "2025-11-23T09:30:00-05:00"},
		{"somali month after a byline", "Qore: Cabdiraxmaan Maxamed | 23 Nofeembar 2025", "so", "2025-11-23"},
		{"somali month, other spelling", "3 Agoosto 2026", "so", "2026-08-03"},
		{"croatian genitive month", "Objavljeno: 11. ožujka 2025. u 09:15", "hr", "2025-03-11"},
		{"croatian listopad is october", "12. listopada 2025.", "hr", "2025-10-12"},
		{"polish listopad is november", "12 listopada 2025", "pl", "2025-11-12"},
		{"slovenian month", "12. marec 2025 ob 10:22", "sl", "2025-03-12"},
		{"galician month", "15 de xaneiro de 2025", "gl", "2025-01-15"},
		{"bengali digits and month", "প্রকাশ: ১২ মার্চ ২০২৫", "bn", "2025-03-12"},
		{"marathi month", "अपडेटेड: २८ फेब्रुवारी २०२५", "mr", "2025-02-28"},
		{"gujarati month", "12 માર્ચ, 2025", "gu", "2025-03-12"},
		{"tamil month", "Published on : 14 மார்ச் 2025", "ta", "2025-03-14"},
		{"gujarati digits", "૧૨/૦૩/૨૦૨૫", "gu", "2025-03-12"},
		{"lithuanian year first", "2025 m. kovo 12 d. 10:15", "lt", "2025-03-12"},
		{"latvian year first, day before month", "2025. gada 12. martā 10:30", "lv", "2025-03-12"},
		{"hungarian year first", "2025. március 12.", "hu", "2025-03-12"},
		{"basque year first with suffixes", "2025eko martxoaren 12a", "eu", "2025-03-12"},
		{"basque year first, day in the inessive", "2025eko azaroaren 3an, 10:15", "eu", "2025-11-03"},
		{"maltese day ta' month", "25 ta' Ottubru 2025", "mt", "2025-10-25"},
		{"khmer labels and digits", "ថ្ងៃពុធ ទី១២ ខែមីនា ឆ្នាំ២០២៥, ម៉ោង ១០:១៥", "km", "2025-03-12"},
		{"greek capitals drop the accent", "ΤΡΙΤΗ 3 ΦΕΒΡΟΥΑΡΙΟΥ 2026", "el", "2026-02-03"},
		{"greek abbreviated month", "Ενημερώθηκε 5 Μαΐ 2025", "el", "2025-05-05"},
		{"thai abbreviated month, buddhist era", "12 มี.ค. 2569 15:20 น.", "th", "2026-03-12"},
		{"thai full month, era marker", "วันพฤหัสบดีที่ 12 มีนาคม พ.ศ. 2569", "th", "2026-03-12"},
		{"thai digits, short era year", "๑๒ มี.ค. ๖๙", "th", "2026-03-12"},
		{"thai month, western year", "12 มีนาคม 2026", "th", "2026-03-12"},
		{"persian solar hijri date", "تاریخ انتشار: جمعه ۲۲ اسفند ۱۴۰۴ - ۱۰:۴۵", "fa", "2026-03-13"},
		{"persian date, last day of a leap year", "30 اسفند 1403", "fa", "2025-03-20"},
		{"persian date, autumn", "1 دی 1402", "fa", "2023-12-22"},
		{"year, month word and number in prose", "Posted in 2025 may 3 more stores open", "en", ""},
		{"year, month word and number in italian prose", "Il 2023 set 4 record", "it", ""},
		{"year, month and hour in german prose", "A 2024 Mai 14 Uhr Termin", "de", ""},
		{"life dates", "Aug. 4, 1934 – Feb. 27, 2026", "en", ""},
		{"span in words", "1 January 1950 to 31 December 2025", "en", ""},
		{"old date, then a publication", "Born 4 August 1934. Published 2 March 2026", "en", "2026-03-02"},
		{"igbo month", "24 Nọvemba 2025", "ig", "2025-11-24"},
		{"haitian creole month", "Pa Jean-Robert Pierre · 23 novanm 2025", "ht", "2025-11-23"},
		{"haitian creole out is august", "12 out 2025", "ht", "2025-08-12"},
		{"portuguese out is october", "12 out 2025", "pt", "2025-10-12"},
		{"kinyarwanda month", "kuya 26 Ugushyingo 2025 saa 10:15", "rw", "2025-11-26"},
		{"mongolian year first, words between", "2026 оны 10 сарын 15, 14:20", "mn", "2026-10-15"},
		{"mongolian ordinal month", "Нийтэлсэн: 2026 оны 3-р сарын 4-ний 09:10", "mn", "2026-03-04"},
		{"mongolian no such day", "2026 оны 2 сарын 30", "mn", ""},
		{"kazakh year first", "2025 жылғы 26 қараша, 14:20", "kk", "2025-11-26"},
		{"kyrgyz year first", "2025-жылдын 26-ноябры", "ky", "2025-11-26"},
		{"uzbek cyrillic year first", "2025 йил 26 ноябрь", "uz", "2025-11-26"},
		{"burmese digits, year first", "၂၀၂၅ ခုနှစ်၊ နိုဝင်ဘာလ ၂၄ ရက်", "my", "2025-11-24"},
		{"burmese month first", "ဩဂုတ် ၂၄၊ ၂၀၂၆", "my", "2026-08-24"},
		{"ethiopian calendar", "ሐሙስ ኅዳር 17 ቀን 2018 ዓ.ም", "am", "2025-11-26"},
		{"ethiopian calendar, comma", "መስከረም 1, 2016", "am", "2023-09-12"},
		{"ethiopian calendar, ethiopic comma", "አዲስ አበባ፣ ህዳር 17፣ 2018 (ኤፍ ቢ ሲ)", "am", "2025-11-26"},
		{"ethiopian calendar in numbers, era marked", "ቀን፡ 17/03/2018 ዓ.ም", "am", "2025-11-26"},
		{"ethiopian calendar in numbers, epagomenal day", "6/13/2015 ዓ.ም", "am", "2023-09-11"},
		{"ethiopian epagomenal day of a common year", "ጳጉሜ 6, 2017", "am", ""},
		{"tigrinya months are gregorian", "23 ሕዳር 2025", "ti", "2025-11-23"},
		{"ethiopian era marker on a tigrinya page", "ሕዳር 17 ቀን 2018 ዓ.ም", "ti", "2025-11-26"},
		{"recent year is gregorian", "23 ሕዳር 2025", "", "2025-11-23"},
		{"amharic day first is gregorian (bbc)", "14 መጋቢት 2018", "am", "2018-03-14"},
		{"amharic day first, era marked", "17 ኅዳር 2018 ዓ.ም", "am", "2025-11-26"},
		{"tajik month with izafat", "24 ноябри 2025", "tg", "2025-11-24"},
		{"sindhi month", "22 نومبر 2025", "sd", "2025-11-22"},
		{"urdu month", "3 دسمبر 2025", "ur", "2025-12-03"},
		{"haitian creole me is may", "3 me 2025", "ht", "2025-05-03"},
		{"igbo mee is may", "3 Mee 2025", "ig", "2025-05-03"},
		{"kinyarwanda mata is april", "3 Mata 2025", "rw", "2025-04-03"},
		{"portuguese mas is but", "no dia 3 mas 2025 foi pior", "pt", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, ok := p.FindInText(tc.in, tc.lang, dateTestNow)
			if tc.raw == "" {
				if ok {
					t.Errorf("FindInText(%q) = %s, want none", tc.in, d.Raw)
				}
				return
			}
			if !ok || d.Raw != tc.raw {
				t.Errorf("FindInText(%q) = %q %v, want %q", tc.in, d.Raw, ok, tc.raw)
			}
		})
	}
}

// TestDateParserFlags checks what a date says about its own reading:
// relative to now, or with day and month in a guessed order.
func TestDateParserFlags(t *testing.T) {
	p := NewDateParser()
	tests := []struct {
		in, lang          string
		relative, guessed bool
	}{
		{"vor 3 Stunden", "de", true, false},
		{"yesterday", "en", true, false},
		{"3. März 2026", "de", false, false},
		{"2024-05-03T15:47:42Z", "", false, false},
		{"11/01/2023 12:43:42", "de", false, true},
		{"02-12-2025", "en", false, true},
		{"01.11.2023", "de", false, false}, // dotted dates are day first everywhere
		{"25/01/2023", "en", false, false}, // only one order makes a date
		{"05/05/2023", "en", false, false}, // both orders make the same date
	}
	for _, tc := range tests {
		d, ok := p.FindInText(tc.in, tc.lang, dateTestNow)
		if !ok {
			t.Errorf("FindInText(%q) found nothing", tc.in)
			continue
		}
		if d.Relative != tc.relative || d.guessed != tc.guessed {
			t.Errorf("FindInText(%q): relative %v, guessed %v; want %v, %v", tc.in, d.Relative, d.guessed, tc.relative, tc.guessed)
		}
	}
}

// TestDateParserWithoutLib checks that leaving go-dateparser out changes
// nothing the scanners read.
func TestDateParserWithoutLib(t *testing.T) {
	p := NewDateParser()
	for _, in := range []string{"Veröffentlicht am 3. März 2026, 14:05 Uhr", "2024-05-03T15:47:42Z", "12.10.2026", "vor 3 Stunden"} {
		with, okWith := p.FindInText(in, "de", dateTestNow)
		without, okWithout := p.findInText(in, "de", dateTestNow, false)
		if okWithout && (!okWith || with != without) {
			t.Errorf("findInText(%q) without lib = %q, with = %q", in, without.Raw, with.Raw)
		}
	}
	if _, ok := p.findInText("vor 3 Stunden", "de", dateTestNow, false); ok {
		t.Error("a relative date was read without go-dateparser")
	}
}

// TestDateParserConcurrent runs parsers from several goroutines; with -race
// it checks that a DateParser may be shared.
func TestDateParserConcurrent(t *testing.T) {
	p := NewDateParser()
	inputs := []string{"2024-05-03T15:47:42+02:00", "3. März 2026", "vor 3 Stunden", "3 Μαΐου 2024"}
	done := make(chan struct{})
	for i := range 4 {
		go func() {
			defer func() { done <- struct{}{} }()
			for j := range 20 {
				if _, ok := p.Parse(inputs[(i+j)%len(inputs)], "", dateTestNow); !ok {
					t.Errorf("Parse(%q) failed", inputs[(i+j)%len(inputs)])
				}
			}
		}()
	}
	for range 4 {
		<-done
	}
}

func FuzzParseDate(f *testing.F) {
	for _, s := range []string{
		"2024-05-03T15:47:42.389+02:00", "2024-05-03", "Fri, 03 May 2024 15:47:42 GMT", "1714751262",
		"3. März 2026, 14:05 Uhr", "Thứ hai, 12/10/2026, 08:30 (GMT+7)", "2024年5月3日 15時47分",
		"May 3, 2024 at 3:47 pm EDT", "03/05/2024", "2024. 5. 3. 오후 3:47", "23:59 31.12.2025 +14:00",
		"00\xa9000012/10/2026,08:30(GMT", // once took go-dateparser most of a second
		"2026 оны 11 сарын 25, 14:20", "၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၂၄ ရက်", "ጳጉሜ 6, 2015 ኅዳር 17 ቀን 2019",
	} {
		f.Add(s, "")
		f.Add(s, "en")
	}
	p := NewDateParser()
	f.Fuzz(func(t *testing.T, s, lang string) {
		for _, parse := range []func(string, string, time.Time) (Date, bool){p.Parse, p.FindInText} {
			d, ok := parse(s, lang, dateTestNow)
			if !ok {
				continue
			}
			if d.Time.Location() != time.UTC {
				t.Fatalf("%q: Time %v not in UTC", s, d.Time)
			}
			if len(d.Raw) == 10 {
				if _, err := time.Parse(time.DateOnly, d.Raw); err != nil {
					t.Fatalf("%q: Raw %q: %v", s, d.Raw, err)
				}
				if d.HasZone {
					t.Fatalf("%q: date-only Raw %q with HasZone", s, d.Raw)
				}
				if got := d.Time.Format(time.DateOnly); got != d.Raw {
					t.Fatalf("%q: Raw %q but Time %v", s, d.Raw, d.Time)
				}
				continue
			}
			rt, err := time.Parse(time.RFC3339, d.Raw)
			if err != nil {
				t.Fatalf("%q: Raw %q: %v", s, d.Raw, err)
			}
			if !d.HasZone || !d.HasTime {
				t.Fatalf("%q: RFC 3339 Raw %q without time and zone flags", s, d.Raw)
			}
			if got := d.Time.In(rt.Location()).Format(time.DateOnly); got != d.Raw[:10] {
				t.Fatalf("%q: Raw %q but Time %v is %s there", s, d.Raw, d.Time, got)
			}
			if !rt.Equal(d.Time) {
				t.Fatalf("%q: Raw %q and Time %v are different instants", s, d.Raw, d.Time)
			}
		}
	})
}

func BenchmarkParseISO(b *testing.B) {
	p := NewDateParser()
	for b.Loop() {
		if _, ok := p.Parse("2024-05-03T15:47:42.389+02:00", "", dateTestNow); !ok {
			b.Fatal("no date")
		}
	}
}

func BenchmarkParseText(b *testing.B) {
	p := NewDateParser()
	for b.Loop() {
		if _, ok := p.FindInText("Veröffentlicht am 3. März 2026, 14:05 Uhr von Hans Müller", "de", dateTestNow); !ok {
			b.Fatal("no date")
		}
	}
}

// BenchmarkParseLibrary measures the go-dateparser fallback, for scale.
func BenchmarkParseLibrary(b *testing.B) {
	p := NewDateParser()
	for b.Loop() {
		if _, ok := p.Parse("3 Μαΐου 2024", "el", dateTestNow); !ok {
			b.Fatal("no date")
		}
	}
}

// goldCase holds the gold fields the tests of this package use.
type goldCase struct {
	ID        string    `json:"id"`
	Lang      string    `json:"lang"`
	Authors   *[]string `json:"authors"`
	Published *string   `json:"published"`
	Body      string    `json:"body"`
}

func TestDateParserCorpusGold(t *testing.T) {
	cases := corpustest.Cases[goldCase](t)
	p := NewDateParser()
	now := time.Now()
	n, good := 0, 0
	for _, c := range cases {
		if c.Published == nil {
			continue
		}
		gold := *c.Published
		n++
		d, ok := p.Parse(gold, c.Lang, now)
		if !ok || d.Raw[:10] != gold[:10] {
			t.Errorf("%s: Parse(%q) = %q %v", c.ID, gold, d.Raw, ok)
			continue
		}
		if len(gold) > 10 {
			want, err := time.Parse(time.RFC3339, gold)
			if err != nil {
				t.Fatalf("%s: gold %q is not RFC 3339: %v", c.ID, gold, err)
			}
			got, err := time.Parse(time.RFC3339, d.Raw)
			if err != nil || !d.HasZone {
				t.Errorf("%s: Parse(%q) lost the offset: %q", c.ID, gold, d.Raw)
				continue
			}
			_, wantOff := want.Zone()
			_, gotOff := got.Zone()
			if wantOff != gotOff || !got.Equal(want.Truncate(time.Second)) {
				t.Errorf("%s: Parse(%q) = %q, want the same instant and offset", c.ID, gold, d.Raw)
				continue
			}
		}
		good++
	}
	t.Logf("gold dates parsed: %d/%d", good, n)
}
