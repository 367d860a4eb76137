package extract_test

import "testing"

// TestTitleOutletSuffixIsSiteName: a page with no heading and no
// og:site_name titles itself "Section › Section › Headline | Name
// Online", the name the host's with a word calling it a news outlet
// (outletWords): the suffix is the site's name, and the headline the
// breadcrumb's last step without it. A suffix of the host's name and
// another word is no site name, and stays.
func TestTitleOutletSuffixIsSiteName(t *testing.T) {
	const headline = "Harbour ferry returns after its winter break"
	page := func(suffix string) string {
		return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>News › Local › ` + headline + suffix +
			`</title></head><body><header><a href="/"><img src="/logo.png" alt=""></a></header><main><article>` +
			`<p class="crumbs"><a href="/news/">News</a> › <a href="/news/local/">Local</a></p>` + coldStory + `</article></main></body></html>`
	}
	for _, tt := range []struct{ suffix, want string }{
		{" | Cantorgate Online", headline},
		{" | Cantorgate Nachrichten", headline},
		// Must not fire: the host's name and another word.
		{" | Cantorgate Council", "News › Local › " + headline + " | Cantorgate Council"},
	} {
		if got := coldExtract(t, "https://www.cantorgate.example/news/local/ferry-returns", page(tt.suffix)).Title; got != tt.want {
			t.Errorf("suffix %q: title %q, want %q", tt.suffix, got, tt.want)
		}
	}
}
