package extract

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// cleanContext is what body cleaning knows about the page.
type cleanContext struct {
	title   string
	authors []string
	// publisher holds the site's names as publisherKeys gives them.
	publisher []string
}

var (
	// timeRe finds clock times and numeric dates: 12:17, 17.12.2024,
	// 2024-12-17, 12/17/2024, 2024年12月17日.
	timeRe = regexp.MustCompile(`\b\d{1,2}[:.]\d{2}\b|\b\d{1,4}[./-]\d{1,2}[./-]\d{2,4}\b|\d{4}\s*年\s*\d{1,2}\s*月|\d{1,2}\s*月\s*\d{1,2}\s*日`)
	// relTimeRe finds "3 hours ago", "vor 2 Stunden", "před 3 minutami",
	// "hace 2 horas" and durations.
	relTimeRe = regexp.MustCompile(`(?i)\b\d+\s*(?:min|mins|minutes?|hours?|hrs?|days?|weeks?|std|stunden?|tagen?|minuten|` +
		`minutos?|horas?|días|dias|semanas?|minuti|ore|giorni|heures?|jours?|semaines?|minut(?:ami|y|ę)?|hodin(?:ami|ou|y)?|dny|dní|` +
		`godzin(?:y|ę)?|dni|uur|dagen|timmar|dagar|timer|dager|dakika|saat|gün)(?:$|[^\p{L}])|\bago\b|\bvor\s+\d+|` + agoWords)
	// agoRe finds the words that make a duration an age.
	agoRe = regexp.MustCompile(`(?i)\bago\b|\bvor\s+\d+|` + agoWords)
)

// agoWords are the words around a number that make it an age in other
// languages: "před 3 minutami", "il y a 2 heures", "hace 5 minutos",
// "há 2 horas", "3 minuty temu", "2 ore fa", "2 uur geleden",
// "3 timmar sedan", "2 timer siden", "5 dakika önce", "3 часа назад".
const agoWords = `(?:^|[^\p{L}])(?:před|il y a|hace|há)\s+\d+|\d+\s+\p{L}+\s+(?:temu|fa|geleden|sedan|siden|önce|назад|trước)(?:$|[^\p{L}])`

// monthNames are month names in common news languages, for spotting
// date lines written out ("17. Dezember 2024, 12:17"). Where one name
// begins another, they stand in the order monthWords tries them.
var monthNames = []string{
	"january", "januar", "janvier", "jan", "february", "februar", "feb", "march", "mar", "märz", "mars",
	"april", "apr", "may", "mai", "mayo", "june", "juni", "jun", "july", "juli", "jul", "august", "aug",
	"sept", "september", "sep", "october", "oct", "oktober", "okt", "november", "nov", "december", "dec",
	"dezember", "dez", "janvier", "février", "avril", "juin", "juillet", "août", "septembre", "octobre",
	"novembre", "décembre", "enero", "febrero", "marzo", "abril", "junio", "julio", "agosto", "septiembre",
	"octubre", "noviembre", "diciembre", "gennaio", "febbraio", "aprile", "maggio", "giugno", "luglio",
	"settembre", "ottobre", "dicembre", "tháng",
}

// monthWords finds monthNames as whole words, in any case.
var monthWords = regexp.MustCompile(`(?i)\b(?:` + strings.Join(monthNames, "|") + `)\b`)

// hasMonthWord is monthWords.MatchString without the regexp engine,
// which spends tens of microseconds on each short line with a digit.
// Like the regexp, it compares runes by Unicode case folding and finds
// word boundaries as \b does, between ASCII word characters and others.
func hasMonthWord(s string) bool {
	before := false // the rune before i is a word character
	for i, r := range s {
		here := syntax.IsWordChar(r)
		if here != before {
			for _, name := range monthsByInitial(r) {
				if n := foldedPrefix(s[i:], name); n > 0 && wordBoundaryAt(s, i+n) {
					return true
				}
			}
		}
		before = here
	}
	return false
}

// monthInitials holds monthNames by their first letter; every name
// starts with an ASCII letter.
var monthInitials = func() (by [26][]string) {
	for _, name := range monthNames {
		by[name[0]-'a'] = append(by[name[0]-'a'], name)
	}
	return by
}()

// monthsByInitial returns the month names that can start with r: those
// whose first letter r equals under case folding ('S', 'ſ' and 's' all
// start "september").
func monthsByInitial(r rune) []string {
	for f := r; ; {
		if 'a' <= f && f <= 'z' {
			return monthInitials[f-'a']
		}
		if f = unicode.SimpleFold(f); f == r {
			return nil
		}
	}
}

// foldedPrefix returns the length in bytes of the prefix of s that equals
// word under Unicode case folding, or 0 when s does not start with word.
func foldedPrefix(s, word string) int {
	n := 0
	for _, w := range word {
		r, size := utf8.DecodeRuneInString(s[n:])
		if size == 0 || !foldEqual(r, w) {
			return 0
		}
		n += size
	}
	return n
}

// foldEqual reports whether r and w are the same rune under simple case
// folding, as a case-insensitive regexp compares them.
func foldEqual(r, w rune) bool {
	if r == w {
		return true
	}
	for f := unicode.SimpleFold(w); f != w; f = unicode.SimpleFold(f) {
		if f == r {
			return true
		}
	}
	return false
}

// wordBoundaryAt reports whether \b holds at byte offset i of s.
func wordBoundaryAt(s string, i int) bool {
	before, after := false, false
	if i > 0 {
		r, _ := utf8.DecodeLastRuneInString(s[:i])
		before = syntax.IsWordChar(r)
	}
	if i < len(s) {
		r, _ := utf8.DecodeRuneInString(s[i:])
		after = syntax.IsWordChar(r)
	}
	return before != after
}

// isDateLine reports a short line that is a timestamp with at most a few
// words around it ("Publiziert: 17.12.2024, 12:17", "3 hours ago").
func isDateLine(s string) bool {
	if len(s) > 320 || moreRunes(s, 80) || !strings.ContainsAny(s, "0123456789") {
		return false
	}
	if !hasMonthWord(s) && !hasTime(s) && (!relTimeRe.MatchString(s) || !isRelativeStamp(s)) {
		return false
	}
	// What is left after removing dates, times and digits must be short:
	// a label ("Published", "Aktualisiert am"), not a sentence.
	rest := timeRe.ReplaceAllString(zoneAfterClock.ReplaceAllString(s, "$1"), " ")
	rest = relTimeRe.ReplaceAllString(rest, " ")
	if hasMonthWord(rest) { // most lines left hold none: the regexp is not run for nothing
		rest = monthWords.ReplaceAllString(rest, " ")
	}
	words := 0
	for _, w := range strings.FieldsFunc(rest, func(r rune) bool { return !unicode.IsLetter(r) }) {
		words += labelWords(w)
	}
	if words > 4 && (words > 6 || !datedThenUpdated(s)) {
		return false
	}
	return !(words >= 3 && isDatedSentence(s))
}

// datedThenUpdated reports a line of two stamps, the publication's date
// and then the update's label and time, each with its own words: Catalan
// "Dijous, 19 de novembre del 2026, 07:45 Actualitzat a les 12:10",
// Spanish "… Actualizado a las 12:10", Galician "… Actualizado ás 12:10".
// Its label words are the two stamps' together, more than one stamp's.
func datedThenUpdated(s string) bool {
	loc := updatedWordsRe.FindStringIndex(s)
	if loc == nil || loc[0] == 0 {
		return false
	}
	head, tail := strings.TrimSpace(s[:loc[0]]), s[loc[1]:]
	// The first stamp ends in its date, its time or a separator: "… 2026
	// we updated it at 12:10" is a sentence with the update its verb.
	if r, _ := utf8.DecodeLastRuneInString(head); unicode.IsLetter(r) && !hasMonthWord(lastField(head)) {
		return false
	}
	// The update's label before its time is small words ("a les", "ás",
	// "at", "am"): "updated guidance takes effect at 12:10" is a sentence.
	digit := strings.IndexAny(tail, "0123456789")
	if digit < 0 {
		return false
	}
	for _, w := range strings.Fields(tail[:digit]) {
		if runes(strings.Trim(w, ":,.")) > 3 {
			return false
		}
	}
	return isDateLine(head) && hasTime(tail)
}

// lastField returns the last whitespace-separated word of s, or "".
func lastField(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}

// zoneAfterClock matches a zone's abbreviation (isZoneAbbrev) right
// after a clock time, in brackets or not ("10:42 IST", "9.15 pm (GMT)"):
// only there is it part of the stamp. Elsewhere in a shouted line it is
// a word: German "IST", French "EST", India's "GST" tax.
var zoneAfterClock = func() *regexp.Regexp {
	zones := []string{"UTC", "GMT"}
	for z := range dateZoneAbbrevs {
		zones = append(zones, z)
	}
	// Longer first, so that "WEST" is not read as "WET" and a letter.
	slices.SortFunc(zones, func(a, b string) int { return len(b) - len(a) })
	return regexp.MustCompile(`(\d[:.h]\d\d(?:\s*[AaPp]\.?[Mm]\.?)?)\s*\(?(?:` + strings.Join(zones, "|") + `)(?:\)|\b)`)
}()

// hasTime reports whether s holds a clock time or a numeric date
// (timeRe). Each of its spellings needs a separator or a CJK date
// character, which most short lines with a digit lack ("Step 3",
// "12 comments"): the byte test spares starting the regexp on them.
func hasTime(s string) bool {
	return strings.ContainsAny(s, timeSeparators) && timeRe.MatchString(s)
}

// timeSeparators are the characters one of which each spelling of
// timeRe holds.
const timeSeparators = ":./-年月"

// isTimeBlock reports a short block whose whole text is a <time
// datetime> element's: the page's dateline in any language, also one
// whose month names the date scanners do not know ("26 Sadaasa 2026").
func isTimeBlock(b *block, t string) bool {
	if b.runes > 60 || len(b.lines) != 1 || !strings.ContainsAny(t, "0123456789") {
		return false
	}
	tm := timeWithin(b.owner, 3)
	return tm != nil && collapse(Text(tm)) == collapse(t)
}

// timeWithin returns the first <time datetime> element n is or holds up
// to depth levels down: a dateline's element wraps its <time> closely,
// and a block's owner may be a large container (a run of text in it).
func timeWithin(n *html.Node, depth int) *html.Node {
	if n.Type != html.ElementNode {
		return nil
	}
	if n.DataAtom == atom.Time && attr(n, "datetime") != "" {
		return n
	}
	if depth == 0 {
		return nil
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if tm := timeWithin(c, depth-1); tm != nil {
			return tm
		}
	}
	return nil
}

// isDatedSentence reports a line of three or four words before a date
// that is written as a sentence ending in that date: capitalised, closed
// by its full stop, naming no publishing or update. It is a story's
// sentence that tells a date ("The fiscal year begins Jan. 1.", "Die
// Frist endet am 3. März."), not a label before the page's timestamp,
// which is set without a full stop ("Last updated on Jan. 1, 2026") or
// names the act ("Publié le 12 mars 2026.", "This segment aired on
// March 12, 2026."). Words after the date make a caption or a note
// ("Image from Mary's April 2024 review."), and a number opening the
// line a list's item or a reference.
func isDatedSentence(s string) bool {
	s = strings.TrimSpace(s)
	r, _ := utf8.DecodeRuneInString(s)
	if !unicode.IsUpper(r) || !isSentence(s) || strings.Contains(s, ": ") {
		return false
	}
	last := strings.TrimRight(s[strings.LastIndexByte(s, ' ')+1:], ".!?\"'”’»)")
	if !strings.ContainsAny(last, "0123456789") && !hasMonthWord(last) {
		return false
	}
	return !stampLabelled(s) && !says(s, airedWords) && !hasPrefixAny(strings.ToLower(s), stampLabels)
}

// stampLabelled reports a line whose "published" or "updated" word
// (publishedWordsRe, updatedWordsRe) stands where a timestamp's label
// does (labelWordPlaced). Amid a sentence the word is a verb of the
// story: "Results were published 12 March 2026.", "Prices were updated
// on 3 May 2026."
func stampLabelled(s string) bool {
	return labelWordPlaced(s, updatedWordsRe) || labelWordPlaced(s, publishedWordsRe)
}

// labelWordPlaced reports whether re's first word in s stands where a
// timestamp's label does: opening s, after one word at most ("Last
// updated", "Zuletzt aktualisiert", "First published"), or right
// before a colon. Elsewhere it is a verb of a sentence or a noun of a
// name: a category's "Updates" in "Posted by Jane Doe in Updates".
func labelWordPlaced(s string, re *regexp.Regexp) bool {
	loc := re.FindStringIndex(s)
	if loc == nil {
		return false
	}
	before := strings.Fields(s[:loc[0]])
	if len(before) <= 1 || len(before) == 2 && stampAdverbs[strings.ToLower(before[1])] {
		return true
	}
	rest := strings.TrimLeftFunc(s[loc[1]:], unicode.IsLetter)
	return strings.HasPrefix(strings.TrimSpace(rest), ":")
}

// stampAdverbs stand between a timestamp label's noun and its
// "published" or "updated" word, in lower case: "Article last updated",
// "Artikel zuletzt aktualisiert am", "Article initialement publié le".
var stampAdverbs = map[string]bool{"last": true, "first": true, "originally": true, "zuletzt": true, "zuerst": true,
	"erstmals": true, "ursprünglich": true, "initialement": true, "dernièrement": true, "originalmente": true,
	"inicialmente": true, "originariamente": true, "oorspronkelijk": true, "laatst": true, "ostatnio": true}

// stampLabels open a page's timestamp, in lower case, with words the
// publishing and update words miss: a byline's marker before the date
// ("By Jane Doe, Jan. 1, 2026."), "Mis en ligne le", "Publicada el",
// "Letzte Aktualisierung am", "Zuletzt bearbeitet am", "Page last
// reviewed on".
var stampLabels = []string{"by ", "story by ", "written by ", "por ", "von ", "par ", "mis en ligne", "article mis en ligne",
	"dernière modification", "publicada", "pubblicata", "letzte aktualisierung", "zuletzt bearbeitet",
	"page last reviewed", "last reviewed", "ultima modifica", "última modificación", "editado", "revisado",
	"modificado", "modificada", "modificato", "modificata"}

// airedWords name a broadcast's airing, in lower case: "This segment
// aired on March 12, 2026." stamps an audio or video page as "Published"
// does a story.
var airedWords = []string{"aired", "broadcast", "ausgestrahlt", "gesendet", "diffusé", "emitido", "transmitido",
	"trasmesso", "uitgezonden", "sändes"}

// isCompactCount reports a count written short with a thousand's or
// million's letter and nothing else, as social counters show it: "1.2K",
// "12K", "3,4M". A bare number is a table's or a score's as often as a
// counter's, so it is not one.
func isCompactCount(s string) bool {
	s = strings.TrimSpace(s)
	if len(s) < 2 || !strings.ContainsRune("KkMm", rune(s[len(s)-1])) {
		return false
	}
	num := s[:len(s)-1]
	if num == "" || num[0] < '0' || num[0] > '9' {
		return false
	}
	whole, frac, ok := strings.Cut(strings.Replace(num, ",", ".", 1), ".")
	if ok && (len(frac) != 1 || frac[0] < '0' || frac[0] > '9') {
		return false
	}
	return len(whole) <= 3 && strings.Trim(whole, "0123456789") == ""
}

// looseCaptionRunes is the longest paragraph looseCaption takes.
const looseCaptionRunes = 200

// looseCaption reports a picture's caption that a CMS's editor set as a
// paragraph of its own under the picture, with no <figure> to hold it,
// and its photo credit as the next paragraph (DLE's "<div><a><img></a>
// </div><p><em>Unul dintre noile autobuze …</em></p><p>Foto: Mihai
// Stan</p>"): a short line right after an element holding only a
// picture, followed by a credit line. Without the credit, a line under
// a picture is often a blog's own words, in italics or not, and the
// corpus gold keeps it. Callers ask only past the first paragraph of
// prose.
func looseCaption(bs []*block, i int) bool {
	b := bs[i]
	if b.heading || len(b.lines) != 1 || b.runes > looseCaptionRunes || !underBareImage(b.owner) {
		return false
	}
	return i+1 < len(bs) && nextElement(b.owner) == bs[i+1].owner && bs[i+1].runes <= looseCreditRunes && isCaptionLine(bs[i+1].text())
}

// looseCreditRunes is the longest credit line that makes the line above
// it a loose caption: "Foto: Mihai Stan", not a paragraph of the story
// that names an agency ("Getty Images and Shutterstock agreed …").
const looseCreditRunes = 80

// captionedFigure reports a figure at bs[i] followed, in the same box,
// by a short line of words that says what it counts ("1.2M" over
// "people displaced"): a data story's highlighted stat. A social
// counter is followed by another counter or by the text.
func captionedFigure(bs []*block, i int) bool {
	if i+1 >= len(bs) || bs[i].owner == nil || bs[i].owner.Parent == nil {
		return false
	}
	n := bs[i+1]
	t := n.text()
	return !n.heading && len(n.lines) == 1 && n.runes <= 60 && len(strings.Fields(t)) >= 2 &&
		!strings.ContainsAny(t, "0123456789") && isAncestor(bs[i].owner.Parent, n.owner)
}

// stampSeps part the items of a post's header row.
const stampSeps = "·•|"

// isStampRow reports a blog platform's header row under the headline,
// its items parted by dots or bars: a date, a reading time and short
// labels ("Published in City Workshop · 4 min read · Nov 18, 2026",
// "Jane Doe · Nov 18, 2026 · 6 min read"). Both the date and the
// reading time must be there, and every other item short and no
// sentence: a line of prose parted by a dot is the article's.
func isStampRow(s string) bool {
	if len(s) > 320 || moreRunes(s, 80) || !strings.ContainsAny(s, stampSeps) {
		return false
	}
	parts := strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(stampSeps, r) })
	date, reading := false, false
	for _, p := range parts {
		p = strings.TrimSpace(p)
		switch {
		case p == "":
		case !reading && relTimeRe.MatchString(p) && says(p, readingWords) && !moreRunes(p, 30):
			reading = true
		case !date && isDateLine(p):
			date = true
		case len(strings.Fields(p)) > 4 || strings.ContainsAny(p, ".!?:;"):
			return false
		}
	}
	return date && reading
}

// isFieldRow reports a CMS's details row under a post (uCoz's and
// DLE's info line, Joomla's): three labelled fields or more parted by
// bars, each "Label: value" with a label of one or two words and a
// short value, one of them a date ("Category: Health | Views: 386 |
// Added by: oksana_kr | Date: 20.11.2026"). A fact line of the story
// ("Population: 12,000 | Area: 45 km²") carries no date.
func isFieldRow(s string) bool {
	if len(s) > 400 || strings.Count(s, "|") < 2 || !strings.ContainsRune(s, ':') || !strings.ContainsAny(s, "0123456789") {
		return false
	}
	fields, dated := 0, false
	for p := range strings.SplitSeq(s, "|") {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		label, value, ok := strings.Cut(p, ":")
		words := strings.Fields(label)
		if !ok || len(words) == 0 || len(words) > 2 || moreRunes(label, 24) || strings.ContainsFunc(label, func(r rune) bool { return !unicode.IsLetter(r) && r != ' ' }) ||
			len(strings.Fields(value)) > 4 {
			return false
		}
		fields++
		value = strings.TrimSpace(value)
		// A calendar date, not a duration ("Battery life: 6.5 hours"
		// in a product's spec line).
		dated = dated || isDateLine(value) && (hasMonthWord(value) || numericDateRe.MatchString(value))
	}
	return fields >= 3 && dated
}

// isFieldRowBlock reports a block that is a details row (isFieldRow),
// t its text, or the rest of one that its tags' links part it from
// ("| Rating: 4.0/3" after "… | Date: 20.11.2026 | Tags: <a>…</a>"): a
// line opening with a bar in an element whose whole text is such a row.
//
// A row set as a paragraph of its own (<p>) is the story's: an event's
// "When: Saturday, Nov. 21 | Where: Civic Center | Tickets: $5", a
// match's "Venue: … | Referee: … | Date: …"; a CMS sets its details
// row in a table cell, a div, a span or a paragraph classed as such
// ("post-meta", "entry-info", "details").
func isFieldRowBlock(b *block, t string) bool {
	if !isFieldRow(t) && !(b.runes <= 100 && strings.HasPrefix(strings.TrimSpace(t), "|") && isFieldRow(collapse(Text(b.owner)))) {
		return false
	}
	if b.owner == nil || b.owner.DataAtom != atom.P {
		return true
	}
	c := strings.ToLower(attr(b.owner, "class"))
	return strings.Contains(c, "meta") || strings.Contains(c, "info") || strings.Contains(c, "detail")
}

// isInfoRowBlock reports a short line with figures, no sentence, whose
// element or one of its two parents a class names the post's info or
// meta row ("news-info", "itemInfo", "entry-meta"): a CMS's line of the
// poster, the date and the count of reads that XOOPS, PHP-Fusion,
// Joomla and their kin set between the headline and the text ("newsdesk
// 25 ਨਵੰਬਰ 2026 1,284 ਵਾਰ ਪੜ੍ਹੀ ਗਈ"), in any language. An infobox is the
// story's.
func isInfoRowBlock(b *block, t string) bool {
	if !strings.ContainsAny(t, "0123456789") || isSentence(t) {
		return false
	}
	n := b.owner
	for range 3 {
		if n == nil || n.Type != html.ElementNode {
			return false
		}
		for c := range strings.FieldsSeq(strings.ToLower(attr(n, "class"))) {
			if strings.Contains(c, "meta") || strings.HasSuffix(c, "info") {
				return true
			}
		}
		n = n.Parent
	}
	return false
}

// numericDateRe finds a date written in figures: 20.11.2026, 2026-11-20.
var numericDateRe = regexp.MustCompile(`\b\d{1,4}[./-]\d{1,2}[./-]\d{2,4}\b`)

// labelWords counts the words of a run of letters left in a date line;
// single letters do not count. Chinese, Japanese and Thai write no
// spaces, so a run of their letters is a phrase: it counts a word per
// three characters, or a lead such as "気象庁は12日、…を発表した。" is
// four "words" and reads as a label like "更新日時".
func labelWords(w string) int {
	n := runes(w)
	if n <= 1 {
		return 0
	}
	if r, _ := utf8.DecodeRuneInString(w); unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Thai) {
		return (n + 2) / 3
	}
	return 1
}

// readingWords name a reading time ("5 min read", "Lesezeit 3 Minuten"),
// in lower case.
var readingWords = []string{"read", "lese", "lecture", "lectura", "leitura", "lettura"}

// isRelativeStamp reports whether a line holding a duration ("3 hours",
// "2 weeks") stamps the page: it is an age ("3 hours ago", "vor 2
// Stunden") or a reading time ("5 min read", or "8 Min" on its own
// beside an icon). A duration in words ("Timeline estimate: 1 to 2
// weeks", "Prep time 2 hrs") is the article's.
func isRelativeStamp(s string) bool {
	if agoRe.MatchString(s) || !strings.ContainsFunc(relTimeRe.ReplaceAllString(s, ""), unicode.IsLetter) {
		return true
	}
	return says(s, readingWords)
}

// captionLabels are the words photo credits start with ("Photo: AFP"),
// Cyrillic's "Фото:" (Russian, Ukrainian, Serbian, Bulgarian) among
// them, and the plural "Fotos:" (Spanish, Portuguese, German, Dutch),
// "Zdjęcia:" and "Fotók:" of a feature's photographer, set under its
// picture. (Not the English "photos": the corpus gold keeps "(All
// photos: Atlas staff)" as a line of the story, readability's
// article-author-tag.)
var captionLabels = append([]string{"photo", "photograph", "foto", "bild", "image", "picture", "credit", "ảnh",
	"fotó", "zdjęcie", "crédit", "crédito", "créditos", "фото", "сурет", "ფოტო",
	"fotos", "zdjęcia", "fotók", "kuva", "kuvat", "φωτογραφία", "φωτογραφίες"}, sourceLabels...)

// localPhotoLabels are "photo" and "picture" in Cyrillic and Georgian
// (Kazakh "Сурет:"), Finnish ("Kuva:", "Kuvat:") and Greek
// ("Φωτογραφία:"), captionLabels after which, as after sourceLabels,
// only a name makes a credit, and only where the label opens it: they
// are also the nouns of sentences ("Kuva: …" after a word of one).
var localPhotoLabels = map[string]bool{"фото": true, "сурет": true, "ფოტო": true, "kuva": true, "kuvat": true,
	"φωτογραφία": true, "φωτογραφίες": true}

// photographerLabels name the photographer, in lower case, where a line
// of the byline's block credits the pictures with the role before the
// name, with no colon or with one: "Toimittaja Aino Laaksonen" over
// "Kuvaaja Mikko Rantanen" (Finnish), "Fotograf Anna Lind" (German,
// Nordic, Polish, Czech, Romanian, Croatian), "Photographer: Jo Bell",
// "Φωτογράφος Γιώργος Νικολάου", "Фотограф Иван Петров", Hungarian
// "Fotós", Turkish "Fotoğrafçı", Baltic "Fotografas", "Fotogrāfs".
var photographerLabels = []string{"photographer", "photographers", "photojournalist", "photographe", "fotograf",
	"fotografin", "fotografen", "fotografer", "fotógrafo", "fotógrafa", "fotografo", "fotografa", "fotograaf",
	"fotoreporter", "fotoreporterka", "fotografas", "fotogrāfs", "fotós", "kuvaaja", "kuvaajat", "fotoğrafçı",
	"φωτογράφος", "фотограф", "фотографы"}

// photographerCredit reports a line that is a photographerLabels role and
// a name and nothing else (isCreditName): the pictures' credit, not a
// line of the story. A sentence about a photographer goes on in words
// of its own ("Photographer Anna Lind spent a year on the island").
func photographerCredit(s string) bool {
	word, rest, ok := strings.Cut(strings.TrimSpace(s), " ")
	if !ok || moreRunes(word, 16) {
		return false
	}
	if !slices.Contains(photographerLabels, strings.ToLower(strings.TrimSuffix(word, ":"))) {
		return false
	}
	// A figure is a prize's year or a count ("Photographer of the Year
	// 2026"), not a name's.
	rest = strings.TrimLeft(strings.TrimSpace(rest), ": ")
	return isCreditName(rest) && len(strings.Fields(rest)) <= 5 && !strings.ContainsAny(rest, "0123456789") && onlyNameWords(rest)
}

// nameParticles are the lower-case words inside a person's name ("Jan
// van Dijk", "Ana da Silva"), in lower case.
var nameParticles = setOf("van", "von", "de", "da", "di", "du", "del", "della", "der", "den", "la", "le", "af", "zu",
	"bin", "binti", "ter", "dos", "das", "y", "e")

// onlyNameWords reports a rest of a role's line whose every word is a
// name's: capitalized, or a name's particle. After a role and a name a
// short lower-case word is a sentence's ("Fotograf Jan Nowak ist tot",
// "Photographer Anna Lind and her son"), which creditNameRest, made for
// a credit's "with"/"from", lets through when it has three letters.
func onlyNameWords(rest string) bool {
	for _, w := range strings.Fields(rest) {
		w = strings.Trim(w, ",.()")
		if w != "" && !unicode.IsUpper(firstRune(w)) && !nameParticles[w] && !strings.ContainsAny(w, "/&") {
			return false
		}
	}
	return true
}

// isCreditName reports the rest of a credit line that names its maker:
// a capital, up to 40 runes, no sentence's punctuation, and no
// lower-case word of a sentence (creditNameRest).
func isCreditName(rest string) bool {
	return unicode.IsUpper(firstRune(rest)) && !moreRunes(rest, 40) && !strings.ContainsAny(rest, "?!:;") &&
		!strings.Contains(rest, ". ") && creditNameRest(rest)
}

// pluralPhotoLabels are the plural captionLabels, which prose uses
// before a colon too ("publicó dos fotos: una del puente …"): only as
// the line's label, a name and no sentence after it, do they credit.
var pluralPhotoLabels = map[string]bool{"fotos": true, "zdjęcia": true, "fotók": true}

// pluralLabelOpens reports a plural photo label that opens its credit
// (labelOpensCredit) or joins the text's in a label of a few words
// ("Text & Fotos:", "Texto y fotos:"), not one a sentence runs into ("El
// Ayuntamiento difundió dos fotos:").
func pluralLabelOpens(head, label string) bool {
	return labelOpensCredit(head, label) || len(strings.Fields(strings.TrimSuffix(head, label))) <= 2
}

// sourceLabels are German's words for a picture's rights and source, as
// public broadcasters end their captions ("… Bildrechte: MDR/David
// Straub"). Only a name follows one in a credit: a sentence after it
// ("Stichwort Bildrechte: Wer ein fremdes Foto …") is prose about them.
var sourceLabels = []string{"bildrechte", "bildquelle", "bildnachweis", "fotonachweis"}

// creditMarks appear in credit lines only. The agency Imago is named
// with its photographer ("IMAGO/Nico Herbertz", "imago images/…") or
// ends a credit ("Bildrechte: IMAGO"): the bare word is also theology's
// and biology's ("the imago Dei", "the imago of a beetle").
var creditMarks = []string{"©", "getty images", "shutterstock", "reuters/", "afp via", "/ap ", "imago/", "imago images", "dpa/"}

// isCopyrightC reports "(c)" written for "©" in lower-cased line l
// ("(c) Wiley-VCH", "Bildcredit: (c) yakushkina"), not the third item
// of an enumeration ("(a) pay, (b) appeal or (c) withdraw.", a clause
// "(c) the applicant shall …;"): a credit ends in a name, not in a
// sentence's or a clause's punctuation, and has no "(b)" before it.
func isCopyrightC(l string) bool {
	i := strings.Index(l, "(c) ")
	if i < 0 || strings.Contains(l[:i], "(b)") {
		return false
	}
	return !strings.ContainsRune(".;:,!?", lastRune(strings.TrimSpace(l)))
}

// imagoCredit reports a line ending in the agency's name as credits
// write it ("Bildrechte: IMAGO", "… / Imago"), not the lower-case word of
// a sentence ("In June it emerges as an imago.").
func imagoCredit(s string) bool {
	t := strings.TrimRight(s, " )")
	return strings.HasSuffix(t, " IMAGO") || strings.HasSuffix(t, " Imago") || strings.HasSuffix(t, "/Imago")
}

// isCaptionLine reports a photo caption or credit line. It is a plain
// scan rather than a regexp: it runs on every line of every article.
func isCaptionLine(s string) bool {
	if moreRunes(s, 249) {
		return false
	}
	l := strings.ToLower(s)
	for _, m := range creditMarks {
		if strings.Contains(l, m) {
			return true
		}
	}
	if isCopyrightC(l) || imagoCredit(s) || endsInPhotoCredit(l) || photoByCredit(s, l) || endsInCJKPhotoNote(s) || isCJKCreditLine(s) ||
		abbrevCredit(s) || photographerCredit(s) {
		return true
	}
	for from := 0; ; {
		i := strings.IndexByte(l[from:], ':')
		if i < 0 {
			return false
		}
		i += from
		word := strings.TrimRight(l[:i], " ")
		if k := strings.LastIndexAny(word, " (\t"); k >= 0 {
			word = word[k+1:]
		}
		// After "фото:" too only a name follows in a credit: a sentence
		// ("Очевидцы опубликовали фото: на снимках видно, как …") is
		// the story's.
		if slices.Contains(captionLabels, word) && (!slices.Contains(sourceLabels, word) && !localPhotoLabels[word] || !isStatement(strings.TrimSpace(l[i+1:]))) &&
			(word == "фото" || !localPhotoLabels[word] || labelOpensCredit(strings.TrimRight(l[:i], " "), word)) &&
			(!pluralPhotoLabels[word] || pluralLabelOpens(strings.TrimRight(l[:i], " "), word) && !isStatement(strings.TrimSpace(l[i+1:]))) {
			return true
		}
		from = i + 1
	}
}

// abbrevCreditLabels are photo-credit labels written as an abbreviation
// and its dot rather than a word and a colon: Polish "Fot. PAP", "fot.
// Jan Nowak", "Zdj. UG Stare Brzozowo". Lower-cased.
var abbrevCreditLabels = []string{"fot.", "zdj."}

// abbrevCredit reports a line that is an abbreviated credit label
// (abbrevCreditLabels) and a name: a capitalized rest of a few words, no
// sentence. "Fot. 3 shows the bridge" (a figure's number) and a label
// inside a sentence are not one.
func abbrevCredit(s string) bool {
	t := strings.TrimSpace(s)
	for _, lab := range abbrevCreditLabels {
		// The label's dot is followed by a space, a no-break space
		// ("Fot.&nbsp;PAP", as Polish typesetting binds an abbreviation
		// to the next word) or a colon ("Fot.: PAP").
		if len(t) <= len(lab) || !strings.EqualFold(t[:len(lab)], lab) {
			continue
		}
		after, _ := utf8.DecodeRuneInString(t[len(lab):])
		if !unicode.IsSpace(after) && after != ':' {
			continue
		}
		rest := strings.TrimLeftFunc(strings.TrimPrefix(t[len(lab):], ":"), unicode.IsSpace)
		return unicode.IsUpper(firstRune(rest)) && !moreRunes(rest, abbrevCreditRunes) && !isStatement(rest)
	}
	return false
}

// abbrevCreditRunes is the longest name or agency an abbreviated credit
// label introduces ("PAP/Leszek Szymański", "UG Stare Brzozowo").
const abbrevCreditRunes = 60

// labelOpensCredit reports whether the text before a caption label
// (Kazakh "сурет", Georgian "ფოტო") leaves it opening a credit: the line's
// start, a sentence's end or a separator ("… жолағы. Сурет: Алатау
// ақпарат", "(ფოტო: …)"). After a word of a sentence the label is the
// story's noun: "Көрмеде 40 сурет: пейзаждар мен портреттер." (40
// pictures: landscapes and portraits).
// head is the line up to the label's end.
func labelOpensCredit(head, label string) bool {
	r := lastRune(strings.TrimRight(strings.TrimSuffix(head, label), " "))
	return r == utf8.RuneError || strings.ContainsRune(".!?|/()[]—–-·•,;:«»\"", r)
}

// endsInCJKPhotoNote reports a line that ends in the note Chinese
// captions close with, in brackets: "（资料图）" (a file picture), "（新华社记者
// 李明 摄）" (taken by), "（图片来源：市交通局）" (the picture's source).
func endsInCJKPhotoNote(s string) bool {
	t := strings.TrimSpace(s)
	var in string
	switch {
	case strings.HasSuffix(t, "）"):
		i := strings.LastIndex(t, "（")
		if i < 0 {
			return false
		}
		in = t[i+len("（") : len(t)-len("）")]
	case strings.HasSuffix(t, ")"):
		i := strings.LastIndexByte(t, '(')
		if i < 0 {
			return false
		}
		in = t[i+1 : len(t)-1]
	default:
		return false
	}
	in = strings.TrimSpace(in)
	switch in {
	case "资料图", "资料图片", "资料照片", "資料圖", "資料圖片", "資料照片":
		return true
	}
	if moreRunes(in, 30) {
		return false
	}
	return strings.HasPrefix(in, "图片来源") || strings.HasPrefix(in, "圖片來源") ||
		(strings.HasSuffix(in, " 摄") || strings.HasSuffix(in, " 攝") || strings.HasSuffix(in, "　摄")) && strings.ContainsAny(in, "记者記者")
}

// cjkCreditLabels name the parts of the credit line a Japanese, Korean
// or Chinese paper sets after its text or under a picture: photo, text,
// video, graphic, illustration, a picture's source.
var cjkCreditLabels = map[string]bool{
	"写真": true, "文": true, "撮影": true, "取材": true, "図": true, "図表": true, "イラスト": true, "動画": true, "映像": true, "グラフィック": true,
	"사진": true, "글": true, "사진제공": true, "사진 제공": true, "사진출처": true, "그래픽": true, "영상": true, "자료사진": true, "일러스트": true,
	"图": true, "圖": true, "文字": true, "摄影": true, "攝影": true, "视频": true, "視頻": true, "图片": true, "圖片": true,
	"图片来源": true, "圖片來源": true, "图片提供": true, "圖片提供": true, "制图": true, "製圖": true,
}

// isCJKCreditLine reports a line that is only a credit as Japanese,
// Korean and Chinese papers set them, after the text's last paragraph or
// under a picture, bracketed or not: role labels, each set apart by "・",
// "·" or a slash, then "＝", "=", a colon, a space or "・", and a name or
// an agency of a few words: "（写真・小林真理）", "写真＝共同", "（文・中村健一
// 写真・小林真理）", "사진=연합뉴스", "/사진=뉴스1", "글·사진=김민수 기자",
// "图/文 本报记者 王小明", "图片来源：视觉中国". A line saying more, a
// sentence, is the story's.
func isCJKCreditLine(s string) bool {
	_, _, ok := cjkCredit(s)
	return ok
}

// cjkCredit splits a credit line (see isCJKCreditLine) into its role
// labels and what follows them, the names.
func cjkCredit(s string) (labels []string, rest string, ok bool) {
	t := strings.TrimSpace(s)
	if t == "" || moreRunes(t, 40) {
		return nil, "", false
	}
	if r, _ := utf8.DecodeRuneInString(t); r < 0x1100 && !strings.ContainsRune("(/", r) {
		return nil, "", false // most lines: Latin, Cyrillic, Arabic …
	}
	bracketed := false
	for _, p := range [][2]string{{"（", "）"}, {"(", ")"}} {
		if in, ok := strings.CutPrefix(t, p[0]); ok {
			if in, ok = strings.CutSuffix(in, p[1]); ok {
				t, bracketed = strings.TrimSpace(in), true
			}
			break
		}
	}
	t = strings.TrimLeft(t, "/／ ")
	for t != "" {
		i := strings.IndexAny(t, "・·/／＝=:： \u00a0\u3000")
		if i <= 0 || !cjkCreditLabels[t[:i]] {
			break
		}
		sep, size := utf8.DecodeRuneInString(t[i:])
		if unicode.IsSpace(sep) && len(labels) == 0 && !bracketed {
			// A lone word before a space opens a sentence as often
			// ("글 쓰는 법"): a credit joins its labels ("图/文 王小明")
			// or brackets itself ("（文　中村健一）").
			break
		}
		labels = append(labels, t[:i])
		t = strings.TrimLeft(t[i+size:], " \u00a0\u3000")
	}
	return labels, t, len(labels) > 0 && t != "" && strings.IndexFunc(t, unicode.IsLetter) >= 0 && !strings.ContainsAny(t, "。.!?！？，,")
}

// endsInPhotoCredit reports a lower-cased line that ends in a credit in
// brackets opened by a caption label: "Il chiostro restaurato (foto
// Ansa)", "The new bridge (Photo: City of Lund)". The bracket must end
// the line: "(photo below)." is a sentence's aside.
func endsInPhotoCredit(l string) bool {
	l = strings.TrimSpace(l)
	if !strings.HasSuffix(l, ")") {
		return false
	}
	i := strings.LastIndexByte(l, '(')
	if i < 0 {
		return false
	}
	in := l[i+1 : len(l)-1]
	if label, credit, ok := strings.Cut(in, "="); ok && koreanPhotoLabels[strings.TrimSpace(label)] {
		// Korean papers credit with "=": "(사진=제천시 제공)". A caption
		// is one sentence: a paragraph of the story that closes with the
		// credit of the picture above it ("… 밝혔다. 시는 … 계획이다.
		// (사진=제천시 제공)") says more.
		before := strings.TrimRight(strings.TrimSpace(l[:i]), ".")
		return strings.IndexFunc(credit, unicode.IsLetter) >= 0 && !moreRunes(credit, 40) && !strings.Contains(before, ". ")
	}
	word, rest, _ := strings.Cut(in, " ")
	word = strings.TrimSuffix(word, ":")
	// The credit names someone: "(Bild 3)" points to a figure, "(photo
	// below)" to a picture.
	return strings.IndexFunc(rest, unicode.IsLetter) >= 0 && !moreRunes(rest, 40) && slices.Contains(captionLabels, word) &&
		!hasPrefixAny(rest, picturePlaces)
}

// koreanPhotoLabels open the credit in brackets that ends a Korean
// paper's caption, before "=": "▲ 셔틀버스. (사진=제천시 제공)",
// "(사진제공=연합뉴스)".
var koreanPhotoLabels = map[string]bool{"사진": true, "사진제공": true, "사진 제공": true, "사진출처": true, "그래픽": true}

// photoByPhrases credit a picture's maker by name, in lower case:
// "Photo by …", Portuguese "Fotografia de …", Malay and Indonesian
// "Gambar oleh …".
var photoByPhrases = []string{"photo by ", "photos by ", "photograph by ", "photography by ", "picture by ",
	"pictures by ", "image by ", "images by ", "foto by ", "fotografia de ", "fotografias de ", "fotografía de ",
	"fotografías de ", "foto de ", "fotos de ", "foto di ", "foto von ", "fotos von ", "photo de ", "photos de ",
	"gambar oleh ", "foto oleh "}

// photoByCredit reports a line that is, or ends in, a credit naming a
// picture's maker: "Fotografia de Rui Carvalhal", "The bridge from Triso.
// - Gambar oleh Awang Jeffri". The credit opens the line or follows a
// dash, bar, slash or full stop, and a name follows it (a capital, up to
// 40 runes): "Photo by night, the square fills with stalls" is a
// sentence, and so is "a foto de familia de la cumbre".
func photoByCredit(s, l string) bool {
	if len(s) != len(l) {
		// Lower-casing moved the bytes ("İstanbul", "GROẞE"): offsets in
		// l would not be s's.
		if l = sameLengthLower(s); len(l) != len(s) {
			return false // bytes not UTF-8
		}
	}
	// Every phrase holds one of these words: most lines hold none, and
	// the line is read five times instead of once a phrase.
	if !strings.Contains(l, " by ") && !strings.Contains(l, " de ") && !strings.Contains(l, " di ") &&
		!strings.Contains(l, " von ") && !strings.Contains(l, " oleh ") {
		return false
	}
	for _, p := range photoByPhrases {
		for from := 0; ; {
			i := strings.Index(l[from:], p)
			if i < 0 {
				break
			}
			i += from
			from = i + 1
			if before := strings.TrimRight(creditOwnerCut(s[:i]), " "); before != "" && !strings.ContainsRune("-–—|/.", lastRune(before)) {
				continue
			}
			if isCreditName(strings.TrimSpace(s[i+len(p):])) {
				return true
			}
		}
	}
	return false
}

// creditOwnerCut returns s, the text before a "photo by" phrase, without
// the one or two capitalised words that name whose picture it is, an
// outlet's or its staff's, after a caption: "The team with its trophy.
// Courier photo by Earl Hutchins", "… | Staff photo by Jane Doe". A
// lower-case word ("a photo by Ansel Adams") is a sentence's, and so is
// a capitalised one opening the line ("Ein Foto von Max").
func creditOwnerCut(s string) string {
	t := strings.TrimRight(s, " ")
	for range 2 {
		sp := strings.LastIndexByte(t, ' ') + 1
		r, _ := utf8.DecodeRuneInString(t[sp:])
		if t == "" || !unicode.IsUpper(r) || creditNotOwners[strings.ToLower(t[sp:])] {
			break // "Nobody expected it. A photo by Vivian Maier": a sentence's article
		}
		t = strings.TrimRight(t[:sp], " ")
		if t != "" && strings.ContainsRune("-–—|/.", lastRune(t)) {
			return t
		}
	}
	return s
}

// creditNotOwners open a sentence about a picture rather than name
// whose it is: "A photo by …", "That photo by …", "Her photo by …".
var creditNotOwners = map[string]bool{"a": true, "an": true, "the": true, "this": true, "that": true, "these": true,
	"those": true, "his": true, "her": true, "my": true, "our": true, "their": true, "its": true, "your": true,
	"one": true, "another": true, "each": true, "every": true, "no": true}

// sameLengthLower is strings.ToLower(s) with the letters whose lower
// case is of another length in UTF-8 left as written, so that an offset
// in it is one in s.
func sameLengthLower(s string) string {
	return strings.Map(func(r rune) rune {
		if lr := unicode.ToLower(r); utf8.RuneLen(lr) == utf8.RuneLen(r) {
			return lr
		}
		return r
	}, s)
}

// creditNameRest reports the rest of a "Photo by" credit that names its
// maker ("Rui Carvalhal", "Jane Doe for The Times", "Jane Doe on
// Unsplash"), not a sentence's predicate: German capitalises its nouns
// ("Fotos von Augenzeugen zeigen brennende Autos."), and Spanish and
// Portuguese "Foto de" is also a photo of a place ("Foto de Marte revela
// un lago."). A lower-case word of more than three letters is a verb or
// noun of the sentence, unless it joins a name or credits a lender.
func creditNameRest(rest string) bool {
	for _, w := range strings.Fields(rest) {
		w = strings.Trim(w, ",.()")
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsLower(r) || !moreRunes(w, 3) {
			continue
		}
		switch w {
		case "courtesy", "cortesía", "cortesia", "gentileza":
			return true // "courtesy of the artist"
		case "para", "from", "with", "binti", "della", "dello", "delle", "dalla", "degli":
			continue
		}
		return false
	}
	return true
}

// picturePlaces open a bracket that points to a picture on the page,
// where a credit would name its source: "(photo below)", "(Bild unten)".
var picturePlaces = []string{"below", "above", "left", "right", "top", "bottom", "unten", "oben", "links", "rechts",
	"sotto", "sopra", "in alto", "in basso", "ci-dessous", "ci-dessus", "abajo", "arriba", "abaixo", "acima",
	"hieronder", "hierboven", "nedan", "ovan"}

// isBylineLine reports a short line that names the article's authors,
// given lower-cased.
func isBylineLine(s string, authors []string) bool {
	if moreRunes(s, 100) {
		return false
	}
	if _, rest, ok := leadByline(s); ok && moreRunes(rest, 20) {
		return false // the byline opens a paragraph of the story
	}
	if label, ok := speakerTurn(s); ok && !bylineLabel(label) {
		// A transcript's line: "ELLIS: That's Tom Reyes reporting from
		// Fresno.", "MARTIN: Tom Reyes is with us now." A byline's
		// label is no speaker's ("AUTHOR: Jane Doe, Senior
		// Correspondent.").
		return false
	}
	l := strings.ToLower(s)
	if hasAny(l, contributionNotes) {
		// "Associated Press writer Theo Marsh in Tucson contributed to
		// this report.": the story's closing line, which the corpus gold
		// keeps, though it names the agency of the byline.
		return false
	}
	for _, a := range authors {
		if namesAuthor(l, a) {
			return true
		}
	}
	if moreRunes(s, 59) {
		return false
	}
	for _, p := range []string{"by ", "von ", "autor:", "autorin:", "author:", "text:", "par ", "por ", "door "} {
		if strings.HasPrefix(l, p) {
			return namesAfterMarker(s)
		}
	}
	return false
}

// titlesAboutBox reports block i, a line naming an author, that is the
// title of a box about the author ("About Vantora Energy") followed by
// text that is no bio of theirs: a press release's boilerplate on the
// company that issued it ("Founded in 2017, Vantora Energy designs …"),
// which the corpus gold keeps with its title (wcxb-4557) where the
// company is also the release's author. Over a bio that opens with the
// name and says who they are ("Jane Doe is a reporter …") the line
// stays an author box's title, dropped with it.
func titlesAboutBox(bs []*block, i int, authors []string) bool {
	if i+1 >= len(bs) || bs[i+1].heading {
		return false
	}
	rest, ok := cutAboutLabel(strings.ToLower(collapse(bs[i].text())))
	if !ok || !slices.Contains(authors, rest) {
		return false
	}
	if isBylineLine(bs[i+1].text(), authors) {
		// The line after is dropped for naming the author ("Jane Doe
		// has covered the council since 2019."): the title is that
		// line's box's, and goes with it rather than end the body.
		return false
	}
	next := strings.ToLower(bs[i+1].text())
	after, opens := strings.CutPrefix(next, rest)
	return !opens || !hasPrefixAny(after, bioVerbs)
}

// aboutLabels open the title of a box about someone or something, in
// lower case: "About", "Über", "À propos de", "Acerca de".
var aboutLabels = []string{"about ", "über ", "à propos de ", "a propos de ", "acerca de ", "sobre ", "informazioni su ", "over "}

// cutAboutLabel returns lower-cased line l without its aboutLabels
// label, and whether it had one.
func cutAboutLabel(l string) (string, bool) {
	for _, a := range aboutLabels {
		if rest, ok := strings.CutPrefix(l, a); ok {
			return strings.TrimSpace(rest), true
		}
	}
	return "", false
}

// contributionNotes, in lower case, say that other reporters helped with
// the story, in a closing line of its own: a note of the report, not
// its byline.
var contributionNotes = []string{"contributed to this report", "contributed to this story", "contributed reporting",
	"contributed to this article", "contributed to the report", "zu diesem bericht beigetragen", "a contribué à cet article",
	"ont contribué à cet article", "contribuido a este informe", "contribuyeron a este informe", "contribuiu para esta reportagem",
	"hanno collaborato", "ha collaborato a questo articolo", "heeft bijgedragen aan dit artikel"}

// isContributorRole reports a line that is a writer's role alone, as a
// byline sets it under the name: a job title ("Staff Writer",
// "Contributor", "Collaboration spéciale", authorIsRole) or a credit
// opening the line ("Special to The Valley Herald", authorCredits).
func isContributorRole(t string) bool {
	// A sentence opening with a role noun is a story's lede: "Freelancer
	// Maria Lopez spent three years on the story.", "Director Ana Ruiz
	// resigned on Tuesday."
	// A standfirst opening with one is no role either: "Präsidentin
	// Meier tritt nach zwölf Jahren zurück". A role line is a few words
	// ("Collaboration spéciale", "Correspondent in Berlin").
	return !isStatement(t) && (len(strings.Fields(t)) <= 4 && authorIsRole(t) || authorCreditIndex(t) == 0)
}

// underBylineName reports block i set right under the byline's name:
// the block before it, or the element before its own (the name's, which
// the body may have left out), is a byline line.
func underBylineName(bs []*block, i int, authors []string) bool {
	if i > 0 && isBylineLine(bs[i-1].text(), authors) {
		return true
	}
	prev := elementBefore(bs[i].owner)
	return prev != nil && !moreRunes(Text(prev), 100) && isBylineLine(collapse(Text(prev)), authors)
}

// speakerTurn returns the label of a line of a broadcast transcript: a
// speaker's label in capitals and a colon, then a sentence ("REYES:
// State officials say …"). A byline's label is a word of the byline
// ("AUTHOR: JANE DOE"), not followed by a sentence.
func speakerTurn(s string) (string, bool) {
	i := strings.Index(s, ": ")
	if i <= 0 || i > 40 || strings.IndexFunc(s[:i], unicode.IsLower) >= 0 || strings.IndexFunc(s[:i], unicode.IsUpper) < 0 {
		return "", false
	}
	rest := s[i+2:]
	return s[:i], strings.IndexFunc(rest, unicode.IsLower) >= 0 && isSentence(rest)
}

// bylineLabel reports a label in capitals made of a byline's words only:
// "AUTHOR", "TEXT AND PHOTOS", "WORDS & PICTURES", "AUTORIN".
func bylineLabel(label string) bool {
	words := strings.FieldsFunc(strings.ToLower(label), func(r rune) bool { return !unicode.IsLetter(r) })
	if len(words) == 0 {
		return false
	}
	for _, w := range words {
		if !bylineLabelWords[w] {
			return false
		}
	}
	return true
}

// bylineLabelWords make up a byline's label, in lower case.
var bylineLabelWords = authorSet(`by and und et y e author authors writer writers written reporter reporters reporting
	correspondent text texts words story photos photo pictures photography images
	autor autorin autoren texto textos fotos foto von par por door auteur auteurs reportage`)

// namesAuthor reports whether lower-cased line l names the author a
// (lower-cased) as a byline does. A name of two words or more may stand
// anywhere, glued to a time or a marker too ("17:10Joseph Gamp",
// "ByDaryl Austin"). A name of one word ("AP", "red", "David",
// "Reuters") must stand as a word, and after a byline marker ("Posted by
// David at …") or in a line of a few words ("Von David, dpa"): it is
// also inside other words ("happened", "shared") and in sentences about
// someone else ("David said he would return").
func namesAuthor(l, a string) bool {
	if a == "" {
		return false
	}
	if strings.ContainsFunc(a, unicode.IsSpace) {
		return strings.Contains(l, a)
	}
	if authorIsCJK(a) && !moreRunes(l, maxCJKByline) && strings.Contains(l, a) {
		// Written without spaces, a name is glued to its role ("松岡大地
		// 記者"); a paragraph ending in its reporters' credit
		// ("…【エルサレム松岡大地】") is longer.
		return true
	}
	return anyIndex(l, a, func(i int) bool {
		j := i + len(a)
		before, _ := utf8.DecodeLastRuneInString(l[:i])
		after, _ := utf8.DecodeRuneInString(l[j:])
		if (i > 0 && isWordRune(before)) || (j < len(l) && isWordRune(after)) {
			return false
		}
		if len(strings.Fields(l)) <= maxBylineWords {
			return true
		}
		f := strings.Fields(l[:i])
		return len(f) > 0 && bylineLeadMarkers[f[len(f)-1]]
	})
}

// maxCJKByline is the longest line, in runes, that names a CJK author
// as a byline does.
const maxCJKByline = 30

// maxBylineWords is the most words of a line that names an author of one
// word without a marker: "Von David, dpa", "Text: red / Foto: AFP".
const maxBylineWords = 5

// namesAfterMarker reports whether a line opening with a byline marker
// goes on with people's names ("By Jane Doe", "Von Max Muster und Anna
// Berg"), not with prose that opens with the same word: "By then, the
// river had risen", "Von den 30 Teilnehmern kamen fünf", "Por eso, nadie
// vino", a table's "By changesets".
func namesAfterMarker(s string) bool {
	names := CleanAuthors([]string{s}, "")
	if len(names) == 1 && newsAgencies[strings.ToLower(names[0])] {
		return true // "By Reuters", "Por EFE"
	}
	return len(names) > 0 && hasFullName(names, nil) && allPersonLike(names, false)
}

// dropExcerpt drops a post's excerpt from the first blocks of bs: a
// block cut short by an ellipsis ("…why we group items […]") whose
// opening the blocks after it repeat whole, as a blog's template sets
// the excerpt above the post it opens.
func dropExcerpt(bs []*block) []*block {
	for i := 0; i < len(bs)-1 && i < 2; i++ {
		open := excerptOpening(bs[i].text())
		if open == "" {
			continue
		}
		open = collapse(open)
		var b strings.Builder
		for _, next := range bs[i+1:] {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(collapse(next.text()))
			if b.Len() >= len(open) {
				break
			}
		}
		if strings.HasPrefix(b.String(), open) {
			return append(bs[:i:i], bs[i+1:]...)
		}
	}
	return bs
}

// excerptOpening returns the text of t before the ellipsis that ends it
// ("…why we group items […]"), or "" when no such mark ends it or fewer
// than excerptRunes runes stand before it, which the text after could
// repeat by chance.
func excerptOpening(t string) string {
	t = strings.TrimSpace(t)
	for _, end := range excerptEnds {
		if s, ok := strings.CutSuffix(t, end); ok {
			if s = strings.TrimSpace(s); moreRunes(s, excerptRunes) {
				return s
			}
			return ""
		}
	}
	return ""
}

// holdsLead reports whether a body holds lead (holds reports whether it
// holds a text), or, for a lead cut short by an ellipsis, its opening
// (excerptOpening): the excerpt of a body that holds its opening whole.
func holdsLead(holds func(string) bool, lead string) bool {
	if holds(lead) {
		return true
	}
	o := excerptOpening(lead)
	return o != "" && holds(o)
}

// excerptEnds are the marks that end an excerpt cut short.
var excerptEnds = []string{"[…]", "[...]", "…", "..."}

// excerptRunes is the least text of an excerpt before its ellipsis.
const excerptRunes = 80

// cleanBlocks drops what a reader of the article would not count as its
// text: the header above the headline, timestamps, bylines and photo
// credits.
func cleanBlocks(bs []*block, cx cleanContext) []*block {
	tk := titleKey(cx.title)
	tr := runes(cx.title)
	wk := titleWordKey(cx.title)
	// isTitle compares keys only for blocks of about the title's length:
	// titleKey normalizes Unicode, too slow to run on every paragraph.
	// A heading with the title's words alone (words) is the headline only
	// above the story's prose: after it, it is a subheading that repeats
	// them ("Low-Light Spaces"), and in the header loop taking it would
	// cut the paragraphs before it.
	isTitle := func(b *block, words bool) bool {
		near := b.runes <= tr+tr/3+3              // about the title's length
		kicked := b.heading && b.runes <= 2*tr+10 // long enough to hold a kicker too
		if tk == "" || b.runes < tr-tr/3-3 || !near && !kicked {
			return false
		}
		hk := titleKey(b.text())
		if b.heading && hk != tk {
			if s, ok := spaceGluedParts(b.owner); ok {
				hk = titleKey(s) // the title reads the heading's parts apart
			}
		}
		if near && (hk == tk || words && b.heading && wk != "" && wordKey(hk) == wk) {
			return true
		}
		// A heading showing the headline after its kicker element.
		if !kicked {
			return false
		}
		if len(hk) <= len(tk) {
			return false
		}
		if strings.HasPrefix(hk, tk) {
			// "Headline<span class=badge>Premium</span>": a label closing
			// the heading in an element of its own. Only above the
			// prose: after it, a box's heading repeats the title ("Headline
			// <span class=badge>Video</span>" over a player).
			return words && closesWithLabel(b.owner, strings.TrimSpace(hk[len(tk):]))
		}
		if !strings.HasSuffix(hk, tk) {
			return false
		}
		pre := strings.TrimRightFunc(hk[:len(hk)-len(tk)], func(r rune) bool { return !isWordRune(r) })
		// "<h1>WATCH: Headline</h1>", "<h1>🔴 LIVE Headline</h1>": above
		// the prose, the page's h1 ending with the title after a label
		// of a word or two in its own text is the headline too.
		return opensWith(b.owner, pre) || words && b.owner.DataAtom == atom.H1 && len(strings.Fields(pre)) <= 2
	}
	// Everything up to the headline, when the container holds it, is
	// header: section kicker, breadcrumbs, the headline itself.
	header := 0         // the text before block i
	proseAbove := false // a paragraph of prose is before block i
	for i, b := range bs {
		if i > 8 {
			break
		}
		if (b.heading || b.runes < 300) && isTitle(b, !proseAbove) {
			bs = bs[i+1:]
			break
		}
		// The headline set as a kicker's line and a heading below it,
		// which the metadata title joins ("Kicker: Headline").
		if next := i + 1; wk != "" && next < len(bs) && bs[next].heading && !b.heading && b.runes < tr && b.runes+bs[next].runes <= tr+3 &&
			titleWordKey(b.text()+" "+bs[next].text()) == wk {
			bs = bs[next+1:]
			break
		}
		// The headline as a line of a block split by <br>s: a table
		// layout's kicker, headline, dateline and lead in one run. Only
		// in the header: after prose, such a line is the title repeated
		// (an image's caption, a box).
		if j := titleLine(b, tk, tr); j >= 0 && header+runes(strings.Join(b.lines[:j], " ")) < 150 {
			// The dateline and byline lines right after it go with it.
			k := j + 1
			for lower := lowerAll(cx.authors); k < len(b.lines); k++ {
				l := b.lines[k]
				if runes(l) >= 200 || !isDateLine(l) && !isStampRow(l) && !isBylineLine(l, lower) && !(hasBylineMarker(l) && len(CleanAuthors([]string{l}, "")) > 0) {
					break
				}
			}
			bs = append([]*block{withLines(b, b.lines[k:])}, bs[i+1:]...)
			break
		}
		header += b.runes
		proseAbove = proseAbove || !b.heading && b.runes >= 100
	}
	bs = dropExcerpt(bs)
	// The authors are compared with every short line, lower-cased.
	authors := lowerAll(cx.authors)
	var out []*block
	var ad *html.Node // the box of an ad being skipped
	prose := false    // a paragraph of prose is out already
	for i, b := range bs {
		if ad != nil && isAncestor(ad, b.owner) {
			continue
		}
		if ad = adBox(b); ad != nil {
			continue
		}
		if !b.heading && len(b.lines) == 1 && labelsImageSlot(b) {
			continue
		}
		if len(b.lines) == 0 {
			continue
		}
		t := b.text()
		switch {
		case isTitle(b, !prose):
			continue
		case !b.heading && (isDateLine(t) || !prose && isTimeBlock(b, t)) && !isDataCell(b) && !amidProse(bs, i):
			// A date in a table's row is data, not the page's dateline;
			// a sentence between paragraphs ("Doors open at 19:30.") is
			// the article's. A <time> of its own after the first
			// paragraph is a timeline's entry ("2019", "9 listopada
			// 1989"), not the dateline.
			continue
		case !prose && !b.heading && isStampRow(t) && !isDataCell(b):
			// A post's header row ("4 min read · Nov 18, 2026"); after
			// the first paragraph such a row is a reading list's pick
			// ("The long road home · The Atlantic · 25 min read · Nov 2").
			continue
		case !b.heading && isBylineLine(t, authors) && !titlesAboutBox(bs, i, authors):
			continue
		case !prose && !b.heading && len(b.lines) == 1 && b.runes <= 60 && isContributorRole(t) && underBylineName(bs, i, authors):
			// The writer's role on a line of its own under the byline's
			// name, above the text: "Collaboration spéciale", "Special to
			// The Valley Herald", "Contributing Writer".
			continue
		case !prose && !b.heading && b.runes <= 100 && isInfoRowBlock(b, t):
			// A CMS's info row between the headline and the text
			// ("admin 25 Nov 2026 · 1,284 reads").
			continue
		case !b.heading && isFieldRowBlock(b, t):
			// A post's details row ("Category: … | Views: 386 | Date: …").
			continue
		case len(b.lines) == 1 && b.links > 0 && relatedLine(b.owner, t):
			// A paragraph of its own that is a related label and a link
			// ("Шулай уҡ уҡығыҙ: <a>…</a>"), whose link may be shorter
			// than half its text, as a short headline after a long
			// label is.
			continue
		case !prose && !b.heading && b.runes <= 6 && isCompactCount(t) && !inCell(b) && !captionedFigure(bs, i):
			// A counter of claps, likes or views on a line of its own
			// in the post's header ("1.2K"): a table's figure, and a
			// figure in the text's panels ("20k movers helped"), are
			// kept.
			continue
		case !b.heading && b.runes <= iconRowRunes && iconLinkRow(b.owner):
			// A row of icon buttons ("f x w in" of a share bar whose
			// links show only a letter, "A- A+" beside them).
			continue
		case len(b.lines) == 1 && labelsStoryLinks(b.owner, t):
			// A related box's label on its own ("ALSO READ" over the
			// box's list of headlines, which the blocks leave out).
			continue
		case !b.heading && len(b.lines) == 1 && b.links > 0 && (!prose || !proseFollows(bs, i)) && !inParagraph(b.owner) && isLabelledLinkList(b.owner):
			// A post's tags or categories under a label in any
			// language, in its header or after its text: "Tag yi:
			// <a>tali</a>, <a>Pikin</a>". Between paragraphs such a
			// line is the story's ("Recommendations: <a>Canon EOS
			// M50</a>, <a>Sony a7R III</a>"), and so is one the
			// writer set as a paragraph ("<p>Shortlisted: <a>Anna
			// Berg</a>, <a>Jan Holm</a>.</p>"): templates set tags in
			// a div, a span or a list.
			continue
		case !b.heading && goodWeight(b) < 150 && isCaptionLine(t) && !listedRole(b, t):
			// (The weight first: it is a count, and a story's
			// paragraph past it is not lower-cased and scanned.)
			continue
		case prose && looseCaption(bs, i):
			continue
		case !prose && !b.heading && b.runes <= 60 && isOwnPublisherLine(t, cx.publisher):
			// The site's name alone on a line above the story: the
			// byline's affiliation ("Jess Whitaker / The Valley
			// Sentinel"), not a line of the text.
			continue
		}
		prose = prose || b.runes >= 100
		if len(b.lines) > 1 {
			// A block split by <br>s (a table layout, a bare <div> of
			// text) may end in a stock line of its own: "Back to
			// homepage", "Share this", a wire's "재판매 및 DB 금지".
			var kept []string // allocated only when a line goes
			for i, l := range b.lines {
				switch {
				case isStockText(l, runes(l), false) || relatedLine(b.owner, l):
					if kept == nil {
						kept = append(make([]string, 0, len(b.lines)), b.lines[:i]...)
					}
				case kept != nil:
					kept = append(kept, l)
				}
			}
			if kept != nil && len(kept) == 0 {
				continue
			}
			if kept != nil {
				b = withLines(b, kept)
			}
			if len(b.lines) > 1 && endsInLinkLine(b) && !proseFollows(bs, i) {
				b = withLines(b, b.lines[:len(b.lines)-1])
			}
		}
		out = append(out, b)
	}
	return dropDeskInitials(dropPortalDisclaimer(dropSourceLine(dropAuthorBio(out, authors))))
}

// isLabelledLinkList reports an element whose text is one or more
// labelled lists of short links and nothing else: each label a word to
// three ending in a colon, each list two links or more, or one after a
// first list, set apart by commas ("Tag yi: <a>tali</a>, <a>Pikin</a>",
// "Classificatu in : <a>Attualità</a> - Tag : <a>trasporti</a>,
// <a>Aiacciu</a>"). That is a post's tags or categories, whatever the
// language of its labels. A sentence has words outside its links; a
// "Read also:" line has one long link.
func isLabelledLinkList(n *html.Node) bool {
	var parts []string // the text outside links, split where a link stands
	var cur strings.Builder
	links, linked := 0, 0
	for c := range n.Descendants() {
		if c.Type == html.ElementNode && c.DataAtom == atom.A {
			links++
			linked += runes(collapse(innerText(c)))
			parts = append(parts, cur.String())
			cur.Reset()
			continue
		}
		if c.Type == html.TextNode && !hasAncestorAtom(c, atom.A) {
			cur.WriteString(c.Data)
		}
	}
	parts = append(parts, cur.String())
	if links < 2 || linked > maxLinkedWord*links {
		return false
	}
	if !listLabel(parts[0]) {
		return false
	}
	for _, p := range parts[1 : len(parts)-1] {
		p = strings.TrimSpace(p)
		if p == "," || p == "" {
			continue
		}
		// Another field after a separator: "- Tag :".
		if r, size := utf8.DecodeRuneInString(p); strings.ContainsRune("-–—|·•", r) && listLabel(p[size:]) {
			continue
		}
		return false
	}
	return strings.Trim(parts[len(parts)-1], " \n\t.") == ""
}

// inParagraph reports n that is a <p> or lies inside one.
func inParagraph(n *html.Node) bool {
	return n.DataAtom == atom.P || hasAncestorAtom(n, atom.P)
}

// listLabel reports the label of a list of links: a word to three ending
// in a colon, with no digits.
func listLabel(s string) bool {
	s = strings.TrimSpace(s)
	if !strings.HasSuffix(s, ":") {
		return false
	}
	words := strings.Fields(strings.TrimSuffix(s, ":"))
	return len(words) >= 1 && len(words) <= 3 && runes(s) <= 30 && !strings.ContainsAny(s, "0123456789")
}

// relatedLine reports a line of a block split by <br>s that is a promo
// of another story: a related label and a link below n whose text is all
// the rest ("Baca juga: <a>Bulog pastikan …</a>"), as a <p> of its own
// would be dropped for its links.
func relatedLine(n *html.Node, l string) bool {
	if !relatedLabel(l) {
		return false
	}
	_, rest, _ := cutColon(l)
	rest = collapse(rest)
	return rest != "" && find(n, func(c *html.Node) bool { return c.DataAtom == atom.A && collapse(Text(c)) == rest }) != nil
}

// iconRowRunes is the most text a row of icon buttons shows.
const iconRowRunes = 30

// iconLinkRow reports an element of three links or more, each showing
// at most two letters (an icon font's glyph, a network's initial: "f",
// "in", or only a picture), with at most iconRowText words of text
// beside them ("A- A+", "Teile mich:", a gallery's "Fotos" over its
// thumbnails): a share bar, a toolbar or a strip of thumbnails, no
// words a reader reads.
func iconLinkRow(n *html.Node) bool {
	links, outside := 0, 0
	for c := range n.Descendants() {
		switch {
		case c.Type == html.ElementNode && c.DataAtom == atom.A:
			if t := collapse(innerText(c)); runes(t) > 2 || strings.ContainsFunc(t, dense) {
				// (One or two letters of a script written without spaces,
				// "<a>台风</a><a>海葵</a>今晨在<a>福建</a>登陆。", are a word,
				// not an icon's glyph; strings.Fields sees two words of
				// text there at most.)
				return false
			}
			links++
		case c.Type == html.TextNode && !hasAncestorAtom(c, atom.A):
			outside += len(strings.Fields(c.Data))
		}
	}
	return links >= 3 && outside <= iconRowText
}

// iconRowText is the most words an icon row shows outside its links.
const iconRowText = 2

// labelsStoryLinks reports a line that is only a related label
// (relatedLabels: "Also read", "Lire aussi", "Citește și"), in an
// element that also holds a link to another story: the label of a box
// of headlines set between the paragraphs. Alone, with no story link
// beside it, the word is the story's ("Watch."). It runs on every
// one-line block: a line longer than any label is not lower-cased into
// a key (as isTOCTitle).
func labelsStoryLinks(n *html.Node, l string) bool {
	if moreRunes(trimKey(l), relatedLabelRunes) {
		return false
	}
	return relatedLabels[phraseKey(l)] && find(n, headlineLink) != nil
}

// relatedLabelRunes is the length in runes of the longest of relatedLabels.
var relatedLabelRunes = longestKey(relatedLabels)

// headlineLink reports a link to another story that is all its parent
// shows, as a box lists headlines ("<li><a>Paradip port posts …</a>
// </li>"): a link amid a paragraph's words ("… and <a>our review of The
// Long Way Home</a> explains why") is the story's own, and a label
// over that paragraph ("Read", "Watch") its subhead.
func headlineLink(n *html.Node) bool {
	return isStoryLink(n) && n.Parent != nil && collapse(innerText(n.Parent)) == collapse(innerText(n))
}

// sourceLineRunes is the longest closing line read as the story's
// source credit.
const sourceLineRunes = 80

// closingSourceLabels open the line that credits a story's sources at
// its end ("Quelle: ntv.de, dpa", "Source: AFP", "Źródło: PAP"), as
// phraseKey gives them.
var closingSourceLabels = map[string]bool{
	"quelle": true, "quellen": true, "source": true, "sources": true, "fuente": true, "fuentes": true,
	"fonte": true, "fontes": true, "źródło": true, "zdroj": true, "kilde": true, "källa": true,
	"lähde": true, "bron": true, "forrás": true, "kaynak": true,
	// Vietnamese ("Nguồn tin: Báo Miền Tây", NukeViet's field under the
	// author's), Indonesian and Malay, Russian, Ukrainian, Greek,
	// Romanian, South Slavic, Lithuanian, Latvian and Estonian.
	"nguồn": true, "nguồn tin": true, "sumber": true, "источник": true, "джерело": true, "πηγή": true,
	"sursa": true, "izvor": true, "šaltinis": true, "avots": true, "allikas": true,
}

// dropSourceLine drops the last block when it is a short line crediting
// the story's sources, a label and names: the wire's or the desk's note
// under the text, not a line of it. A sentence after the label
// ("Source: the figures come from the census.") is the story's.
func dropSourceLine(bs []*block) []*block {
	if len(bs) < 2 {
		return bs
	}
	b := bs[len(bs)-1]
	if b.heading || len(b.lines) != 1 || b.runes > sourceLineRunes {
		return bs
	}
	rest, ok := cutSourceLabel(b.lines[0])
	rest = strings.TrimSpace(rest)
	if !ok || rest == "" || isStatement(rest) {
		return bs
	}
	return bs[:len(bs)-1]
}

// cutSourceLabel returns what follows the colon of a line that opens with
// a source label (closingSourceLabels), and whether it does.
func cutSourceLabel(l string) (string, bool) {
	label, rest, ok := strings.Cut(l, ":")
	return rest, ok && closingSourceLabels[phraseKey(label)]
}

// dropDeskInitials drops the last block when it is only the initials of
// the editors who handled the story, in lower case, as many papers sign
// off their text: "amw", "mcc" (Mexican dailies), "(jg)", "(dr/spot)",
// Detik's "(rdp/rdp)". They name no author and are no line of the story.
func dropDeskInitials(bs []*block) []*block {
	if len(bs) < 2 {
		return bs
	}
	b := bs[len(bs)-1]
	if b.heading || len(b.lines) != 1 || b.runes > 20 || bs[len(bs)-2].heading || !isDeskInitials(strings.TrimSpace(b.lines[0])) {
		return bs
	}
	if t := strings.TrimSpace(b.lines[0]); strings.ToLower(t) != t {
		// The capitals sign-off ("AB/OID") follows the copy's last
		// sentence; after a list's entries or a colon, "AC/DC",
		// "CDU/CSU" are the story's.
		if prev := bs[len(bs)-2]; prev.runes < 80 || !endsSentence(prev.text()) {
			return bs
		}
	}
	if b.owner.DataAtom == atom.Li || isStoryCell(b.owner) {
		// A list's, a table's or a code listing's last entry in lower
		// case is the story's: "<li>awk</li>", "<td>no</td>",
		// "<pre>make</pre>".
		return bs
	}
	return bs[:len(bs)-1]
}

// isStoryCell reports an element holding a table cell's or a code
// listing's text, which may be a short lower-case word.
func isStoryCell(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Td, atom.Th, atom.Pre, atom.Code, atom.Kbd:
		return true
	}
	if c := n.FirstChild; c != nil && c == n.LastChild && c.Type == html.ElementNode && (c.DataAtom == atom.Code || c.DataAtom == atom.Kbd) {
		return true // "<p><code>ls</code></p>"
	}
	return hasAncestorAtom(n, atom.Pre) || hasAncestorAtom(n, atom.Td) || hasAncestorAtom(n, atom.Th)
}

// isDeskInitials reports a line of one to three groups of two to five
// lower-case ASCII letters set apart by slashes, bracketed or not:
// "amw", "(dr/spot)".
func isDeskInitials(t string) bool {
	if in, ok := strings.CutPrefix(t, "("); ok {
		if t, ok = strings.CutSuffix(in, ")"); !ok {
			return false
		}
	}
	groups := strings.Split(t, "/")
	if len(groups) > 3 {
		return false
	}
	// A wire's sign-off in capitals, the reporter's and the editor's
	// initials ("AB/OID", "MK/ASG", as the APS and other francophone
	// wires end their copy), needs its slash: a capitals word alone is
	// an acronym or an agency's credit.
	upper := len(groups) > 1 && isUpperASCII(groups[0])
	for _, g := range groups {
		if len(g) < 2 || len(g) > 5 || !(upper && isUpperASCII(g) || !upper && isLowerASCII(g)) {
			return false
		}
	}
	return true
}

// isUpperASCII reports a string of capital ASCII letters only.
func isUpperASCII(s string) bool {
	return s != "" && strings.IndexFunc(s, func(r rune) bool { return r < 'A' || r > 'Z' }) < 0
}

// portalDisclaimerLabels open the reprint disclaimer Chinese portals set
// under a story they carry from another outlet ("声明：转载此文是出于传递
// 更多信息之目的……", "免责声明：……"), as phraseKey gives them.
var portalDisclaimerLabels = map[string]bool{"声明": true, "免责声明": true, "免責聲明": true, "版权声明": true, "版權聲明": true}

// dropPortalDisclaimer drops the last block when it is a portal's
// labelled disclaimer: the site's legal note, not a line of the story.
func dropPortalDisclaimer(bs []*block) []*block {
	if len(bs) < 2 {
		return bs
	}
	b := bs[len(bs)-1]
	if b.heading || len(b.lines) != 1 {
		return bs
	}
	label, rest, ok := strings.Cut(b.lines[0], "：")
	if !ok {
		label, rest, ok = strings.Cut(b.lines[0], ":")
	}
	k := phraseKey(label)
	if !ok || !portalDisclaimerLabels[k] {
		return bs
	}
	// A bare "声明" may open the statement a story quotes at its end
	// ("声明：近日，有网络自媒体发布……我公司已向公安机关报案"): the
	// portal's note speaks of reprints, the site or its authors.
	if k == "声明" && !hasAny(rest, portalDisclaimerWords) {
		return bs
	}
	return bs[:len(bs)-1]
}

// portalDisclaimerWords are words of a portal's reprint disclaimer:
// reprinting, this site, this article, copyright, "does not represent",
// "for reference only", the author.
var portalDisclaimerWords = []string{"转载", "本网", "本站", "本文", "版权", "不代表", "仅供参考", "作者", "來源", "来源", "轉載", "本網"}

// isOwnPublisherLine reports a line that is exactly one of the site's
// names (publisherKeys), compared as names are: "The Valley Sentinel".
func isOwnPublisherLine(t string, pub []string) bool {
	k := nameKey(t)
	return len(k) >= 3 && slices.Contains(pub, k)
}

// bioRunes is the longest paragraph read as an author's bio.
const bioRunes = 300

// bioVerbs follow the author's name in a bio ("Jane Roe is a reporter
// covering courts", "Anna Berg ist Redakteurin", "… est journaliste",
// "… es periodista", "… é repórter", "… è giornalista", "… is
// verslaggever", "… är reporter", "… jest dziennikarką", "… writes
// about"), in lower case with the space before them.
var bioVerbs = []string{" is ", " ist ", " est ", " es ", " é ", " è ", " är ", " er ", " jest ", " je ",
	" writes ", " covers ", " reports ", " schreibt ", " berichtet "}

// dropAuthorBio drops the last block when it is a short bio of one of
// the byline's authors, lower-cased: the paragraph that opens with the
// name and says who the author is. It is the page's note on the writer,
// not the story, wherever the template sets it (an <em> at the end of
// the text as well as an author box). Only the last block: a story
// about a person who shares the author's name goes on after the
// sentence.
func dropAuthorBio(bs []*block, authors []string) []*block {
	if len(bs) < 2 || len(authors) == 0 {
		return bs
	}
	b := bs[len(bs)-1]
	if b.heading || b.runes > bioRunes {
		return bs
	}
	if len(bs) >= 3 && isAuthorNameLine(bs[len(bs)-2], authors) && cardBox(bs[len(bs)-2].owner, b.owner) {
		// An author box after the story: the author's name on a line of
		// its own (its heading), then the bio, which need not repeat the
		// name ("<h4>Stefano Gritti</h4><p>Giornalista economico,
		// segue …</p>"). Both go, so this comes before namedCard,
		// which drops the bio alone.
		return bs[:len(bs)-2]
	}
	if namedCard(b.owner, authors) {
		return bs[:len(bs)-1]
	}
	l := strings.ToLower(b.text())
	for _, a := range authors {
		// A one-word byline is an agency's or a desk's ("Reuters"): its
		// name opens the story's own lines ("Reuters is not able to
		// verify the footage").
		if rest, ok := strings.CutPrefix(l, a); ok && strings.Contains(a, " ") && hasPrefixAny(rest, bioVerbs) && !isDoingClause(rest) {
			return bs[:len(bs)-1]
		}
	}
	return bs
}

// namedCard reports a paragraph set right after an element that holds
// only one of the authors' names (lower-cased), as an author box sets
// the writer's description under the name ("<strong>Elif Yıldız
// </strong><p>Ege Postası İzmir muhabiri. …</p>"): the bio needs no
// verb then, in no language. The name element is a line of its own, not
// words inside the paragraph.
func namedCard(p *html.Node, authors []string) bool {
	if p == nil || p.DataAtom != atom.P {
		return false
	}
	prev := prevElement(p)
	if !cardBox(prev, p) {
		return false
	}
	name := strings.ToLower(collapse(innerText(prev)))
	return name != "" && slices.Contains(authors, name)
}

// cardBox reports an element holding a name followed by one holding its
// bio, alone in their box: a name heading a writer's section of a
// round-up, or signing a letter, among the story's paragraphs, has the
// story's words before or after it.
func cardBox(name, bio *html.Node) bool {
	return name != nil && bio != nil && name.Parent == bio.Parent && nothingBefore(name) && trailingBlank(bio) &&
		!followsLikeEntry(name.Parent, name)
}

// followsLikeEntry reports a box set right after an element of its own
// tag that also opens with an element of name's tag: one entry of a
// series ("<section><h3>Anna Berg</h3><p>…</p></section><section><h3>Tom
// Reid</h3><p>…</p></section>", a round-up's writers), not a card set
// once after the story.
func followsLikeEntry(box, name *html.Node) bool {
	p := prevElement(box)
	if p == nil || p.DataAtom != box.DataAtom || p.Data != box.Data {
		return false
	}
	c := p.FirstChild
	for c != nil && c.Type != html.ElementNode {
		c = c.NextSibling
	}
	return c != nil && c.Data == name.Data
}

// isAuthorNameLine reports a block that is one line holding one of the
// byline's full names (lower-cased) and nothing else.
func isAuthorNameLine(b *block, authors []string) bool {
	if len(b.lines) != 1 {
		return false
	}
	l := strings.ToLower(collapse(b.lines[0]))
	return slices.ContainsFunc(authors, func(a string) bool { return strings.Contains(a, " ") && l == a })
}

// isDoingClause reports a bio verb's rest, lower-cased with its leading
// space, that says what the author is doing or not rather than who they
// are: a column's sign-off in the third person ("Jane Roe is signing
// off"), a story's "… is not".
func isDoingClause(rest string) bool {
	f := strings.Fields(rest)
	if len(f) < 2 || f[0] != "is" {
		return false
	}
	return f[1] == "not" || strings.HasSuffix(f[1], "ing")
}

// endsInLinkLine reports a block of <br> lines (text set right in its
// element) whose last line is all one link, short and no sentence: the
// section or back link such a text ends with ("Toute l'actualité de
// Quimper"), not a line of the article. (cleanBlocks drops it only when
// no prose follows.)
func endsInLinkLine(b *block) bool {
	last, prev := b.lines[len(b.lines)-1], b.lines[len(b.lines)-2]
	if runes(last) > 60 || strings.ContainsAny(last, ".!?…:") || strings.HasSuffix(prev, ":") {
		return false // a sentence, or the link a line announces ("… einzutragen:")
	}
	if b.owner.DataAtom == atom.Td || b.owner.DataAtom == atom.Th || b.owner.DataAtom == atom.Li || directTextRunes(b.owner) < 100 {
		return false // a table's cells, a list's items, or lines each in an element of its own
	}
	c := b.owner.LastChild
	for c != nil && (isBlankText(c) || c.Type == html.ElementNode && c.DataAtom == atom.Br) {
		c = c.PrevSibling
	}
	return c != nil && c.Type == html.ElementNode && c.DataAtom == atom.A && collapse(innerText(c)) == last
}

// proseFollows reports a paragraph of prose after block i: a link line
// before it is the linked name heading what follows, not the text's end.
func proseFollows(bs []*block, i int) bool {
	for _, b := range bs[i+1:] {
		if !b.heading && b.runes-b.links >= 80 {
			return true
		}
	}
	return false
}

// directTextRunes counts the non-space runes of n's own text nodes.
func directTextRunes(n *html.Node) int {
	total := 0
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.TextNode {
			total += nonSpaceRunes(c.Data)
		}
	}
	return total
}

// amidProse reports whether block i of bs is one sentence with a
// paragraph of prose right before and after it, that opens with a word
// and names no label ("Aktualisiert am …", "Stand: …"): a short line of
// the article that happens to hold a date or a time ("Doors open at
// 19:30."), not a dateline.
func amidProse(bs []*block, i int) bool {
	prose := func(b *block) bool { return !b.heading && b.runes-b.links >= 80 }
	if i == 0 || i+1 >= len(bs) || len(bs[i].lines) != 1 || !prose(bs[i-1]) || !prose(bs[i+1]) {
		return false
	}
	l := bs[i].lines[0]
	r, _ := utf8.DecodeRuneInString(l)
	return isSentence(l) && unicode.IsUpper(r) && !strings.Contains(l, ": ") &&
		!stampLabelled(l) && !strings.HasPrefix(strings.ToLower(l), "stand ")
}

// adLabels are the labels a page puts over an ad, lower-cased: adBox
// drops the ad under one, and alone on its line one is furniture
// (boilerPhrases).
var adLabels = setOf("anzeige", "anzeigen", "werbung", "advertisement", "advertising", "ad", "sponsored", "gesponsert",
	"publicité", "publicidad", "pubblicità", "reklame", "annons", "annonse", "mainos", "reklama", "quảng cáo",
	"publicidade", "реклама", "reklam", "advertentie", "광고", "広告", "广告", "廣告", "إعلان", "פרסומת", "iklan",
	// The label in Catalan, Romanian, Hungarian, Danish, Norwegian, the
	// South Slavic languages and Greek.
	"publicitat", "publicitate", "hirdetés", "annonce", "oglas", "διαφήμιση",
	"διαφημιση", // Greek in capitals drops the accent ("ΔΙΑΦΗΜΙΣΗ")
	// The label in the languages of India and its neighbours (Hindi and
	// Nepali, Punjabi, Urdu, Bengali, Marathi, Gujarati, Tamil, Telugu,
	// Kannada, Malayalam, Odia), Persian and Thai.
	"विज्ञापन", "ਇਸ਼ਤਿਹਾਰ", "ਵਿਗਿਆਪਨ", "اشتہار", "বিজ্ঞাপন", "जाहिरात", "જાહેરાત", "விளம்பரம்", "ప్రకటన", "ಜಾಹೀರಾತು",
	"പരസ്യം", "ବିଜ୍ଞାପନ", "تبلیغات", "آگهی", "โฆษณา",
	// WordPress's plural ("Advertisements" over its ad slots); Spanish,
	// Portuguese and Catalan "ad"; Dutch and Romanian "reclame"/"reclamă";
	// Hungarian "reklám"; the Scandinavian plurals; Serbian in Cyrillic; Arabic written without the hamza and
	// in the plural; Swahili "tangazo"/"matangazo"; Tagalog
	// "patalastas"; the Japanese blogs' "sponsored link".
	"advertisements", "anuncio", "anúncio", "anúncios", "anunci", "reclame", "reclamă", "reklám",
	"annonser", "оглас", "اعلان", "إعلانات", "اعلانات", "tangazo", "matangazo", "patalastas", "スポンサーリンク")

// adBox returns the element of an ad that block b opens with its label
// ("ANZEIGE" over "Autohaus Brenner: Jetzt Winterreifen …"): the
// smallest element around b holding more than the label and at most
// adBoxRunes of text, or b's own element when the ad is its next line.
// It returns nil when b does not open with an ad label.
func adBox(b *block) *html.Node {
	if len(b.lines) == 0 || runes(b.lines[0]) > 20 || !adLabels[strings.ToLower(strings.Trim(b.lines[0], " :.-–—*[]()"))] {
		return nil
	}
	label := runes(b.lines[0])
	for n, up := b.owner, 0; n != nil && up < 4; n, up = n.Parent, up+1 {
		if n.Type != html.ElementNode || n.DataAtom == atom.Body {
			break
		}
		t := runes(collapse(innerText(n)))
		if t > adBoxRunes {
			break
		}
		if t > label+10 {
			return n
		}
	}
	return nil
}

// labelsImageSlot reports a block of a word or two that labels the
// linked picture after it in a box of their own: an ad slot, labelled in
// the site's language ("<div><span>Хъусинаг</span><a
// href=/go/14><img></a></div>"), as adBox finds one under a label it
// knows. A figure's caption follows its picture, and a link to the
// picture's own file is a photo's enlargement.
func labelsImageSlot(b *block) bool {
	// An ad slot's label is a bare word or two ("Хъусинаг", "Реклама");
	// words with a sentence's marks are a post's own line before its
	// picture ("<div>Finally, home.<br><a><img></a></div>"). The counts
	// come first: most blocks are longer, and splitting each into words
	// to say so cost more than the rest of the check.
	if b.runes > 20 || b.links > 0 || len(strings.Fields(b.lines[0])) > 2 || strings.ContainsAny(b.lines[0], "0123456789.,;!?…") {
		return false
	}
	for n, up := b.owner, 0; n != nil && up < 2; n, up = n.Parent, up+1 {
		if n.Type != html.ElementNode || n.DataAtom == atom.Body || n.DataAtom == atom.Figure || n.DataAtom == atom.Figcaption || n.DataAtom == atom.P {
			// A paragraph's words before a logo are its own: a
			// closing credit ("<p><strong>作者︱春春</strong> <a><img
			// logo></a></p>").
			return false
		}
		if runes(collapse(innerText(n))) != b.runes {
			return false
		}
		if labelThenImageLink(n) {
			return true
		}
	}
	return false
}

// labelThenImageLink reports an element whose text comes before a link
// holding a bare picture (linksBareImage), the only link inside it.
func labelThenImageLink(n *html.Node) bool {
	text, links := false, 0
	var img *html.Node
	for c := range n.Descendants() {
		switch {
		case c.Type == html.TextNode && strings.TrimSpace(c.Data) != "" && img == nil:
			text = true
		case c.Type == html.ElementNode && c.DataAtom == atom.A:
			links++
			if text && img == nil && linksBareImage(c) {
				img = c
			}
		}
	}
	return img != nil && links == 1
}

// linksBareImage reports a link holding a picture and no text, to a page
// rather than to an image file.
func linksBareImage(a *html.Node) bool {
	if strings.TrimSpace(innerText(a)) != "" || find(a, func(n *html.Node) bool { return n.DataAtom == atom.Img }) == nil {
		return false
	}
	href := strings.ToLower(attr(a, "href"))
	return !hasSuffixAny(href, []string{".jpg", ".jpeg", ".png", ".gif", ".webp"})
}

// adBoxRunes is the most text an ad's box holds.
const adBoxRunes = 300

func lowerAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = strings.ToLower(s)
	}
	return out
}

// titleWordKey is a title's key (titleKey) as its words alone, one
// space apart, or "" for a title under titleWordsMin words. A headline
// that shows its kicker in an element of its own reads "Kicker Headline"
// where the metadata title separates them ("Kicker: Headline"); the
// words are the same.
func titleWordKey(s string) string { return wordKey(titleKey(s)) }

// wordKey is titleWordKey for k, a title's key already made.
func wordKey(k string) string {
	w := keyWords(k)
	if len(w) < titleWordsMin && !unspacedTitle(w) {
		return ""
	}
	return strings.Join(w, " ")
}

// unspacedTitle reports title words w of a script written without
// spaces between its words (Thai, Lao, Khmer, Burmese), unspacedTitleRunes
// runes or more: a run between spaces holds several words, which a
// combining mark no longer splits (isWordRune).
func unspacedTitle(w []string) bool {
	n := 0
	for _, x := range w {
		if !unspacedScript(firstRune(x)) {
			return false
		}
		n += runes(x)
	}
	return n >= unspacedTitleRunes
}

// unspacedTitleRunes is the least length of an unspacedTitle.
const unspacedTitleRunes = 12

// TitleWords reports whether line shows title by its words alone, as the
// body's cleaning drops such a heading as the headline ("Kicker
// Headline", "Kicker:Headline" for the title "Kicker: Headline"). A
// selector generator's probe, which does not know the title, cuts it
// with this.
func TitleWords(line, title string) bool {
	k := titleWordKey(title)
	return k != "" && titleWordKey(line) == k
}

// titleWordsMin is the fewest words of a title compared by its words
// alone: a short one ("Update", "Live") is any page's heading.
const titleWordsMin = 3

// titleLine returns the index of the line of b that is the title, whose
// key is tk and length tr runes, or -1.
func titleLine(b *block, tk string, tr int) int {
	if tk == "" || len(b.lines) < 2 {
		return -1
	}
	for j, l := range b.lines {
		if n := runes(l); n >= tr-tr/3-3 && n <= tr+tr/3+3 && titleKey(l) == tk {
			return j
		}
	}
	return -1
}

// withLines returns a copy of b with a copy of the given lines, which are
// then also what its HTML shows. b is left as it is: the analysis keeps
// its blocks for other fields.
func withLines(b *block, lines []string) *block {
	c := *b
	c.lines, c.ownLines, c.runes = slices.Clone(lines), true, 0
	for _, l := range lines {
		c.runes += runes(l)
	}
	return &c
}

// nodeText is a small helper for callers holding nodes, not blocks.
func nodeText(n *html.Node) string { return innerText(n) }

// listedRole reports a list item that is a photographer's role and a
// name among other items: a list of people by their roles (a jury, a
// cast, a team), not the pictures' credit.
func listedRole(b *block, t string) bool {
	return b.owner != nil && b.owner.DataAtom == atom.Li && b.owner.Parent != nil &&
		b.owner.Parent.FirstChild != b.owner.Parent.LastChild && photographerCredit(t)
}
