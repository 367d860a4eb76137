package extract_test

import (
	"strings"
	"testing"
)

// TestBodyCutsDownloadsBox checks that a CMS file field under a news
// item (Drupal's labelled "Documents à télécharger", a German
// authority's "Downloads" heading) stays out of the body, and that a
// story's section titled "Downloads" that goes on in prose stays in.
func TestBodyCutsDownloadsBox(t *testing.T) {
	for _, tc := range []struct{ lang, p, label, file string }{
		{"fr", "La préfecture lève les restrictions d'usage de l'eau dans quatorze communes du département après les pluies. ", "Documents à télécharger", "Arrêté préfectoral du 18 novembre"},
		{"de", "Die Stadt saniert ab dem Frühjahr die Brücke über den Mühlbach und sperrt sie dafür für den Verkehr. ", "Downloads", "Bauzeitenplan Mühlbachbrücke"},
	} {
		page := `<html lang="` + tc.lang + `"><head><title>Avis</title></head><body><main><h1>Avis</h1><article class="node"><div class="node__content">` +
			`<div class="field field--name-field-chapo"><p>` + tc.p + `</p></div>` +
			`<div class="field field--name-body"><p>` + strings.Repeat(tc.p, 3) + `</p><p>` + strings.Repeat(tc.p, 2) + `</p></div>` +
			`<div class="field field--type-file field--label-above"><div class="field__label">` + tc.label + `</div><div class="field__items">` +
			`<div class="field__item"><span class="file"><a href="/files/a.pdf" type="application/pdf">` + tc.file + `</a></span> <span class="file-size">(PDF - 412.6 Ko)</span></div>` +
			`<div class="field__item"><span class="file"><a href="/files/b.pdf" type="application/pdf">Liste 2026</a></span> <span class="file-size">(PDF - 88.1 Ko)</span></div></div></div>` +
			`<div class="field field--name-field-tags field--label-inline"><div class="field__label">Tags</div><div class="field__items">` +
			`<div class="field__item"><a href="/taxonomy/term/112">eau</a></div><div class="field__item"><a href="/taxonomy/term/87">travaux</a></div></div></div>` +
			`</div></article></main></body></html>`
		body := coldExtract(t, "https://authority.example/actualites/avis-1", page).Body
		if strings.Contains(body, tc.label) || strings.Contains(body, tc.file) {
			t.Errorf("%s: body = %q, want it without the downloads box", tc.lang, body)
		}
		if !strings.Contains(body, strings.TrimSpace(tc.p)) {
			t.Errorf("%s: body = %q, want the story", tc.lang, body)
		}
	}

	// A release post's section titled "Downloads" that tells in prose
	// where the builds are is the story's.
	p := strings.Repeat("Version 4.2 of the editor adds split views, faster search and a new plug-in interface for themes. ", 3)
	page := `<html lang="en"><head><title>Editor 4.2 released</title></head><body><article><h1>Editor 4.2 released</h1>` +
		`<p>` + p + `</p><p>` + p + `</p><h2>Downloads</h2><p>` +
		strings.Repeat("Builds for Linux, macOS and Windows are on the project's release page, signed with the new release key. ", 3) + `</p></article></body></html>`
	if body := coldExtract(t, "https://editor.example/blog/4-2", page).Body; !strings.Contains(body, "signed with the new release key") {
		t.Errorf("body = %q, want the Downloads section's prose", body)
	}
}
