package extract

import (
	"strings"
	"testing"
	"time"

	"github.com/bylinehq/byline/selectors"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// pubPage builds a page with a headline, the given markup around it and
// enough article text for the heuristic to find a body.
func pubPage(lang, head, beforeTitle, afterTitle, extra string) string {
	para := "<p>" + strings.Repeat("Der Stadtrat hat am Abend lange über den Haushalt beraten und am Ende knapp entschieden. ", 4) + "</p>"
	return `<!doctype html><html lang="` + lang + `"><head><title>Ein langer Titel für den Test | Site</title>` + head +
		`</head><body><main><article>` + beforeTitle + `<h1>Ein langer Titel für den Test</h1>` + afterTitle +
		`<div class="body">` + para + para + para + `</div></article>` + extra + `</main></body></html>`
}

func TestChoosePublished(t *testing.T) {
	ld := func(pub string) string {
		return `<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Ein langer Titel für den Test","datePublished":"` + pub + `"}</script>`
	}
	meta := func(pub string) string { return `<meta property="article:published_time" content="` + pub + `">` }
	tests := []struct {
		name string
		url  string
		page string
		want string // first 10 characters of Raw; "" for no date
	}{
		{"json-ld", "", pubPage("de", ld("2024-05-03T10:00:00+02:00"), "", "", ""), "2024-05-03"},
		{"without metadata, a relative time's datetime dates the page, not a later line", "",
			pubPage("ko", "", "", `<ul class="info"><li>김서연 기자</li><li>입력 <time datetime="2024-03-09T23:48:00+09:00">3시간 전</time></li><li>수정 2024.03.10 08:10</li></ul>`, ""), "2024-03-09"},
		{"a date element by the headline beats a date the first sentence tells of", "",
			pubPage("de", "", `<div class="kicker">Pressemitteilung <time datetime="2022-01-26">26. Januar 2022</time></div>`,
				`<p>Mit der am 15. Januar 2022 in Kraft getretenen Verordnung hat sich die Lage für viele Betriebe im Land geändert.</p>`, ""), "2022-01-26"},
		{"without a date element, the first sentence's date stands", "",
			pubPage("de", "", "", `<p>Mit der am 15. Januar 2022 in Kraft getretenen Verordnung hat sich die Lage für viele Betriebe im Land geändert.</p>`, ""), "2022-01-15"},
		{"a teaser's date element past the text does not displace a dateline in the first sentence", "",
			pubPage("de", "", "", `<p>BERLIN, 15. Januar 2024 – Die Bundesregierung hat am Montag neue Regeln für die Förderung von Betrieben im ganzen Land beschlossen.</p>`,
				`<aside class="more"><h3>Mehr</h3><ul><li><a href="/x">Ein anderer Artikel</a> <time datetime="2023-05-02">2. Mai 2023</time></li></ul></aside>`), "2024-01-15"},
		{"a wire dateline opening the text dates a release whose other releases are listed after it", "",
			`<!doctype html><html lang="en"><head><title>Brightfield Robotics Raises $42 Million</title></head><body><main><div class="release">` +
				`<p class="kicker">News provided by <a href="/c/brightfield">Brightfield Robotics</a></p><h1>Brightfield Robotics Raises $42 Million</h1>` +
				`<p>AUSTIN, Texas, Sept. 24, 2026 /NewsWire/ -- Brightfield Robotics, a maker of autonomous orchard equipment, today announced that it has raised $42 million in a Series B round.</p>` +
				strings.Repeat(`<p>The company will use the funding to triple production of its harvesting robot and to open a service center in California in the spring.</p>`, 3) +
				`<h3>More news from Brightfield Robotics</h3><ul class="more"><li><span class="date">Aug 09, 2026</span> <a href="/n/1">Brightfield Expands to Washington</a></li>` +
				`<li><span class="date">Mar 17, 2026</span> <a href="/n/2">Brightfield Unveils Picker-7</a></li></ul></div></main></body></html>`, "2026-09-24"},
		{"a date shown between the headline and a dateline stands", "",
			pubPage("en", "", "", `<p class="date">Sept. 25, 2026</p><p>GENEVA, Sept. 24, 2026 (Wire) - The talks on the new trade rules ended late on Tuesday without an agreement between the two sides, officials said.</p>`, ""), "2026-09-25"},
		{"a date element right above the headline stands against a wire dateline", "",
			`<!doctype html><html lang="en"><head><title>Trade talks end without a deal</title></head><body><main><article>` +
				`<time datetime="2026-10-05T10:00:00Z">Oct. 5, 2026</time><h1>Trade talks end without a deal</h1>` +
				`<p>GENEVA, Oct. 2, 2026 (Reuters) - The talks on the new trade rules ended late on Tuesday without an agreement between the two sides, officials said.</p>` +
				strings.Repeat(`<p>The company will use the funding to triple production of its harvesting robot and to open a service center in California in the spring.</p>`, 3) +
				`</article></main></body></html>`, "2026-10-05"},
		{"a page nothing else dates takes a line in its foot that words call the publication", "",
			pubPage("de", "", "", "", strings.Repeat(`<aside class="more"><h3>Mehr zum Thema</h3><p>Ein Gespräch über Bücher, Leser und die Kritik.</p></aside>`, 6)+
				`<footer><p class="info">Letzte Änderung: 31.10.2023 - 14:49:39<br>Erschienen am: 01.11.2023<br>Lesungen: 61</p></footer>`), "2023-11-01"},
		{"a page nothing else dates takes a line under its text that words call the last update", "",
			pubPage("en", "", "", "", strings.Repeat(`<aside class="more"><h3>More to explore</h3><p>Plan your visit, find a campground, check the road status.</p></aside>`, 6)+
				`<div class="row"><p style="text-align:right">Last updated: November 13, 2025</p></div>`), "2025-11-13"},
		{"a footer's update stamp dates no page", "",
			pubPage("en", "", "", "", strings.Repeat(`<aside class="more"><h3>More to explore</h3><p>Plan your visit, find a campground, check the road status.</p></aside>`, 6)+
				`<div class="copyrightbar"><p class="copyright">Page last updated: Mon, 02 Mar 26 09:53:50</p></div>`), ""},
		{"a caption repeating its image's alt text dates the picture, not the page", "",
			pubPage("de", "", "", `<div class="picBox"><a href="#"><img src="/p.jpg" alt="Panzer bei den Kämpfen um Bachmut, 24. April 2026"></a><p>Panzer bei den Kämpfen um Bachmut, 24. April 2026</p></div>`,
				`<ul class="smallList"><li><span class="date">28.04.2026</span></li></ul>`), "2026-04-28"},
		{"a permalink's dated path beats a rail's date past the text", "https://www.example.cn/politics/2026-10/14/c_1130058812.htm",
			pubPage("zh", "", "", "", `<aside class="sidebar"><h2>相关新闻</h2><ul><li><a href="/n/1"><h3>冬季森林防火形势总体平稳</h3></a><span class="teaser__date">2026-10-16</span></li></ul></aside>`), "2026-10-14"},
		{"a list of posts past the text, each with its day, dates no page", "",
			strings.Replace(pubPage("en", "", "", "", ""), "</main>", "</main>"+`<div class="infohub"><h2>Information Hub</h2>`+
				`<div class="hub-link"><span class="hub-link__type">Blog Post</span><span class="hub-link__date">10.08.2026</span><a href="/blog/benchmarks-update">Benchmarks October Update for the whole team</a></div>`+
				`<div class="hub-link"><span class="hub-link__type">Case Study</span><span class="hub-link__date">10.08.2026</span><a href="/case/nonprofits">Helping Nonprofits Bolster Their Security While Easing Costs</a></div>`+
				`<div class="hub-link"><span class="hub-link__type">Webinar</span><span class="hub-link__date">10.06.2026</span><a href="/webinar/cloud">Securing the Cloud in Ten Steps With Our Experts</a></div></div>`, 1), ""},
		{"a label element before its value names the value's date", "",
			pubPage("de", "", "", "", strings.Repeat(`<aside class="more"><h3>Mehr zum Thema</h3><p>Ein Gespräch über Bücher, Leser und die Kritik.</p></aside>`, 6)+
				`<div class="fields"><div class="field"><label>Kategorie:</label><div class="field_value">Tourenberichte</div></div>`+
				`<div class="field"><label>Letzte Änderung:</label><div class="field_value"> 14.03.2026 um 09:25 </div></div></div>`), "2026-03-14"},
		{"a term's definition names its date", "",
			pubPage("en", "", "", "", strings.Repeat(`<aside class="more"><h3>More to explore</h3><p>Plan your visit, find a campground, check the road status.</p></aside>`, 6)+
				`<dl class="meta"><dt>Category</dt><dd>Guides</dd><dt>Published</dt><dd>March 14, 2026</dd></dl>`), "2026-03-14"},
		{"a labelled line naming only a month dates the page the month's first day", "",
			pubPage("en", "", "", "", strings.Repeat(`<aside class="more"><h3>More to explore</h3><p>Plan your visit, find a campground, check the road status.</p></aside>`, 6)+
				`<div class="row"><div class="col"><b>Last Updated: </b>June 2025</div></div>`), "2025-06-01"},
		{"a month named in a sentence dates no page", "",
			pubPage("en", "", "", "", strings.Repeat(`<aside class="more"><h3>More to explore</h3><p>Plan your visit, find a campground, check the road status.</p></aside>`, 6)+
				`<p>The trail was updated in June 2025</p>`), ""},
		{"a captioned figure without alt text dates its picture, not the page", "",
			pubPage("de", "", "", `<div class="imginline"><img src="/data/full/z317.png"><span>Abbildung: Ausschnitt eines Satellitenbildes bei St. Moritz vom 31.05.2025 (links) und die Schneekarte</span></div>`,
				`<div class="fields"><div class="field"><label>Letzte Änderung:</label><div class="field_value"> 14.03.2026 um 09:25 </div></div></div>`), "2026-03-14"},
		{"a byline's line under a gallery of images is no caption", "",
			pubPage("de", "", "", "", `<div class="node"><div class="gallery"><a href="/g/1"><img src="/1.jpg" alt=""></a><a href="/g/2"><img src="/2.jpg" alt=""></a></div>`+
				`<div class="submitted">Gespeichert von <span class="username">rasos</span> am 24. Juli 2026 - 18:55</div></div>`), "2026-07-24"},
		{"West Frisian labels the publication after the update", "",
			pubPage("fy", "", "", `<p class="dates">Bywurke: 16 septimber 2026, 08.05 oere · Publisearre: 15 septimber 2026, 18.30 oere</p>`, ""), "2026-09-15"},
		{"an Esperanto byline's accusative day", "",
			pubPage("eo", "", "", `<p class="byline">de Petro Ŝmidt, la 14-an de oktobro 2026</p>`, ""), "2026-10-14"},
		{"a teaser's line that words call its publication does not date the page", "",
			pubPage("de", "", "", "", `<aside class="related"><h3>Mehr zum Thema</h3><ul><li><a href="/a">Ein anderer Artikel</a><br>Veröffentlicht am 12.03.2021</li></ul></aside>`), ""},
		{"a page nothing else dates takes the publication its script state holds", "",
			pubPage("en", "", "", "", `<script>window.shop = {"product":{"id":4,"published_at":"2019-03-02T06:22:28+01:00","created_at":"2019-03-02T06:27:24+01:00"}};</script>`), "2019-03-02"},
		{"an app's JSON state holds the review's publication", "",
			pubPage("en", "", "", "", `<script type="application/json" data-state="dates">{"publishedDate":"2016-11-04T20:37:27Z","updatedDate":"2016-11-04T20:39:47Z"}</script>`), "2016-11-04"},
		{"script data listing posts of several days dates no page", "",
			pubPage("en", "", "", "", `<script type="application/json">{"posts":[{"publishedAt":"2024-01-03T10:00:00Z"},{"publishedAt":"2024-02-09T10:00:00Z"}]}</script>`), ""},
		{"a creation stamp in script data is no publication", "",
			pubPage("en", "", "", "", `<script type="application/json">{"blocks":[{"createdAt":"2024-01-03T10:00:00Z"}]}</script>`), ""},
		{"JSON-LD shipped as a meta tag's content", "",
			pubPage("en", `<meta name="script:ld+json" content="{&quot;@type&quot;:&quot;Article&quot;,&quot;datePublished&quot;:&quot;2025-11-17T09:00:00-05:00&quot;}">`, "", "", ""), "2025-11-17"},
		{"an update shown below the headline beats a publication only in JSON-LD", "",
			pubPage("en", ld("2024-04-10T19:30:39Z"), "", `<p class="byline">By Ann Lee</p><div class="meta">Last updated: Sep 4, 2025</div>`, ""), "2025-09-04"},
		{"a news story updated the next day keeps its JSON-LD publication", "",
			pubPage("en", ld("2024-11-10T19:44:00Z"), "", `<p class="byline">By Ann Lee</p><div class="meta"><time datetime="2024-11-11T16:05:00Z">Updated Nov. 11, 2024, 8:05 a.m.</time></div>`, ""), "2024-11-10"},
		{"microdata's publication is no meta tag stating it", "",
			pubPage("en", "", "", `<div itemscope itemtype="https://schema.org/Article"><meta itemprop="datePublished" content="2024-04-10T19:30:39Z"><p class="byline">By Ann Lee</p><div class="meta">Last updated: Sep 4, 2025</div></div>`, ""), "2025-09-04"},
		{"a meta tag in the site's zone gives the day of JSON-LD's same instant in UTC", "",
			pubPage("en", ld("2017-02-24T01:18:13+00:00")+meta("2017-02-23T17:18:13-08:00"), "", "", ""), "2017-02-23"},
		{"a page rendering times in UTC above the headline shows the meta tag's day of JSON-LD's same instant", "",
			pubPage("es", ld("2022-05-05T21:00:00-05:00")+meta("2022-05-06T02:00:00.824Z"), `<div class="date">6 May 2022 - 2:00 a. m.</div>`, "", ""), "2022-05-06"},
		{"a masthead's bare day above the headline that is the meta tag's UTC day keeps JSON-LD's local day", "",
			pubPage("es", ld("2022-05-05T21:00:00-05:00")+meta("2022-05-06T02:00:00.824Z"), `<div class="masthead">Viernes, 6 de mayo de 2022</div>`, `<p class="byline">Por Ana Pérez</p><div class="hora">21:00</div>`, ""), "2022-05-05"},
		{"a print issue's day above the headline that is the meta tag's UTC day keeps JSON-LD's local day", "",
			pubPage("es", ld("2022-05-05T21:00:00-05:00")+meta("2022-05-06T02:00:00Z"), `<div class="edicion">Edición impresa del 6 de mayo de 2022</div>`, "", ""), "2022-05-05"},
		{"a live blog keeps its opening day over its last update weeks later", "",
			pubPage("en", `<script type="application/ld+json">{"@context":"https://schema.org","@type":"LiveBlogPosting","headline":"War in Ukraine: live updates","datePublished":"2024-04-10T06:00:00Z"}</script>`, "",
				`<p class="byline">By Ann Lee</p><div class="meta">Last updated: May 2, 2024</div>`, ""), "2024-04-10"},
		{"a meta tag's publication keeps it over an update shown", "",
			pubPage("en", ld("2024-04-10T19:30:39Z")+meta("2024-04-10T19:30:39Z"), "", `<p class="byline">By Ann Lee</p><div class="meta">Last updated: Sep 4, 2025</div>`, ""), "2024-04-10"},
		{"an update in a rail after the article text is a teaser's", "",
			pubPage("en", ld("2024-04-10T19:30:39Z"), "", `<p class="byline">By Ann Lee</p>`, `<aside class="sidebar"><h3>Newsletter</h3><p>Our weekly picks.</p><div class="widget"><h4>Best hiking boots</h4><span class="date">Updated Sep 4, 2025</span></div></aside>`), "2024-04-10"},
		{"the site footer's last update is no revision of the story", "",
			pubPage("en", ld("2025-06-01T10:00:00Z"), "", `<p class="byline">By Ann Lee</p>`, `<footer><p>© 2026 Example News</p><p>Site last updated: January 5, 2026</p></footer>`), "2025-06-01"},
		{"a JSON-LD publication shown day first, read month first, keeps it over an update", "",
			pubPage("en", ld("2024-04-10T09:30:00+01:00"), "", `<p class="byline">By Ann Lee</p><div class="meta"><span class="pub">Published: 10/04/2024</span></div><div class="upd">Last updated: 18/09/2025</div>`, ""), "2024-04-10"},
		{"a permalink dated on JSON-LD's day keeps its publication over an update", "https://example.org/2024/04/10/ein-langer-titel/",
			pubPage("en", ld("2024-04-10T19:30:39Z"), "", `<p class="byline">By Ann Lee</p><div class="meta">Last updated: Sep 4, 2025</div>`, ""), "2024-04-10"},
		{"a JSON-LD publication shown on the page keeps it over an update", "",
			pubPage("en", ld("2024-04-10T19:30:39Z"), "", `<p class="byline">By Ann Lee</p><div class="meta">Published Apr 10, 2024 · Last updated: Sep 4, 2025</div>`, ""), "2024-04-10"},
		{"a publication shown relatively keeps JSON-LD's over an update", "",
			pubPage("en", ld("2024-04-10T19:30:39Z"), "", `<p class="byline">By Ann Lee</p><div class="meta"><span class="pub">Published 2 years ago</span> <span class="upd">Last updated: Sep 4, 2025</span></div>`, ""), "2024-04-10"},
		{"a German publication shown relatively keeps JSON-LD's over an update", "",
			pubPage("de", ld("2024-04-10T19:30:39Z"), "", `<p class="byline">Von Anna Lehmann</p><div class="meta"><div>vor 2 Jahren</div><div>Aktualisiert am 04.09.2025</div></div>`, ""), "2024-04-10"},
		{"a menu's relative word above the headline keeps the shown update over JSON-LD", "",
			pubPage("en", ld("2024-04-10T19:30:39Z"), `<ul class="nav"><li><a href="/">Home</a></li><li><a href="/today">Today</a></li></ul>`, `<p class="byline">By Ann Lee</p><div class="meta">Last updated: Sep 4, 2025</div>`, ""), "2025-09-04"},
		{"a comment's relative date under the story keeps the shown update over JSON-LD", "",
			pubPage("en", ld("2024-04-10T19:30:39Z"), "", `<p class="byline">By Ann Lee</p><div class="meta">Last updated: Sep 4, 2025</div>`, `<div class="comments"><p>Great read!</p><span>2 days ago</span></div>`), "2025-09-04"},
		{"an affiliate box's price update in the text dates no story", "",
			pubPage("en", "", "", `<p class="byline">By Ann Lee</p>`,
				`<div class="aawp"><p>Last update on 2025-11-20 / Affiliate links / Images from Amazon Product Advertising API</p></div>`), ""},
		{"an affiliate box's price update dates no story beside JSON-LD", "",
			pubPage("en", ld("2023-04-10T19:30:39Z"), "", `<p class="byline">By Ann Lee</p><p>Last update on 2025-11-20 / Affiliate links / Images from Amazon Product Advertising API</p>`,
				""), "2023-04-10"},
		{"a date classed updated at the metadata's instant shows its local day", "",
			pubPage("es", meta("2022-05-04T03:37:37+00:00"), "", `<div class="meta"><time class="entry-date updated td-module-date" datetime="2022-05-03T23:37:37-04:00">3 May, 2022, 11:37 pm</time></div>`, ""), "2022-05-03"},
		{"a date at the metadata's UTC instant in the site's zone shows its local day over a next-day update", "",
			pubPage("en", meta("2026-09-20T03:45:00Z"), "", `<ul class="dates"><li><time datetime="2026-09-19T21:45:00-06:00">Sep 19, 2026</time></li>`+
				`<li><span>Updated</span> <time datetime="2026-09-20T08:10:00-06:00">Sep 20, 2026</time></li></ul>`, ""), "2026-09-19"},
		{"metadata in the site's zone keeps its day over an updated date in UTC at its instant", "",
			pubPage("es", meta("2022-05-03T23:37:37-04:00"), "", `<div class="meta"><time class="entry-date updated td-module-date" datetime="2022-05-04T03:37:37+00:00">4 May, 2022, 3:37 am</time></div>`, ""), "2022-05-03"},
		{"a date classed updated at a later instant does not override metadata", "",
			pubPage("es", meta("2022-05-04T03:37:37+00:00"), "", `<div class="meta"><time class="entry-date updated td-module-date" datetime="2022-05-05T23:37:37-04:00">5 May, 2022, 11:37 pm</time></div>`, ""), "2022-05-04"},
		{"json-ld in cdata", "", pubPage("de", `<script type="application/ld+json">//<![CDATA[
{"@type":"NewsArticle","datePublished":"2024-08-22T12:00:00+02:00"}
//]]></script>`, "", "", ""), "2024-08-22"},
		{"json-ld with a raw line break in a string", "", pubPage("de", "<script type=\"application/ld+json\">{\"@type\":\"NewsArticle\",\"description\":\"zwei\nZeilen\",\"datePublished\":\"2024-08-22\"}</script>", "", "", ""), "2024-08-22"},
		{"meta with an unlisted published key", "", pubPage("de", `<meta property="article:published:time" content="2024-10-23T15:48:15+00:00">`, "", "", ""), "2024-10-23"},
		{"publisher meta is not a date", "", pubPage("de", `<meta name="publisher_date_id" content="1714751262">`, "", "", ""), ""},
		{"shown date below the headline overrides metadata", "",
			pubPage("es", meta("2022-05-04T00:25:56+00:00"), "", `<p class="byline">Por Ana Pérez, 3 de mayo de 2022</p>`, ""), "2022-05-03"},
		{"shown date confirming metadata keeps its time", "",
			pubPage("en", meta("2024-05-03T10:00:00+02:00"), "", `<p class="byline">By Ann Lee, May 3, 2024</p>`, ""), "2024-05-03"},
		{"date element further below the headline overrides metadata", "",
			pubPage("de", meta("2022-01-21T09:43:00+01:00"), "", `<figure><img src="a.jpg"><figcaption><span>Foto:</span> <span>Archiv</span></figcaption></figure>`+
				`<ul class="share"><li>a</li><li>b</li><li>c</li><li>d</li></ul><div class="meta"><time datetime="2022-01-25T08:00:00+01:00">25.01.2022</time></div>`, ""), "2022-01-25"},
		{"text line as far below does not override metadata", "",
			pubPage("de", meta("2022-01-21T09:43:00+01:00"), "", `<figure><img src="a.jpg"><figcaption><span>Foto:</span> <span>Archiv</span></figcaption></figure>`+
				`<ul class="share"><li>a</li><li>b</li><li>c</li><li>d</li></ul><p>Termin: 25.01.2022, 19 Uhr</p>`, ""), "2022-01-21"},
		{"timestamp showing only a clock time does not override metadata", "",
			pubPage("de", meta("2025-06-29T17:29:54+00:00"), "", `<div class="meta"><time datetime="2025-06-30T11:46:00+00:00">11:46</time></div>`, ""), "2025-06-29"},
		{"metadata in a body meta element is no shown date", "",
			pubPage("de", `<meta itemprop="datePublished" content="2021-12-14T15:41:07+01:00">`, "",
				`<p class="author">04.02.2022 | 15:33 Uhr | Jo Beispiel</p><div><meta itemprop="datePublished" content="2021-12-14T15:41:07+01:00"></div>`, ""), "2022-02-04"},
		{"an empty date element holding its date in its title (microformat)", "",
			pubPage("de", "", "", `<span class="updated" title="2013-04-04T18:52:11+00:00"></span>`, ""), "2013-04-04"},
		{"a date element's title with text is a tooltip", "",
			pubPage("de", "", "", `<span class="date" title="2020-01-01">3. Mai 2024</span>`, ""), "2024-05-03"},
		{"a date told in a sentence of the story is no dateline", "",
			pubPage("en", "", "", `<p>Margaret Ann Kowalski, 84, of Cedar Falls, passed away peacefully on Tuesday, November 18, 2025, surrounded by her family.</p>`, ""), ""},
		{"a long byline with a date label is a dateline", "",
			pubPage("en", "", "", `<p>By Jane Doe, Senior Correspondent at The Harbour Post | Published November 18, 2025 at 10:04 a.m.</p>`, ""), "2025-11-18"},
		{"a long credit line ending in its updated date is a dateline", "",
			pubPage("en", "", "", `<p>Jane Doe and John Roe, Staff Writers for the City Desk of The Harbour Post, Updated 18 November 2025.</p>`, ""), "2025-11-18"},
		{"a sentence of the story saying posted is no dateline", "",
			pubPage("en", "", "", `<p>Acme Furniture posted a loss of $3 million on Tuesday, November 18, 2025, its worst quarter in more than a decade.</p>`, ""), ""},
		{"a sentence opening with the time since when is no dateline", "",
			pubPage("en", "", "", `<p>Since July 1, 2025, cartons and paper cups go in the blue bin too, after the city's sorting plant added an optical sorter that can pick them out.</p>`, ""), ""},
		{"nor in German", "",
			pubPage("de", "", "", `<p>Seit dem 1. Juli 2025 gehören Getränkekartons und Pappbecher in die blaue Tonne, weil die Sortieranlage der Stadt sie jetzt erkennen kann.</p>`, ""), ""},
		{"an updated date below the headline beats a rail of posts without metadata", "",
			pubPage("en", "", "", `<div class="meta"><time class="published">Updated - November 24, 2025 at 09:12 pm IST</time></div>`,
				`<ul class="rail"><li><a href="/a">One</a> <time>November 23, 2025</time></li><li><a href="/b">Two</a> <time>November 22, 2025</time></li><li><a href="/c">Three</a> <time>November 21, 2025</time></li></ul>`), "2025-11-24"},
		{"a published and an updated time of one kind are no list", "",
			pubPage("fr", "", "", `<div class="dates"><time>Publié le 14 mai 2025 à 5 h 00</time> <time>Mis à jour le 15 mai 2025</time></div>`, ""), "2025-05-14"},
		{"nor an unlabelled time beside its update", "",
			pubPage("en", "", "", `<div class="dates"><time>May 14, 2025</time> <time>Updated May 15, 2025</time></div>`, ""), "2025-05-14"},
		{"an unlabelled date above its update is the story's, though a rail of posts is near", "",
			pubPage("en", "", "", `<div class="meta"><time>November 20, 2025</time> · Updated <time>November 24, 2025</time></div>`,
				`<ul class="rail"><li><a href="/a">One</a> <time>November 23, 2025</time></li><li><a href="/b">Two</a> <time>November 22, 2025</time></li><li><a href="/c">Three</a> <time>November 21, 2025</time></li></ul>`), "2025-11-20"},
		{"nor when the rail of posts is above the headline", "",
			pubPage("en", "", `<ul class="rail"><li><a href="/a">One</a> <time>November 23, 2025</time></li><li><a href="/b">Two</a> <time>November 22, 2025</time></li></ul>`,
				`<div class="meta"><time>November 20, 2025</time> <span>Updated: <time>November 24, 2025</time></span></div>`, ""), "2025-11-20"},
		{"a sentence of the story saying updated is no dateline", "",
			pubPage("en", "", "", `<p>The agency updated its guidance on Tuesday, November 18, 2025, after a review of the flood maps.</p>`, ""), ""},
		{"tr published (Giriş) after updated (Güncelleme), no metadata", "",
			pubPage("tr", "", "", `<div class="news-date"><span>Güncelleme: 10.03.2026 - 09:15</span> <span>Giriş: 09.03.2026 - 22:40</span></div>`, ""), "2026-03-09"},
		{"cs published after updated, no metadata", "",
			pubPage("cs", "", "", `<div class="meta"><span>Aktualizováno 12. 3. 2026 9:15</span> <span>Publikováno 11. 3. 2026 10:00</span></div>`, ""), "2026-03-11"},
		{"published after updated on one line, no metadata", "",
			pubPage("en", "", "", `<div class="stamps"><span>Updated Nov. 26, 2024, 7:15 a.m.</span> <span>Published Nov. 25, 2024, 6:40 p.m.</span></div>`, ""), "2024-11-25"},
		{"published after an update date-classed on one line, no metadata", "",
			pubPage("en", "", "", `<div class="byline-block"><span class="author">By Jo Doe</span><span class="updated">Updated Oct. 18, 2026, 11:02 a.m.</span><span class="pub">Published Oct. 17, 2026, 10:48 p.m.</span></div>`, ""), "2026-10-17"},
		{"words saying updated beat a published class", "",
			pubPage("en", meta("2025-12-01"), "", `<div class="meta"><time class="published" datetime="2025-12-17">Last Updated: Dec 17, 2025</time></div>`, ""), "2025-12-01"},
		{"date line below an h1 whose headline is a span after its kicker", "",
			`<html lang="de"><head><meta property="article:published_time" content="2020-04-25T10:00:00+02:00"></head><body><main><article><h1><span class="kicker">Corona-Pandemie</span><span class="visually-hidden"> - </span><span class="title">Ein langer Titel für den Test</span></h1>` +
				`<p class="byline">Von Jo Beispiel, 21. April 2020</p><p>` + strings.Repeat("Ein Absatz mit Text über Kinder und Arbeit in vielen Ländern der Welt. ", 6) + `</p></article></main></body></html>`, "2020-04-21"},
		{"a date in the headline is not the publication date", "",
			`<html lang="de"><head><title>Tagung</title></head><body><main><article><h1>Tagung: Institutionen revolutionärer Macht (26. und 27. 2. 2015, Eichstätt)</h1>` +
				`<p class="entry-meta"><time class="entry-date" datetime="2015-01-28T15:41:20+01:00">28. Januar 2015</time></p><p>` + strings.Repeat("Ein Absatz mit Text über die Tagung und ihre Themen in vielen Ländern. ", 6) + `</p></article></main></body></html>`, "2015-01-28"},
		{"updated date does not override metadata", "",
			pubPage("en", meta("2024-10-15T18:50:03Z"), "", `<div class="meta"><time datetime="2025-06-18T16:35:02Z">Updated on June 18, 2025</time></div>`, ""), "2024-10-15"},
		{"date above the headline does not override metadata", "",
			pubPage("de", ld("2024-04-25T19:30:04+02:00"), `<p><a href="/2024/04-26/index.php">Ausgabe vom 26.04.2024</a></p>`, "", ""), "2024-04-25"},
		{"relative date does not override metadata", "",
			pubPage("en", meta("2012-05-10T08:00:00Z"), "", `<div><time datetime="2026-10-19T11:16:53Z">1 day ago</time></div>`, ""), "2012-05-10"},
		{"day and month swapped agree with metadata", "",
			pubPage("de", ld("2021-11-01"), "", `<div class="article-meta-date">11/01/2021</div>`, ""), "2021-11-01"},
		{"wordpress status-publish is not a date", "",
			`<html lang="de"><body><article class="post type-post status-publish"><h1>Ein langer Titel für den Test</h1>` +
				`<span class="posted-on">Veröffentlicht am <time class="entry-date published" datetime="2019-02-10T09:30:10+01:00">10. Februar 2019</time></span>` +
				`<p>` + strings.Repeat("Ein Absatz mit Text über das Laufen im Winter und den Regen. ", 6) + `</p></article></body></html>`, "2019-02-10"},
		{"published time wins over the updated one beside it", "",
			pubPage("en", "", "", `<span class="posted-on"><time class="updated" datetime="2025-05-21T10:00:00+00:00">May 21, 2025</time><time class="entry-date published" datetime="2025-04-24T10:00:00+00:00">April 24, 2025</time></span>`, ""), "2025-04-24"},
		{"comment dates are not the article's", "",
			pubPage("de", "", "", "", `<section class="comments"><div class="comment-date">12.04.2020 17:02</div></section>`), ""},
		{"a sidebar layout wrapping the page is no sidebar", "",
			`<html lang="de"><body><div class="layoutTwoColumnsRightSidebar"><h1>Ein langer Titel für den Test</h1><ul><li class="artikeldatum"><time datetime="2021-11-25 16:11">25. November 2021 16:11 Uhr</time></li></ul>` +
				`<p>` + strings.Repeat("Ein Absatz mit Text über eine Reise und einen Purzelbaum. ", 6) + `</p></div></body></html>`, "2021-11-25"},
		{"date line below the headline", "",
			pubPage("de", "", "", `<p>Von Jo Beispiel | <span>07.11.2023</span> | Politik</p>`, ""), "2023-11-07"},
		{"dateline opening the first paragraph", "",
			pubPage("de", "", "", `<p><strong>01.02.2022</strong> „Der Arbeitsmarkt ist gut in das Jahr gestartet“, sagte die Vorsitzende. `+strings.Repeat("Weitere Sätze folgen hier. ", 10)+`</p>`, ""), "2022-02-01"},
		{"url date from the canonical link", "https://example.org/2014/05/18/alles-neu/",
			pubPage("de", `<link rel="canonical" href="https://example.org/2014/05/18/alles-neu/">`, "", "", ""), "2014-05-18"},
		{"url date when the page shows none", "https://example.org/2014/05/18/alles-neu/", pubPage("de", "", "", "", ""), "2014-05-18"},
		{"no url date over a date the page shows", "https://example.org/2014/05/18/alles-neu/",
			pubPage("de", "", "", `<p class="byline">Von Jo Beispiel, 3. Mai 2024</p>`, ""), "2024-05-03"},
		{"a page showing only its update", "",
			pubPage("en", "", "", `<div class="page-byline"><div class="date_updated">Last Updated: 2025-02-22</div></div>`, ""), "2025-02-22"},
		{"timestamp next to the shown day: the shown day", "",
			pubPage("es", "", "", `<div><time datetime="2022-05-04T00:25:56Z">3 de mayo de 2022</time></div>`, ""), "2022-05-03"},
		{"timestamp a day after the time shown: the time shown", "",
			pubPage("en", "", "", `<div><time datetime="2024-12-07T12:43:39.889Z">Dec. 6, 2024, 10:00 PM UTC</time></div>`, ""), "2024-12-06"},
		{"a video's script first, the article's after it", "",
			pubPage("en", `<script type="application/ld+json">{"@context":"http://schema.org","@type":"VideoObject","name":"A clip","uploadDate":"2024-12-07T01:36:42.000Z"}</script>`+
				`<script type="application/ld+json">{"@context":{"@vocab":"http://schema.org"},"@type":"NewsArticle","headline":"Ein langer Titel für den Test","datePublished":"2024-12-06T22:00:40.000Z"}</script>`, "", "", ""), "2024-12-06"},
		{"timestamp far from the shown day: the timestamp", "",
			pubPage("en", "", "", `<div><time datetime="2024-12-20">August 28, 2024</time></div>`, ""), "2024-12-20"},
		{"date line at the foot of the article", "",
			`<html lang="de"><body><h1>Ein langer Titel für den Test</h1><div class="text">` +
				strings.Repeat(`<p>Ein Absatz mit Text über Kinder und Arbeit in vielen Ländern der Welt, lang genug für den Inhalt.</p>`, 4) +
				`<p class="info">Aktualisiert: 30.12.2016</p></div></body></html>`, "2016-12-30"},
		{"without metadata a date element beats a line further down", "",
			pubPage("de", "", `<div class="date-header">Samstag, 9. September 2017</div><div class="tags"><a>Rezension</a> <a>Roman</a></div>`,
				`<ul class="share"><li>a</li><li>b</li><li>c</li><li>d</li></ul><p>Titel: Sehnsucht</p><p>Erscheinungsdatum: 14.08.2017</p>`, ""), "2017-09-09"},
		{"the one date a theme classes updated beats a header's today, no metadata", "",
			pubPage("en", "", `<div class="top-bar"><div class="td_data_time">Tuesday, November 26, 2024</div><ul><li><a href="/">Home</a></li><li><a href="/news">News</a></li></ul></div>`,
				`<div class="meta"><span class="post-date"><time class="entry-date updated" datetime="2024-11-24T16:42:10-06:00">November 24, 2024</time></span></div>`, ""), "2024-11-24"},
		{"a date classed both published and updated does not override metadata", "",
			pubPage("en", meta("2020-03-10T15:30:00+00:00"), "", `<div class="entry-meta"><time class="entry-date published updated" datetime="2025-02-12T13:28:34+05:30">12th February 2025</time></div>`, ""), "2020-03-10"},
		{"a shown date settles the guessed day and month order of metadata", "",
			pubPage("de", `<meta name="date" content="11/01/2023 12:43:42">`, "",
				`<figure><img src="a.jpg"><figcaption><span>Foto:</span> <span>Archiv</span></figcaption></figure><ul class="share"><li>a</li><li>b</li><li>c</li><li>d</li></ul><p>Erstellt am: 01.11.2023</p>`, ""), "2023-11-01"},
		{"dates of a list of posts do not override metadata", "",
			pubPage("de", meta("2012-06-08T13:27:29+00:00"), "", `<ul class="recent"><li><a href="/a">Zeit und Raum</a> <span class="post-date">23. Januar 2020</span></li>`+
				`<li><a href="/b">Lernen</a> <span class="post-date">19. Mai 2019</span></li><li><a href="/c">Arbeit</a> <span class="post-date">24. Februar 2019</span></li></ul>`, ""), "2012-06-08"},
		{"the meta tags' day, shown below the headline, beats another in JSON-LD", "",
			pubPage("de", ld("2021-12-06")+meta("2022-12-15T09:13:00"), "", `<figure><img src="a.jpg"><figcaption><span>Foto:</span> <span>Archiv</span></figcaption></figure>`+
				`<ul class="share"><li>a</li><li>b</li><li>c</li><li>d</li></ul><div class="info"><div class="info-item">15.12.2022</div></div>`, ""), "2022-12-15"},
		{"a newspaper issue's day above the headline does not confirm the meta tags", "",
			pubPage("de", ld("2024-04-25T19:30:04+02:00")+`<meta name="date" content="2024-04-26">`, `<p><a href="/2024/04-26/index.php">Ausgabe vom 26.04.2024</a></p>`, "", ""), "2024-04-25"},
		{"a forum member's registration is no date of the page", "",
			pubPage("de", "", "", `<dl class="postprofile"><dt><a>r23</a></dt><dd class="profile-joined">Registriert: 18.09.2008, 05:56</dd></dl><p class="author">Beitrag von r23 » 21.01.2009, 05:42</p>`, ""), "2009-01-21"},
		{"microdata dates of a list of articles are not the page's", "",
			pubPage("en", `<meta name="date" content="March 27, 2025">`, "", "",
				`<ul class="more"><li><a href="/a">One</a> <span itemprop="datePublished" content="2026-03-13T12:00:00+00:00">Mar 13, 2026</span></li>`+
					`<li><a href="/b">Two</a> <span itemprop="datePublished" content="2026-03-10T14:09:58+00:00">Mar 10, 2026</span></li>`+
					`<li><a href="/c">Three</a> <span itemprop="datePublished" content="2026-03-09T05:40:57+00:00">Mar 9, 2026</span></li></ul>`), "2025-03-27"},
		{"a date and its time in elements that meet", "",
			pubPage("es", "", "", `<div class="fecha"><span>3 de mayo de 2022</span><span>21:25</span></div>`, ""), "2022-05-03"},
		{"a time shown soon after a local publication time is an edit", "",
			pubPage("ja", ld("2024-12-03T23:17:00+09:00"), "", `<div class="info"><time datetime="2024-12-04T00:05">2024/12/04 00:05</time></div>`, ""), "2024-12-03"},
		{"a time shown long after a local publication time is the publication", "",
			pubPage("de", ld("2024-12-03T23:17:00+01:00"), "", `<div class="info"><time datetime="2024-12-04T08:05">04.12.2024, 08:05 Uhr</time></div>`, ""), "2024-12-04"},
		{"a shown publication beats metadata that only a shown update confirms", "",
			pubPage("en", meta("2025-08-21T09:00:00+00:00"), "", `<div class="post-meta"><div class="info">Published <span>Apr 26, 2023</span></div>`+
				`<div class="info">Updated <span>Aug 21, 2025</span></div></div>`, ""), "2023-04-26"},
		{"a line labelled as the publication counts further below the headline", "",
			pubPage("en", meta("2025-08-21T09:00:00+00:00"), "", `<div class="author"><a href="/a"><img src="a.jpg"></a><div><a href="/a">Ann Lee</a><span>Senior Editor</span></div></div>`+
				`<div class="post-meta"><div class="info">Published <span>Apr 26, 2023</span></div><div class="info">Updated <span>Aug 21, 2025</span></div></div>`, ""), "2023-04-26"},
		{"a labelled line far below the headline does not shift the metadata's day by a zone", "",
			pubPage("en", meta("2025-12-02T23:00:55+00:00"), "", `<div class="author"><a href="/a"><img src="a.jpg"></a><div><a href="/a">Ann Lee</a><span>Senior Editor</span></div></div>`+
				`<div class="post-meta"><div class="info">Published: <span>03 Dec 2025</span></div></div>`, ""), "2025-12-02"},
		{"a book's publication in a review does not beat the review's metadata", "",
			pubPage("en", ld("2025-06-10T08:00:00+00:00"), "", `<div class="byline">By Ann Lee</div><figure><img src="c.jpg"><figcaption>The cover of the novel.</figcaption></figure>`+
				`<p>A sweeping debut that sails from Lisbon to the Cape and back again, with a crew you will not forget, and a storm you will remember.</p>`+
				`<p>It is the kind of book that rewards patience: slow to start, then impossible to put down, and full of the salt and noise of the docks.</p>`+
				`<p class="book-info">Published by Knopf, March 4, 2025. 320 pages, $28.</p>`, ""), "2025-06-10"},
		{"a study's publication in the story does not beat its metadata", "",
			pubPage("en", ld("2025-06-10T08:00:00+00:00"), "", `<div class="byline">By Ann Lee</div><figure><img src="c.jpg"><figcaption>The lab.</figcaption></figure>`+
				`<p>Doctors have long suspected that the drug helps, and a new trial now suggests they were right about most patients.</p>`+
				`<p>Researchers in four countries took part, and the results held for older and younger patients alike, the authors said.</p>`+
				`<p>The study, published March 4, 2025 in the journal Nature Medicine, followed 4,000 patients over a decade.</p>`, ""), "2025-06-10"},
		{"a slug's number does not beat an update the page shows", "https://example.org/news/world-europe-20101105",
			pubPage("en", `<link rel="canonical" href="https://example.org/news/world-europe-20101105">`, "", `<div class="byline">By Ann Lee · <span class="date">Updated Oct. 12, 2026</span></div>`, ""), "2026-10-12"},
		{"a relative text does not move a timestamp to the day of the crawl", "",
			pubPage("en", "", "", `<p class="meta">By Ann Lee &middot; <time datetime="2026-10-19T22:40:00-05:00">9 hours ago</time></p>`, ""), "2026-10-19"},
		{"unix milliseconds in a data attribute under a relative text", "",
			pubPage("pt", "", "", `<div class="author">Por Ana Lopes</div><div class="date" data-publish-ms="1792346700000">há 3 horas</div>`, ""), "2026-10-18"},
		{"unix time of the last update in a data attribute is not the publication", "",
			pubPage("en", "", "", `<div class="byline">By Ann Lee · <span class="date" data-updated-time="1792346700">Oct. 10, 2026</span></div>`, ""), "2026-10-10"},
		{"a publisher's numeric id on a date element is no unix time", "",
			pubPage("en", "", "", `<div class="byline">By Ann Lee · <span class="date" data-publisher-id="1792346700">Oct. 10, 2026</span></div>`, ""), "2026-10-10"},
		{"unix milliseconds of the publication beside those of the update", "",
			pubPage("pt", "", "", `<div class="author">Por Ana Lopes</div><div class="date" data-updated-ms="1792346700000" data-publish-ms="1791000000000">há 3 horas</div>`, ""), "2026-10-03"},
		{"the publication after the update in one run of text", "",
			pubPage("fr", "", "", `<p class="signature">Par Claire Vasseur</p><p class="dates">Mis à jour le 12/10/2026 à 18h05 · Publié le 05/10/2026 à 09h30</p>`, ""), "2026-10-05"},
		{"a linked story's date under the headline is that story's", "",
			pubPage("en", "", "", `<aside class="follow-up">Follow-up to: <a href="/news/bridge-closed">Bridge closed to heavy trucks after inspection</a> <time datetime="2026-09-02">Sept. 2, 2026</time></aside>`+
				`<div class="byline">By Ann Lee · <time datetime="2026-10-18T14:10:00-05:00">Oct. 18, 2026</time></div>`, ""), "2026-10-18"},
		{"a sentence opening with a name in capitals and telling of a day is no dateline", "",
			`<!doctype html><html lang="en"><head><title>Trade talks end without a deal</title></head><body><main><article><h1>Trade talks end without a deal</h1>` +
				`<p>NATO, which met on Oct. 1, 2026 (a Thursday), agreed on a new plan for the defence of its eastern flank, officials said after the meeting ended.</p>` +
				strings.Repeat(`<p>The company will use the funding to triple production of its harvesting robot and to open a service center in California in the spring.</p>`, 3) +
				`<div class="byline">By Ann Lee <time datetime="2026-10-05T10:00:00Z">Oct. 5, 2026</time></div></article></main></body></html>`, "2026-10-05"},
		{"a press wire's dateline naming the country before the date dates a release", "",
			`<!doctype html><html lang="en"><head><title>Trade talks end without a deal</title></head><body><main><article><h1>Trade talks end without a deal</h1>` +
				`<p>AUSTIN, TX, UNITED STATES, October 2, 2026 /EINPresswire.com/ -- Brightfield Robotics, a maker of autonomous orchard equipment, today announced a new round.</p>` +
				strings.Repeat(`<p>The company will use the funding to triple production of its harvesting robot and to open a service center in California in the spring.</p>`, 3) +
				`<section class="more"><h3>More</h3><ul><li><span class="date">Sep 09, 2026</span> <a href="/n/1">Other story one here</a></li><li><span class="date">Mar 17, 2026</span> <a href="/n/2">Other story two here</a></li></ul></section></article></main></body></html>`, "2026-10-02"},
		{"an author's long name linked before the date is the byline", "",
			pubPage("en", "", "", `<div class="byline">By <a href="/maria-de-los-angeles-garcia">Maria de los Angeles Garcia</a> <span class="date">12 March 2026</span></div>`, ""), "2026-03-12"},
		{"an author page's link before the date is the byline", "",
			pubPage("en", "", "", `<p class="meta"><a href="/authors/jane-doe-smith">Jane Mary Doe Smith</a> <time datetime="2026-03-12T09:00:00+01:00">12 March 2026</time></p>`, ""), "2026-03-12"},
		{"a section's link before the date is no story's", "",
			pubPage("en", "", "", `<div class="meta"><a href="/news/local/">Local News and Politics</a> <time datetime="2026-03-12T09:00:00+01:00">March 12, 2026</time></div>`, ""), "2026-03-12"},
		{"a date element words call the publication under the text stands against a wire dateline", "",
			`<!doctype html><html lang="en"><head><title>Trade talks end without a deal</title></head><body><main><article><h1>Trade talks end without a deal</h1>` +
				`<p>GENEVA, Oct. 2, 2026 (Reuters) - The talks on the new trade rules ended late on Tuesday without an agreement between the two sides, officials said.</p>` +
				strings.Repeat(`<p>The company will use the funding to triple production of its harvesting robot and to open a service center in California in the spring.</p>`, 3) +
				`<p class="meta">Published <time datetime="2026-10-05T10:00:00Z">Oct. 5, 2026</time></p></article></main></body></html>`, "2026-10-05"},
		{"abbr title", "",
			pubPage("en", "", "", `<div><abbr class="published" title="2006-12-04">December 4, 2006</abbr></div>`, ""), "2006-12-04"},
	}
	h := NewHeuristic()
	h.Now = func() time.Time { return dateTestNow }
	x := NewApplier()
	x.Now = h.Now
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(tt.page))
			if err != nil {
				t.Fatal(err)
			}
			url := tt.url
			if url == "" {
				url = "https://example.org/politik/ein-langer-titel"
			}
			art, f := h.Analyze(&Page{URL: url, Doc: doc})
			if got := first10(art.PublishedRaw); got != tt.want {
				t.Fatalf("published = %q, want %q", art.PublishedRaw, tt.want)
			}
			if tt.want == "" {
				return
			}
			// A selector set reads the source the same way.
			src := f.Published
			if src.Node == nil {
				// The URL's date, which the applier reads too.
				c, err := selectors.Compile(&selectors.Set{Fields: map[string][]string{selectors.Title: {"//h1"}, selectors.Body: {"//article"}}})
				if err != nil {
					t.Fatal(err)
				}
				if a, _ := x.Apply(c, &Page{URL: url, Doc: doc}); first10(a.PublishedRaw) != tt.want {
					t.Errorf("no source, and the applier reads %q", a.PublishedRaw)
				}
				return
			}
			lang := ""
			if hints := LangHints(doc); len(hints) > 0 {
				lang = hints[0]
			}
			ms := []selectors.Match{{Node: src.Node}}
			if src.Node.Type == html.TextNode {
				// An XPath's text() yields the node with its value.
				ms = []selectors.Match{{Node: src.Node, Value: src.Node.Data, HasValue: true}}
			}
			if src.Attr != "" {
				ms = append(ms, selectors.Match{Value: attr(src.Node, src.Attr), HasValue: true})
			}
			for _, m := range ms {
				if d, ok := x.matchDate(&ldMemo{}, m, lang); !ok || first10(d.Raw) != tt.want {
					t.Errorf("matchDate(%+v) = %q, %v; want %q", m, d.Raw, ok, tt.want)
				}
			}
		})
	}
}

func first10(s string) string {
	if len(s) > 10 {
		return s[:10]
	}
	return s
}

func TestLDClean(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"plain", `{"a":"b"}`, `{"a":"b"}`},
		{"cdata", `<![CDATA[ {"a":"b"} ]]>`, `{"a":"b"}`},
		{"commented cdata", "//<![CDATA[\n{\"a\":\"b\"}\n//]]>", `{"a":"b"}`},
		{"line break in a string", "{\"a\":\"b\nc\"}\n", `{"a":"b c"}`},
		{"escaped quote keeps the string open", "{\"a\":\"b\\\"\tc\"}", `{"a":"b\" c"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ldClean(tt.in); got != tt.want {
				t.Errorf("ldClean(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestIsPubMetaKey(t *testing.T) {
	tests := []struct {
		key  string
		want bool
	}{
		{"article:published:time", true},
		{"w-published-date", true},
		{"shareaholic:article_published_time", true},
		{"cxenseparse:publishtime", true},
		{"article:publisher", false},
		{"dc.publisher", false},
		{"publishid", false},
		{"shareaholic:article_modified_time", false},
		{"publishingprinciples", false},
		{"itemprop:datepublished", false},
	}
	for _, tt := range tests {
		if got := isPubMetaKey(tt.key); got != tt.want {
			t.Errorf("isPubMetaKey(%q) = %v, want %v", tt.key, got, tt.want)
		}
	}
}

func TestDateLabel(t *testing.T) {
	tests := []struct {
		name, html string
		want       int
	}{
		{"published class", `<time class="entry-date published updated">3 May 2024</time>`, labelPublished},
		{"updated class", `<time class="updated">3 May 2024</time>`, labelUpdated},
		{"itemprop dateModified", `<span itemprop="dateModified">3 May 2024</span>`, labelUpdated},
		{"label in the text", `<span class="date">Aktualisiert am 3. Mai 2024</span>`, labelUpdated},
		{"label before the element", `<p><span>Last updated:</span><time>Sep 4, 2025</time></p>`, labelUpdated},
		{"German last change", `<span class="date">Letzte Änderung: 31.10.2023 - 14:49:39</span>`, labelUpdated},
		{"posted", `<span class="date">Posted on May 3, 2024</span>`, labelPublished},
		{"joined", `<p><span>Joined:</span><time>Sep 18, 2008</time></p>`, labelJoined},
		{"a sibling's date and its label are not the element's", `<p><span>Registriert: 18.09.2008</span><time>21.01.2009</time></p>`, 0},
		// When both words stand before the date, the one in a label's
		// place names it: a category after the publication's label is
		// none, an update's label after a separator is.
		{"a category named like updates", `<p>Posted by Jane Doe in Updates <time>Oct 12, 2026</time></p>`, labelPublished},
		{"an update after the publication's credit", `<p>Originally published in The Times, updated <time>Oct 12, 2026</time></p>`, labelUpdated},
		{"an update's label mid-line alone", `<p>This page was last updated on <time>Oct 12, 2026</time></p>`, labelUpdated},
		{"status-publish is no label", `<div class="status-publish">3 May 2024</div>`, 0},
		{"no label", `<span class="date">3 May 2024</span>`, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, _ := html.Parse(strings.NewReader("<body>" + tt.html + "</body>"))
			n := find(doc, func(n *html.Node) bool {
				return n.Data == "time" || attr(n, "class") != "" || attr(n, "itemprop") != ""
			})
			if got := dateLabel(n); got != tt.want {
				t.Errorf("dateLabel = %d, want %d", got, tt.want)
			}
		})
	}
}

func TestLeadText(t *testing.T) {
	doc, _ := html.Parse(strings.NewReader(`<body><div id="x"><p>Eins  zwei</p><p>drei<script>x()</script> <b>vier</b></p></div></body>`))
	n := find(doc, func(n *html.Node) bool { return attr(n, "id") == "x" })
	tests := []struct {
		limit int
		want  string
	}{
		{100, "Eins zwei drei vier"},
		{9, "Eins zwei"},
		{3, "Ein"},
	}
	for _, tt := range tests {
		if got := leadText(n, tt.limit); got != tt.want {
			t.Errorf("leadText(%d) = %q, want %q", tt.limit, got, tt.want)
		}
	}
	// Elements that meet without a space keep numbers apart, and only
	// numbers: a word split by markup stays one word.
	for in, want := range map[string]string{
		`<span>3 de mayo de 2022</span><span>21:25</span>`:              "3 de mayo de 2022 21:25",
		`Posted on<time>28. Juli 2019</time><time>29. Juli 2019</time>`: "Posted on 28. Juli 2019 29. Juli 2019",
		`<b>Mon</b>tag, 3. Mai`:                                         "Montag, 3. Mai",
	} {
		doc, _ := html.Parse(strings.NewReader(`<body><div id="x">` + in + `</div></body>`))
		n := find(doc, func(n *html.Node) bool { return attr(n, "id") == "x" })
		if got := leadText(n, 100); got != want {
			t.Errorf("leadText(%s) = %q, want %q", in, got, want)
		}
	}
}

func TestMatchDateURL(t *testing.T) {
	x := NewApplier()
	x.Now = func() time.Time { return dateTestNow }
	tests := []struct{ value, want string }{
		{"https://example.org/2014/05/18/slug/", "2014-05-18"},
		{"https://example.org/news/slug-1234/", ""},
		{"https://example.org/blog/2023/october/03/slug/", "2023-10-03"},
		{"https://example.org/world/2020/mar/5/slug", "2020-03-05"},
		{"https://example.org/2023/news/03/slug/", ""},
		{"https://example.org/media-news/meldungen/29-10-2021", "2021-10-29"},
		{"https://example.org/de/newsroom/23-01-2022-dorothea-wierer/17-378.html", "2022-01-23"},
		{"https://example.org/news/10-29-2021/slug", "2021-10-29"},
		{"https://example.org/news/05-03-2021/slug", ""}, // either order
		{"2024-05-03T10:00:00Z", "2024-05-03"},
		{"https://example.org/news/ct-pier-repair-20241109-x7k2pqzr5b.html", "2024-11-09"},
		{"https://example.org/news/night-ferry-extended_20241109.html", "2024-11-09"},
		// A number ending the path after a word or two may be the
		// article's id: it dates no page.
		{"https://example.org/news/story_20241109.html", ""},
		{"https://example.org/news/world-europe-20101105", ""},
		{"https://example.org/news/story-20101105/", ""},
		{"https://example.org/the-year-in-mathematics-20251218", "2025-12-18"},
		{"https://example.org/shop/part-201411090-x.html", ""},
		{"https://example.org/shop/part-12345678-x.html", ""},
		{"https://example.org/news/pier-closes?utm_campaign=nl_20191003", ""},
	}
	for _, tt := range tests {
		d, _ := x.matchDate(&ldMemo{}, selectors.Match{Value: tt.value, HasValue: true}, "")
		if got := first10(d.Raw); got != tt.want {
			t.Errorf("matchDate(%q) = %q, want %q", tt.value, got, tt.want)
		}
	}
}

func BenchmarkChoosePublished(b *testing.B) {
	page := pubPage("de", `<meta property="article:published_time" content="2024-05-03T10:00:00+02:00">`, "",
		`<p class="byline">Von Jo Beispiel, 3. Mai 2024</p>`,
		strings.Repeat(`<aside class="teaser"><time datetime="2024-04-01">vor 3 Stunden</time><a href="/x">Mehr</a></aside>`, 50))
	doc, _ := html.Parse(strings.NewReader(page))
	h := NewHeuristic()
	h.Now = func() time.Time { return dateTestNow }
	p := &Page{URL: "https://example.org/a", Doc: doc}
	an := analyze(doc)
	md := collectMetadata(doc)
	title := find(doc, func(n *html.Node) bool { return n.Data == "h1" })
	b.ResetTimer()
	for range b.N {
		h.choosePublished(p, md, an, title, "de")
	}
}

// TestIsDateMarked checks the class names that mark an element showing a
// date, and those that do not.
func TestIsDateMarked(t *testing.T) {
	tests := []struct {
		frag string
		want bool
	}{
		{`<time>May 3</time>`, true},
		{`<p class="article-byline__pub-dates">Updated March 13, 2024</p>`, true},
		{`<span class="entry-date">3. Mai 2024</span>`, true},
		{`<span class="tanggal">Sabtu, 21 November 2026 | 10:45 WIB</span>`, true},
		{`<div class="waktu">21/11/2026 10:45</div>`, true},
		{`<article class="post status-publish">x</article>`, false},
		{`<p class="update-notice">x</p>`, false},
	}
	for _, tt := range tests {
		doc, err := html.Parse(strings.NewReader("<body>" + tt.frag))
		if err != nil {
			t.Fatal(err)
		}
		body := find(doc, func(n *html.Node) bool { return n.DataAtom == atom.Body })
		if got := isDateMarked(body.FirstChild); got != tt.want {
			t.Errorf("isDateMarked(%s) = %v, want %v", tt.frag, got, tt.want)
		}
	}
}

// TestPageOrderOfDayAndMonth checks that a date whose order of day and
// month the language only guessed (12/11/2025 on an English page) is read
// the way the page writes its other dates: 26/10/2025 elsewhere shows the
// day first, 10/26/2025 the month first; with neither, the guess stands.
func TestPageOrderOfDayAndMonth(t *testing.T) {
	page := func(other string) string {
		p := strings.Repeat("The council approved the new flood barrier after a long debate on Monday night. ", 3)
		return `<html lang="en"><head><title>Council approves flood barrier</title></head><body><article><h1>Council approves flood barrier</h1>` +
			`<p class="date">Posted 12/11/2025</p><p>` + p + `</p><p>` + p + `</p></article>` +
			`<aside><h2>More news</h2><ul><li><a href="/a">Bridge reopens</a> ` + other + `</li></ul></aside></body></html>`
	}
	for _, tc := range []struct{ name, other, want string }{
		{"day first elsewhere", "26/10/2025", "2025-11-12"},
		{"month first elsewhere", "10/26/2025", "2025-12-11"},
		{"no telling date", "01/02/2025", "2025-12-11"},
		{"both orders", "26/10/2025, 10/27/2025", "2025-12-11"},
		{"dates side by side", "1/1/2025 26/10/2025", "2025-11-12"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if art := extractPage(t, page(tc.other)); art.PublishedRaw != tc.want {
				t.Errorf("published %q, want %q", art.PublishedRaw, tc.want)
			}
		})
	}
}

// TestPageOrderNotIntoTheFuture checks that the page's order of day and
// month does not turn a date into one after now.
func TestPageOrderNotIntoTheFuture(t *testing.T) {
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	p := NewDateParser()
	d, ok := p.FindInText("Posted 11/12/2026", "en", now)
	if !ok || d.Raw != "2026-11-12" {
		t.Fatalf("FindInText = %q %v, want the month-first guess 2026-11-12", d.Raw, ok)
	}
	if got := pageOrder(d, "Posted 11/12/2026. Older: 26/10/2026", now); got.Raw != "2026-11-12" {
		t.Errorf("pageOrder = %q, want 2026-11-12 (2026-12-11 is in the future)", got.Raw)
	}
}

// TestPublishedSkipsLaterDateAfterUpdate: the date a byline line shows
// after its "Updated" date is read as the publication only when it is
// not later than the update: "Public hearing Oct. 25" names an event.
func TestPublishedSkipsLaterDateAfterUpdate(t *testing.T) {
	sent := "<p>The harbour authority said on Monday that the old pier would be rebuilt over two summers, and that ferries would use the east quay meanwhile.</p>"
	for _, tt := range []struct{ head, want string }{
		{`<meta property="article:published_time" content="2026-10-12T08:00:00Z">`, "2026-10-12"},
		{"", "2026-10-18"},
	} {
		page := `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pier to be rebuilt</title>` + tt.head +
			`</head><body><main><article><h1>Pier to be rebuilt</h1><div class="meta">By Carla Dune · <span class="updated">Updated Oct. 18, 2026</span> · ` +
			`<span class="event">Public hearing Oct. 25, 2026</span></div>` + strings.Repeat(sent, 5) + `</article></main></body></html>`
		doc, err := html.Parse(strings.NewReader(page))
		if err != nil {
			t.Fatal(err)
		}
		if art, _ := NewHeuristic().Analyze(&Page{URL: "https://gazette.example/news/pier", Doc: doc}); first10(art.PublishedRaw) != tt.want {
			t.Errorf("published = %q, want %q", art.PublishedRaw, tt.want)
		}
	}
}
