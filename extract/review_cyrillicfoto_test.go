package extract

import (
	"strings"
	"testing"
)

// TestCyrillicFotoBeforeASentence checks that a story sentence in which
// "фото:" introduces what a picture shows keeps its paragraph, while
// "Фото:" before a name is a credit.
func TestCyrillicFotoBeforeASentence(t *testing.T) {
	checkCaptionLines(t, map[string]bool{
		"Очевидцы опубликовали фото: на снимках видно, как вода заливает первые этажи домов.": false,
		"Мэр показал журналистам фото: трещина в опоре моста стала заметно шире.":             false,
		"Фото: пресс-служба администрации Тамбова":                                            true,
		"Автор фото: Иван Петров": true,
	})
	body := boundsBody(t, `<html lang="ru"><head><title>Паводок в Тамбове</title></head><body><div class="main"><div class="art"><h1>Паводок в Тамбове</h1>`+
		`<p>Уровень воды в реке Цна за сутки поднялся почти на полтора метра, несколько улиц в низине подтоплены, жителей эвакуируют.</p>`+
		`<p>Очевидцы опубликовали фото: на снимках видно, как вода заливает первые этажи домов.</p>`+
		`<p>В администрации города сообщили, что в пункты временного размещения уже заселены более двухсот человек, среди них много детей.</p>`+
		`<p>Спасатели продолжают дежурить на затопленных улицах, а для жителей организована доставка питьевой воды и продуктов.</p>`+
		`<p>По прогнозу синоптиков, вода начнёт спадать не раньше выходных, если в регионе не пройдут новые сильные дожди.</p></div></div></body></html>`, "Паводок в Тамбове", nil)
	if !strings.Contains(body, "Очевидцы опубликовали фото") {
		t.Errorf("body lacks the paragraph:\n%s", body)
	}
}
