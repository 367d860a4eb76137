package extract

import "testing"

// TestBylineSkipsBookCard checks that an Indonesian book review's card
// of the book ("Judul: …<br>Penulis: …<br>Penerbit: …") does not name
// the review's author: its "Penulis:" is the book's writer.
func TestBylineSkipsBookCard(t *testing.T) {
	page := `<html lang="id"><head><title>Resensi: Kisah keluarga di tanah rantau</title></head><body><h1>Resensi: Kisah keluarga di tanah rantau</h1><div class="post-content">
<p>Judul: Rumah di Ujung Jalan<br>Penulis: Ahmad Tohari<br>Penerbit: Gramedia Pustaka Utama<br>Tebal: 320 halaman</p>
<p>Novel ini bercerita tentang sebuah keluarga yang merantau dari Banyumas ke Jakarta pada awal tahun tujuh puluhan dan berjuang untuk bertahan hidup.</p>
<p>Dengan bahasa yang sederhana, pengarang menggambarkan kehidupan kampung kota yang keras namun penuh kehangatan antara para tetangga.</p>
<p>Buku ini layak dibaca oleh siapa saja yang ingin memahami perubahan sosial di ibu kota pada masa itu.</p></div></body></html>`
	if _, got, _ := bylinePage(t, page); len(got) != 0 {
		t.Errorf("authors = %q, want none (the book's writer)", got)
	}
}
