package extract

import (
	"slices"
	"strings"
	"testing"
)

// The body rules probe50's and probe51's blind misses asked for: a
// follow ask in Chinese, an author card's bio without a verb, a loose
// caption under a picture pasted mid-story, a related box's label left
// alone, and a follow ask naming two networks.

// TestBodyDropsChineseFollowAsk checks that a closing "follow us" line in
// Chinese, traditional or simplified, goes, while a story's sentence
// about a network that asks no one to follow stays.
func TestBodyDropsChineseFollowAsk(t *testing.T) {
	checkFollowPrompts(t, []string{"追蹤我們的Instagram及Facebook專頁：九龍郵報 Kowloon Post", "欢迎关注我们的微博和Facebook账号"},
		[]string{"警方表示，疑犯曾在Instagram上載多段影片，追蹤事主的行蹤。", "該店於Facebook專頁宣布結業，不少熟客留言表示不捨。"})
}

// checkFollowPrompts checks that isFollowPrompt reads every line of asks
// as a follow ask and none of stories.
func checkFollowPrompts(t *testing.T, asks, stories []string) {
	t.Helper()
	for _, s := range append(asks, stories...) {
		want := slices.Contains(asks, s)
		if got := isFollowPrompt(strings.ToLower(s)); got != want {
			t.Errorf("isFollowPrompt(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestBodyDropsFollowOnTwoNetworks checks that "Follow <site> on <a
// network> and <another> for …" goes as the one-network ask does, while
// a tip that goes on after the networks stays.
func TestBodyDropsFollowOnTwoNetworks(t *testing.T) {
	checkFollowPrompts(t, []string{
		"Follow The Deccan Ledger on Google News and WhatsApp for the latest updates.",
		"Follow The Harbour Times on Instagram & TikTok.",
	}, []string{
		"Follow the coastal path on Instagram and you will see why the council closed it",
		"Follow Anna Berg on Instagram and Threads after the final were her coach's words to the press.",
	})
}

// TestBodyDropsNamedCardBio checks that the closing paragraph of an
// author card, set right after the byline's name in an element of its
// own, goes though it says who the author is without a verb ("Ege
// Postası İzmir muhabiri."), while a closing paragraph after a name
// that is not the author's stays.
func TestBodyDropsNamedCardBio(t *testing.T) {
	bio := "Ege Postası İzmir muhabiri. Şehir, ulaşım ve yerel yönetimler üzerine haberler yapıyor."
	page := func(name string) string {
		return `<html><body><article><h1>Vapur seferleri uzatıldı</h1><p>` + boundsProse + `</p><p>` + boundsProse + `</p>` +
			`<div class="card"><img src="/a.jpg" alt=""><div><strong>` + name + `</strong><p>` + bio + `</p></div></div></article></body></html>`
	}
	if body := boundsBody(t, page("Elif Yıldız"), "Vapur seferleri uzatıldı", []string{"elif yıldız"}); strings.Contains(body, "muhabiri") {
		t.Errorf("the author card's bio stayed:\n%s", body)
	}
	if body := boundsBody(t, page("Mert Aydın"), "Vapur seferleri uzatıldı", []string{"elif yıldız"}); !strings.Contains(body, "muhabiri") {
		t.Errorf("a paragraph after another person's name left:\n%s", body)
	}
}

// TestBodyDropsLooseCaption checks that a caption set as a paragraph of
// its own right under a picture pasted mid-story, followed by a photo
// credit, goes, while a line under a picture with no credit after it
// (a blog's own words), an italic standfirst under the lead picture and
// a story paragraph opening with "Foto" stay.
func TestBodyDropsLooseCaption(t *testing.T) {
	pic := `<div style="text-align:center;"><a href="/uploads/autobuz.jpg" class="highslide"><img src="/uploads/thumbs/autobuz.jpg" alt=""></a></div>`
	page := func(mid string) string {
		return `<html><body><article><h1>Autobuze electrice pe linia 20</h1><p>` + boundsProse + `</p>` + mid + `<p>` + boundsProse + `</p><p>` + boundsProse + `</p></article></body></html>`
	}
	for _, tc := range []struct {
		name, page, line string
		keep             bool
	}{
		{"italic caption before a credit", page(pic + `<p style="text-align:center;"><em>Unul dintre noile autobuze, la depoul din Bartolomeu</em></p><p style="text-align:center;">Foto: Mihai Stan</p>`), "Unul dintre noile autobuze", false},
		{"italic line under a picture, no credit", page(pic + `<p><em>Unul dintre noile autobuze, la depoul din Bartolomeu</em></p>`), "Unul dintre noile autobuze", true},
		{"caption before a credit", page(pic + `<p>Unul dintre noile autobuze, la depoul din Bartolomeu</p><p>Foto: Mihai Stan</p>`), "Unul dintre noile autobuze", false},
		{"plain paragraph under a picture", page(pic + `<p>Noile autobuze au fost testate două săptămâni pe traseul spre Poiana.</p>`), "Noile autobuze au fost testate", true},
		{"italic standfirst under the lead picture", `<html><body><article><h1>Autobuze electrice pe linia 20</h1>` + pic +
			`<p><em>Regia de transport înlocuiește autobuzele diesel de pe linia 20.</em></p><p>` + boundsProse + `</p><p>` + boundsProse + `</p></article></body></html>`, "Regia de transport", true},
		{"story paragraph opening with Foto", page(`<p>Fotografii de la inaugurare au fost publicate joi de primărie, împreună cu programul noilor curse.</p>`), "Fotografii de la inaugurare", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			body := boundsBody(t, tc.page, "Autobuze electrice pe linia 20", nil)
			if strings.Contains(body, tc.line) != tc.keep {
				t.Errorf("%q kept = %v, want %v:\n%s", tc.line, !tc.keep, tc.keep, body)
			}
		})
	}
}

// TestBodyDropsRelatedBoxLabel checks that a related box's label left on
// its own when its list of headlines goes ("ALSO READ", "Citește și")
// leaves too, while the same word alone, with no story link beside it,
// stays.
func TestBodyDropsRelatedBoxLabel(t *testing.T) {
	box := func(label string) string {
		return `<div class="also-read"><span class="head">` + label + `</span><ul><li><a href="/a">Eastern freight corridor sees record traffic in October</a></li>` +
			`<li><a href="/b">Paradip port posts a rise in cargo volumes</a></li></ul></div>`
	}
	page := func(mid string) string {
		return `<html><body><article><h1>Cabinet clears freight link</h1><p>` + boundsProse + `</p>` + mid + `<p>` + boundsProse + `</p><p>` + boundsProse + `</p></article></body></html>`
	}
	for _, label := range []string{"ALSO READ", "Citește și"} {
		if body := boundsBody(t, page(box(label)), "Cabinet clears freight link", nil); strings.Contains(body, label) {
			t.Errorf("%q stayed:\n%s", label, body)
		}
	}
	if body := boundsBody(t, page(`<p class="kicker">Watch</p>`), "Cabinet clears freight link", nil); !strings.Contains(body, "Watch") {
		t.Errorf("a word with no story link beside it left:\n%s", body)
	}
}

// TestBodyDropsIconLinkRow checks that a row of icon links showing a
// letter or two each ("f x w in" of a share bar, "A- A+" beside them)
// goes, while short lines with such links among their words ("Tables
// 1, 2 and 3 show it.") stay.
func TestBodyDropsIconLinkRow(t *testing.T) {
	page := func(mid string) string {
		return `<html><body><article><h1>Cabinet clears freight link</h1>` + mid + `<p>` + boundsProse + `</p><p>` + boundsProse + `</p></article></body></html>`
	}
	row := `<div class="shr-icn"><a class="fb" href="#" title="Share on Facebook">f</a><a class="tw" href="#" title="Share on X">x</a>` +
		`<a class="wa" href="#" title="Share on WhatsApp">w</a><a class="ln" href="#" title="Share on LinkedIn">in</a><span class="font-size">A- A+</span></div>`
	if body := boundsBody(t, page(row), "Cabinet clears freight link", nil); strings.Contains(body, "A- A+") {
		t.Errorf("the icon row stayed:\n%s", body)
	}
	for keep, line := range map[string]string{
		`<p>Tables <a href="#t1">1</a>, <a href="#t2">2</a> and <a href="#t3">3</a> show it.</p>`: "Tables",
		`<p>See <a href="/a">A</a>, <a href="/b">B</a> and <a href="/c">C</a> above.</p>`:         "See",
	} {
		if body := boundsBody(t, page(keep), "Cabinet clears freight link", nil); !strings.Contains(body, line) {
			t.Errorf("%q left:\n%s", line, body)
		}
	}
}
