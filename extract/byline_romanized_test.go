package extract

import (
	"slices"
	"testing"
)

// TestRomanizedByline checks that a byline naming metadata's Latin-letter
// author in the page's own script, as a link to an author page whose
// address spells the Latin name, is the author as shown (probe51: an
// Arabic Arc page, "العين: <a href=/authors/sara-al-mansouri/>سارة
// المنصوري</a>" beside JSON-LD's "Sara Al Mansouri", who is named in
// Latin letters in the bio box too). A link to another author's page
// names someone else: metadata's author stays.
func TestRomanizedByline(t *testing.T) {
	page := func(byline string) string {
		return `<html lang="ar" dir="rtl"><head><title>مسارات الدراجات في العين</title>
<meta name="author" content="Sara Al Mansouri"><meta property="og:site_name" content="الخليج اليوم">
<script type="application/ld+json">{"@type":"NewsArticle","headline":"مسارات الدراجات في العين","author":[{"@type":"Person","name":"Sara Al Mansouri","url":"https://example.ae/authors/sara-al-mansouri/"}]}</script>
</head><body><article><h1>مسارات الدراجات في العين</h1><div class="b-byline">` + byline + `</div>
<p>أعلنت بلدية مدينة العين عن خطة لإضافة ثمانية وأربعين كيلومتراً من مسارات الدراجات الهوائية بحلول عام ألفين وسبعة وعشرين في عدة مناطق سكنية.</p>
<p>وتشمل المرحلة الأولى مسارات في الجيمي والمقام وزاخر، على أن تربط الأحياء السكنية بالحدائق والمدارس ومراكز التسوق القريبة منها.</p>
<p>وقالت البلدية إن المسارات الجديدة ستكون مظللة ومضاءة ليلاً، وإن العمل سيبدأ في الربع الأول من العام المقبل بعد طرح المناقصات.</p>
<div class="b-author-bio"><a class="b-author-bio__name" href="/authors/sara-al-mansouri/">Sara Al Mansouri</a><p>محررة في قسم الإمارات.</p></div></article></body></html>`
	}
	for _, tc := range []struct {
		name, byline string
		want         []string
	}{
		{"the metadata's name in arabic", `<span class="ts-byline__location">العين: </span><a class="ts-byline__names" href="/authors/sara-al-mansouri/">سارة المنصوري</a>`,
			[]string{"سارة المنصوري"}},
		{"another author's page", `<span class="ts-byline__location">العين: </span><a class="ts-byline__names" href="/authors/mariam-al-hashimi/">مريم الهاشمي</a>`,
			[]string{"Sara Al Mansouri"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, got, _ := bylinePage(t, page(tc.byline)); !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
