package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestSignupBoxUkrainianRussian checks that a sidebar's mailing-list box
// whose form asks in Ukrainian or Russian ("Підписатися", "Подписаться
// на рассылку") is a sign-up box: its one-sentence pitch, counted as
// prose, made a table layout's whole row, side columns and all, the
// container (uCoz).
func TestSignupBoxUkrainianRussian(t *testing.T) {
	for _, box := range []string{
		`<div class="boxContent">Отримуйте новини Коростеня щотижня на свою пошту.<form><input type="text"><input type="submit" value="Підписатися"></form></div>`,
		`<div class="boxContent">Получайте новости города каждую неделю на свою почту.<form><input type="text"><input type="submit" value="Подписаться"></form></div>`,
	} {
		doc, err := html.Parse(strings.NewReader(`<html><body><table><tr><td class="rightColumn">` + box + `</td></tr></table></body></html>`))
		if err != nil {
			t.Fatal(err)
		}
		got := signupBoxes(doc)
		if len(got) != 1 || !strings.Contains(Text(got[0]), "на свою") {
			t.Errorf("signupBoxes(%s) = %d boxes, want one holding the pitch", box, len(got))
		}
	}
}

// TestSignupBoxTurkish checks that a Turkish newsletter box ("E-Bülten
// Aboneliği", an e-mail field and "Abone Ol"), which says "e-posta"
// rather than "email", is a sign-up box.
func TestSignupBoxTurkish(t *testing.T) {
	box := `<div class="bulten"><h4>E-Bülten Aboneliği</h4><p>Günün en önemli haberleri her sabah e-posta kutunuzda.</p><form><input type="email" class="form-control"><button class="btn">Abone Ol</button></form></div>`
	doc, err := html.Parse(strings.NewReader(`<html><body><div class="news-detail"><p>Uzmanlar ise artışın hâlâ enflasyonun üzerinde seyrettiğine dikkat çekiyor ve kiracıların pazarlık gücünün arttığını söylüyor.</p>` + box + `</div></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	got := signupBoxes(doc)
	if len(got) != 1 || !strings.Contains(Text(got[0]), "E-Bülten") {
		t.Errorf("signupBoxes = %d boxes, want one holding the heading", len(got))
	}
}
