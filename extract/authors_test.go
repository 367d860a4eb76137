package extract

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"

	"github.com/bylinehq/byline/internal/corpustest"
)

func TestCleanAuthors(t *testing.T) {
	tests := []struct {
		name string
		raw  []string
		lang string
		want []string
	}{
		{"plain", []string{"Jane Doe"}, "en", []string{"Jane Doe"}},
		{"a labelled date field after the name", []string{"Von Sabine Kronauer Erstveröffentlichung: 25.11.2026, 09:10 Uhr"}, "de", []string{"Sabine Kronauer"}},
		{"a Japanese name alone in brackets", []string{"（高橋美咲）"}, "ja", []string{"高橋美咲"}},
		{"a note in brackets is no name", []string{"(dpa)"}, "de", nil},
		{"by", []string{"By Jane Doe"}, "en", []string{"Jane Doe"}},
		{"dateline then byline", []string{"Veröffentlicht am 3. Oktober 2026, 10:00 Uhr von Katrin Hofmeister"}, "de", []string{"Katrin Hofmeister"}},
		{"dateline then by", []string{"Published May 5, 2024 at 9:00 by Jane Doe and John Roe"}, "en", []string{"Jane Doe", "John Roe"}},
		{"BY upper", []string{"BY JOHN SMITH"}, "en", []string{"John Smith"}},
		{"by lower with colon", []string{"by: Jane Doe"}, "en", []string{"Jane Doe"}},
		{"place after a comma, pt", []string{"Por Ana Souza, de Brasília"}, "pt", []string{"Ana Souza"}},
		{"place after a comma, fr", []string{"Jean Dupont, à Paris"}, "fr", []string{"Jean Dupont"}},
		{"place after a comma, de", []string{"Von Hans Meier, aus Berlin"}, "de", []string{"Hans Meier"}},
		{"particle inside a name stays", []string{"Por Ana de Souza e João da Silva"}, "pt", []string{"Ana de Souza", "João da Silva"}},
		{"written by", []string{"Written by Jane Doe"}, "en", []string{"Jane Doe"}},
		{"the paper's name before a role after a comma", []string{"By Ann Rowe, Gazette Staff Writer"}, "en", []string{"Ann Rowe"}},
		{"an outlet with a digit in its name after a comma", []string{"Por Camila Torres, tv9 Litoral"}, "pt", []string{"Camila Torres"}},
		{"fields apart by ideographic spaces", []string{"2026年03月12日14:30\u3000来源：城市报\u3000作者：李明"}, "zh", []string{"李明"}},
		{"date and reporter, ja", []string{"2026/03/12 18:05\u3000記者：山本健一"}, "ja", []string{"山本健一"}},
		{"fields apart by the text's spaces", []string{"2026年03月12日14:30 来源：城市报 作者：李明"}, "zh", []string{"李明"}},
		{"thai by", []string{"โดย สมชาย ใจดี"}, "th", []string{"สมชาย ใจดี"}},
		{"source alone stands in for an author", []string{"2026年03月12日\u3000来源：新华社"}, "zh", []string{"新华社"}},
		{"category after in", []string{"Posted by Lucy Barnes in Arts"}, "en", []string{"Lucy Barnes"}},
		{"category link dropped after in", []string{"Posted by Lucy Barnes in"}, "en", []string{"Lucy Barnes"}},
		{"place after in", []string{"By Jane Doe in London"}, "en", []string{"Jane Doe"}},
		{"interviewer in brackets, ja", []string{"（聞き手・山田太郎）"}, "ja", []string{"山田太郎"}},
		{"ja credit, labels then the name", []string{"（取材・文　中村健一）"}, "ja", []string{"中村健一"}},
		{"ja credit, parts set apart by a comma", []string{"（文・佐藤健太、写真・小林真理）"}, "ja", []string{"佐藤健太"}},
		{"ja credit, two roles and no name", []string{"（取材・撮影）"}, "ja", nil},
		{"ethiopic wordspace ends a label", []string{"ዘጋቢ፡ ሰላማዊት ተስፋዬ"}, "am", []string{"ሰላማዊት ተስፋዬ"}},
		{"ethiopic preface colon ends a label", []string{"ዘጋቢ፦ ሰላማዊት ተስፋዬ"}, "am", []string{"ሰላማዊት ተስፋዬ"}},
		{"armenian comma ends a label", []string{"Հեղինակ՝ Արամ Պետրոսյան"}, "hy", []string{"Արամ Պետրոսյան"}},
		{"ethiopic wordspace inside a name", []string{"ሰላማዊት፡ ተስፋዬ"}, "am", []string{"ሰላማዊት ተስፋዬ"}},
		{"armenian comma before a role", []string{"Պետրոսյան՝ լրագրող"}, "hy", nil},
		{"persian reporter beside the editor", []string{"خبرنگار: مریم رضایی دبیر: حسین کاظمی"}, "fa", []string{"مریم رضایی"}},
		{"byline in brackets", []string{"(By Jane Doe)"}, "en", []string{"Jane Doe"}},
		{"agency in brackets is no name", []string{"(dpa)"}, "de", nil},
		{"media group beside the reporter", []string{"Justus Ochieng\nNation Media Group"}, "en", []string{"Justus Ochieng"}},
		{"media group alone stands in", []string{"Nation Media Group"}, "en", []string{"Nation Media Group"}},
		{"company beside a place stays", []string{"Olympia-Verlag GmbH, Nürnberg"}, "de", []string{"Olympia-Verlag GmbH", "Nürnberg"}},
		{"company before a two-word place stays", []string{"Musterfirma GmbH, Frankfurt am Main"}, "de", []string{"Musterfirma GmbH", "Frankfurt am Main"}},
		{"dateline place after the name", []string{"Redacción: Javier Ortega · Málaga, 7 de abril de 2026"}, "es", []string{"Javier Ortega"}},
		{"dateline place after the name, en", []string{"By Jane Doe | Leeds, Oct. 3, 2026"}, "en", []string{"Jane Doe"}},
		{"agency before a labelled date stays", []string{"Ashish Chauhan / TNN / Updated: Mar 10, 2026"}, "en", []string{"Ashish Chauhan", "TNN"}},
		{"agency before a date stays", []string{"By Jane Doe | Reuters | March 3, 2026"}, "en", []string{"Jane Doe", "Reuters"}},
		{"agency before a date stays, es", []string{"Por Ana López / EFE / 7 de abril de 2026"}, "es", []string{"Ana López", "EFE"}},
		{"one-word CJK co-author before a date stays", []string{"作者：王小明、李大华 | 2026-03-03"}, "zh", []string{"王小明", "李大华"}},
		{"one-word CJK co-author before a date stays, comma", []string{"记者：王小明，李大华，2026年3月3日"}, "zh", []string{"王小明", "李大华"}},
		{"place after two names", []string{"Rachel Dunmore and Kenji Mori in London"}, "en", []string{"Rachel Dunmore", "Kenji Mori"}},
		{"camel-case outlet after name", []string{"By Elena Marquez, CalNews"}, "en", []string{"Elena Marquez"}},
		{"weekday's abbreviation before a date", []string{"Von Anna Schmitt Do., 12.11.2026 - 16:41"}, "de", []string{"Anna Schmitt"}},
		{"drupal's submitted line", []string{"Submitted by Jane Doe on Thu, 11/26/2026 - 10:40"}, "en", []string{"Jane Doe"}},
		{"a German submitted line", []string{"Eingestellt von Anna Schmitt am Do., 26.11.2026 - 10:40"}, "de", []string{"Anna Schmitt"}},
		{"a Catalan submitted line", []string{"Publicat per Marta Puig el dj., 26/11/2026 - 10:40"}, "ca", []string{"Marta Puig"}},
		{"an Occitan submitted line", []string{"Publicat per Joan Pèire Baccou lo dijòus, 26/11/2026 - 10:40"}, "oc", []string{"Joan Pèire Baccou"}},
		{"an Arabic surname that is also a weekday", []string{"بقلم: سعد بن محمد الخميس"}, "ar", []string{"سعد بن محمد الخميس"}},
		{"a Dutch surname van de Ven", []string{"Door Pieter van de Ven"}, "nl", []string{"Pieter van de Ven"}},
		{"a Dutch surname van der Ven before a date", []string{"Anke van der Ven, 26 november 2026"}, "nl", []string{"Anke van der Ven"}},
		{"a surname Le stays", []string{"By Minh Le, 26/11/2026"}, "en", []string{"Minh Le"}},
		{"surname like a weekday", []string{"By Anh Do, Nov. 12, 2026"}, "en", []string{"Anh Do"}},
		{"in inside an institution stays", []string{"Centre for Research in Education"}, "en", []string{"Centre for Research in Education"}},
		{"gendered label", []string{"Autorin/Autor Roman Goncharenko"}, "de", []string{"Roman Goncharenko"}},
		{"illustrator credited after the author", []string{"Text von Christian Seiler Illustration von Markus Roost"}, "de", []string{"Christian Seiler"}},
		{"intro words before the marker", []string{"Ein Artikel von Pamela Sladky"}, "de", []string{"Pamela Sladky"}},
		// A wire's closing credit names its reporters; the editor is no
		// author (wireReporters).
		{"reporting by", []string{"Reporting by Jane Doe and John Roe; Editing by Ann Lee"}, "en", []string{"Jane Doe", "John Roe"}},
		{"and between full names", []string{"Jane Doe and John Roe"}, "en", []string{"Jane Doe", "John Roe"}},
		{"ampersand", []string{"Jane Doe & John Roe"}, "en", []string{"Jane Doe", "John Roe"}},
		{"duo stays whole", []string{"Simon and Garfunkel"}, "en", []string{"Simon and Garfunkel"}},
		{"institution stays whole", []string{"Center for Drug Evaluation and Research"}, "en", []string{"Center for Drug Evaluation and Research"}},
		{"comma list with and", []string{"Anna Lee, Bo Chen and Cy Dunn"}, "en", []string{"Anna Lee", "Bo Chen", "Cy Dunn"}},
		{"role after comma", []string{"Jane Doe, Staff Reporter"}, "en", []string{"Jane Doe"}},
		{"beat before the role", []string{"By Oliver Grant, Local Democracy Reporter"}, "en", []string{"Oliver Grant"}},
		{"beat before the role of two", []string{"Anna Lee and Bo Chen, Senior Health Correspondent"}, "en", []string{"Anna Lee", "Bo Chen"}},
		{"Welsh marker and role", []string{"Gan Elin Haf Roberts, Gohebydd Amgylchedd"}, "cy", []string{"Elin Haf Roberts"}},
		{"a surname like a language's marker", []string{"Gan Lu"}, "cy", []string{"Gan Lu"}},
		{"Gan is a surname outside Welsh", []string{"Gan Lu"}, "zh", []string{"Gan Lu"}},
		{"Breton marker", []string{"Gant Yann Kerlann"}, "br", []string{"Yann Kerlann"}},
		{"Javanese marker", []string{"Dening Slamet Riyadi"}, "jv", []string{"Slamet Riyadi"}},
		{"Gant is a surname outside Breton", []string{"Gant Yann Kerlann"}, "en", []string{"Gant Yann Kerlann"}},
		{"Dening is a surname outside Javanese", []string{"Dening Slamet Riyadi"}, "id", []string{"Dening Slamet Riyadi"}},
		{"Burmese label and date in its digits", []string{"ရေးသားသူ - ဇော်မင်းထွန်း ၂၅ နိုဝင်ဘာ ၂၀၂၆"}, "my", []string{"ဇော်မင်းထွန်း"}},
		{"Punjabi label", []string{"ਲੇਖਕ ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ"}, "pa", []string{"ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ"}},
		{"Somali label", []string{"Qore: Cabdiraxmaan Maxamed"}, "so", []string{"Cabdiraxmaan Maxamed"}},
		{"role after dash", []string{"John Roe – Redakteur"}, "de", []string{"John Roe"}},
		{"role with place", []string{"Max Muster, Korrespondent in Berlin"}, "de", []string{"Max Muster"}},
		{"CJK label before a full-width colon", []string{"文・写真：山田太郎"}, "ja", []string{"山田太郎"}},
		{"CJK label before a full-width slash", []string{"文／王小明"}, "zh", []string{"王小明"}},
		{"CJK label before a vertical-form colon", []string{"撰文︰陳大文"}, "zh", []string{"陳大文"}},
		{"afrikaans marker", []string{"Deur Pieter Fourie"}, "af", []string{"Pieter Fourie"}},
		{"field label of a byline, apart from the name", []string{"Byline:", "Carla Jennings"}, "en", []string{"Carla Jennings"}},
		{"maltese marker", []string{"Miktub minn Maria Borg"}, "mt", []string{"Maria Borg"}},
		{"yoruba marker", []string{"Lati ọwọ Adewale Ogunleye"}, "yo", []string{"Adewale Ogunleye"}},
		{"luxembourgish marker", []string{"Vum Jeff Schmit"}, "lb", []string{"Jeff Schmit"}},
		{"zulu marker glued to the name", []string{"ngu-Sipho Mthembu"}, "zu", []string{"Sipho Mthembu"}},
		{"lao marker", []string{"ໂດຍ ບຸນມີ ສີສຸວັນ"}, "lo", []string{"ບຸນມີ ສີສຸວັນ"}},
		{"catalan marker", []string{"Per Marta Puig i Joan Serra"}, "ca", []string{"Marta Puig", "Joan Serra"}},
		{"arabic city before the name", []string{"الرياض - محمد العتيبي"}, "ar", []string{"محمد العتيبي"}},
		{"what the byline says of the outlet", []string{"Jānis Bērziņš, speciāli DELFI"}, "lv", []string{"Jānis Bērziņš"}},
		{"arabic city after the name", []string{"أحمد علي – القاهرة"}, "ar", []string{"أحمد علي"}},
		{"per is a first name elsewhere", []string{"Per Olsen"}, "no", []string{"Per Olsen"}},
		{"relative time before the names", []string{"hace 3 horas · Juan Pérez y María López · 04/03/2025 14:30"}, "es", []string{"Juan Pérez", "María López"}},
		{"relative time in french", []string{"il y a 5 min · Claire Dubois"}, "fr", []string{"Claire Dubois"}},
		{"picture credit before a slash", []string{"Foto/dpa"}, "de", nil},
		{"picture credit before a slash, ja", []string{"写真/AP"}, "ja", nil},
		{"CJK label before a slash", []string{"记者/王小明"}, "zh", []string{"王小明"}},
		{"CJK role glued before the name", []string{"作者： 记者王敬照"}, "zh", []string{"王敬照"}},
		{"CJK role before the name", []string{"记者 王小明"}, "zh", []string{"王小明"}},
		{"CJK role before two names apart by a space", []string{"文/记者 王晓明 李静"}, "zh", []string{"王晓明", "李静"}},
		{"CJK roles between names apart by spaces", []string{"本报记者 王晓明 实习生 李静"}, "zh", []string{"王晓明", "李静"}},
		{"CJK dateline after names apart by spaces", []string{"本报记者 王晓明 北京报道"}, "zh", []string{"王晓明"}},
		{"CJK report word after two names", []string{"記者 陳大文 黃小明 報道"}, "zh", []string{"陳大文", "黃小明"}},
		{"CJK dateline opening with from", []string{"记者 王晓明 李静 发自北京"}, "zh", []string{"王晓明", "李静"}},
		{"CJK photo report after the names", []string{"记者 王晓明 李静 实习生 刘洋 摄影报道"}, "zh", []string{"王晓明", "李静", "刘洋"}},
		{"Japanese family and given name apart by a space stay one", []string{"山田 太郎"}, "ja", []string{"山田 太郎"}},
		{"French Reportage de", []string{"Reportage de Julien Marchand"}, "fr", []string{"Julien Marchand"}},
		{"French Texte de", []string{"Texte de Claire Dubois"}, "fr", []string{"Claire Dubois"}},
		{"Spanish Reportaje de", []string{"Reportaje de María López"}, "es", []string{"María López"}},
		{"French Un reportage de", []string{"Un reportage de Julien Marchand"}, "fr", []string{"Julien Marchand"}},
		{"Italian Servizio di", []string{"Servizio di Giulia Ferri"}, "it", []string{"Giulia Ferri"}},
		{"written and photographed by", []string{"Written and photographed by Ann Lee"}, "en", []string{"Ann Lee"}},
		{"words and pictures by", []string{"Words and pictures by Ann Lee"}, "en", []string{"Ann Lee"}},
		{"French photo field with a space before its colon", []string{"Textes : Julien Marchand / Photos : Claire Roy"}, "fr", []string{"Julien Marchand"}},
		{"Dutch picture field", []string{"Tekst: Sanne de Vries | Beeld: Tom Bakker"}, "nl", []string{"Sanne de Vries"}},
		{"CJK text and picture labels before the role", []string{"文/图 记者 王晓明"}, "zh", []string{"王晓明"}},
		{"CJK editor after names apart by spaces", []string{"记者 王晓明 李静 编辑 刘洋"}, "zh", []string{"王晓明", "李静"}},
		{"CJK photographer after a name apart by spaces", []string{"記者 張三 攝影 李四"}, "zh", []string{"張三"}},
		{"CJK photo field after names apart by spaces", []string{"文/记者 王晓明 李静 图/记者 刘洋"}, "zh", []string{"王晓明", "李静"}},
		{"CJK text and picture labels before two names", []string{"文/图 记者 王晓明 李静"}, "zh", []string{"王晓明", "李静"}},
		{"Italian A cura di", []string{"A cura di Giulia Ferri"}, "it", []string{"Giulia Ferri"}},
		{"French Propos recueillis par", []string{"Propos recueillis par Julien Marchand"}, "fr", []string{"Julien Marchand"}},
		{"Dutch Door onze redacteur", []string{"Door onze redacteur Sanne de Vries"}, "nl", []string{"Sanne de Vries"}},
		{"Dutch correspondent's place and no name", []string{"Van onze correspondent in Washington"}, "nl", nil},
		{"Dutch correspondent's place before the name", []string{"Door onze correspondent in Brussel, Jan Jansen"}, "nl", []string{"Jan Jansen"}},
		{"Special to the paper", []string{"By Ann Lee, Special to The Daily Example"}, "en", []string{"Ann Lee"}},
		{"German aus and the place", []string{"Von Katrin Vogel aus Brüssel"}, "de", []string{"Katrin Vogel"}},
		{"Spanish desde and the place", []string{"Por María López desde Bogotá"}, "es", []string{"María López"}},
		{"French places after two names", []string{"Par Julien Marchand à Kiev et Claire Roy à Moscou"}, "fr", []string{"Julien Marchand", "Claire Roy"}},
		{"German places after two names", []string{"Von Katrin Vogel aus Brüssel und Tom Bauer aus Berlin"}, "de", []string{"Katrin Vogel", "Tom Bauer"}},
		{"places after two names", []string{"Ann Lee in New York and Tom Ray in Washington"}, "en", []string{"Ann Lee", "Tom Ray"}},
		{"a category after the name has no second place", []string{"Posted by Jane Doe in Arts and Culture"}, "en", []string{"Jane Doe"}},
		{"Dutch en joins two names", []string{"Door Sanne de Vries en Tom Bakker"}, "nl", []string{"Sanne de Vries", "Tom Bakker"}},
		{"photographer's role in brackets", []string{"Katrin Vogel (Text) und Jonas Brandt (Fotos)"}, "de", []string{"Katrin Vogel"}},
		{"photographer's role in brackets, English", []string{"By Ann Lee and Tom Ray (Photos)"}, "en", []string{"Ann Lee"}},
		{"a photographer alone keeps the credit", []string{"Jonas Brandt (Fotos)"}, "de", []string{"Jonas Brandt"}},
		{"photographer's role in brackets after a comma", []string{"Von Katrin Vogel, Jonas Brandt (Fotos)"}, "de", []string{"Katrin Vogel"}},
		{"photographer's role in brackets after a label and a comma", []string{"Text: Katrin Vogel, Jonas Brandt (Fotos)"}, "de", []string{"Katrin Vogel"}},
		{"photographer's role in brackets, byline in capitals", []string{"By ANN LEE AND TOM RAY (PHOTOS)"}, "en", []string{"Ann Lee"}},
		{"Taiwanese role and dateline around the name", []string{"記者林怡君／台中報導"}, "zh", []string{"林怡君"}},
		{"Taiwanese dateline after the name", []string{"林怡君／台中報導"}, "zh", []string{"林怡君"}},
		{"agency and editor after a slash stay one credit", []string{"dpa/lno"}, "de", []string{"dpa/lno"}},
		{"date glued to the surname", []string{"דנה כהן26.11.2026 | 14:05"}, "he", []string{"דנה כהן"}},
		{"time glued to the surname", []string{"Jane Doe12:30 pm"}, "en", []string{"Jane Doe"}},
		{"handle with digits stays", []string{"jsmith42"}, "en", []string{"jsmith42"}},
		{"weekday before the date", []string{"بقلم: محمد أحمد الأربعاء 26 نوفمبر 2026 - 11:45"}, "ar", []string{"محمد أحمد"}},
		{"weekday before the date, Polish", []string{"Jan Kowalski środa 26 listopada 2026"}, "pl", []string{"Jan Kowalski"}},
		{"role after pipe", []string{"Jane Doe | Senior Writer"}, "en", []string{"Jane Doe"}},
		{"role alone is kept", []string{"Staff Writer"}, "en", []string{"Staff Writer"}},
		{"ceo of", []string{"Mayank Gupta, CEO of Example"}, "en", []string{"Mayank Gupta"}},
		{"email and handle", []string{"Jane Doe jane@example.com @janedoe"}, "en", []string{"Jane Doe"}},
		{"url", []string{"Jane Doe https://example.com/jane"}, "en", []string{"Jane Doe"}},
		{"bracketed agency", []string{"Jane Doe (dpa)"}, "de", []string{"Jane Doe"}},
		{"updated date", []string{"Jane Doe Updated 3 May 2024"}, "en", []string{"Jane Doe"}},
		{"date after comma", []string{"Jane Doe, May 3, 2024"}, "en", []string{"Jane Doe"}},
		{"numeric date and time", []string{"Hans Müller 12.10.2026, 08:30"}, "de", []string{"Hans Müller"}},
		{"min read", []string{"Jane Doe · 5 min read"}, "en", []string{"Jane Doe"}},
		{"handle with digits kept", []string{"happyface313"}, "en", []string{"happyface313"}},
		{"dedupe case-insensitive", []string{"Jane Doe", "JANE DOE", "jane doe"}, "en", []string{"Jane Doe"}},
		{"initial is distinct", []string{"J. Smith", "John Smith"}, "en", []string{"J. Smith", "John Smith"}},
		{"keeps Jr.", []string{"Martin Luther King Jr."}, "en", []string{"Martin Luther King Jr."}},
		{"collapse space and trim", []string{"  Jane \t  Doe ,  "}, "en", []string{"Jane Doe"}},
		{"agency kept", []string{"dpa"}, "de", []string{"dpa"}},
		{"slash credit stays whole", []string{"dpa/lno"}, "de", []string{"dpa/lno"}},
		{"spaced slash separates", []string{"Jane Doe / John Roe"}, "en", []string{"Jane Doe", "John Roe"}},
		{"agency next to person", []string{"Reuters, Thorsten Kramer"}, "de", []string{"Reuters", "Thorsten Kramer"}},
		{"newsroom kept", []string{"Redaktion"}, "de", []string{"Redaktion"}},
		{"categories after in", []string{"By TPN, in News, Portugal, Business, Property"}, "en", []string{"TPN"}},
		{"a site and its address", []string{"hessenschau.de, Frankfurt, Germany"}, "de", []string{"hessenschau.de"}},
		{"a news desk's page name", []string{"Nachrichten"}, "de", nil},
		{"own correspondent, ml", []string{"സ്വന്തം ലേഖകൻ"}, "ml", nil},
		{"our correspondent, hi", []string{"हमारे संवाददाता"}, "hi", nil},
		{"own reporter beside a name, bn", []string{"রহিম উদ্দিন, নিজস্ব প্রতিবেদক"}, "bn", []string{"রহিম উদ্দিন"}},
		// The place the paper's own reporter files from is no author.
		{"own reporter and a place, bn", []string{"নিজস্ব প্রতিবেদক, ঢাকা"}, "bn", nil},
		{"own correspondent and a place, ml", []string{"സ്വന്തം ലേഖകൻ, കൊച്ചി"}, "ml", nil},
		{"our correspondent and a place, hi", []string{"हमारे संवाददाता, नई दिल्ली"}, "hi", nil},
		{"a CMS account", []string{"wordpressadmin"}, "de", nil},
		{"an author page's link text", []string{"Alles von Martin Junker"}, "de", []string{"Martin Junker"}},
		{"byline words with no name", []string{"Geschrieben am 15. April 2025 in"}, "de", nil},
		{"mixed case surname kept", []string{"Bill MCCARTHY"}, "en", []string{"Bill MCCARTHY"}},
		{"hyphenated upper", []string{"AMELIA THOMSON-DEVEAUX"}, "en", []string{"Amelia Thomson-Deveaux"}},
		{"acronym kept", []string{"AFP"}, "fr", []string{"AFP"}},
		{"empty and blank", []string{"", "  ", "By"}, "en", nil},
		{"sentence dropped", []string{"This is a sentence that is much too long to be a name"}, "en", nil},
		{"de von", []string{"Von Anna Schmidt und Max Muster"}, "de", []string{"Anna Schmidt", "Max Muster"}},
		{"de text und fotos", []string{"Text und Fotos: Max Muster"}, "de", []string{"Max Muster"}},
		{"de autorin", []string{"Autorin: Birgit Baumann"}, "de", []string{"Birgit Baumann"}},
		{"de surname particle", []string{"Ursula von der Leyen"}, "de", []string{"Ursula von der Leyen"}},
		{"de headline opening with von der", []string{"Von der Wärmemessung zur Echtzeit-Energiedienstleistung"}, "de", nil},
		{"de family name alone", []string{"Von der Heydt"}, "de", []string{"Von der Heydt"}},
		{"fr par et", []string{"Par Martin Untersinger et Damien Leloup"}, "fr", []string{"Martin Untersinger", "Damien Leloup"}},
		{"es por y", []string{"Por Isabel Caro y Rocío Latorre"}, "es", []string{"Isabel Caro", "Rocío Latorre"}},
		{"es compound surname", []string{"José Ortega y Gasset"}, "es", []string{"José Ortega y Gasset"}},
		{"pt por e", []string{"Por Luana Patriolino e Raphael Felice"}, "pt", []string{"Luana Patriolino", "Raphael Felice"}},
		{"it di", []string{"di Mario Rossi"}, "it", []string{"Mario Rossi"}},
		{"it surname Di", []string{"Angel Di Maria"}, "it", []string{"Angel Di Maria"}},
		{"nl door en", []string{"Door Jan de Vries en Piet Bakker"}, "nl", []string{"Jan de Vries", "Piet Bakker"}},
		{"sv av och", []string{"Av Ingrid Treborg och Marlene Holm"}, "sv", []string{"Ingrid Treborg", "Marlene Holm"}},
		{"no og", []string{"Mathias Hagen og Anders Skjerdingstad"}, "no", []string{"Mathias Hagen", "Anders Skjerdingstad"}},
		{"da af", []string{"Af Trine Juncher Jørgensen"}, "da", []string{"Trine Juncher Jørgensen"}},
		{"pl i", []string{"Jan Kowalski i Anna Nowak"}, "pl", []string{"Jan Kowalski", "Anna Nowak"}},
		{"tr ve", []string{"Ahmet Yılmaz ve Ayşe Kaya"}, "tr", []string{"Ahmet Yılmaz", "Ayşe Kaya"}},
		{"ru автор и", []string{"Автор: Ярослав Кузишин и Антон Зелинский"}, "ru", []string{"Ярослав Кузишин", "Антон Зелинский"}},
		{"ru photo", []string{"Фото: Андрей Колесников"}, "ru", []string{"Андрей Колесников"}},
		{"vi bởi và", []string{"Bởi Nguyễn Thị Mai và Trần Văn Nam"}, "vi", []string{"Nguyễn Thị Mai", "Trần Văn Nam"}},
		{"vi tác giả", []string{"Tác giả: Nguyễn Thị Mai"}, "vi", []string{"Nguyễn Thị Mai"}},
		{"zh list", []string{"牛镛、岳弘彬"}, "zh", []string{"牛镛", "岳弘彬"}},
		{"ko reporter suffix", []string{"홍길동 기자"}, "ko", []string{"홍길동"}},
		{"zh-tw reporter and place", []string{"記者林怡君／台南報導"}, "zh", []string{"林怡君"}},
		{"zh-tw two reporters, place and date", []string{"記者林怡君、李美華／台北報導 115年11月3日 上午10:20"}, "zh", []string{"林怡君", "李美華"}},
		{"ja org", []string{"読売新聞オンライン"}, "ja", []string{"読売新聞オンライン"}},
		{"conjunction of another language", []string{"Ana Silva e Pedro Costa"}, "en", []string{"Ana Silva e Pedro Costa"}},
		{"slash and semicolon", []string{"Ann Lee; Bo Chen / Cy Dunn"}, "en", []string{"Ann Lee", "Bo Chen", "Cy Dunn"}},
		{"multiple raw in order", []string{"Bo Chen", "By Ann Lee", "Bo Chen"}, "en", []string{"Bo Chen", "Ann Lee"}},
		{"glued marker", []string{"ByAlex Bozarjian"}, "en", []string{"Alex Bozarjian"}},
		{"glued role", []string{"Mateusz HabernyFounder at Oakywood"}, "en", []string{"Mateusz Haberny"}},
		{"photographer beside the writer", []string{"Story by Ann Lee · Photographs by Bo Chan"}, "en", []string{"Ann Lee"}},
		{"photographer alone", []string{"Photos by Tom Wills"}, "en", []string{"Tom Wills"}},
		{"wire byline in capitals, then the agency", []string{"By KEVIN FREKING Associated Press"}, "en", []string{"Kevin Freking", "Associated Press"}},
		{"a name in capitals alone", []string{"By KEVIN FREKING"}, "en", []string{"Kevin Freking"}},
		{"a title-case name after an acronym desk kept whole", []string{"By AP Staff"}, "en", []string{"AP Staff"}},
		{"photographer on the line after the label", []string{"Story by Ann Lee\nPhotographs by\nBo Chan"}, "en", []string{"Ann Lee"}},
		{"de photographer beside the writer", []string{"Text: Lena Fischer | Fotos von Jonas Weber"}, "de", []string{"Lena Fischer"}},
		{"glued label after accented letters", []string{"José GarcíaFollow"}, "es", []string{"José García"}},
		{"glued label after a hyphenated surname", []string{"Sarah Smith-JonesFollow"}, "en", []string{"Sarah Smith-Jones"}},
		{"glued label after an apostrophe in the surname", []string{"Mary O'BrienFollow"}, "en", []string{"Mary O'Brien"}},
		{"glued role after a hyphenated surname", []string{"Sarah Smith-JonesReporter"}, "en", []string{"Sarah Smith-Jones"}},
		{"caps name, apostrophe after a one-letter prefix", []string{"By KEVIN O'BRIEN"}, "en", []string{"Kevin O'Brien"}},
		{"caps name, apostrophe inside the name", []string{"By WANJIKU NDUNG'U"}, "en", []string{"Wanjiku Ndung'u"}},
		{"caps name, apostrophe after an Italian elided preposition", []string{"Di CARLO DELL'ACQUA"}, "it", []string{"Carlo Dell'Acqua"}},
		{"caps name, apostrophe after Sant'", []string{"By MARIA SANT'ANGELO"}, "en", []string{"Maria Sant'Angelo"}},
		{"glued role after a tilde", []string{"Ana Muñoz GarcíaEditor"}, "es", []string{"Ana Muñoz García"}},
		{"outlet in lower camel case after a dash", []string{"Rina Wulandari - detikNews"}, "id", []string{"Rina Wulandari"}},
		{"kicker before byline", []string{"yas! | By Cara Stiles | April 13, 2020"}, "en", []string{"Cara Stiles"}},
		{"posted on date by", []string{"Posted on September 21, 2020 by Adi Tzlil"}, "en", []string{"Adi Tzlil"}},
		{"posted in category by", []string{"Posted in Datenschutz by damianduchamps on August 3, 2019"}, "de", []string{"damianduchamps"}},
		{"this post was written by", []string{"This post was written by Vanessa Mendez, MD, gastroenterologist"}, "en", []string{"Vanessa Mendez"}},
		{"credentials", []string{"Dylan Bailey, MS, RD, FAND"}, "en", []string{"Dylan Bailey"}},
		{"a surname Lo before a date", []string{"Kinling Lo 26 Nov 2026"}, "en", []string{"Kinling Lo"}},
		{"a surname Lo before an update label", []string{"Joyce Lo Updated 26 Nov 2026"}, "en", []string{"Joyce Lo"}},
		{"a surname Le before a date", []string{"By Minh Le 26/11/2026"}, "en", []string{"Minh Le"}},
		{"surname like a credential", []string{"Rui Ma"}, "en", []string{"Rui Ma"}},
		{"fact checker dropped", []string{"Jane Doe Fact checked by John Roe"}, "en", []string{"Jane Doe"}},
		{"reviewer on next line dropped", []string{"Written by\nJane Doe\nMedically reviewed by\nJohn Roe"}, "en", []string{"Jane Doe"}},
		{"acronym role", []string{"Charles Patterson, WCI Columnist"}, "en", []string{"Charles Patterson"}},
		{"site address next to a person", []string{"Kirsten Freund, handwerksblatt.de"}, "de", []string{"Kirsten Freund"}},
		{"address alone kept", []string{"mdr.de"}, "de", []string{"mdr.de"}},
		{"label alone", []string{"Researched by"}, "en", nil},
		{"phrase", []string{"Personal finance"}, "en", nil},
		{"heading phrase", []string{"Eine realistische Interpretation des Multiplikators"}, "de", nil},
		{"de veröffentlicht von", []string{"Veröffentlicht vonChris Jung"}, "de", []string{"Chris Jung"}},
		{"de erstellt von", []string{"Erstellt von Andri Bryner"}, "de", []string{"Andri Bryner"}},
		{"de vom", []string{"vom Support Team"}, "de", []string{"Support Team"}},
		{"de date words", []string{"Amelie Siekmann, am Sonntag, 12.05.2024"}, "de", []string{"Amelie Siekmann"}},
		{"de newsroom after a list", []string{"Von Lena Fischer, Jonas Weber und Sophie Wagner, ARD-Hauptstadtstudio"}, "de", []string{"Lena Fischer", "Jonas Weber", "Sophie Wagner"}},
		// "And" in Greek, Thai, Swahili, Indonesian, Tagalog (after the
		// plural "Nina"), Persian; glued to the next name in Arabic and
		// Hebrew; the "by" of Hebrew, Yiddish and Maori, the "authors"
		// of Hungarian and Persian.
		{"el και", []string{"Γράφουν: Νίκος Αλεξίου και Ελένη Δημητρίου"}, "el", []string{"Νίκος Αλεξίου", "Ελένη Δημητρίου"}},
		{"th และ", []string{"โดย สมชาย ใจดี และ สุนีย์ รักไทย"}, "th", []string{"สมชาย ใจดี", "สุนีย์ รักไทย"}},
		{"sw na", []string{"Na Juma Mwinyi na Amina Salim"}, "sw", []string{"Juma Mwinyi", "Amina Salim"}},
		{"id dan", []string{"Oleh Budi Santoso dan Sri Wahyuni"}, "id", []string{"Budi Santoso", "Sri Wahyuni"}},
		{"tl nina at", []string{"Nina Maria Santos at Jose Reyes"}, "tl", []string{"Maria Santos", "Jose Reyes"}},
		{"en Nina is a name", []string{"Nina Maria Santos"}, "en", []string{"Nina Maria Santos"}},
		{"tl Nina alone is a name", []string{"Nina Maria Santos"}, "tl", []string{"Nina Maria Santos"}},
		{"tl Nina is the first author's name", []string{"Nina Corpuz at Jose Reyes"}, "tl", []string{"Nina Corpuz", "Jose Reyes"}},
		{"tl Ni then Nina's name", []string{"Ni Nina Corpuz at Jose Reyes"}, "tl", []string{"Nina Corpuz", "Jose Reyes"}},
		{"en at is no and: what follows is the place", []string{"Jane Doe at John Roe"}, "", []string{"Jane Doe"}},
		{"fa و", []string{"نویسندگان: علی رضایی و مریم احمدی"}, "fa", []string{"علی رضایی", "مریم احمدی"}},
		{"ar glued و", []string{"كتب: أحمد خالد وسارة يوسف"}, "ar", []string{"أحمد خالد", "سارة يوسف"}},
		{"ar name opening with و", []string{"محمد وليد"}, "ar", []string{"محمد وليد"}},
		{"ar long name with a و name inside", []string{"سامي أحمد وائل حسن"}, "ar", []string{"سامي أحمد وائل حسن"}},
		// Four-word names with a common name opening with و/ו inside,
		// Persian and Urdu ones in their own letters.
		{"ar long name with Wassim", []string{"أحمد محمد وسيم الحلبي"}, "ar", []string{"أحمد محمد وسيم الحلبي"}},
		{"ar long name with Wajih", []string{"كتب: محمد علي وجيه السيد"}, "ar", []string{"محمد علي وجيه السيد"}},
		{"ur long name with Waqar", []string{"سید محمد وقار احمد"}, "ur", []string{"سید محمد وقار احمد"}},
		{"ur long name with Waseem", []string{"رانا محمد وسیم اختر"}, "ur", []string{"رانا محمد وسیم اختر"}},
		{"fa long name with Vahid", []string{"سید محمد وحید حقانیان"}, "fa", []string{"سید محمد وحید حقانیان"}},
		{"fa two with glued و", []string{"علی رضایی ومریم احمدی"}, "fa", []string{"علی رضایی", "مریم احمدی"}},
		{"he long name with Weinberg", []string{"דנה בר ויינברג לוי"}, "he", []string{"דנה בר ויינברג לוי"}},
		{"he long name with Vaknin", []string{"מאת שרה בת חיים וקנין כהן"}, "he", []string{"שרה בת חיים וקנין כהן"}},
		{"he glued ו", []string{"מאת יוסי כהן ורונית לוי"}, "he", []string{"יוסי כהן", "רונית לוי"}},
		{"hu szerzők", []string{"Szerzők: Kovács Anna és Szabó Péter"}, "hu", []string{"Kovács Anna", "Szabó Péter"}},
		{"yi פֿון", []string{"פֿון חיים ראָזנבערג"}, "yi", []string{"חיים ראָזנבערג"}},
		{"mi nā", []string{"Nā Hēmi Tāwhai"}, "mi", []string{"Hēmi Tāwhai"}},
		{"he מאת with a colon", []string{"מאת: נועה אלמוג"}, "he", []string{"נועה אלמוג"}},
		{"el K2 written by", []string{"Γράφτηκε από τον/την Γιώργος Βλαχάκης"}, "el", []string{"Γιώργος Βλαχάκης"}},
		{"id reporter and editor", []string{"Reporter: Dwi Rahmawati | Editor: Agus Salim"}, "id", []string{"Dwi Rahmawati"}},
		{"pt editing credit after the reporter", []string{"Luana Peixoto | Edição: Roberto Menezes"}, "pt", []string{"Luana Peixoto"}},
		{"es editing credit after the reporter", []string{"Por Ana Soto | Edición: Juan Ruiz"}, "es", []string{"Ana Soto"}},
		{"pt text and editing by one writer", []string{"Texto e edição: Maria Silva"}, "pt", []string{"Maria Silva"}},
		{"es text and editing by one writer", []string{"Texto y edición: Juan Ruiz"}, "es", []string{"Juan Ruiz"}},
		{"id penulis and penyunting", []string{"Penulis: Dwi Rahmawati, Penyunting: Agus Salim"}, "id", []string{"Dwi Rahmawati"}},
		{"he published label after the names", []string{"מאת יוסי כהן פורסם: 12.03.2026"}, "he", []string{"יוסי כהן"}},
		{"fa date label after the names", []string{"مریم احمدی تاریخ انتشار: ۲۴ اسفند ۱۴۰۴"}, "fa", []string{"مریم احمدی"}},
		{"en list then a third author", []string{"By Ann Lee and Bo Chan, Cy Dunn"}, "en", []string{"Ann Lee", "Bo Chan", "Cy Dunn"}},
		{"en agency alone after one name kept", []string{"By Ann Lee, Reuters"}, "en", []string{"Ann Lee", "Reuters"}},
		{"de role at", []string{"Samuel Diekmann, Redner bei rent-a-pastor.com"}, "de", []string{"Samuel Diekmann"}},
		{"de surname particle after a name", []string{"Walter von Aachen"}, "de", []string{"Walter von Aachen"}},
		{"tl ni", []string{"Ni Maria Santos"}, "tl", []string{"Maria Santos"}},
		{"sw na", []string{"Na Juma Hamisi"}, "sw", []string{"Juma Hamisi"}},
		{"tl month after the name", []string{"Ni Maria Santos Marso 10, 2026 7:30 PM"}, "tl", []string{"Maria Santos"}},
		{"sw month after the name", []string{"Na Juma Hamisi Machi 10, 2026"}, "sw", []string{"Juma Hamisi"}},
		{"a surname na kept", []string{"Na Li"}, "en", []string{"Na Li"}},
		{"fr publié par", []string{"Publié par Jeanne Dupont"}, "fr", []string{"Jeanne Dupont"}},
		{"profile link", []string{"Zum Profil von jesusfreak"}, "de", []string{"jesusfreak"}},
		{"profile url", []string{"facebook.com/evgenia.karp"}, "de", nil},
		{"story and photos by", []string{"Story and photos by Wanjiru Kamau"}, "en", []string{"Wanjiru Kamau"}},
		{"compiled by", []string{"Compiled by Staci Whelan | November 25, 2026"}, "en", []string{"Staci Whelan"}},
		{"igbo reporter label", []string{"Onye nta akụkọ: Chinedu Okeke"}, "ig", []string{"Chinedu Okeke"}},
		{"sindhi report label", []string{"رپورٽ: علي حسن ميمڻ"}, "sd", []string{"علي حسن ميمڻ"}},
		{"tigrinya by", []string{"ብ ኣማኑኤል ተስፋይ"}, "ti", []string{"ኣማኑኤል ተስፋይ"}},
		{"haitian pa", []string{"Pa Jean-Robert Pierre"}, "ht", []string{"Jean-Robert Pierre"}},
		{"a name Pa alone stays", []string{"Pa Vang"}, "en", []string{"Pa Vang"}},
		{"a hmong name keeps its Pa", []string{"By Pa Houa Vang"}, "en", []string{"Pa Houa Vang"}},
		{"turkmen our correspondent", []string{"Habarçymyz"}, "tk", nil},
		{"assamese own correspondent and place", []string{"নিজা সংবাদদাতা, গুৱাহাটী"}, "as", nil},
		{"tagged after the name", []string{"by Marisol Ortega · tagged meta"}, "en", []string{"Marisol Ortega"}},
		{"post of a society after the name", []string{"by Martha Collins, Society Secretary"}, "en", []string{"Martha Collins"}},
		{"two names, no post", []string{"By Ann Lee, Tom Baker"}, "en", []string{"Ann Lee", "Tom Baker"}},
		{"a surname that is a month of one language, before a date", []string{"By Jordi Mas 26/11/2026"}, "en", []string{"Jordi Mas"}},
		{"a surname that is a month of one language, before a label", []string{"By Bertie Mee Updated November 26, 2026"}, "en", []string{"Bertie Mee"}},
		{"a spanish surname that is a month of one language", []string{"Por Juan Mata 26/11/2026"}, "es", []string{"Juan Mata"}},
		{"names that are months of one language", []string{"By Jen Kamena 26.11.2026"}, "en", []string{"Jen Kamena"}},
		{"a job after a name is no officer's post", []string{"Nicole Forbes, Master Horticulturalist, Garden Educator"}, "en", []string{"Nicole Forbes", "Master Horticulturalist", "Garden Educator"}},
		{"the paper's staff after a name", []string{"Takeo Maeda, Yomiuri Shimbun Staff Writer"}, "en", []string{"Takeo Maeda"}},
		{"a co-author after and before the staff's role", []string{"By Ruth Calder and Ana Lopez Staff Writers"}, "en", []string{"Ruth Calder", "Ana Lopez"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := CleanAuthors(tc.raw, tc.lang)
			if !slices.Equal(got, tc.want) {
				t.Errorf("CleanAuthors(%q, %q) = %q, want %q", tc.raw, tc.lang, got, tc.want)
			}
		})
	}
}

// authorScoreKey normalizes a name as the corpus scorer does: NFKC,
// case folding, no leading "by"/"von"/"par", non-word characters as
// spaces, collapsed white space.
func authorScoreKey(fold cases.Caser, s string) string {
	s = fold.String(norm.NFKC.String(s))
	s = strings.TrimSpace(s)
	for _, p := range []string{"by ", "von ", "par "} {
		s = strings.TrimPrefix(s, p)
	}
	s = authorNonWord.ReplaceAllString(s, " ")
	return strings.Join(strings.Fields(s), " ")
}

var authorNonWord = regexp.MustCompile(`[^\p{L}\p{M}\p{N}_]+`)

// TestCleanAuthorsCorpus feeds every gold author list, joined as a byline
// would be, back through CleanAuthors; the gold must mostly survive.
func TestCleanAuthorsCorpus(t *testing.T) {
	corpus := corpustest.Cases[goldCase](t)
	fold := cases.Fold()
	n, same := 0, 0
	for _, c := range corpus {
		if c.Authors == nil || len(*c.Authors) == 0 {
			continue
		}
		gold := *c.Authors
		n++
		got := CleanAuthors([]string{strings.Join(gold, ", ")}, c.Lang)
		want := map[string]bool{}
		for _, g := range gold {
			want[authorScoreKey(fold, g)] = true
		}
		have := map[string]bool{}
		for _, g := range got {
			have[authorScoreKey(fold, g)] = true
		}
		if len(want) == len(have) && func() bool {
			for k := range want {
				if !have[k] {
					return false
				}
			}
			return true
		}() {
			same++
			continue
		}
		if testing.Verbose() {
			t.Logf("%s: %q -> %q", c.ID, gold, got)
		}
	}
	if n == 0 {
		t.Skip("no gold author lists")
	}
	rate := float64(same) / float64(n)
	t.Logf("author lists given back unchanged: %d/%d = %.3f", same, n, rate)
	if rate < 0.9 {
		t.Errorf("agreement %.3f, want at least 0.9", rate)
	}
}

// TestDatedBylineKeepsNames checks that a particle in a name after a
// date is not taken for a byline's marker.
func TestDatedBylineKeepsNames(t *testing.T) {
	for _, s := range []string{"Am 5. Mai sprach Ursula von der Leyen", "2024: by the numbers", "Published 2024 by accident",
		"Von Peter Müller, 3. Mai 2024, Bilder von Anna Keller", "Jane Doe | 12 photos by John Roe"} {
		if names := datedBylineNames(s); names != "" {
			t.Errorf("datedBylineNames(%q) = %q, want none", s, names)
		}
	}
	for _, tc := range []struct{ raw, want []string }{
		// The photographer beside the writer is a credit, not an author.
		{[]string{"Von Peter Müller, 3. Mai 2024, Bilder von Anna Keller"}, []string{"Peter Müller"}},
		{[]string{"03.10.2026 10:00 von Katrin Hofmeister"}, []string{"Katrin Hofmeister"}},
	} {
		if got := CleanAuthors(tc.raw, "de"); !slices.Equal(got, tc.want) {
			t.Errorf("CleanAuthors(%q) = %q, want %q", tc.raw, got, tc.want)
		}
	}
}

// TestAuthorMarkerBylineOpensAName: "Byline" opens a name (the UK outlet Byline
// Times), not only the field label "Byline:".
func TestAuthorMarkerBylineOpensAName(t *testing.T) {
	for _, s := range []string{"Byline Times", "Byline Times Reporters"} {
		if got := authorStripMarkers(s); got != s {
			t.Errorf("authorStripMarkers(%q) = %q", s, got)
		}
	}
}

// TestAuthorsPerOnlyCatalan checks that "per" opens a byline only as
// Catalan's and Occitan's lower-case "Publicat per"/"Escrit per": not
// English "Analysis per Country" under a headline, nor the given name
// Per after a label written without its colon.
func TestAuthorsPerOnlyCatalan(t *testing.T) {
	for _, l := range []string{"Analysis per Country", "Research per Student, 2026", "Text Per Olsen"} {
		if got := CleanAuthors([]string{l}, ""); len(got) == 1 && !strings.Contains(got[0], " ") {
			t.Errorf("CleanAuthors(%q) = %q", l, got)
		}
		if hasBylineMarker(l) {
			t.Errorf("hasBylineMarker(%q) = true", l)
		}
	}
	page := `<html><body><main><h1>Spending on schools rises again across the region</h1><p>Analysis per Country</p>
	<div class="text"><p>Spending on schools rose for the fourth year running, the agency said, with the largest increases in the north and in the capital's suburbs.</p>
	<p>Teachers' pay made up most of the rise, while spending on buildings fell slightly after two years of large repairs across the older districts.</p>
	<p>The agency expects the rise to slow next year as the number of pupils falls for the first time since the start of the decade.</p></div></main></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	art, _ := NewHeuristic().Analyze(&Page{URL: "https://example.com/news/2026/11/26/schools", Doc: doc})
	if len(art.Authors) > 0 {
		t.Errorf("authors = %q", art.Authors)
	}
}
