package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// A story whose CMS credits a login ("sokolova") or a desk in lower
// case ("dpa") and whose last line is the photographer's credit in bold
// ("Фото: Иван Петров") is not signed by the photographer.
func TestLoginBylineNotPhotoCredit(t *testing.T) {
	for _, login := range []string{"sokolova", "dpa"} {
		page := `<html><head><title>Улица Советская в Тамбове станет односторонней » Тамбовский вестник</title></head><body>` +
			strings.ReplaceAll(strings.ReplaceAll(dleStory, "sokolova", login), "Ирина Соколова", "Фото: Иван Петров") + `</body></html>`
		doc, err := html.Parse(strings.NewReader(page))
		if err != nil {
			t.Fatal(err)
		}
		art, _ := NewHeuristic().Analyze(&Page{URL: "https://tambov.example.ru/gorod/12874-sovetskaya.html", Doc: doc})
		if got := strings.Join(art.Authors, "; "); got != login {
			t.Errorf("login %q: authors = %q, want %q", login, got, login)
		}
	}
}
