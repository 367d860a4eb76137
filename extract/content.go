package extract

import (
	"cmp"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// block is a run of inline content: a paragraph, heading, list item or a
// line of text between block elements.
type block struct {
	owner *html.Node // element holding the run
	lines []string   // collapsed text, split at <br>
	runes int
	links int // runes inside <a>
	// unshown is the runes of text only screen readers get ("<span
	// class=sr-only>Posted by</span>"): labels of a metadata row, not
	// prose a reader sees.
	unshown int
	heading bool
	item    bool
	boiler  bool // inside page furniture
	// ownLines: cleaning dropped some of the lines, so the block's HTML
	// shows its lines, not its element's markup.
	ownLines bool
}

func (b *block) text() string { return strings.Join(b.lines, " ") }

// nodeStat aggregates the blocks below an element.
type nodeStat struct {
	text, links, good, bad int
	boiler                 bool
}

// page analysis shared by heuristic extraction and selector generation.
type analysis struct {
	doc    *html.Node
	body   *html.Node
	blocks []*block
	stats  map[*html.Node]*nodeStat
	boiler map[*html.Node]bool
	kind   map[*html.Node]furniture
	raw    map[*html.Node]int // good text below each element, ignoring furniture
	// lazyKinds is set when kind is filled on first use (kindOf) rather
	// than for every element up front.
	lazyKinds bool
	// groups holds, for class names several elements carry, the prose
	// below all of them; filled on first use.
	groups map[slot]int
	// marked is the element the page names as the article's text (see
	// markedBody), looked for once: container runs several times.
	marked       *html.Node
	markedLooked bool
	// article is the page's one <article> element, if it has one.
	article       *html.Node
	articleLooked bool
	// texts keeps the text of the scopes pull quotes are looked for in.
	texts scopeTexts
	// gallery is set when figure captions hold more prose than the rest
	// of the page: a photo story, whose captions are its text.
	gallery bool
}

// analyze splits a document into blocks and scores every element by the
// article-like text below it.
func analyze(doc *html.Node) *analysis {
	body := find(doc, func(n *html.Node) bool { return n.DataAtom == atom.Body })
	if body == nil {
		body = doc
	}
	a := analyzeSubtree(body)
	a.doc = doc
	total := a.raw[body]
	// First trust strong furniture marks everywhere. If that hides most
	// of the page's prose, or an element so marked holds more prose than
	// the best container found, a wrapper was misnamed (an article of
	// class "newsletter-content"): trust strong marks only on elements
	// holding little of it.
	a.score(func(n *html.Node) bool {
		k := a.kind[n]
		return k >= strongFurniture || (k == weakFurniture && a.isFurniture(n, total))
	})
	if c := a.container(); total > 0 && (a.stats[c] == nil || 10*a.stats[c].good < 3*total || a.marksMoreProse(a.stats[c].good)) {
		main := find(body, func(n *html.Node) bool { return n.DataAtom == atom.Main })
		a.score(func(n *html.Node) bool { return a.isFurniture(n, total) || a.isPageFooter(n, main) })
	}
	return a
}

// marksMoreProse reports whether an <article> or <main> element marked
// as strong furniture holds more than good runes of prose. A cookie
// dialog or a sidebar can hold more prose than a short article; an
// element that names itself the page's article and holds its longest
// text is misnamed by its class.
func (a *analysis) marksMoreProse(good int) bool {
	for n := range a.boiler {
		if (n.DataAtom == atom.Article || n.DataAtom == atom.Main) && a.kind[n] == strongFurniture && a.raw[n] > good {
			return true
		}
	}
	return false
}

// isPageFooter reports the page's footer beside its <main> element, or
// a sidebar there that holds more prose than <main>: the site's
// disclaimer or addresses, or a rail of teasers with long descriptions,
// can hold more prose than a short article, but a page that marks its
// main part says where the article is. (A smaller sidebar is left to
// the furniture rules, which weigh it against the prose around it.)
func (a *analysis) isPageFooter(n, main *html.Node) bool {
	if main == nil || a.raw[main] == 0 || isAncestor(n, main) || isAncestor(main, n) {
		return false
	}
	role := strings.ToLower(attr(n, "role"))
	switch {
	case n.DataAtom == atom.Footer || role == "contentinfo":
		return true
	case n.DataAtom == atom.Aside || role == "complementary":
		// Not one inside an <article> around <main>: a story page may
		// set its text and its box of related links so.
		return a.raw[n] > a.raw[main] && !hasAncestorAtom(n, atom.Article)
	}
	return false
}

// analyzeSubtree collects the blocks below root, the prose below every
// element ("raw" goodness, ignoring furniture) and every element's
// furniture class.
func analyzeSubtree(root *html.Node) *analysis {
	a := collectSubtree(root)
	var classify func(n *html.Node)
	classify = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode {
				if k := a.furnitureOf(c); k > a.kind[c] { // a sign-up box may be marked
					a.kind[c] = k
				}
				classify(c)
			}
		}
	}
	classify(root)
	a.lazyKinds = false // every class is in kind now
	return a
}

// collectSubtree is analyzeSubtree leaving the furniture classes to
// kindOf. Applying a selector set analyzes only the body container this
// way: cleaning asks about block elements and their ancestors, not about
// the links and emphasis inside the text, which are most elements.
func collectSubtree(root *html.Node) *analysis {
	a := &analysis{doc: root, body: root, lazyKinds: true, texts: scopeTexts{}}
	collectBlocks(root, false, func(b *block) { a.blocks = append(a.blocks, b) })
	// The maps are made for the elements that hold a block, which raw
	// then counts: grown from nothing, each was rebuilt several times.
	a.raw = make(map[*html.Node]int, len(a.blocks))
	for _, b := range a.blocks {
		g := goodWeight(b)
		for p := b.owner; p != nil; p = p.Parent {
			a.raw[p] += g
			if p == root {
				break
			}
		}
	}
	a.kind = make(map[*html.Node]furniture, len(a.raw))
	a.markSignupBoxes(root)
	a.markCommentThreads(root)
	a.gallery = isGallery(root, a.blocks)
	return a
}

// minGalleryCaptions is how many figures with a sentence of caption make
// a photo story.
const minGalleryCaptions = 3

// isGallery reports a photo story: three or more figures whose captions
// hold a sentence each, and more caption prose than prose elsewhere
// outside the page's menus, asides and footers. Captions are furniture
// beside an article's text, but a gallery has no other text.
func isGallery(root *html.Node, blocks []*block) bool {
	captions := map[*html.Node]bool{}
	inCaptions, elsewhere := 0, 0
	var gaps interleave
	for _, b := range blocks {
		text := b.runes - b.links
		var caption *html.Node
		outside := false
		for p := b.owner; p != nil && p != root.Parent; p = p.Parent {
			switch p.DataAtom {
			case atom.Figcaption:
				caption = p
			case atom.Nav, atom.Aside, atom.Footer, atom.Header:
				outside = true
			}
		}
		switch {
		case outside:
			// A related-stories aside's captioned cards are no gallery.
		case caption != nil:
			inCaptions += text
			if text >= 40 {
				captions[caption] = true
			}
			gaps.caption(caption)
		case !b.heading:
			elsewhere += text
			if text >= 40 {
				gaps.prose = true
			}
		}
	}
	// The story's paragraphs must weigh too: a photo essay's one-line
	// notes between its long captions leave the captions its text.
	return len(captions) >= minGalleryCaptions && inCaptions > elsewhere && !(gaps.story() && 3*elsewhere >= inCaptions)
}

// interleave counts, between neighbouring figure captions in page order,
// the gaps that hold a paragraph of story prose. A gallery's slides
// follow each other, with its text before or after them; an illustrated
// story, however long its captions, runs its paragraphs between the
// pictures, and its captions stay furniture.
type interleave struct {
	last        *html.Node // the caption seen last
	prose       bool       // a paragraph of prose came after it
	gaps, texts int
}

// caption notes a block of the caption c.
func (g *interleave) caption(c *html.Node) {
	if c == g.last {
		return
	}
	if g.last != nil {
		g.gaps++
		if g.prose {
			g.texts++
		}
	}
	g.last, g.prose = c, false
}

// story reports paragraphs between most neighbouring captions, two at
// least: one paragraph amid the slides is a gallery's read-also line or
// an interlude.
func (g *interleave) story() bool {
	return g.texts >= 2 && 2*g.texts > g.gaps
}

// furnitureOf classifies n as furnitureOf does, except that a gallery's
// figures and captions are its text.
func (a *analysis) furnitureOf(n *html.Node) furniture {
	if a.gallery && (n.DataAtom == atom.Figure || n.DataAtom == atom.Figcaption) {
		return notFurniture
	}
	return furnitureOf(n, a.texts)
}

// markCommentThreads marks as strong furniture the box that a comment
// thread's title opens ("Komentarze (342)", "תגובות"): under a short
// article, the comments' prose made the page's whole column the
// container when the box's class named no furniture in English. The
// title must be a heading element or carry a count, and be the page's
// only one (teaser cards and listings show "3 comments" on each); the
// box may not be the page's body, main part, article or a table cell.
// Without a known title, a thread is known by its shape (countedThread).
func (a *analysis) markCommentThreads(root *html.Node) {
	var box *html.Node
	for _, b := range a.blocks {
		if b.runes > 40 {
			continue
		}
		k := commentsHeadKey(b.text())
		if !commentsHeads[k] {
			continue
		}
		if !strings.ContainsAny(b.text(), "0123456789") && (!isHeadingTag(b.owner.DataAtom) || discussionHeads[k]) {
			continue
		}
		if discussionHeads[k] && !isDiscussionCount(b.text(), k) {
			continue // a section's kicker with its time or date: "Debat 14:32"
		}
		if box != nil {
			return
		}
		if box = titledBox(b, root); box == nil {
			return
		}
	}
	var title *html.Node
	if box == nil {
		box, title = a.countedThread(root)
	}
	for _, n := range []*html.Node{box, title} {
		if n != nil && a.kindOf(n) < strongFurniture {
			a.kind[n] = strongFurniture
		}
	}
}

// titledBox is the box that title b opens, the element holding it whose
// text it opens, or nil: a box may not be the page's body, main part,
// article or a table's cell or row, nor a list item.
func titledBox(b *block, root *html.Node) *html.Node {
	box := b.owner.Parent
	if box == nil || box == root || box.Type != html.ElementNode || firstTextBlockOwner(box) != b.owner {
		return nil
	}
	switch box.DataAtom {
	case atom.Body, atom.Html, atom.Main, atom.Article, atom.Td, atom.Th, atom.Tr, atom.Li, atom.Table:
		return nil
	}
	return box
}

// countedThread returns the box of a reader comment thread known by its
// shape rather than its title's words: a short title holding a count
// ("Kommentaarid (2)", "Komentāri: 3", "2 hozzászólás") opens the box,
// and the rest of the box is two to that many posts, each a name with
// a timestamp ("Mart 25.11.2026 11:20") and then the reader's text. A
// liveblog's entries open with their time, not a name beside it, and
// teaser cards hold no text after their date line.
//
// A table layout sets the title in a one-cell table of its own and the
// posts in the next table: then the title's table is returned too.
func (a *analysis) countedThread(root *html.Node) (box, title *html.Node) {
	for i, b := range a.blocks {
		if b.runes > 40 || b.links > 0 || len(b.lines) != 1 {
			continue
		}
		n := threadCount(b.text())
		if n < 2 {
			continue
		}
		box, title := titledBox(b, root), (*html.Node)(nil)
		if box == nil {
			title, box = tableTitledPosts(b)
		}
		if box == nil {
			continue
		}
		if posts := threadPosts(a.blocks[i+1:], box); posts >= 2 && posts <= n {
			return box, title
		}
	}
	return nil, nil
}

// tableTitledPosts returns the table that holds only title b and the
// table right after it, whose rows (its one tbody's) may be the posts
// the title counts; nil, nil for a title set otherwise.
func tableTitledPosts(b *block) (title, posts *html.Node) {
	t := b.owner
	for t != nil && t.DataAtom != atom.Table {
		t = t.Parent
	}
	if t == nil || collapse(Text(t)) != collapse(b.text()) {
		return nil, nil
	}
	next := t.NextSibling
	for next != nil && next.Type != html.ElementNode {
		if next.Type == html.TextNode && strings.TrimSpace(next.Data) != "" {
			return nil, nil
		}
		next = next.NextSibling
	}
	if next == nil || next.DataAtom != atom.Table {
		return nil, nil
	}
	posts = next
	if c := firstElementChild(next); c != nil && c.DataAtom == atom.Tbody && elementChildren(next) == 1 {
		posts = c
	}
	return t, posts
}

// namesBesideStamp reports a timestamp line that holds a word besides
// its date and time: the poster's name ("Mart 25.11.2026 11:20"), which
// a liveblog entry's time ("25 November 2026 11:20") lacks.
//
// The words of a stamp itself are no name: weekdays, "Uhr", "kell",
// "kl.", "a.m.", a time zone ("Mittwoch, 25.11.2026, 11:20 Uhr",
// "25.11.2026 kell 11:20", "11:20 a.m. ET, Nov. 25, 2026").
func namesBesideStamp(s string) bool {
	rest := relTimeRe.ReplaceAllString(timeRe.ReplaceAllString(s, " "), " ")
	if hasMonthWord(rest) {
		rest = monthWords.ReplaceAllString(rest, " ")
	}
	for _, w := range strings.Fields(rest) {
		lw := strings.ToLower(strings.Trim(w, ".,:;|·•–—-/()[]"))
		if strings.IndexFunc(lw, unicode.IsLetter) < 0 || stampWords[lw] || authorDangling[lw] || authorDayAbbrevs[lw] {
			continue
		}
		if strings.ContainsFunc(lw, unicode.IsDigit) && len([]rune(strings.Map(func(r rune) rune {
			if unicode.IsLetter(r) {
				return r
			}
			return -1
		}, lw))) <= 2 {
			continue // "11h20", "25th", "2026г"
		}
		return true
	}
	return false
}

// stampWords are the words of a timestamp that are no poster's name.
var stampWords = authorSet(`uhr kell kl klo klockan kello godz godz. o u в о г h ora alle às órakor óra
	a.m a.m. p.m p.m. am pm et est edt ct cst cdt pt pst pdt gmt utc cet cest mez mesz eet eest bst ist msk
	esmaspäev teisipäev kolmapäev neljapäev reede laupäev pühapäev
	pirmdiena otrdiena trešdiena ceturtdiena piektdiena sestdiena svētdiena
	maanantai tiistai keskiviikko torstai perjantai lauantai sunnuntai
	hétfő kedd szerda csütörtök péntek szombat vasárnap
	updated aktualisiert uuendatud päivitetty atjaunināts frissítve`)

// threadCount is the count in a short title made of one to three words
// and a number, set apart by brackets, a colon or a space ("Comments
// (12)", "Komentāri: 3", "12 Kommentaarid"), or 0.
func threadCount(s string) int {
	k := strings.TrimSpace(s)
	if k == "" || !(k[0] >= '0' && k[0] <= '9' || strings.ContainsRune("0123456789)]", rune(k[len(k)-1]))) {
		return 0 // most short lines: no count at either end
	}
	head := strings.TrimSpace(strings.TrimRight(k, "0123456789()[] :"))
	tail := k[len(head):]
	if head == k {
		head = strings.TrimSpace(strings.TrimLeft(k, "0123456789 "))
		tail = k[:len(k)-len(head)]
	}
	digits := strings.Trim(tail, "()[] :")
	if digits == "" || len(digits) > 4 || strings.Trim(digits, "0123456789") != "" || head == "" {
		return 0
	}
	words := strings.Fields(head)
	if len(words) > 3 {
		return 0
	}
	for _, w := range words {
		for _, r := range w {
			if !unicode.IsLetter(r) {
				return 0
			}
		}
	}
	n, err := strconv.Atoi(digits)
	if err != nil {
		return 0
	}
	if n >= 1900 && n <= 2099 && !strings.ContainsAny(tail, "([:") {
		return 0 // a year: "Chronik 2023", "Wahl 2024", "2025 Rückblick"
	}
	return n
}

// threadPosts counts the posts of a comment thread in box, whose blocks
// open seq: the element children of box (or of the one list box holds)
// after its title, each opening with a short line that is a timestamp
// beside a name, or a name over a timestamp, and holding text after it.
// It is 0 when any child is no such post.
func threadPosts(seq []*block, box *html.Node) int {
	var post *html.Node
	var lines []*block
	posts := 0
	check := func() bool {
		if post == nil {
			return true
		}
		at := -1
		switch {
		case len(lines) >= 2 && lines[0].runes <= 60 && !inHeading(lines[0].owner, post) && isDateLine(lines[0].text()) && namesBesideStamp(lines[0].text()):
			// A heading holding a date is a timeline event's title
			// ("12. April 2023 – Kabinett beschließt Entwurf").
			at = 0
		case len(lines) >= 3 && lines[0].runes <= 30 && !strings.ContainsAny(lines[0].text(), "0123456789") && !inHeading(lines[0].owner, post) &&
			lines[1].runes <= 60 && isDateLine(lines[1].text()):
			// A heading over the timestamp is a liveblog entry's or a
			// timeline event's title, not a poster's name.
			at = 1
		}
		if at < 0 || lines[at+1].links*2 > lines[at+1].runes {
			return false
		}
		posts++
		return true
	}
	for _, b := range seq {
		if !isAncestor(box, b.owner) {
			break
		}
		p := b.owner
		if p == box {
			return 0 // text of the box's own, beside its posts
		}
		for p.Parent != box && !(p.Parent.Parent == box && (p.Parent.DataAtom == atom.Ul || p.Parent.DataAtom == atom.Ol)) {
			p = p.Parent
		}
		if p != post {
			if !check() {
				return 0
			}
			post, lines = p, nil
		}
		lines = append(lines, b)
	}
	if !check() {
		return 0
	}
	return posts
}

// inHeading reports whether n, or an element between it and top, is a
// heading (h1 to h6).
func inHeading(n, top *html.Node) bool {
	for ; n != nil && n != top; n = n.Parent {
		if n.Type == html.ElementNode && isHeadingTag(n.DataAtom) {
			return true
		}
	}
	return false
}

// firstTextBlockOwner returns the first element below n, in document
// order, whose own text is not blank.
func firstTextBlockOwner(n *html.Node) *html.Node {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			if strings.TrimSpace(c.Data) != "" {
				return n
			}
		case html.ElementNode:
			if collapse(Text(c)) != "" {
				if o := firstTextBlockOwner(c); o != nil {
					return o
				}
				return c
			}
		}
	}
	return nil
}

// markSignupBoxes marks the sign-up boxes, reader polls, affiliate
// product cards and event cards below root as strong furniture.
func (a *analysis) markSignupBoxes(root *html.Node) {
	for _, box := range slices.Concat(signupBoxes(root), pollBoxes(root), affiliateCards(root), eventCards(root)) {
		if a.kindOf(box) < strongFurniture {
			a.kind[box] = strongFurniture
		}
	}
}

// kindOf is the furniture class of an element below the analyzed root.
func (a *analysis) kindOf(n *html.Node) furniture {
	if !a.lazyKinds {
		return a.kind[n]
	}
	k, ok := a.kind[n]
	if !ok {
		k = a.furnitureOf(n)
		a.kind[n] = k
	}
	return k
}

// isFurniture decides whether element n is furniture within a scope
// holding scope good text. Page builders wrap every block of an article
// in the same small element ("widget-container", "content-nav-section"):
// one of them holds little of the prose, but their class together holds
// much of it, so the class names a layout slot, not furniture.
func (a *analysis) isFurniture(n *html.Node, scope int) bool {
	k := a.kindOf(n)
	if k == notFurniture {
		return false
	}
	if k != readerFurniture && scope > 0 && 5*a.slotProse(n) >= 2*scope {
		return false
	}
	return isFurniture(k, a.raw[n], scope)
}

// slotProse is the good text that all the elements of n's tag and class
// hold together, when several share them; else 0.
func (a *analysis) slotProse(n *html.Node) int {
	if a.groups == nil {
		a.groups = a.classGroups()
	}
	if k, ok := slotKey(n); ok {
		return a.groups[k]
	}
	return 0
}

// slot is an element's tag and class attribute.
type slot struct{ tag, class string }

// slotKey is n's slot; ok is false when n has no class.
func slotKey(n *html.Node) (k slot, ok bool) {
	cl := strings.TrimSpace(attr(n, "class"))
	return slot{n.Data, cl}, cl != ""
}

// classGroups maps every slot that several elements share to the
// good text below all of them. A paragraph counts once per key: a
// placeholder repeated for every embed ("external content blocked") is
// not prose however long it is, and nested elements of one key hold it
// once.
//
// Most slots are one element's: the elements are counted by slot first,
// and only those of a shared slot get a group, so that a page's many
// single classes cost no group and no entry.
func (a *analysis) classGroups() map[slot]int {
	type group struct {
		seen  map[string]bool
		prose int
	}
	members := map[slot]int{}
	eachClassed(a.body, func(c *html.Node, k slot) { members[k]++ })
	groups := map[slot]*group{}
	of := map[*html.Node]*group{}
	eachClassed(a.body, func(c *html.Node, k slot) {
		if members[k] < 2 {
			return
		}
		g := groups[k]
		if g == nil {
			g = &group{}
			groups[k] = g
		}
		of[c] = g
	})
	for _, b := range a.blocks {
		w := goodWeight(b)
		if w == 0 {
			continue
		}
		t := b.text()
		for p := b.owner; p != nil && p != a.body; p = p.Parent {
			g := of[p]
			if g == nil {
				continue
			}
			if g.seen == nil {
				g.seen = map[string]bool{}
			}
			if !g.seen[t] {
				g.seen[t] = true
				g.prose += w
			}
		}
	}
	out := map[slot]int{}
	for k, g := range groups {
		if g.prose > 0 {
			out[k] = g.prose
		}
	}
	return out
}

// eachClassed calls f with every element below n that has a class, and
// its slot, in document order, looking into no unread element
// (skipTags).
func eachClassed(n *html.Node, f func(*html.Node, slot)) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode || skipTags[c.DataAtom] {
			continue
		}
		if k, ok := slotKey(c); ok {
			f(c, k)
		}
		eachClassed(c, f)
	}
}

// score marks furniture with isBoiler and sums good and bad text for
// every element.
func (a *analysis) score(isBoiler func(*html.Node) bool) {
	a.boiler = map[*html.Node]bool{}
	for n := range a.kind {
		if isBoiler(n) {
			a.boiler[n] = true
		}
	}
	a.stats = map[*html.Node]*nodeStat{}
	for _, b := range a.blocks {
		b.boiler = false
		for p := b.owner; p != nil; p = p.Parent {
			if a.boiler[p] {
				b.boiler = true
				break
			}
		}
		g, bad := goodWeight(b), 0
		var t string // the text of a short block, joined once
		if !b.boiler && b.runes <= 400 {
			t = b.text()
		}
		switch {
		case b.boiler:
			g, bad = 0, b.runes
		case 2*b.links > b.runes:
			bad = b.runes // a link list: navigation, teasers
		case b.runes <= 300 && isRightsNotice(t):
			g, bad = 0, b.runes // a page footer's, which made a table layout's whole page the container
		case isFieldRowBlock(b, t):
			g, bad = 0, b.runes // a post's details row: its labels are no prose
		}
		for p := b.owner; p != nil; p = p.Parent {
			st := a.stats[p]
			if st == nil {
				st = &nodeStat{}
				a.stats[p] = st
			}
			st.text += b.runes
			st.links += b.links
			st.good += g
			st.bad += bad
		}
	}
	for n := range a.boiler {
		if st := a.stats[n]; st != nil {
			st.boiler = true
		}
	}
}

// goodWeight is how much a block looks like article prose: long, mostly
// not links. Short lines and link lists weigh nothing. Text only screen
// readers get is not shown and weighs nothing either: a row of metadata
// that names its fields for them ("<span class=sound_only>작성자</span>
// 이하늘 기자 <span class=sound_only>조회</span> 418회") is no longer for
// its labels.
func goodWeight(b *block) int {
	shown := b.runes - b.unshown
	if shown < 40 || 2*b.links > b.runes {
		return 0
	}
	return shown - b.links
}

// badWeight is the share of furniture text that costs a container as
// much as this fraction of good text gains.
const badWeight = 0.5

// container picks the element whose good text most outweighs the
// furniture and link text it would drag along.
func (a *analysis) container() *html.Node {
	var best *html.Node
	bestScore := 0.0
	var walk func(n *html.Node, depth int)
	walk = func(n *html.Node, depth int) {
		st := a.stats[n]
		if st == nil || st.good == 0 {
			return
		}
		score := float64(st.good) - badWeight*float64(st.bad)
		if !st.boiler && (best == nil || score > bestScore) {
			best, bestScore = n, score
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode {
				walk(c, depth+1)
			}
		}
	}
	walk(a.body, 0)
	if best == nil {
		return a.body
	}
	best = a.widen(best)
	m := a.markedBody()
	switch {
	case m == nil || m == best:
	// The element the page names as the article's text wins over one
	// elsewhere that scored better (a sidebar widget or related posts
	// beside a post of short lines), unless that one holds far more prose:
	// then the mark is on a teaser or summary.
	case !isAncestor(m, best) && !isAncestor(best, m):
		if markedBodyShare*a.stats[m].text >= a.stats[best].good {
			return m
		}
	// Inside the best container, it wins when it holds at least half of
	// the container's prose: the rest is what a theme puts after an
	// article (a query loop of post excerpts, an author's bio, related
	// posts without a furniture class) or before it (a kicker; a summary,
	// which chooseLead puts back in front of the text).
	case isAncestor(best, m):
		if 2*a.stats[m].good >= a.stats[best].good {
			return m
		}
	// Around a best container that is one paragraph, it wins when it
	// holds more prose: a short post's other lines (a short closing line
	// among share buttons) weighed less than their furniture costs.
	case isAncestor(m, best) && best.DataAtom == atom.P:
		if st := a.stats[m]; !st.boiler && st.good > a.stats[best].good {
			return m
		}
	}
	// So does the page's one <article>, with two thirds of the prose:
	// what the best container adds around it is a partner's note, a box
	// of donations or a grid of teasers with long descriptions.
	if art := a.soleArticle(); art != nil && art != best && isAncestor(best, art) {
		if st := a.stats[art]; st != nil && !st.boiler && 3*st.good >= 2*a.stats[best].good {
			return art
		}
	}
	if first := a.firstStory(best); first != nil {
		return first
	}
	return best
}

// firstStory finds, inside best, the article a page shows first when it
// also holds the next one, as pages that load the next story on
// scrolling do: the lowest ancestor of the page's first <h1> with
// minStoryProse of prose, when best holds, outside it, an <article>
// with an <h1> of its own. It returns nil on other pages.
func (a *analysis) firstStory(best *html.Node) *html.Node {
	h1 := find(best, isH1)
	if h1 == nil {
		return nil
	}
	var story *html.Node
	for p := h1.Parent; p != nil && p != best; p = p.Parent {
		if st := a.stats[p]; st != nil && st.good >= minStoryProse {
			story = p
			break
		}
	}
	if story == nil || a.stats[story].boiler {
		return nil
	}
	next := find(best, func(n *html.Node) bool {
		return n.DataAtom == atom.Article && !isAncestor(n, story) && !isAncestor(story, n) &&
			find(n, isH1) != nil
	})
	if next == nil {
		return nil
	}
	return story
}

// minStoryProse is the least prose, in runes, of a story firstStory
// returns.
const minStoryProse = 500

// soleArticle returns the page's one <article> element (nested ones
// count once), or nil when it has none or several.
func (a *analysis) soleArticle() *html.Node {
	if !a.articleLooked {
		a.article, a.articleLooked = findSole(a.body, func(n *html.Node) bool { return n.DataAtom == atom.Article }), true
	}
	return a.article
}

// widen returns the parent of best when best is one paragraph (an
// element holding text, not elements with text) and the parent holds at
// least twice its prose: the parent lost only for the furniture it also
// holds, such as a comment thread longer than the post inside the
// element of the post's paragraphs, and bodyBlocks drops that.
func (a *analysis) widen(best *html.Node) *html.Node {
	p := best.Parent
	if p == nil || p == a.body.Parent {
		return best
	}
	for c := best.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && a.stats[c] != nil {
			return best
		}
	}
	if ps := a.stats[p]; ps == nil || ps.boiler || ps.good < 2*a.stats[best].good {
		return best
	}
	return p
}

// markedBodyShare: a marked body holding at least 1/markedBodyShare of
// the best container's good text wins over it.
const markedBodyShare = 4

// markedBodyClasses are class names that themes and CMSs give the
// element holding an article's text.
var markedBodyClasses = map[string]bool{"entry-content": true, "post-content": true, "post-body": true,
	"article-body": true, "article-content": true, "articlebody": true, "story-body": true}

// markedBody returns the one element of the page that names itself the
// article's text (itemprop articleBody, a theme's "entry-content"),
// when it holds some text; nil when there is none or several (a list
// of posts).
func (a *analysis) markedBody() *html.Node {
	if !a.markedLooked {
		a.marked, a.markedLooked = findSole(a.body, isMarkedBody), true
	}
	if st := a.stats[a.marked]; a.marked == nil || st == nil || st.text < 100 {
		return nil
	}
	return a.marked
}

// findSole returns the one element below root that matches, or nil when
// none or several do; matches inside a match are not counted.
func findSole(root *html.Node, match func(*html.Node) bool) *html.Node {
	var found *html.Node
	n := 0
	var walk func(x *html.Node)
	walk = func(x *html.Node) {
		for c := x.FirstChild; c != nil && n < 2; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			if match(c) {
				n++
				found = c
				continue
			}
			walk(c)
		}
	}
	walk(root)
	if n != 1 {
		return nil
	}
	return found
}

// isMarkedBody reports an element named as an article's text: itemprop
// articleBody or one of markedBodyClasses.
func isMarkedBody(n *html.Node) bool {
	if strings.EqualFold(attr(n, "itemprop"), "articleBody") {
		return true
	}
	for c := range strings.FieldsSeq(attr(n, "class")) {
		if markedBodyClasses[strings.ToLower(c)] {
			return true
		}
	}
	return false
}

// collectBlocks emits the inline runs below n in document order. inLink
// is set below an <a> that wraps block content (a teaser card), whose
// text is all link text.
func collectBlocks(n *html.Node, inLink bool, emit func(*block)) {
	collectRuns(n, inLink, &runScratch{}, emit)
}

// runScratch is what the runs of one collectBlocks call share. marker
// holds an ordered list item's number ("3. ") until the item's first line
// takes it: a reader sees the numbers, so the text carries them. text
// gathers the raw text of the current line; a run flushes its line before
// the runs below it start, so one buffer serves them all, and a line costs
// one allocation, its collapsed string.
type runScratch struct {
	marker string
	text   []byte
	// unshown counts the screen-reader-only elements (isScreenReaderOnly)
	// the run is inside: their text is read out, not shown.
	unshown int
}

// inlineFurniture reports an inline element named as furniture by its
// class or another name attribute (a caption or credit <span>, a share
// widget) inside a run of text. It becomes a block of its own, so that
// the furniture tests see it; inline text never does.
func inlineFurniture(n *html.Node) bool {
	if n.DataAtom == atom.A {
		return false
	}
	for _, a := range n.Attr {
		if a.Key == "class" || isNameAttr(a.Key) {
			return furnitureOf(n, nil) == strongFurniture
		}
	}
	return false
}

// collectRuns does the work of collectBlocks.
func collectRuns(n *html.Node, inLink bool, sc *runScratch, emit func(*block)) {
	if n.DataAtom == atom.Li {
		if m := itemMarker(n); m != "" {
			sc.marker = m
		}
	}
	cur := &runBuilder{owner: n, sc: sc}
	unshown := isScreenReaderOnly(n)
	if unshown {
		sc.unshown++
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			cur.add(c.Data, inLink)
		case html.ElementNode:
			if leftOutOfText(c) {
				continue
			}
			if c.DataAtom == atom.Br {
				cur.newline()
				continue
			}
			if inlineTags[c.DataAtom] && !hasBlock(c) && !inlineFurniture(c) {
				cur.inline(c, inLink || c.DataAtom == atom.A)
				continue
			}
			if c.DataAtom == atom.Ruby && annotationOnly(c) {
				cur.ruby(c, inLink)
				continue
			}
			cur.flush(emit)
			collectRuns(c, inLink || c.DataAtom == atom.A, sc, emit)
		}
	}
	cur.flush(emit)
	if unshown {
		sc.unshown--
	}
}

// hasBlock reports whether an inline element wraps block content (cards
// wrapped in <a>, spans holding paragraphs).
func hasBlock(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode {
			if blockTags[c.DataAtom] && c.DataAtom != atom.Br {
				return true
			}
			if hasBlock(c) {
				return true
			}
		}
	}
	return false
}

type runBuilder struct {
	owner *html.Node
	sc    *runScratch
	lines []string
	links int
	// unshown counts the runes outside links only screen readers get
	// (see block).
	unshown int
}

func (r *runBuilder) add(s string, inLink bool) {
	r.sc.text = append(r.sc.text, s...)
	if inLink {
		r.links += nonSpaceRunes(s)
	}
	if r.sc.unshown > 0 && !inLink {
		// Link text is taken off the weight as links already: a hidden
		// link's text ("<a><span class=sr-only>Read more: …</span></a>")
		// would go twice.
		r.unshown += nonSpaceRunes(s)
	}
}

func (r *runBuilder) inline(n *html.Node, inLink bool) {
	unshown := isScreenReaderOnly(n)
	if unshown {
		r.sc.unshown++
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			r.add(c.Data, inLink)
		case html.ElementNode:
			if skipTags[c.DataAtom] || isHidden(c) {
				continue
			}
			if c.DataAtom == atom.Br {
				r.newline()
				continue
			}
			if c.DataAtom == atom.Ruby && annotationOnly(c) {
				r.ruby(c, inLink)
				continue
			}
			r.inline(c, inLink || c.DataAtom == atom.A)
		}
	}
	if unshown {
		r.sc.unshown--
	}
}

// annotationOnly reports whether a <ruby> gives its readings (<rt>) as
// annotations only, with no <rp> fallback: a browser draws them above
// the base text, so the text runs on through the base alone
// ("<ruby>漢字<rt>かんじ</rt></ruby>" reads "漢字"). With <rp> the page
// declares a plain-text form, "漢字（かんじ）", and the ruby is read as
// any other element.
func annotationOnly(ruby *html.Node) bool {
	return find(ruby, func(n *html.Node) bool { return n.DataAtom == atom.Rp }) == nil
}

// ruby adds the base text of an annotation-only ruby to the line.
func (r *runBuilder) ruby(n *html.Node, inLink bool) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			r.add(c.Data, inLink)
		case c.Type != html.ElementNode || c.DataAtom == atom.Rt || c.DataAtom == atom.Rtc || skipTags[c.DataAtom]:
		default:
			r.inline(c, inLink)
		}
	}
}

func (r *runBuilder) newline() {
	if l := collapseInPlace(r.sc.text); len(l) > 0 && hasVisible(l) {
		r.lines = append(r.lines, r.sc.marker+string(l))
		r.sc.marker = ""
	}
	r.sc.text = r.sc.text[:0]
}

// itemMarker is the number an ordered list shows before li ("2. "), or
// "" for unordered lists.
func itemMarker(li *html.Node) string {
	ol := li.Parent
	if ol == nil || ol.DataAtom != atom.Ol {
		return ""
	}
	if t := attr(ol, "type"); t != "" && t != "1" {
		return "" // letters and roman numerals: rare, and not words
	}
	n := 1
	if v, err := strconv.Atoi(attr(ol, "start")); err == nil {
		n = v
	}
	for s := ol.FirstChild; s != nil && s != li; s = s.NextSibling {
		if s.Type == html.ElementNode && s.DataAtom == atom.Li {
			n++
			if v, err := strconv.Atoi(attr(s, "value")); err == nil {
				n = v + 1
			}
		}
	}
	if v, err := strconv.Atoi(attr(li, "value")); err == nil {
		n = v
	}
	return strconv.Itoa(n) + ". "
}

func (r *runBuilder) flush(emit func(*block)) {
	r.newline()
	if len(r.lines) > 0 {
		b := &block{owner: r.owner, lines: r.lines, links: r.links, unshown: r.unshown}
		for _, l := range r.lines {
			b.runes += runes(l)
		}
		b.unshown = min(b.unshown, b.runes)
		switch a := r.owner.DataAtom; {
		case isHeadingTag(a):
			b.heading = true
		case a == atom.Li || a == atom.Dd || a == atom.Dt:
			b.item = true
		}
		if b.links > b.runes {
			b.links = b.runes
		}
		emit(b)
	}
	r.lines, r.links, r.unshown = nil, 0, 0
}

// isEmbedCredit reports the credit line of a social post's embed code
// (isEmbed): a link to the post and its <time>, "<a>A post shared by
// NAME (@handle)</a> on <time>Jun 16, 2019</time>" in
// blockquote.instagram-media. The post's own text may stay, as the
// corpus gold keeps a tweet's; its poster and date are no part of the
// story.
func isEmbedCredit(n *html.Node) bool {
	if find(n, func(c *html.Node) bool { return c.DataAtom == atom.Time }) == nil {
		return false
	}
	for p := n; p != nil; p = p.Parent {
		if p.DataAtom == atom.Blockquote {
			return isEmbed(p)
		}
	}
	return false
}

// bodyBlocks returns the blocks of container c that are article text:
// not furniture inside c, not excluded by drop (removal selectors,
// metadata nodes), not link lists, not stock phrases.
func (a *analysis) bodyBlocks(c *html.Node, drop func(*html.Node) bool) []*block {
	var seq []seqBlock
	scope := a.raw[c]
	cards := a.teaserCards(c)
	copies := a.variantCopies(c)
	// A cookie banner no class names, a page builder's record beside the
	// story's, goes with the body's furniture (marking it before the
	// container is chosen would split a page of such records).
	banners := map[*html.Node]bool{}
	for _, n := range consentBanners(c) {
		banners[n] = true
	}
	dropped := func(p *html.Node) bool {
		return a.isFurniture(p, scope) || (drop != nil && drop(p)) || cards[p] || copies[p] || banners[p] || a.isTeaserArticle(p)
	}
	var hint int
	if c == a.body { // raw counts the elements that hold a block, all of them below c
		hint = len(a.raw)
	}
	paths := make(map[*html.Node]pathMark, hint)
	for _, b := range a.blocks {
		inside, furniture := pathBelow(b.owner, c, paths, dropped)
		if b.owner == c && drop != nil && drop(c) {
			furniture = true
		}
		if !inside {
			continue
		}
		linky := 2*b.links > b.runes || (b.heading && b.links*3 > b.runes*2)
		if linky && (b.heading && linksInPage(b.owner) || isLinkCell(b)) {
			linky = false
		}
		if !linky && b.links*4 > b.runes && isEmbedCredit(b.owner) {
			linky = true
		}
		seq = append(seq, seqBlock{b: b, keep: !furniture && !linky && !isStockBlock(b), linky: linky, furniture: furniture})
	}
	keepSectionHeadings(seq, func(n *html.Node) bool { return a.inCard(n, c) })
	keepListLinks(seq)
	keepAnnouncedLists(seq)
	keepLinkedWordParagraphs(seq)
	keepLinkedSentences(seq)
	dropTeaserItems(seq)
	dropExcerptTail(seq)
	dropTOCTitles(seq)
	dropOrphanHeadings(seq)
	dropGalleryTitles(seq, c)
	dropListLabels(seq)
	dropHeadedBoxes(seq)
	cutTail(seq)
	dropDanglingLabel(seq)
	dropWidgetLabels(seq)
	var out []*block
	for _, sb := range seq {
		if sb.keep {
			out = append(out, sb.b)
		}
	}
	return out
}

// pathMark is what pathBelow knows of an element: whether it lies below
// the container, and whether it or an element between it and the
// container is dropped.
type pathMark struct{ inside, dropped bool }

// pathBelow reports whether n is c or lies below it (inside), and
// whether n or an ancestor of it below c is dropped. Blocks share most
// of their ancestors: marks remembers each element's answer, so that
// each is asked once rather than once for every block below it, and an
// element outside c is not asked at all.
func pathBelow(n, c *html.Node, marks map[*html.Node]pathMark, dropped func(*html.Node) bool) (inside, furniture bool) {
	var buf [16]*html.Node
	chain := buf[:0] // n and its ancestors up to the first known one
	base := pathMark{}
	for p := n; ; p = p.Parent {
		if p == nil {
			break
		}
		if p == c {
			base.inside = true
			break
		}
		if m, ok := marks[p]; ok {
			base = m
			break
		}
		chain = append(chain, p)
	}
	for i := len(chain) - 1; i >= 0; i-- {
		p := chain[i]
		if base.inside && !base.dropped && dropped(p) {
			base.dropped = true
		}
		marks[p] = base
	}
	return base.inside, base.dropped
}

// isStockBlock reports a block that any site could put in any article:
// a stock line ("Advertisement", "Share this"), an affiliate disclosure,
// a paywall notice, a request to follow the site, an appeal for money,
// a pitch for the site's newsletter, a news agency's credit, a prompt
// to write to the newsroom, a note on the story's translation, a share
// bar's buttons (unless the block is a table's cell: "YouTube, X" in a
// table of platforms is data).
func isStockBlock(b *block) bool {
	t := b.text()
	l := stockLower(t, b.runes)
	if shareBarOf(t, l) && isDataCell(b) {
		return false
	}
	if isBarePrice(t) || isShopOffer(t) && offerBesideLink(b.owner) {
		// A price alone on its line is a shop box's (a product card in
		// a review, a deals widget), as is a price at a shop ("$179 at
		// Amazon"): the story names prices in
		// sentences, or in a table, whose cells keep theirs.
		// So does a definition list's value ("Price:" "$349.99" in a
		// review's specs, an "At a glance" box).
		// And so does a story's paragraph under one that announces it
		// ("One-way fare:" "$4.99").
		return !inCell(b) && !inDefinition(b) && !underLabelParagraph(b.owner)
	}
	if b.item && isCounterLine(strings.TrimSpace(t)) && inStatsList(b.owner) {
		return false
	}
	return stockTextOf(t, l, b.runes, b.item) || b.runes <= hiddenLabelFieldMax && !isSentence(t) && opensWithHiddenLabel(b.owner) ||
		isVideoTitle(b)
}

// isVideoTitle reports a line that titles a video the text embeds: a
// media label and its colon (videoLabels: "Watch:", "Video:",
// "Ansehen:") over a title that ends with the clip's running time
// ("Watch: twisted German cast-on in slow motion (3:48)"), or that
// sits in an element classed as a video's player and is no sentence.
// The player shows it; the story's text does not go on in it.
func isVideoTitle(b *block) bool {
	if len(b.lines) != 1 || b.runes > videoTitleRunes {
		return false
	}
	head, rest, ok := cutColon(b.lines[0])
	if !ok || !videoLabels[phraseKey(head)] {
		return false
	}
	rest = strings.TrimSpace(rest)
	switch {
	case rest == "":
		return false
	case runningTime.MatchString(rest) && !isClockTime(rest):
		return true
	}
	if isSentence(rest) || strings.ContainsRune(".!。", lastRune(rest)) {
		return false // a title ends with no full stop
	}
	for n, up := b.owner, 0; n != nil && up <= 3; n, up = n.Parent, up+1 {
		if hasClassToken(n, videoTokens) {
			return true
		}
	}
	return false
}

// videoTitleRunes is the longest line isVideoTitle reads.
const videoTitleRunes = 120

// runningTime is a clip's length ending a title: "(3:48)", "[1:02:10]",
// "2:14".
var runningTime = regexp.MustCompile(`[(\[]?\b\d{1,2}:\d{2}(?::\d{2})?[)\]]?$`)

// isClockTime reports a line ending with a time of day rather than a
// clip's length: the time bare, after a word that sets an hour ("Watch:
// Sky Sports from 19:30", "Video: Livestream ab 20:15", "à 21:00").
func isClockTime(s string) bool {
	if strings.ContainsAny(s[len(s)-1:], ")]") {
		return false
	}
	f := strings.Fields(s)
	return len(f) >= 2 && clockTimeWords[strings.ToLower(f[len(f)-2])]
}

// clockTimeWords are the words before a time of day that isClockTime
// reads at the end of a video's title line: not all of clockWords, whose
// words of bylines' meta lines end clip titles too ("Rocky V 2:14",
// "Pearl Jam 3:48", Italian "nelle prossime ore 1:45", in the next hours).
var clockTimeWords = setOf("from", "at", "until", "ab", "um", "bis", "à", "dès", "desde", "las", "às", "alle", "dalle", "om",
	"vanaf", "kl.", "kl", "klo", "klockan", "klokken", "od", "o", "в", "с")

// clockWords set an hour before a time of day, in lower case: English,
// German, French, Spanish, Portuguese, Italian, Romanian, Dutch, the
// Nordic languages, Estonian, Polish, Czech, Slovak, Croatian, Russian,
// Greek, Turkish, Indonesian and Malay, Vietnamese. (dates.go's clock
// pattern has a list of its own, narrower: it reads dates, not names.)
var clockWords = map[string]bool{"from": true, "at": true, "until": true, "ab": true, "um": true, "bis": true, "à": true,
	"dès": true, "desde": true, "las": true, "les": true, "às": true, "ás": true, "hora": true, "horas": true, "alle": true,
	"dalle": true, "ore": true, "ora": true, "om": true, "vanaf": true, "kl.": true, "kl": true, "klo": true, "klo.": true,
	"kello": true, "klockan": true, "klokken": true, "kell": true, "od": true, "o": true, "godz": true, "godz.": true,
	"v": true, "ve": true, "u": true, "в": true, "во": true, "с": true, "στις": true, "saat": true, "pukul": true,
	"jam": true, "lúc": true, "vào": true}

// videoTokens are the class tokens of a video's player or its box.
var videoTokens = map[string]bool{"video": true, "videos": true, "player": true, "clip": true}

// videoLabels open a video's title before a colon, as phraseKey gives
// them: "watch" and "video" in English, German, French, Spanish,
// Portuguese, Italian, Dutch, the Nordic languages, Polish, Czech,
// Hungarian, Russian, Ukrainian, Turkish, Arabic and Hindi.
var videoLabels = map[string]bool{
	"watch": true, "video": true, "watch video": true, "watch the video": true, "listen": true,
	"ansehen": true, "anschauen": true, "video ansehen": true, "regarder": true, "vidéo": true, "à voir": true,
	"mira": true, "mirá": true, "ver vídeo": true, "vídeo": true, "assista": true, "assiste": true, "guarda": true,
	"guarda il video": true, "kijk": true, "bekijk": true, "bekijk de video": true, "se": true, "se video": true,
	"titta": true, "katso": true, "katso video": true, "obejrzyj": true, "wideo": true, "zobacz wideo": true,
	"podívejte se": true, "nézze meg": true, "videó": true, "смотрите": true, "видео": true, "дивіться": true,
	"відео": true, "izle": true, "video izle": true, "شاهد": true, "فيديو": true, "देखें": true, "वीडियो": true,
}

// offerBesideLink reports a line set in a box with a link, as a product
// card puts its offer beside the shop's ("$179 at Amazon" over "Check
// price", or itself the link): a story's list of prices by place ("R$
// 6,19 no Acre", "$1.250 en Mendoza") links nowhere.
func offerBesideLink(n *html.Node) bool {
	return n != nil && n.Parent != nil && find(n.Parent, func(c *html.Node) bool { return c.DataAtom == atom.A }) != nil
}

// hiddenLabelFieldMax is the most runes of a field of the page's
// metadata labelled for screen readers ("Role, BBC Hausa, Kano"), a
// name or a place, no sentence: a story's paragraph or a how-to's step
// may open with such a label too ("<span class=sr-only>Quote:</span>
// The mayor said …", "Step 2: Find the hole in the tube.").
const hiddenLabelFieldMax = 100

// opensWithHiddenLabel reports an element that opens with a label only
// screen readers are given ("<span class=visually-hidden>Role,</span>
// BBC Hausa, Kano"): a field of the page's metadata, named for them, not
// the story's text.
func opensWithHiddenLabel(n *html.Node) bool {
	c := n.FirstChild
	for c != nil && isBlankText(c) {
		c = c.NextSibling
	}
	if c == nil || c.Type != html.ElementNode {
		return false
	}
	if !isScreenReaderOnly(c) {
		return c.FirstChild != nil && opensWithHiddenLabel(c)
	}
	t := strings.TrimSpace(Text(c))
	return strings.HasSuffix(t, ",") || strings.HasSuffix(t, ":")
}

// underLabelParagraph reports a paragraph right after a paragraph that
// ends in a colon. A shop's card sets its price in a <div> or <span>,
// under the product's name.
func underLabelParagraph(n *html.Node) bool {
	if n.DataAtom != atom.P {
		return false
	}
	prev := elementBefore(n)
	if prev == nil || prev.DataAtom != atom.P {
		return false
	}
	t := strings.TrimSpace(Text(prev))
	return strings.HasSuffix(t, ":") || strings.HasSuffix(t, "：")
}

// isStockText is isStockBlock for a line of text of n runes; item says
// whether it is a list item, where a disclosure's words are a product's.
func isStockText(t string, n int, item bool) bool {
	return stockTextOf(t, stockLower(t, n), n, item)
}

// stockLower is line t of n runes in lower case, when a stock-line check
// reads it so, else "". The checks ask for it in turn: it is made once.
//
// The "" for lines past shareBarRunes is safe while boilerLineOf reads
// no longer lines than shareBarOf; the constant below stops the build
// should boilerLineRunes ever exceed shareBarRunes.
func stockLower(t string, n int) string {
	if n > disclosureRunes && moreRunes(t, shareBarRunes) {
		return ""
	}
	return strings.ToLower(t)
}

const _ = uint(shareBarRunes - boilerLineRunes) // see stockLower

// stockTextOf is isStockText of t, its lower case l (see stockLower)
// and its n runes.
func stockTextOf(t, l string, n int, item bool) bool {
	if boilerLineOf(t, l) || shareBarOf(t, l) {
		return true
	}
	if n > disclosureRunes { // the longest of the notices below
		return false
	}
	// The checks a gate phrase of theirs is missing for are not asked:
	// one pass over the line instead of one search per phrase.
	g := stockGates.checks(l)
	if moreRunes(l, paywallRunes) {
		// Past the longest of the short notices (paywall, sign-up,
		// follow, wire, contact, translation, bare e-mail), which would
		// each read the line again to say no: only the longer ones are
		// asked. (An agency credit is measured without its brackets.)
		return (!item && g&gateDisclosure != 0 && isDisclosure(l)) || g&gateAppeal != 0 && isAppeal(l) || itemAgencyCredit(l, item) ||
			isSummaryNote(l) || isTranscriptNote(l) || isReadersDisclaimer(l) || isNewsPitch(l, t)
	}
	// A list item with a disclosure's or a pitch's words describes a
	// product or a metric ("Conversion rate: … signing up for a newsletter").
	return (!item && (g&gateDisclosure != 0 && isDisclosure(l) || g&gateSignup != 0 && isSignupPitch(l))) ||
		g&gatePaywall != 0 && isPaywallNotice(l) || g&gateFollow != 0 && followPromptOf(l, stockGates.confirm(l, g)) || g&gateAppeal != 0 && isAppeal(l) ||
		itemAgencyCredit(l, item) || g&gateWire != 0 && isWireNotice(l) ||
		isContactPrompt(l) || isReporterContact(t, l) || isTranslationNote(l) || isBareEmail(t, item) || isSummaryNote(l) || isTranscriptNote(l) || isReadersDisclaimer(l) || isNewsPitch(l, t) ||
		isLabeledURL(t) || isUpdateStamp(l) || isBroadcastNote(l) || isLiveNotice(l)
}

// isBroadcastNote reports a line, in lower case l, that names the
// programme and slot a broadcaster aired the story in: a broadcast label
// (broadcastLabels) and a date with its year, "Dieses Thema im
// Programm: … | 27. November 2026 | 12:30 Uhr", "Sendung: …, 26.11.2026".
// A line without the date ("Programa: abertura às 10h") may be a
// story's. The colon is looked for first: most lines have none near
// their start.
func isBroadcastNote(l string) bool {
	i := strings.IndexByte(l, ':')
	return i > 0 && i <= 40 && hasPrefixAny(l, broadcastLabels) && dateHasYear(l) && hasClockTime(l[i+1:])
}

// hasClockTime reports an hour and its minutes, "12:30", "10.45": the
// slot an on-air note names. A count ("2500 bolsas") or an event's day
// ("14 de março de 2026, abertura às 10h") has none; a date's "25.04."
// is no clock.
func hasClockTime(s string) bool {
	for i := 0; i+2 < len(s); i++ {
		c := s[i]
		if (c != ':' && c != '.') || !dateIsDigit(s[i+1]) || !dateIsDigit(s[i+2]) {
			continue
		}
		h := 0
		for h < i && h < 3 && dateIsDigit(s[i-1-h]) {
			h++
		}
		if h == 0 || h > 2 || i-h > 0 && (s[i-h-1] == '.' || s[i-h-1] == ':') {
			continue
		}
		if e := i + 3; e < len(s) && (dateIsDigit(s[e]) || (s[e] == '.' || s[e] == ':') && e+1 < len(s) && dateIsDigit(s[e+1])) {
			continue
		}
		return true
	}
	return false
}

// updateStamp is a page's "Last updated" stamp after a back or home
// link's words set apart by a dot or bar ("Back to News · Last updated
// 11/16/2026"): the foot of an old site's page, no line of the story.
// Its date must hold a digit; the words before it no stop. A stamp on a
// line of its own stays: the corpus gold keeps "Last Updated: December
// 2025." as a guide's first line (wcxb-0467).
var updateStamp = regexp.MustCompile(`^[\p{L}\p{N} ]{1,30}\s[·|•]\s(?:last (?:updated|modified|revised)|page (?:last )?updated):?\s[\p{L}\d/.,:\- ]{1,40}$`)

// isUpdateStamp reports a line, in lower case, that is a page's update
// stamp (updateStamp) with a date in it.
func isUpdateStamp(lower string) bool {
	return len(lower) <= 100 && strings.ContainsAny(lower, "0123456789") && updateStamp.MatchString(lower)
}

// stockGates is the gate of isStockText's checks (see stockGate).
var stockGates = newStockGate()

// isLabeledURL reports a line that is the label of a print version's
// source address and the address: "Source URL: https://…", "Printed
// from: …". Other labels before an address ("Internet: www.…",
// "Registration: https://…") are the story's own.
func isLabeledURL(t string) bool {
	label, url, ok := strings.Cut(strings.TrimSpace(t), ":")
	if !ok || !printSourceLabels[strings.ToLower(strings.TrimSpace(label))] {
		return false
	}
	url = strings.TrimSpace(url)
	return (strings.HasPrefix(url, "http://") || strings.HasPrefix(url, "https://") || strings.HasPrefix(url, "www.")) &&
		!strings.ContainsAny(url, " \t")
}

// printSourceLabels introduce, in lower case, the address a print
// version was printed from.
var printSourceLabels = map[string]bool{"source url": true, "printed from": true, "article url": true,
	"url to article": true, "url of this article": true, "artikel-url": true, "url des artikels": true,
	"url dieses artikels": true, "gedruckt von": true, "imprimé depuis": true, "url de l'article": true, "url del artículo": true}

// isLinkCell reports a block that is a link in a cell of a data table
// (the film a row is about, a company's name). A layout table's
// navigation cell holds more than one short link.
func isLinkCell(b *block) bool {
	return b.runes <= 100 && isDataCell(b)
}

// isDataCell reports a block that is the whole of a cell of a data
// table: the row has another cell with text that is not a link, and the
// table has three rows or more.
func isDataCell(b *block) bool {
	cell, row := cellOf(b)
	if row == nil || row.Parent == nil {
		return false
	}
	if runes(innerText(cell)) > b.runes+2 {
		return false // the cell holds more than this block
	}
	other := false
	for c := row.FirstChild; c != nil && !other; c = c.NextSibling {
		if c != cell && isTableCell(c) {
			text, links := textAndLinkText(c)
			other = nonSpaceRunes(text) > links
		}
	}
	if !other {
		return false
	}
	// A header row of header cells (<thead><tr><th>District</th><th>
	// October 2025</th>…) stands alone in its group, and is the data
	// table's as much as the rows of its body: it counts all the table's
	// rows. Another row counts its own group's: a layout's dateline in a
	// <thead> of <td>s over one row of a <tbody> and one of a <tfoot> is
	// no data table.
	if row.Parent.DataAtom == atom.Thead && headerCellsOnly(row) {
		return tableRows(row, 3) >= 3
	}
	rows := 0
	for r := row.Parent.FirstChild; r != nil; r = r.NextSibling {
		if r.DataAtom == atom.Tr {
			rows++
		}
	}
	return rows >= 3
}

// headerCellsOnly reports a table row whose cells are all <th>.
func headerCellsOnly(row *html.Node) bool {
	n := 0
	for c := row.FirstChild; c != nil; c = c.NextSibling {
		switch c.DataAtom {
		case atom.Th:
			n++
		case atom.Td:
			return false
		}
	}
	return n > 0
}

// linksInPage reports whether every link in n with text points into the
// page itself ("#section-2"): a heading wrapped in its own permalink or
// in a link back to the table of contents is a section title, not a
// teaser's.
func linksInPage(n *html.Node) bool {
	found, out := false, false
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil && !out; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			if c.DataAtom == atom.A && innerText(c) != "" {
				if !strings.HasPrefix(strings.TrimSpace(attr(c, "href")), "#") {
					out = true
					return
				}
				found = true
				continue
			}
			walk(c)
		}
	}
	walk(n)
	return found && !out
}

// tailHeads are the titles of the boxes that follow an article inside
// its container: about the author, related or recommended reading,
// sharing and feedback prompts. Compared by phraseKey. Prompts that news
// sites also put between paragraphs ("Lesen Sie auch", "Lire aussi")
// are not among them.
var tailHeads = map[string]bool{
	"über den autor": true, "über die autorin": true, "fragen an den autor": true,
	"verwandte beiträge": true, "verwandte themen": true, "verwandte themenbereiche": true,
	"ähnliche themen": true, "ähnliche beiträge": true, "ähnliche artikel": true, "empfohlene beiträge": true,
	"weitere artikel": true, "weitere artikel zum thema": true, "kommentierte artikel": true,
	// The rail of the site's latest stories: German for "recent posts"
	// (WordPress's own title of that widget is "Neueste Beiträge").
	"neueste artikel": true, "neueste beiträge": true,
	"weitere meldungen": true, "weitere beiträge": true, "mehr themen": true, "mehr zum thema": true,
	"das könnte sie auch interessieren": true, "das könnte dich auch interessieren": true,
	"das thema könnte dich auch interessieren": true, "lesen sie auch die folgenden beiträge": true,
	"diesen artikel teilen": true, "artikel teilen": true, "war der artikel nützlich": true,
	"möchten sie den artikel teilen": true, "meist gesucht": true, "meistgelesen": true,
	"schlagwörter": true, "schlagworte": true, "tags": true, "tagged": true,
	"related posts": true, "related articles": true, "related stories": true, "you may also like": true,
	"you might also like": true, "more stories": true, "read next": true, "recommended for you": true,
	"about the author": true, "share this article": true, "recent blogs": true, "recent posts": true,
	"recent articles": true, "related papers": true, "related reading": true, "related content": true,
	"related articles that may interest you": true, "you may be interested in the following topics": true,
	"you may also be interested in": true, "you might be interested in": true,
	"author": true, "authors": true, "the author": true, "about the writer": true, "contributing writer": true,
	"contributor": true, "meet the testers": true, "sobre la firma": true, "sobre el autor": true,
	"à propos de l'auteur": true, "l'auteur": true,
	// "About the author" in more languages: the bio box closing a story.
	"over de auteur": true, "over de schrijver": true, "sobre o autor": true, "sobre a autora": true,
	"sobre la autora": true, "à propos de l'autrice": true, "sull'autore": true, "sull'autrice": true,
	"o autorze": true, "o autorce": true, "o autorovi": true, "o autorce článku": true, "om skribenten": true,
	"om författaren": true, "om forfatteren": true, "om skribenten bag": true, "kirjoittajasta": true,
	"об авторе": true, "про автора": true, "yazar hakkında": true, "a szerzőről": true, "despre autor": true,
	"contenido relacionado": true, "noticias relacionadas": true,
	"articles similaires": true, "sur le même sujet": true, "articoli correlati": true,
	"article sources": true,
	// German for "sources used": the box listing a story's sources
	// under it (t-online, web.de), which the corpus gold leaves out.
	"verwendete quellen": true,
	// The press contact closing a press release, whatever the wire. (Not
	// the German "Pressekontakt": the corpus keeps it as part of a
	// ministry's or a club's release, and it is a menu item of German
	// authorities' sites.)
	"contacts": true, "media contact": true, "media contacts": true, "press contact": true, "press contacts": true,
	// "Contacts" in the languages of press-release newsrooms (Swedish,
	// Danish and Norwegian, German, Dutch, Polish and Czech, Spanish,
	// Portuguese, Italian, Finnish): contactTails, cut only before a
	// contact card.
	"kontakter": true, "kontakte": true, "contacten": true, "kontakty": true, "contactos": true, "contatos": true,
	"contatti": true, "yhteystiedot": true,
	"media inquiries": true, "media enquiries": true, "contact presse": true,
	"contacto de prensa": true, "contatto stampa": true, "contatti stampa": true, "perskontakt": true,
	// "Other news" in Tajik and Turkmen.
	"хабарҳои дигар": true, "beýleki habarlar": true,
	// "Related articles" and "read this too" in Japanese, Chinese and
	// Korean, mostly framed by brackets (see headFrames).
	"関連記事": true, "関連ニュース": true, "あわせて読みたい": true, "相关阅读": true, "相关新闻": true,
	"相關閱讀": true, "相關新聞": true, "관련기사": true, "관련 기사": true,
	// "Related news" and "related articles" in Indonesian and Malay,
	// Tagalog, Vietnamese, Thai, Turkish and Swahili. (Not the
	// Indonesian "Baca juga", "read also", which news sites also set
	// between the paragraphs; the Vietnamese "Tin liên quan" is a
	// boilerPhrases line.)
	"berita terkait": true, "artikel terkait": true, "berita berkaitan": true, "artikel berkaitan": true,
	"kaugnay na balita": true, "mga kaugnay na balita": true, "bài viết liên quan": true,
	"ข่าวที่เกี่ยวข้อง": true, "บทความที่เกี่ยวข้อง": true, "ilgili haberler": true, "benzer haberler": true,
	"habari zinazohusiana": true, "habari zinazofanana": true,
	// The record card ("Metryczka") that Polish public bulletins (BIP)
	// close every item with: who made, published and changed it, when.
	// (The boxes of attached files and a lesson's instructor card are
	// fileTails.)
	"metryczka": true, "metryczka strony": true, "metryczka dokumentu": true,
}

// commentsHeads title a reader comment thread, in the languages Byline
// reads. Compared by phraseKey after a count is cut off.
var commentsHeads = map[string]bool{
	"comments": true, "comment": true, "reader comments": true, "kommentare": true, "leserkommentare": true,
	"commentaires": true, "comentarios": true, "comentários": true, "commenti": true, "komentarze": true,
	"reacties": true, "yorumlar": true, "комментарии": true, "תגובות": true, "טוקבקים": true, "تعليقات": true,
	"التعليقات": true, "댓글": true, "コメント": true, "评论": true, "評論": true, "ý kiến": true, "bình luận": true,
	"talkbacks": true,
	// French threads of the national dailies: "Contributions (27)",
	// "Réactions (12)"; with their count only (discussionHeads).
	"contributions": true, "réactions": true,
	// Czech and Slovak sites title the thread "Diskuse"/"Diskuze"
	// ("discussion") as often as "Komentáře".
	"diskuse": true, "diskuze": true, "diskusia": true, "komentáře": true, "komentáre": true,
	// Danish and Norwegian threads are a "Debat (2)", "Debatt (14)".
	"debat": true, "debatt": true,
	// Estonian, Latvian, Lithuanian, Finnish, Hungarian, Slovenian,
	// Romanian, Greek, Scandinavian, Croatian/Serbian/Bosnian,
	// Bulgarian/Macedonian, Ukrainian and Catalan; the Indonesian and
	// Malay "Komentar" only with its count (discussionHeads): in Croatian
	// it is a commentary, an opinion column.
	"kommentaarid": true, "komentāri": true, "komentarai": true, "kommentit": true, "hozzászólások": true, "kommentek": true,
	"komentarji": true, "comentarii": true, "σχόλια": true, "kommentarer": true, "komentari": true, "коментари": true,
	"коментарі": true, "comentaris": true, "komentar": true,
	// Uzbek, Kazakh, Azerbaijani, Armenian, Georgian, Hindi, Basque,
	// Welsh, Icelandic and Albanian.
	"izohlar": true, "пікірлер": true, "şərhlər": true, "մեկնաբանություններ": true, "კომენტარები": true,
	"टिप्पणियां": true, "टिप्पणियाँ": true, "iruzkinak": true, "sylwadau": true, "athugasemdir": true, "komente": true,
	// An obituary's guest book, where readers leave condolences.
	"share a memory": true, "share a memory or condolence": true, "leave a condolence": true, "send condolences": true,
	"offer condolences": true, "memories & condolences": true, "memories and condolences": true,
	"sign the guestbook": true, "sign the guest book": true, "guestbook": true, "guest book": true, "tribute wall": true,
}

// commentsHeadKey is the key of a title looked up in commentsHeads: its
// phraseKey without the count, which a dash, bar or dot may set apart
// ("Comments", "Komentarze (342)", "60 Comments", "댓글 12",
// "Comentarios - 12" are all a comment thread's title).
func commentsHeadKey(s string) string {
	k := phraseKey(s)
	k = strings.TrimSpace(strings.TrimRight(k, "0123456789()[] -–—|·:"))
	return strings.TrimSpace(strings.TrimLeft(k, "0123456789 -–—|·:"))
}

// discussionHeads are comments heads that also title a section of the
// story or the site: a study's "Diskuse" (discussion) after its results,
// a paper's opinion section "Debat", a Croatian commentary "Komentar".
// They title the thread only with its count: "Diskuse (2)", "Debat (2)".
// Welsh "Sylwadau", Icelandic "Athugasemdir" and Uzbek "Izohlar" are
// also a story's "remarks" or "notes"; French "Contributions" and
// "Réactions" a story's section or a list of others' reactions.
var discussionHeads = map[string]bool{"diskuse": true, "diskuze": true, "diskusia": true, "debat": true, "debatt": true,
	"komentar": true, "sylwadau": true, "athugasemdir": true, "izohlar": true, "contributions": true, "réactions": true}

// isDiscussionCount reports a discussionHeads title s (key k) whose
// figure is the thread's count, "Debat (2)", not the time or date a
// section's kicker shows beside its name: "Debat 14:32", "Debatt |
// 12-03-2026", "Debat 2026".
func isDiscussionCount(s, k string) bool {
	rest := strings.Trim(strings.Replace(phraseKey(s), k, "", 1), "()[] -–—|·:")
	if rest == "" || len(rest) > 4 || strings.Trim(rest, "0123456789") != "" {
		return false
	}
	return !yearIn(rest)
}

// cutTail drops, from the first kept line that titles a box following
// the article (tailHeads) in the second half of the kept text, that
// line and all after it: the box's content (a biography, teasers without
// links) reads like prose.
//
// A box set between the article's paragraphs ("Noticias relacionadas"
// after the third of five) is not its end: only the box is dropped.
func cutTail(seq []seqBlock) {
	total := 0
	for _, sb := range seq {
		if sb.keep {
			total += sb.b.runes
		}
	}
	seen, prev := 0, -1
	for i, sb := range seq {
		if !sb.keep {
			continue
		}
		// The line's key is asked for last: every kept line comes here,
		// and few are short ones in the second half.
		tail := 2*seen >= total && sb.b.runes <= 60
		if tail && len(sb.b.lines) == 1 && (!sb.b.heading && (isRankingHead(sb.b.text()) || isVideoRailHead(sb.b.text())) || sb.b.heading && slices.Contains(rankingPhrases, phraseKey(sb.b.text()))) {
			// The title of a rail of the most watched videos, set
			// between the last paragraphs as well as after them: the
			// line goes, the text after it stays (the rail's teasers are
			// links). A heading only when it is the phrase and no more
			// ("Najczęściej czytane"): a subhead may speak of the most
			// read.
			seq[i].keep = false
			continue
		}
		if tail && (isTailHead(sb.b.text(), seq[i+1:]) || headsLinks(sb.b, seq[i+1:]) || headsTagList(sb.b, seq[i+1:]) || headsPosts(sb.b, seq[i+1:]) || headsEmptyThread(sb.b, seq[i+1:])) {
			if box := inlineBox(seq, prev, i); box != nil {
				for j := i; j < len(seq) && isAncestor(box, seq[j].b.owner); j++ {
					seq[j].keep = false
				}
				continue
			}
			for j := i; j < len(seq); j++ {
				seq[j].keep = false
			}
			return
		}
		seen += sb.b.runes
		prev = i
	}
}

// headsPosts reports a comment thread's title (commentsHeads, with or
// without its count) on a line of its own, followed by what reads as
// the thread's first post: a poster's name beside a timestamp ("Ольга
// 26.11.2026", namesBesideStamp) and a line of text. A page builder
// sets title and posts as plain text records, no heading or class
// naming them, the posts as <br> lines ("<b>Ольга</b>
// 26.11.2026<br>Наконец-то! …"), which markCommentThreads cannot see
// as a box of posts.
func headsPosts(b *block, rest []seqBlock) bool {
	k := commentsHeadKey(b.text())
	if len(b.lines) != 1 || b.runes > 40 || !commentsHeads[k] || discussionHeads[k] && !isDiscussionCount(b.text(), k) {
		// A discussionHeads title without its count is a section of
		// the story ("Komentar", a commentary signed with its date).
		return false
	}
	var lines []string
	for _, sb := range rest {
		if sb.keep {
			lines = append(lines, sb.b.lines...)
		}
		if len(lines) >= 2 {
			break
		}
	}
	return len(lines) >= 2 && runes(lines[0]) <= 60 && isDateLine(lines[0]) && namesBesideStamp(lines[0]) &&
		!isDateLine(lines[1])
}

// headsEmptyThread reports a comment thread's title (commentsHeads, a
// discussionHeads title without its count too) over the thread's empty
// state and nothing more: one short line, the last kept, that says the
// title's word again ("Komentar" over "Alun ado komentar.", "Comments"
// over "No comments yet.", "Kommentare" over "Noch keine Kommentare").
// A section of the story so titled ("Komentar", a commentary) goes on
// in more than a line that repeats its title.
func headsEmptyThread(b *block, rest []seqBlock) bool {
	k := commentsHeadKey(b.text())
	if len(b.lines) != 1 || !commentsHeads[k] {
		return false
	}
	var last string
	for _, sb := range rest {
		if !sb.keep {
			continue
		}
		if last != "" || len(sb.b.lines) != 1 {
			return false
		}
		last = sb.b.lines[0]
	}
	l := strings.ToLower(last)
	return last != "" && runes(last) <= 60 && strings.Contains(l, k) &&
		slices.ContainsFunc(strings.FieldsFunc(l, func(r rune) bool { return !unicode.IsLetter(r) }), func(w string) bool { return emptyStateWords[w] })
}

// emptyStateWords say that a thread holds nothing yet ("No comments
// yet", "Belum ada komentar", "Alun ado komentar", "Noch keine
// Kommentare", "Aucun commentaire", "Be the first to comment"): a
// section of the story titled with a thread's word ("Komentar", "Debat",
// "Réactions") says it again without them ("The ministry declined to
// comment").
var emptyStateWords = map[string]bool{"no": true, "keine": true, "kein": true, "belum": true, "alun": true, "tiada": true,
	"tidak": true, "aucun": true, "aucune": true, "sin": true, "ningún": true, "nenhum": true, "nessun": true, "brak": true,
	"ingen": true, "geen": true, "nincs": true, "nincsenek": true, "žádné": true, "нет": true, "немає": true, "henüz": true,
	"chưa": true, "first": true, "erste": true, "premier": true}

// isTailHead reports a line that titles a box following the article
// (tailHeads); a contactTails title only before contact details.
func isTailHead(t string, rest []seqBlock) bool {
	k := strings.TrimSpace(strings.Trim(phraseKey(t), headFrames))
	return isTailKey(k) && (!contactTails[k] || contactFollows(rest)) &&
		(!fileTails[k] || !sectionFollows(rest, 0)) && (!cardTails[k] || !sectionFollows(rest, sectionProse))
}

// headsTagList reports the label of the story's tag list alone on its
// line ("Archivado En", "Topics"; taxonomyLabels), its tags links, with
// at most tagListRunes of kept text after it. A story's section so
// titled goes on in its paragraphs, a table's header cell ("Category",
// German "Tag") in its rows, a sitemap's "Kategorien:" in its lists.
func headsTagList(b *block, rest []seqBlock) bool {
	if len(b.lines) != 1 || !taxonomyLabels[strings.TrimSpace(strings.Trim(phraseKey(b.text()), headFrames))] ||
		hasAncestorAtom(b.owner, atom.Table) || sectionFollows(rest, 0) {
		return false
	}
	after, links := 0, 0
	for _, sb := range rest {
		if sb.keep {
			if after += sb.b.runes; after > tagListRunes {
				return false
			}
			links += sb.b.links
		}
	}
	// The tags are links: a list of plain items under "Temas" or
	// "Topics" is the story's own (an agenda, a course's syllabus).
	return 2*links >= after
}

// tagListRunes is the most kept text after a tag list's label: the tags
// that read as text, a share or follow line.
const tagListRunes = 200

// fileTails are the tail titles (beside tailHeads) of a box of attached
// files: a review's or a report's section may be titled so too
// ("Attachments" in a mail app's review, "Downloads" in a music market
// report's), and a section goes on in sentences, a files box in file
// names and sizes, none a statement.
var fileTails = map[string]bool{
	// The files attached under a release or an authority's news item
	// (the corpus leaves "Attachments" and "Downloads" boxes out), and
	// the downloads box of a CMS's file field (Drupal's "Documents à
	// télécharger", a German authority's "Downloads"): file links with
	// their sizes.
	"attachments": true, "załączniki": true, "pliki do pobrania": true, "do pobrania": true,
	"pièces jointes": true, "allegati": true, "archivos adjuntos": true, "bijlagen": true, "přílohy": true,
	"prílohy": true, "dateianhänge": true, "downloads": true, "documents à télécharger": true,
	"téléchargements": true, "fichiers joints": true, "documents joints": true, "documentos para descargar": true,
	"descargas": true, "documentos adjuntos": true, "documenti scaricabili": true, "documenti da scaricare": true,
	"documentos para download": true, "anexos": true, "related documents": true, "documents to download": true}

// cardTails title a lesson's instructor card, a short bio; a travel
// story's section on the teacher ("Your instructor" in a surf course's)
// goes on in sectionProse.
var cardTails = map[string]bool{
	"your instructor": true, "about the instructor": true, "meet your instructor": true,
	"about your instructor": true, "ihr dozent": true, "ihre dozentin": true, "votre formateur": true,
	"votre formatrice": true, "tu instructor": true, "tu instructora": true}

// isTailKey reports a phraseKey that titles a box following the article:
// a tailHeads, fileTails or cardTails title.
func isTailKey(k string) bool { return tailHeads[k] || fileTails[k] || cardTails[k] }

// sectionFollows reports whether the next kept block after a title is a
// paragraph of the story's prose (least runes or more, a statement), as
// a section's first paragraph is; a files box holds links and their
// sizes, the record card after it short fields.
func sectionFollows(seq []seqBlock, least int) bool {
	for _, sb := range seq {
		if !sb.keep || sb.b.heading {
			continue
		}
		return sb.b.runes >= least && isStatement(sb.b.text())
	}
	return false
}

// rankingPhrases name a rail of the site's most read or watched stories,
// in lower case.
var rankingPhrases = []string{"mais assistidos", "mais assistidas", "mais lidas", "mais lidos", "mais vistos",
	"most watched", "most read", "most viewed", "más vistos", "más leídas", "más leídos", "les plus lus",
	"les plus vues", "più letti", "più visti", "meistgesehen", "najczęściej czytane", "najchętniej czytane",
	"meest gelezen", "mest lästa", "mest lest", "mest læste", "nejčtenější", "najčítanejšie", "legolvasottabb",
	"cele mai citite", "en çok okunan", "самое читаемое", "найпопулярніше", "luetuimmat", "najčitanije"}

// isRankingHead reports a line whose key, lower-cased, holds one of
// rankingPhrases and ends in no stop, as a rail's title does ("VÍDEOS:
// mais assistidos do g1 PE nos últimos 7 dias", "Veja os vídeos mais
// assistidos do g1 PE"); a sentence about the most read stories ends in
// one.
func isRankingHead(t string) bool {
	if strings.ContainsRune(".!?", lastRune(strings.TrimSpace(t))) {
		return false
	}
	k := phraseKey(t)
	return slices.ContainsFunc(rankingPhrases, func(p string) bool {
		if !hasWordPhrase(k, p) {
			return false
		}
		if !slices.Contains(railOnlyPhrases, p) {
			return true
		}
		// A story's bold subhead speaks of the most read books or the
		// most popular town ("Najczęściej czytane książki", "Найпопулярніше
		// місто для відпочинку"): the rail's title is the phrase alone or
		// with a word for its stories.
		rest, ok := strings.CutPrefix(k, p)
		return ok && (strings.TrimSpace(rest) == "" || railNouns[strings.TrimSpace(rest)])
	})
}

// isVideoRailHead reports the title of a rail of videos on a topic: the
// plural label, its colon and the topic, ending in no stop ("VÍDEOS:
// tudo sobre São Paulo e região metropolitana", "Videos: more from the
// region"). The singular labels one video or a spec sheet's line
// ("Video: 4K/30p"), and a sentence after the label ends in a stop.
func isVideoRailHead(t string) bool {
	head, rest, ok := cutColon(t)
	// The topic opens in a letter: a figure after the label is a count
	// or a spec ("Vídeos: 1.200", "Videos: 4K a 60 fps").
	r, _ := utf8.DecodeRuneInString(strings.TrimSpace(rest))
	return ok && videoRailLabels[phraseKey(head)] && unicode.IsLetter(r) &&
		!strings.ContainsRune(".!?", lastRune(strings.TrimSpace(t)))
}

// videoRailLabels are "videos" in lower case, in English and Spanish,
// Portuguese, French, Dutch, Turkish, Hungarian, the Scandinavian
// languages and Finnish: the languages whose plural differs from the
// singular.
var videoRailLabels = map[string]bool{"videos": true, "vídeos": true, "vidéos": true, "video's": true,
	"videolar": true, "videók": true, "videoer": true, "videor": true, "videot": true}

// railOnlyPhrases are the rankingPhrases an adjective of the story's may
// open as well, in lower case: a line is the rail's title only when one
// opens it alone or before a railNouns word.
var railOnlyPhrases = []string{"najczęściej czytane", "najchętniej czytane", "meest gelezen", "mest lästa", "mest lest",
	"mest læste", "nejčtenější", "najčítanejšie", "legolvasottabb", "cele mai citite", "en çok okunan", "самое читаемое",
	"найпопулярніше", "luetuimmat", "najčitanije"}

// railNouns name a ranking rail's stories after its phrase, in lower
// case: "Nejčtenější články", "En çok okunan haberler".
var railNouns = map[string]bool{"artykuły": true, "teksty": true, "wiadomości": true, "artikelen": true, "nieuws": true,
	"artiklar": true, "artikler": true, "nyheter": true, "nyheder": true, "články": true, "zprávy": true, "správy": true,
	"cikkek": true, "hírek": true, "articole": true, "știri": true, "știrile": true, "haberler": true, "yazılar": true,
	"статьи": true, "новости": true, "статті": true, "новини": true, "uutiset": true, "artikkelit": true, "vijesti": true,
	"članci": true, "članki": true}

// hasWordPhrase reports whether k holds phrase p as whole words: "most
// read" is in "vídeos most read" but not in "most readers" or "almost
// ready". A one-word phrase may go on ("meistgesehene Videos").
func hasWordPhrase(k, p string) bool {
	return anyIndex(k, p, func(i int) bool {
		before, _ := utf8.DecodeLastRuneInString(k[:i])
		after, _ := utf8.DecodeRuneInString(k[i+len(p):])
		return !unicode.IsLetter(before) && (!unicode.IsLetter(after) || !strings.Contains(p, " "))
	})
}

// headFrames are the brackets and marks East Asian sites frame a box's
// title with ("【関連記事】", "■관련기사", "［相关阅读］").
const headFrames = "【】［］[]〔〕〈〉《》＜＞<>■□◆◇●▶▷ "

// headsLinks reports a block whose first line, up to a <br>, titles a
// tail box and whose other lines are mostly links: the box in one
// paragraph ("【関連記事】<br><a>…</a><br><a>…</a>").
func headsLinks(b *block, rest []seqBlock) bool {
	return wholeBox(b) && isTailHead(b.lines[0], rest)
}

// wholeBox reports a block that holds its box whole, title and links
// (see headsLinks): with prose after it among its siblings it sits
// between the article's paragraphs like a box in an element of its own.
func wholeBox(b *block) bool {
	return len(b.lines) > 1 && 2*b.links >= b.runes
}

// contactTails are the tailHeads that also title a section of an
// article: "Contacts" in a review of a phone's apps, of a CRM, of a
// club's season. They end the article only before contact details.
var contactTails = map[string]bool{"contacts": true, "kontakter": true, "kontakte": true, "contacten": true,
	"kontakty": true, "contactos": true, "contatos": true, "contatti": true, "yhteystiedot": true}

// contactFollows reports whether a contact card follows: one of the
// first contactCardLines kept blocks of seq holds contact details, an
// e-mail address or a phone number, and the blocks before it are short
// lines (a newsroom's card sets the person's name and title before the
// address: "Johan Berglind", "Presskontakt, kommunikationschef",
// "johan.berglind@…"), or no kept block follows. A section of a story
// so titled goes on in prose.
func contactFollows(seq []seqBlock) bool {
	n := 0
	for _, sb := range seq {
		if !sb.keep {
			continue
		}
		t := sb.b.text()
		// Digits make a phone number on a card's line, not in a sentence
		// of prose: a story's section so titled may open with a date and
		// a number ("Seit dem Update vom 12. März 2026 … 25.000 Kontakte").
		if strings.Contains(t, "@") || countDigits(t) >= 7 && (sb.b.runes <= contactCardRunes || !isSentence(t)) {
			return true
		}
		if n++; n >= contactCardLines || sb.b.runes > contactCardRunes {
			return false
		}
	}
	return n == 0
}

// contactCardLines and contactCardRunes bound the lines of a contact
// card before its details: a name, a title, a department, each a short
// line.
const (
	contactCardLines = 4
	contactCardRunes = 60
)

// boxHeads title boxes that are no part of the story wherever they
// stand, compared by phraseKey: the facts a local paper sets beside a
// story about an event (when, where, tickets), a market story's box of
// the stocks it names, a press release's contact for journalists; and
// matchSheetHeads, a match report's sheet of line-ups and scorers. They
// are no tailHeads: a site's menu names its press contact page too, and
// what follows the menu is the article.
var boxHeads = map[string]bool{"if you go": true, "if you attend": true, "want to go": true,
	"if you want to go": true, "wenn sie hingehen": true,
	"stocks in this story": true, "stocks in this article": true, "stocks mentioned in this article": true,
	"pressekontakt": true, "press contact": true, "press contacts": true, "media contact": true, "media contacts": true,
	"contact presse": true, "contacto de prensa": true,
	// The British spelling and the press office's "enquiries" box of a
	// charity's or a university's page.
	"media enquiries": true, "media inquiries": true, "press enquiries": true, "press inquiries": true,
	"for media enquiries": true, "for media inquiries": true, "contact for media": true, "media contact information": true,
	// The contact for journalists under an authority's or a company's
	// media release in other languages: German (Swiss "Kontakt für
	// Medien" under a city's Medienmitteilung), French, Italian,
	// Spanish, Portuguese, Dutch, the Scandinavian languages and Polish.
	"kontakt für medien": true, "kontakt für medienschaffende": true, "medienkontakt": true, "medienkontakte": true,
	"pressekontakte": true, "kontakt für journalisten": true, "medienanfragen": true,
	"contact médias": true, "contacts médias": true, "contact pour les médias": true, "contacts presse": true,
	"contatto per i media": true, "contatti per i media": true, "contatto stampa": true, "contatti stampa": true,
	"contacto para medios": true, "contactos de prensa": true, "contacto para prensa": true,
	"contato para imprensa": true, "contacto para imprensa": true, "contatos para imprensa": true,
	"perscontact": true, "contact voor de media": true, "contact voor pers": true,
	"presskontakt": true, "mediekontakt": true, "kontakt dla mediów": true,
	// The box offering a report's files beside its landing page's
	// summary, in English, German, French, Spanish, Dutch and Italian.
	"download the report": true, "download the full report": true, "download report": true,
	"bericht herunterladen": true, "télécharger le rapport": true, "descargar el informe": true,
	"download het rapport": true, "scarica il rapporto": true}

// matchSheetHeads title a sports report's match sheet under or beside
// it: the line-ups, scorers, referee and ground, set as a list of names
// and minutes under its own title, in English, French, Spanish,
// Portuguese, Italian, German, Dutch, the Scandinavian languages,
// Polish, Czech and Slovak. The report tells the match; the sheet lists
// it. A box under such a title that tells the team news in sentences (a
// live blog's entry) or names the side with no minute or score in it (a
// team-selection story's news) is the story's.
var matchSheetHeads = map[string]bool{
	"match sheet": true, "team sheet": true, "line-ups": true, "lineups": true, "line ups": true,
	"starting line-ups": true, "starting lineups": true, "teams and scorers": true, "match facts": true, "box score": true,
	"feuille de match": true, "la feuille de match": true, "les compositions": true, "compositions des équipes": true,
	"ficha técnica": true, "ficha del partido": true, "alineaciones": true, "ficha do jogo": true, "escalações": true,
	"tabellino": true, "il tabellino": true, "le formazioni": true, "formazioni": true,
	"aufstellungen": true, "die aufstellungen": true, "opstellingen": true, "de opstellingen": true,
	"matchfakta": true, "laguppställningar": true, "lagoppstillinger": true, "holdopstillinger": true, "opstillinger": true,
	"składy": true, "sestavy": true, "zostavy": true}

// headedBoxRunes is the most text such a box holds, heading included.
const headedBoxRunes = 600

// dropHeadedBoxes drops each box that a title of boxHeads opens: the
// title and the first element around it that holds more than the title
// (its wrappers of the title alone are climbed past), if that holds no
// more than headedBoxRunes of text and no more than a third of the kept
// text, so that a short story under such a title is never taken for its
// box. The first, not the largest: a box set inside one of the blocks a
// story's paragraphs are grouped in is followed by the story's text.
func dropHeadedBoxes(seq []seqBlock) {
	total := 0
	for _, sb := range seq {
		if sb.keep {
			total += sb.b.runes
		}
	}
	for i, sb := range seq {
		if !sb.keep || sb.b.runes > 40 {
			continue
		}
		key := phraseKey(sb.b.text())
		if !boxHeads[key] && !matchSheetHeads[key] && !teamSheetHeads[key] {
			continue
		}
		box := sb.b.owner
		title := textRunes(box, headedBoxRunes)
		for p := box.Parent; p != nil; p = p.Parent {
			if n := textRunes(p, headedBoxRunes); n > headedBoxRunes || 3*n > total {
				break
			}
			box = p
			if textRunes(p, title) > title {
				break
			}
		}
		if box == sb.b.owner {
			continue // the title stands alone among the story's lines
		}
		if contactHead(phraseKey(sb.b.text())) && !holdsContact(box) && proseIn(seq[i+1:], box) {
			continue // "Medienkontakte" over a story's section about them
		}
		sheet := matchSheetHeads[key] || teamSheetHeads[key]
		if teamSheetHeads[key] && sheetLabelIn(strings.ToLower(Text(box)), false, matchResultLabels) < 0 {
			continue // "Teams" over a story's section on them, or over a preview's announced sides ("Subs:", "Referee:")
		}
		if sheet && (!strings.ContainsFunc(Text(box), unicode.IsDigit) || storyProseIn(seq[i+1:], box)) {
			continue // a live blog's "Line-ups" entry, a team selection
		}
		j := i
		for ; j < len(seq) && isAncestor(box, seq[j].b.owner); j++ {
			seq[j].keep = false
		}
		// The sheet's last lines may stand in boxes of their own after
		// it: "<div class=motm>Man of the match: …</div>".
		for ; sheet && j < len(seq) && seq[j].keep && seq[j].b.runes <= sheetLineRunes && sheetLabelAt(strings.ToLower(seq[j].b.text()), true) == 0; j++ {
			seq[j].keep = false
		}
	}
}

// teamSheetHeads title a match sheet too ("Teams", "Les équipes"), but
// a story's section as often: only over a box holding a label only a
// played match's sheet shows (matchResultLabels) do they open one.
var teamSheetHeads = map[string]bool{"teams": true, "the teams": true, "squads": true, "les équipes": true,
	"los equipos": true, "le squadre": true, "as equipas": true, "die mannschaften": true, "de teams": true}

// matchResultLabels, lower-cased, label the lines of a match sheet,
// before a colon, that only a played match's sheet shows: the unused
// substitutes, the crowd, the bookings and the player of the match, in
// English, French, Spanish, Portuguese, Italian, German and Dutch.
var matchResultLabels = []string{"subs not used", "unused subs", "unused substitutes",
	"attendance", "booked", "bookings", "sent off", "man of the match", "player of the match",
	"spectateurs", "avertissements", "expulsions", "homme du match",
	"espectadores", "amonestados", "expulsados", "jugador del partido", "mejor jugador",
	"público", "cartões amarelos", "homem do jogo", "melhor em campo",
	"spettatori", "ammoniti", "espulsi", "migliore in campo",
	"zuschauer", "gelbe karten", "rote karte", "spieler des spiels",
	"toeschouwers", "gele kaarten", "man van de wedstrijd"}

// matchSheetLabels label any line of a match sheet: matchResultLabels
// and the substitutes and referee, which a team-news story or a preview
// lists too, its sides being the news.
var matchSheetLabels = append([]string{"substitutes", "subs", "referee", "remplaçants", "arbitre",
	"suplentes", "árbitro", "a disposizione", "arbitro", "schiedsrichter", "wissels", "scheidsrechter"},
	matchResultLabels...)

// sheetLineRunes is the most text of a sheet's line set apart after it.
const sheetLineRunes = 120

// sheetLabelAt returns where lower-cased text t holds a label of
// matchSheetLabels followed by a colon, at a word's start, or -1; with
// atStart only at t's start.
func sheetLabelAt(t string, atStart bool) int {
	return sheetLabelIn(t, atStart, matchSheetLabels)
}

// sheetLabelIn is sheetLabelAt over the labels given.
func sheetLabelIn(t string, atStart bool, labels []string) int {
	for _, l := range labels {
		for from := 0; ; {
			i := strings.Index(t[from:], l+":")
			if i < 0 {
				break
			}
			i += from
			from = i + 1
			if i == 0 || !atStart && !unicode.IsLetter(lastRune(t[:i])) {
				return i
			}
			if atStart {
				break
			}
		}
	}
	return -1
}

// contactHead reports a boxHeads title of a press office's contact box
// ("Medienkontakt", "Contact médias", "Media enquiries"), words a story
// may head a section of its own with too: a box under it that holds
// prose and no address or number is that section.
func contactHead(key string) bool {
	return hasAny(key, []string{"contact", "kontakt", "contatt", "contato", "contacto", "enquir", "inquir", "anfragen"})
}

// proseIn reports a kept paragraph of prose, a sentence of 100 runes or
// more, among the blocks of seq inside box (those opening seq).
func proseIn(seq []seqBlock, box *html.Node) bool {
	for _, sb := range seq {
		if !isAncestor(box, sb.b.owner) {
			return false
		}
		if sb.keep && sb.b.runes >= 100 && isStatement(sb.b.text()) {
			return true
		}
	}
	return false
}

// storyProseIn reports a kept paragraph of running prose among the
// blocks of seq inside box (those opening seq): a sentence of 100 runes
// or more most of whose words open in lower case, no list of names.
func storyProseIn(seq []seqBlock, box *html.Node) bool {
	for _, sb := range seq {
		if !isAncestor(box, sb.b.owner) {
			return false
		}
		if !sb.keep || sb.b.runes < 100 || !isStatement(sb.b.text()) {
			continue
		}
		words, lower := 0, 0
		for _, w := range strings.Fields(sb.b.text()) {
			words++
			if unicode.IsLower(firstRune(w)) {
				lower++
			}
		}
		if 2*lower > words {
			return true
		}
	}
	return false
}

// holdsContact reports a box giving a way to reach someone: an e-mail
// address, a mailto: or tel: link, or a phone number's run of digits.
func holdsContact(box *html.Node) bool {
	if find(box, func(n *html.Node) bool {
		h := strings.ToLower(attr(n, "href"))
		return strings.HasPrefix(h, "mailto:") || strings.HasPrefix(h, "tel:")
	}) != nil {
		return true
	}
	t := Text(box)
	if strings.Contains(t, "@") {
		return true
	}
	digits := 0
	for _, r := range t {
		switch {
		case r >= '0' && r <= '9':
			if digits++; digits >= 7 {
				return true
			}
		case r == ' ' || r == '-' || r == '/' || r == '.' || r == '(' || r == ')' || r == '+':
		default:
			digits = 0
		}
	}
	return false
}

// inlineBoxProse is how many paragraphs of prose must follow a box, in
// the element that holds it and the paragraphs before it, for the box to
// sit inside the article rather than after it.
const inlineBoxProse = 2

// inlineBox returns the element around the box title seq[i] that the
// kept block seq[prev] before it is not in, when that element's siblings
// after it hold inlineBoxProse kept paragraphs of prose: a box set
// between the article's paragraphs. Else nil.
func inlineBox(seq []seqBlock, prev, i int) *html.Node {
	if prev < 0 {
		return nil
	}
	box := seq[i].b.owner
	for box.Parent != nil && !isAncestor(box.Parent, seq[prev].b.owner) {
		box = box.Parent
	}
	if box.Parent == nil || box == seq[i].b.owner && !wholeBox(seq[i].b) && !linksFollow(seq, i) {
		return nil // the title stands alone among the paragraphs
	}
	// A box of links (gone already) leaves no teaser that reads as prose:
	// one paragraph after it, beside those before it, is the article's
	// last ("관련기사" and its list between a Korean story's closing
	// paragraphs).
	need := inlineBoxProse
	if linksFollow(seq, i) && linksOnlyBox(seq, i, box) && allProseAfter(seq, i, box) {
		need = 1
	}
	prose := 0
	for j := i + 1; j < len(seq) && prose < need; j++ {
		b := seq[j].b
		if seq[j].keep && b.owner.Parent == box.Parent && !isAncestor(box, b.owner) && isProseLine(b.text()) {
			prose++
		}
	}
	if prose < need {
		return nil
	}
	return box
}

// allProseAfter reports whether every kept block after the box around
// seq[i] reads as prose: a related box's list followed by a page's
// counters or widgets ("98", "81") ends the article, whatever prose
// line stands among them.
func allProseAfter(seq []seqBlock, i int, box *html.Node) bool {
	for j := i + 1; j < len(seq); j++ {
		if seq[j].keep && !isAncestor(box, seq[j].b.owner) && !isProseLine(seq[j].b.text()) {
			return false
		}
	}
	return true
}

// linksOnlyBox reports a box whose blocks after its title seq[i] are all
// dropped links: a list of related stories with no teaser text.
func linksOnlyBox(seq []seqBlock, i int, box *html.Node) bool {
	for j := i + 1; j < len(seq) && isAncestor(box, seq[j].b.owner); j++ {
		if seq[j].keep || !seq[j].linky {
			return false
		}
	}
	return true
}

// linksFollow reports whether the block after seq[i] was dropped as a
// link: the title's box is links (a list of related stories), which are
// gone already, not teasers that read like prose.
func linksFollow(seq []seqBlock, i int) bool {
	return i+1 < len(seq) && !seq[i+1].keep && seq[i+1].linky
}

// dropExcerptTail drops the teasers of other articles that end a
// container: three or more blocks of a sentence or more, each an excerpt
// cut off with an ellipsis right after a word ("…the budget and...",
// "…that power […]"), with only short lines (their headlines, sections,
// dates) between them. An article's own list that trails off ends in
// ", ..." after a comma. When the excerpts hold as much text as all that
// comes before them, they are the page's content (a blog's index) and
// stay.
func dropExcerptTail(seq []seqBlock) {
	start, n, run := -1, 0, 0
	for i := len(seq) - 1; i >= 0; i-- {
		sb := seq[i]
		if !sb.keep || sb.b.runes < minExcerptRunes {
			continue
		}
		if !cutExcerpt(sb.b.text()) {
			break
		}
		start, n, run = i, n+1, run+sb.b.runes
	}
	if n < minExcerpts {
		return
	}
	before := 0
	for _, sb := range seq[:start] {
		if sb.keep {
			before += sb.b.runes
		}
	}
	if before <= run {
		return
	}
	for j := start; j < len(seq); j++ {
		seq[j].keep = false
	}
}

const (
	minExcerpts     = 3
	minExcerptRunes = 60
)

// cutExcerpt reports text that ends in an ellipsis ("...", "…", "[…]",
// "[...]") right after a letter, a digit or a comma, or after one space
// that follows a letter or digit. A list that trails off after a comma
// and a space (", ...") is no cut excerpt.
func cutExcerpt(text string) bool {
	t := strings.TrimRightFunc(text, unicode.IsSpace)
	switch {
	case strings.HasSuffix(t, "[…]"):
		t = strings.TrimSuffix(t, "[…]")
	case strings.HasSuffix(t, "[...]"):
		t = strings.TrimSuffix(t, "[...]")
	case strings.HasSuffix(t, "…"):
		t = strings.TrimSuffix(t, "…")
	case strings.HasSuffix(t, "..."):
		t = strings.TrimRight(t, ".")
	default:
		return false
	}
	if strings.HasSuffix(t, ",") {
		// Cut by length right after a comma: "growth, drive innovation,...".
		return true
	}
	t = strings.TrimSuffix(t, " ")
	r, _ := utf8.DecodeLastRuneInString(t)
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// dropTOCTitles drops the title of a table of contents ("Table of
// Contents", "Inhaltsverzeichnis") whose entries, links into the page,
// were dropped as a link list or with the box holding them, or that has
// no entries at all (a script
// fills them in, or they are hidden): the article's next heading or
// paragraph follows it. It is often a <p>, <div> or <summary>, not a
// heading, so dropOrphanHeadings does not see it. A table of contents
// whose entries stay (plain text, as in an RFC) keeps it.
func dropTOCTitles(seq []seqBlock) {
	for i, sb := range seq {
		if !sb.keep || !isTOCTitle(sb.b.text()) {
			continue
		}
		// Its entries were dropped (as links, or with the box around
		// them) when a dropped block follows it.
		gone := i+1 < len(seq) && !seq[i+1].keep && (seq[i+1].linky || seq[i+1].furniture)
		j := i + 1
		for j < len(seq) && !seq[j].keep {
			j++
		}
		// With no list at all, the article goes on: a heading or prose
		// (a long line, or a sentence: entries do not end in a period).
		noList := j == len(seq) || seq[j].b.heading || seq[j].b.runes > tocEntry || isProseLine(seq[j].b.text())
		if gone || noList {
			seq[i].keep = false
		}
	}
}

// isProseLine reports a line that reads as a sentence: five words or
// more ending in a full stop, question or exclamation mark; in Chinese
// and Japanese, which set no spaces between words, proseCJKRunes or
// more ending in an ideographic one ("。", "！", "？").
func isProseLine(t string) bool {
	t = strings.TrimSpace(t)
	last := lastRune(t)
	if strings.ContainsRune("。！？", last) {
		return utf8.RuneCountInString(t) >= proseCJKRunes
	}
	return strings.ContainsRune(".!?", last) && !strings.HasSuffix(t, "..") && len(strings.Fields(t)) >= 5
}

// proseCJKRunes is the fewest runes of a sentence in an unspaced script:
// about five words' worth.
const proseCJKRunes = 12

// tocEntry is the longest line of a table of contents in runes; a
// longer line after its title is the article's prose.
const tocEntry = 150

// tocTitles are the titles of tables of contents, as phraseKey gives
// them.
var tocTitles = map[string]bool{
	"table of contents": true, "contents": true, "contents hide": true, "contents show": true,
	"table of contents hide": true, "table of contents show": true, "in this article": true, "on this page": true,
	"jump to": true, "jump to section": true, "article contents": true,
	"inhaltsverzeichnis": true, "inhalt": true, "inhalte": true, "sommaire": true,
	"table des matières": true, "índice": true, "indice": true, "contenido": true,
	"contenidos": true, "índice de contenidos": true, "indice dei contenuti": true, "inhoudsopgave": true,
	"spis treści": true, "содержание": true, "目次": true, "目录": true,
}

// tocTitleRunes is the length in runes of the longest of tocTitles.
var tocTitleRunes = longestKey(tocTitles)

// isTOCTitle reports a line that is one of tocTitles. It runs on every
// kept block: a line whose key would be longer than any title is not
// lower-cased into one (lower-casing keeps the count of runes).
func isTOCTitle(t string) bool {
	if moreRunes(trimKey(t), tocTitleRunes) {
		return false
	}
	return tocTitles[phraseKey(t)]
}

// longestKey is the length in runes of the longest key of m.
func longestKey(m map[string]bool) int {
	n := 0
	for k := range m {
		n = max(n, utf8.RuneCountInString(k))
	}
	return n
}

// seqBlock is a block of a container in document order with the
// cleaning verdict so far.
type seqBlock struct {
	b         *block
	keep      bool
	linky     bool // dropped as a link
	furniture bool // inside furniture
}

// keepSectionHeadings keeps the headings that link to what they are
// about ("1. <a>AWS Machine Learning</a>", a listicle's restaurants) when
// each has a paragraph of kept prose under it that repeats one of its
// words, and their sections are the article: a third or more of its
// prose, and more than comes before the first of them. A news site's
// "more stories" after the article are linked headlines with excerpts
// too, but follow more prose than they hold; a headline of another story
// between the paragraphs shares no word with the next one, or sits in a
// card (inCard).
func keepSectionHeadings(seq []seqBlock, inCard func(*html.Node) bool) {
	var heads []int
	total, sections, before := 0, 0, -1
	for i, sb := range seq {
		if sb.keep && !sb.b.heading {
			total += goodWeight(sb.b)
		}
		if sb.keep || !sb.linky || sb.furniture || !sb.b.heading || isBoilerLine(sb.b.text()) || inCard(sb.b.owner) || relatedLabel(sb.b.text()) {
			continue
		}
		prose, good := 0, false
		var text strings.Builder
		for j := i + 1; j < len(seq) && !seq[j].b.heading; j++ {
			if seq[j].keep {
				w := goodWeight(seq[j].b)
				prose += w
				good = good || w >= sectionProse
				text.WriteString(seq[j].b.text())
				text.WriteByte('\n')
			}
		}
		if !good || !sharesWord(sb.b.text(), text.String()) {
			continue
		}
		if before < 0 {
			before = total
		}
		heads = append(heads, i)
		sections += prose
	}
	if len(heads) == 0 || 3*sections < total || before >= sections {
		return
	}
	for _, i := range heads {
		seq[i].keep = true
	}
}

// sharesWord reports whether a word of four or more letters of heading
// recurs in text, ignoring case: a section's title names what the
// section is about, while a headline of another story between the
// paragraphs shares no word with the one after it.
func sharesWord(heading, text string) bool {
	text = strings.ToLower(text)
	for w := range strings.FieldsFuncSeq(strings.ToLower(heading), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if utf8.RuneCountInString(w) >= 4 && strings.Contains(text, w) {
			return true
		}
	}
	return false
}

// inCard reports a heading inside a link, or inside an <article> that
// holds less than half of the container c's prose: a teaser card for
// another story, placed between the paragraphs. (The <article> that
// holds the story itself is no card.)
func (a *analysis) inCard(n, c *html.Node) bool {
	for p := n.Parent; p != nil && p != c; p = p.Parent {
		if p.DataAtom == atom.A || (p.DataAtom == atom.Article && 2*a.raw[p] < a.raw[c]) {
			return true
		}
	}
	return false
}

// relatedLabel reports a heading that opens with a label of links to
// other stories ("Related: …", "Lesen Sie auch: …").
func relatedLabel(s string) bool {
	head, _, ok := cutColon(s)
	if !ok {
		return false
	}
	k := phraseKey(head)
	return relatedLabels[k] || boilerPhrases[k] || isTailKey(k)
}

// relatedLabels open a link to another story, as phraseKey gives them;
// the labels that are also furniture alone on a line are boilerPhrases'
// ("lire aussi", "baca juga"), which relatedLabel reads too.
var relatedLabels = map[string]bool{
	"related": true, "see also": true, "read also": true, "also read": true, "read": true, "watch": true,
	"siehe": true, "siehe auch": true, "lesen sie": true, "à lire": true, "voir aussi": true,
	"mira": true, "lee": true, "ver": true, "ver también": true, "leia": true,
	"leggi": true, "czytaj": true, "čtěte": true, "xem": true,
	// "Read also" in Russian and Ukrainian, Dutch, Swedish, Finnish,
	// Polish (and its "see also"), Hungarian, Romanian, Greek, Vietnamese, Malay and
	// Indonesian, Turkish, Urdu and Bengali.
	"читайте также": true, "читайте": true, "читайте також": true, "читай також": true, "смотрите также": true,
	"дивіться також": true, "lees ook": true, "läs också": true, "läs även": true, "lue myös": true,
	"czytaj też": true, "zobacz także": true, "zobacz też": true, "zobacz również": true, "olvasd el ezt is": true, "olvassa el": true, "citește și": true,
	"citeste si": true, "διαβάστε επίσης": true, "διαβάστε ακόμη": true,
	"ayrıca okuyun": true, "یہ بھی پڑھیں": true, "আরও পড়ুন": true,
	// Yoruba, Zulu, Xhosa, Faroese, Luxembourgish, Maltese, Irish,
	// Estonian, Bosnian and Serbian (both scripts), Malagasy and Kyrgyz.
	"ẹ ka èyí náà": true, "ka èyí náà": true, "funda futhi": true, "funda kwakhona": true, "les eisini": true,
	"liest och": true, "aqra wkoll": true, "léigh freisin": true, "loe ka": true, "pročitajte još": true,
	"pročitajte i": true, "прочитајте још": true, "прочитајте и": true, "vakio koa": true, "ошондой эле окуңуз": true,
	// Tatar, Bashkir, Kazakh and Azerbaijani.
	"шулай ук укыгыз": true, "шулай уҡ уҡығыҙ": true, "сондай-ақ оқыңыз": true, "həmçinin oxuyun": true,
	// Lithuanian, Latvian and Slovenian.
	"taip pat skaitykite": true, "skaitykite taip pat": true, "lasiet arī": true, "lasi arī": true,
	"preberite tudi": true, "preberite še": true,
	// "Read also" and "related" in the other languages: Spanish,
	// French, Catalan, Norwegian and Danish, Dutch, Swedish, Finnish,
	// Czech and Slovak, Bulgarian, Hungarian, Romanian (with the old
	// cedillas), Russian and Ukrainian "on the topic", Turkish, Arabic
	// (with the hamza or without), Persian, Hebrew, Hindi, Malay, Thai,
	// Japanese, Chinese, Korean, Swahili and Tagalog.
	"lea también": true, "lee más": true, "lire également": true, "voir également": true, "llegeix també": true,
	"llegiu també": true, "les også": true, "les mer": true, "læs også": true, "læs mere": true, "lees meer": true,
	"läs mer": true, "lue lisää": true, "čtěte také": true, "čtěte též": true, "přečtěte si": true,
	"přečtěte si také": true, "čítajte aj": true, "čítajte tiež": true, "prečítajte si": true, "прочетете още": true,
	"прочетете също": true, "вижте още": true, "вижте също": true, "kapcsolódó": true, "kapcsolódó cikkek": true,
	"citiți și": true, "citiţi şi": true, "citeşte şi": true, "по теме": true, "по темі": true,
	"bunu da okuyun": true, "ilgili haber": true, "ilgili haberler": true, "اقرأ أيضا": true, "اقرأ أيضاً": true,
	"اقرأ ايضا": true, "إقرأ أيضا": true, "إقرأ أيضاً": true, "اقرأ المزيد": true, "بیشتر بخوانید": true,
	"بخوانید": true, "קראו גם": true, "עוד בנושא": true, "यह भी पढ़ें": true, "ये भी पढ़ें": true,
	"इसे भी पढ़ें": true, "baca lagi": true, "อ่านเพิ่มเติม": true, "อ่านข่าวที่เกี่ยวข้อง": true, "関連記事": true,
	"あわせて読みたい": true, "こちらもおすすめ": true, "相关阅读": true, "延伸阅读": true, "相關閱讀": true,
	"延伸閱讀": true, "相关新闻": true, "相關新聞": true, "관련기사": true, "관련 기사": true, "soma pia": true,
	"soma zaidi": true, "basahin din": true, "basahin": true,
}

// sectionProse is the least prose, in runes, of a paragraph that makes
// a linked heading above it a section's title.
const sectionProse = 150

// keepListLinks keeps the list items that are one link when their list
// is the article's: another item of the same list is kept prose (see
// listProse), or the list is nested in a kept item ("Highlights: <a>Our
// year in review</a>; We've landed <a>bug 1553982</a>, which …"). A list
// of links and nothing else (related stories, a table of contents), and
// a stock block, stay dropped.
//
// In a list with a kept item of any length, an item that has words of
// its own around its link (linkItemOwnRunes) is kept too: a podcast's
// "Links from the show", "Fiona's report, <a>Market Towns After the
// Pandemic</a> (PDF)" beside "The Kirkby Marsh Arcade on
// <a>Instagram</a>", where a list of related stories is links alone.
func keepListLinks(seq []seqBlock) {
	prose := map[*html.Node]bool{} // lists and items holding kept prose
	mixed := map[*html.Node]bool{} // lists holding a kept item
	for _, sb := range seq {
		if !sb.keep || !sb.b.item {
			continue
		}
		l := listOf(sb.b.owner)
		if l != nil && !isStockBlock(sb.b) {
			mixed[l] = true
		}
		if sb.b.runes-sb.b.links < listProse {
			continue
		}
		if l != nil {
			prose[l] = true
		}
		prose[sb.b.owner] = true
	}
	keepLinkItems(seq, func(i int, l *html.Node) bool {
		return prose[l] || (l.Parent != nil && l.Parent.DataAtom == atom.Li && prose[l.Parent]) ||
			mixed[l] && seq[i].b.runes-seq[i].b.links >= linkItemOwnRunes && !kickedLink(seq[i].b.owner) &&
				!teaserMeta(seq[i].b.owner)
	})
}

// kickedLink reports a list item whose text before its first link ends
// like a teaser's kicker ("Warnung: <a>…</a>", "KI in der Schule?
// <a>…</a>", "AVOIDING CONTACT: <a>…</a>", "Best overall – <a>…</a>"):
// another story's headline under its label, not a link the text
// describes.
func kickedLink(n *html.Node) bool {
	var b strings.Builder
	done := false
	eachText(n, false, func(t string, inLink bool) {
		if inLink {
			done = true
		}
		if !done {
			b.WriteString(t)
		}
	})
	lead := strings.TrimSpace(b.String())
	return lead != "" && strings.ContainsRune(":?–—-|»", lastRune(lead))
}

// teaserMeta reports a list item whose words outside its link are a
// teaser's metadata: a date line ("（社会・2026年11月27日）", "National ·
// 2 hours ago"), or words only after the link, each in an element of
// their own ("<a>…</a> <span>देश · 2 घंटे पहले</span>"). Words that say
// what a link is stand before it ("Fiona's report, <a>…</a>") or run on
// from it in the item's own text ("<a>Cash and accrual</a> reporting.").
func teaserMeta(n *html.Node) bool {
	var own strings.Builder
	seenLink, bare := false, false
	for c := range n.Descendants() {
		if c.Type != html.TextNode || strings.TrimSpace(c.Data) == "" {
			continue
		}
		if hasAncestorAtom(c, atom.A) {
			seenLink = true
			continue
		}
		own.WriteString(c.Data)
		if !seenLink || c.Parent == n {
			bare = true
		}
	}
	return isDateLine(strings.TrimSpace(collapse(own.String()))) || seenLink && !bare
}

// linkItemOwnRunes is the least text outside its link of a list item
// that says what the link is ("Fiona's report, … (PDF)"), not a bare
// link or a link and a count.
const linkItemOwnRunes = 12

// dropTeaserItems drops, from a list whose link items stay dropped as
// links (no item of it is prose, nothing announces it), the kept items
// that open with a link and add only a dated line after it: other
// stories' headlines in a "latest news" list, one of which carries its
// reporter's name beside the date ("<a>City Club reach the final</a> –
// Reporter: Ajay Singh, 27 Nov 2026"), words enough outside the link for
// the item not to read as a link.
//
// A list none of whose items is a bare link is one of teasers too when
// every item of it is such a linked headline and its date, two or more
// ("Berita Terkait": "<a>Harga Cabai Rawit Turun</a> Selasa, 24 November
// 2026 | 10:05 WIB"): whatever its title says, in any language, other
// stories' headlines with their dates are what it lists.
func dropTeaserItems(seq []seqBlock) {
	teasers := map[*html.Node]bool{}
	for _, sb := range seq {
		if sb.linky && !sb.keep && !sb.furniture && isItemBlock(sb.b) {
			if l := listOf(sb.b.owner); l != nil {
				teasers[l] = true
			}
		}
	}
	stamped := map[*html.Node]int{} // a list's items that are teasers; -1 once one is not
	var cand []int
	for i, sb := range seq {
		if !sb.keep || !isItemBlock(sb.b) {
			continue
		}
		l := listOf(sb.b.owner)
		if l == nil {
			continue
		}
		if sb.b.links > 0 && sb.b.runes-sb.b.links < listProse {
			if opens, rest := linkLead(sb.b.owner); opens && isTeaserStamp(rest) {
				if stamped[l] >= 0 {
					stamped[l]++
				}
				cand = append(cand, i)
				continue
			}
		}
		stamped[l] = -1
	}
	for _, i := range cand {
		if l := listOf(seq[i].b.owner); teasers[l] || stamped[l] >= 2 {
			seq[i].keep = false
		}
	}
}

// isTeaserStamp reports a short text holding a full date in any script
// and calendar: a year or a clock (datedLine) and a day's or an hour's
// number of one or two digits beside it ("– 27 नवंबर 2026", "Nov. 20,
// 2026 · 27 min"). A bare year names a work's ("<a>Day Break</a>, 2006
// television series", a song's "2011"), not a teaser's date.
func isTeaserStamp(s string) bool {
	if moreRunes(s, 80) || !datedLine(s) || stampProseWords(s) >= 3 {
		return false
	}
	run := 0
	for _, r := range s + " " {
		if unicode.IsDigit(r) {
			run++
			continue
		}
		if run == 1 || run == 2 {
			return true
		}
		run = 0
	}
	return false
}

// stampProseWords counts s's words of three letters or more that open in
// lower case: a timeline's entry reads on past its date ("<a>President
// resigns</a> on 3 March 2024 after mass protests"), a teaser's stamp
// holds at most a month's name and a verb ("publié le 27 novembre 2026").
func stampProseWords(s string) int {
	n := 0
	for _, w := range strings.Fields(s) {
		w = strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) })
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsLower(r) && utf8.RuneCountInString(w) >= 3 {
			n++
		}
	}
	return n
}

// linkLead reports whether n's first text that is not blank lies inside
// a link, and returns n's text outside its links.
func linkLead(n *html.Node) (opens bool, rest string) {
	var b strings.Builder
	first := true
	eachText(n, false, func(t string, inLink bool) {
		if first && strings.TrimSpace(t) != "" {
			opens, first = inLink, false
		}
		if !inLink {
			b.WriteString(t)
		}
	})
	return opens, strings.TrimSpace(b.String())
}

// keepLinkItems keeps the list items dropped as links (not furniture,
// not stock lines) whose list keep accepts; i is the item's index in seq.
func keepLinkItems(seq []seqBlock, keep func(i int, l *html.Node) bool) {
	for i, sb := range seq {
		if !sb.linky || sb.furniture || !isItemBlock(sb.b) || isStockBlock(sb.b) {
			continue
		}
		if l := listOf(sb.b.owner); l != nil && keep(i, l) {
			seq[i].keep, seq[i].linky = true, false
		}
	}
}

// isItemBlock reports a block that is a list item's text: the item's
// own, or its paragraph's in a loose list (<li><p>…</p></li>, as
// Markdown and asciidoc write them).
func isItemBlock(b *block) bool {
	if b.item {
		return true
	}
	p := b.owner.Parent
	return b.owner.DataAtom == atom.P && p != nil && p.DataAtom == atom.Li
}

// keepAnnouncedLists keeps a list of links that a kept paragraph right
// before it announces with a colon ("Here are some examples of the
// courses Google offers:", "Click on a section to jump to it:"): the
// list is what the sentence is about. A label ("Related:", "Tags:") or a
// few words before the colon announce related links, and so does a list
// that nothing of the article follows; both stay out.
func keepAnnouncedLists(seq []seqBlock) {
	announced := map[*html.Node]bool{}
	keepLinkItems(seq, func(i int, l *html.Node) bool {
		ok, seen := announced[l]
		if !seen {
			ok = i > 0 && listIsAnnounced(l, seq[i-1]) && proseAfter(seq[i+1:], l)
			announced[l] = ok
		}
		return ok
	})
}

// listIsAnnounced reports whether prev, the block before list l's first
// link item, is a kept sentence ending in a colon in the element right
// before l.
func listIsAnnounced(l *html.Node, prev seqBlock) bool {
	if !prev.keep || prev.b.heading || prev.b.item {
		return false
	}
	t := strings.TrimSpace(prev.b.text())
	if !strings.HasSuffix(t, ":") && !strings.HasSuffix(t, "：") {
		return false
	}
	if len(strings.Fields(t)) < announceWords || relatedLabel(t) || taxonomyLine(t) || hasAny(strings.ToLower(t), recommendPhrases) {
		return false
	}
	s := elementBefore(l)
	return s != nil && isAncestor(s, prev.b.owner)
}

// elementBefore returns the element right before n with no text
// between them, looking past the wrappers n opens (asciidoc's
// <div class="ulist"><ul>, a CMS's <div class="list-block">): up to
// wrapperDepth ancestors of which n's branch is the first content.
func elementBefore(n *html.Node) *html.Node {
	for range wrapperDepth + 1 {
		s := n.PrevSibling
		for s != nil && s.Type != html.ElementNode {
			if s.Type == html.TextNode && strings.TrimSpace(s.Data) != "" {
				return nil
			}
			s = s.PrevSibling
		}
		if s != nil || n.Parent == nil {
			return s
		}
		if !isListWrapper(n.Parent) {
			// A box of neutral class set after a paragraph ending in a
			// colon (a CMS's teasers injected mid-article) is no list
			// the sentence announces.
			return nil
		}
		n = n.Parent
	}
	return nil
}

// isListWrapper reports an element whose class or id names a list
// ("ulist", "olist", "item-list", "list-block"): a wrapper a list is
// written in, not a box placed beside the text.
func isListWrapper(n *html.Node) bool {
	return slices.ContainsFunc(classTokens(n), func(t string) bool { return strings.HasSuffix(t, "list") })
}

// wrapperDepth is how many wrapper elements around a list elementBefore
// looks past.
const wrapperDepth = 2

// proseAfter reports kept prose outside list l among seq: a list in
// the middle of the article, not the "further reading" after its end.
func proseAfter(seq []seqBlock, l *html.Node) bool {
	for _, sb := range seq {
		if sb.keep && !sb.b.heading && ownProse(sb.b) && !isAncestor(l, sb.b.owner) {
			return true
		}
	}
	return false
}

// recommendPhrases are words of a sentence that announces links to
// other pages ("If you liked this post you might also like:").
var recommendPhrases = []string{
	"also like", "also enjoy", "interested in", "interessieren", "mehr zum thema", "lesen sie auch", "helpful",
	"check out", "related", "further reading", "more articles", "other articles", "recommend", "popular",
}

// announceWords is the fewest words of a sentence that announces a list.
const announceWords = 5

// listProse is the least text, in runes outside links, of a list item
// that is prose: a sentence, more than a label before a link ("Warnung:
// <a>…</a>").
const listProse = 50

// listOf returns the list (<ul>, <ol>) whose item holds n.
func listOf(n *html.Node) *html.Node {
	for p := n; p != nil; p = p.Parent {
		if p.DataAtom == atom.Li {
			if p.Parent != nil && (p.Parent.DataAtom == atom.Ul || p.Parent.DataAtom == atom.Ol) {
				return p.Parent
			}
			return nil
		}
	}
	return nil
}

// keepLinkedWordParagraphs keeps a paragraph that is mostly links but
// says something between them, among prose paragraphs of its parent: a
// list of places whose names link to topic pages ("宮崎県：<a>高鍋町</a>、
// <a>新富町</a>"), a line of linked terms. Two or more links of at most
// maxLinkedWord runes on average: a teaser's or "read more" line's
// single long link stays out, and so do bars of links split by "|", a
// post's tags and lines naming social networks.
func keepLinkedWordParagraphs(seq []seqBlock) {
	prose := keptProseParents(seq, func(b *block) bool { return goodWeight(b) > 0 })
	for i, sb := range seq {
		b := sb.b
		if !sb.linky || sb.furniture || b.heading || b.item || b.owner.DataAtom != atom.P || !prose[b.owner.Parent] {
			continue
		}
		if t := b.text(); b.runes == b.links || isStockBlock(b) || relatedLabel(t) || taxonomyLine(t) ||
			strings.Contains(t, "|") || hasAny(strings.ToLower(t), socialNetworks) {
			continue // a bar of links ("Mission | Impact | Write for us"), a post's topics, a follow or share line
		}
		links := 0
		for c := b.owner.FirstChild; c != nil; c = c.NextSibling {
			if c.DataAtom == atom.A {
				links++
			}
		}
		if links >= 2 && b.links <= maxLinkedWord*links {
			seq[i].keep, seq[i].linky = true, false
		}
	}
}

// keepLinkedSentences keeps a sentence whose links make up most of its
// text ("This hotel features in my lists of <a>the 10 best hotels in
// Bangkok</a>, <a>the best new hotels of 2017</a> and <a>my favorite Hyatt
// hotels</a>."), next to kept prose of its parent: it says something
// beyond its links, where a teaser or a "read more" line is a link with
// a label.
func keepLinkedSentences(seq []seqBlock) {
	prose := keptProseParents(seq, ownProse)
	for i, sb := range seq {
		b := sb.b
		if !sb.linky || sb.furniture || b.heading || b.runes-b.links < sentenceOwnRunes || isStockBlock(b) {
			continue
		}
		p := b.owner.Parent
		if l := listOf(b.owner); l != nil {
			p = l.Parent
		}
		if p == nil || !prose[p] && !prose[b.owner.Parent] {
			continue
		}
		if t := b.text(); isSentence(t) && !relatedLabel(t) && !taxonomyLine(t) {
			seq[i].keep, seq[i].linky = true, false
		}
	}
}

// keptProseParents returns the parents of the kept blocks, headings
// aside, that isProse accepts.
func keptProseParents(seq []seqBlock, isProse func(*block) bool) map[*html.Node]bool {
	prose := map[*html.Node]bool{}
	for _, sb := range seq {
		if sb.keep && !sb.b.heading && sb.b.owner.Parent != nil && isProse(sb.b) {
			prose[sb.b.owner.Parent] = true
		}
	}
	return prose
}

// ownProse reports a block with at least listProse runes outside links.
func ownProse(b *block) bool { return b.runes-b.links >= listProse }

// sentenceOwnRunes is the least text outside links of a linked sentence.
const sentenceOwnRunes = 40

// isSentence reports text that opens with a capital letter or a digit
// and ends with a full stop, question or exclamation mark.
func isSentence(t string) bool {
	t = strings.TrimRight(t, " \"'”’»)")
	r, _ := utf8.DecodeRuneInString(t)
	return t != "" && (unicode.IsUpper(r) || unicode.IsDigit(r)) && strings.ContainsRune(".!?", rune(t[len(t)-1]))
}

// taxonomyLabels open the line of a post's tags or categories, as
// phraseKey gives them.
var taxonomyLabels = map[string]bool{
	"tags": true, "tag": true, "tagged": true, "tagged with": true, "topics": true, "topic": true,
	"categories": true, "category": true, "filed under": true, "posted in": true, "keywords": true,
	"themen": true, "stichworte": true, "stichwörter": true, "schlagwörter": true, "kategorien": true, "kategorie": true,
	"mots-clés": true, "mots clés": true, "sujets": true, "catégories": true, "etiquetas": true, "temas": true,
	"categorías": true, "argomenti": true, "categorie": true,
	// The tags' label in the other languages: French, Spanish,
	// Portuguese, Italian and Catalan, Dutch, the Scandinavian languages,
	// Finnish, Polish, Czech and Slovak, Hungarian, Romanian, Bulgarian,
	// Russian and Ukrainian, Serbian (both scripts), Croatian and
	// Slovenian, Greek, Turkish, Arabic, Persian, Hebrew, Hindi, Bengali,
	// Urdu, Indonesian and Malay, Vietnamese, Thai, Japanese, Chinese,
	// Korean, Swahili and Tagalog. Words for "subject" that label a
	// letter's or a press release's line (Hindi "विषय", Spanish "tema")
	// are left out.
	"étiquettes": true, "mots-clefs": true, "palabras clave": true, "palavras-chave": true, "palavras chave": true,
	"tópicos": true, "assuntos": true, "parole chiave": true, "etiquetes": true, "paraules clau": true, "temes": true,
	"trefwoorden": true, "onderwerpen": true, "categorieën": true, "taggar": true, "ämnen": true, "nyckelord": true,
	"kategorier": true, "stikkord": true, "emner": true, "nøgleord": true, "avainsanat": true, "aiheet": true,
	"tunnisteet": true, "tagi": true, "słowa kluczowe": true, "tematy": true, "štítky": true, "témata": true,
	"klíčová slova": true, "témy": true, "kľúčové slová": true, "címkék": true, "témák": true, "kulcsszavak": true,
	"kategóriák": true, "etichete": true, "cuvinte cheie": true, "subiecte": true, "етикети": true, "тагове": true,
	"ключови думи": true, "теги": true, "метки": true, "темы": true, "ключевые слова": true, "мітки": true,
	"теми": true, "ключові слова": true, "тагови": true, "tagovi": true, "теме": true, "teme": true,
	"кључне речи": true, "ključne reči": true, "oznake": true, "ključne riječi": true, "ključne besede": true,
	"ετικέτες": true, "θέματα": true, "λέξεις-κλειδιά": true, "λέξεις κλειδιά": true, "etiketler": true,
	"konular": true, "anahtar kelimeler": true, "الوسوم": true, "وسوم": true, "الكلمات المفتاحية": true,
	"كلمات مفتاحية": true, "برچسب‌ها": true, "برچسب ها": true, "برچسب": true, "کلیدواژه‌ها": true, "תגיות": true,
	"टैग": true, "टैग्स": true, "ট্যাগ": true, "ট্যাগস": true, "ٹیگز": true, "ٹیگ": true, "topik": true,
	"kata kunci": true, "thẻ": true, "từ khóa": true, "từ khoá": true, "แท็ก": true, "คำค้น": true, "タグ": true,
	"キーワード": true, "関連キーワード": true, "カテゴリー": true, "标签": true, "標籤": true, "关键词": true,
	"關鍵字": true, "关键字": true, "關鍵詞": true, "태그": true, "키워드": true, "관련 태그": true, "lebo": true,
	"mada": true, "mga tag": true,
	// "Filed under" as news sites translate it over a story's tag list:
	// Spanish, Portuguese, Italian, French, German, Dutch and Catalan.
	"archivado en": true, "arquivado em": true, "archiviato in": true, "classé dans": true, "classé sous": true,
	"abgelegt unter": true, "gearchiveerd onder": true, "arxivat a": true, "filed in": true,
}

// taxonomyLine reports a line that lists a post's tags or categories
// ("Filed under: Transport, City council").
func taxonomyLine(s string) bool {
	head, _, ok := cutColon(s)
	return ok && taxonomyLabels[phraseKey(head)]
}

// cutColon cuts s around its label's colon, the narrow one or the full
// width one Chinese, Japanese and Korean pages set ("标签：", "関連記事：").
func cutColon(s string) (head, rest string, ok bool) {
	i := strings.IndexByte(s, ':')
	if j := strings.Index(s, "："); j >= 0 && (i < 0 || j < i) {
		return s[:j], s[j+len("："):], true
	}
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+1:], true
}

// maxLinkedWord is the longest average link of a paragraph of linked
// words: a place or a term, not a headline.
const maxLinkedWord = 15

// isTeaserArticle reports an <article> nested in the body's container
// that holds a link and no prose: a card of a stream of teasers (a
// linked headline, its authors, a label) that the page's own <article>
// wraps around.
func (a *analysis) isTeaserArticle(n *html.Node) bool {
	return n.DataAtom == atom.Article && a.raw[n] == 0 && find(n, func(c *html.Node) bool { return c.DataAtom == atom.A }) != nil
}

// dropListLabels drops the label of a link list the body dropped ("【関
// 連記事】", "Related articles on Move.org"): a short line without links
// whose element shares its parent with nothing but the list. A
// heading's case is dropOrphanHeadings'.
func dropListLabels(seq []seqBlock) {
	for i := 0; i+1 < len(seq); i++ {
		sb, next := seq[i], seq[i+1]
		if !sb.keep || sb.b.heading || sb.b.links > 0 || len(sb.b.lines) != 1 || next.keep || !next.linky {
			continue
		}
		if t := sb.b.lines[0]; len(strings.Fields(t)) > 5 || strings.ContainsRune(".!?", lastRune(t)) {
			continue
		}
		l := listOf(next.b.owner)
		if l == nil || l.Parent == nil || sb.b.owner.Parent != l.Parent || elementChildren(l.Parent) != 2 {
			continue
		}
		seq[i].keep = false
	}
}

// dropDanglingLabel drops the body's last line when it is a short label
// announcing what the body did not keep: "Ähnliche:", "Related reads:",
// "Dieses Thema im Programm:" before a list of links, a player or a
// form. A sentence introducing an embed ("Here's the footage:") is
// longer; one that ends the page's text keeps its place.
func dropDanglingLabel(seq []seqBlock) {
	last, end := -1, len(seq)
	for i, sb := range seq {
		if sb.keep {
			last = i
		}
	}
	for last >= 0 && isStampLine(seq[last].b) {
		// A date line ("Publicado: 12/11/2026") or wire copy's end mark
		// ("(FIN) NDP/JCC"), dropped as lines later, closes the text
		// after the promo the label announced.
		end = last
		for last--; last >= 0 && !seq[last].keep; last-- {
		}
	}
	if last < 0 || last == end-1 {
		return
	}
	if isLabelLine(seq[last].b) && !colonStops(seq[:last]) {
		seq[last].keep = false
	}
}

// dropWidgetLabels drops a short label amid the body whose next
// element is a widget with a button the body did not keep: a shop's
// "Shop the story:" over the product card that went with its price and
// "Add to cart". A label over what the body keeps (a quote, a list)
// stays, and so does one over a list of links the body dropped ("Also
// read:", "Related:"), which the corpus gold keeps, or over a picture
// whose only text is its buttons' (a newsletter's "expand" and "share"
// over an image: "Here's the result of the report:").
func dropWidgetLabels(seq []seqBlock) {
	if colonStops(seq) {
		return
	}
	for i, sb := range seq {
		if !sb.keep || !isLabelLine(sb.b) {
			continue
		}
		nx := nextElement(sb.b.owner)
		// A widget links to what it sells or offers beside its button
		// (the product's page); a figure's "Enlarge" or a player's
		// "Play" button has no link, and the line over it is the
		// story's ("Here is how the new routes run:").
		if nx == nil || find(nx, func(c *html.Node) bool { return c.DataAtom == atom.Button }) == nil ||
			find(nx, func(c *html.Node) bool { return c.DataAtom == atom.A && attr(c, "href") != "" }) == nil ||
			strings.TrimSpace(innerText(nx)) == "" || keepsWithin(seq, nx) {
			continue
		}
		seq[i].keep = false
	}
}

// isLabelLine reports a block that is one short line without links
// ending in a colon, as a label announcing the next element is: "Shop
// the story:", "Related reads:".
func isLabelLine(b *block) bool {
	if len(b.lines) != 1 || b.links > 0 {
		return false
	}
	t := strings.TrimSpace(b.lines[0])
	r := lastRune(t)
	return (r == ':' || r == '：') && len(strings.Fields(t)) <= maxDanglingLabel
}

// keepsWithin reports whether the body keeps a block inside n.
func keepsWithin(seq []seqBlock, n *html.Node) bool {
	for _, sb := range seq {
		if sb.keep && isAncestor(n, sb.b.owner) {
			return true
		}
	}
	return false
}

// isStampLine reports a block that is one line of a date or wire copy's
// end mark, with no text of the story.
func isStampLine(b *block) bool {
	if len(b.lines) != 1 {
		return false
	}
	t := strings.TrimSpace(b.lines[0])
	return copyEndMark.MatchString(t) || isDateLine(t)
}

// colonStops reports kept paragraphs that mostly end in a colon: text
// whose full stop is the colon, as Armenian is often typed (its own
// full stop "։" looks like one), where a short last line ending in a
// colon is a sentence, not a label.
func colonStops(seq []seqBlock) bool {
	kept, colon := 0, 0
	for _, sb := range seq {
		if !sb.keep {
			continue
		}
		kept++
		if lastRune(strings.TrimSpace(sb.b.text())) == ':' {
			colon++
		}
	}
	return colon >= 2 && 2*colon > kept
}

// maxDanglingLabel is the most words of a label dropDanglingLabel drops.
const maxDanglingLabel = 7

// elementChildren counts n's child elements.
func elementChildren(n *html.Node) int {
	k := 0
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode {
			k++
		}
	}
	return k
}

// dropOrphanHeadings drops headings whose section keeps no text: the
// title of a related-links box whose links are gone, "Share this", a
// trailing "More from …".
//
// A heading in a run of numbered ones ("1. …", "2. …") stays: it is an
// item of a listicle whose pictures or embeds carry the rest.
func dropOrphanHeadings(seq []seqBlock) {
	numbered := numberedHeadings(seq)
	for i, sb := range seq {
		if !sb.keep || !sb.b.heading || numbered[i] {
			continue
		}
		orphan := true
		for j := i + 1; j < len(seq); j++ {
			if seq[j].b.heading && headingLevel(seq[j].b) <= headingLevel(sb.b) {
				break
			}
			if seq[j].keep && !seq[j].b.heading {
				orphan = false
				break
			}
		}
		if orphan {
			seq[i].keep = false
		}
	}
}

// dropGalleryTitles drops the title of a picture gallery set inside the
// text ("<div class=gallery><div><span>Gallery</span><h3>How the bridge
// looks now</h3><span>1 / 5</span></div><figure>…</figure>…</div>"
// between two paragraphs), with the short lines beside it (its label,
// its slide counter): the kept blocks of the largest element around a
// heading, below c, that keeps no sentence of the story and at most
// galleryLines short lines, where that element holds minGalleryCaptions
// captioned figures or more (isCaptionedFigure). The captions are gone (figure captions); the heading has the
// story's next paragraph after it, so dropOrphanHeadings keeps it. A
// subheading over the story's text has that text in its box, or no
// gallery in it; a numbered one is a listicle's item, whose pictures
// carry it.
func dropGalleryTitles(seq []seqBlock, c *html.Node) {
	numbered := numberedHeadings(seq)
	for i, sb := range seq {
		if !sb.keep || !sb.b.heading || numbered[i] {
			continue
		}
		var box *html.Node
		for p := sb.b.owner.Parent; p != nil && p != c && isAncestor(c, p); p = p.Parent {
			if !galleryText(seq, p) {
				break
			}
			box = p
		}
		if box == nil || len(findAll(box, isCaptionedFigure)) < minGalleryCaptions {
			continue
		}
		for j := range seq {
			if seq[j].keep && isAncestor(box, seq[j].b.owner) {
				seq[j].keep = false
			}
		}
	}
}

// isCaptionedFigure reports a <figure> with a picture and a caption: a
// gallery's slide.
func isCaptionedFigure(n *html.Node) bool {
	return n.DataAtom == atom.Figure && find(n, isImageNode) != nil &&
		find(n, func(c *html.Node) bool { return c.DataAtom == atom.Figcaption }) != nil
}

// galleryLines is the most short lines besides its title that a
// gallery's box keeps: its label, its counter, a photographer.
const galleryLines = 3

// galleryText reports whether the kept blocks in n are a gallery's at
// most: headings, and up to galleryLines lines of at most 60 runes that
// are no statement.
func galleryText(seq []seqBlock, n *html.Node) bool {
	k := 0
	for _, sb := range seq {
		if !sb.keep || sb.b.heading || !isAncestor(n, sb.b.owner) {
			continue
		}
		for _, l := range sb.b.lines {
			if k++; k > galleryLines || runes(l) > 60 || isStatement(collapse(l)) {
				return false
			}
		}
	}
	return true
}

// numberedHeadings returns the kept headings that are numbered ("3.",
// "3)") in a run of minNumberedRun or more at one level, counting up by
// one.
func numberedHeadings(seq []seqBlock) map[int]bool {
	type numbered struct{ i, n, level int }
	var hs []numbered
	for i, sb := range seq {
		if !sb.keep || !sb.b.heading {
			continue
		}
		if n, ok := headingNumber(sb.b.text()); ok {
			hs = append(hs, numbered{i, n, headingLevel(sb.b)})
		}
	}
	out := map[int]bool{}
	for start := 0; start < len(hs); {
		end := start + 1
		for end < len(hs) && hs[end].level == hs[start].level && hs[end].n == hs[end-1].n+1 {
			end++
		}
		if end-start >= minNumberedRun {
			for _, h := range hs[start:end] {
				out[h.i] = true
			}
		}
		start = end
	}
	return out
}

// minNumberedRun is how many numbered headings make a listicle.
const minNumberedRun = 3

// headingNumber returns the number that opens a heading such as
// "2. Evergrande war …" or "2) …".
func headingNumber(s string) (int, bool) {
	s = strings.TrimSpace(s)
	i := 0
	for i < len(s) && i < 3 && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 || i == len(s) || (s[i] != '.' && s[i] != ')') || i+1 == len(s) || s[i+1] != ' ' {
		return 0, false
	}
	n, err := strconv.Atoi(s[:i])
	return n, err == nil
}

func headingLevel(b *block) int { return headingRank(b.owner.DataAtom) }

// renderBlocks joins blocks as text, one line per paragraph.
func renderBlocks(bs []*block) string {
	n := 0
	for _, b := range bs {
		for _, l := range b.lines {
			n += len(l) + 1
		}
	}
	var sb strings.Builder
	sb.Grow(n)
	first := true
	line := func(l string) {
		if !first {
			sb.WriteByte('\n')
		}
		sb.WriteString(l)
		first = false
	}
	for i := 0; i < len(bs); {
		if j, ok := tableRowRun(bs, i); ok {
			line(rowLine(bs[i:j]))
			i = j
			continue
		}
		for _, l := range bs[i].lines {
			line(l)
		}
		i++
	}
	return sb.String()
}

// rowTextMax is the most text a table row rendered on one line holds: a
// row of a data table, not a layout table holding the page's columns.
const rowTextMax = 400

// tableRowRun reports whether the blocks from i on open a row of a data
// table that reads best on one line ("Studio | 2 movers | 3–4 hours"):
// it returns the end of the blocks of that row when they fill two cells
// or more, are short, hold at most two blocks a cell, and the table has
// more rows. A layout table, one row whose cells hold the page's
// columns, keeps its paragraphs.
func tableRowRun(bs []*block, i int) (int, bool) {
	_, row := cellOf(bs[i])
	if row == nil {
		return i, false
	}
	cells, text, inCell := 0, 0, 0
	var last *html.Node
	j := i
	for ; j < len(bs); j++ {
		c, r := cellOf(bs[j])
		if r != row {
			break
		}
		if c != last {
			cells++
			last = c
			inCell = 0
		}
		inCell++
		if inCell > 2 {
			return i, false
		}
		text += bs[j].runes
	}
	return j, cells >= 2 && text <= rowTextMax && tableRows(row, 2) >= 2
}

// tableOf returns the <table> of a row, or nil.
func tableOf(row *html.Node) *html.Node {
	table := row.Parent
	if table != nil && table.DataAtom != atom.Table {
		table = table.Parent // a row group: <thead>, <tbody>, <tfoot>
	}
	if table == nil || table.DataAtom != atom.Table {
		return nil
	}
	return table
}

// tableRows counts the rows of the table of row, up to limit.
func tableRows(row *html.Node, limit int) int {
	table := tableOf(row)
	if table == nil {
		return 0
	}
	n := 0
	for c := table.FirstChild; c != nil && n < limit; c = c.NextSibling {
		switch c.DataAtom {
		case atom.Tr:
			n++
		case atom.Thead, atom.Tbody, atom.Tfoot:
			for r := c.FirstChild; r != nil && n < limit; r = r.NextSibling {
				if r.DataAtom == atom.Tr {
					n++
				}
			}
		}
	}
	return n
}

// rowLine renders the blocks of one table row: cells apart by " | ",
// the lines of one cell by spaces.
func rowLine(bs []*block) string {
	var sb strings.Builder
	var last *html.Node
	for k, b := range bs {
		c, _ := cellOf(b)
		if k > 0 {
			if c != last {
				sb.WriteString(" | ")
			} else {
				sb.WriteByte(' ')
			}
		}
		last = c
		sb.WriteString(b.text())
	}
	return sb.String()
}

func isTableCell(n *html.Node) bool {
	return n != nil && (n.DataAtom == atom.Td || n.DataAtom == atom.Th)
}

// cellOf returns the table cell holding a block's element (itself or up
// to three levels up, as isDataCell looks) and the cell's row, or nils.
func cellOf(b *block) (cell, row *html.Node) {
	c := b.owner
	for k := 0; k < 3 && c != nil && !isTableCell(c); k++ {
		c = c.Parent
	}
	if !isTableCell(c) || c.Parent == nil || c.Parent.DataAtom != atom.Tr {
		return nil, nil
	}
	return c, c.Parent
}

// inCell reports a block in a table's cell, as cellOf finds one.
func inCell(b *block) bool {
	_, row := cellOf(b)
	return row != nil
}

// inDefinition reports a block in a definition list's value (<dd>),
// itself or up to three levels up, as cellOf looks.
func inDefinition(b *block) bool {
	n := b.owner
	for k := 0; k <= 3 && n != nil; k++ {
		if n.DataAtom == atom.Dd {
			return true
		}
		n = n.Parent
	}
	return false
}

// FurnitureIn returns the outermost furniture elements inside container,
// as cleaning would drop them, for removal selectors.
func FurnitureIn(container *html.Node) []*html.Node {
	an := analyzeSubtree(container)
	scope := an.raw[container]
	var out []*html.Node
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			if an.kind[c] != notFurniture && an.isFurniture(c, scope) && innerText(c) != "" {
				out = append(out, c)
				continue
			}
			walk(c)
		}
	}
	walk(container)
	return out
}

// variantCopies finds, below root, the elements whose text repeats an
// earlier sibling's word for word: the layouts a site builder renders
// for each screen size (Framer's "ssr-variant" siblings, a mobile and a
// desktop copy of a section), of which CSS shows one. Only siblings of
// the same amount of text, at least minCopyRunes, that hold more than
// one paragraph are compared: a paragraph that repeats is the author's.
// Siblings whose class names their screen ("slide desktop", "slide
// mobile") are compared at any size and with one paragraph.
func (a *analysis) variantCopies(root *html.Node) map[*html.Node]bool {
	var copies map[*html.Node]bool
	mark := func(group []*html.Node) {
		if len(group) < 2 {
			return
		}
		seen := map[string]bool{}
		for _, c := range group {
			if !multiBlock(c) && !isScreenVariant(c) {
				return // a paragraph said twice (a pull quote, a test page's filler)
			}
			t := innerText(c)
			if !seen[t] {
				seen[t] = true
				continue
			}
			if copies == nil {
				copies = map[*html.Node]bool{}
			}
			copies[c] = true
		}
	}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		// Copies have the same prose and the same text; either count
		// alone can miss them (the full analysis counts text the prose
		// count leaves out, and the other way round).
		var kids []sized
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			prose, text := a.raw[c], 0
			if st := a.stats[c]; st != nil {
				text = st.text
			}
			screen := isScreenVariant(c)
			if prose < minCopyRunes && text < minCopyRunes && !screen {
				continue
			}
			walk(c)
			kids = append(kids, sized{c, len(kids), prose, text, screen})
		}
		if len(kids) < 2 {
			return
		}
		for _, by := range []func(sized) int{func(k sized) int { return k.prose }, func(k sized) int { return k.text }} {
			// By size, then in document order.
			slices.SortFunc(kids, func(x, y sized) int { return cmp.Or(by(x)-by(y), x.at-y.at) })
			for i := 0; i < len(kids); {
				j := i + 1
				for j < len(kids) && by(kids[j]) == by(kids[i]) {
					j++
				}
				if j-i >= 2 && by(kids[i]) > 0 && (by(kids[i]) >= minCopyRunes || allScreenVariants(kids[i:j])) {
					group := make([]*html.Node, 0, j-i)
					for _, k := range kids[i:j] {
						group = append(group, k.n)
					}
					mark(group)
				}
				i = j
			}
		}
	}
	walk(root)
	return copies
}

// screenTokens name the screen a layout's copy is for.
var screenTokens = map[string]bool{"mobile": true, "desktop": true, "tablet": true, "phone": true, "handheld": true}

// isScreenVariant reports an element whose class or id names the screen
// it is shown on ("scroll-slide mobile"): its copy for another screen
// is a copy even when it holds one paragraph.
func isScreenVariant(n *html.Node) bool {
	var buf [16]string
	return slices.ContainsFunc(appendClassTokens(buf[:0], n), func(t string) bool { return screenTokens[t] })
}

// sized is a child element that variantCopies compares: its place among
// the children compared, its prose and its text.
type sized struct {
	n               *html.Node
	at, prose, text int
	screen          bool // see isScreenVariant
}

// allScreenVariants reports whether every element of a group names the
// screen it is for: copies for screens are compared at any size.
func allScreenVariants(group []sized) bool {
	return !slices.ContainsFunc(group, func(k sized) bool { return !k.screen })
}

// multiBlock reports whether n holds two or more paragraphs, headings,
// list items or table rows: a section, not one paragraph.
func multiBlock(n *html.Node) bool {
	count := 0
	var walk func(*html.Node) bool
	walk = func(n *html.Node) bool {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			switch c.DataAtom {
			case atom.P, atom.Li, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.Blockquote, atom.Pre, atom.Tr:
				if count++; count >= 2 {
					return true
				}
				continue
			}
			if walk(c) {
				return true
			}
		}
		return false
	}
	return walk(n)
}

// minCopyRunes is the least text of an element that variantCopies
// compares: a paragraph, not a repeated label or table cell.
const minCopyRunes = 100

// teaserCards finds, below root, the cards of a teaser list: three or
// more sibling elements of one tag and class, two thirds of them or more
// a short text under a heading that is a link (a headline linking to
// another article, its excerpt, an author). Their excerpts read like
// prose and are no part of the article. A list holding a third or more
// of the prose is the article itself (a listicle of brands or
// restaurants, a hub page of topics, each with its linked name), unless
// more prose comes before it: then it follows an article, as a carousel
// of nine blog teasers after a post, 38 % of their <main>, did.
func (a *analysis) teaserCards(root *html.Node) map[*html.Node]bool {
	// Only the parents of a heading's ancestors can hold cards; most
	// containers have few headings, so this visits few lists.
	var parents []*html.Node
	seen := map[*html.Node]bool{}
	for _, h := range findAll(root, isSubheading) {
		for n := h; n != root && n.Parent != nil; n = n.Parent {
			if p := n.Parent; !seen[p] {
				seen[p] = true
				parents = append(parents, p)
			}
		}
	}
	var cards map[*html.Node]bool
	for _, p := range parents {
		groups := map[slot][]*html.Node{}
		for c := p.FirstChild; c != nil; c = c.NextSibling {
			if k, ok := slotKey(c); ok && c.Type == html.ElementNode {
				groups[k] = append(groups[k], c)
			}
		}
		for _, g := range groups {
			// Headings of one class side by side are an article's
			// section titles; a card holds its heading.
			if len(g) < minTeaserCards || isSubheading(g[0]) {
				continue
			}
			teasers, others, prose := 0, 0, 0
			for _, c := range g {
				// Once more than a third are no cards, the group is no
				// teaser list whatever the rest are: they are not asked
				// (a card's text is read whole, and sections are long).
				if 3*(len(g)-others) >= 2*len(g) {
					if isTeaserCard(c) {
						teasers++
					} else {
						others++
					}
				}
				prose += a.raw[c]
			}
			// Excerpts cut to a few lines by CSS (line-clamp) are
			// teasers however much of the page's prose they hold.
			if 3*teasers < 2*len(g) || (3*prose >= a.raw[root] && a.proseBefore(g[0], root) < prose && !mostlyClamped(g)) {
				continue
			}
			if cards == nil {
				cards = map[*html.Node]bool{}
			}
			for _, c := range g {
				cards[c] = true
			}
		}
	}
	return cards
}

const minTeaserCards = 3

// proseBefore is the prose below root that comes before n in document
// order.
func (a *analysis) proseBefore(n, root *html.Node) int {
	before := 0
	for ; n != nil && n != root; n = n.Parent {
		for s := n.PrevSibling; s != nil; s = s.PrevSibling {
			before += a.raw[s]
		}
	}
	return before
}

// isTeaserCard reports an element of at most maxTeaserRunes whose
// heading (h2 to h6) is a link to another page, or inside one.
func isTeaserCard(n *html.Node) bool {
	h := find(n, isSubheading)
	if h == nil || moreRunes(innerText(n), maxTeaserRunes) && !clamped(n) {
		return false
	}
	for p := h.Parent; p != nil && p != n; p = p.Parent {
		if p.DataAtom == atom.A {
			return true // a card that is one link
		}
	}
	if linksInPage(h) {
		return false // a table of contents
	}
	text, links := textAndLinkText(h)
	t := nonSpaceRunes(text)
	return t > 0 && 2*links >= t
}

// clamped reports whether n holds an element whose text CSS cuts to a
// few lines: Tailwind's "line-clamp-2", Atomic CSS's "LineClamp(2,38px)",
// or a box of a fixed maximum height that hides what overflows it
// (style="max-height:5.3em" with overflow hidden). Article paragraphs
// are shown whole; teaser excerpts are cut.
func clamped(n *html.Node) bool {
	return find(n, func(c *html.Node) bool {
		cls := strings.ToLower(attr(c, "class"))
		if strings.Contains(cls, "line-clamp") || strings.Contains(cls, "lineclamp") {
			return true
		}
		style := strings.ToLower(attr(c, "style"))
		if !strings.Contains(style, "max-height") && !strings.Contains(cls, "max-h-") {
			return false
		}
		return strings.Contains(strings.ReplaceAll(style, " ", ""), "overflow:hidden") ||
			slices.ContainsFunc(strings.Fields(cls), func(t string) bool {
				return t == "ov-h" || t == "ov(h)" || t == "overflow-hidden"
			})
	}) != nil
}

// mostlyClamped reports whether two thirds or more of the cards hold
// clamped text.
func mostlyClamped(cards []*html.Node) bool {
	k := 0
	for _, c := range cards {
		if clamped(c) {
			k++
		}
	}
	return 3*k >= 2*len(cards)
}

func isSubheading(n *html.Node) bool {
	switch n.DataAtom {
	case atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		return true
	}
	return false
}

// maxTeaserRunes is the most text a teaser card holds: a headline, an
// excerpt of a sentence or two, a name and a date.
const maxTeaserRunes = 500

// hasAncestorAtom reports whether an element above n has tag a.
func hasAncestorAtom(n *html.Node, a atom.Atom) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.Type == html.ElementNode && p.DataAtom == a {
			return true
		}
	}
	return false
}
