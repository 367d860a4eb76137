package extract

import (
	"strings"
	"testing"
)

// TestShopOfferPlaceList: a story's list of prices by state or city
// ("R$ 6,19 no Acre", "$1.250 en Mendoza") is a price, a preposition and
// a capitalized name, as a shop's offer is; the list is the story's.
func TestShopOfferPlaceList(t *testing.T) {
	page := `<html><body><article><h1>Gasolina sobe em 20 estados</h1><p>` + boundsProse + `</p>` +
		`<p>Os preços mais altos foram registrados no Norte e no Nordeste, segundo o levantamento semanal da agência.</p>` +
		`<ul><li>R$ 6,19 no Acre</li><li>R$ 5,89 na Bahia</li><li>R$ 5,97 no Amazonas</li></ul><p>` + boundsProse + `</p></article></body></html>`
	if body := boundsBody(t, page, "Gasolina sobe em 20 estados", nil); !strings.Contains(body, "na Bahia") {
		t.Errorf("the story's list of prices by state left:\n%s", body)
	}
}
