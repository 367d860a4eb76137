package extract

import "testing"

// TestBodyDropsDatedTeaserItems checks that a "latest news" list after
// the story, whose items are other stories' linked headlines with their
// dates, leaves the body whole: also the item whose reporter's name
// beside the date gives it words enough not to read as a link, and the
// list's title with it. A list of the story's own (a link with a dated
// sentence) stays.
func TestBodyDropsDatedTeaserItems(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	page := `<html><body><div id="content_area">` +
		`<div class="j-module n j-text">` + para("First,") + para("Second,") + para("Third,") + `</div>` +
		`<div class="j-module n j-text"><h2>Latest news</h2><ul>` +
		`<li><a href="/news/winter-holidays/">Schools announce the dates of the winter holidays</a> – 25 November 2026</li>` +
		`<li><a href="/sport/cricket-trophy/">District cricket trophy: City Club in the final</a> – Reporter: Ajay Singh, 27 November 2026</li>` +
		`</ul></div></div></body></html>`
	checkBody(t, page, []string{"First,", "Second,", "Third,"}, []string{"Latest news", "winter holidays", "City Club", "Ajay Singh"})

	own := `<html><body><article>` + para("First,") + para("Second,") +
		`<p>The timetable changes in three steps, the council said in its notice:</p><ul>` +
		`<li><a href="/docs/phase-1.pdf">Phase one</a></li>` +
		`<li><a href="/docs/phase-2.pdf">Phase two</a>, from 2 March 2027, adds night buses</li></ul>` +
		para("Third,") + `</article></body></html>`
	checkBody(t, own, []string{"First,", "adds night buses", "Third,"}, nil)
}

// TestBodyKeepsWorksWithYears checks that a "See also" item naming a
// work and its year ("<a>Day Break</a>, 2006 television series") is no
// teaser's date: only a full date (a month or a clock beside it) is.
func TestBodyKeepsWorksWithYears(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	page := `<html><body><article>` + para("First,") + para("Second,") + para("Third,") +
		`<h2>See also</h2><ul><li><a href="/wiki/List">List of time travel works of fiction</a></li>` +
		`<li><a href="/wiki/Day_Break">Day Break</a>, 2006 television series</li></ul></article></body></html>`
	checkBody(t, page, []string{"First,", "Day Break, 2006 television series"}, nil)
}

// TestBodyKeepsTimelineEntriesWithDates checks that a story's own
// timeline, some of whose entries are bare links, keeps the entries that
// read on past their date: they are events, not teasers' stamps.
func TestBodyKeepsTimelineEntriesWithDates(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	page := `<html><body><article>` + para("First,") + para("Second,") + para("Third,") +
		`<h2>Timeline of the crisis</h2><ul>` +
		`<li><a href="/a">Government collapses</a></li>` +
		`<li><a href="/b">President resigns</a> on 3 March 2024 after mass protests</li>` +
		`<li><a href="/d">Parliament dissolved</a>: 1 June 2024, new elections called</li>` +
		`</ul>` + para("Fourth,") + `</article></body></html>`
	checkBody(t, page, []string{"President resigns on 3 March 2024 after mass protests", "new elections called", "Fourth,"}, nil)
}

// TestBodyDropsListsOfDatedHeadlines checks that a list after the story
// none of whose items is a bare link, each another story's linked
// headline and its long date ("Selasa, 24 November 2026 | 10:05 WIB"),
// leaves the body, whatever its title: words enough outside the link
// keep every item from reading as a link. A list one of whose items
// reads on past its date stays: the story's own.
func TestBodyDropsListsOfDatedHeadlines(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + " the council met on Tuesday and agreed, after months of complaints from residents, to extend the bus network.</p>"
	}
	page := `<html><body><div class="detail">` + para("First,") + para("Second,") + para("Third,") +
		`<div class="more"><h3>Lainnya</h3><ul>` +
		`<li><a href="/read/2026/11/24/48120/cabai">Harga Cabai Rawit Turun di Pasar Peterongan</a> <span>Selasa, 24 November 2026 | 10:05 WIB</span></li>` +
		`<li><a href="/read/2026/11/05/47630/johar">Pasar Johar Lama Resmi Dibuka Wali Kota</a> <span>Kamis, 5 November 2026 | 09:30 WIB</span></li>` +
		`</ul></div></div></body></html>`
	checkBody(t, page, []string{"First,", "Second,", "Third,"}, []string{"Lainnya", "Harga Cabai", "Pasar Johar Lama Resmi", "24 November"})

	mixed := `<html><body><article>` + para("First,") + para("Second,") + para("Third,") +
		`<h2>How the network grew</h2><ul>` +
		`<li><a href="/a">First night buses start running in the old town</a> Tuesday, 3 March 2026, 10:05</li>` +
		`<li><a href="/b">Ring line opens</a> on 12 May 2026 after two years of building works</li>` +
		`</ul>` + para("Fourth,") + `</article></body></html>`
	checkBody(t, mixed, []string{"First night buses start running", "Ring line opens on 12 May 2026", "Fourth,"}, nil)
}
