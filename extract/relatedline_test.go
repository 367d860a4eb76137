package extract

import (
	"strings"
	"testing"
)

// TestBodyDropsRelatedLineInBrText checks that a "read also" promo set
// as a line of a text split by <br>s ("Baca juga: <a>…</a>") leaves the
// body, and that a line opened by the same label whose rest is prose,
// not a link's text, stays.
func TestBodyDropsRelatedLineInBrText(t *testing.T) {
	page := `<html><body><h1>Harga beras turun di Cipinang</h1><div class="post-content">
Harga beras medium di Pasar Induk Beras Cipinang turun menjadi Rp12.400 per kilogram pada Rabu, dari Rp12.900 sepekan sebelumnya.<br><br>
Kepala bagian operasional pasar mengatakan penurunan harga dipicu oleh masuknya panen dari Jawa Tengah dan Jawa Timur.<br><br>
<span class="baca-juga"><b>Baca juga:</b> <a href="/berita/1/bulog">Bulog pastikan tidak impor beras hingga Maret 2027</a></span><br><br>
Ia memperkirakan harga akan tetap stabil hingga Natal dan Tahun Baru karena pasokan dari daerah masih lancar.<br><br>
Baca juga: laporan lengkap pasar induk yang diterbitkan oleh dinas perdagangan setiap bulan.<br><br>
Sementara itu, harga beras premium bertahan di kisaran Rp14.800 per kilogram di pasar yang sama.</div></body></html>`
	body := heuristicBody(t, page, "https://news.example.co.id/berita/1.html")
	if strings.Contains(body, "Bulog pastikan") {
		t.Errorf("body holds the promo line:\n%s", body)
	}
	for _, w := range []string{"Rp12.400", "tetap stabil", "laporan lengkap pasar", "Rp14.800"} {
		if !strings.Contains(body, w) {
			t.Errorf("body lacks %q:\n%s", w, body)
		}
	}
}
