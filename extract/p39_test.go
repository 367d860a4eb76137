package extract

import "testing"

// TestBodyKeepsSmallThingsReceived checks that a story sentence saying
// someone will "receive a small" thing stays, while the affiliate notice
// that receives "a small commission" goes.
func TestBodyKeepsSmallThingsReceived(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	checkBody(t, `<html><body><article>`+para("First,")+
		`<p>The 23-litre green bins will be collected weekly, and each household will also receive a small kitchen caddy and a roll of liners.</p>`+
		para("Second,")+`<p><em>If you buy through our links we may receive a small commission at no extra cost to you.</em></p></article></body></html>`,
		[]string{"First,", "small kitchen caddy", "Second,"}, []string{"small commission"})
}

// TestBodyDropsFeedbackPrompts checks that a reader-feedback question
// left under the text after its buttons went, alone or with the
// widget's counts, stays out, in several languages, while a story's
// sentence that asks the same goes on in words and stays.
func TestBodyDropsFeedbackPrompts(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	for _, prompt := range []string{
		`<div class="reactions"><span>Did you find this article valuable?</span> <button>Support the author</button> <span>12 likes · 3 comments</span></div>`,
		`<div class="x"><p>Cet article vous a plu ?</p><button>Oui</button><button>Non</button></div>`,
		`<div class="x"><p>Hat Ihnen dieser Artikel gefallen?</p></div>`,
		`<div class="x"><p>¿Te gustó este artículo?</p></div>`,
		`<div class="x"><p>Ti è piaciuto questo articolo?</p></div>`,
		`<div class="x"><p>Gostou deste artigo? Sim Não</p></div>`,
		`<div class="x"><p>Vond je dit artikel nuttig?</p></div>`,
		`<div class="x"><p>Czy ten artykuł był pomocny?</p></div>`,
		`<div class="feedback">Was this page useful? <button>Yes</button> <button>No</button></div>`,
		`<div class="x"><h2>Is this page useful?</h2><a href="#">Yes</a> <a href="#">No</a></div>`,
	} {
		checkBody(t, `<html><body><article>`+para("First,")+para("Second,")+
			`<p>Did you like this article? Many readers did not, the editor said in a letter printed on Sunday.</p>`+para("Third,")+prompt+`</article></body></html>`,
			[]string{"First,", "Many readers did not", "Third,"},
			[]string{"valuable", "12 likes", "vous a plu", "gefallen", "gustó", "piaciuto", "Gostou", "nuttig", "pomocny", "useful"})
	}
}
