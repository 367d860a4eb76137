package extract

import "testing"

// TestHausaWriterClass checks that an element classed "marubuci" (Hausa
// for writer) is read as the byline, "Daga" (from) and the place after
// the name cut off ("Daga <strong>Aminu Abdullahi</strong>, Kano",
// probe70); the same line in an element of another class is no byline
// Byline can tell from a sentence, as "Daga" opens sentences too.
func TestHausaWriterClass(t *testing.T) {
	head := `<html lang="ha"><head><title>Manoman alkama a Kano</title></head>
<body><article><h1>Manoman alkama a Kano</h1>`
	tests := []bylineCase{
		{"classed marubuci", `<div class="marubuci">Daga <strong>Aminu Abdullahi</strong>, Kano</div>`, []string{"Aminu Abdullahi"}},
		{"another class", `<div class="labari-kai">Daga <strong>Aminu Abdullahi</strong>, Kano</div>`, nil},
	}
	checkBylineCases(t, head, tests)
}
