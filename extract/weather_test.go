package extract_test

import (
	"strings"
	"testing"
)

// TestColdBodyDropsWeatherWidget checks that a weather box of the
// right-hand column, one line without a link, stays out of a body taken
// from the row that holds both columns: by its text alone it reads as a
// line of prose.
func TestColdBodyDropsWeatherWidget(t *testing.T) {
	for _, box := range []string{`<div class="weather">Brandon: 3°C, cloudy</div>`, `<div class="weather-now"><span>Halifax</span> 12°C, rain</div>`} {
		page := strings.Replace(weatherPage, "BOX", box, 1)
		art := coldExtract(t, "https://valleycourier.example/news/night-ferries-winter", page)
		if !strings.Contains(art.Body, "harbour board") || !strings.Contains(art.Body, "deckhands") {
			t.Errorf("body lacks the story:\n%s", art.Body)
		}
		if strings.Contains(art.Body, "°C") {
			t.Errorf("body holds the weather box:\n%s", art.Body)
		}
	}
}

// weatherPage is a story in the left of two columns, and BOX in the
// right one under an ad.
const weatherPage = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Night ferries to run all winter | The Valley Courier</title>
<meta property="og:title" content="Night ferries to run all winter">
</head><body><div class="wrap">
<div class="topbar"><a href="/" class="brand">The Valley Courier</a> <a href="/subscribe" class="btn">Subscribe</a></div>
<div class="menu"><a href="/local">Local</a> <a href="/farm">Farm</a> <a href="/sports">Sports</a></div>
<div class="page"><div class="head"><h1>Night ferries to run all winter</h1><div class="by">By Ann Moore</div><div class="when">Published Nov. 21, 2026</div></div>
<div class="cols">
<div class="col-left"><div class="story">
<p>The harbour board voted on Wednesday to keep the night ferry to the outer islands running through the winter.</p>
<p>Board members said the extra crossings would be paid from the regional transport fund, topped up in the spring.</p>
<p>Island residents had asked for the late boats for years, saying the last ferry at six made it hard to work.</p>
<p>The operator will publish the winter timetable next week and expects to hire four more deckhands.</p>
</div></div>
<div class="col-right"><div class="ad">Advertisement</div>BOX</div>
</div></div>
<div class="foot">The Valley Courier © 2026 · Terms · Privacy</div></div></body></html>`
