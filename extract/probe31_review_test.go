package extract

// Tests from the review of probe31: co-authors run on across elements,
// "by" opening a Thai or Lao sentence, short particles of caseless
// scripts in titles.

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestProbe31CoauthorsRunOn checks that a marked byline element whose
// co-author runs on in the next element after a separator of another
// script, a slash, or a comma or "and" closing the marked element keeps
// every name, as does a word for "and" in a page's regional language
// ("pt-BR").
func TestProbe31CoauthorsRunOn(t *testing.T) {
	tests := []struct {
		name, lang, h1, byline string
		want                   []string
	}{
		{"comma closing the marked element", "en", "Budget vote", `<span class="author">By Anna Berg,</span> <span class="author">Tom Weller</span>`, []string{"Anna Berg", "Tom Weller"}},
		{"and closing the marked element", "en", "Budget vote", `<span class="author">By Anna Berg and</span> <span class="author">Tom Weller</span>`, []string{"Anna Berg", "Tom Weller"}},
		{"slash", "en", "Budget vote", `<span class="author">By Anna Berg</span> <span>/ Tom Weller</span>`, []string{"Anna Berg", "Tom Weller"}},
		{"japanese comma", "ja", "予算案", `<span class="author">記者：山本健一</span><span>、田中太郎</span>`, []string{"山本健一", "田中太郎"}},
		{"and in a regional language tag", "pt-BR", "Orçamento", `<span class="autor">Por João Silva</span> <span>e Maria Souza</span>`, []string{"João Silva", "Maria Souza"}},
		{"and in an austrian page", "de-AT", "Budget", `<span class="autor">Von Hans Meier</span> <span>und Eva Koch</span>`, []string{"Hans Meier", "Eva Koch"}},
		{"chinese comma", "zh", "预算", `<span class="author">记者：王小明</span><span>，李华</span>`, []string{"王小明", "李华"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			page := `<html lang="` + tc.lang + `"><head><title>` + tc.h1 + `</title></head><body><article><h1>` + tc.h1 + `</h1><div class="byline">` + tc.byline + `</div>` + bylineBody + `</article></body></html>`
			if _, got, _ := bylinePage(t, page); !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestProbe31ByClause checks that a story paragraph opening with the Thai
// or Lao word for "by" as a clause ("chaired by the Prime Minister") is
// not the byline, while a short "by" line still is.
func TestProbe31ByClause(t *testing.T) {
	const lo1 = "ກອງປະຊຸມສະໄໝສາມັນ ຂອງສະພາແຫ່ງຊາດ ໄດ້ເປີດຂຶ້ນໃນວັນທີ 25 ພະຈິກ 2026 ທີ່ຫໍປະຊຸມແຫ່ງຊາດ ນະຄອນຫຼວງວຽງຈັນ ເພື່ອພິຈາລະນາ ແຜນງົບປະມານ ແລະ ແຜນພັດທະນາເສດຖະກິດ-ສັງຄົມ ປະຈຳປີ 2027 ຊຶ່ງມີສະມາຊິກສະພາແຫ່ງຊາດ ເຂົ້າຮ່ວມຢ່າງພ້ອມພຽງ."
	const lo3 = "ໃນກອງປະຊຸມ ລັດຖະບານ ໄດ້ລາຍງານ ກ່ຽວກັບການຈັດຕັ້ງປະຕິບັດ ແຜນງົບປະມານ ປີ 2026 ແລະ ທິດທາງ ແຜນການ ໃນປີຕໍ່ໜ້າ ໂດຍເນັ້ນໃສ່ ການສຶກສາ ແລະ ສາທາລະນະສຸກ ພ້ອມທັງ ການແກ້ໄຂ ບັນຫາ ເງິນເຟີ້ ແລະ ອັດຕາແລກປ່ຽນ."
	const th1 = "การประชุมสภาผู้แทนราษฎร สมัยสามัญ ได้เปิดขึ้นเมื่อวันที่ 25 พฤศจิกายน 2569 ที่รัฐสภา กรุงเทพมหานคร เพื่อพิจารณาร่างพระราชบัญญัติงบประมาณรายจ่ายประจำปี 2570 โดยมีสมาชิกสภาผู้แทนราษฎรเข้าร่วมอย่างพร้อมเพรียง"
	const th3 = "ในการประชุม รัฐบาลได้รายงานเกี่ยวกับการดำเนินงานตามแผนงบประมาณปี 2569 และทิศทางแผนงานในปีต่อไป โดยเน้นด้านการศึกษาและสาธารณสุข พร้อมทั้งการแก้ไขปัญหาเงินเฟ้อและอัตราแลกเปลี่ยน"
	page := func(lang, p1, by, p3 string) string {
		return `<html lang="` + lang + `"><head><title>Budget</title></head><body><article><h1>Budget</h1><p>` + p1 + `</p><p>` + by + `</p><p>` + p3 + `</p></article></body></html>`
	}
	tests := []struct {
		name, page string
		want       []string
	}{
		{"lao clause", page("lo", lo1, "ໂດຍ ທ່ານ ສອນໄຊ ສີພັນດອນ ນາຍົກລັດຖະມົນຕີ ເປັນປະທານ.", lo3), nil},
		{"thai clause", page("th", th1, "โดย นายเศรษฐา ทวีสิน นายกรัฐมนตรี เป็นประธาน", th3), nil},
		{"lao byline after the text", page("lo", lo1, lo3, "ໂດຍ ບຸນມີ ສີສຸວັນ"), []string{"ບຸນມີ ສີສຸວັນ"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, got, _ := bylinePage(t, tc.page); !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestProbe31TitleParticles checks that a heading word opening with a
// two-letter function word of a metadata title, in a script without
// case and not Korean's, is no inflection of it: the section's h1
// "فيديو منوعات أخبار الفنانين" ("video", of "في", "in") is no rewording
// of the Arabic SEO title.
func TestProbe31TitleParticles(t *testing.T) {
	const meta = "عاجل: الحكومة تعلن عن خطة جديدة للإسكان في القاهرة"
	page := `<html lang="ar"><head><title>` + meta + `</title><meta property="og:title" content="` + meta + `"></head>
<body><div class="page-head"><h1 class="section-title">فيديو منوعات أخبار الفنانين</h1></div><main><div class="story-title">الحكومة تطلق خطة إسكان جديدة في القاهرة</div>
<div class="story-body">` + bylineBody + `</div></main></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := chooseTitle(collectMetadata(doc), analyze(doc)); got != meta {
		t.Errorf("got %q, want %q", got, meta)
	}
	for _, tc := range []struct {
		w, m string
	}{{"فيديو", "في"}, {"नेता", "ने"}, {"אתמול", "את"}} {
		if inflectsAny(tc.w, map[string]bool{tc.m: true}) {
			t.Errorf("inflectsAny(%q, %q) = true", tc.w, tc.m)
		}
	}
}
