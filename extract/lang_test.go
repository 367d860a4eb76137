package extract

import (
	"testing"

	"github.com/bylinehq/byline/internal/corpustest"
)

// langSamples are a few sentences per language, long enough for trigram
// statistics.
var langSamples = map[string]string{
	"en": "The city council voted on Tuesday to expand the bus network, after months of complaints from residents who said that the service had become unreliable and too expensive for families.",
	"de": "Der Stadtrat hat am Dienstag beschlossen, das Busnetz auszubauen, nachdem sich Anwohner monatelang darüber beschwert hatten, dass der Dienst unzuverlässig und für Familien zu teuer geworden sei.",
	"fr": "Le conseil municipal a voté mardi l'extension du réseau de bus, après des mois de plaintes d'habitants qui estimaient que le service était devenu peu fiable et trop cher pour les familles.",
	"es": "El ayuntamiento votó el martes a favor de ampliar la red de autobuses, después de meses de quejas de los vecinos, que decían que el servicio se había vuelto poco fiable y demasiado caro para las familias.",
	"vi": "Hội đồng thành phố hôm thứ Ba đã bỏ phiếu mở rộng mạng lưới xe buýt, sau nhiều tháng người dân phàn nàn rằng dịch vụ trở nên thiếu tin cậy và quá đắt đối với các gia đình.",
	"ja": "市議会は火曜日、バス路線網の拡大を決めた。住民からは、サービスが不安定になり、家族にとって高すぎるという苦情が何か月も寄せられていた。",
	"ko": "시의회는 화요일 버스 노선망을 확대하기로 의결했다. 주민들은 몇 달 동안 서비스가 불안정해졌고 가족들에게 너무 비싸졌다고 불만을 제기해 왔다.",
	"zh": "市议会周二投票决定扩大公交线路网络。此前几个月，居民一直抱怨这项服务变得不可靠，而且对家庭来说太贵了。",
	"ru": "Городской совет во вторник проголосовал за расширение автобусной сети после нескольких месяцев жалоб жителей, которые говорили, что услуга стала ненадёжной и слишком дорогой для семей.",
	"ar": "صوّت مجلس المدينة يوم الثلاثاء على توسيع شبكة الحافلات، بعد أشهر من شكاوى السكان الذين قالوا إن الخدمة أصبحت غير موثوقة ومكلفة للغاية بالنسبة للعائلات.",
	"tr": "Belediye meclisi salı günü otobüs ağının genişletilmesi için oy kullandı. Sakinler aylardır hizmetin güvenilmez hale geldiğinden ve aileler için çok pahalı olduğundan şikâyet ediyordu.",
	"hi": "नगर परिषद ने मंगलवार को बस नेटवर्क का विस्तार करने के लिए मतदान किया, क्योंकि निवासी महीनों से शिकायत कर रहे थे कि सेवा अविश्वसनीय और परिवारों के लिए बहुत महंगी हो गई है।",
}

// langHanOnly is a headline in Han characters only, which Chinese and
// Japanese both could write.
const langHanOnly = "東京都知事選挙結果発表会見会場周辺道路交通規制実施中東京都知事選挙結果発表会見会場周辺道路交通規制実施中"

// langAssamese is Assamese, written in the Bengali script, which the
// detector reads as Bengali.
const langAssamese = "গুৱাহাটী মহানগৰৰ যানজট নিয়ন্ত্ৰণৰ বাবে আজিৰ পৰা নতুন উৰণসেতুৰ নিৰ্মাণ কাম আৰম্ভ হৈছে। পূৰ্ত বিভাগৰ মন্ত্ৰীয়ে জনোৱা মতে, দুবছৰৰ ভিতৰত এই কাম সম্পূৰ্ণ কৰাৰ লক্ষ্য লোৱা হৈছে।"

// langIcelandic is Icelandic, which the detector has no profile for.
const langIcelandic = "Borgarstjórn samþykkti á þriðjudag að stækka strætisvagnakerfið eftir að íbúar höfðu kvartað mánuðum saman yfir því að þjónustan væri óáreiðanleg og of dýr fyrir fjölskyldur í hverfunum."

func TestDetectLang(t *testing.T) {
	tests := []struct {
		name  string
		text  string
		hints []string
		want  string
	}{
		{"empty text, no hint", "", nil, ""},
		{"empty text takes the hint", "", []string{"de-DE"}, "de"},
		{"empty text skips invalid hints", "  ", []string{"", "x-default", "en_US"}, "en"},
		{"short text trusts the hint", "OK, danke!", []string{"de"}, "de"},
		{"short text without hint", "Hello!", nil, ""},
		{"hint agrees", langSamples["fr"], []string{"fr-FR"}, "fr"},
		{"hint in another script loses", langSamples["ru"], []string{"en"}, "ru"},
		{"wrong template hint loses to a clear text", langSamples["de"], []string{"en-US"}, "de"},
		{"japanese hint for kanji-only text", langHanOnly, []string{"ja"}, "ja"},
		{"chinese hint for kanji-only text", langHanOnly, []string{"zh-TW"}, "zh"},
		{"kanji-only text without hint", langHanOnly, nil, "zh"},
		{"assamese hint for bengali-script text", langAssamese, []string{"as"}, "as"},
		{"kana beats a chinese hint", langSamples["ja"], []string{"zh"}, "ja"},
		{"norwegian bokmål hint", "", []string{"nb-NO"}, "no"},
		{"hint the detector cannot name", langIcelandic, []string{"is"}, "is"},
		{"icelandic without the hint", langIcelandic, nil, "no"},
		{"a hint it can name still loses to a clear text", langIcelandic, []string{"de"}, "no"},
		{"a close relative does not overrule the hint", "Praha od července zdraží jednorázovou jízdenku na 90 minut ze 40 na 46 korun, rozhodla ve čtvrtek rada hlavního města.", []string{"cs"}, "cs"},
		{"amharic, which reads as tigrinya, keeps its hint", "የአዲስ አበባ ከተማ አስተዳደር በከተማዋ ውስጥ አዳዲስ የአውቶቡስ መስመሮችን እንደሚከፍት ዛሬ አስታውቋል። አስተዳደሩ እንዳለው አዲሶቹ መስመሮች በቀን ከመቶ ሺህ በላይ ተሳፋሪዎችን ያገለግላሉ። ነዋሪዎች የትራንስፖርት እጥረት ለረጅም ጊዜ ሲያማርሩ መቆየታቸው ይታወሳል።", []string{"am"}, "am"},
		{"hint order", "", []string{"pt_BR", "en"}, "pt"},
		{"serbian in latin letters", "Vlada Srbije usvojila je danas izmene Zakona o javnim nabavkama, kojima se, kako je navedeno, povećava transparentnost postupaka i kontrola trošenja novca.", []string{"sr-Latn"}, "sr"},
		{"tatar, a cyrillic language the detector cannot name", "Пәнҗешәмбе көнне Казан метросының яңа станциясе ачылды. Яңа станция Савиново районын шәһәр үзәге белән тоташтыра, төзелешкә 12 миллиард сумнан артык акча тотылган.", []string{"tt"}, "tt"},
		{"tatar in latin letters", "Pänceşämbe köndä Qazan metrosınıñ yaña stantsiyäse açıldı. Yaña stantsiyä Savinovo rayonın şähär üzäge belän totaştıra, tözeleşkä 12 milliard sumnan artıq aqça totılğan.", []string{"tt"}, "tt"},
		{"bashkir", "Өфөлә Ағиҙел йылғаһы аша яңы күпер төҙөү эштәре башланды. Ҡала хакимиәте хәбәр итеүенсә, күпердең оҙонлоғо 1,2 километр буласаҡ.", []string{"ba"}, "ba"},
		{"kazakh, which the detector cannot name", "Алматыда қоғамдық көлікте жол жүру ақысы 1 сәуірден бастап өзгереді. Бұл туралы қалалық жолаушылар көлігі басқармасы хабарлады.", []string{"kk"}, "kk"},
		{"sorani kurdish, which the detector knows only in latin letters", "حکومەتی هەرێمی کوردستان ڕایگەیاند کە مووچەی فەرمانبەران لە هەفتەی داهاتوودا دابەش دەکرێت. وەزارەتی دارایی ئاماژەی بەوە کرد کە پارەی پێویست لە بەغداوە گەیشتووە. فەرمانبەران چەند مانگێکە سکاڵا لە دواکەوتنی مووچەکانیان دەکەن.", []string{"ckb"}, "ku"},
		{"persian", "شورای شهر روز سه‌شنبه به گسترش شبکه اتوبوسرانی رأی داد، پس از ماه‌ها شکایت ساکنان که می‌گفتند این خدمات غیرقابل اعتماد و برای خانواده‌ها بسیار گران شده است.", nil, "fa"},
	}
	for lang, text := range langSamples {
		tests = append(tests, struct {
			name  string
			text  string
			hints []string
			want  string
		}{"sample " + lang, text, nil, lang})
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := DetectLang(tc.text, tc.hints...); got != tc.want {
				t.Errorf("DetectLang(%.40q, %q) = %q, want %q", tc.text, tc.hints, got, tc.want)
			}
		})
	}
}

// TestDetectLangRussianUnderRepublicHint checks that a page in Russian
// declaring a republic's language (a bilingual CMS's default lang) is
// Russian, while the republic's own text keeps its declaration.
func TestDetectLangRussianUnderRepublicHint(t *testing.T) {
	ru := "В Казани в четверг открылась новая станция метро. Она соединит район Савиново с центром города, на строительство потратили более 12 миллиардов рублей, сообщили в мэрии."
	for _, h := range []string{"tt", "ba", "cv", "ce", "os"} {
		if got := DetectLang(ru, h); got != "ru" {
			t.Errorf("DetectLang(russian, %q) = %q, want ru", h, got)
		}
	}
	for _, c := range []struct{ text, hint string }{
		{"Соьлжа-ГIалахь керла школа схьайиллина. ХIокху шарахь школе 500 бер деша догIу, аьлла министерствехь.", "ce"},
		{"Дзæуджыхъæуы ног скъола байгом кодта. Ацы скъолайы ахуыр кæндзысты 500 скъоладзауы, загътой министрадзы.", "os"},
		{"Шупашкарта ҫӗнӗ шкул уҫӑлнӑ. Ку шкулта 500 ача вӗренӗ, тесе пӗлтернӗ министерствӑра.", "cv"},
	} {
		if got := DetectLang(c.text, c.hint); got != c.hint {
			t.Errorf("DetectLang(%q, %q) = %q", c.text, c.hint, got)
		}
	}
}

func TestLangNormalize(t *testing.T) {
	tests := map[string]string{
		"en-US": "en", "en_US": "en", "EN": "en", "de-DE-1996": "de", "nn": "no", "iw": "he",
		"deu": "de", "ckb": "ku", "ckb-IQ": "ku", "x-default": "", "": "", "*": "", "zh-Hant-TW": "zh", "fr; q=0.8": "fr",
	}
	for in, want := range tests {
		if got := langNormalize(in); got != want {
			t.Errorf("langNormalize(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestDetectLangCorpus compares the detection on gold bodies, without
// hints, with the gold language where the corpus states it.
func TestDetectLangCorpus(t *testing.T) {
	corpus := corpustest.Cases[goldCase](t)
	n, good := 0, 0
	for _, c := range corpus {
		want := langNormalize(c.Lang)
		if want == "" || c.Body == "" {
			continue
		}
		n++
		got := DetectLang(c.Body)
		if got == want {
			good++
		} else if testing.Verbose() {
			t.Logf("%s: got %q, gold %q", c.ID, got, c.Lang)
		}
	}
	if n == 0 {
		t.Skip("no gold languages")
	}
	acc := float64(good) / float64(n)
	t.Logf("language accuracy: %d/%d = %.3f", good, n, acc)
	if acc < 0.9 {
		t.Errorf("accuracy %.3f, want at least 0.9", acc)
	}
}

func BenchmarkDetectLang(b *testing.B) {
	text := langSamples["de"] + " " + langSamples["de"] + " " + langSamples["de"]
	for b.Loop() {
		DetectLang(text, "de-DE")
	}
}
