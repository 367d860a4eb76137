package extract_test

import (
	"strings"
	"testing"
)

// emptyThreadPage is a story whose text is followed, in the same
// container, by a box titled head holding lines.
func emptyThreadPage(head string, lines ...string) string {
	box := `<div class="kotak"><h3>` + head + `</h3>`
	for _, l := range lines {
		box += `<p>` + l + `</p>`
	}
	box += `</div>`
	return `<!doctype html><html lang="id"><head><title>Pasar Atas dibuka kembali Januari - Kabar Ranah</title></head>` +
		`<body><div id="header"><a href="/">Beranda</a> <a href="/berita">Berita</a></div><div id="konten">` +
		`<h1>Pasar Atas dibuka kembali Januari</h1><div class="isi">` +
		`<p>Pasar Atas di Kota Bukittinggi akan dibuka kembali untuk pedagang pada bulan Januari 2027, setelah pekerjaan pembangunan selesai.</p>` +
		`<p>Bangunan baru itu empat lantai, dengan tempat untuk delapan ratus pedagang. Pembangunan menghabiskan biaya 290 miliar rupiah.</p>` +
		`<p>Pedagang yang kini berjualan di tempat sementara di Jalan Sudirman menyambut kabar ini dengan gembira.</p>` +
		`<p>Pemerintah kota mengatakan pedagang akan mendapat los secara undian pada bulan Desember.</p></div>` +
		box + `</div><div id="footer">© Kabar Ranah</div></body></html>`
}

// TestEmptyCommentThreadDropped checks that a comment thread's title
// over its empty state ("Komentar" over "Belum ada komentar.") closing
// the text is not read into the body.
func TestEmptyCommentThreadDropped(t *testing.T) {
	art := coldExtract(t, "https://kabarranah.example/berita-1204-pasar-atas.html", emptyThreadPage("Komentar", "Belum ada komentar."))
	if strings.Contains(art.Body, "omentar") {
		t.Errorf("body holds the empty comment thread:\n%s", art.Body)
	}
}

// TestCommentaryBoxKept checks the case the rule must not fire on: a
// box titled "Komentar" (a commentary) whose text goes on in more than
// one line stays in the body.
func TestCommentaryBoxKept(t *testing.T) {
	art := coldExtract(t, "https://kabarranah.example/berita-1204-pasar-atas.html", emptyThreadPage("Komentar",
		"Pasar baru bukan hanya soal bangunan, tetapi juga soal siapa yang boleh berjualan di sana.",
		"Undian los harus terbuka agar pedagang lama tidak tersingkir oleh pemodal besar."))
	if !strings.Contains(art.Body, "Undian los harus terbuka") {
		t.Errorf("body lacks the commentary:\n%s", art.Body)
	}
}
