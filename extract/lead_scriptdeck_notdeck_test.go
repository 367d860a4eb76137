package extract_test

import (
	"strings"
	"testing"
)

// Review fix66: a one-line p classed with any lead token right under a
// dense-script or Arabic headline, 24 or more by TextLength, is taken as
// the standfirst though it is a byline, a photo credit, a date or a
// paywall notice (scriptDeckParagraph has no length, class or content
// check beyond that).

const revArTitle = "بلدية المدينة تطلق خط حافلات ليلياً يربط الأحياء الشرقية بالميناء"
const revArStory = `<p>أعلنت بلدية المدينة اليوم الأربعاء عن تشغيل خط حافلات ليلي جديد يربط الأحياء الشرقية بوسط المدينة والميناء، ابتداءً من الشهر المقبل.</p>
<p>وقال رئيس البلدية في مؤتمر صحفي إن الخط سيعمل يومي الخميس والجمعة من الساعة العاشرة مساءً حتى الثالثة فجراً، بمعدل رحلة كل نصف ساعة.</p>
<p>وأضاف أن تكلفة التشغيل ستغطى من ميزانية النقل العام التي تمت زيادتها في الربيع الماضي، دون رفع أسعار التذاكر على الركاب.</p>
<p>ويطالب سكان الأحياء الشرقية منذ سنوات بخدمة نقل ليلية، مؤكدين أن آخر حافلة تغادر في التاسعة مساءً مما يصعب عليهم العمل في وسط المدينة.</p>`
const revJaTitle = "市営地下鉄東西線の延伸区間、来年6月に開業へ"
const revJaStory = `<p>市交通局は26日、地下鉄東西線の延伸区間を来年6月に開業すると発表した。全線で線路の敷設と電気設備の調整を終え、現在は試運転を続けている。</p>
<p>延伸区間は約9.6キロで、6駅を新設する。開業後は新市街地から市中心部までの通勤時間が1時間余りから40分程度に短縮される見込みだ。</p>
<p>交通局の担当者によると、工事中に複雑な地盤に直面し、一部区間で凍結工法を採用したため、工期は当初の計画より約半年遅れた。</p>
<p>今後は専門家による安全評価を行い、利用者の予測に基づいてダイヤを最適化する方針だ。</p>`
const revThTitle = "กรุงเทพมหานครเปิดเดินรถเมล์กลางคืนสายใหม่เชื่อมย่านตะวันออกกับท่าเรือ"
const revThStory = `<p>กรุงเทพมหานครประกาศเมื่อวันพุธว่าจะเปิดเดินรถโดยสารประจำทางสายใหม่ในเวลากลางคืน เชื่อมชุมชนย่านตะวันออกกับใจกลางเมืองและท่าเรือ เริ่มตั้งแต่เดือนหน้าเป็นต้นไป</p>
<p>ผู้ว่าราชการกรุงเทพมหานครกล่าวในการแถลงข่าวว่า รถสายนี้จะวิ่งทุกวันพฤหัสบดีและวันศุกร์ ตั้งแต่สี่ทุ่มจนถึงตีสาม โดยมีรถออกทุกครึ่งชั่วโมง</p>
<p>ค่าใช้จ่ายในการเดินรถจะมาจากงบประมาณด้านการขนส่งสาธารณะที่ได้รับการเพิ่มเติมเมื่อต้นปี โดยจะไม่มีการปรับขึ้นค่าโดยสารแต่อย่างใด</p>
<p>ชาวบ้านในย่านตะวันออกเรียกร้องบริการรถกลางคืนมาหลายปี เพราะรถเที่ยวสุดท้ายออกตอนสามทุ่ม ทำให้การเดินทางไปทำงานในเมืองเป็นเรื่องยาก</p>`

func TestColdScriptDeckParagraphNotDeck(t *testing.T) {
	const koTitle = "부산 도시철도 1호선 다대포 연장 구간 내년 6월 개통"
	const zhTitle = "地铁12号线东延段明年6月开通试运营"
	for _, tt := range []struct{ what, title, class, deck, story string }{
		{"zh byline", zhTitle, "article-intro", "本报记者 王晓明 通讯员 李华", zhStory},
		{"zh photo caption", zhTitle, "photo-description", "图为地铁12号线东延段施工现场", zhStory},
		{"ko photo credit", koTitle, "subtitle", "사진=연합뉴스 자료사진, 부산교통공사 제공", koStory},
		{"ko reporter link text", koTitle, "summary", "부산일보 김민수 기자 기사 더보기", koStory},
		{"ja bracketed credit", revJaTitle, "subtitle", "（共同通信社 山田太郎 編集委員）", revJaStory},
		{"ja photo caption", revJaTitle, "lead", "試運転を続ける東西線の車両＝26日、市内で（山田太郎撮影）", revJaStory},
		{"ja paywall notice", revJaTitle, "intro", "この記事は会員限定です。残り1234文字", revJaStory},
		{"ar date", revArTitle, "article-summary", "نشر في: الأربعاء 12 نوفمبر 2026 - 10:24 صباحاً", revArStory},
		{"ar photo credit", revArTitle, "subtitle", "الصورة: أرشيفية من وكالة الأنباء الفرنسية", revArStory},
		{"ar byline", revArTitle, "subtitle", "بقلم: محمد عبد الرحمن الشريف العتيبي", revArStory},
		{"th date", revThTitle, "excerpt", "วันพุธที่ 12 พฤศจิกายน 2569 เวลา 09:31 น.", revThStory},
		{"th byline", revThTitle, "subtitle", "โดย สมชาย ใจดี ผู้สื่อข่าวประจำกรุงเทพฯ", revThStory},
	} {
		art := coldExtract(t, "https://news.example.org/a/1", scriptDeckPage(tt.title, tt.class, tt.deck, tt.story))
		if first, _, _ := strings.Cut(art.Body, "\n"); strings.Join(strings.Fields(first), " ") == strings.Join(strings.Fields(tt.deck), " ") {
			t.Errorf("%s: p.%s %q opens the body", tt.what, tt.class, tt.deck)
		}
	}
}
