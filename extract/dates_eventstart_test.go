package extract

import (
	"strings"
	"testing"
)

// An event listing's fields ("Anlass:", "Beginn:", "Ende:", "Kategorie:",
// "Aktualisiert:") stand in <dt>s before the <dd>s that hold them:
// reading "Aktualisiert:" as the label of the update must not make the
// event's start, a date the post announces, its publication (main
// reads the post's update, months before the event; the corpus page
// traf-wehranlage-horka.de.887 moved the same way).
func TestEventStartIsNoPublication(t *testing.T) {
	page := `<!doctype html><html lang="de"><head><title>Historischer Markt</title></head><body><div id="header"><h1><a href="/">Verein Wehranlage</a></h1></div>` +
		`<div id="content"><div class="post tribe_events hentry"><h2 class="entry-title">Historischer Markt</h2>` +
		`<div itemscope itemtype="http://schema.org/Event"><dl class="column">` +
		`<dt class="event-label event-label-name">Anlass:</dt><dd itemprop="name" class="event-meta event-meta-name"><span class="summary">Historischer Markt</span></dd>` +
		`<dt class="event-label event-label-start">Beginn:</dt><dd class="event-meta event-meta-start"><meta itemprop="startDate" content="2012-05-13-11:00:00"/>13. Mai 2012 11:00</dd>` +
		`<dt class="event-label event-label-end">Ende:</dt><dd class="event-meta event-meta-end"><meta itemprop="endDate" content="2012-05-13-18:00:00"/>13. Mai 2012 18:00</dd>` +
		`<dt class="category-label">Kategorie:</dt><dd class="category-meta"><a href="/veranstaltungen/kategorie/markt/" rel="tag">Markt</a></dd>` +
		`<dt class="event-label event-label-updated">Aktualisiert:</dt><dd class="event-meta event-meta-updated"><span class="date updated">15. Februar 2012</span></dd></dl></div>` +
		`<div class="entry-content"><div class="summary">` + strings.Repeat("Auch in diesem Jahr laden wir zum historischen Markt in die Wehranlage ein, mit Handwerk, Musik und Speisen. ", 12) +
		`</div></div></div></div></body></html>`
	checkPublishedDays(t, "https://example.org/veranstaltung/887/", []publishedCase{{"German event fields", page, "2012-02-15"}})
}
