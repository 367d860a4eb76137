package extract

import (
	"testing"
	"time"
)

// TestMalaySiangIsDaytime: "siang" is the day's middle (about 10 to
// 15), never the night; "pukul 10.30 siang", as Indonesian sites write a
// late morning, is 10:30, not 22:30. ("sore"/"petang" are the
// afternoon, so 1-11 move on by twelve; "siang" only 1-6.) And the
// words are Malay and Indonesian: an English page's "10:30 Sore throat
// …" is 10:30.
func TestMalaySiangIsDaytime(t *testing.T) {
	p := NewDateParser()
	now := time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct{ in, lang, want string }{
		{"Rabu, 25 November 2026, pukul 10.30 siang", "id", "2026-11-25T10:30:00Z"},
		{"Rabu, 25 November 2026 10:00 Siang", "id", "2026-11-25T10:00:00Z"},
		{"Rabu, 25 November 2026, 1.15 siang", "id", "2026-11-25T13:15:00Z"},
		// On a page in another language the word after the time is a
		// word of the text, not a Malay part of the day.
		{"November 25, 2026 10:30 Sore throat cases rise in schools", "en", "2026-11-25T10:30:00Z"},
		{"25.11.2026 07:45 Sore Muskeln nach dem Marathon", "de", "2026-11-25T07:45:00Z"},
	} {
		d, ok := p.findInText(c.in, c.lang, now, false)
		if got := d.Time.UTC().Format(time.RFC3339); !ok || got != c.want {
			t.Errorf("findInText(%q, %s) = %s, %v; want %s", c.in, c.lang, got, ok, c.want)
		}
	}
}
