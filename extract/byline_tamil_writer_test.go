package extract

import "testing"

// TestTamilWriterLabel checks the Tamil label "எழுத்தாளர்:" (writer:)
// opening a byline in a meta line beside the dates (probe70), the
// initial before the name kept; the word without its colon opens a
// sentence about a writer and marks no byline.
func TestTamilWriterLabel(t *testing.T) {
	head := `<html lang="ta"><head><title>சென்னையில் கனமழை</title></head>
<body><article><h1>சென்னையில் கனமழை</h1>`
	tests := []bylineCase{
		{"labelled", `<div class="meta"><span class="auth">எழுத்தாளர்: ச. முருகன்</span> <span class="pub">Published : 07 Nov 2026 14:20</span></div>`,
			[]string{"ச. முருகன்"}},
		{"a sentence", `<div class="meta"><span class="lead">எழுத்தாளர் ச. முருகன் புதிய நாவலை வெளியிட்டார்</span> <span class="pub">Published : 07 Nov 2026 14:20</span></div>`,
			nil},
	}
	checkBylineCases(t, head, tests)
}
