package extract

import (
	"slices"
	"testing"
)

// TestLeadBylineDatelineOutlet checks that the brackets of a dateline in
// a script with case, which hold a paper's, a radio's or a wire's name
// ("Colombo, 25 Nov (Daily Mirror) -"), name no reporter: read as one,
// the outlet became the story's author.
func TestLeadBylineDatelineOutlet(t *testing.T) {
	for _, text := range []string{
		"Colombo, 25 Nov (Daily Mirror) - The government approved the budget on Tuesday.",
		"BONN, 25 Nov (Deutsche Welle) - The German government approved the budget.",
		"Islamabad, 25 Nov (Radio Pakistan) - The cabinet met on Tuesday.",
		"LONDON, 25 Nov (Thomson Reuters Foundation) - Activists said the law was unfair.",
	} {
		if got, _, ok := leadByline(text); ok {
			t.Errorf("leadByline(%q) = %q, want none", text, got)
		}
	}
	page := `<html><head><title>Budget approved after long talks</title></head><body><article><h1>Budget approved after long talks</h1>
<p>Colombo, 25 Nov (Daily Mirror) - The government approved the national budget on Tuesday after three weeks of talks with the opposition parties in parliament.</p>
<p>The finance minister said the plan would cut the deficit by a third over two years, and that spending on schools and hospitals would rise by a tenth.</p>
<p>Opposition leaders said the cuts fell hardest on the poor, and that they would keep pressing for changes to the fuel tax before the final vote next month.</p>
</article></body></html>`
	if art := extractPage(t, page); len(art.Authors) != 0 {
		t.Errorf("authors = %q, want none", art.Authors)
	}
}

// TestBylineBoxPhotoFieldFirst checks that a photo or video field on a
// line of its own above the writer's name in a byline box ("Fotografía y
// video: Luis Mora", "Vídeo: …") is a credit, as "Fotos y video:" is:
// the names' photo fields (authorPhotoCredits) and the credit lines'
// labels (creditLabels) were two lists, and the photographer was read
// as the author.
func TestBylineBoxPhotoFieldFirst(t *testing.T) {
	for _, credit := range []string{"Fotografía y video: Luis Mora", "Fotografía: Luis Mora", "Vídeo: Luis Mora", "Fotos y video: Luis Mora"} {
		page := `<html><head><title>El puerto reabre tras la tormenta</title></head><body><article><h1>El puerto reabre tras la tormenta</h1>` +
			`<div class="byline"><div>` + credit + `</div><div>Ana Ruiz</div></div>
<p>El puerto de la ciudad reabrió este martes tras tres días cerrado por la tormenta, que dejó daños en los muelles y en varias grúas del puerto.</p>
<p>Los trabajadores pasaron la noche retirando escombros y revisando los barcos amarrados, según explicó el capitán del puerto a los periodistas.</p>
<p>Las autoridades calculan que las reparaciones costarán varios millones de pesos y que llevarán al menos dos meses de trabajo continuo.</p>
</article></body></html>`
		if art := extractPage(t, page); len(art.Authors) != 1 || art.Authors[0] != "Ana Ruiz" {
			t.Errorf("%q: authors = %q, want [Ana Ruiz]", credit, art.Authors)
		}
	}
}

// TestBylineLineWriterPhotographerMarkers checks that every credit of
// writer and photographer in one that authorMarkers cleans off a name
// also marks a byline line (bylineMarkers): "Text and pictures by" and
// "Story and photographs by" were in the one list only, and the line
// under the headline named no author.
func TestBylineLineWriterPhotographerMarkers(t *testing.T) {
	for _, line := range []string{"Text and pictures by Ann Lee", "Story and photographs by Ann Lee", "Words and pictures by Ann Lee"} {
		page := `<html><head><title>The harbour reopens after the storm</title></head><body><article><h1>The harbour reopens after the storm</h1><p>` + line + `</p>
<p>The town's harbour reopened on Tuesday after three days closed by the storm, which damaged the piers and several of the cranes on the quay.</p>
<p>Workers spent the night clearing debris and checking the boats moored there, the harbour master told reporters on the quay in the morning.</p>
<p>Officials reckon the repairs will cost several million pounds and take at least two months of work, with the north pier closed until spring.</p>
</article></body></html>`
		if art := extractPage(t, page); len(art.Authors) != 1 || art.Authors[0] != "Ann Lee" {
			t.Errorf("%q: authors = %q, want [Ann Lee]", line, art.Authors)
		}
	}
}

// TestZhSpacedNamesVideoCredit checks that a Chinese byline's video or
// camera credit after the spaced reporters ("记者 王晓明 视频 李静",
// "摄像 张伟") sets its name aside as a photographer's is: "视频" (video)
// read as a name of two Han characters.
func TestZhSpacedNamesVideoCredit(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"记者 王晓明 视频 李静", []string{"王晓明"}},
		{"本报记者 王晓明 李静 摄像 张伟", []string{"王晓明", "李静"}},
		{"記者 陳建宏 視頻 林美華", []string{"陳建宏"}},
	} {
		if got := authorNames(c.in, "zh"); !slices.Equal(got, c.want) {
			t.Errorf("authorNames(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestBylineLabelsAlbanianKhmer checks that the Albanian "Shkruan:"
// (writes) opens a byline in a meta line, and that the Khmer "អត្ថបទ
// និងរូបថត៖" (text and photos:) is cut off the name it credits.
func TestBylineLabelsAlbanianKhmer(t *testing.T) {
	for _, c := range []struct{ lang, line, p, want string }{
		{"sq", "Shkruan: Arbnora Krasniqi · 26 nëntor 2026, 11:20 · 1.204 lexime",
			"Gjykata Themelore në Prishtinë e shtyu sot seancën ndaj tre të akuzuarve për shkak të mungesës së njërit prej avokatëve mbrojtës.",
			"Arbnora Krasniqi"},
		{"km", "អត្ថបទ និងរូបថត៖ ជា សុភ័ក្រ",
			"ពិធីបុណ្យអុំទូកនៅមាត់ទន្លេបានទាក់ទាញភ្ញៀវទេសចរជាច្រើនពាន់នាក់មកកាន់ទីក្រុងភ្នំពេញក្នុងរយៈពេលបីថ្ងៃចុងក្រោយនេះ ហើយអាជ្ញាធរបានរៀបចំសន្តិសុខយ៉ាងតឹងរ៉ឹង។",
			"ជា សុភ័ក្រ"},
	} {
		page := `<html lang="` + c.lang + `"><head><title>Lajm</title></head><body><article><h1>Lajm i ditës</h1><div class="info">` + c.line + `</div>
<p>` + c.p + `</p><p>` + c.p + `</p><p>` + c.p + `</p></article></body></html>`
		if art := extractPage(t, page); len(art.Authors) != 1 || art.Authors[0] != c.want {
			t.Errorf("%s: authors = %q, want [%s]", c.lang, art.Authors, c.want)
		}
	}
}
