package extract

import (
	"testing"
	"time"
)

// TestDateYearFirstNotPastNextYear checks that a short numeric date in
// Chinese whose first part cannot be a recent year but can be a day is
// read day first ("31/10/26", as Hong Kong and Malaysian Chinese pages
// write), and so is one written with slashes on a Hong Kong, Macau,
// Malaysian or Singaporean page whose first part could be a recent year
// ("19/11/26"), while gnuboard's "26-11-19", a mainland page's
// "25/11/18" and an old post's "99-11-19" stay year first.
func TestDateYearFirstNotPastNextYear(t *testing.T) {
	p := NewDateParser()
	now := time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct{ in, lang, want string }{
		{"更新：31/10/26 14:22", "zh", "2026-10-31"},
		{"更新：19/11/26 14:22", "zh-HK", "2026-11-19"},
		{"更新：19/11/26 14:22", "zh-Hant-HK", "2026-11-19"},
		{"發佈：19/11/26", "zh-MY", "2026-11-19"},
		{"发布 25/11/18 09:30", "zh-CN", "2025-11-18"},
		{"更新：19-11-26 14:22", "zh-HK", "2019-11-26"},
		{"作成 28-10-26", "ja", "2026-10-28"},
		{"작성일 26-11-19 14:22", "ko", "2026-11-19"},
		{"작성일 99-11-19 14:22", "ko", "1999-11-19"},
	} {
		d, ok := p.FindInText(c.in, c.lang, now)
		if got := d.Time.Format(time.DateOnly); !ok || got != c.want {
			t.Errorf("FindInText(%q, %s) = %s, %v; want %s", c.in, c.lang, got, ok, c.want)
		}
	}
}
