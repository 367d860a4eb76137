package langid

import (
	"testing"
	"unicode/utf8"

	"github.com/abadojack/whatlanggo"

	"github.com/bylinehq/byline/internal/corpustest"
)

// whatlang is whatlanggo's answer in langid's terms.
func whatlang(text string) (string, float64) {
	info := whatlanggo.Detect(text)
	code := info.Lang.Iso6391()
	if code == "" && info.Lang >= 0 {
		code = info.Lang.Iso6393()
	}
	return code, info.Confidence
}

// tied reports whether the two closest profiles are at the same distance,
// the one case where whatlanggo's answer depends on map order.
func tied(text string) bool {
	s := detectScript(text)
	if s < 0 || scripts[s].profile < 0 {
		return false
	}
	s = scripts[s].profile
	best, ties := -1, 0
	for _, d := range Distances(text, s).Dist {
		switch {
		case best < 0 || d < best:
			best, ties = d, 1
		case d == best:
			ties++
		}
	}
	return ties > 1
}

// sameScript compares detectScript with whatlanggo.DetectScript.
func sameScript(t *testing.T, name, text string) bool {
	t.Helper()
	want := whatlanggo.DetectScript(text)
	got := detectScript(text)
	switch {
	case got < 0 && want == nil:
		return true
	case got == scriptKana && want != nil && whatlanggo.Scripts[want] == "":
		return true // whatlanggo's own table of Hiragana and Katakana
	case got >= 0 && scripts[got].table == want:
		return true
	}
	t.Errorf("%s: detectScript = %d, whatlanggo %v on %.60q", name, got, whatlanggo.Scripts[want], text)
	return false
}

// same compares langid with whatlanggo on text.
func same(t *testing.T, name, text string) bool {
	t.Helper()
	if !sameScript(t, name, text) {
		return false
	}
	gl, gc := Detect(text)
	wl, wc := whatlang(text)
	if gl == wl && gc == wc {
		return true
	}
	if tied(text) {
		return true
	}
	t.Errorf("%s: langid %q %.4f, whatlanggo %q %.4f on %.60q", name, gl, gc, wl, wc, text)
	return false
}

var samples = map[string]string{
	"en":     "The city council voted on Tuesday to expand the bus network, after months of complaints.",
	"de":     "Der Stadtrat hat am Dienstag beschlossen, das Busnetz auszubauen, nachdem sich Anwohner beschwert hatten.",
	"vi":     "Hội đồng thành phố hôm thứ Ba đã bỏ phiếu mở rộng mạng lưới xe buýt, sau nhiều tháng người dân phàn nàn.",
	"ru":     "Городской совет во вторник проголосовал за расширение автобусной сети после нескольких месяцев жалоб.",
	"ar":     "صوّت مجلس المدينة يوم الثلاثاء على توسيع شبكة الحافلات، بعد أشهر من شكاوى السكان.",
	"hi":     "नगर परिषद ने मंगलवार को बस नेटवर्क का विस्तार करने के लिए मतदान किया।",
	"he":     "מועצת העיר הצביעה ביום שלישי על הרחבת רשת האוטובוסים לאחר חודשים של תלונות.",
	"am":     "የከተማው ምክር ቤት ማክሰኞ የአውቶቡስ አውታረ መረብን ለማስፋት ድምጽ ሰጠ።",
	"ja":     "市議会は火曜日、バス路線網の拡大を決めた。",
	"ko":     "시의회는 화요일 버스 노선망을 확대하기로 의결했다.",
	"el":     "Το δημοτικό συμβούλιο ψήφισε την Τρίτη την επέκταση του δικτύου λεωφορείων.",
	"mixed":  "Breaking: 東京 news — Der Stadtrat, the council, 2024-05-03 12:00 !!! ???",
	"digits": "12345 67890 !!! ---",
	"tie":    "abc абв",
	"kanji":  "東京都知事選挙の結果",
	"ctrl":   "a\x01b\x7fc DEF",
	"one":    "a",
}

func TestDetectMatchesWhatlanggo(t *testing.T) {
	for name, text := range samples {
		same(t, name, text)
	}
	if l, c := Detect(""); l != "" || c != 0 {
		t.Errorf("Detect(\"\") = %q %v", l, c)
	}
}

// TestDetectMatchesWhatlanggoOnCorpus runs both on every gold body of the
// corpus, cut to the lengths extract uses (160, 400 and 2,000 runes) and
// whole: texts of about 75 languages in 10 scripts.
func TestDetectMatchesWhatlanggoOnCorpus(t *testing.T) {
	type bodyCase struct {
		ID   string `json:"id"`
		Body string `json:"body"`
	}
	n, bad := 0, 0
	for _, c := range corpustest.Cases[bodyCase](t) {
		if c.Body == "" {
			continue
		}
		for _, k := range []int{160, 400, 2000, -1} {
			text := c.Body
			if k > 0 {
				text = prefix(text, k)
			}
			n++
			if !same(t, c.ID, text) {
				bad++
			}
		}
	}
	t.Logf("%d texts, %d differ from whatlanggo", n, bad)
}

// prefix returns the first n runes of s.
func prefix(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n])
	}
	return s
}

func FuzzDetect(f *testing.F) {
	for _, s := range samples {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if !utf8.ValidString(text) {
			// whatlanggo and langid both read invalid bytes as U+FFFD;
			// keep the corpus readable.
			text = string([]rune(text))
		}
		same(t, "fuzz", text)
	})
}

func BenchmarkDetect(b *testing.B) {
	text := prefix(samples["de"]+" "+samples["en"]+" "+samples["de"], 160)
	b.Run("langid", func(b *testing.B) {
		for b.Loop() {
			Detect(text)
		}
	})
	b.Run("whatlanggo", func(b *testing.B) {
		for b.Loop() {
			whatlanggo.Detect(text)
		}
	})
}
