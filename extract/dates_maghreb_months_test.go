package extract

import (
	"strings"
	"testing"
	"time"
)

// TestMaghrebArabicMonths: Moroccan and Algerian sites name the months
// after French ("نونبر", November; "غشت", August), not the Mashriq
// "نوفمبر": they read as dates like the others.
func TestMaghrebArabicMonths(t *testing.T) {
	p := NewDateParser()
	now := time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct{ in, want string }{
		{"الثلاثاء 10 نونبر 2026 - 14:20", "2026-11-10"},
		{"3 دجنبر 2025", "2025-12-03"},
		{"15 شتنبر 2026", "2026-09-15"},
		{"20 غشت 2026", "2026-08-20"},
		{"4 يوليوز 2026", "2026-07-04"},
		{"نونبر هو شهر الأمطار", ""}, // a month name without a day is no date
	} {
		d, ok := p.findInText(c.in, "ar", now, false)
		if got := d.Time.Format(time.DateOnly); ok != (c.want != "") || ok && got != c.want {
			t.Errorf("findInText(%q) = %s, %v; want %q", c.in, got, ok, c.want)
		}
	}
}

// TestMaghrebHeaderTodayNotPublished: the site header's date of today,
// in the same month names, is no publication date: the article's line
// under the headline is.
func TestMaghrebHeaderTodayNotPublished(t *testing.T) {
	page := `<!doctype html><html lang="ar" dir="rtl"><head><title>مشروع لتأهيل الكورنيش</title></head><body>` +
		`<header><a class="logo" href="/">الموقع</a><nav><a href="/a">وطنية</a> <a href="/b">اقتصاد</a></nav><div class="date-today">الثلاثاء 20 أكتوبر 2026</div></header>` +
		`<main><article><h1>مشروع لتأهيل الكورنيش</h1>` +
		`<div class="post-meta"><span class="author">بقلم: يوسف العلوي</span> <span class="date">الثلاثاء 15 شتنبر 2026 - 14:20</span></div><div class="body">` +
		strings.Repeat("<p>"+strings.Repeat("أعلنت الجماعة عن إطلاق مشروع لتأهيل الكورنيش على طول ثلاثة كيلومترات بكلفة كبيرة. ", 3)+"</p>", 6) +
		`</div></article></main></body></html>`
	checkPublishedDays(t, "https://www.example.ma/city/corniche-project/", []publishedCase{
		{"header today, article date below the headline", page, "2026-09-15"},
	})
}
