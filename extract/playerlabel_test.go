package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestBodyDropsPlayerLabel checks that a video player's box (an <iframe>
// or <video> with one short classed line under it, its label) stays out
// of the body, and that a paragraph after an embedded player in the
// text, not inside its box, stays in.
func TestBodyDropsPlayerLabel(t *testing.T) {
	p := func(s string) string {
		return "<p>" + s + " Jabatan Pengangkutan Jalan akan memperluas operasi pemeriksaan kenderaan berat di Lebuhraya Utara-Selatan mulai minggu depan.</p>"
	}
	page := `<html lang="ms"><head><title>JPJ perluas operasi</title></head><body><div class="bs-main"><h1>JPJ perluas operasi</h1>` +
		`<div class="bs-video"><iframe src="https://video.example/embed/1" width="640" height="360"></iframe><div class="bs-video__label">VIDEO: Operasi JPJ di Plaza Tol Pagoh (2:05)</div></div>` +
		`<div class="bs-isi">` + p("Pertama,") + p("Kedua,") + p("Ketiga,") + `</div>` +
		`<div class="clip"><video src="/v.mp4"></video></div><p class="note">Pemandu yang didapati bersalah boleh dikompaun sehingga RM2,000.</p>` +
		`</div></body></html>`
	doc, _, err := ParseHTML([]byte(page), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://berita.example/johor/jpj-perluas-operasi", Doc: doc})
	if strings.Contains(art.Body, "Plaza Tol Pagoh") {
		t.Errorf("body = %q, want it without the player's label", art.Body)
	}
	if !strings.Contains(art.Body, "Ketiga,") || !strings.Contains(art.Body, "dikompaun") {
		t.Errorf("body = %q, want the story and the paragraph after the player", art.Body)
	}
	// A headline laid over a hero video is no player's label.
	hero := `<div class="slide-text"><video src="/hero.mp4" autoplay muted></video><div class="layer"><h1 class="slide-headline">Marketing made to meet your goals.</h1></div></div>`
	doc, _, err = ParseHTML([]byte(hero), "text/html; charset=utf-8")
	if err != nil {
		t.Fatal(err)
	}
	if box := find(doc, func(n *html.Node) bool { return attr(n, "class") == "slide-text" }); box == nil || isImageCaptionBox(box) {
		t.Error("a hero video with its headline is read as a player's box with a label")
	}
}
