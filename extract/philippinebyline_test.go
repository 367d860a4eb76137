package extract

import (
	"slices"
	"testing"
)

// TestPhilippineNiByline checks that "Ni" opens a byline on a page
// declared in Cebuano (and other Philippine languages) as on a Tagalog
// one: under the site's own WordPress account, the reporter who signs
// the text's first line is the author (probe30).
func TestPhilippineNiByline(t *testing.T) {
	for _, lang := range []string{"ceb", "hil", "tl"} {
		page := `<html lang="` + lang + `"><head><title>Budget vote</title><meta property="og:locale" content="en_US">
<meta property="og:site_name" content="Balita Sugbo"><meta name="author" content="balitasugbo"></head>
<body><article><h1>Budget vote</h1><ul class="entry-meta"><li class="meta-author"><a href="/author/balitasugbo/" rel="author">balitasugbo</a></li></ul>
<div class="entry-content"><p><strong>Ni Maricel Dela Peña</strong></p>` + bylineBody + `</div></article></body></html>`
		if _, got, _ := bylinePage(t, page); !slices.Equal(got, []string{"Maricel Dela Peña"}) {
			t.Errorf("lang %s: got %q, want [Maricel Dela Peña]", lang, got)
		}
	}
}
