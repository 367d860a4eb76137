package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// A story whose CMS credits a login ("sokolova") and whose last line
// in bold names the editor, the translator or the illustrator
// ("Редактор: Иван Петров") is not signed by them: the login stays.
func TestLoginBylineNotEditorCredit(t *testing.T) {
	for _, sig := range []string{"Редактор: Иван Петров", "Перевод: Иван Петров", "Иллюстрация: Иван Петров"} {
		page := `<html><head><title>Улица Советская в Тамбове станет односторонней » Тамбовский вестник</title></head><body>` +
			strings.ReplaceAll(dleStory, "Ирина Соколова", sig) + `</body></html>`
		doc, err := html.Parse(strings.NewReader(page))
		if err != nil {
			t.Fatal(err)
		}
		art, _ := NewHeuristic().Analyze(&Page{URL: "https://tambov.example.ru/gorod/12874-sovetskaya.html", Doc: doc})
		if got := strings.Join(art.Authors, "; "); got != "sokolova" {
			t.Errorf("%q: authors = %q, want sokolova", sig, got)
		}
	}
}
