package extract

import (
	"testing"
	"time"
)

// TestDateMalayDayParts checks that the Malay and Indonesian parts of
// the day after a clock time (pagi, siang, petang, sore, malam, tengah
// hari, tengah malam) give the 24-hour time: "5:45 petang" is 17:45,
// "8.00 malam" 20:00, "12.00 tengah malam" midnight, while "10.05 pagi"
// and "11.30 siang" stay where they are. The last cases must not move:
// a word merely starting with a part's letters ("pagina"), a clock
// with no part after it, and a part's word on a page in another
// language ("10:30 Sore throat …").
func TestDateMalayDayParts(t *testing.T) {
	p := NewDateParser()
	now := time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct{ in, lang, want string }{
		{"25 November 2026, 5:45 petang", "ms", "2026-11-25T17:45:00Z"},
		{"25 November 2026, pukul 5:45 petang", "ms", "2026-11-25T17:45:00Z"},
		{"25 November 2026, 7:10 malam", "ms", "2026-11-25T19:10:00Z"},
		{"25 November 2026, 12:15 tengah malam", "ms", "2026-11-25T00:15:00Z"},
		{"25 November 2026, 10.05 pagi", "ms", "2026-11-25T10:05:00Z"},
		{"25 November 2026, 12.30 pagi", "ms", "2026-11-25T00:30:00Z"},
		{"Rabu, 25 November 2026, 1.15 siang", "id", "2026-11-25T13:15:00Z"},
		{"Rabu, 25 November 2026, 11.30 siang", "id", "2026-11-25T11:30:00Z"},
		{"Rabu, 25 November 2026, 4.20 Sore", "id", "2026-11-25T16:20:00Z"},
		{"25 November 2026, 12.05 tengah hari", "ms", "2026-11-25T12:05:00Z"},

		// "siang" is the day's middle, never the night: 1-6 move on by
		// twelve, the late morning stays ("pukul 10.30 siang" is 10:30).
		{"Rabu, 25 November 2026, pukul 10.30 siang", "id", "2026-11-25T10:30:00Z"},
		{"Rabu, 25 November 2026 10:00 Siang", "id", "2026-11-25T10:00:00Z"},

		{"25 November 2026, 5:45 paginated", "en", "2026-11-25T05:45:00Z"},
		// On a page in another language the word after the time is a
		// word of the text, not a Malay part of the day.
		{"November 25, 2026 10:30 Sore throat cases rise in schools", "en", "2026-11-25T10:30:00Z"},
		{"25.11.2026 07:45 Sore Muskeln nach dem Marathon", "de", "2026-11-25T07:45:00Z"},
		{"25 November 2026, 5:45", "ms", "2026-11-25T05:45:00Z"},
	} {
		d, ok := p.findInText(c.in, c.lang, now, false)
		if got := d.Time.UTC().Format(time.RFC3339); !ok || got != c.want {
			t.Errorf("findInText(%q, %s) = %s, %v; want %s", c.in, c.lang, got, ok, c.want)
		}
	}
}
