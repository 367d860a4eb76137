package extract_test

import "testing"

// TestBookAuthorNoByline: a Japanese book review names the reviewed
// book's author in its info box ("著者：村上春樹", the author of a book;
// an article's writer is 筆者/執筆/文): that is no byline of the page.
func TestBookAuthorNoByline(t *testing.T) {
	page := `<html lang="ja"><head><title>書評：港の冬</title></head><body><article><h1>書評：港の冬を描く長編小説</h1>
<div class="bookinfo"><p>書名：『港の冬』　著者：村上春樹　出版社：港出版</p></div>
<p>港町の冬を舞台にしたこの長編は、夜の連絡船に乗る人々の暮らしを静かに描いている。読み進めるうちに、島と本土を結ぶ船が登場人物それぞれの人生をつないでいることがわかってくる。</p>
<p>物語の中心にいるのは、最終便の時刻に合わせて働く若い船員だ。彼の目を通して、冬の海の厳しさと、そこで暮らす人々の温かさが丁寧に書き込まれている。</p>
<p>終盤、嵐の夜の場面では、それまで積み重ねられた小さな出来事が一つにまとまり、読者は深い余韻とともに本を閉じることになるだろう。</p>
</article></body></html>`
	art := coldExtract(t, "https://shohyo.example/review/2026/minato-no-fuyu", page)
	if len(art.Authors) != 0 {
		t.Errorf("authors %q, want none: 著者 names the reviewed book's author", art.Authors)
	}
}
