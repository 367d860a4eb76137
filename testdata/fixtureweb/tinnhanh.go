package fixtureweb

import (
	"fmt"
	"strings"
)

// tinNhanh is a Vietnamese site in the style of big Vietnamese news
// portals: class-named divs, the date as Vietnamese text with GMT+7, the
// author as a bold line at the end of the body, some OpenGraph meta but no
// JSON-LD. It answers conditional GETs by Last-Modified.
type tinNhanh struct{}

var viWeekdays = []string{"Chủ nhật", "Thứ hai", "Thứ ba", "Thứ tư", "Thứ năm", "Thứ sáu", "Thứ bảy"}

func (tinNhanh) homePath(page int) string {
	if page == 1 {
		return "/"
	}
	return fmt.Sprintf("/trang-%d", page)
}

func (tinNhanh) sectionPath(sec string, page int) string {
	if page == 1 {
		return "/" + sec
	}
	return fmt.Sprintf("/%s-p%d", sec, page)
}

func (tinNhanh) articlePath(a *Article) string { return fmt.Sprintf("/%s-%d.html", a.Slug, a.ID) }
func (tinNhanh) feedPath() string              { return "/rss/tin-moi-nhat.rss" }
func (tinNhanh) validators() string            { return "last-modified" }
func (tinNhanh) sitemapIndex() bool            { return false }

func (t tinNhanh) head(s *site, title, desc string) string {
	return `<!DOCTYPE html>
<html lang="vi"><head><meta charset="utf-8"><title>` + esc(title) + `</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="` + esc(desc) + `">
<meta property="og:site_name" content="Tin Nhanh">
<link rel="alternate" type="application/rss+xml" title="Tin mới nhất" href="` + t.feedPath() + `">
<link rel="stylesheet" href="/static/css/main.css">
<script>window.dataLayer=window.dataLayer||[];</script>
</head><body>
<header class="header"><div class="container"><a class="logo" href="/">Tin Nhanh</a>
<nav class="main-nav"><ul class="parent">` + t.nav(s) + `</ul></nav>
<form class="search" action="/search"><input name="q" placeholder="Tìm kiếm"></form></div></header>
<div class="banner-top banner-ads"><a href="https://ads.example.net/click?id=11">Quảng cáo: Vay tiêu dùng lãi suất 0%</a></div>
`
}

func (tinNhanh) nav(s *site) string {
	var b strings.Builder
	b.WriteString(`<li class="home"><a href="/">Trang chủ</a></li>`)
	for _, sec := range s.sections {
		fmt.Fprintf(&b, `<li><a href="/%s" title="%s">%s</a></li>`, sec.Slug, esc(sec.Name), esc(sec.Name))
	}
	return b.String()
}

func (tinNhanh) foot() string {
	return `<footer class="footer"><div class="container">
<p class="copyright">© Bản quyền thuộc về Tin Nhanh. Cấm sao chép dưới mọi hình thức nếu không có sự chấp thuận bằng văn bản.</p>
<p><a href="/lien-he">Liên hệ</a> · <a href="https://partner.example.org/">Đối tác</a> · <a href="mailto:toasoan@tinnhanh.byline.test">Gửi bài</a></p>
</div></footer></body></html>`
}

func viDate(a *Article) string {
	t := a.Published
	return fmt.Sprintf("%s, %s, %s (GMT+7)", viWeekdays[t.Weekday()], t.Format("2/1/2006"), t.Format("15:04"))
}

func (t tinNhanh) listing(s *site, l listing) string {
	var b strings.Builder
	title := "Tin Nhanh - Tin tức mới nhất"
	if l.section != "" {
		title = l.title + " - Tin Nhanh"
	}
	b.WriteString(t.head(s, title, "Tin tức nhanh và chính xác"))
	b.WriteString(`<section class="section section-list"><div class="container"><div class="col-left">`)
	if l.section != "" {
		fmt.Fprintf(&b, `<h1 class="title-folder"><a href="/%s">%s</a></h1>`, l.section, esc(l.title))
	}
	for i, a := range l.items {
		cls := "item-news item-news-common"
		if i == 0 && l.page == 1 {
			cls = "item-news full-thumb article-topstory"
		}
		fmt.Fprintf(&b, `<article class="%s"><h3 class="title-news"><a href="%s" title="%s">%s</a></h3>
<div class="thumb-art"><a href="%s"><img src="/img/%d.jpg" alt="%s"></a></div>
<p class="description"><a href="%s">%s</a></p></article>
`, cls, t.articlePath(a), esc(a.Title), esc(a.Title), t.articlePath(a), a.ID, esc(a.Title), t.articlePath(a), esc(a.Lead))
	}
	b.WriteString(`<div class="button-page">`)
	if l.prev != "" {
		fmt.Fprintf(&b, `<a class="btn-page prev-page" href="%s">Trang trước</a>`, l.prev)
	}
	if l.next != "" {
		fmt.Fprintf(&b, `<a class="btn-page next-page" href="%s">Trang sau</a>`, l.next)
	}
	b.WriteString(`</div></div><div class="col-right"><div class="banner-ads">Quảng cáo</div></div></div></section>`)
	b.WriteString(t.foot())
	return b.String()
}

func (t tinNhanh) article(s *site, a *Article) string {
	var b strings.Builder
	b.WriteString(t.head(s, a.Title+" - Tin Nhanh", a.Lead))
	b.WriteString(`<section class="section page-detail top-detail"><div class="container"><div class="sidebar-1">`)
	fmt.Fprintf(&b, `<div class="header-content width_common"><ul class="breadcrumb"><li><a href="/%s">%s</a></li></ul><span class="date">%s</span></div>
<h1 class="title-detail">%s</h1>
<p class="description">%s</p>
<article class="fck_detail">
`, a.Section, esc(s.sectionName(a.Section)), viDate(a), esc(a.Title), esc(a.Lead))
	for i, p := range a.Paras {
		if h, ok := a.Subheads[i]; ok {
			fmt.Fprintf(&b, "<h2 class=\"Normal\"><strong>%s</strong></h2>\n", esc(h))
		}
		if i == 1 {
			fmt.Fprintf(&b, `<figure class="tplCaption"><img src="/img/%d-1.jpg" alt=""><figcaption><p class="Image">Ảnh minh họa. Ảnh: %s</p></figcaption></figure>`+"\n", a.ID, esc(a.Authors[0]))
		}
		fmt.Fprintf(&b, "<p class=\"Normal\">%s</p>\n", esc(p))
	}
	fmt.Fprintf(&b, `<p class="Normal" style="text-align:right;"><strong>%s</strong></p>
</article>
<div class="footer-content"><div class="social_share"><a class="btn_facebook" href="#">Chia sẻ</a><a class="btn_copy" href="#">Sao chép liên kết</a></div>
<div class="tags"><h4>Chủ đề:</h4>`, esc(strings.Join(a.Authors, " - ")))
	for _, tag := range a.Tags {
		fmt.Fprintf(&b, `<span class="item-tag">%s</span> `, esc(tag))
	}
	b.WriteString(`</div></div><div class="box-tinlienquan"><h3>Tin liên quan</h3><ul>`)
	for _, r := range related(s, a, 3) {
		fmt.Fprintf(&b, `<li><a href="%s">%s</a></li>`, t.articlePath(r), esc(r.Title))
	}
	b.WriteString(`</ul></div></div><div class="sidebar-2"><div class="banner-ads">Quảng cáo</div>
<div class="box-category"><h3>Xem nhiều</h3><ul>`)
	for _, r := range related(s, a, 4) {
		fmt.Fprintf(&b, `<li><a href="%s">%s</a></li>`, t.articlePath(r), esc(r.Title))
	}
	b.WriteString(`</ul></div></div></div></section>`)
	b.WriteString(t.foot())
	return b.String()
}

// related returns up to n other articles of a's section, then of the site.
func related(s *site, a *Article, n int) []*Article {
	var out []*Article
	for _, pass := range []bool{true, false} {
		for _, o := range s.articles {
			if len(out) == n {
				return out
			}
			if o == a || (o.Section == a.Section) != pass {
				continue
			}
			out = append(out, o)
		}
	}
	return out
}

func (t tinNhanh) extras(s *site) map[string]string {
	return map[string]string{"/lien-he": infoPage("vi", "Liên hệ", "Tòa soạn Tin Nhanh, số 1 phố Tràng Tiền, Hà Nội. Điện thoại: 024 0000 0000.", "/")}
}
