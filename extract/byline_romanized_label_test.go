package extract

import (
	"slices"
	"testing"
)

// TestRomanizedBylineNotAName checks that a link to metadata's author's
// page whose text is no name ("صفحة الكاتبة", the writer's page;
// "مقالات الكاتبة", the writer's articles; a job title; "Все статьи
// автора") does not replace metadata's Latin name: the slug names the
// author, the link text need not.
func TestRomanizedBylineNotAName(t *testing.T) {
	ar := func(byline string) string {
		return `<html lang="ar" dir="rtl"><head><title>مسارات الدراجات في العين</title>
<meta name="author" content="Sara Al Mansouri">
<script type="application/ld+json">{"@type":"NewsArticle","headline":"مسارات الدراجات في العين","author":[{"@type":"Person","name":"Sara Al Mansouri"}]}</script>
</head><body><article><h1>مسارات الدراجات في العين</h1><div class="b-byline"><span class="ts-byline__location">العين: </span>` + byline + `</div>
<p>أعلنت بلدية مدينة العين عن خطة لإضافة ثمانية وأربعين كيلومتراً من مسارات الدراجات الهوائية بحلول عام ألفين وسبعة وعشرين في عدة مناطق سكنية.</p>
<p>وتشمل المرحلة الأولى مسارات في الجيمي والمقام وزاخر، على أن تربط الأحياء السكنية بالحدائق والمدارس ومراكز التسوق القريبة منها.</p>
<p>وقالت البلدية إن المسارات الجديدة ستكون مظللة ومضاءة ليلاً، وإن العمل سيبدأ في الربع الأول من العام المقبل بعد طرح المناقصات.</p>
<div class="b-author-bio"><a class="b-author-bio__name" href="/authors/sara-al-mansouri/">Sara Al Mansouri</a><p>محررة في قسم الإمارات.</p></div></article></body></html>`
	}
	ru := func(byline string) string {
		return `<html lang="ru"><head><title>Велодорожки в Казани</title>
<meta name="author" content="Ivan Petrov">
<script type="application/ld+json">{"@type":"NewsArticle","headline":"Велодорожки в Казани","author":[{"@type":"Person","name":"Ivan Petrov"}]}</script>
</head><body><article><h1>Велодорожки в Казани</h1><div class="b-byline">` + byline + `</div>
<p>Мэрия Казани объявила о планах проложить сорок восемь километров велодорожек к 2027 году в нескольких жилых районах города.</p>
<p>Первый этап охватит Приволжский и Советский районы: дорожки свяжут жилые кварталы с парками, школами и торговыми центрами.</p>
<p>Новые дорожки будут освещены, а работы начнутся в первом квартале следующего года после проведения конкурсных процедур.</p>
<div class="b-author-bio"><a href="/authors/ivan-petrov/">Ivan Petrov</a><p>Корреспондент отдела городских новостей.</p></div></article></body></html>`
	}
	for _, tc := range []struct {
		name, page string
		want       []string
	}{
		{"the writer's page", ar(`<a href="/authors/sara-al-mansouri/">صفحة الكاتبة</a>`), []string{"Sara Al Mansouri"}},
		{"the writer's articles", ar(`<a href="/authors/sara-al-mansouri/">مقالات الكاتبة</a>`), []string{"Sara Al Mansouri"}},
		{"a job title", ar(`<a href="/authors/sara-al-mansouri/">محررة الشؤون المحلية</a>`), []string{"Sara Al Mansouri"}},
		{"all the author's articles", ru(`<a href="/authors/ivan-petrov/">Все статьи автора</a>`), []string{"Ivan Petrov"}},
		{"the name in cyrillic", ru(`<a href="/authors/ivan-petrov/">Иван Петров</a>`), []string{"Иван Петров"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, got, _ := bylinePage(t, tc.page); !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
