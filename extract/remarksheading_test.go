package extract

import "testing"

// TestRemarksSectionHeadingKept: Welsh "Sylwadau", Uzbek "Izohlar" and
// Icelandic "Athugasemdir" are "remarks" as well as "comments": a story's section
// so titled, wrapped in its own block (a WordPress group), keeps its
// paragraphs; only a title with the thread's count marks a thread.
func TestRemarksSectionHeadingKept(t *testing.T) {
	for _, tc := range []struct{ lang, head, para string }{
		{"cy", "Sylwadau", "Dywedodd y Gweinidog Addysg fod y cynllun newydd yn gam pwysig i ysgolion gwledig ar draws y sir, a bod y cyngor wedi gwrando ar bryderon rhieni."},
		{"uz", "Izohlar", "Vazir yangi reja qishloq maktablari uchun muhim qadam ekanini aytdi va hokimiyat ota-onalarning xavotirlarini tinglaganini qo'shimcha qildi."},
		{"is", "Athugasemdir", "Ráðherra sagði að nýja áætlunin væri mikilvægt skref fyrir skóla á landsbyggðinni og að sveitarfélagið hefði hlustað á áhyggjur foreldra."},
	} {
		page := `<html lang="` + tc.lang + `"><body><article><h1>Ysgolion gwledig</h1><div class="entry-content">` + bylineBody +
			`<div class="wp-block-group"><h3>` + tc.head + `</h3><p>` + tc.para + `</p></div></div></article></body></html>`
		checkBody(t, page, []string{"The council met on Tuesday", tc.para[:40]}, nil)
	}
}
