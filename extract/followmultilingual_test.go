package extract

import (
	"strings"
	"testing"
)

// TestIsFollowPromptMultilingual checks the follow and join asks of
// Thai, Greek, Hebrew, Bengali and the other languages whose sites close
// a story with them, and the story sentences that use the same words.
func TestIsFollowPromptMultilingual(t *testing.T) {
	cases := map[string]bool{
		"ติดตามเราได้ที่ LINE @siamrayngan":                    true,
		"Ακολουθήστε το thessalikinea-demo.gr στο Google News": true,
		"Ακολουθήστε μας στο Facebook και στο Instagram":       true,
		"הצטרפו לערוץ הווטסאפ של חדשות הצפון":                  true,
		"עקבו אחרינו בפייסבוק":                                 true,
		"দৈনিক বার্তার খবর পেতে গুগল নিউজ চ্যানেল ফলো করুন":    true,
		"Theo dõi chúng tôi trên Facebook":                     true,
		"ما را در اینستاگرام دنبال کنید":                       true,
		"Підписуйтесь на наш Telegram-канал":                   true,
		"Стежте за нами у Facebook":                            true,
		"Bizi Twitter'da takip edin":                           true,
		// The story's sentences with the same words.
		"Η αστυνομία ακολούθησε τον ύποπτο και ανάρτησε τις φωτογραφίες στο Facebook της υπηρεσίας.":      false,
		"Ακολουθήστε τις οδηγίες της Πολιτικής Προστασίας που αναρτώνται στο Facebook και μείνετε σπίτι.": false,
		"תושבים רבים הצטרפו לערוץ הטלגרם של העירייה כדי לקבל עדכונים על העבודות.":                         false,
		"মন্ত্রী বলেন, সবাই ফেসবুকে তাঁকে ফলো করুন":                                                       false,
		"Uczniowie są online do późna, a nauczyciele piszą na Facebooku.":                                 false,
		"Мешканці підписуються на Telegram-канали міськради, щоб знати про відключення.":                  false,
	}
	for s, want := range cases {
		if got := isFollowPrompt(strings.ToLower(s)); got != want {
			t.Errorf("isFollowPrompt(%q) = %v, want %v", s, got, want)
		}
	}
}
