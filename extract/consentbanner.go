package extract

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// consentBannerText is the most text a cookie banner holds with its
// buttons, in runes: a sentence or two and a link to the policy.
const consentBannerText = 600

// consentButtons are the labels of a cookie banner's button, lower-cased:
// "OK", "Accept", "Got it", in the languages of the pages Byline meets.
var consentButtons = map[string]bool{
	"ok": true, "okay": true, "accept": true, "accept all": true, "accept cookies": true, "i accept": true,
	"agree": true, "i agree": true, "got it": true, "allow": true, "allow all": true, "continue": true,
	"akzeptieren": true, "alle akzeptieren": true, "zustimmen": true, "einverstanden": true, "verstanden": true,
	"accepter": true, "j'accepte": true, "tout accepter": true, "d'accord": true, "compris": true,
	"aceptar": true, "acepto": true, "aceptar todo": true, "entendido": true, "aceitar": true, "aceito": true,
	"concordo": true, "accetta": true, "accetto": true, "accetta tutti": true, "ho capito": true,
	"akkoord": true, "accepteren": true, "alles accepteren": true, "godkänn": true, "acceptera": true,
	"godta": true, "accepter alle": true, "hyväksy": true, "elfogadom": true, "souhlasím": true, "přijmout": true,
	"súhlasím": true, "prihvati": true, "prihvaćam": true, "sprejmi": true, "zgadzam się": true, "akceptuję": true,
	"rozumiem": true, "αποδοχή": true, "συμφωνώ": true, "принять": true, "согласен": true, "понятно": true,
	"хорошо": true, "прийняти": true, "погоджуюсь": true, "зрозуміло": true, "kabul et": true, "tamam": true,
	"anladım": true, "qabul qilish": true, "roziman": true, "tushunarli": true, "setuju": true, "terima": true,
	"saya setuju": true, "mengerti": true, "đồng ý": true, "chấp nhận": true, "ยอมรับ": true, "확인": true,
	"동의": true, "동의합니다": true, "同意": true, "接受": true, "我知道了": true, "知道了": true, "了解": true,
	"同意する": true, "確認": true, "موافق": true, "قبول": true, "أوافق": true, "אישור": true, "מסכים": true,
	"स्वीकार करें": true, "ठीक है": true,
}

// cookieWords name cookies in a banner's text, lower-cased: the English
// word most languages borrow ("cookie-fayllar", "Cookie-Dateien") and
// the local ones.
var cookieWords = []string{"cookie", "куки", "кукі", "쿠키", "クッキー", "çerez", "kuki", "kolačić", "колачић",
	"eväste", "sīkdatn", "slapuk", "süti", "piškot", "informasjonskapsl", "kakor", "biscoito", "ملفات تعريف الارتباط",
	"קובצי עוגיות", "tanımlama bilgi"}

// consentBanners are the cookie banners below root that no class names:
// a page builder's record ("t886", Tilda's) holding a notice about
// cookies and a button to accept it ("Saytimiz cookie-fayllardan
// foydalanadi … [OK]"). From the button, the box grows to the first
// ancestor whose text speaks of cookies, within consentBannerText; a
// story's paragraph about cookies has no "OK" button beside it in a box
// of its own.
func consentBanners(root *html.Node) []*html.Node {
	var out []*html.Node
	for _, b := range findAll(root, isConsentButton) {
		for p, up := b.Parent, 0; p != nil && p != root && up < 4; p, up = p.Parent, up+1 {
			if textRunes(p, consentBannerText) > consentBannerText {
				break
			}
			if says(Text(p), cookieWords) {
				if !storyParagraphs(p) {
					out = append(out, p)
				}
				break
			}
		}
	}
	return out
}

// isConsentButton reports a button, or a link drawn as one, labelled to
// accept a notice (consentButtons) and standing alone in its parent.
func isConsentButton(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Button, atom.A:
	case atom.Input:
		if t := strings.ToLower(attr(n, "type")); t != "button" && t != "submit" {
			return false
		}
		return consentButtons[strings.ToLower(strings.TrimSpace(attr(n, "value")))]
	default:
		return false
	}
	var b strings.Builder
	for t := range n.Descendants() {
		if t.Type == html.TextNode {
			if b.WriteString(t.Data); b.Len() > 40 {
				return false
			}
		}
	}
	// A link in a sentence ("… see <a>OK</a>") is the sentence's word.
	return consentButtons[strings.ToLower(collapse(b.String()))] && aloneInParent(n)
}

// storyParagraphs reports a box holding two paragraphs of prose: a short
// story's, around a widget's button (an embed's "Akzeptieren"), where a
// banner says its piece in one.
func storyParagraphs(n *html.Node) bool {
	return len(findAll(n, func(e *html.Node) bool { return e.DataAtom == atom.P && textRuneCount(e) >= 80 })) >= 2
}
