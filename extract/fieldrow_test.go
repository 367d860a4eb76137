package extract

import "testing"

// A CMS's details row under a post (uCoz's eDetails, DLE's and Joomla's
// info line) lists labelled fields parted by bars: "Category: Health |
// Views: 386 | Added by: oksana_kr | Date: 20.11.2026". A sentence with
// a colon, a line of two fields and a fact line without a date are no
// such row.
func TestIsFieldRow(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want bool
	}{
		{"Категорія: Медицина | Переглядів: 386 | Додав: oksana_kr | Дата: 20.11.2026 | Теги: | Рейтинг: 4.0/3", true},
		{"Category: Local news | Hits: 1204 | Published: 18 November 2026", true},
		{"Posted: 20.11.2026 | Views: 386", false},
		{"Population: 12,000 | Area: 45 km² | Founded: 1342", false},
		{"CPU: Intel Core i3-N355 | RAM: 16GB DDR5 | Storage: 512GB SSD | Battery life: 6.5 hours | Weight: 3.74 lbs", false},
		{"The mayor said: the road opens on 20.11.2026 | the council disagreed | nobody voted: 386 against", false},
		{"Kick-off: 19:30 | Venue: City Stadium | Tickets: from the club shop, sold out since Monday and not for resale", false},
	} {
		if got := isFieldRow(tt.s); got != tt.want {
			t.Errorf("isFieldRow(%q) = %v, want %v", tt.s, got, tt.want)
		}
	}
}
