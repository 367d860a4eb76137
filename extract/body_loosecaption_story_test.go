package extract

import (
	"strings"
	"testing"
)

// A story paragraph under an inline chart, followed by a paragraph of
// the story that names Getty Images (a story about the photo
// agencies): the first is no caption.
func TestLooseCaptionStoryParagraph(t *testing.T) {
	pic := `<div class="chart"><img src="/charts/shares.png" alt=""></div>`
	page := `<html><body><article><h1>Photo agencies merge</h1><p>` + boundsProse + `</p>` + pic +
		`<p>Shares of both companies rose more than 8% in early trading on Tuesday.</p>` +
		`<p>Getty Images and Shutterstock agreed in January to combine, creating the largest library of licensed pictures in the world, regulators said.</p>` +
		`<p>` + boundsProse + `</p><p>` + boundsProse + `</p></article></body></html>`
	if body := boundsBody(t, page, "Photo agencies merge", nil); !strings.Contains(body, "Shares of both companies") {
		t.Errorf("the story paragraph under the chart left:\n%s", body)
	}
}
