package extract

import "testing"

// TestChooseTitleUnspacedRewrite: in a script written without spaces
// between words (Thai here) a run between spaces is a phrase, and an h1
// rewording an SEO title joins the same words into other runs. Such an
// h1 shares the title's words inside its runs (runsInto) and is the
// headline shown; a section's name holding one of them is not.
func TestChooseTitleUnspacedRewrite(t *testing.T) {
	const seo = "กรุงเทพฯน้ำท่วมหนัก! ฝนตกต่อเนื่อง 5 เขต"
	head := `<title>` + seo + ` - ข่าวเมืองวันนี้</title><meta property="og:title" content="` + seo + `">` +
		`<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"` + seo + `"}</script>`
	tests := []struct {
		name, headline, want string
	}{
		{
			name:     "the h1 rewords the metadata title, sharing its words inside longer runs",
			headline: `<h1>ฝนตกต่อเนื่องทั้งคืน น้ำท่วมหนัก 5 เขตในกรุงเทพฯ กทม.เร่งระบายน้ำ</h1>`,
			want:     "ฝนตกต่อเนื่องทั้งคืน น้ำท่วมหนัก 5 เขตในกรุงเทพฯ กทม.เร่งระบายน้ำ",
		},
		{
			name:     "must not fire: an h1 of one run holding one of the title's words is a section's name",
			headline: `<h1>ข่าวน้ำท่วมหนักล่าสุด</h1>`,
			want:     seo,
		},
		{
			name:     "must not fire: an h1 sharing no word with the metadata title",
			headline: `<h1>ตลาดหุ้นไทยปิดบวก นักลงทุนต่างชาติซื้อสุทธิ 3 วันติด</h1>`,
			want:     seo,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, _, err := ParseHTML([]byte(titlePage(head, "", tt.headline)), "")
			if err != nil {
				t.Fatal(err)
			}
			if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != tt.want {
				t.Errorf("title = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestRunsInto: only runs of an unspaced script hold one another; in a
// spaced script a word's start is often another word ("count" of
// "country"), and a short run (under four runes) is no evidence.
func TestRunsInto(t *testing.T) {
	tests := []struct {
		w    string
		mw   []string
		want bool
	}{
		{"เชียงใหม่เกินมาตรฐาน", []string{"เกินมาตรฐาน"}, true},
		{"ฝุ่น", []string{"เชียงใหม่ฝุ่นพุ่ง"}, true},
		{"country", []string{"count"}, false},
		{"เขตในกรุง", []string{"เขต"}, false},
	}
	for _, tt := range tests {
		mw := map[string]bool{}
		for _, m := range tt.mw {
			mw[m] = true
		}
		if got := runsInto(tt.w, mw); got != tt.want {
			t.Errorf("runsInto(%q, %q) = %v, want %v", tt.w, tt.mw, got, tt.want)
		}
	}
}
