package extract

import "testing"

// TestAuthorPageLinksDatedAndJoined checks a theme's author links joined
// by the page language's "and" and followed, in the same element, by the
// date set apart with a dash ("Oleh <a>A</a> dan <a>B</a> - November 19,
// 2026 @ 4:05pm", probe70): the page's list wins over metadata naming
// only A. Words after the links that are no date still make another kind
// of box, and so does a date that is not set apart by a mark.
func TestAuthorPageLinksDatedAndJoined(t *testing.T) {
	head := `<html lang="ms"><head><title>Banjir di Kelantan</title><meta name="author" content="Ahmad Faiz Rosli"></head>
<body><article><h1>Banjir di Kelantan</h1>`
	tests := []bylineCase{
		{"Malay dan and a dated tail", `<div class="byline">Oleh <a href="/author/ahmad-faiz">Ahmad Faiz Rosli</a> dan <a href="/author/siti-hajar">Siti Hajar Mahmud</a> - November 19, 2026 @ 4:05pm</div>`,
			[]string{"Ahmad Faiz Rosli", "Siti Hajar Mahmud"}},
		{"a reviewer before the dated tail", `<div class="byline">Oleh <a href="/author/ahmad-faiz">Ahmad Faiz Rosli</a> disemak oleh <a href="/author/siti-hajar">Siti Hajar Mahmud</a> - November 19, 2026</div>`,
			[]string{"Ahmad Faiz Rosli"}},
		{"words after the links, no date", `<div class="byline">Oleh <a href="/author/ahmad-faiz">Ahmad Faiz Rosli</a> dan <a href="/author/siti-hajar">Siti Hajar Mahmud</a> - Profil penuh</div>`,
			[]string{"Ahmad Faiz Rosli"}},
	}
	checkBylineCases(t, head, tests)
}
