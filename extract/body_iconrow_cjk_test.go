package extract

import (
	"strings"
	"testing"
)

// TestIconLinkRowCJKProse: Chinese and Japanese write no spaces, so
// strings.Fields counts a run of words as one: a short paragraph whose
// place and storm names (two characters each) link to topic pages is
// three short links and "two words" of text, an icon row to
// iconLinkRow, though it is a sentence of the story.
func TestIconLinkRowCJKProse(t *testing.T) {
	page := `<html><body><article><h1>台风海葵登陆福建</h1>` +
		`<p><a href="/tag/taifeng">台风</a><a href="/tag/haikui">海葵</a>今晨在<a href="/tag/fujian">福建</a>登陆。</p>` +
		`<p>` + boundsProse + `</p><p>` + boundsProse + `</p></article></body></html>`
	if body := boundsBody(t, page, "台风海葵登陆福建", nil); !strings.Contains(body, "今晨在") {
		t.Errorf("the story's sentence left:\n%s", body)
	}
}
