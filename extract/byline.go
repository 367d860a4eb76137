package extract

import (
	"fmt"
	"html"
	"iter"
	"net/url"
	"path"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/bylinehq/byline/selectors"
	xhtml "golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// authorMetaKeys are meta names of authors, best first.
var authorMetaKeys = []string{"author", "article:author", "parsely-author", "sailthru.author", "dc.creator",
	"dcterms.creator", "byl", "citation_author", "cxenseparse:author", "article:author_name"}

// authorCand is a list of names read from one place of a page.
type authorCand struct {
	names []string
	src   Source
	org   bool // the names are the publisher's or another organization's
	// listed marks a byline styled like those of a list of other
	// articles: trusted only when nothing else names an author.
	listed bool
	// desk marks a bare desk credit beside the date ("Sports Desk"):
	// read only when no other byline shows and no person is named.
	desk bool
}

// chooseAuthors picks the page's authors from JSON-LD, meta tags and the
// byline shown near the headline. Structured data names the author in a
// clean form, but many sites fill it with the publisher or a CMS account;
// so it is trusted when the page confirms it, and the visible byline wins
// when the structured names are the publisher's or appear nowhere on the
// page. The names always come from one place, read the way the applier
// reads it, so that a selector set reproduces the choice.
func chooseAuthors(md *metadata, an *analysis, container, titleNode *xhtml.Node, lang string) ([]string, Source) {
	pub := publisherKeys(md, "")
	names, src, _ := authorsAndBylines(md, pub, an, container, titleNode, lang)
	return dropCredits(names, an.doc, md, pub, lang), src
}

// authorsAndBylines is chooseAuthors that also returns where the page
// shows bylines, best first: a selector set keeps those that agree with
// the choice as fallbacks, for pages of the site whose metadata names
// only the publisher.
func authorsAndBylines(md *metadata, pub []string, an *analysis, container, titleNode *xhtml.Node, lang string) ([]string, Source, []Source) {
	person, org, structured := structuredAuthors(md, pub, lang)
	vis := dropCredited(visibleBylines(an, container, titleNode, lang, pub), an)
	var shown []Source
	for _, c := range vis {
		if !c.listed && len(shown) < 3 {
			shown = append(shown, c.src)
		}
	}
	var v *authorCand
	if len(vis) > 0 && (!vis[0].listed || len(structured) == 0) {
		v = &vis[0]
	}
	var pick *authorCand
	switch {
	case person != nil:
		pick = person
		switch {
		case v == nil:
		case refines(v.names, person.names):
			pick = v // "Arian Schlichenmayer" for "arianschlichenmayer", "Todd Bates" for "Todd"
		case !v.desk && !namesOverlap(person.names, v.names) && !pageMentions(an, person.names, partOfNames(v.names, person.names)) &&
			nearArticle(an, container, titleNode, v.src.Node) && !isNameDashRole(collapse(Text(v.src.Node))):
			// (A name, a dash and a role, no byline word, signs wire copy
			// only against the site's own account: against a person in
			// metadata it is an interview's guest or the story's subject,
			// "John Smith – Chief Correspondent".)
			pick = v
		case extendsByline(v, person.names, lang) && nearArticle(an, container, titleNode, v.src.Node):
			pick = v // "Written by A, B, C" where metadata names only A
		case !v.desk && !namesOverlap(person.names, v.names) && labelsEditors(collapse(Text(v.src.Node)), person.names) &&
			nearArticle(an, container, titleNode, v.src.Node):
			// "Penulis: A | Editor: B" where metadata names B: the
			// byline labels the writer and the editor, and the CMS's
			// author field holds the editor who published the story.
			pick = v
		case romanizedByline(v, person.names) && nearArticle(an, container, titleNode, v.src.Node):
			pick = v // "<a href=/authors/sara-al-mansouri/>سارة المنصوري</a>" where metadata names "Sara Al Mansouri"
		case creditsExtrasAfterComma(v, person.names, pub) && nearArticle(an, container, titleNode, v.src.Node):
			// "Por Beatriz Lima, p1 PE e TV Litoral" where JSON-LD lists
			// the TV station as a second Person: the byline shows it as
			// the author's desk, not as a co-author.
			return v.names, v.src, shown
		case photoCreditedExtras(an, v, person.names) && nearArticle(an, container, titleNode, v.src.Node):
			// "Words by A · Photography by B" where JSON-LD lists B as a
			// second Person: the page credits B with the pictures.
			return v.names, v.src, shown
		}
		if pick == person {
			// The theme's author link names the account that posted the
			// story, as metadata does, and the text opens with the team:
			// "By A, B and C" as the first paragraph below "A".
			for i := range vis {
				if c := &vis[i]; c != v && !c.listed && extendsByline(c, person.names, lang) && opensText(an, container, c.src.Node) &&
					!anyDeskCredit(c.names[len(person.names):]) {
					pick = c
					break
				}
			}
		}
	case v != nil && (org == nil || hasFullName(v.names, pub)):
		pick = v
	default:
		// No person named elsewhere: the article may sign itself, at
		// its head or at its end.
		if pick = leadSignature(an, container, pub, lang); pick == nil {
			pick = signature(an, container, pub, lang, nil)
		}
		if pick == nil {
			pick = org
		}
		if pick == nil {
			return nil, Source{}, shown
		}
	}
	login := allLogins(pick.names)
	if login {
		// The CMS's "Author:" field names the posting account's login
		// ("sokolova"); the reporter signs the text's last line.
		if c := signature(an, container, pub, lang, pick.src.Node); c != nil {
			return c.names, c.src, shown
		}
	}
	if allDeskLogins(pick.names) && (login || !showsDesk(vis)) {
		// Or, where the account is the newsroom's ("redactie", "admin"),
		// a field of its own names the reporter: Drupal's Olivero prints
		// the account ("Door redactie") in the node's meta line and the
		// site's "Tekst" field holds the name. Metadata naming the desk
		// in any case ("Redacción", "Redaksia" as DC.creator or a
		// JSON-LD Person) yields so to the reporter's byline. (A
		// person's login, "uriebe", is the author the corpus gold
		// keeps; so is the desk where no person is named, or where the
		// byline shown names the desk itself, "Redaktion" in
		// span.byline: the site signs so.)
		for i := range vis {
			if c := &vis[i]; c != pick && !c.listed && !c.desk && !allLogins(c.names) && hasFullName(c.names, pub) &&
				nearArticle(an, container, titleNode, c.src.Node) {
				return c.names, c.src, shown
			}
		}
		// Or the reporter signs the text's end ("เรื่อง: … / ภาพ: …"
		// under a JSON-LD Person "กองบรรณาธิการ"); for a login, the
		// text's end was read above, and no desk is shown (else this
		// block is not entered).
		if !login {
			if c := signature(an, container, pub, lang, pick.src.Node); c != nil {
				return c.names, c.src, shown
			}
		}
	}
	if allDeskLogins(pick.names) {
		// The desk's credit ("Por Redação", "Rédaction" as meta author)
		// names no one: a news agency the text credits, in its dateline
		// ("Thiès, 16 nov (APS) –") or a closing source line ("Fonte:
		// Lusa"), wrote the story the site republishes.
		if c := agencyCredit(an, container); c != nil {
			return c.names, c.src, shown
		}
	}
	if allPublisher(pick.names, pub) {
		// The site's own account signs the page (meta author, JSON-LD,
		// the theme's author link), and the reporter opens the text.
		if c := siteAccountByline(an, container, pub, lang); c != nil {
			return c.names, c.src, shown
		}
		// Wire copy the site republishes, signed with the reporter's
		// role and agency: "Luana Peixoto – Repórter da Agência Brasil".
		for i := range vis {
			if c := &vis[i]; !c.listed && isNameDashRole(collapse(Text(c.src.Node))) {
				return c.names, c.src, shown
			}
		}
	}
	// Structured data may name the same authors and more elsewhere: a
	// meta tag listing a co-author that JSON-LD left out. (A visible
	// byline naming more is not trusted so: the extra names are mostly
	// reviewers and editors.)
	for _, c := range structured {
		if len(c.names) > len(pick.names) && len(c.names) <= 6 && includesNames(c.names, pick.names) &&
			extraAreFullNames(c.names, pick.names, pub) {
			pick = &c
			break
		}
	}
	return pick.names, pick.src, shown
}

// labelsEditors reports a byline line t that shows each of names right
// after a label of authorCredits, an editor's ("Editor:", "Redaktur:",
// "Edited by", "Edición:") or another non-author's, the part before it
// set apart by a bar, a comma, a middle dot or a slash: "Penulis: Dewi
// Anggraini | Editor: Yudha Prasetyo".
func labelsEditors(t string, names []string) bool {
	if len(names) == 0 {
		return false
	}
	for _, n := range names {
		i := strings.Index(t, n)
		if i <= 0 {
			return false
		}
		pre := t[:i]
		if k := strings.LastIndexAny(pre, "|,·/•"); k >= 0 {
			_, size := utf8.DecodeRuneInString(pre[k:])
			pre = pre[k+size:]
		}
		label := strings.TrimRight(strings.ToLower(strings.TrimSpace(pre)), " :")
		if label == "" || !slices.ContainsFunc(authorCredits, func(c string) bool { return strings.TrimRight(c, " :") == label }) {
			return false
		}
	}
	return true
}

// structuredAuthors reads the authors that JSON-LD and meta tags name:
// the first candidate naming people, the first naming the publisher or
// another organization, and all candidates in order.
//
// A meta tag naming what JSON-LD types as an Organization names that
// organization too: an untyped <meta name=author> repeating the outlet a
// republished story comes from is no person to set against the byline.
func structuredAuthors(md *metadata, pub []string, lang string) (person, org *authorCand, all []authorCand) {
	ld := ldAuthorCand(md, lang)
	take := func(c authorCand) {
		if len(c.names) == 0 {
			return
		}
		c.org = c.org || allPublisher(c.names, pub) || allOrganizations(c.names) || ld.org && includesNames(ld.names, c.names)
		all = append(all, c)
		switch {
		case !c.org && person == nil:
			person = &c
		case c.org && org == nil:
			org = &c
		}
	}
	take(ld)
	for _, k := range authorMetaKeys {
		take(metaAuthorCand(md, k, lang))
	}
	take(twitterAuthorCand(md, lang))
	return person, org, all
}

// signature finds the author's name set apart at the foot of the article
// text: a last paragraph that is only a name in bold or italics
// ("<p><strong>Marina Mucha</strong></p>"), or the names of a team of up
// to three, as papers and magazines sign
// articles whose metadata names only the publisher, or nobody. The name
// must be a full name, not the publisher's. (A bold line at the head is
// mostly a kicker: "Explore Landscapes".) Blocks in skip, a byline
// after the text, are not its last line.
func signature(an *analysis, container *xhtml.Node, pub []string, lang string, skip *xhtml.Node) *authorCand {
	if container == nil {
		return nil
	}
	var body []*block
	var after *block  // the first block after the text's element
	var lastIn *block // the text's element's last block, furniture or not
	var prevIn *block // the one before it
	for _, b := range an.blocks {
		if isAncestor(container, b.owner) {
			prevIn, lastIn = lastIn, b
		}
		switch in := isAncestor(container, b.owner); {
		case in && !b.boiler:
			body = append(body, b)
		case !in && after == nil && len(body) > 0 && !isAncestor(b.owner, container):
			after = b
		}
	}
	// A post's details row after the text ("Category: … | Views: 386 |
	// Date: …") is the CMS's, not the story's last line; so are, after a
	// posting account's byline (skip), the tags' and share links and a
	// rating's "+12" under the text.
	// So is a box of other stories the container holds after the text,
	// its title and its links ("Tin cùng chuyên mục" over a list of
	// teasers, as portals set it in the story's column).
	for len(body) > 0 {
		b := body[len(body)-1]
		t := b.text()
		if !isFieldRowBlock(b, t) && !(skip != nil && (isAncestor(skip, b.owner) || b.links > 0 || !strings.ContainsFunc(t, unicode.IsLetter))) {
			if k := relatedBoxStart(body); k >= 0 {
				body = body[:k]
				continue
			}
			break
		}
		body = body[:len(body)-1]
	}
	if len(body) < 3 {
		return nil
	}
	b := body[len(body)-1]
	if base := dateLangBase(lang); base == "ja" || base == "zh" || base == "ko" {
		// A Japanese or Chinese paper's closing credit, the text's last
		// line or an element of its own right after the text's ("<p
		// class=credit>（文・中村健一　写真・小林真理）</p>" after
		// div.article-body).
		for _, c := range []*block{b, after} {
			if c != nil && !c.heading && c.links == 0 && len(c.lines) == 1 && c.runes <= 100 &&
				(c == b || container.Parent != nil && isAncestor(container.Parent, c.owner)) {
				if names := closingCreditNames(c.lines[0], base); names != nil {
					return &authorCand{names: names, src: Source{Node: c.owner}}
				}
			}
		}
	}
	if dateLangBase(lang) == "th" {
		// A Thai feature's closing credit, "เรื่อง: … / ภาพ: …" (story:
		// …, photos: …) on one line or two, the text's last or in an
		// element of its own right after it. One classed "credit", as
		// photo credits are, is furniture, and the text's last still.
		for _, c := range []*block{b, lastIn, after} {
			if c != nil && !c.heading && c.links == 0 && len(c.lines) <= 2 && c.runes <= 100 &&
				(c != after || container.Parent != nil && isAncestor(container.Parent, c.owner)) {
				if names := thaiCreditNames(c.lines); names != nil {
					return &authorCand{names: names, src: Source{Node: c.owner}}
				}
			}
		}
	}
	// A broadcaster's closing source line naming its reporter after the
	// outlet's slash ("Quelle: OSTFUNK SACHSEN/Lena Voigt, dpa"), the
	// text's last line or an element of its own right after the text's,
	// furniture to the text's element maybe, one of its last two.
	for _, c := range []*block{b, after, lastIn, prevIn} {
		if c != nil && !c.heading && c.links == 0 && len(c.lines) == 1 && c.runes <= 100 &&
			(c == b || container.Parent != nil && isAncestor(container.Parent, c.owner)) {
			if name := sourceSlashName(c.lines[0], pub); name != "" {
				return &authorCand{names: []string{name}, src: Source{Node: c.owner}}
			}
		}
	}
	// A wire service's closing credit, "Reporting by Jo Doe in Chicago;
	// Editing by Al Roe", the text's last line or an element of its own
	// right after the text's: where no byline stands, its reporters
	// wrote the story (wireReporters drops the editors).
	for _, c := range []*block{b, after, lastIn} {
		if c != nil && !c.heading && c.links == 0 && len(c.lines) == 1 && c.runes <= 250 &&
			(c == b || container.Parent != nil && isAncestor(container.Parent, c.owner)) {
			if names := wireCreditNames(c.lines[0], pub, lang); names != nil {
				return &authorCand{names: names, src: Source{Node: c.owner}}
			}
		}
	}
	if b.heading || b.links > 0 || len(b.lines) != 1 || b.runes > 100 {
		return nil
	}
	if !allEmphasized(b.owner) && !emphasizedWithSource(b.owner, b.lines[0]) && !signatureClassed(b.owner) {
		return nil
	}
	if isCaptionLine(b.lines[0]) && !creditsTextAndPictures(b.lines[0], lang) {
		return nil // the photographer's credit under the text ("Фото: Иван Петров")
	}
	if isSourceCreditLine(b.lines[0], lang) {
		return nil // the paper the story is taken from ("Theo Thanh Niên", "Nguồn: Tuổi Trẻ")
	}
	names := CleanAuthors(b.lines, lang)
	// One name, or a team of up to three ("Phan Văn Lực - Đỗ Hải Yến").
	if len(names) == 0 || len(names) > 3 || b.runes > 40*len(names) || !hasFullName(names, pub) ||
		!allPersonLike(names, false) || !namesCoverLines(b.lines, names) {
		return nil
	}
	for _, n := range names {
		// In a team, every name a full one: "Verband, Berlin" is a
		// signature of an organization and its seat.
		if authorIsRole(n) || !authorNameLike(strings.Fields(n)) || len(names) > 1 && len(strings.Fields(n)) < 2 {
			return nil
		}
	}
	return &authorCand{names: names, src: Source{Node: b.owner}}
}

// wireCreditNames reads the reporters of a wire service's closing
// credit (wireReporters), full names of people, up to five; nil for
// any other line.
func wireCreditNames(l string, pub []string, lang string) []string {
	if _, ok := wireReporters(l); !ok {
		return nil
	}
	names := CleanAuthors([]string{l}, lang)
	if len(names) == 0 || len(names) > 5 || !hasFullName(names, pub) || !allPersonLike(names, false) {
		return nil
	}
	return names
}

// creditsTextAndPictures reports a credit line whose label names the
// text and the pictures joined by "and" ("Text a foto: Jakub Dvořák",
// "Texto y fotos: …", "Tekst i zdjęcia: …"): a writer who took the
// pictures too, the story's author, though the line reads as a photo
// credit (isCaptionLine).
func creditsTextAndPictures(l, lang string) bool {
	label, _, ok := strings.Cut(l, ":")
	if !ok || runes(label) > 40 {
		return false
	}
	text, pictures, and := false, false, false
	for _, w := range strings.Fields(strings.ToLower(label)) {
		switch {
		case authorPictureWords[w] || slices.Contains(authorPhotoCredits, w+":"):
			pictures = true
		case bylineColonLabels[w]:
			// The text's own word ("Text", "Texto"): a byline label
			// such as "by", "por" or "Autor" is also the photo
			// credit's ("Photos by:", "Autor foto:").
			text = true
		case w == "+" || authorIsConjunction(w, dateLangBase(lang)):
			and = true
		default:
			return false
		}
	}
	return text && pictures && and
}

// relatedBoxStart returns the index in body of the heading of a box of
// other stories that closes it, a heading followed only by teaser links
// (isTeaserLink), or -1.
func relatedBoxStart(body []*block) int {
	k := len(body) - 1
	for k >= 0 && isTeaserLink(body[k]) {
		k--
	}
	if k == len(body)-1 || k < 0 || !body[k].heading || body[k].links > 0 {
		return -1
	}
	return k
}

// isTeaserLink reports a block a third or more of whose text is a link:
// a teaser of a related box, its date or its source beside the link
// ("<li><a>Huế trùng tu Ngọ Môn</a> 26/11/2026 20:10</li>").
func isTeaserLink(b *block) bool {
	return !b.heading && b.links > 0 && 3*b.links >= b.runes
}

// allLogins reports names that are all an account's login rather than
// a person's name: one word in lower-case Latin letters, digits, dots,
// dashes and underscores ("sokolova", "oksana_kr", "ivan.p78").
func allLogins(names []string) bool {
	for _, n := range names {
		if n == "" || strings.IndexFunc(n, func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '.' || r == '-')
		}) >= 0 || strings.IndexFunc(n, func(r rune) bool { return r >= 'a' && r <= 'z' }) < 0 {
			return false
		}
	}
	return len(names) > 0
}

// deskLogins are the accounts of a newsroom or a site's administrator,
// as CMSs print them for the posting user: not a person.
// The words are folded as foldLetters folds them: lower-case, no accents.
var deskLogins = authorSet(`redactie redaktion redaction redaccion redaccio redacao redazione redakce redakcja redakcia
	redakcija redaksia redaksi redaksiya redactia redaktsioon toimetus toimitus redaksjonen redaksjon redaktionen
	szerkesztoseg ritstjorn редакция редакція редакцыя редакција συνταξη
	admin administrator webmaster editor editors newsroom staff
	กองบรรณาธการ`) // Thai "editorial board", its vowel sign folded away

// allDeskLogins reports names that are all a newsroom's account
// (deskLogins), one word each, compared case- and accent-folded
// ("Redacción", "redaccion").
func allDeskLogins(names []string) bool {
	for _, n := range names {
		if strings.IndexByte(n, ' ') >= 0 || !deskLogins[foldLetters(n)] {
			return false
		}
	}
	return len(names) > 0
}

// showsDesk reports a byline shown that names a newsroom alone
// (deskLogins, "Redaktion"), not as the CMS prints a login ("redactie").
func showsDesk(vis []authorCand) bool {
	for _, c := range vis {
		if !c.listed && allDeskLogins(c.names) && !allLogins(c.names) {
			return true
		}
	}
	return false
}

// closingCreditNames reads the writers a closing credit names: a
// Japanese paper's (parenSignatureJa), or a Chinese paper's text label
// before the reporter, "图/文 本报记者 王小明", "（文/记者 李明）"; a credit of
// the pictures alone ("图/记者 李明") names no writer.
func closingCreditNames(l, base string) []string {
	if base == "ja" {
		return parenSignatureJa(l)
	}
	labels, rest, ok := cjkCredit(l)
	if base == "ko" {
		// A Korean paper's "글·사진=김민수 기자": the text's label is 글.
		if !ok || !slices.Contains(labels, "글") {
			return nil
		}
		names := CleanAuthors([]string{rest}, "ko")
		if len(names) == 0 || len(names) > 3 || !allPersonLike(names, false) {
			return nil
		}
		return names
	}
	if !ok || !slices.Contains(labels, "文") && !slices.Contains(labels, "文字") {
		return nil
	}
	rest = strings.TrimPrefix(strings.TrimPrefix(rest, "本报"), "本報")
	// The reporters' roles part them ("记者 李明 实习生 张华"), and the
	// pictures' credit may follow ("记者 李明 图/受访者提供"): the names
	// are the words between, the roles dropped.
	parts := []string{rest}
	if words := strings.Fields(rest); len(words) > 1 && slices.ContainsFunc(words, func(w string) bool {
		return hasSuffixAny(w, zhCreditRoles) || strings.ContainsAny(w, "/／=＝:：")
	}) {
		parts = nil
		for _, w := range words {
			if strings.ContainsAny(w, "/／=＝:：") {
				break
			}
			if !hasSuffixAny(w, zhCreditRoles) {
				parts = append(parts, w)
			}
		}
	}
	names := CleanAuthors(parts, "zh")
	if len(names) == 0 || len(names) > 3 || !allPersonLike(names, false) {
		return nil
	}
	return names
}

// thaiCreditNames reads the writers a Thai credit names: every part of
// lines, set apart by line, "/" or "|", is a label, a colon and a name,
// and the names are those of the text's labels (thaiTextLabels); a
// credit of the pictures alone ("ภาพ: …") names no writer.
func thaiCreditNames(lines []string) []string {
	var writers []string
	for _, l := range lines {
		l = thaiCreditParts.Replace(l)
		for _, part := range strings.FieldsFunc(l, func(r rune) bool { return r == '/' || r == '|' }) {
			label, name, ok := strings.Cut(part, ":")
			label = strings.TrimSpace(label)
			if !ok || label == "" || strings.TrimSpace(name) == "" {
				return nil
			}
			switch {
			case thaiTextLabels[label]:
				writers = append(writers, name)
			case !thaiPictureLabels[label]:
				return nil
			}
		}
	}
	if len(writers) == 0 {
		return nil
	}
	names := CleanAuthors(writers, "th")
	if len(names) == 0 || len(names) > 3 || !allPersonLike(names, false) {
		return nil
	}
	return names
}

// thaiCreditParts sets apart the parts of a Thai credit on one line
// with a space alone between them ("เรื่อง : A ภาพ : B") and joins the
// label of story and pictures written with a slash ("เรื่อง/ภาพ: A").
var thaiCreditParts = strings.NewReplacer("เรื่อง/ภาพ", "เรื่อง-ภาพ", "เรื่อง / ภาพ", "เรื่อง-ภาพ",
	" ภาพ:", "/ภาพ:", " ภาพ :", "/ภาพ :", " ภาพประกอบ:", "/ภาพประกอบ:", " ภาพประกอบ :", "/ภาพประกอบ :",
	" ช่างภาพ:", "/ช่างภาพ:", " ช่างภาพ :", "/ช่างภาพ :", " ถ่ายภาพ:", "/ถ่ายภาพ:", " ถ่ายภาพ :", "/ถ่ายภาพ :")

// thaiTextLabels credit the text in a Thai credit line: story, writer,
// story and pictures; thaiPictureLabels the pictures: photos, photo
// illustration, photographer.
var (
	thaiTextLabels    = authorSet(`เรื่อง ผู้เขียน เขียน เรื่องและภาพ เรื่อง-ภาพ`)
	thaiPictureLabels = authorSet(`ภาพ ภาพประกอบ ช่างภาพ ถ่ายภาพ`)
)

// zhCreditRoles end the role words of a Chinese credit line: "本报记者",
// "新华社记者", "通讯员", "实习生".
var zhCreditRoles = []string{"记者", "記者", "通讯员", "通訊員", "实习生", "實習生", "编辑", "編輯", "评论员", "評論員"}

// hasSuffixAny reports whether s ends with one of suffixes.
func hasSuffixAny(s string, suffixes []string) bool {
	return slices.ContainsFunc(suffixes, func(x string) bool { return strings.HasSuffix(s, x) })
}

// isSourceCreditLine reports a closing line that credits the outlet a
// story is taken from, not its writer: a source label and a colon
// ("Nguồn: Tuổi Trẻ", "Quelle: dpa"), or Vietnamese "Theo" (according
// to) before the paper's name ("Theo Thanh Niên").
func isSourceCreditLine(line, lang string) bool {
	line = strings.TrimSpace(line)
	if _, ok := cutSourceLabel(line); ok {
		return true
	}
	return dateLangBase(lang) == "vi" && strings.HasPrefix(strings.ToLower(line), "theo ")
}

// parenSignatureJa reads the names of a Japanese paper's closing
// signature, the reporters in brackets on the story's last line:
// "（佐藤健太）", "（佐藤健太、鈴木一郎）", a correspondent's "（ワシントン＝佐藤
// 健太）". It returns nil for any other line, and for the notes set the
// same way: "（敬称略）" (honorifics left out), "（おわり）", "（続く）".
func parenSignatureJa(l string) []string {
	l = strings.TrimSpace(l)
	inner, ok := strings.CutPrefix(l, "（")
	if ok {
		inner, ok = strings.CutSuffix(inner, "）")
	}
	if !ok {
		return nil
	}
	if names, ok := jaRoleCredits(inner); ok {
		return names
	}
	if _, after, found := strings.Cut(inner, "＝"); found {
		inner = after
	}
	var names []string
	for p := range strings.SplitSeq(inner, "、") {
		p = strings.TrimSpace(strings.ReplaceAll(p, "\u3000", " "))
		if i := strings.IndexAny(p, " ・"); i > 0 && isJaRole(p[:i]) {
			// The reporter's desk or title before the name: "（編集委員
			// 滝田洋一）", "（社会部・佐藤健太）".
			_, size := utf8.DecodeRuneInString(p[i:])
			p = strings.TrimSpace(p[i+size:])
		}
		if !isJaNameRun(p) || jaClosingNotes[p] || strings.HasSuffix(p, "は当時") || strings.HasSuffix(p, "撮影") ||
			jaTopicNote(p) || strings.HasSuffix(p, "掲載") || jaBracketOrg(p) {
			// "（肩書は当時）", "（年齢は当時）": titles and ages as they
			// were; "（写真＝佐藤健太撮影）": a photo's credit; "（年齢は
			// 取材時）", "（写真は松本城）", "（随時掲載）": notes.
			return nil
		}
		names = append(names, p)
	}
	if len(names) > 3 {
		return nil
	}
	return names
}

// jaTopicNote reports a note saying what a thing is, its topic marked by
// は between kanji ("年齢は取材時", "数字は速報値"): a given name in kana
// has は before kana ("佐藤はるか").
func jaTopicNote(p string) bool {
	for i := strings.Index(p, "は"); i > 0; {
		before, _ := utf8.DecodeLastRuneInString(p[:i])
		after, _ := utf8.DecodeRuneInString(p[i+len("は"):])
		if unicode.Is(unicode.Han, before) && unicode.In(after, unicode.Han, unicode.Katakana) {
			return true
		}
		j := strings.Index(p[i+len("は"):], "は")
		if j < 0 {
			break
		}
		i += len("は") + j
	}
	return false
}

// jaCreditRoles are the labels of the parts of a Japanese closing
// credit, "（文・中村健一　写真・小林真理）", longest first: true for the
// writer's (kept), false for the photographer's or illustrator's.
var jaCreditRoles = []struct {
	label  string
	writer bool
}{{"文・写真", true}, {"文と写真", true}, {"取材・文", true}, {"聞き手", true}, {"イラスト", false},
	{"取材", true}, {"構成", true}, {"写真", false}, {"撮影", false}, {"動画", false}, {"文", true}}

// jaRoleCredits reads a closing credit whose every part, set apart by
// spaces or "、", is a role's labels and a name joined by "・" or "＝",
// or the labels alone with the name as the next part: "（文・中村健一
// 写真・小林真理）", "（取材・文　中村健一）", "（文・佐藤健太、写真・小林
// 真理）". Labels chain with "・" ("取材・撮影＝…"), and a label is never
// read as a name. It returns the writers' names, none when only a
// photographer is credited; ok is false for a credit of another shape.
func jaRoleCredits(inner string) (names []string, ok bool) {
	parts := strings.FieldsFunc(inner, func(r rune) bool { return r == ' ' || r == '\u3000' || r == '、' })
	if len(parts) == 0 || len(parts) > 8 {
		return nil, false
	}
	pending, pendingWriter := false, false
	for _, p := range parts {
		writer, rest, labelled := jaCreditLabels(p)
		if pending {
			// The name after labels standing alone: "（文・写真　中村健一）".
			if labelled && rest == "" || !isJaNameRun(p) {
				return nil, false
			}
			if pendingWriter {
				names = append(names, p)
			}
			pending = false
			continue
		}
		if !labelled {
			return nil, false
		}
		if rest == "" {
			pending, pendingWriter = true, writer
			continue
		}
		sep, size := utf8.DecodeRuneInString(rest)
		if sep != '・' && sep != '＝' || !isJaNameRun(rest[size:]) {
			return nil, false
		}
		if _, after, l := jaCreditLabels(rest[size:]); l && after == "" {
			return nil, false // a role, no name
		}
		if writer {
			names = append(names, rest[size:])
		}
	}
	return names, true
}

// jaCreditLabels reads the role labels p opens with, chained by "・"
// ("取材・文・写真"): whether one is a writer's, what follows them, and
// whether p opens with a label at all.
func jaCreditLabels(p string) (writer bool, rest string, labelled bool) {
	rest = p
	for {
		found := false
		for _, r := range jaCreditRoles {
			after, cut := strings.CutPrefix(rest, r.label)
			if !cut {
				continue
			}
			writer, labelled, found, rest = writer || r.writer, true, true, after
			break
		}
		if !found {
			return writer, rest, labelled
		}
		// Another label after "・": "取材・撮影", "文・構成".
		next, cut := strings.CutPrefix(rest, "・")
		if !cut {
			return writer, rest, labelled
		}
		chained := false
		for _, r := range jaCreditRoles {
			if after, cut := strings.CutPrefix(next, r.label); cut && (after == "" || strings.HasPrefix(after, "・") || strings.HasPrefix(after, "＝")) {
				chained = true
				break
			}
		}
		if !chained {
			return writer, rest, labelled
		}
		rest = next
	}
}

// jaClosingNotes are notes in brackets that close a Japanese story and
// are no reporter's name.
var jaClosingNotes = map[string]bool{"敬称略": true, "おわり": true, "終わり": true, "つづく": true, "続く": true,
	"了": true, "完": true, "終": true, "写真も": true}

// isJaRole reports a reporter's desk or title as Japanese papers set it
// before the name in a closing signature: 編集委員, 論説委員, 記者,
// 特派員, 支局長, 社会部. Desks are listed whole: family names end in
// 部 too (阿部, 長谷部).
func isJaRole(s string) bool {
	return jaDesks[s] || strings.HasSuffix(s, "委員") || strings.HasSuffix(s, "記者") || strings.HasSuffix(s, "特派員") ||
		strings.HasSuffix(s, "支局長") || strings.HasSuffix(s, "総局長") || strings.HasSuffix(s, "部長")
}

// jaDesks are the desks of Japanese papers.
var jaDesks = map[string]bool{"社会部": true, "政治部": true, "経済部": true, "国際部": true, "外信部": true,
	"運動部": true, "文化部": true, "写真部": true, "報道部": true, "編集部": true, "生活部": true, "科学部": true,
	"地方部": true, "くらし報道部": true, "科学医療部": true}

// isJaNameRun reports 2 to 8 letters of a Japanese name: kanji, kana
// and the long vowel and middle dot of foreign names, at least one of
// them a kanji or katakana, a space at most between family and given
// name.
func isJaNameRun(p string) bool {
	n, spaces, strong := 0, 0, false
	for _, r := range p {
		switch {
		case r == ' ':
			spaces++
		case unicode.In(r, unicode.Han, unicode.Katakana):
			strong = true
		case unicode.Is(unicode.Hiragana, r), r == 'ー', r == '・':
		default:
			return false
		}
		n++
	}
	return strong && spaces <= 1 && n-spaces >= 2 && n-spaces <= 8
}

// leadSignature reads the byline the article's first paragraph opens
// with (see leadByline): "(By Chinedu Okafor)", a Korean wire's
// "[서울=뉴시스]김지훈 기자 = ".
func leadSignature(an *analysis, container *xhtml.Node, pub []string, lang string) *authorCand {
	seen := 0
	for b := range textBlocks(an, container) {
		// Up to the first paragraph of prose, past a few short lines
		// (a page number, the paper's edition).
		if _, _, ok := leadByline(openingText(b.owner)); !ok {
			if seen++; seen == 3 || b.runes >= 80 {
				return nil
			}
			continue
		}
		names := elementAuthors(b.owner, lang)
		// A person's name is capitalized, as a byline's need not be: "By
		// the numbers: the budget" opens an explainer.
		if len(names) == 0 || len(names) > 3 || allPublisher(names, pub) || !allPersonLike(names, true) {
			return nil
		}
		return &authorCand{names: names, src: Source{Node: b.owner}}
	}
	return nil
}

// anyDeskCredit reports names of which one is a newsroom's or wire's
// credit, no co-author: "By Chinedu Okafor and Agency Reports", "… and
// Wire Services", "… and Staff".
func anyDeskCredit(names []string) bool {
	for _, n := range names {
		for _, w := range strings.Fields(strings.ToLower(n)) {
			if w = strings.Trim(w, ".,"); deskCreditWords[w] || wireCreditWords[w] || orgWords[w] {
				return true
			}
		}
		if isStationName(n) {
			return true
		}
	}
	return false
}

// broadcastWords open a station's name ("TV Paulista Campinas", "Rádio
// Litoral FM"); "FM" may close it ("Litoral FM"): a reporter's own
// outlet or affiliate after the name, no co-author. Inside a name they
// are a person's ("Ana Rádio").
var broadcastWords = authorSet(`tv rádio radio`)

// isStationName reports a name of two words or more that a
// broadcastWords word opens or "FM" closes.
func isStationName(n string) bool {
	f := strings.Fields(strings.ToLower(n))
	return len(f) >= 2 && (broadcastWords[strings.Trim(f[0], ".,")] || strings.Trim(f[len(f)-1], ".,") == "fm")
}

// wireCreditWords name a wire's credit ("Agency Reports", "Wire
// Services"), as deskCreditWords name a newsroom's.
var wireCreditWords = authorSet(`agency agencies report reports wire wires services bureau`)

// opensText reports whether n holds the first or second block of the
// article's text (textBlocks).
func opensText(an *analysis, container, n *xhtml.Node) bool {
	seen := 0
	for b := range textBlocks(an, container) {
		if isAncestor(n, b.owner) || isAncestor(b.owner, n) {
			return true
		}
		if seen++; seen >= 2 {
			return false
		}
	}
	return false
}

// textBlocks yields the blocks of the article's text in order: those
// inside container that are neither headings nor boilerplate (none
// without a container).
func textBlocks(an *analysis, container *xhtml.Node) iter.Seq[*block] {
	return func(yield func(*block) bool) {
		if container == nil {
			return
		}
		for _, b := range an.blocks {
			if !b.boiler && !b.heading && isAncestor(container, b.owner) && !yield(b) {
				return
			}
		}
	}
}

// siteAccountByline reads the reporter's byline that opens the article
// text when the page credits only the site's own account: a Squarespace
// or WordPress theme names the account that posted ("Tidewater
// Magazine", the site's name) in its metadata and author link, and the
// story's first or second paragraph is the byline, a byline word of the
// page's language and a person's name ("Words by Lena Marsh", "Na Neema
// Mwakyusa, Mwanza", "By WANJIKU NDUNG'U"). Only then: a blog's owner or
// a person named in metadata keeps the credit over a later byline.
func siteAccountByline(an *analysis, container *xhtml.Node, pub []string, lang string) *authorCand {
	seen := 0
	for b := range textBlocks(an, container) {
		if seen++; seen > 2 {
			return nil
		}
		// The name may link to the reporter's page: "By <a>Jane Doe</a>",
		// the byline word and punctuation outside the link.
		if len(b.lines) != 1 || b.links > 0 && b.runes-b.links > maxBylineLead || b.runes > 80 || !opensLangByline(b.lines[0], lang) {
			continue
		}
		names := elementAuthors(b.owner, lang)
		if len(names) == 0 || len(names) > 2 || !allPersonLike(names, false) {
			return nil
		}
		// "By The Numbers", "By Order of the Court", "By Air and Sea": a
		// phrase is no person, "The" and one word or a function word in
		// lower case. An outlet's name of more words is the wire's or the
		// paper's credit: "By The Associated Press", "By The New York
		// Times".
		for _, n := range names {
			if isPublisherName(n, pub) {
				continue // the outlet after the name: "By Jane Doe, The Lake Mirror"
			}
			ws := strings.Fields(n)
			for i, w := range ws {
				if lw := strings.ToLower(w); i == 0 && lw == "the" && len(ws) <= 2 || w == lw && phraseWords[lw] {
					return nil
				}
			}
		}
		// A byline word the name still opens with was read as none: the
		// name is the sentence's subject, "Di Maio: «…»" (Luigi Di Maio),
		// or a word the cleaning keeps, Swahili "Na Mhariri" (the editor).
		if f := strings.Fields(b.lines[0]); len(f) > 0 && strings.EqualFold(strings.Fields(names[0])[0], f[0]) {
			return nil
		}
		// After a word that is a byline's only in the page's language, a
		// name holding that language's "and" is the subject of a sentence,
		// two surnames ("Di Maio e Conte, vertice a Palazzo Chigi"): a
		// byline word there names each reporter in full.
		if !hasBylineMarker(b.lines[0]) {
			// Hausa "Daga" is "from": "Daga Jihar Kano", "Daga Birnin
			// Kebbi" is where the story comes from, a dateline.
			if hausaPlaceWords[strings.ToLower(strings.Fields(names[0])[0])] {
				return nil
			}
			for _, n := range names {
				for _, w := range strings.Fields(n) {
					if authorIsConjunction(w, lang) {
						return nil
					}
				}
			}
		}
		for i, n := range names {
			// A one-word entry after the name is the reporter's town
			// ("Na Neema Mwakyusa, Mwanza"), kept as bylines' towns are;
			// the site's name after it is the outlet the reporter files
			// for ("By Jane Doe | The Lake Mirror"), which dropSiteCredits
			// drops.
			w := strings.Fields(n)
			if (len(w) < 2 && i == 0) || len(w) > 4 || isPublisherName(n, pub) && i == 0 || authorIsRole(n) {
				return nil
			}
		}
		return &authorCand{names: names, src: Source{Node: b.owner}}
	}
	return nil
}

// maxBylineLead is the most text a first-paragraph byline holds beside
// its linked name: the byline word ("Words by ") and punctuation.
const maxBylineLead = 12

// phraseWords are English function words that a phrase opened by "By"
// holds in lower case ("Order of the Court", "Air and Sea") and a
// person's name does not; names' particles (de, van, bin) are not here.
var phraseWords = map[string]bool{"of": true, "the": true, "and": true, "to": true, "for": true, "in": true, "on": true,
	"at": true, "with": true, "from": true, "or": true, "a": true, "an": true}

// langBylineWords are byline words of one language that open sentences
// in others, read as a byline's only in a page of that language:
// Swahili "Na Neema Mwakyusa", Tagalog "Ni Maria Santos", Italian "Di
// Marco Rossi", Hausa "Daga Aminu Garba" ("from", also "Daga bisani …",
// "later …").
var langBylineWords = map[string]string{"sw": "na ", "tl": "ni ", "fil": "ni ", "it": "di ", "ha": "daga ",
	// Cebuano, Hiligaynon, Waray and Bikol sign so too ("Ni Maricel
	// Dela Peña").
	"ceb": "ni ", "hil": "ni ", "war": "ni ", "bcl": "ni "}

// hausaPlaceWords open a Hausa place's name: state, city, town, the
// palace or the seat of government, a local government area, a country,
// a region.
var hausaPlaceWords = map[string]bool{"jihar": true, "birnin": true, "garin": true, "fadar": true, "karamar": true,
	"ƙaramar": true, "kasar": true, "ƙasar": true, "yankin": true}

// opensLangByline reports a line that opens with a byline word: one of
// any language (hasBylineMarker), or one of the page's own.
func opensLangByline(l, lang string) bool {
	if hasBylineMarker(l) {
		return true
	}
	m, ok := langBylineWords[dateLangBase(lang)]
	return ok && strings.HasPrefix(strings.ToLower(strings.TrimSpace(l)), m)
}

// emphasizedWithSource reports a signature followed by its source in
// brackets, as translated news is signed: "<strong>Minh Anh</strong>
// (theo <em>Reuters</em>)". The first emphasized element must hold all
// of line but the bracketed note that ends it.
func emphasizedWithSource(n *xhtml.Node, line string) bool {
	line = strings.TrimSpace(line)
	if !strings.HasSuffix(line, ")") && !strings.HasSuffix(line, "）") {
		return false
	}
	em := find(n, func(c *xhtml.Node) bool {
		return c.DataAtom == atom.Strong || c.DataAtom == atom.B || c.DataAtom == atom.Em || c.DataAtom == atom.I
	})
	if em == nil {
		return false
	}
	rest := collapse(authorBrackets.ReplaceAllString(line, " "))
	return rest != "" && rest == collapse(Text(em))
}

// allEmphasized reports whether all the text of n is inside <strong>,
// <b>, <em> or <i>.
func allEmphasized(n *xhtml.Node) bool {
	ok, any := true, false
	var walk func(c *xhtml.Node, em bool)
	walk = func(c *xhtml.Node, em bool) {
		switch c.Type {
		case xhtml.TextNode:
			if strings.TrimSpace(strings.ReplaceAll(c.Data, "\u00a0", " ")) != "" {
				any = true
				ok = ok && em
			}
			return
		case xhtml.ElementNode:
			switch c.DataAtom {
			case atom.Strong, atom.B, atom.Em, atom.I:
				em = true
			}
		}
		for d := c.FirstChild; d != nil; d = d.NextSibling {
			walk(d, em)
		}
	}
	walk(n, false)
	return ok && any
}

// extendsByline reports a visible byline that names the structured
// authors first, in order, and more full names after them, all on one
// line opened by a marker ("Written by Jane Doe, John Roe and Ann
// Lee"): metadata that lists only the first author of a team. Names in
// other lines or elements (editors, reviewers) do not count.
func extendsByline(v *authorCand, names []string, lang string) bool {
	if len(names) == 0 || len(v.names) <= len(names) || len(v.names) > 6 {
		return false // nothing to extend; the CJK check reads the name before each extra one
	}
	for i, n := range names {
		if k, vk := nameKey(n), nameKey(v.names[i]); k == "" || !strings.HasSuffix(vk, k) {
			return false // "Dr Jane Doe" extends "Jane Doe"
		}
	}
	for k, n := range v.names[len(names):] {
		if len(strings.Fields(n)) < 2 && !(authorIsCJK(n) && runes(n) >= 2 && !cjkRoleGlued(n) && cjkListedAfter(v.src.Node, v.names[len(names)+k-1], n)) {
			return false // a CJK name is whole without spaces: "撰文：陳嘉敏、李俊傑"
		}
	}
	// "Por Fernanda Lima, TV Paulista Campinas": the station or desk
	// after the name is the reporter's outlet, which metadata rightly
	// leaves out.
	// Co-authors before the station still extend it; dropSiteCredits
	// drops the station.
	extra := v.names[len(names):]
	for len(extra) > 0 && isStationName(extra[len(extra)-1]) {
		extra = extra[:len(extra)-1]
	}
	if len(extra) == 0 || anyDeskCredit(extra) {
		return false
	}
	lines := bylineTexts(v.src.Node, "")
	return len(lines) == 1 && hasBylineMarker(lines[0]) || allAuthorPageLinks(v.src.Node, v.names, lang) || authorChips(v.src.Node, v.names)
}

// authorChips reports a box of authors set as a row of like chips (an
// avatar, the name, the role): each name is the whole text of an
// element of its own, all of one tag and one class ("<span
// class=AuthorChip_name>"), and no chip labels its name a reviewer's,
// editor's or illustrator's, and no label stands before a name in its
// chip. A blog's header shows the team so while its
// metadata names only the first author; an editor or a reviewer is set
// apart in an element of another kind or labelled.
func authorChips(n *xhtml.Node, names []string) bool {
	if n == nil || len(names) < 2 || anyDeskCredit(names) {
		return false
	}
	if l := strings.ToLower(collapse(Text(n))); hasAny(l, creditLabels) || hasAny(l, authorCredits) || hasAny(l, chipOtherRoles) {
		return false
	}
	els := make([]*xhtml.Node, 0, len(names))
	for _, name := range names {
		e := nameElement(n, name)
		if e == nil || e == n || attr(e, "class") == "" || slices.Contains(els, e) ||
			len(els) > 0 && !sameKind(e, els[0]) {
			return false
		}
		els = append(els, e)
	}
	// The chips, the box's children holding the names, are alike too,
	// and each opens with its name: "<p>Publicado por <a>A</a></p><p>La
	// información es de <a>B</a></p>" (traf-biobiochile.cl-gremios,
	// gold A only) credits B with another part under a label of its own.
	box := els[0].Parent
	for box != nil && slices.ContainsFunc(els, func(e *xhtml.Node) bool { return !isAncestor(box, e) }) {
		box = box.Parent
	}
	var chips []*xhtml.Node
	for _, e := range els {
		c := e
		for c.Parent != box {
			c = c.Parent
		}
		if slices.Contains(chips, c) || len(chips) > 0 && !sameKind(c, chips[0]) ||
			!strings.HasPrefix(collapse(Text(c)), collapse(Text(e))) {
			return false
		}
		chips = append(chips, c)
	}
	return true
}

// chipOtherRoles name, in a chip's role, a crew member or a reviewer
// rather than a writer, in lower case: "Fotograf", "Fotógrafa",
// "Medical reviewer", "Videographer", "Kameramann", a podcast's "Guest".
var chipOtherRoles = []string{"fotograf", "fotógraf", "photojournalist", "fotoperiodist", "fotojornalist", "fotoreporter",
	"videograph", "kameramann", "cameraman", "camerawoman", "reviewer", "fact-checker", "fact checker",
	// The video's crew, and an episode's guest beside its host.
	"video", "vídeo", "guest", "gast", "invitad", "convidad", "invité"}

// sameKind reports elements of one tag and one class attribute.
func sameKind(a, b *xhtml.Node) bool {
	return a.DataAtom == b.DataAtom && a.Data == b.Data && attr(a, "class") == attr(b, "class")
}

// nameElement returns the innermost element under n whose whole text is
// name, or nil.
func nameElement(n *xhtml.Node, name string) *xhtml.Node {
	for e := range n.Descendants() {
		if e.Type != xhtml.ElementNode || collapse(Text(e)) != name {
			continue
		}
		for inner := true; inner; {
			inner = false
			for c := e.FirstChild; c != nil; c = c.NextSibling {
				if c.Type == xhtml.ElementNode && collapse(Text(c)) == name {
					e, inner = c, true
					break
				}
			}
		}
		return e
	}
	return nil
}

// cjkListedAfter reports whether name follows prev in n's text in the
// same field ("陳嘉敏、李俊傑", "記者陳嘉敏、實習記者李俊傑"): a co-author. A
// label between them with its colon or slash ("陳嘉敏、攝影：李俊傑",
// "責任編輯：") or a picture's or an editor's word opens another field.
func cjkListedAfter(n *xhtml.Node, prev, name string) bool {
	if n == nil {
		return false
	}
	t := collapse(Text(n))
	i := strings.Index(t, prev)
	if i < 0 {
		return false
	}
	t = t[i+len(prev):]
	j := strings.Index(t, name)
	if j < 0 {
		return false
	}
	gap := t[:j]
	if strings.ContainsAny(gap, ":：/／") {
		return false
	}
	for w := range authorPictureWords {
		if authorIsCJK(w) && strings.Contains(gap, w) {
			return false
		}
	}
	return !strings.Contains(gap, "編輯") && !strings.Contains(gap, "编辑") && !strings.Contains(gap, "編集")
}

// cjkRoleGlued reports a CJK run that holds a job title besides the
// name ("實習記者李俊傑", "特約記者李俊傑"): no name whole.
func cjkRoleGlued(n string) bool {
	for r := range authorCJKRoles {
		if strings.Contains(n, r) {
			return true
		}
	}
	return false
}

// romanizedByline reports a visible byline that names metadata's
// authors in another script: metadata spells them in Latin letters, and
// the byline shows each in a script without them as the text of a link
// to an author page whose address spells the Latin name
// ("<a href=/authors/sara-al-mansouri/>سارة المنصوري</a>" for JSON-LD's
// "Sara Al Mansouri"). The same people, as the page's readers see them
// credited.
func romanizedByline(v *authorCand, names []string) bool {
	if v.src.Node == nil || len(v.names) != len(names) {
		return false
	}
	slugs := map[string]string{} // link text's key → the letters of its address's last segment
	addSlug := func(a *xhtml.Node) {
		if a.Type == xhtml.ElementNode && a.DataAtom == atom.A && isAuthorPageLink(a) {
			href, _, _ := strings.Cut(attr(a, "href"), "?")
			slugs[nameKey(collapse(Text(a)))] = foldLetters(path.Base(strings.TrimRight(href, "/")))
		}
	}
	addSlug(v.src.Node) // the byline may be the link itself
	for a := range v.src.Node.Descendants() {
		addSlug(a)
	}
	for i, n := range names {
		shown := v.names[i]
		if !isLatinName(n) || strings.ContainsFunc(shown, func(r rune) bool { return unicode.Is(unicode.Latin, r) }) || saysAuthorPage(shown) {
			return false
		}
		if slug, ok := slugs[nameKey(shown)]; !ok || slug == "" || slug != foldLetters(n) {
			return false
		}
	}
	return true
}

// saysAuthorPage reports a link text that names the author's page or
// role rather than the author ("صفحة الكاتبة", the writer's page;
// "مقالات الكاتبة", her articles; "محررة الشؤون المحلية", a job title).
func saysAuthorPage(s string) bool {
	for _, w := range strings.Fields(strings.ToLower(s)) {
		if authorLinkLabelWords[w] || authorLinkLabelWords[strings.TrimPrefix(w, "ال")] {
			return true
		}
	}
	return false
}

// authorLinkLabelWords are the words of a link to an author's page that
// is no name, in the scripts romanizedByline reads: writer, editor,
// correspondent, page, articles, all, more.
var authorLinkLabelWords = authorSet(`كاتب كاتبة كاتبه مقالات صفحة محرر محررة مراسل مراسلة المزيد كل
	نویسنده مطالب صفحه автор автора статьи материалы публикации все страница корреспондент редактор
	συντάκτης συντάκτη άρθρα כתבות הכותב הכותבת כתב כתבת`)

// isLatinName reports a name whose letters are all Latin.
func isLatinName(n string) bool {
	return strings.ContainsFunc(n, unicode.IsLetter) &&
		!strings.ContainsFunc(n, func(r rune) bool { return unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r) })
}

// allAuthorPageLinks reports whether names, two or more, are each the
// text of a link to an author's page (isAuthorPageLink) inside n and n
// shows nothing else but separators: a theme's list of authors ("<a
// href=/author/elin/>Elin Sandberg</a>, <a href=/author/johan/>Johan
// Ek</a>", Ghost's), where metadata names only the primary author. A
// desk's credit among them ("Redaktion Haus.de") is no co-author, and
// words beside the links ("Reviewed by", "Full Bio") make another kind
// of box. The byline word before them, the page language's "and"
// between them ("Oleh <a>A</a> dan <a>B</a>") and the date set apart
// after them (datedTail) are the byline's own.
func allAuthorPageLinks(n *xhtml.Node, names []string, lang string) bool {
	if n == nil || len(names) < 2 || anyDeskCredit(names) {
		return false
	}
	byName := map[string]*xhtml.Node{}
	for a := range n.Descendants() {
		if a.Type == xhtml.ElementNode && a.DataAtom == atom.A && isAuthorPageLink(a) {
			if k := nameKey(collapse(Text(a))); k != "" && byName[k] == nil {
				byName[k] = a
			}
		}
	}
	var links []*xhtml.Node
	hrefs := map[string]bool{}
	for _, name := range names {
		a := byName[nameKey(name)]
		if a == nil || hrefs[attr(a, "href")] {
			return false // "<a href=/author/x>Jane Doe</a> <a href=/author/x>Author's Profile</a>": one author
		}
		hrefs[attr(a, "href")] = true
		links = append(links, a)
	}
	// The element holding the links, and what it shows besides them.
	box := links[0].Parent
	for box != nil && box != n && slices.ContainsFunc(links, func(a *xhtml.Node) bool { return !isAncestor(box, a) }) {
		box = box.Parent
	}
	if box == nil {
		return false
	}
	rest := collapse(Text(box))
	if last := collapse(Text(links[len(links)-1])); last != "" {
		if i := strings.LastIndex(rest, last); i >= 0 && datedTail(rest[i+len(last):]) {
			rest = rest[:i+len(last)]
		}
	}
	for _, a := range links {
		rest = strings.Replace(rest, collapse(Text(a)), " ", 1)
	}
	for i, w := range strings.Fields(rest) {
		if i == 0 && hasBylineMarker(w+" ") {
			continue // the byline's own label before the links: "撰文：", "Text:", "Oleh"
		}
		// Marks alone are separators too: the theme's " - " or "·"
		// between the names and the date.
		if w = strings.ToLower(strings.TrimFunc(w, isMark)); w != "" && !authorIsConjunction(w, dateLangBase(lang)) && !listSeparatorWords[w] {
			return false
		}
	}
	return true
}

// datedTailRunes is the longest text after a byline's names read as its
// date (datedTail).
const datedTailRunes = 40

// datedTail reports the text after a byline's last name as the date the
// theme sets there, apart from the names by a mark: " - November 19,
// 2026 @ 4:05pm", " · 12.03.2026". Words there without a year are
// something else ("· Full Bio").
func datedTail(t string) bool {
	t = strings.TrimSpace(t)
	r, _ := utf8.DecodeRuneInString(t)
	if t == "" || !isMark(r) || moreRunes(t, datedTailRunes) || !dateHasYear(t) {
		return false
	}
	// The date must follow the mark: words before it are a third
	// writer's or a note's ("· Carl Roe · 19.11.2026", "- with Carl
	// Roe, Nov 19, 2026").
	first, _, _ := strings.Cut(strings.TrimLeftFunc(t, func(r rune) bool { return isMark(r) || unicode.IsSpace(r) }), " ")
	first = strings.ToLower(strings.Trim(first, ".,:;"))
	_, month := authorMonthWords[first]
	return month || strings.ContainsAny(first, "0123456789")
}

// listSeparatorWords may stand between the links of an author list:
// "by" and its like before them, "and" in the languages whose word
// authorIsConjunction needs the page's language for.
var listSeparatorWords = authorSet(`by von par por door av af and und et och og ja és e y i`)

// photoCreditedExtras reports whether structured data's names are the
// visible byline's and more, and the page credits each name the byline
// lacks with its pictures ("Photography by Ravi Dhillon", "Photos by
// Bo Chan"): a feature's photographer, whom some sites list as a second
// author in JSON-LD beside the writer.
func photoCreditedExtras(an *analysis, v *authorCand, names []string) bool {
	if len(v.names) == 0 || len(names) <= len(v.names) || !includesNames(names, v.names) {
		return false
	}
	for _, n := range names {
		if includesNames(v.names, []string{n}) {
			continue
		}
		// A name the byline shows as a writer's, which its reading
		// missed ("<span class=byline__role>Text och foto</span> Anna
		// Lind"), is no photographer's only.
		if v.src.Node != nil && showsAsWriter(strings.ToLower(collapse(Text(v.src.Node))), strings.ToLower(collapse(n))) {
			return false
		}
		if !photoCredits(an, strings.ToLower(collapse(n))) {
			return false
		}
	}
	return true
}

// photoCredits reports whether a short line of the page credits name,
// in lower case, with pictures: a photo credit (authorPhotoCredits)
// right before it.
func photoCredits(an *analysis, name string) bool {
	for _, b := range an.blocks {
		for _, l := range b.lines {
			if runes(l) > 200 {
				continue
			}
			l = strings.ToLower(collapse(l))
			for _, c := range authorPhotoCredits {
				if creditsName(l, c, name) {
					return true
				}
			}
		}
	}
	return false
}

// showsAsWriter reports whether the lower-case byline text shows name
// and not under a picture credit alone: under a text label, under none,
// or under a joint one ("text och foto anna lind"). A picture credit is
// a label of authorPictureWords ("foto fredrik sandberg") or a photo
// credit (authorPhotoCredits: "photography by ravi dhillon").
func showsAsWriter(text, name string) bool {
	i := strings.Index(text, name)
	if i < 0 {
		return false
	}
	before := strings.TrimRight(text[:i], " ")
	cut, found := "", false
	for _, c := range authorPhotoCredits {
		if c = strings.TrimSpace(c); strings.HasSuffix(before, c) {
			cut, found = strings.TrimSuffix(before, c), true
			break
		}
	}
	if !found {
		w := strings.Fields(before)
		if len(w) == 0 || !authorPictureWords[strings.Trim(w[len(w)-1], ":")] {
			return true
		}
		cut = strings.Join(w[:len(w)-1], " ")
	}
	return jointCreditHead(cut)
}

// jointCreditHead reports lower-case words that end in a text's label
// and "and" ("text och", "texto y", "words &"): the head of a joint
// credit, whose picture word credits a writer who also took the
// pictures. A name before the "and" ("by erik lindqvist and photos by
// anna lind") joins a second credit, the photographer's, to the
// writer's.
func jointCreditHead(s string) bool {
	w := strings.Fields(s)
	if len(w) < 2 {
		return false
	}
	if last := strings.Trim(w[len(w)-1], ","); !authorIsConjunction(last, "") && !listSeparatorWords[last] && last != "&" {
		return false
	}
	label := strings.Trim(w[len(w)-2], ":,")
	return bylineColonLabels[label] || label == "words" || label == "story"
}

// creditsName reports whether the lower-case line l credits name with
// the photo credit c: c right before it (a label's colon may have a
// space after it, "foto: " + name), the name ending there ("foto: anna
// lindqvist" credits no "anna lind"), and c no second field of a joint
// credit ("text och foto: anna lind", "texto y fotos: …" credit a
// writer who also took the pictures).
func creditsName(l, c, name string) bool {
	for off := 0; off < len(l); {
		i := strings.Index(l[off:], c)
		if i < 0 {
			return false
		}
		i += off
		off = i + len(c)
		rest := l[off:]
		if strings.HasSuffix(c, ":") {
			rest = strings.TrimPrefix(rest, " ")
		}
		after, ok := strings.CutPrefix(rest, name)
		if !ok || unicode.IsLetter(firstRune(after)) {
			continue
		}
		if jointCreditHead(l[:i]) {
			continue
		}
		return true
	}
	return false
}

// creditsExtrasAfterComma reports whether the visible byline v names
// some of names and shows the rest in its own text after a comma that
// follows its last author and opens with the site's own name, where a
// byline sets the author's desk and station ("Por Beatriz Lima, p1 PE e
// TV Litoral"), while structured data lists them as people. Co-authors
// the byline's reader missed after a comma ("Michael L. Anderson, PhD,
// Carlos Dobkin, PhD") follow no site's name.
func creditsExtrasAfterComma(v *authorCand, names, pub []string) bool {
	if len(v.names) == 0 || len(names) <= len(v.names) || !includesNames(names, v.names) {
		return false
	}
	t := strings.ToLower(collapse(nodeText(v.src.Node)))
	last := strings.ToLower(v.names[len(v.names)-1])
	i := strings.LastIndex(t, last)
	if i < 0 {
		return false
	}
	tail, ok := strings.CutPrefix(strings.TrimLeft(t[i+len(last):], " "), ",")
	if !ok {
		return false
	}
	words := strings.Fields(tail)
	own := false
	for n := 1; n <= 3 && n <= len(words) && !own; n++ {
		own = isPublisherName(strings.Join(words[:n], " "), pub)
	}
	if !own {
		return false
	}
	for _, n := range names {
		if includesNames(v.names, []string{n}) {
			continue
		}
		if k := strings.ToLower(collapse(n)); runes(k) < 3 || !strings.Contains(tail, k) {
			return false
		}
	}
	return true
}

// dropCredited drops the visible bylines whose names a line of the page
// credits as reviewer or fact checker ("Reviewed by: Ann Lee"): an
// author box shown for the reviewer does not make the reviewer an author.
func dropCredited(vis []authorCand, an *analysis) []authorCand {
	if len(vis) == 0 {
		return vis
	}
	var credits []string
	for _, b := range an.blocks {
		for _, l := range b.lines {
			if runes(l) <= 120 && authorCreditIndex(l) == 0 {
				credits = append(credits, strings.ToLower(l))
			}
		}
	}
	if len(credits) == 0 {
		return vis
	}
	credited := func(name string) bool {
		n := strings.ToLower(name)
		for _, c := range credits {
			if strings.Contains(c, n) {
				return true
			}
		}
		return false
	}
	out := vis[:0:0]
	for _, c := range vis {
		all := len(c.names) > 0 && !writerLabelled(c.src.Node)
		for _, n := range c.names {
			all = all && credited(n)
		}
		if !all {
			out = append(out, c)
		}
	}
	return out
}

// writerLabelled reports a byline whose label names its people the
// writers ("Penulis: Andi Saputra", "By Ann Lee"): a line crediting the
// same person as the editor ("Editor: Andi Saputra", as small sites'
// reporters edit their own stories) does not unmake the writer.
func writerLabelled(n *xhtml.Node) bool {
	if n == nil {
		return false
	}
	t := strings.TrimSpace(Text(n))
	if hasBylineMarker(t) {
		return true
	}
	label, _, ok := strings.Cut(t, ":")
	return ok && isBylineLabel(label)
}

// extraAreFullNames reports whether the names of names not in sub are
// all full names of people, not initials or the publisher.
func extraAreFullNames(names, sub, pub []string) bool {
	for _, n := range names {
		if !includesNames(sub, []string{n}) && !hasFullName([]string{n}, pub) {
			return false
		}
	}
	return true
}

// includesNames reports whether all of sub are in names.
func includesNames(names, sub []string) bool {
	have := map[string]bool{}
	for _, n := range names {
		have[nameKey(n)] = true
	}
	for _, n := range sub {
		if !have[nameKey(n)] {
			return false
		}
	}
	return true
}

// nearArticle reports whether n is part of the article: inside its
// container, or a few blocks around its headline.
func nearArticle(an *analysis, container, titleNode, n *xhtml.Node) bool {
	if container != nil && isAncestor(container, n) {
		return true
	}
	d, ok := blockDistance(an, titleNode, n)
	return ok && d >= -4 && d <= 12
}

// refines reports whether names spell out the same authors as short,
// one by one: with spaces where short has a slug, or with a surname where
// short has a first name only.
func refines(names, short []string) bool {
	if len(names) != len(short) {
		return false
	}
	better := false
	for i, n := range names {
		s := short[i]
		switch {
		case n == s:
		case nameKey(n) == nameKey(s) && strings.Count(n, " ") > strings.Count(s, " "):
			better = true
		case strings.HasPrefix(strings.ToLower(n), strings.ToLower(s)+" ") && !strings.Contains(s, " "):
			better = true
		default:
			return false
		}
	}
	return better
}

// isHandle reports a user name such as "MixmasterFred" or "delta201":
// one token of five characters or more in mixed case or with digits.
// Initials ("amw") and agencies ("APA", "dpa") are not.
func isHandle(n string) bool {
	if strings.Contains(n, " ") || runes(n) < 5 {
		return false
	}
	upper, lower, digit := false, false, false
	for _, r := range n {
		switch {
		case unicode.IsUpper(r):
			upper = true
		case unicode.IsLower(r):
			lower = true
		case unicode.IsDigit(r):
			digit = true
		}
	}
	return digit || upper && lower && strings.IndexFunc(n[1:], unicode.IsUpper) >= 0
}

// orgWords mark an organization's name.
var orgWords = authorSet(`e.v. e. gmbh ag inc inc. ltd ltd. llc corp corp. corporation company kg s.a. sa sas sarl
	verlag stiftung institut institute university universität universidad université verband association
	foundation magazin magazine zeitung gesellschaft`)

// allOrganizations reports names that are all organizations by a word
// such as "GmbH", "e.V." or "Stiftung".
func allOrganizations(names []string) bool {
	for _, n := range names {
		org := false
		for _, w := range strings.Fields(strings.ToLower(n)) {
			if orgWords[strings.Trim(w, ",")] || strings.HasSuffix(w, "stiftung") || strings.HasSuffix(w, "verband") ||
				strings.HasSuffix(w, "verlag") || koreanOutlet(w) {
				org = true
			}
		}
		if !org {
			return false
		}
	}
	return len(names) > 0
}

// koreanOutletSuffixes end the name of a Korean outlet: broadcasting,
// daily, newspaper, news, news agency, media ("한빛방송", "부산일보",
// "연합뉴스"). A Korean person's name of two to four syllables does not
// end so.
var koreanOutletSuffixes = []string{"방송", "일보", "신문", "뉴스", "통신", "미디어"}

// koreanOutlet reports a word of three syllables or more that ends with a
// Korean outlet's suffix (koreanOutletSuffixes).
func koreanOutlet(w string) bool {
	if len(w) < 9 || w[0] < 0xea || w[0] > 0xed {
		return false // Hangul syllables are three bytes from U+AC00
	}
	for _, s := range koreanOutletSuffixes {
		if strings.HasSuffix(w, s) && runes(w) >= runes(s)+1 {
			return true
		}
	}
	return false
}

// hasFullName reports whether names include a person's full name: two
// words or more, or a name in a script without spaces, that is not the
// publisher's.
func hasFullName(names, pub []string) bool {
	for _, n := range names {
		if isPublisherName(n, pub) {
			continue
		}
		if len(strings.Fields(n)) >= 2 || authorIsCJK(n) && runes(n) >= 2 || isHandle(n) {
			return true
		}
	}
	return false
}

// ldAuthorCand reads the authors of the first JSON-LD script whose
// article objects name any, as applyAuthors does.
func ldAuthorCand(md *metadata, lang string) authorCand {
	var seen *xhtml.Node
	for _, o := range md.ld {
		if o.script == seen {
			continue
		}
		seen = o.script
		if names, org := ldScriptAuthors(&md.scripts, o.script, lang); len(names) > 0 {
			return authorCand{names: names, src: Source{Node: o.script}, org: org}
		}
	}
	return authorCand{}
}

// ldScriptAuthors returns the authors of the first article object of a
// JSON-LD script that names any: its people, or else its organizations.
func ldScriptAuthors(ld *ldMemo, script *xhtml.Node, lang string) (names []string, org bool) {
	for _, o := range ld.objects(script) {
		if !isArticleType(o.m["@type"]) {
			continue
		}
		people, orgs := ldAuthorNames(o.m["author"])
		if names := CleanAuthors(people, lang); len(names) > 0 {
			return names, false
		}
		if names := CleanAuthors(orgs, lang); len(names) > 0 {
			return names, true
		}
	}
	return nil, false
}

// ldAuthorNames splits the names of an author property into people and
// organizations.
func ldAuthorNames(v any) (people, orgs []string) {
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case string:
			if s := collapse(html.UnescapeString(x)); !strings.HasPrefix(s, "http") {
				people = append(people, s)
			}
		case map[string]any:
			if s := ldString(x, "name"); s != "" {
				if typeIs(x["@type"], "organization", "newsmediaorganization", "corporation", "organisation") {
					orgs = append(orgs, s)
				} else {
					people = append(people, s)
				}
			}
		case []any:
			for _, e := range x {
				walk(e)
			}
		}
	}
	walk(v)
	return people, orgs
}

// metaAuthorCand reads the values of one author meta key. Only the tags
// carrying the same attribute and value as the first are read, as its
// XPath (//meta[@name='author']) would.
func metaAuthorCand(md *metadata, key, lang string) authorCand {
	var raw []string
	var src Source
	var xattr, xval string
	for _, v := range md.metas[key] {
		if v.node.DataAtom != atom.Meta {
			continue
		}
		if src.Node == nil {
			for _, a := range []string{"property", "name", "itemprop"} {
				if xval = attr(v.node, a); xval != "" {
					xattr = a
					break
				}
			}
			src = Source{Node: v.node, Attr: v.attr}
		} else if attr(v.node, xattr) != xval {
			continue
		}
		if s := metaAuthorValue(v.node, v.val); s != "" {
			raw = append(raw, s)
		}
	}
	return authorCand{names: CleanAuthors(raw, lang), src: src}
}

// metaAuthorValue reads an author meta value. Citation metas name one
// author each as "Last, First"; they are turned around.
func metaAuthorValue(n *xhtml.Node, val string) string {
	s := collapse(html.UnescapeString(val))
	if s == "" || strings.HasPrefix(s, "http") {
		return ""
	}
	switch strings.ToLower(attr(n, "name")) {
	case "citation_author", "dc.creator", "dcterms.creator", "dc.contributor":
		if last, first, ok := strings.Cut(s, ", "); ok && !strings.ContainsAny(first, ",;") &&
			len(strings.Fields(last)) <= 3 && len(strings.Fields(first)) <= 3 && authorCapitalized(first) {
			return first + " " + last
		}
	}
	return s
}

// twitterAuthorCand reads the author from the label/data pairs of
// Twitter cards ("twitter:label1" = "Written by", "twitter:data1" = the
// name), which SEO plugins fill in.
func twitterAuthorCand(md *metadata, lang string) authorCand {
	for i := 1; i <= 4; i++ {
		n := fmt.Sprint(i)
		for _, v := range md.metas["twitter:label"+n] {
			if twitterAuthorLabels[strings.ToLower(collapse(v.val))] {
				return metaAuthorCand(md, "twitter:data"+n, lang)
			}
		}
	}
	return authorCand{}
}

// twitterAuthorLabels are Twitter card labels of an author.
var twitterAuthorLabels = map[string]bool{"written by": true, "author": true, "autor": true, "auteur": true,
	"geschrieben von": true, "verfasst von": true, "écrit par": true, "escrito por": true, "scritto da": true,
	"door": true, "von": true, "by": true, "autorin": true, "skrevet af": true, "skrivet av": true}

func hostOf(u string) string {
	u = strings.TrimSpace(u)
	if i := strings.Index(u, "://"); i >= 0 {
		u = u[i+3:]
	}
	if i := strings.IndexAny(u, "/?#:"); i >= 0 {
		u = u[:i]
	}
	return strings.TrimPrefix(strings.ToLower(u), "www.")
}

// nameKey lower-cases a name and keeps only its letters and digits.
func nameKey(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// allPublisher reports whether every name is the publisher's own or a web
// address, not a person.
func allPublisher(names, pub []string) bool {
	for _, n := range names {
		if !isPublisherName(n, pub) {
			return false
		}
	}
	return len(names) > 0
}

func isPublisherName(name string, pub []string) bool {
	if authorIsDomain(name) {
		return true
	}
	k := nameKey(name)
	if len(k) < 2 {
		return false
	}
	for _, p := range pub {
		if k == p || len(p) >= 3 && len(k) >= 3 && (strings.HasPrefix(k, p) || strings.HasPrefix(p, k)) {
			return true
		}
	}
	return false
}

// namesOverlap reports whether two lists share a name, comparing letters
// only.
func namesOverlap(a, b []string) bool {
	for _, x := range a {
		kx := nameKey(x)
		for _, y := range b {
			if ky := nameKey(y); kx != "" && (kx == ky || len(kx) >= 6 && len(ky) >= 6 && (strings.Contains(kx, ky) || strings.Contains(ky, kx))) {
				return true
			}
		}
	}
	return false
}

// pageMentions reports whether the text of the page names any of names.
// A copyright line does not count: the holder it names ("© 2026 Κρήτη
// Νιούζ") is the publisher, which sites also set as their meta author.
//
// Unless rights is set: a byline showing part of the name ("Posted by
// Jane" on Jane Doe's blog) leaves the holder the author.
func pageMentions(an *analysis, names []string, rights bool) bool {
	var keys []string
	for _, n := range names {
		if k := strings.ToLower(collapse(n)); runes(k) >= 3 {
			keys = append(keys, k)
		}
	}
	for _, b := range an.blocks {
		for _, l := range b.lines {
			ll := strings.ToLower(l)
			for _, k := range keys {
				if strings.Contains(ll, k) && (rights || !isRightsNotice(l)) {
					return true
				}
			}
		}
	}
	return false
}

// partOfNames reports whether each of names is some words of a longer
// name of full ("Jane" of "Jane Doe").
func partOfNames(names, full []string) bool {
	for _, n := range names {
		words := strings.Fields(n)
		found := false
		for _, f := range full {
			fw := strings.Fields(f)
			if len(words) == 0 || len(words) >= len(fw) {
				continue
			}
			all := true
			for _, w := range words {
				in := false
				for _, x := range fw {
					if k := nameKey(w); k != "" && nameKey(x) == k {
						in = true
						break
					}
				}
				if !in {
					all = false
					break
				}
			}
			if all {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return len(names) > 0
}

// visibleBylines returns the bylines shown on the page, best first:
// elements named or marked as bylines (class "byline" or "author",
// itemprop=author, rel=author) and short blocks with a line opening with
// a byline marker ("By", "Von", "Written by") or a label line ("Autor:")
// before the name, nearest to the headline first. Comment threads,
// menus and teasers of other articles are skipped.
func visibleBylines(an *analysis, container, titleNode *xhtml.Node, lang string, pub []string) []authorCand {
	var nodes []*xhtml.Node
	seen := map[*xhtml.Node]bool{}
	marked := map[*xhtml.Node]bool{}
	desk := map[*xhtml.Node]bool{}
	add := func(n *xhtml.Node) {
		if n != nil && !seen[n] {
			seen[n] = true
			nodes = append(nodes, n)
		}
	}
	var walk func(n *xhtml.Node)
	walk = func(n *xhtml.Node) {
		if n.Type == xhtml.ElementNode {
			if skipTags[n.DataAtom] || isHidden(n) || isOffBylineArea(an, n) {
				return
			}
			if n.DataAtom == atom.A && isAuthorPageLink(n) && textRuneCount(n) <= 60 {
				if !isPhotoCredited(n) {
					add(n) // <a href="/author/jane-doe">, read as a text-found byline
				}
				return
			}
			if headlineSignature(an, titleNode, n) {
				add(n)
				marked[n] = true
				return
			}
			if isBylineMarked(n) && !inPhotoCaption(n) {
				// A short byline is read whole; an author box with a
				// bio is read too, and so are the bylines inside it.
				switch r := textRuneCount(n); {
				case r <= 200:
					add(n)
					marked[n] = true
					return
				case r <= 1000:
					add(n)
					marked[n] = true
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(an.body)
	var secs map[string]bool
	sections := func() map[string]bool { // read once, on the first line that asks
		if secs == nil {
			secs = sectionNames(an.doc)
		}
		return secs
	}
	for i, b := range an.blocks {
		if b.owner.DataAtom == atom.Pre || b.owner.DataAtom == atom.Code {
			continue
		}
		for j, l := range b.lines {
			// The meta line's names, read once: its case tests them
			// and then adds them.
			var metaNames []*xhtml.Node
			metaLine := func() bool {
				metaNames = metaLineNames(an, titleNode, b.owner, l)
				return len(metaNames) > 0
			}
			switch {
			case isBylineLabel(l):
				next := b.owner
				if j+1 == len(b.lines) {
					if i+1 == len(an.blocks) {
						continue
					}
					next = an.blocks[i+1].owner
				}
				if lca := commonAncestor(b.owner, next); lca != nil && depthBelow(lca, b.owner) <= 3 && depthBelow(lca, next) <= 3 {
					if t := Text(lca); runes(t) <= 160 && strings.Count(t, "\n") <= 5 && !inOffBylineArea(an, lca) {
						add(lca)
					} else if next != b.owner && textRuneCount(next) <= 60 && !inOffBylineArea(an, next) {
						add(next) // "<dt>Auteur</dt><dd>Uriel Gadessaud</dd>" in a longer list
					}
				}
			case (!b.heading || b.owner.DataAtom != atom.H1 && b.owner != titleNode || j > 0 && lineElement(b.owner, l) != b.owner && opensWithFullDate(l)) && hasBylineMarker(l) && runes(l) <= 120:
				// In the headline's element only a later line in an
				// element of its own that opens with the date: a
				// portal's template sets "Headline<br><span>2026-11-20
				// 来源：… 作者：王磊</span>" in the h1. A subtitle there
				// ("Budget 2027<br><span>By The Numbers</span>") is the
				// headline's.
				n := lineElement(b.owner, l)
				switch {
				case inOffBylineArea(an, n):
				case byClause(l) && !isBylineMarked(n):
					// A story's clause opening with Thai or Lao "by".
				case bookCardAround(an.blocks, i):
					// A review's card of the book: "Penulis: Ahmad Tohari"
					// beside "Penerbit: Gramedia" names its writer.
				case songCreditAround(an.blocks, i, l):
					// A song's credit: "Words: Mari Jones · Music: Owain
					// Lloyd" names its lyricist and composer.
				case textRuneCount(n) <= 200:
					add(n)
				case j < 3 && len(b.lines) > 1 && runes(l) <= 80 && atHeadline(an, titleNode, n):
					// A page set in one table cell or <font>, its lines
					// split by <br>: the byline's line, among the first,
					// has no element of its own. The element holding it
					// is read for its marker lines (bylineTexts).
					add(n)
				}
			case !b.heading && metaLine():
				// A meta line at the headline, its fields set apart:
				// "Awtor: <span>Jurij Wjela</span> | 26. nowembra 2026".
				// The name's own element beside the date's field is
				// the byline, whatever word labels it (datedMetaNames).
				for _, c := range metaNames {
					if !seen[c] {
						add(c)
						marked[c] = true
					}
				}
			case !b.heading && runes(l) <= 60 && isNameWithRole(l):
				// "Kevin O'Brien, staff writer" right at the headline.
				if n := lineElement(b.owner, l); textRuneCount(n) <= 80 && atHeadline(an, titleNode, n) && !inOffBylineArea(an, n) {
					add(n)
				}
			case !b.heading && runes(l) <= 160 && isNameDashRole(l):
				// "Luana Peixoto – Repórter da Agência Brasil", its own
				// element or a bold run, opening the text or at the
				// headline: the wire's reporter signs the copy. Right
				// under the lead picture too, where a name alone would
				// be the photographer's (inPhotoCredit): the role says
				// it is the reporter's.
				// Under a bare picture, with no caption of its own, the
				// line is its caption, naming who is in it; after the
				// text's first paragraph it is a quote's or a picture's.
				if n := lineElement(b.owner, l); textRuneCount(n) <= runes(l)+2 &&
					(opensText(an, container, n) || atHeadline(an, titleNode, n) && !proseBefore(an, titleNode, n)) &&
					!inOffBylineArea(an, n) && !inPhotoCaption(n) && !underBareImage(n) {
					add(n)
				}
			case !b.heading && runes(l) <= 80 && isNameWithSite(l, pub):
				// "Rūta Jankuvienė, DELFI 2025 m. kovo 12 d." right at
				// the headline: the site's credit signs the name.
				if n := lineElement(b.owner, l); textRuneCount(n) <= 120 && atHeadline(an, titleNode, n) && !inOffBylineArea(an, n) && !inPhotoCredit(n) {
					add(n)
				}
			case !b.heading && runes(l) <= 40 && isDeskCredit(l):
				// A bare desk credit ("Otago Courier Staff") in a metadata
				// list beside the date, right at the headline: the line
				// has its own element and a sibling holds the date.
				if n := lineElement(b.owner, l); textRuneCount(n) <= runes(l)+2 && atHeadline(an, titleNode, n) &&
					!hasOtherLinks(n) && !inOffBylineArea(an, n) && besideDate(n) && !seen[n] {
					add(n)
					desk[n] = true
				}
			case !b.heading && runes(l) <= 120 && strings.ContainsRune(l, ':') && sourceCreditIn(an, titleNode, lineElement(b.owner, l)) != nil:
				// "<span>Kaynak: AA</span> <span>26.11.2026 - 14:05</span>"
				// in the meta line at the headline: the unsigned story's
				// only credit, the agency it comes from. Like a desk
				// credit it yields to any byline that shows there.
				if c := sourceCreditIn(an, titleNode, lineElement(b.owner, l)); !seen[c] {
					add(c)
					marked[c] = true
					desk[c] = true
				}
			case !b.heading && runes(l) <= 80 && nameBesideSection(l, sections()):
				// "Leire Etxeberria | San Sebastián" in an element of its
				// own at the headline: the reporter and the town the site
				// files the story under (dropSectionPlace cuts the town).
				// Below the headline only: above it the same shape is
				// a kicker, "Middle East | World", "Taylor Swift · Music".
				if n := lineElement(b.owner, l); textRuneCount(n) <= runes(l)+2 && atHeadline(an, titleNode, n) &&
					belowHeadline(an, titleNode, n) && !hasOtherLinks(n) && !inOffBylineArea(an, n) {
					add(n)
				}
			case !b.heading && runes(l) <= 80 && isDatedName(l):
				// A dateline naming the author, right at the headline.
				n := lineElement(b.owner, l)
				if textRuneCount(n) > 120 {
					// Text set right in the article, lines split by <br>:
					// the name has an element of its own, the line none.
					n = lineNameElement(n, l)
				}
				if n != nil && textRuneCount(n) <= 120 && atHeadline(an, titleNode, n) &&
					!hasOtherLinks(n) && !inOffBylineArea(an, n) {
					add(n)
					desk[n] = desk[n] || isDatedAgency(l)
				}
			}
		}
	}
	var order map[*xhtml.Node]int
	// A teaser's byline within or after the body is another story's; one
	// above it may be the article's own, styled as its teasers are. A
	// container that holds the headline holds that byline too.
	afterBody := func(n *xhtml.Node) bool {
		if container == nil || titleNode != nil && isAncestor(container, titleNode) {
			return !atHeadline(an, titleNode, n)
		}
		if order == nil {
			order = docOrder(an.body)
		}
		return order[n] > order[container]
	}
	var out []authorCand
	for _, n := range nodes {
		names := elementAuthors(n, lang)
		if inTeaser(n, titleNode, names) && afterBody(n) {
			continue
		}
		if len(names) == 0 || len(names) > 6 || !allPersonLike(names, marked[n]) ||
			!marked[n] && !namesCoverLines(bylineTexts(n, lang), names) || !desk[n] && namesTextPlace(an, container, n, names) {
			continue
		}
		out = append(out, authorCand{names: CleanAuthors(bylineRaw(n, lang), lang), src: Source{Node: n}, desk: desk[n]})
	}
	out = dropListings(an, titleNode, out)
	if titleNode == nil || len(out) < 2 {
		return out
	}
	if order == nil {
		order = docOrder(an.body)
	}
	t := order[titleNode]
	dist := func(c authorCand) int {
		d := order[c.src.Node] - t
		if d < 0 {
			d = -d * 3
		}
		return d
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && dist(out[j]) < dist(out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	// A desk credit is the byline only when no other shows: a section's
	// label beside the date ("England Team") reads as one.
	deskCreditsLast(out, func(n *xhtml.Node) bool { return order[n] > t && atHeadline(an, titleNode, n) })
	return out
}

// namesTextPlace reports a byline n of one one-word name that the text's
// first paragraph opens with: the story's place, set in the byline's
// slot beside the date ("<div class=byline><span>અમદાવાદ</span> <span>12
// માર્ચ, 2025</span></div>" over "અમદાવાદ શહેરમાં …", Ahmedabad city), not
// its writer. A writer's name opens no story of its own.
func namesTextPlace(an *analysis, container, n *xhtml.Node, names []string) bool {
	if len(names) != 1 || strings.ContainsFunc(names[0], unicode.IsSpace) {
		return false
	}
	for b := range textBlocks(an, container) {
		if isAncestor(n, b.owner) || isAncestor(b.owner, n) || b.runes < 50 {
			continue
		}
		rest, ok := strings.CutPrefix(strings.TrimSpace(b.lines[0]), names[0])
		if !ok || rest == "" || isWordRune(firstRune(rest)) {
			return false
		}
		// "Joko Widodo meresmikan …": the word opens a longer name, a
		// capitalised word runs on; "Marisol: Thank you …": a speaker's
		// label in an interview ("ISLAMABAD:", in capitals, is a place).
		rest = strings.TrimSpace(rest)
		return !unicode.IsUpper(firstRune(rest)) &&
			!(strings.HasPrefix(rest, ":") && strings.ToUpper(names[0]) != names[0])
	}
	return false
}

// metaLineNames returns the name elements of line l of owner when it is
// a short meta line at the headline (see datedMetaNames).
func metaLineNames(an *analysis, titleNode, owner *xhtml.Node, l string) []*xhtml.Node {
	if runes(l) > 160 || !dateHasYear(l) || !strings.ContainsAny(l, metaSeparators) {
		return nil
	}
	n := lineElement(owner, l)
	if textRuneCount(n) > 200 || !atHeadline(an, titleNode, n) || inOffBylineArea(an, n) {
		return nil
	}
	return datedMetaNames(n)
}

// metaSeparators set a meta line's fields apart: "A · 26.11.2026 · 3 min".
const metaSeparators = "·|•—–"

// datedMetaNames returns the elements of meta line n that hold a byline's
// name by their place alone, in a language Byline has no byline word
// for: a field of n, set apart by a separator (metaSeparators), that is
// a label of at most three words ending the text before the element
// ("Awtor:", "Vun", "Bind na ko:") and the element, while another field
// holds a date with its year. The element is a person-like name in a
// span or bold run of its own, or any name in a link to an author's or a
// user's page or an element classed as the author's or user's ("<span
// class=user>APS</span>"). A link elsewhere is a category's ("Ci: <a
// href=/xibaar/>Xibaar</a>").
func datedMetaNames(n *xhtml.Node) []*xhtml.Node {
	var out []*xhtml.Node
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != xhtml.ElementNode || !metaNameElement(c) {
			continue
		}
		label, ok := fieldBefore(c)
		if !ok || !metaLabel(label) || metaOtherRoleLabel(label) || !fieldEndsAfter(c) || !otherFieldDated(n, c) {
			continue
		}
		out = append(out, c)
	}
	return out
}

// metaNameElement reports an element that may hold a byline's name alone
// (see datedMetaNames).
func metaNameElement(c *xhtml.Node) bool {
	t := strings.TrimSpace(Text(c))
	if t == "" || runes(t) > 40 || strings.ContainsAny(t, "0123456789\n"+metaSeparators) {
		return false
	}
	words := strings.Fields(t)
	if c.DataAtom == atom.A {
		return isAuthorLink(c) && len(words) <= 4
	}
	if find(c, func(x *xhtml.Node) bool { return x.DataAtom == atom.A }) != nil {
		return false
	}
	if isBylineMarked(c) || hasClassToken(c, metaUserClasses) {
		return len(words) <= 4
	}
	switch c.DataAtom {
	case atom.Span, atom.Strong, atom.B:
		return len(words) >= 2 && len(words) <= 4 && authorNameLike(words) && allCapitalized(words)
	}
	return false
}

// metaUserClasses class the posting user's name in a blog's meta line.
var metaUserClasses = authorSet(`user username user-name`)

// allCapitalized reports words that all open with a capital.
func allCapitalized(words []string) bool {
	for _, w := range words {
		if !authorCapitalized(w) {
			return false
		}
	}
	return true
}

// fieldBefore returns the text of c's siblings before it back to a
// separator or the line's start, and false when an element stands
// there.
func fieldBefore(c *xhtml.Node) (string, bool) {
	var parts []string
	for s := c.PrevSibling; s != nil; s = s.PrevSibling {
		if s.Type == xhtml.ElementNode {
			if s.DataAtom == atom.Br {
				break
			}
			return "", false
		}
		if s.Type != xhtml.TextNode {
			continue
		}
		t := s.Data
		if i := strings.LastIndexAny(t, metaSeparators); i >= 0 {
			parts = append(parts, t[i:])
			break
		}
		parts = append(parts, t)
	}
	slices.Reverse(parts)
	t := strings.TrimSpace(strings.Join(parts, ""))
	if r, size := utf8.DecodeRuneInString(t); size > 0 && strings.ContainsRune(metaSeparators, r) {
		t = strings.TrimSpace(t[size:])
	}
	return t, true
}

// metaLabel reports a field's label before a name: one to three words,
// no digits, at most 24 letters, a colon at most at its end.
func metaLabel(t string) bool {
	t = strings.TrimSuffix(t, ":")
	words := strings.Fields(t)
	return len(words) >= 1 && len(words) <= 3 && runes(t) <= 24 && !strings.ContainsAny(t, "0123456789:,.;()[]")
}

// metaOtherRoleLabel reports a label that names someone other than the
// story's writer, in a language Byline has words for: the last updater
// or a sponsor ("Updated by", "Aktualisiert von": authorNoiseWords), a
// reviewer, editor or photographer (isCreditLine), a caption's credit
// ("Ảnh:": captionLabels), a translator.
func metaOtherRoleLabel(label string) bool {
	l := strings.ToLower(strings.TrimSpace(label))
	words := strings.Fields(strings.TrimSuffix(l, ":"))
	if len(words) == 0 {
		return false
	}
	return authorNoiseWords[words[0]] || metaTranslatorWords[words[0]] || isCreditLine(l) ||
		slices.Contains(captionLabels, words[0])
}

// metaTranslatorWords open a translator's field.
var metaTranslatorWords = authorSet(`translated translation translator übersetzt übersetzung traducido traducción
	traduit traduction tradotto traduzione traduzido tradução vertaald vertaling`)

// fieldEndsAfter reports whether the text after c up to the next element
// is empty or opens with a separator: the name ends its field.
func fieldEndsAfter(c *xhtml.Node) bool {
	for s := c.NextSibling; s != nil; s = s.NextSibling {
		if s.Type == xhtml.ElementNode {
			return s.DataAtom == atom.Br
		}
		if s.Type != xhtml.TextNode {
			continue
		}
		t := strings.TrimSpace(s.Data)
		if t == "" {
			continue
		}
		r, _ := utf8.DecodeRuneInString(t)
		return strings.ContainsRune(metaSeparators, r)
	}
	return true
}

// otherFieldDated reports a field of line n, other than the one holding
// c, with a date: a four-digit year and another number.
func otherFieldDated(n, c *xhtml.Node) bool {
	name := strings.TrimSpace(Text(c))
	for _, f := range strings.FieldsFunc(Text(n), func(r rune) bool { return strings.ContainsRune(metaSeparators, r) || r == '\n' }) {
		if strings.Contains(f, name) {
			continue
		}
		if dateHasYear(f) && numberRuns(f) >= 2 {
			return true
		}
	}
	return false
}

// numberRuns counts the runs of digits in s.
func numberRuns(s string) int {
	n, in := 0, false
	for _, r := range s {
		d := unicode.IsDigit(r)
		if d && !in {
			n++
		}
		in = d
	}
	return n
}

// headlineSignature reports a short element classed "signature" right
// at the headline, above or below it by a standfirst at most: French,
// Spanish and Portuguese papers class their byline so (Le Monde's
// signature_article, Ouest-France's su-signature, Folha's c-signature).
// Elsewhere the word names a forum post's or an e-mail's signature,
// never at the headline.
func headlineSignature(an *analysis, titleNode, n *xhtml.Node) bool {
	if !containsFold(attr(n, "class"), "signature") || !hasClassToken(n, signatureClassWords) || textRuneCount(n) > 100 {
		return false
	}
	if strings.Contains(strings.ToLower(Text(n)), "signature") || hasClassToken(n, boilerTokens) || inPhotoCredit(n) {
		// A label that names itself ("Signature Series"), a newsletter's
		// or promo's "signature", a photo's credit under the picture.
		return false
	}
	if find(n, func(c *xhtml.Node) bool { return c != n && c.Type == xhtml.ElementNode && isBylineMarked(c) }) != nil {
		return false // Folha's c-signature__author inside: the byline is that
	}
	d, ok := blockDistance(an, titleNode, n)
	return ok && d >= -2 && d <= 3
}

var signatureClassWords = authorSet(`signature`)

// signatureClassed reports a last line of the text set apart by its
// class as the story's signature ("<p class=signature>M. Karagianni</p>",
// as agencies and papers sign at the foot), which a theme styles rather
// than the writer emphasizes.
func signatureClassed(n *xhtml.Node) bool {
	return hasClassToken(n, signatureClassWords) && !hasClassToken(n, boilerTokens)
}

// inTeaser reports a byline of another article's teaser: a small
// element a few levels up (a card) holds, beside it, a link with a
// headline's words to another page, and a sibling card of its kind holds
// one too (a list of teasers). dropListings needs three teasers of one
// kind; a rail of two ("More from our reporters") is read so. A box of
// the article's own metadata (author, date, topic pages) is no list of
// cards, and the article's byline at its headline is in none. A link
// naming the byline's author is not a headline.
func inTeaser(n, titleNode *xhtml.Node, names []string) bool {
	c := n
	for range 3 {
		if c = c.Parent; c == nil || c.Type != xhtml.ElementNode || c.DataAtom == atom.Body || c.DataAtom == atom.Main ||
			c.DataAtom == atom.Article || textRuneCount(c) > 400 || titleNode != nil && isAncestor(c, titleNode) {
			return false
		}
		if find(c, func(a *xhtml.Node) bool { return isHeadlineLink(a) && !isAncestor(n, a) && !namesAny(a, names) }) != nil {
			return hasTeaserSibling(c)
		}
	}
	return false
}

// namesAny reports a link whose text holds one of the byline's names:
// a card's link to its author's profile elsewhere ("Follow Jane Doe on
// X", "More from Jane Doe") is no other story's headline.
func namesAny(a *xhtml.Node, names []string) bool {
	t := strings.ToLower(Text(a))
	for _, name := range names {
		if strings.Contains(t, strings.ToLower(name)) {
			return true
		}
	}
	return false
}

// hasTeaserSibling reports a sibling of c of the same tag and class that
// holds a headline link: the next or previous card of a list.
func hasTeaserSibling(c *xhtml.Node) bool {
	for _, next := range []func(*xhtml.Node) *xhtml.Node{nextSibling, prevSibling} {
		for s := next(c); s != nil; s = next(s) {
			if s.Type == xhtml.ElementNode {
				if s.Data == c.Data && attr(s, "class") == attr(c, "class") && find(s, isHeadlineLink) != nil {
					return true
				}
				break
			}
		}
	}
	return false
}

// isHeadlineLink reports a link that reads as another story's headline:
// four words or more to a page of the site, not an author's, a tag's or
// a share button's.
func isHeadlineLink(a *xhtml.Node) bool {
	if a.DataAtom != atom.A || isAuthorLink(a) || isTaxonomy(a) || len(strings.Fields(Text(a))) < 4 {
		return false
	}
	h := strings.ToLower(attr(a, "href"))
	return h != "" && !strings.HasPrefix(h, "#") && !strings.HasPrefix(h, "javascript:") && !strings.HasPrefix(h, "mailto:") &&
		!strings.Contains(h, "share")
}

// dropListings drops bylines repeated for three or more different
// authors by elements of one kind: they belong to a list of other
// articles. The one right at the headline is kept: a site may style its
// article's byline as it styles its teasers'.
func dropListings(an *analysis, titleNode *xhtml.Node, cands []authorCand) []authorCand {
	type kind struct{ tag, class string }
	distinct := map[kind]map[string]bool{}
	for _, c := range cands {
		k := kind{c.src.Node.Data, attr(c.src.Node, "class")}
		if distinct[k] == nil {
			distinct[k] = map[string]bool{}
		}
		distinct[k][nameKey(strings.Join(c.names, " "))] = true
	}
	var out []authorCand
	for _, c := range cands {
		if len(distinct[kind{c.src.Node.Data, attr(c.src.Node, "class")}]) < 3 {
			out = append(out, c)
		} else if atHeadline(an, titleNode, c.src.Node) {
			c.listed = true
			out = append(out, c)
		}
	}
	return out
}

// proseBefore reports a paragraph of prose between the headline and n.
func proseBefore(an *analysis, titleNode, n *xhtml.Node) bool {
	in := false
	for _, b := range an.blocks {
		switch {
		case isAncestor(n, b.owner) || isAncestor(b.owner, n):
			return false
		case isAncestor(titleNode, b.owner) || isAncestor(b.owner, titleNode):
			in = true
		case in && !b.heading && b.runes-b.links >= 80:
			return true
		}
	}
	return false
}

// underBareImage reports an element right after a picture that has no
// caption of its own: an <img> (or <picture>), or an element holding
// only one, is the element sibling before n or before the first of
// n's ancestors it opens (a <strong> in a <p>).
func underBareImage(n *xhtml.Node) bool {
	for c := n; c != nil && c.Type == xhtml.ElementNode && c.DataAtom != atom.Body; c = c.Parent {
		s := c.PrevSibling
		for s != nil && (s.Type == xhtml.CommentNode || s.Type == xhtml.TextNode && strings.TrimSpace(s.Data) == "") {
			s = s.PrevSibling
		}
		if s == nil {
			continue // c opens its parent: look before the parent
		}
		if s.Type != xhtml.ElementNode || s.DataAtom == atom.Figure {
			return false // text, or a figure with its caption
		}
		return (s.DataAtom == atom.Img || s.DataAtom == atom.Picture || textRuneCount(s) == 0) &&
			find(s, func(e *xhtml.Node) bool { return e.DataAtom == atom.Img || e.DataAtom == atom.Picture }) != nil
	}
	return false
}

// atHeadline reports whether n is within a few blocks of the headline.
func atHeadline(an *analysis, titleNode, n *xhtml.Node) bool {
	d, ok := blockDistance(an, titleNode, n)
	return ok && d >= -2 && d <= 6
}

// belowHeadline reports n in a text block after the headline's.
func belowHeadline(an *analysis, titleNode, n *xhtml.Node) bool {
	d, ok := blockDistance(an, titleNode, n)
	return ok && d > 0
}

// blockDistance counts the text blocks from the headline to n.
func blockDistance(an *analysis, titleNode, n *xhtml.Node) (int, bool) {
	if titleNode == nil {
		return 0, false
	}
	ti, ni := -1, -1
	for i, b := range an.blocks {
		if ti < 0 && (isAncestor(titleNode, b.owner) || isAncestor(b.owner, titleNode)) {
			ti = i
		}
		if ni < 0 && (isAncestor(n, b.owner) || isAncestor(b.owner, n)) {
			ni = i
		}
		if ti >= 0 && ni >= 0 {
			break
		}
	}
	return ni - ti, ti >= 0 && ni >= 0
}

// namesCoverLines reports whether the names make up most of the words
// of the byline lines they came from, not counting markers, dates and
// numbers: "Von Atemschutzmaske über Exit-Strategie bis Zoonose" is a
// heading that opens like a byline.
func namesCoverLines(lines, names []string) bool {
	total, named := 0, 0
	for _, l := range lines {
		if isNameDashRole(l) {
			continue // its roles are no names: "A – Repórter da Agência Brasil e B – Repórter …"
		}
		for _, w := range strings.Fields(dropTrailingRole(l, names)) {
			lw := strings.ToLower(strings.Trim(w, ".,:;|·•()"))
			if _, month := authorMonthWords[lw]; month || lw == "" || strings.ContainsAny(lw, "0123456789") ||
				authorLabelWords[lw] || authorIntroWords[lw] || authorIntroMarkers[lw] || authorDangling[lw] {
				continue
			}
			total++
		}
	}
	for _, n := range names {
		named += len(strings.Fields(n))
	}
	return 3*named >= total
}

// dropTrailingRole cuts a byline line after its last name when a role
// follows it after a comma, capitalized words that are no name: "03/01/2017
// by Agatha Caleo, Candidate Representative to the Candidate Liaison
// Committee", or the story's categories after "in". A sentence going on
// in lower case is not cut.
func dropTrailingRole(l string, names []string) string {
	end := -1
	for _, n := range names {
		if i := strings.LastIndex(l, n); i >= 0 && i+len(n) > end {
			end = i + len(n)
		}
	}
	if end < 0 {
		return l
	}
	rest, ok := strings.CutPrefix(strings.TrimLeft(l[end:], " "), ",")
	if !ok {
		return l
	}
	words := strings.Fields(rest)
	if len(words) > 1 && words[0] == "in" && authorCapitalized(words[1]) {
		return l[:end] // "By TPN, in News, Portugal, Business": the story's categories
	}
	if len(words) == 0 || !authorCapitalized(words[0]) {
		return l
	}
	return l[:end]
}

// lineElement returns the smallest element under owner whose text is
// the line, or owner: "<span>von Andreas Kürten</span>" in a teaser.
func lineElement(owner *xhtml.Node, line string) *xhtml.Node {
	best := owner
	var walk func(n *xhtml.Node)
	walk = func(n *xhtml.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != xhtml.ElementNode || skipTags[c.DataAtom] {
				continue
			}
			if t := Text(c); strings.Contains(t, line) {
				best = c
				walk(c)
				return
			}
		}
	}
	walk(owner)
	return best
}

// lineNameElement returns the element below n that holds the name of
// dated byline line l, at the line's head or its tail ("<span>Yann Le
// Goff</span> — <span>12/06/2026</span>" in a block of <br> lines), or
// nil.
func lineNameElement(n *xhtml.Node, l string) *xhtml.Node {
	return find(n, func(c *xhtml.Node) bool {
		if c == n || c.Type != xhtml.ElementNode {
			return false
		}
		t := strings.TrimSpace(Text(c))
		words := strings.Fields(t)
		return len(words) >= 2 && len(words) <= 3 && (strings.HasPrefix(l, t) || strings.HasSuffix(l, t)) && authorNameLike(words)
	})
}

// depthBelow counts the levels from ancestor a down to n.
func depthBelow(a, n *xhtml.Node) int {
	d := 0
	for p := n; p != nil && p != a; p = p.Parent {
		d++
	}
	return d
}

// commonAncestor returns the nearest element holding both a and b.
func commonAncestor(a, b *xhtml.Node) *xhtml.Node {
	for p := a; p != nil; p = p.Parent {
		if isAncestor(p, b) {
			return p
		}
	}
	return nil
}

// bylineClassWords name byline elements in class and id attributes, also
// in the site's language: "author" in Basque, Indonesian, Turkish, Hausa
// ("marubuci", writer), Danish
// and Norwegian, Hungarian ("szerzo", szerző), Slovenian, Lithuanian,
// Latvian, Finnish and Greek ("syntaktis", συντάκτης); German compounds naming an author box ("autorenbox");
// and an opinion page's "columnist". (Not the Italian
// and Spanish "firma", signature, alone: it is the German for a
// company, in the classes of company listings; see signedFirma.)
var bylineClassWords = authorSet(`byline bylines author authors autor autoren autorin autorenbox autorbox writer writers verfasser auteur
	auteurs autore autori reporter contributor contributors columnist
	egilea penulis yazar muhabir marubuci forfatter szerzo szerzok szerző szerzők avtor autorius autors kirjoittaja syntaktis συντάκτης`)

// bylineByNoise are the class words before a closing "by" that is not a
// byline's: "powered-by", "sort-by".
var bylineByNoise = authorSet(`powered sort sorted filter order group share shared follow sponsored presented brought
	supported hosted made built designed`)

// bylineClassNoise are class words of things next to a byline that are
// not it: portraits, share links, bios.
var bylineClassNoise = authorSet(`avatar img image photo pic picture thumb thumbnail icon social follow share
	bio biography description desc about comment comments reply taboola outbrain sponsored promo ad ads`)

// isBylineMarked reports an element that names itself a byline or an
// author: a class or id with a byline word (byline__author,
// td-post-author-name), itemprop=author, rel=author. A name that starts or
// ends with a word of something next to the byline (author-avatar,
// comment-author) unmarks the element.
func isBylineMarked(n *xhtml.Node) bool {
	if strings.Contains(strings.ToLower(attr(n, "rel")), "author") {
		return true
	}
	if ip := strings.ToLower(attr(n, "itemprop")); ip == "author" || ip == "creator" {
		return true
	}
	marked := false
	for _, name := range bylineNames(n) {
		toks := appendTokens(nil, name)
		if len(toks) == 0 {
			continue
		}
		byline := false
		for _, t := range toks {
			if bylineClassWords[t] || strings.Contains(t, "byline") || strings.Contains(t, "author") && !strings.Contains(t, "authori") ||
				t == "firma" && signedFirma(n) || t == "assinatura" && signedAssinatura(n) {
				byline = true
			}
		}
		if last := len(toks) - 1; last > 0 && toks[last] == "by" && !bylineByNoise[toks[last-1]] {
			byline = true // "gnt_ar_by", "posted-by"
		}
		if !byline {
			continue
		}
		if bylineClassNoise[toks[0]] || bylineClassNoise[toks[len(toks)-1]] {
			return false
		}
		marked = true
	}
	if marked {
		// "author-meta-container expert": a reviewer styled as an author.
		for _, name := range bylineNames(n) {
			if bylineCreditClasses[strings.ToLower(name)] {
				return false
			}
		}
	}
	return marked
}

// assinaturaShopWords are a subscription box's words, in lower case, that
// no name holds: its links read "Seja Assinante", "Clube do Assinante",
// "Minha Conta", "Quero Assinar".
var assinaturaShopWords = map[string]bool{"seja": true, "quero": true, "minha": true, "meu": true, "área": true,
	"clube": true, "conta": true, "gerenciar": true, "já": true, "entrar": true, "cadastre-se": true, "digital": true, "plano": true, "planos": true}

// signedAssinatura reports an element classed "assinatura" (Portuguese
// for signature) that holds a person's name alone or after "por": "<span
// class=assinatura>Inês Carvalhais</span>", "Maria da Silva". The word is also the
// subscription a paywall sells ("btn-assinatura": "Assine já"), whose
// box holds no name alone.
func signedAssinatura(n *xhtml.Node) bool {
	t := strings.TrimSpace(collapse(Text(n)))
	if runes(t) > 60 {
		return false
	}
	if rest, ok := strings.CutPrefix(t, "por "); ok {
		t = rest
	} else if rest, ok := strings.CutPrefix(t, "Por "); ok {
		t = rest
	}
	words := strings.Fields(t)
	if slices.ContainsFunc(words, func(w string) bool {
		w = strings.ToLower(strings.Trim(w, ".,:;!"))
		return strings.HasPrefix(w, "assin") || assinaturaShopWords[w]
	}) {
		return false // "Área do Assinante", "Assine Já", "Gerenciar Assinatura"
	}
	return len(words) >= 2 && len(words) <= 5 && authorNameLike(words) && authorCapitalized(words[0]) &&
		!slices.ContainsFunc(words, func(w string) bool { return !authorCapitalized(w) && !authorParticles[w] })
}

// signedFirma reports an element classed "firma" (Italian and Spanish
// for signature) whose text opens with the signature's "by": Italian
// "di", Spanish "por" ("<div class=firma-articolo>di Chiara
// Vitale</div>", "<span class=firma>por Ana Gil</span>"). A German
// company's "firma" box opens with its name.
func signedFirma(n *xhtml.Node) bool {
	t := strings.ToLower(strings.TrimSpace(Text(n)))
	if runes(t) > 80 {
		return false
	}
	return strings.HasPrefix(t, "di ") || strings.HasPrefix(t, "por ")
}

// bylineCreditClasses are class names of people credited next to the
// author: reviewers, experts, editors.
var bylineCreditClasses = authorSet(`expert experts reviewer reviewers reviewed-by editor editors fact-checker
	factchecker fact-check medical-reviewer`)

// bylineNames are the class names and the id of n, and the id of the
// label it points to: BBC World Service pages mark their byline only
// with <section aria-labelledby="article-byline">.
func bylineNames(n *xhtml.Node) []string {
	var out []string
	for _, a := range n.Attr {
		switch a.Key {
		case "class":
			out = append(out, strings.Fields(a.Val)...)
		case "id", "aria-labelledby":
			out = append(out, a.Val)
		}
	}
	return out
}

// offBylineWords name page areas whose names are not the article's
// authors: comment threads, menus, lists of other articles, a sidebar's
// list of the paper's columnists ("columnist" names a byline). A class or
// id names such an area when it ends with one of them ("sub-menu",
// "comment-list" does not, "comments" does).
var offBylineWords = authorSet(otherStoriesNames + ` menu submenu nav navbar navigation breadcrumb breadcrumbs columnists`)

// otherStoriesNames name the areas of other stories and posts: comment
// threads and lists of related articles. A <time> there is their date.
const otherStoriesNames = `comment comments commentlist respond replies disqus discussion
	related recommended recommendations recirculation recirc`

var otherStoriesWords = authorSet(otherStoriesNames)

// isOffBylineArea reports a comment thread, a menu or a list of related
// articles. Wrappers holding most of the page's text are not, whatever
// their class says ("with-navigation").
func isOffBylineArea(an *analysis, n *xhtml.Node) bool {
	switch n.DataAtom {
	case atom.Nav:
		return true
	case atom.Blockquote:
		// A social post's embed code (isEmbed), whose credit reads as a
		// byline ("A post shared by NAME (@handle)" under an Instagram
		// post): its poster is no author of the story.
		if isEmbed(n) {
			return true
		}
	case atom.Form:
		// A search, login or comment form; not the form of ASP.NET
		// WebForms, which wraps the whole page.
		return 2*an.raw[n] < an.raw[an.body]
	}
	return offBylineArea(n, offBylineWords, func() bool { return 2*an.raw[n] < an.raw[an.body] })
}

// offBylineArea is isOffBylineArea with the words naming such areas and
// the size test given: small reports that n holds less than half the
// page's text.
func offBylineArea(n *xhtml.Node, words map[string]bool, small func() bool) bool {
	switch n.DataAtom {
	case atom.Html, atom.Body, atom.Main, atom.Article:
		return false // their classes describe the page: "has-mobile-menu"
	}
	off := false
	for _, name := range bylineNames(n) {
		toks := appendTokens(nil, name)
		if len(toks) == 0 || stateWords[toks[0]] {
			continue
		}
		if words[toks[len(toks)-1]] || words[toks[0]] && toks[0] != "menu" && toks[0] != "nav" {
			off = true
		}
	}
	return off && small()
}

// outsideOffBylineAreas drops the matches of a set's author XPath that
// lie in a comment thread, a menu or a list of related articles, as the
// heuristic skips those: a set learned on a signed page holds generic
// XPaths (//a[@rel='author']) that, on an unsigned page of the site, find
// a related story's author. The page is not analysed here, so an area's
// size is its text's.
func outsideOffBylineAreas(ms []selectors.Match, sizes textSizes) []selectors.Match {
	out := ms[:0:0]
	for _, m := range ms {
		if m.Node == nil || !inAreaOfPage(m.Node, offBylineWords, true, sizes) {
			out = append(out, m)
		}
	}
	return out
}

// inAreaOfPage reports whether n lies in an area a class of which words
// name (see offBylineArea), or with forms in a form or a <nav>, on a page
// not analysed. sizes keeps the sizes of the text measured, for the
// page's other matches.
func inAreaOfPage(n *xhtml.Node, words map[string]bool, forms bool, sizes textSizes) bool {
	body := n
	for body != nil && body.DataAtom != atom.Body {
		body = body.Parent
	}
	if body == nil {
		return false
	}
	for p := n; p != nil && p != body; p = p.Parent {
		if p.Type != xhtml.ElementNode {
			continue
		}
		small := func() bool { return 2*sizes.of(p) < sizes.of(body) }
		if p.DataAtom == atom.Form || p.DataAtom == atom.Nav {
			if forms && small() { // not an ASP.NET page's <form> around all of it
				return true
			}
			continue
		}
		if offBylineArea(p, words, small) {
			return true
		}
	}
	return false
}

// textSizes keeps, for one page, the runes of text (runes(Text(n))) of
// the elements measured: the body is measured for each match of a
// generic XPath that lies in a list of related stories, and so is the
// list.
type textSizes map[*xhtml.Node]int

// of returns the runes of n's text, measured once.
func (s textSizes) of(n *xhtml.Node) int {
	k, ok := s[n]
	if !ok {
		k = textRuneCount(n)
		s[n] = k
	}
	return k
}

// stateWords open class names that describe a state, not a part:
// "has-sidebar", "with-navigation".
var stateWords = authorSet(`has with is no show hide`)

func inOffBylineArea(an *analysis, n *xhtml.Node) bool {
	for p := n; p != nil; p = p.Parent {
		if p.Type == xhtml.ElementNode && isOffBylineArea(an, p) {
			return true
		}
	}
	return false
}

// bylineLabels are lines that announce the byline on the next line, in
// lower case with spaces as hyphens. Those that are also ordinary words
// ("text") count only with a colon.
var (
	bylineLabels = authorSet(`by von par por door av af written-by article-by posted-by words-by story-by
	author authors contributor contributors autor autorin autoren auteur auteurs autore autori verfasser verfasst-von geschrieben-von
	escrito-por écrit-par scritto-da scrittu-da автор avtor avtorlar yazar penulis pewarta umbhali akọ̀ròyìn akoroyin
	この記事を書いた人 この記事を書いた記者 この記事を書いたライター この記事の筆者 この記事の執筆者 執筆者 筆者 本文作者 이-기사를-쓴-기자`)
	bylineColonLabels = authorSet(`text texte texto testo tekst tekstur texti redaktion reporter reporting`)
)

// isBylineLabel reports a line that is only a byline label: "Written by",
// "Autor:".
func isBylineLabel(l string) bool {
	l = strings.ToLower(strings.TrimSpace(l))
	colon := strings.HasSuffix(l, ":")
	l = strings.TrimSuffix(strings.TrimSpace(strings.TrimRight(l, ":")), "(s)") // "Author(s)"
	l = strings.ReplaceAll(strings.TrimSpace(l), " ", "-")
	return runes(l) <= 20 && (bylineLabels[l] || colon && bylineColonLabels[l])
}

// isBareColonLabel reports a label that needs a colon to be one ("Text:")
// written without it. In an element marked as the byline, on a line of
// its own, it is the label: a CMS's field label whose colon comes from
// its style sheet ("<div class=field__label>Text</div><div
// class=field__item>Lena Wagner</div>").
func isBareColonLabel(l string) bool {
	return bylineColonLabels[strings.ToLower(strings.TrimSpace(l))]
}

// isPluralBylineLabel reports a label of several authors: "Authors",
// "Author(s)", "Autoren:".
func isPluralBylineLabel(l string) bool {
	l = strings.ToLower(strings.TrimSpace(strings.TrimRight(strings.TrimSpace(l), ":")))
	return isBylineLabel(l) && (strings.HasSuffix(l, "(s)") || pluralBylineLabels[l])
}

var pluralBylineLabels = authorSet(`authors contributors autoren auteurs autori autores`)

// isLoneName reports a line that is one person's name and nothing else.
func isLoneName(l, lang string) bool {
	if isBylineLabel(l) || isCreditLine(l) || hasBylineMarker(l) {
		return false
	}
	names := CleanAuthors([]string{l}, lang)
	return len(names) == 1 && names[0] == strings.TrimSpace(l) && allPersonLike(names, false)
}

// creditLabels announce a name that is not an author's: a reviewer, an
// editor, an illustrator; and, before any name, a photographer ("photo
// by", "photograph…"). The photo and video fields with a colon are the
// names' (authorPhotoCredits), which isCreditLine reads too.
var creditLabels = []string{"reviewed by", "medically reviewed", "fact checked", "fact-checked", "edited by",
	"photo by", "photos by", "photograph", "illustration", "image:", "images:", "grafik:", "geprüft von", "lektoriert"}

// broadcastLabels open a broadcaster's field naming the programme that
// aired the story and when ("Sendung: Nordwelle Info, 26.11.2026, 16:00
// Uhr"), which some themes class "author": the programme is no author;
// under the story, with its date, the line is furniture (isBroadcastNote).
var broadcastLabels = []string{"sendung:", "broadcast:", "aired:", "emisión:", "émission:", "émission :", "diffusion:", "diffusion :",
	"programa:", "programma:", "trasmissione:", "uitzending:", "sändning:", "udsendelse:", "audycja:",
	// A German public broadcaster's "this topic on air:" under its stories.
	"dieses thema im programm:"}

// isCreditLine reports a line that credits someone other than an author:
// a label of creditLabels, or a photo or video field as a byline's names
// read it (authorPhotoCredits: "Fotografía y video:", "Vídeo:").
func isCreditLine(l string) bool {
	l = strings.ToLower(l)
	return hasPrefixAny(l, creditLabels) || hasPrefixAny(l, authorPhotoCredits)
}

// bylinePhrases open a byline and are cut off the names after them, in
// lower case: one list for the line's markers (bylineMarkers, the phrase
// before a space or a colon) and the names' (authorMarkers), so that a
// phrase added for one is not missed by the other. The single words stay
// apart: most mark a byline only before a colon ("autor:", "लेखक:") or
// only before a space ("por ", "av "), as prose opens with them too.
var bylinePhrases = []string{
	"written by", "posted by", "words by", "story by", "compiled by",
	// Credits of writer and photographer in one: "Written and
	// photographed by", "Words and pictures by".
	"written and photographed by", "words and photographs by", "words and pictures by", "text and pictures by",
	"story and photographs by", "story and photos by", "words and photos by", "text and photos by",
	// Spanish "Texto de", Italian "Testo di" (text by), French "(Un)
	// reportage de", Spanish and Portuguese "Reportaje de"/"Reportagem
	// de", Italian "Servizio di" (a report by) and "A cura di" (edited
	// by), French "Propos recueillis par" (an interview's).
	"texto de", "testo di", "reportage de", "un reportage de", "reportaje de", "reportagem de", "servizio di", "a cura di",
	"propos recueillis par",
	// Greek "written by" (Joomla K2's "Γράφτηκε από τον/την", the article
	// after it, a marker of names only: authorMarkers), Haitian Creole
	// "Ekri pa" (as French "écrit par"), Maltese "Miktub minn", Yoruba
	// "Lati ọwọ" ("from the hand of"), Luxembourgish "Vun der"; Ilocano
	// "Insurat ni" ("written by", of one writer; "da" of several).
	"γράφτηκε από", "ekri pa", "miktub minn", "lati ọwọ", "vun der", "insurat ni", "insurat da",
}

// bylinePhraseMarkers returns the markers of phrases: each before a space
// and before a colon ("Written by: Jane Doe").
func bylinePhraseMarkers(phrases []string) []string {
	var l []string
	for _, p := range phrases {
		l = append(l, p+" ", p+":")
	}
	return l
}

// bylineMarkers open a byline line, in lower case: the phrases of
// bylinePhrases and the words and labels of lines only.
var bylineMarkers = append(bylinePhraseMarkers(bylinePhrases), "by ", "by:", "von ", "von:", "par ", "par:", "por ",
	"door ", "deur ", "av ", "af ", "author:", "authors:", "contributor:", "contributors:", "autor:", "autorin:", "auteur :", "auteur:", "text:", "texto:", "door onze ", "van onze ",
	"redaktion:", "redacción:", "redação:",
	"autor ", "autorin ", "autorin/autor ", "autor/autorin ", "autoren ",
	// "Authors:" in Slovak, Italian and Romanian, Spanish and Portuguese,
	// Czech and Polish ("26. 11. 2026 o 9:30 | Autori: A a B").
	"autori:", "autores:", "autoři:", "autorzy:",
	"escrito por", "écrit par", "scritto da", "scrittu da", "verfasst von", "geschrieben von", "автор:", "yazar:",
	"текст:", "tekst:", "testo:", "texte :", "texte:", "文／", "文/", "文：", "文:", "撰文：", "撰文/", "作者：", "作者:", "记者：", "記者：", "bởi ", "بقلم", "מאת ", "โดย ",
	// Hungarian; Indonesian and Malay. (Tagalog "Ni" and Swahili "Na"
	// are cleaned off a byline found otherwise, but do not mark one: "Na"
	// opens Portuguese, Polish and Czech sentences, "Na Praça da Sé…".)
	"szerző:", "szerzők:", "oleh ",
	// Albanian "writes:"; Khmer "text:" and "text and photos:".
	"shkruan:", "អត្ថបទ៖", "អត្ថបទ និងរូបថត៖",
	// A reporter labelled, as Indonesian bylines set the reporter beside
	// the editor ("Reporter: Dwi Rahmawati | Editor: Agus Salim").
	"reporter:",
	// Indonesian "reporter:" and "writer:" (ANTARA's closing "Pewarta: …
	// Editor: …").
	"pewarta:", "penulis:",
	// Persian "author(s):". (Yiddish "פֿון" and Maori "Nā", "by", are
	// cleaned off a byline found otherwise: they open sentences too,
	// "from …", "it was … who".)
	"نویسنده:", "نویسندگان:",
	// Persian "reporter:", which Iranian agencies set beside the
	// editor's "دبیر:" (cut as a credit, authorCredits).
	"خبرنگار:", "خبرنگار :", "گزارشگر:",
	// Somali "Qore:" (writer); the "author" of Burmese, Punjabi, Hindi
	// and Marathi, Bengali and Gujarati; Tamil "writer:".
	"qore:", "ရေးသားသူ ", "ရေးသားသူ:", "ਲੇਖਕ:", "ਲੇਖਕ ", "लेखक:", "লেখক:", "લેખક:", "எழுத்தாளர்:", "எழுத்தாளர் :",
	// "Correspondent:" and "reporter:" of Hindi, Marathi ("प्रतिनिधी"),
	// Bengali and Urdu papers, the colon set close or apart ("संवाददाता:
	// रमेश यादव | अपडेटेड: …"). Without the colon the word alone is the
	// paper's unnamed own staff (authorOwnStaff).
	"संवाददाता:", "संवाददाता :", "रिपोर्टर:", "रिपोर्टर :", "प्रतिनिधी:", "প্রতিবেদক:", "সংবাদদাতা:", "رپورٹر:", "نامہ نگار:",
	// Luxembourgish "by" (masculine; "vun der", feminine, a phrase),
	// Zulu and Xhosa "by" glued to the name.
	"vum ", "ngu-",
	// Faroese and Icelandic "text:", Yoruba "reporter:", Zulu and Xhosa
	// "writer:", Lao "by" (as Thai "โดย").
	"tekstur:", "texti:", "akọ̀ròyìn:", "akoroyin:", "umbhali:", "ໂດຍ ",
	// Igbo "reporter:", Sindhi and Urdu "report:".
	"onye nta akụkọ:", "onye dere ya:", "رپورٽ:", "رپورٹ:",
	// Hebrew "by:" with its colon.
	"מאת:",
	// The writer's label of a magazine's credit lines beside the
	// photographer's ("Words: A<br>Photography: B"; Finnish "Teksti:").
	"words:", "teksti:",
	// The writer's label in the languages the list had no word for:
	// Spanish, Portuguese and Catalan "autora:" and "por:"; Italian
	// "autore:"/"autrice:"; French "auteure:"/"auteurs:"; Dutch "door:";
	// Scandinavian "av:"/"af:" and "forfatter:"/"författare:";
	// Finnish "kirjoittaja:"; the feminine "autorka:" of Polish, Czech
	// and Slovak, "autorica:" of Croatian; Serbian Cyrillic "аутор:";
	// Slovenian "avtor:"/"avtorica:"; "writes:" of the South Slavic
	// languages and Greek ("Piše: …", "Γράφει: …"), Greek "συντάκτης:";
	// Turkish "yazan:"; Arabic "wrote:" ("كتب: …", "كتبت: …"); Malay
	// and Indonesian "oleh:"; Vietnamese "tác giả:"; Thai "ผู้เขียน:";
	// Japanese "執筆："/"筆者：" (not "著者：", a reviewed book's author in
	// a review's info box); Swahili "mwandishi:".
	"autora:", "por:", "autore:", "autrice:", "auteure:", "auteure :", "auteurs:", "auteurs :", "door:", "av:", "af:",
	"forfatter:", "författare:", "kirjoittaja:", "autorka:", "autorica:", "аутор:", "avtor:", "avtorica:",
	"piše:", "пише:", "γράφει:", "συντάκτης:", "συντάκτρια:", "yazan:", "كتب:", "كتبت:", "oleh:", "tác giả:",
	"ผู้เขียน:", "執筆：", "執筆:", "筆者：", "筆者:", "mwandishi:",
	"this post was written by", "this article was written by", "this story was written by",
	"this blog post was written by", "this guest post was written by")

// byClause reports a line opening with Thai or Lao "by" (โดย, ໂດຍ)
// that goes on as a clause of the story, not with names: "ໂດຍ ທ່ານ
// ສອນໄຊ ສີພັນດອນ ນາຍົກລັດຖະມົນຕີ ເປັນປະທານ" ("chaired by the Prime
// Minister, Mr. …"). In scripts without case the words after the marker
// are the only sign: a name is a given name and a family name, maybe
// with a title, and a part of more words between the words for "and"
// or commas, before a date or a separator, is a sentence's.
func byClause(l string) bool {
	l = strings.TrimSpace(l)
	rest, ok := strings.CutPrefix(l, "โดย ")
	if !ok {
		if rest, ok = strings.CutPrefix(l, "ໂດຍ "); !ok {
			return false
		}
	}
	words := 0
	for _, w := range strings.Fields(rest) {
		if strings.ContainsAny(w, "0123456789·•|-–—") {
			return false // the names end where the date goes on
		}
		if w == "และ" || w == "ແລະ" || w == "," {
			words = 0
			continue
		}
		if words++; words > 3 {
			return true
		}
		if strings.HasSuffix(w, ",") {
			words = 0
		}
	}
	return false
}

// hasBylineMarker reports a line opening with a byline marker, also one
// glued to the name ("ByJane Doe").
// bookCardAround reports a book's publisher labelled in block i or the
// blocks beside it ("Judul: …<br>Penulis: …<br>Penerbit: …", the card of
// an Indonesian review): its "Penulis:" is the book's writer.
func bookCardAround(bs []*block, i int) bool {
	for k := max(i-1, 0); k <= i+1 && k < len(bs); k++ {
		for _, l := range bs[k].lines {
			if t := strings.ToLower(l); strings.HasPrefix(t, "penerbit:") || strings.HasPrefix(t, "penerbit :") {
				return true
			}
		}
	}
	return false
}

// songCreditAround reports a line l of block i opening with "Words:"
// that credits a song's lyrics: its block or the next names the music
// ("Words: Mari Jones · Music: Owain Lloyd", "Words: …<br>Music: …").
func songCreditAround(bs []*block, i int, l string) bool {
	if !strings.HasPrefix(strings.ToLower(strings.TrimLeft(l, " ·|•-–—")), "words:") {
		return false
	}
	for k := i; k <= i+1 && k < len(bs); k++ {
		for _, line := range bs[k].lines {
			t := strings.ToLower(line)
			if strings.Contains(t, "music:") || strings.Contains(t, "music by") || strings.Contains(t, "melody:") || strings.Contains(t, "tune:") {
				return true
			}
		}
	}
	return false
}

func hasBylineMarker(l string) bool {
	l = strings.TrimLeft(l, " ·|•-–—")
	orig := l
	if isReporterLine(l) || isTaiwanReporterLine(l) {
		return true
	}
	if len(l) > 3 && (l[:2] == "By" || l[:2] == "by") && l[2] >= 'A' && l[2] <= 'Z' {
		return true
	}
	l = strings.ToLower(l)
	for _, m := range bylineMarkers {
		if strings.HasPrefix(l, m) {
			return m != "reporter:" || reporterNamed(orig[len(m):])
		}
	}
	// A marker after a short lead: "yas! | By Cara Stiles", "05.02.2020 -
	// Redaktion: Eberhard Fuhr".
	for _, sep := range []string{" | ", " - ", " – ", " — ", " · ", " • "} {
		if i := strings.Index(l, sep); i > 0 && i <= 30 {
			rest := l[i+len(sep):]
			for _, m := range bylineMarkers {
				if strings.HasPrefix(rest, m) {
					return true
				}
			}
		}
	}
	// Chinese and Japanese meta lines put the byline among the date and
	// the source, fields set apart by (ideographic) spaces: "2026年03月12日
	// 14:30　来源：城市报　作者：李明".
	for _, m := range bylineMarkers {
		if r, _ := utf8.DecodeRuneInString(m); unicode.Is(unicode.Han, r) && strings.Contains(l, " "+m) {
			return true
		}
	}
	// A marker after words that introduce a name: "Ein Artikel von
	// Pamela Sladky", "Blog Beitrag von …", "Text by …"; or after the
	// date: "06.11.2023 13:30 von Olga".
	if bylineIntroLead(orig) {
		return true
	}
	if _, ok := bylineAfterDates(orig); ok {
		return true
	}
	// "Posted in Datenschutz by damianduchamps on August 3, 2019".
	for _, p := range postedPrefixes {
		if strings.HasPrefix(l, p) {
			for _, m := range []string{" by ", " von ", " par ", " por ", " door ", " da "} {
				if strings.Contains(l, m) {
					return true
				}
			}
		}
	}
	return false
}

// reporterNamed reports names after a "Reporter:" label, as a byline
// reads ("Reporter: Dwi Rahmawati | Editor: Agus Salim"), not the turn of
// a transcript's reporter: a question or a sentence ("Reporter: Why
// now?", "Reporter: Thank you.").
func reporterNamed(rest string) bool {
	if i := strings.IndexAny(rest, "|,/"); i >= 0 {
		rest = rest[:i]
	}
	words := strings.Fields(rest)
	for _, w := range words {
		if strings.ContainsAny(w, "?!") {
			return false
		}
		if strings.IndexFunc(w, unicode.IsLetter) >= 0 && !authorCapitalized(w) && !authorParticles[w] {
			return false
		}
	}
	if n := len(words); n > 0 {
		last := words[n-1]
		return !strings.HasSuffix(last, ".") || runes(last) <= 2 // "M." an initial
	}
	return true
}

// bylineIntroLead reports a line that opens with up to three words
// introducing a name, then a marker and a capitalized word: "Ein
// Interview von Eugen Zentner", "Text by Hunter Dukes".
func bylineIntroLead(l string) bool {
	words := strings.Fields(l)
	for i := 1; i <= 3 && i < len(words)-1; i++ {
		lw := strings.ToLower(words[i-1])
		if !authorIntroWords[lw] && !bylineTextWords[lw] {
			return false // also "Photo by …": a credit
		}
		if m := strings.ToLower(words[i]); bylineLeadMarkers[m] && (m != "per" || authorPerIntro(words, i)) {
			return authorCapitalized(words[i+1])
		}
	}
	return false
}

// bylineAfterDates returns the byline that follows the dates a line
// opens with, a marker first: "06.11.2023 13:30 von Olga", "Updated:
// 12.03.2026 10:15 | Published: 12.03.2026 09:00 | Author: Jane Doe".
func bylineAfterDates(l string) (string, bool) {
	rest, _, ok := afterLeadingDate(l)
	if !ok {
		return "", false
	}
	lr := strings.ToLower(rest)
	for _, m := range bylineMarkers {
		if strings.HasPrefix(lr, m) {
			return rest, true
		}
	}
	return "", false
}

// afterLeadingDate returns what follows the date (and time) a line
// opens with, and whether a separator such as " - " or " | " came
// before it: "11.12.2019 - Amelie Loevenich" gives "Amelie Loevenich".
// The dates may stand under labels of their own, a meta line's fields
// ("Updated: 12.03.2026 10:15 | Published: 12.03.2026 09:00 | Author:
// Jane Doe"): a label of a word or two ending in a colon before a date
// is part of it.
func afterLeadingDate(l string) (rest string, sep, ok bool) {
	words := strings.Fields(l)
	digits := false
	limit := 8
	for i := 0; i < len(words); i++ {
		if i >= limit {
			return "", false, false
		}
		w := words[i]
		lw := strings.ToLower(strings.Trim(w, ".,:;|·•–—-/"))
		_, month := authorMonthWords[lw]
		switch {
		case lw == "":
			sep = true
		case strings.ContainsAny(lw, "0123456789") && strings.IndexFunc(lw, unicode.IsLetter) < 0:
			digits = true // "11.12.2019", "13:30"
		case month || lw == "uhr" || authorDangling[lw]:
		default:
			if k := dateFieldLabel(words[i:]); k > 0 {
				i += k - 1
				limit += k + 4 // the label and its own date
				continue
			}
			if !digits || i == 0 {
				return "", false, false
			}
			return strings.Join(words[i:], " "), sep, true
		}
	}
	return "", false, false
}

// dateFieldLabel returns how many of the words opening words are a date
// field's label, a word or two ending in a colon right before a number
// or a month's name ("Published: 12.03.2026", "Last updated: March 12"),
// or 0. A picture's credit or a source is no date's label: "Photo: 1969
// by NASA", "Quelle: 2023 von Statista".
func dateFieldLabel(words []string) int {
	for k := 1; k <= 2 && k < len(words); k++ {
		w := words[k-1]
		if !strings.HasSuffix(w, ":") && !strings.HasSuffix(w, "：") {
			continue
		}
		for _, lw := range words[:k] {
			lw = strings.ToLower(strings.TrimRight(lw, ":："))
			if slices.Contains(captionLabels, lw) || creditLabelWords[lw] {
				return 0
			}
		}
		next := strings.ToLower(strings.Trim(words[k], ".,:;|·•–—-/"))
		if _, month := authorMonthWords[next]; month || next != "" && dateIsDigit(next[0]) {
			return k
		}
		return 0
	}
	return 0
}

// creditLabelWords label a picture's credit or a figure's source, not a
// date, beside captionLabels.
var creditLabelWords = authorSet(`photos fotos bilder images pictures source sources quelle quellen fuente fonte
	photographer fotograf fotografie`)

// beforeTrailingDate returns what precedes the date (and time) a line
// ends with, when a separator such as " | " or " - " sets them apart:
// "Carla Mendes | 12/11/2026 - 08:15" gives "Carla Mendes".
func beforeTrailingDate(l string) (rest string, ok bool) {
	words := strings.Fields(l)
	digits, sep := false, false
	for i := len(words) - 1; i >= 0 && i >= len(words)-8; i-- {
		lw := strings.ToLower(strings.Trim(words[i], ".,:;|·•–—-/"))
		_, month := authorMonthWords[lw]
		switch {
		case lw == "":
			if digits {
				sep = true // a separator left of the whole date
			}
		case strings.ContainsAny(lw, "0123456789") && strings.IndexFunc(lw, unicode.IsLetter) < 0:
			digits, sep = true, false // the separator was inside the date: "12/11/2026 - 08:15"
		case month || lw == "uhr" || authorDangling[lw]:
			sep = false
		default:
			if !digits || !sep {
				return "", false
			}
			return strings.Join(words[:i+1], " "), true
		}
	}
	return "", false
}

// isDatedName reports a line that is a date and a name, set apart by a
// separator, in either order: "11.12.2019 - Amelie Loevenich", "Dec. 19,
// 2025 · Niko Matsakis", "Carla Mendes | 12/11/2026 - 08:15". The name
// must be two or three capitalized words: one word beside a date is
// mostly a category or a place, and a desk's name ("Local News") is not
// a person's. Nor is a name in capitals with no "By": that is a wire
// dateline's place ("NEW YORK | Nov. 12, 2026").
func isDatedName(l string) bool {
	rest, ok := besideLineDate(l)
	if !ok {
		return false
	}
	return agencyAlone(rest) || personNameWords(rest)
}

// personNameWords reports a text that reads as a person's name set
// alone beside a date or a section: two or three capitalized words, no
// digit, no desk's word ("Local News"), not all in capitals (a wire
// dateline's place, "NEW YORK").
func personNameWords(s string) bool {
	words := strings.Fields(s)
	if len(words) < 2 || len(words) > 3 || !authorNameLike(words) || allCapitals(words) {
		return false
	}
	for _, w := range words {
		if !authorCapitalized(w) || strings.ContainsAny(w, "0123456789|/") || authorDeskWords[strings.ToLower(w)] {
			return false
		}
	}
	return true
}

// besideLineDate returns what a line sets beside its date, a separator
// between them, in either order (afterLeadingDate, beforeTrailingDate).
func besideLineDate(l string) (string, bool) {
	if rest, sep, ok := afterLeadingDate(l); ok && sep {
		return rest, true
	}
	return beforeTrailingDate(l)
}

// isDatedAgency reports a line that is a date and a known agency alone
// ("2026-11-26 14:05 · ELTA"): the unsigned story's credit, no category
// or place. Like a desk credit it yields to a byline naming a person,
// the reporter of a story drawn from the wire.
func isDatedAgency(l string) bool {
	rest, ok := besideLineDate(l)
	return ok && agencyAlone(rest)
}

// agencyDateline is a story's dateline with the agency in brackets
// after the place and maybe the day: "Thiès, 16 nov (APS) –",
// "Montevideo, 10 nov (EFE).-", "PARIS (AFP) -".
var agencyDateline = regexp.MustCompile(`^[^()\n.!?]{2,50}?\(\s*([^()\d]{2,30}?)\s*\)\s*\.?\s*[-–—:]`)

// agencyCredit returns the news agency the article's text credits: the
// bracketed agency of its first paragraph's dateline, or the source line
// closing it ("Fonte: Lusa", isSourceCredit). The dateline counts only
// a known agency (agencyName).
func agencyCredit(an *analysis, container *xhtml.Node) *authorCand {
	if container == nil {
		return nil
	}
	var last *block
	first := true
	for _, b := range an.blocks {
		if b.heading || !isAncestor(container, b.owner) {
			continue
		}
		if first && !b.boiler && b.runes >= 80 {
			first = false
			if a := datelineAgency(openingText(b.owner)); a != "" {
				return &authorCand{names: []string{a}, src: Source{Node: b.owner}}
			}
		}
		last = b
	}
	if last != nil && len(last.lines) == 1 && last.runes <= 40 && isSourceCredit(strings.TrimSpace(last.lines[0])) {
		// A known agency only, as in the dateline: isSourceCredit takes
		// any short capitals word, a statistics office's or a fund's
		// "Fonte: INE", "Source: IMF" under a chart's figures.
		if rest, _ := cutSourceLabel(strings.TrimSpace(last.lines[0])); agencyName(rest) {
			return &authorCand{names: []string{strings.TrimSpace(rest)}, src: Source{Node: last.owner}}
		}
	}
	return nil
}

// datelineAgency returns the agency of a paragraph's opening dateline
// (agencyDateline) when it names one (agencyName), else "".
func datelineAgency(t string) string {
	if !strings.Contains(t[:min(len(t), 80)], "(") {
		return "" // most paragraphs: no bracket near the start
	}
	if m := agencyDateline.FindStringSubmatch(t); m != nil && agencyName(m[1]) && placeAndDay(t[:strings.IndexByte(t, '(')]) {
		return strings.TrimSpace(m[1])
	}
	return ""
}

// placeAndDay reports a dateline's head before the agency's bracket: a
// place and maybe a day ("Thiès, 16 nov", "Rio de Janeiro", "PARIS"),
// whose lower-case words are short links ("de", "do", "sur") or a
// month. A longer lower-case word is a sentence's: "Em entrevista à
// agência (Lusa) –" quotes the agency, it credits none.
func placeAndDay(head string) bool {
	for _, w := range strings.FieldsFunc(head, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsLower(r) && runes(w) > 3 && !hasMonthWord(w) {
			return false
		}
	}
	return true
}

// agencyName reports a known news agency's name (newsAgencies). Any
// short name in capitals would take a sports or a regional service
// ("Montpellier (SID) –") where the corpus gold keeps the desk's
// "Redaktion" (traf-tennismagazin.de-viertelfinale).
func agencyName(s string) bool {
	return newsAgencies[strings.ToLower(strings.TrimSpace(s))]
}

// agencyAlone reports whether s is one word naming a known news agency.
func agencyAlone(s string) bool {
	words := strings.Fields(s)
	return len(words) == 1 && newsAgencies[strings.ToLower(strings.Trim(words[0], ".,"))]
}

// isDeskCredit reports a line that is a newsroom's credit and nothing
// else: a name of capitalized words ending in a desk word ("Otago
// Courier Staff", "Newsroom", "Redaktion"), or "Staff Reporter", "Staff
// Writer". Alone it says nothing; beside the date it is the byline.
func isDeskCredit(l string) bool {
	l = strings.TrimSpace(l)
	// The last word first: most short lines end in no desk word, and
	// the line loop asks about every one.
	last := strings.ToLower(l[strings.LastIndexByte(l, ' ')+1:])
	if !deskCreditWords[last] && last != "reporter" && last != "writer" {
		return false
	}
	words := strings.Fields(l)
	if len(words) > 5 || !deskCreditWords[last] && (len(words) != 2 || !strings.EqualFold(words[0], "staff")) {
		return false
	}
	for _, w := range words {
		if !authorCapitalized(w) || strings.ContainsAny(w, "0123456789|/:") {
			return false
		}
	}
	return true
}

// sourceCreditIn returns the element of meta line n, at the headline,
// that holds a source credit alone (isSourceCredit) beside the date's.
func sourceCreditIn(an *analysis, titleNode, n *xhtml.Node) *xhtml.Node {
	if n == nil || textRuneCount(n) > 160 || !atHeadline(an, titleNode, n) || inOffBylineArea(an, n) || inPhotoCaption(n) {
		return nil
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == xhtml.ElementNode && textRuneCount(c) <= 40 && isSourceCredit(strings.TrimSpace(Text(c))) && !hasOtherLinks(c) && besideDate(c) {
			return c
		}
	}
	return nil
}

// sourceSlashName reads the reporter from a closing source line that
// names the outlet, a slash and a person's full name, an agency maybe
// after a comma: "Quelle: OSTFUNK SACHSEN/Lena Voigt, dpa" gives "Lena
// Voigt". An outlet's desk initials after the slash ("Quelle: MDR/ls"),
// or a second outlet, give "".
func sourceSlashName(l string, pub []string) string {
	rest, ok := cutSourceLabel(strings.TrimSpace(l))
	if !ok {
		return ""
	}
	outlet, who, ok := strings.Cut(rest, "/")
	if !ok || strings.TrimSpace(outlet) == "" {
		return ""
	}
	who, _, _ = strings.Cut(who, ",")
	who = strings.TrimSpace(who)
	words := strings.Fields(who)
	if len(words) < 2 || len(words) > 4 || !authorNameLike(words) || newsAgencies[strings.ToLower(who)] {
		return ""
	}
	names := []string{who}
	if !hasFullName(names, pub) || !allPersonLike(names, false) || authorIsRole(who) {
		return ""
	}
	return who
}

// isSourceCredit reports a line that is a source label, its colon and a
// short credit of capitalized words naming a known agency or an agency's
// short name in capitals, nothing else:
// "Kaynak: AA", "Źródło: PAP", "Quelle: dpa". A sentence or a figure
// after the label ("Quelle: eigene Berechnungen 2023") is no credit.
func isSourceCredit(l string) bool {
	rest, ok := cutSourceLabel(l)
	if !ok {
		return false
	}
	words := strings.Fields(rest)
	if len(words) == 0 || len(words) > 3 {
		return false
	}
	agency := false
	for _, w := range words {
		if strings.ContainsAny(w, "0123456789|/:,") || !authorCapitalized(w) && !newsAgencies[strings.ToLower(w)] {
			return false
		}
		agency = agency || newsAgencies[strings.ToLower(w)] || isCapsWord(w) && runes(w) <= 6 // "AA", "PAP", "İHA"
	}
	// "Quelle: Statistisches Bundesamt", "Source: Getty Images": a
	// figure's or a picture's source names no wire.
	return agency
}

// deskCreditsLast moves the bylines found right under the headline after
// a desk credit before it, in place: the desk's line is the byline only
// when no other shows there (a teaser's, listed, does not count).
func deskCreditsLast(out []authorCand, atHead func(*xhtml.Node) bool) {
	for i := 0; i < len(out); i++ {
		if !out[i].desk {
			continue
		}
		for j := i + 1; j < len(out); j++ {
			if !out[j].desk && !out[j].listed && atHead(out[j].src.Node) {
				c := out[j]
				copy(out[i+1:j+1], out[i:j])
				out[i] = c
				break
			}
		}
	}
}

func nextSibling(n *xhtml.Node) *xhtml.Node { return n.NextSibling }
func prevSibling(n *xhtml.Node) *xhtml.Node { return n.PrevSibling }

// besideDate reports an element whose previous or next element sibling
// is a date and nothing else ("<li>Thursday 19 November 2026</li>"), or
// a <time> whose datetime holds one, whatever it shows ("2 godz. temu").
func besideDate(n *xhtml.Node) bool {
	for _, step := range []func(*xhtml.Node) *xhtml.Node{prevSibling, nextSibling} {
		s := step(n)
		for s != nil && s.Type != xhtml.ElementNode {
			s = step(s)
		}
		if s != nil && textRuneCount(s) <= 50 && (onlyDateWords(Text(s)) || s.DataAtom == atom.Time && dateHasYear(attr(s, "datetime"))) {
			return true
		}
	}
	return false
}

// onlyDateWords reports a text of a date's words only: numbers, month
// and weekday names, "Uhr", and a year among them.
func onlyDateWords(t string) bool {
	if !dateHasYear(t) {
		return false
	}
	for _, w := range strings.Fields(t) {
		lw := strings.ToLower(strings.Trim(w, ".,:;|·•–—-/"))
		_, month := authorMonthWords[lw]
		if lw != "" && !month && lw != "uhr" && !authorDangling[lw] &&
			(strings.IndexFunc(lw, unicode.IsLetter) >= 0 || !strings.ContainsAny(lw, "0123456789")) {
			return false
		}
	}
	return true
}

// allCapitals reports words that are all capitals ("NEW YORK").
func allCapitals(words []string) bool {
	for _, w := range words {
		if !isCapsWord(w) {
			return false
		}
	}
	return true
}

// reporterLine is a Korean byline, the role after the name ("김민수
// 기자", or names joined by a middle dot: "김민수·이지은 기자"),
// optionally with an e-mail address after it, as Korean stories end, or
// the date the story went up, labelled or not, as a byline beside the
// headline shows it ("박소연 기자 2026. 11. 3. 오전 9:15"). (In Chinese,
// "新华社记者" puts the role after the agency.)
var reporterLine = regexp.MustCompile(`^\p{Hangul}{2,4}(?:[·ㆍ,] ?\p{Hangul}{2,4})* ?(?:기자|특파원)(?:\s+\S+@\S+)?` +
	`(?:\s*(?:기사입력|입력|수정|승인|등록)\s*[\d. :]+)*` +
	`(?:\s+\d{4}\. ?\d{1,2}\. ?\d{1,2}\.?(?:\s*(?:오전|오후)?\s*\d{1,2}:\d{2})?)?$`)

// isReporterLine reports a line that is a reporter's name and role. A
// republished wire story may set the agency before the name ("연합뉴스
// 김서연 기자", koreanOutlet) or its dateline in brackets ("(부산=연합뉴스)
// 김서연 기자"): the rest is the reporter's line.
func isReporterLine(l string) bool {
	l = strings.TrimSpace(l)
	if m := koreanWireDateline.FindString(l); m != "" {
		l = l[len(m):]
	} else if first, rest, ok := strings.Cut(l, " "); ok && koreanOutlet(first) {
		l = strings.TrimSpace(rest)
	}
	return reporterLine.MatchString(l)
}

// koreanWireDateline is the place and agency a Korean wire story opens
// its byline with, in brackets: "(부산=연합뉴스) ", "[서울=뉴시스] ".
var koreanWireDateline = regexp.MustCompile(`^[\[(][^\])=]{1,20}=[^\])]{1,20}[\])]\s*`)

// isNameWithRole reports a line that is a full name and a journalist's
// role after a comma: "Kevin O'Brien, staff writer".
func isNameWithRole(l string) bool {
	name, role, ok := strings.Cut(l, ",")
	if !ok || !authorIsRole(strings.TrimSpace(role)) {
		return false
	}
	words := strings.Fields(name)
	if len(words) < 2 || len(words) > 4 || !authorNameLike(words) {
		return false
	}
	for _, w := range words {
		if !authorCapitalized(w) && !authorParticles[w] {
			return false
		}
	}
	return true
}

// isNameDashRole reports a line that is a full name, a dash and a
// reporter's role, optionally "of" the agency it files for, as
// republishing sites sign wire copy: "Luana Peixoto – Repórter da
// Agência Brasil", "Ana García - Enviada especial de EFE", "Jane Doe —
// Reuters correspondent". Only reporters' roles: a dash after a name is
// prose ("Lula – que chegou ontem –"), a kicker, or a quote's speaker
// and what they are ("Maria Silva – moradora"), and a desk ("Redação")
// is no role.
func isNameDashRole(l string) bool {
	if !strings.ContainsAny(l, "-–—") {
		return false // most lines: no need to split them
	}
	// Two reporters, each with a role ("A – Repórter da Agência Brasil
	// e B – Repórter da Agência Brasil"), or two names before one role
	// ("A e B – Repórteres da Agência Brasil").
	words := strings.Fields(l)
	for len(words) > 0 {
		dash := slices.IndexFunc(words, isDashWord)
		if dash < 0 || !isFullName(words[:dash]) && !isTwoFullNames(words[:dash]) {
			return false
		}
		role := words[dash+1:]
		words = nil
		if next := slices.IndexFunc(role, isDashWord); next > 0 {
			j := slices.IndexFunc(role[:next], func(w string) bool { return dashTeamJoiners[w] })
			if j < 0 || !isFullName(role[j+1:next]) {
				return false
			}
			role, words = role[:j], role[j+1:]
		}
		if !isDashRole(role) {
			return false
		}
	}
	return true
}

// isDashWord reports a dash standing alone between words.
func isDashWord(w string) bool { return w == "-" || w == "–" || w == "—" }

// dashTeamJoiners join two reporters' names, or two name-dash-role
// credits, in the languages dashRoleNouns knows.
var dashTeamJoiners = map[string]bool{"e": true, "y": true, "and": true, "et": true, "&": true}

// isTwoFullNames reports two full names joined by "e", "y", "and" …
func isTwoFullNames(words []string) bool {
	j := slices.IndexFunc(words, func(w string) bool { return dashTeamJoiners[w] })
	return j > 0 && isFullName(words[:j]) && isFullName(words[j+1:])
}

// isDashRole reports the words after a name and a dash that are a
// reporter's role (see isNameDashRole).
func isDashRole(role []string) bool {
	if len(role) == 0 || len(role) > 7 {
		return false
	}
	lower := func(w string) string { return strings.Trim(strings.ToLower(w), ".,") }
	// "Reuters correspondent", "AFP reporter": the agency before the role.
	if last := lower(role[len(role)-1]); dashRoleNouns[last] && len(role) <= 4 {
		agency := true
		for _, w := range role[:len(role)-1] {
			agency = agency && (authorCapitalized(w) || dashRoleModifiers[lower(w)])
		}
		if agency {
			return true
		}
	}
	// "Repórter da Agência Brasil", "Enviada especial de EFE": the role,
	// then "of" and the agency, capitalized.
	i, noun := 0, false
	for ; i < len(role) && (dashRoleNouns[lower(role[i])] || dashRoleModifiers[lower(role[i])]); i++ {
		noun = noun || dashRoleNouns[lower(role[i])]
	}
	if !noun {
		return false
	}
	if i == len(role) {
		return true
	}
	if !dashRoleOf[lower(role[i])] || i+1 == len(role) {
		return false
	}
	for _, w := range role[i+1:] {
		if !authorCapitalized(w) && !authorParticles[w] && w != "the" {
			return false
		}
	}
	return true
}

// dashRoleNouns are reporters' roles after a name and a dash
// (isNameDashRole), in English, Portuguese, Spanish and French.
var dashRoleNouns = authorSet(`reporter correspondent repórter reportera reportero correspondente corresponsal
	enviado enviada envoyé envoyée correspondant correspondante reporters correspondents repórteres reporteras
	reporteros correspondentes corresponsales enviados enviadas envoyés envoyées correspondants correspondantes`)

// dashRoleModifiers qualify a reporter's role: "enviada especial",
// "special correspondent", "senior reporter".
var dashRoleModifiers = authorSet(`especial special spécial spéciale senior staff chief foreign
	especiales especiais spéciaux spéciales`)

// dashRoleOf joins a reporter's role to the agency: "Repórter da
// Agência Brasil", "Enviado especial de EFE", "Correspondent for AFP".
var dashRoleOf = authorSet(`da de do del of for at à`)

// isFullName reports words that are a person's full name as a line
// without a byline word shows it: two to four capitalized words or
// names' particles, no digits, no job title.
func isFullName(words []string) bool {
	if len(words) < 2 || len(words) > 4 || !authorNameLike(words) {
		return false
	}
	for _, w := range words {
		if !authorCapitalized(w) && !authorParticles[w] || strings.ContainsAny(w, "0123456789") ||
			authorRoleNouns[strings.ToLower(w)] && !authorNounSurnames[strings.ToLower(w)] {
			return false
		}
	}
	return true
}

// isNameWithSite reports a line that is a full name and, after a comma,
// the site's own name (isSiteCredit), with nothing after it but a date:
// "Rūta Jankuvienė, DELFI 2025 m. kovo 12 d. 10:15". No "By" marks it;
// the site's name signing a person's does.
func isNameWithSite(l string, pub []string) bool {
	name, rest, ok := strings.Cut(l, ",")
	if !ok || len(pub) == 0 {
		return false
	}
	words := strings.Fields(name)
	// A role glued to the name is a card's ("Jürgen NeuhuberCo-Director,
	// Shabka", "Paul WinterJournal Chief Editor, Shabka"), no byline.
	// (A name glued so, "MacKenzie", is missed: nothing else marks the
	// line as a byline.)
	if !isFullName(words) || authorGluedWord.MatchString(name) {
		return false
	}
	after := strings.Fields(rest)
	for i := 1; i <= len(after) && i <= maxSiteNameWords; i++ {
		if site := strings.Join(after[:i], " "); !authorIsDomain(site) && isSiteCredit(site, pub) {
			tail := strings.Join(after[i:], " ")
			return tail == "" || isDateLine(tail)
		}
	}
	return false
}

// inPhotoCredit reports a line in a figure or a caption, or marked as a
// photo's credit ("photo-credit"), or set right under a picture:
// "Jane Doe, Valley Herald" there names the site's photographer, not the
// writer; in a quote ("pullquote") it names the speaker. Classes are
// read on the line and its nearest parents only: a page's wrapper may be
// a "photo-story".
func inPhotoCredit(n *xhtml.Node) bool {
	if isPicture(elementBefore(n)) {
		return true
	}
	depth := 0
	for p := n; p != nil; p = p.Parent {
		if p.Type != xhtml.ElementNode {
			continue
		}
		switch p.DataAtom {
		case atom.Figure, atom.Figcaption, atom.Blockquote, atom.Q:
			return true
		}
		if depth++; depth > 3 {
			continue
		}
		if bylineNameToken(p, photoCreditWords) {
			return true
		}
	}
	return false
}

// bylineNameToken reports whether a word token of one of n's
// bylineNames, lower-cased, is in words.
func bylineNameToken(n *xhtml.Node, words map[string]bool) bool {
	for _, name := range bylineNames(n) {
		for t := range nameTokens(name) {
			if words[strings.ToLower(t)] {
				return true
			}
		}
	}
	return false
}

// inPhotoCaption reports an element in a picture's caption: a
// figcaption, or one of its nearest parents named for a photo or a
// caption ("photo-text", "article-photo") that holds no heading. Its
// "author" is the photo's source ("<span class=author>Фото из Инстаграма
// …</span>"), not the story's. (Not a picture before it, as an author
// box's portrait is; not a wrapper named for its author, "author-photo";
// not a header set over a picture, which holds the headline.) An
// element named for a copyright is a picture's too.
func inPhotoCaption(n *xhtml.Node) bool {
	if bylineNameToken(n, copyrightWords) {
		return true // "mediaBox__copyright text__byline": "Bild © hr"
	}
	depth := 0
	for p := n.Parent; p != nil && p.Type == xhtml.ElementNode && depth < 3; p = p.Parent {
		depth++
		if p.DataAtom == atom.Figcaption {
			return true
		}
		if isBylineMarked(p) {
			return false
		}
		if bylineNameToken(p, photoCaptionWords) {
			return find(p, func(c *xhtml.Node) bool { return isHeadingTag(c.DataAtom) }) == nil
		}
	}
	return false
}

// photoCaptionWords name a picture or its caption in a class or id; not
// "credit", which names a story's credits too ("<ul class=credits><li><span
// id=autor>AFP</span>").
var photoCaptionWords = authorSet(`caption photo photos photographer image img picture foto bild`)

// copyrightWords name a picture's rights line in a class or id.
var copyrightWords = authorSet(`copyright`)

// isPicture reports an image, or an element holding one and no text: a
// figure with its caption has its credit there, so that a line under it
// is the story's ("Jane Roe, The Courier" signing it).
func isPicture(n *xhtml.Node) bool {
	if n == nil {
		return false
	}
	switch n.DataAtom {
	case atom.Img, atom.Picture:
		return true
	}
	return find(n, func(c *xhtml.Node) bool { return c.DataAtom == atom.Img }) != nil && strings.TrimSpace(Text(n)) == ""
}

// photoCreditWords mark a photo's caption or credit, or a quote, in a
// class or id.
var photoCreditWords = authorSet(`caption photo photos photographer credit credits image img picture foto bild
	quote pullquote blockquote`)

// hasOtherLinks reports a link in n that does not lead to an author's
// page: the name after a date is then a category or a section.
func hasOtherLinks(n *xhtml.Node) bool {
	return find(n, func(c *xhtml.Node) bool { return c.DataAtom == atom.A && !isAuthorLink(c) }) != nil
}

// bylineTextWords name the text in a credit line: "Text by …".
var bylineTextWords = authorSet(`text texte texto testo tekst words`)

// bylineLeadMarkers are the markers bylineIntroLead looks for; particles
// that are also parts of names ("de", "da") are not among them.
var bylineLeadMarkers = authorSet(`by von vom par por door av af przez per`)

// postedPrefixes open a line that names the author further on.
var postedPrefixes = []string{"posted ", "filed ", "published ", "veröffentlicht ", "publiziert ", "erstellt ",
	"publié ", "publicado ", "pubblicato ", "geplaatst "}

// allPersonLike reports names that could all be people or newsrooms: a
// few words, no digits, capitalized (or in a script without case). Names
// of an element marked as a byline may start in lower case ("the Lavazza
// Team", "crazy lennys").
func allPersonLike(names []string, marked bool) bool {
	for _, n := range names {
		words := strings.Fields(n)
		if len(words) > 5 {
			return false
		}
		for _, w := range words {
			if nonNameWords[strings.ToLower(authorTrim(w))] || strings.ContainsAny(w, "0123456789") && len(words) > 1 {
				return false
			}
		}
		if len(words) > 1 && !marked && !authorCapitalized(words[0]) {
			return false
		}
	}
	return true
}

// nonNameWords are words of links and menus that bylines-looking
// elements hold instead of names: a footer's "Terms & Conditions" in a
// "site-byline" list, a shop menu's "By Category", "By Manufacturer".
var nonNameWords = authorSet(`terms conditions privacy policy cookies imprint impressum datenschutz disclaimer
	sitemap category categories manufacturer manufacturers`)

// peersAfter returns the elements after n that repeat it for another
// author: same tag and class, under n's grandparent ("<span
// class=author>A</span>, <span class=author>B</span>").
func peersAfter(n *xhtml.Node) []*xhtml.Node {
	if n.Parent == nil || n.Parent.Parent == nil || !isBylineMarked(n) {
		return nil
	}
	var out []*xhtml.Node
	after := false
	var walk func(c *xhtml.Node)
	walk = func(c *xhtml.Node) {
		if c == n {
			after = true
			return
		}
		if c.Type == xhtml.ElementNode && after && isPeer(n, c) {
			out = append(out, c)
			return
		}
		for d := c.FirstChild; d != nil && len(out) <= maxPeers; d = d.NextSibling {
			walk(d)
		}
	}
	walk(n.Parent.Parent)
	return out
}

// maxPeers is the most byline elements after the first that name
// co-authors. A longer run is a list of posts or comments: peersAfter
// stops one past it, enough for the names to read as a list, as reading
// all of them for each would take time quadratic in the list's length.
const maxPeers = 8

// isPeer reports whether m repeats first, a byline element, for another
// author: same tag, class, rel and itemprop, in a parent of the same
// kind. Microdata marks each author by itemprop alone ("<span
// itemprop=author>A</span> e <span itemprop=author>B</span>").
func isPeer(first, m *xhtml.Node) bool {
	return m.Data == first.Data && (attr(m, "class") != "" || attr(m, "rel") != "" || attr(m, "itemprop") != "") && isBylineMarked(first) &&
		m.Parent != nil && first.Parent != nil && m.Parent.Data == first.Parent.Data &&
		attr(m.Parent, "class") == attr(first.Parent, "class") && attr(m, "class") == attr(first, "class") && attr(m, "rel") == attr(first, "rel") &&
		attr(m, "itemprop") == attr(first, "itemprop") &&
		first.Parent != nil && first.Parent.Parent != nil && isAncestor(first.Parent.Parent, m) &&
		!isAncestor(first, m) && !isAncestor(m, first)
}

// authorPathWords are URL path segments of author pages.
var authorPathWords = authorSet(`author authors autor autoren auteur auteurs autore autori autorin autores autorzy firmas
	yazar yazarlar penulis tac-gia szerzo szerzok szerző szerzők avtor avtorji autorius autors kirjoittaja syntaktis syntaktes συντάκτης συντάκτες profile profiles
	profil people person staff journalist journalists journalisten reporter reporters writer writers contributor
	contributors redaktion redakteur mitarbeiter team byline columnist columnists expert experts user users u members`)

// isAuthorLink reports a link to an author's page.
func isAuthorLink(a *xhtml.Node) bool {
	if strings.Contains(strings.ToLower(attr(a, "rel")), "author") {
		return true
	}
	return linkPathHas(a, authorPathWords)
}

// linkPathHas reports whether a link's path has one of words as a
// segment before its last ("/author/jane-doe": author).
func linkPathHas(a *xhtml.Node, words map[string]bool) bool {
	href := strings.ToLower(attr(a, "href"))
	if i := strings.Index(href, "://"); i >= 0 {
		href = href[i+3:]
		if j := strings.IndexByte(href, '/'); j >= 0 {
			href = href[j:]
		} else {
			return false // a bare host has no path
		}
	}
	if i := strings.IndexAny(href, "?#"); i >= 0 {
		href = href[:i]
	}
	segs := strings.Split(strings.Trim(href, "/"), "/")
	for i, s := range segs {
		if u, err := url.PathUnescape(s); err == nil {
			s = strings.ToLower(u) // "/szerz%C5%91/": szerző
		}
		if i < len(segs)-1 && words[s] {
			return true
		}
	}
	return false
}

// authorPageWords are URL path segments that only author pages use.
var authorPageWords = authorSet(`author authors autor autoren auteur auteurs autore autori autorin autores autorzy
	yazar yazarlar penulis tac-gia szerzo szerzok szerző szerzők avtor avtorji autorius autors kirjoittaja syntaktis syntaktes συντάκτης συντάκτες journalist
	journalisten redakteur reporter writer writers contributor contributors byline columnist columnists`)

// isAuthorPageLink reports a link to an author's page by its address
// alone: "/author/jane-doe/", "/autoren/max-muster".
func isAuthorPageLink(a *xhtml.Node) bool {
	return linkPathHas(a, authorPageWords)
}

// taxonomyPathWords are URL path segments of the pages of a tag, a
// category or a section.
var taxonomyPathWords = authorSet(`tag tags category categories topic topics section sections thema themen
	rubrik rubriken kategorie kategorien schlagwort schlagworte`)

// isSectionLink reports a link to a section's page by its path: two
// segments or more on this site, each a word ("/nachrichten/aktien"),
// and the address nowhere spelling the link's text. A person's page has
// an id or a name with dashes in its path ("/staff/2647/mark-jensen/"),
// or the name ("/userprofile/craigmccarthy", "?author=johny-b"), or its
// initials and last word ("/de/tberger", under the site's language).
func isSectionLink(a *xhtml.Node) bool {
	href := attr(a, "href")
	if !strings.HasPrefix(href, "/") || strings.HasPrefix(href, "//") || spellsName(nameKey(href), Text(a)) {
		return false // "/repo/commits?author=johny-b"
	}
	segs := strings.Split(strings.Trim(urlPath(href), "/"), "/")
	if len(segs) > 1 && len(segs[0]) == 2 {
		segs = segs[1:] // "/de/…": the site's language, not a section
	}
	if len(segs) < 2 {
		return false
	}
	for _, s := range segs {
		if s == "" || strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
			return false
		}
	}
	return true
}

// spellsName reports whether key, an address's letters, spells the
// name text: in full ("craigmccarthy") or as the initials of its first
// words and its last word ("tberger" for Thomas Berger).
func spellsName(key, text string) bool {
	words := strings.Fields(text)
	if k := nameKey(text); k == "" || strings.Contains(key, k) {
		return k != ""
	}
	if len(words) < 2 {
		return false
	}
	var b strings.Builder
	for _, w := range words[:len(words)-1] {
		r, _ := utf8.DecodeRuneInString(strings.ToLower(w))
		b.WriteRune(r)
	}
	last := nameKey(words[len(words)-1])
	return last != "" && strings.Contains(key, b.String()+last)
}

// taxonomyClassWords name the part of a byline that holds the story's
// category or tags: <span class="byline__category">.
var taxonomyClassWords = authorSet(`category categories tag tags topic topics kategorie rubrik`)

// isTaxonomy reports an element of a byline that names a tag, a category
// or a section, not a person: a link to such a page, or an element
// classed so. "<section class=byline><time>March 20, 2023</time> |
// <span class=byline__category><a>Wellness &amp; Prevention</a></span>".
func isTaxonomy(n *xhtml.Node) bool {
	if n.DataAtom == atom.A && !isAuthorLink(n) && (linkPathHas(n, taxonomyPathWords) || isSectionLink(n)) {
		return true
	}
	toks := classTokens(n)
	tax := false
	for _, t := range toks {
		switch {
		case t == "author" || t == "authors" || t == "autor" || t == "auteur":
			return false // "author-category", "tags-author"
		case taxonomyClassWords[t]:
			tax = true
		}
	}
	// A theme may class its byline so: <span class="category">Posted by
	// Konstantin</span>.
	return tax && !hasBylineMarker(collapse(Text(n)))
}

// bylineTexts returns the raw byline strings of an element: the texts of
// its links to author pages when it has any; else its lines that a byline
// marker or a label line opens; else its first line that reads as names.
// Lines crediting reviewers or photographers are skipped.
func bylineTexts(n *xhtml.Node, lang string) []string {
	var links []string
	var walk func(c *xhtml.Node)
	walk = func(c *xhtml.Node) {
		if c.Type != xhtml.ElementNode || skipTags[c.DataAtom] || isHidden(c) {
			return
		}
		if c.DataAtom == atom.A {
			if isAuthorLink(c) && !isPhotoCredited(c) {
				if t := collapse(Text(c)); t != "" {
					links = append(links, t)
				}
			}
			return
		}
		for d := c.FirstChild; d != nil; d = d.NextSibling {
			walk(d)
		}
	}
	if n.DataAtom == atom.A && isAuthorLink(n) {
		run := authorLinkRun(n, lang)
		if strings.TrimSpace(strings.Join(run, "")) == "" {
			// Avatar links alone: their pictures' alts name the
			// authors. A name link beside one names them in full (and
			// its co-authors after it), where the alt may be a login
			// ("jdoe") or a first name.
			if alts := avatarNames(n, lang); len(alts) > 0 {
				return alts
			}
		}
		return run
	}
	if l, _, ok := leadByline(openingText(n)); ok {
		return []string{l}
	}
	walk(n)
	if len(links) > 0 {
		return links
	}
	lines := splitAtMarkedElements(n, strings.Split(textSkipping(n, isBylineAside), "\n"), lang)
	if len(lines) == 1 && hasPrefixAny(strings.ToLower(lines[0]), broadcastLabels) {
		return nil // "Sendung: Nordwelle Info, 26.11.2026, 16:00 Uhr" in span.author
	}
	if len(lines) == 1 {
		if name, ok := mastheadSigned(n); ok {
			return []string{name}
		}
		// Names, or a name and its role, in adjacent elements with no
		// separator: "<span>Birgit Baumann</span><span>Anna Giulia
		// Fink</span>", "<span>Justus Ochieng</span><span>Nation Media
		// Group</span>", where the glued text reads as one odd name.
		// Joined as one byline, a part read as a role stays the name's.
		if parts := childTexts(n); len(parts) >= 2 {
			if len(CleanAuthors(lines, lang)) == 0 {
				return parts
			}
			if gluedAtSeam(lines[0], parts) {
				if oneWordEach(parts) {
					// A name split into its parts: "<span
					// class=first>John</span><span
					// class=last>Smith</span>".
					return []string{strings.Join(parts, " ")}
				}
				return []string{strings.Join(parts, ", ")}
			}
		}
		return lines
	}
	var picked []string
	marked := isBylineMarked(n)
	var labels []string
	if marked {
		labels = labelTexts(n, nil)
	}
	if marked {
		// A role label and the name in adjacent elements, glued in the
		// text: "<span>Text</span><a>Sara Nilsson</a>" reads "TextSara
		// Nilsson", "FotoJonas Lundmark" the photographer's credit.
		for i, l := range lines {
			lines[i] = authorGluedRole.ReplaceAllString(l, "$1$2: $3")
		}
		lines = splitGluedLabels(lines, labels)
	}
	if !marked && textRuneCount(n) > 200 {
		// A table layout's cell or <font> holding headline, byline and
		// story in <br> lines (visibleBylines): its byline is among the
		// first lines; a line further down opening with "By" is the
		// story's ("By contrast, …", "By 2030 …").
		lines = headLines(lines, 3)
	}
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		switch {
		case isCreditLine(l) || isFieldLabel(l, labels) && isCreditLine(strings.TrimSpace(l)+":"):
			// (A label element's "Foto", its colon from the style sheet.)
			if isBylineLabel(strings.TrimSpace(l[strings.LastIndex(strings.ToLower(l), " ")+1:])) || strings.HasSuffix(l, ":") || !isCreditLine(l) {
				i++ // the credited name is on the next line
			}
		case isBylineLabel(l) || marked && (isBareColonLabel(l) || isFieldLabel(l, labels) && labelsName(lines, i, lang)):
			if i+1 < len(lines) {
				picked = append(picked, lines[i+1])
				i++
			}
			// After "Authors" or "Author(s)", a name a line.
			for plural := isPluralBylineLabel(l); plural && i+1 < len(lines) && isLoneName(lines[i+1], lang); i++ {
				picked = append(picked, lines[i+1])
			}
		case hasBylineMarker(l):
			picked = append(picked, l)
		}
	}
	if len(picked) > 0 {
		return picked
	}
	if marked {
		if names := markedNameTexts(n, lang); len(names) >= 2 {
			return names
		}
	}
	for _, l := range lines {
		if isCreditLine(l) || isFieldLabel(l, labels) {
			continue
		}
		if names := CleanAuthors([]string{l}, lang); len(names) > 0 && allPersonLike(names, true) {
			return []string{l}
		}
	}
	return nil
}

// avatarNames returns the names of the run of avatar links that a opens:
// co-authors shown by their pictures only.
func avatarNames(a *xhtml.Node, lang string) []string {
	var names []string
	for c := a; c != nil; c = c.NextSibling {
		switch {
		case c.Type == xhtml.TextNode:
			if sep := strings.Trim(c.Data, " \t\n,;"); sep != "" && !authorIsConjunction(sep, lang) {
				return names
			}
		case c.Type == xhtml.ElementNode && c.DataAtom == atom.A && isAuthorLink(c):
			alt := avatarName(c)
			if alt == "" {
				return names
			}
			names = append(names, alt)
		default:
			return names
		}
	}
	return names
}

// avatarName returns the name an author link shows only as its picture:
// "<a href="/auteurs/claire-dubois"><img alt="Claire Dubois"></a>", a
// byline row whose name is the avatar's alt text. The link holds no text
// and one <img>, and its address spells the alt (spellsName), so that a
// logo's or a photo's alt is no name.
func avatarName(a *xhtml.Node) string {
	if collapse(Text(a)) != "" {
		return ""
	}
	imgs := findAll(a, func(c *xhtml.Node) bool { return c.DataAtom == atom.Img })
	if len(imgs) != 1 {
		return ""
	}
	img := imgs[0]
	alt := collapse(attr(img, "alt"))
	href := attr(a, "href")
	if i := strings.Index(href, "://"); i >= 0 {
		// The path spells the name, not the host: a site's name is the
		// alt of its default avatar.
		href = href[i+3:]
		if j := strings.IndexByte(href, '/'); j >= 0 {
			href = href[j:]
		}
	}
	if alt == "" || runes(alt) > 60 || len(strings.Fields(alt)) < 2 || !spellsName(nameKey(href), alt) {
		return ""
	}
	return alt
}

// splitAtMarkedElements ends a line where an element below n that holds
// a byline marker and names ends, when the next element's text runs on
// in the same line: "<span class=author>By John Smith</span> <span
// class=dateline>Pune | Published: …</span>" is the byline "By John
// Smith", not "By John Smith Pune", also where that element is inside
// another that holds the marker too. A run that goes on with a comma, an
// ampersand or a word for "and" still names authors, and stays.
func splitAtMarkedElements(n *xhtml.Node, lines []string, lang string) []string {
	var marked []string
	// more holds, for a marked element's text, the texts of the elements
	// of its own tag and class right after it: further authors ("<span
	// class=author>By Anna Berg</span><span class=author>Tom
	// Weller</span>"), not a role, which stay on its line.
	more := map[string][]string{}
	var walk func(*xhtml.Node)
	walk = func(e *xhtml.Node) {
		for c := e.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != xhtml.ElementNode {
				continue
			}
			if t := collapse(Text(c)); t != "" && hasBylineMarker(t) && len(CleanAuthors([]string{t}, lang)) > 0 {
				// The innermost such element ends the line: "<div><span>By
				// Tom Hardy</span><span class=role>Local Democracy
				// Reporting Service</span></div>" inside the byline box
				// reads "By Tom HardyLocal …" as one text.
				k := len(marked)
				walk(c)
				if len(marked) == k {
					marked = append(marked, t)
					cls := attr(c, "class")
					for s := nextElement(c); cls != "" && s != nil && s.DataAtom == c.DataAtom && attr(s, "class") == cls; s = nextElement(s) {
						st := collapse(Text(s))
						if strings.ContainsFunc(st, unicode.IsDigit) || hasBylineMarker(st) || len(CleanAuthors([]string{st}, lang)) != 1 {
							break // a date or a field of its own ("입력 2026. 11. 26.")
						}
						more[t] = append(more[t], st)
					}
				}
				continue
			}
			walk(c)
		}
	}
	walk(n)
	if len(marked) == 0 {
		return lines
	}
	var out []string
	for _, l := range lines {
		cl := collapse(l)
		for _, t := range marked {
			i := strings.Index(cl, t)
			if i < 0 {
				continue
			}
			rest := strings.TrimSpace(cl[i+len(t):])
			if rest == "" || namesRunOn(t, rest, lang) {
				continue
			}
			head := cl[:i+len(t)]
			for _, m := range more[t] {
				r, ok := strings.CutPrefix(rest, m)
				if !ok {
					break
				}
				head, rest = head+", "+m, strings.TrimSpace(r)
			}
			if rest == "" {
				l = head
				break
			}
			out = append(out, head)
			l = rest
			break
		}
		out = append(out, l)
	}
	return out
}

// namesRunOn reports whether the text rest, after a marked byline
// element's text t, goes on naming authors: t ends with, or rest opens
// with, a separator of names (a comma of any script — "、", "，", "،" —
// an ampersand or a slash) or a word for "and": "<span>By Anna
// Berg,</span> <span>Tom Weller</span>", "<span>記者：山本健一</span>
// <span>、田中太郎</span>", "<span>Por João Silva</span> <span>e Maria
// Souza</span>" on a page in "pt-BR".
func namesRunOn(t, rest, lang string) bool {
	const seps = ",，、،&/"
	lang = dateLangBase(lang) // "pt-BR" reads "e" as "and" as "pt" does
	if r, _ := utf8.DecodeRuneInString(rest); strings.ContainsRune(seps, r) {
		return true
	}
	if r, _ := utf8.DecodeLastRuneInString(t); strings.ContainsRune(seps, r) {
		return true
	}
	if w := strings.Fields(rest); authorIsConjunction(strings.ToLower(w[0]), lang) {
		return true
	}
	w := strings.Fields(t)
	return authorIsConjunction(strings.ToLower(w[len(w)-1]), lang)
}

// splitGluedLabels puts a label-classed element's text (labels, from
// labelTexts) on a line of its own where the name after it in the next
// element runs on without a space: "<span class=author-box__label>Auteur
// </span><a>Lis Schmit</a>" reads "AuteurLis Schmit", where the style
// sheet sets the label above the name.
func splitGluedLabels(lines, labels []string) []string {
	if len(labels) == 0 {
		return lines
	}
	var out []string
	for _, l := range lines {
		t := strings.TrimSpace(l)
		for _, lb := range labels {
			if rest, ok := strings.CutPrefix(t, lb); ok && rest != "" {
				// (Or after a space: "<span class=byline__role>Foto</span>
				// Fredrik Sandberg", the label inline before the name;
				// not when a conjunction follows, the label then being
				// the head of a longer role, "Text och foto Anna Lind".)
				spaced := strings.HasPrefix(rest, " ")
				rest = strings.TrimLeft(rest, " ")
				if r, _ := utf8.DecodeRuneInString(rest); rest != "" && !unicode.IsPunct(r) && !(spaced && opensWithConjunction(rest)) {
					out = append(out, lb)
					l = rest
					break
				}
			}
		}
		out = append(out, l)
	}
	return out
}

// opensWithConjunction reports a text whose first word is "and" or a
// byline's separator word ("och foto Anna Lind", "& photos …").
func opensWithConjunction(s string) bool {
	w, _, _ := strings.Cut(s, " ")
	w = strings.ToLower(w)
	return authorIsConjunction(w, "") || listSeparatorWords[w]
}

// isFieldLabel reports a line of a byline that is only a field's label,
// in any language: a word or two ending in a colon ("Συντάκτης:",
// "Yazar："), or the text of an element classed as a label (labels, from
// labelTexts: Drupal's "<div class=field-label>Συντάκτης:&nbsp;</div>
// <div class=field-items>…"). It is never a name; the name is on the
// next line.
func isFieldLabel(l string, labels []string) bool {
	l = strings.TrimSpace(l)
	if l == "" {
		return false
	}
	if slices.Contains(labels, l) {
		return true
	}
	t := strings.TrimSuffix(strings.TrimSuffix(l, ":"), "：")
	if t == l {
		return false
	}
	t = strings.TrimSpace(t)
	return t != "" && !strings.ContainsAny(t, ":：0123456789") && len(strings.Fields(t)) <= 2
}

// labelsName reports whether lines[i], a field's label of unknown
// meaning, labels the name on the next line: it opens the box, and the
// next line reads as a name. A byline's "Frissítve:" (updated) labels a
// date, a "Megosztás:" (share) the buttons, a "Kategória:" the section,
// and the name is on another line.
func labelsName(lines []string, i int, lang string) bool {
	return firstLine(lines, i) && i+1 < len(lines) && len(CleanAuthors(lines[i+1:i+2], lang)) > 0
}

// firstLine reports whether lines[i] is the first line that is not
// blank or a photographer's credit: a label further down, after the
// author's name, labels something else ("Kategória:", "Filed under:",
// "Source:", "Photo credit:").
func firstLine(lines []string, i int) bool {
	for j := 0; j < i; j++ {
		switch l := strings.TrimSpace(lines[j]); {
		case l == "":
		case isCreditLine(l) || isCreditLine(l+":"):
			if strings.HasSuffix(l, ":") || !isCreditLine(l) {
				j++ // the credited name
			}
		default:
			return false
		}
	}
	return true
}

// labelTexts appends the texts of the elements in n classed as a label
// ("label", "field-label", "field__label", "meta_label"), short ones only,
// and of those classed as a role whose text is a byline label word
// ("<span class=byline__role>Foto</span> Fredrik Sandberg"): a role
// element may also hold a job title ("Senior Reporter", "Editor"),
// which labels no name after it.
func labelTexts(n *xhtml.Node, out []string) []string {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != xhtml.ElementNode {
			continue
		}
		if isLabelClassed(c) {
			if t := collapse(Text(c)); t != "" && len(strings.Fields(t)) <= 3 && !labelIsName(t) {
				out = append(out, t)
			}
			continue
		}
		if classEndsIn(c, "role") {
			t := collapse(Text(c))
			if w := strings.ToLower(strings.TrimRight(t, ":：")); authorLabelWords[w] && !authorRoleNouns[w] {
				out = append(out, t)
			}
			continue
		}
		out = labelTexts(c, out)
	}
	return out
}

// labelIsName reports the text of a label-classed element that is a
// name, not a label: "<div class=author-label>Jane Doe</div>", a
// theme's name for the author's line. Two or three words, the first and
// the last capitalized, and no colon.
func labelIsName(t string) bool {
	w := strings.Fields(t)
	return len(w) >= 2 && !strings.ContainsAny(t, ":：") && authorCapitalized(w[0]) && authorCapitalized(w[len(w)-1])
}

// isLabelClassed reports an element whose class names it a label.
func isLabelClassed(n *xhtml.Node) bool {
	return classEndsIn(n, "label")
}

// classEndsIn reports an element with a class that is tok or ends in it
// after a separator ("label", "field-label", "field__label",
// "meta_label").
func classEndsIn(n *xhtml.Node, tok string) bool {
	for f := range strings.FieldsSeq(strings.ToLower(attr(n, "class"))) {
		if f == tok || strings.HasSuffix(f, "-"+tok) || strings.HasSuffix(f, "_"+tok) {
			return true
		}
	}
	return false
}

// headLines returns lines up to and including the n-th that is not
// blank.
func headLines(lines []string, n int) []string {
	for i, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if n--; n == 0 {
			return lines[:i+1]
		}
	}
	return lines
}

// authorLinkRun returns the names of an author link and of the author
// links right after it that only commas and "and" separate: "de <a>Andrei
// Popescu</a>, <a>Ioana Marin</a> și <a>Mihai Stan</a>" names three.
func authorLinkRun(a *xhtml.Node, lang string) []string {
	names := []string{Text(a)}
	for c := a.NextSibling; c != nil; c = c.NextSibling {
		switch {
		case c.Type == xhtml.TextNode:
			sep := strings.Trim(c.Data, " \t\n,;")
			if sep != "" && !authorIsConjunction(sep, lang) {
				return names
			}
		case c.Type == xhtml.ElementNode && c.DataAtom == atom.A && isAuthorLink(c) && !isPhotoCredited(c):
			names = append(names, Text(c))
		default:
			return names
		}
	}
	return names
}

// markedNameTexts returns the names of the elements below n that are
// marked as bylines and alike (tag and class), each a lone name, for the
// first such kind in document order: a byline box that lists its authors
// a card each, with their roles and photos ("<li class=byline><span
// class=byline-name>Kari Nygaard</span><span
// class=byline-role>Journalist</span></li>"), whose lines are not all
// names.
func markedNameTexts(n *xhtml.Node, lang string) []string {
	type kind struct{ tag, class string }
	var order []kind
	texts := map[kind][]string{}
	var walk func(c *xhtml.Node)
	walk = func(c *xhtml.Node) {
		for d := c.FirstChild; d != nil; d = d.NextSibling {
			if d.Type != xhtml.ElementNode || skipTags[d.DataAtom] || isHidden(d) {
				continue
			}
			if isBylineMarked(d) {
				// The text only of a marked element: read on every
				// element, it would read the box's subtrees over again.
				if t := collapse(Text(d)); isLoneName(t, lang) {
					k := kind{d.Data, attr(d, "class")}
					if texts[k] == nil {
						order = append(order, k)
					}
					texts[k] = append(texts[k], t)
					continue
				}
			}
			walk(d)
		}
	}
	walk(n)
	for _, k := range order {
		if len(texts[k]) >= 2 {
			return texts[k]
		}
	}
	return nil
}

// Bylines a story's first paragraph opens with, in brackets: "(By Maria
// Santos, Correspondent) CEBU CITY — …", a Korean wire's "[서울=뉴시스]김지훈
// 기자 = …", a Chinese paper's "本报北京11月12日电（记者 王磊 李娜）…", a
// Taiwanese paper's "【記者陳建宏／高雄報導】…".
var (
	leadByBracket       = regexp.MustCompile(`^[(\[]\s*((?i:by)\s[^()\[\]]{3,80}?)\s*[)\]]`)
	leadKoreanWire      = regexp.MustCompile(`^\[[^\]=]{1,20}=[^\]]{1,20}\]\s*(\p{Hangul}{2,4} ?(?:기자|특파원))\s*=`)
	leadChineseDateline = regexp.MustCompile(`^[^（()\n]{0,30}[电讯電訊]\s*[（(]\s*(?:记者|記者)\s*([^（）()]{2,40}?)\s*[）)]`)
	// A Taiwanese paper's "【記者陳建宏／高雄報導】", "〔記者王小明、李美華／台北報導〕".
	leadTaiwanReporter = regexp.MustCompile(`^[【〔\[]\s*(?:记者|記者)\s*([^／/【】〔〕\[\]]{2,40}?)\s*[／/]\s*[^【】〔〕\[\]]{1,20}?(?:報導|报道|電|电)\s*[】〕\]]`)
	// An Indian-language paper's dateline, the place, the day and the
	// month, then the reporter in brackets and a dash: "ਜਲੰਧਰ, 25 ਨਵੰਬਰ
	// (ਹਰਪ੍ਰੀਤ ਸਿੰਘ ਸੰਧੂ)- …", "पटना, 25 नवंबर (रमेश कुमार सिंह): …".
	// Wires and desks stand there too ("(ਏਜੰਸੀ)", "(Europa Press)"):
	// see datelineReporterLike.
	leadDatelineReporter = regexp.MustCompile(`^[^\d()\n,]{2,40},\s*\p{Nd}{1,2}\s+[^\s\d()]{2,15}\.?\s*\(\s*([^()\d]{3,60}?)\s*\)\s*[-–—:]`)
)

// datelineReporterLike reports a bracketed name of a dateline that is a
// person's: two to four words of a script without case, none a wire's,
// a desk's or a reporter's role ("ਨਿੱਜੀ ਪੱਤਰ ਪ੍ਰੇਰਕ", own
// correspondent).
func datelineReporterLike(name string) bool {
	words := strings.Fields(name)
	if len(words) < 2 || len(words) > 4 || !authorNameLike(words) {
		return false
	}
	for _, w := range words {
		if datelineDeskWords[strings.ToLower(w)] || authorRoleNouns[strings.ToLower(w)] {
			return false
		}
		// In a script with case the brackets hold a paper's, a radio's
		// or a wire's name ("(Daily Mirror)", "(Deutsche Welle)",
		// "(Radio Pakistan)"), which reads as a person's: the reporter
		// stands so in the scripts of India's languages.
		if r := firstRune(w); unicode.IsUpper(r) || unicode.IsLower(r) {
			return false
		}
	}
	return true
}

// datelineDeskWords name a wire, a desk or a correspondent, not a
// person, in a dateline's brackets: English, Spanish, Portuguese,
// French, Hindi, Marathi, Punjabi, Bengali and Urdu, with the English
// words these scripts borrow ("डिजिटल डेस्क", "स्टाफ रिपोर्टर"), and the
// words of a wire's or a paper's name ("Hindusthan Samachar", "Premium
// Times", "Andina Noticias").
var datelineDeskWords = authorSet(`press news agency agencia agência agence wire service services staff desk bureau
	newsroom correspondent reporter redacción redação rédaction corresponsal
	संवाददाता प्रतिनिधि ब्यूरो एजेंसी एजेंसियां भाषा वार्ता निज हमारे ਪੱਤਰ ਪ੍ਰੇਰਕ ਪ੍ਰਤੀਨਿਧ ਬਿਊਰੋ ਏਜੰਸੀ ਏਜੰਸੀਆਂ ਨਿੱਜੀ
	সংবাদদাতা প্রতিনিধি ব্যুরো নিজস্ব نمائندہ بیورو خصوصی
	prensa डेस्क न्यूज न्यूज़ रिपोर्टर स्टाफ प्रतिनिधी वृत्तसंस्था समाचार एजन्सी ਡੈਸਕ ਨਿਊਜ਼ ਰਿਪੋਰਟਰ ਸਟਾਫ ਸਟਾਫ਼
	ডেস্ক রিপোর্টার প্রতিবেদক স্টাফ
	samachar samiti team times tribune herald noticias notícias online digital media`)

// leadByline returns the byline a paragraph's text opens with (see
// leadByBracket), the Chinese names set apart as a list, and the text
// after it.
func leadByline(text string) (byline, rest string, ok bool) {
	text = strings.TrimSpace(text)
	for _, re := range []*regexp.Regexp{leadByBracket, leadKoreanWire, leadChineseDateline, leadTaiwanReporter, leadDatelineReporter} {
		if re == leadDatelineReporter && !strings.Contains(text[:min(len(text), 200)], ")") {
			continue // most paragraphs: no bracket near the start
		}
		if m := re.FindStringSubmatchIndex(text); m != nil {
			byline = text[m[2]:m[3]]
			if re == leadByBracket && !bracketNameLike(byline) {
				continue // "(By the way, …)", "(By Order of the Board)"
			}
			if re == leadDatelineReporter && !datelineReporterLike(byline) {
				continue // "(ਏਜੰਸੀ)", "(Europa Press)"
			}
			if re == leadChineseDateline {
				byline = strings.Join(strings.Fields(byline), "、") // "王磊 李娜"
			}
			return byline, text[m[1]:], true
		}
	}
	return "", "", false
}

// bracketNameLike reports a bracketed "By …" that names a person: the
// words after "By", up to a comma (a role may follow), look like a name.
func bracketNameLike(byline string) bool {
	name, _, _ := strings.Cut(strings.TrimSpace(byline[2:]), ",")
	return authorNameLike(strings.Fields(name))
}

// openingText is the text an element opens with, when the element is
// the block that holds it: its first text node, reached through inline
// elements only.
func openingText(n *xhtml.Node) string {
	for c := n.FirstChild; c != nil; {
		switch {
		case isBlankText(c):
			c = c.NextSibling
		case c.Type == xhtml.TextNode:
			return c.Data
		case c.Type == xhtml.ElementNode && inlineTags[c.DataAtom] && !skipTags[c.DataAtom]:
			c = c.FirstChild
		default:
			return ""
		}
	}
	return ""
}

// isBylineAside reports an element of a byline whose text is not the
// names: a category link (isTaxonomy), or a field label only screen
// readers get ("<span class=visually-hidden>Author,</span>"), as BBC
// World Service pages label their bylines in every language. A marker
// read out the same way ("<span class=screen-reader-text>| By </span>")
// stays: it tells the byline.
func isBylineAside(n *xhtml.Node) bool {
	if isTaxonomy(n) {
		// A site may tag its writers and link the byline's name to the
		// tag's page: "<h6>Penulis</h6> <a href=/tag/agustinus-rangga>".
		return !isBylineLabel(prevText(n))
	}
	if !isScreenReaderOnly(n) {
		return false
	}
	t := strings.TrimSpace(Text(n))
	return strings.HasSuffix(t, ",") || strings.HasSuffix(t, ":")
}

// isScreenReaderOnly reports an element classed to be read out but not
// shown: the helper classes of CSS frameworks and themes (Bootstrap's
// sr-only and visually-hidden, WordPress's screen-reader-text), and
// gnuboard's sound_only, which Korean board sites label their fields
// with.
func isScreenReaderOnly(n *xhtml.Node) bool {
	c := attr(n, "class")
	if !strings.Contains(c, "only") && !strings.Contains(c, "hidden") && !strings.Contains(c, "screen-reader") {
		return false
	}
	for f := range strings.FieldsSeq(c) {
		switch f {
		case "visually-hidden", "visuallyhidden", "sr-only", "screen-reader-text", "screen-reader-only", "u-visually-hidden",
			"sound_only", "a11y-hidden":
			return true
		}
	}
	return false
}

// childTexts returns the texts of the elements n's text is split into,
// looking through wrappers with a single element child.
func childTexts(n *xhtml.Node) []string {
	for {
		var kids []*xhtml.Node
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == xhtml.TextNode && strings.TrimSpace(c.Data) != "" {
				return nil // loose text between the elements
			}
			if c.Type == xhtml.ElementNode && !skipTags[c.DataAtom] && strings.TrimSpace(textSkipping(c, isBylineAside)) != "" {
				kids = append(kids, c)
			}
		}
		if len(kids) == 1 {
			n = kids[0]
			continue
		}
		var out []string
		for _, k := range kids {
			out = append(out, textSkipping(k, isBylineAside))
		}
		return out
	}
}

// oneWordEach reports two or three parts of one word each.
func oneWordEach(parts []string) bool {
	if len(parts) > 3 {
		return false
	}
	for _, p := range parts {
		if len(strings.Fields(p)) != 1 {
			return false
		}
	}
	return true
}

// gluedAtSeam reports whether, in line, the text of one of the adjacent
// parts runs letter to letter into the next one's capital, a word of
// one glued to a word of the next.
func gluedAtSeam(line string, parts []string) bool {
	for i := 1; i < len(parts); i++ {
		a, b := strings.TrimSpace(parts[i-1]), strings.TrimSpace(parts[i])
		if a == "" || b == "" {
			continue
		}
		l, _ := utf8.DecodeLastRuneInString(a)
		f, _ := utf8.DecodeRuneInString(b)
		if unicode.IsLetter(l) && unicode.IsUpper(f) && strings.Contains(line, a+b) {
			return true
		}
	}
	return false
}

// elementAuthors reads the names of one element.
func elementAuthors(n *xhtml.Node, lang string) []string {
	return CleanAuthors(bylineTexts(n, lang), lang)
}

// bylineRaw is the raw byline of an element and of the peers after it.
func bylineRaw(n *xhtml.Node, lang string) []string {
	raw := bylineTexts(n, lang)
	for _, p := range peersAfter(n) {
		raw = append(raw, bylineTexts(p, lang)...)
	}
	return raw
}

// applyAuthors takes the names found by the first XPath that yields any
// that are not only the publisher's (per pub, see publisherKeys). A
// JSON-LD script gives the authors of its first article object that
// names them; meta values are all read; an element is read with the
// peers after it that repeat it for other authors, as chooseAuthors reads
// it. Names that are only the publisher's are returned as publisher, for
// when nothing else names an author: a set learned on a page whose
// byline it found may meet a page where that XPath is gone and a
// fallback finds only the site's name.
func (x *Applier) applyAuthors(ld *ldMemo, set *selectors.Compiled, doc *selectors.Doc, lang string, pub []string, sizes textSizes) (names, publisher []string, fr FieldResult) {
	fr = FieldResult{XPath: -1, Reason: "no XPath given"}
	pubAt := -1
	for i := 0; i < set.Len(selectors.Authors); i++ {
		ms := outsideOffBylineAreas(set.EvalDoc(doc, selectors.Authors, i), sizes)
		if len(ms) == 0 {
			fr.Reason = fmt.Sprintf("XPath %d (%s) matches nothing outside related lists, menus and comments", i+1, set.XPath(selectors.Authors, i))
			continue
		}
		if names := authorsOfMatches(ld, ms, lang); len(names) > 0 && len(names) <= maxAuthors {
			if allPublisher(names, pub) {
				if publisher == nil {
					publisher, pubAt = names, i
				}
				fr.Reason = fmt.Sprintf("XPath %d (%s) yields only the publisher", i+1, set.XPath(selectors.Authors, i))
				continue
			}
			return names, publisher, FieldResult{XPath: i, Found: true, Value: short(strings.Join(names, "; "))}
		}
		fr.Reason = fmt.Sprintf("XPath %d (%s) matches but yields no person names", i+1, set.XPath(selectors.Authors, i))
	}
	fr.XPath = pubAt
	return nil, publisher, fr
}

// maxAuthors is the most names a byline has: more are a list of
// references or contributors.
const maxAuthors = 12

// appendNameKey appends the normalized name of s to keys when it is long
// enough to name a publisher.
func appendNameKey(keys []string, s string) []string {
	if k := nameKey(s); len(k) >= 2 {
		return append(keys, k)
	}
	return keys
}

func authorsOfMatches(ld *ldMemo, ms []selectors.Match, lang string) []string {
	var raw []string
	var cleaned map[int][]string // the names of raw entries cleaned already, by index
	var first *xhtml.Node
	for _, m := range ms {
		switch {
		case m.HasValue:
			var t string
			if m.Node != nil && m.Node.DataAtom == atom.Meta {
				t = metaAuthorValue(m.Node, m.Value)
			} else if t = collapse(html.UnescapeString(m.Value)); strings.HasPrefix(t, "http") {
				t = ""
			}
			if t != "" {
				raw = append(raw, t)
			}
		case m.Node == nil:
		case isJSONLDScript(m.Node):
			if len(raw) == 0 && first == nil {
				if names, _ := ldScriptAuthors(ld, m.Node, lang); len(names) > 0 {
					return names
				}
			}
		case m.Node.DataAtom == atom.Meta:
			if t := metaAuthorValue(m.Node, attr(m.Node, "content")); t != "" {
				raw = append(raw, t)
			}
		case first == nil:
			// A byline naming the reporter beside the agency ("Por Ana
			// Lima (EFE) – Madrid") is short and opens with a byline
			// word: the dateline opens the text's first paragraph.
			if a := datelineAgency(openingText(m.Node)); len(raw) == 0 && a != "" && bareTextElement(m.Node) &&
				!opensLangByline(openingText(m.Node), lang) && runes(innerText(m.Node)) >= 80 {
				// The agency of the text's dateline, as agencyCredit
				// reads it where a desk signs: "Thiès, 16 nov (APS) –".
				return []string{a}
			}
			t := bylineTexts(m.Node, lang)
			if bareTextElement(m.Node) && (len(ms) > 1 || m.Node.DataAtom != atom.P) && !opensBylineOrBracket(openingText(m.Node), lang) &&
				!(len(t) == 1 && isNameDashRole(t[0])) {
				// A bold run, or one of the bare paragraphs an XPath
				// matches, names its authors only after a byline word,
				// in a bracketed lead (see siteAccountByline, leadByline)
				// or with a reporter's role after a dash (isNameDashRole):
				// "//div[@class='entry-content']//p" and "…//strong",
				// learned from "By Jane Doe" opening a page's text, also
				// match another page's dateline, subheads and quotes.
				continue
			}
			if len(raw) == 0 && len(t) == 1 && dateLangBase(lang) == "ko" {
				// A Korean paper's closing credit, "글·사진=김민수 기자",
				// which CleanAuthors reads with its labels.
				if names := closingCreditNames(t[0], "ko"); names != nil {
					return names
				}
			}
			if len(raw) == 0 && len(t) == 1 {
				// A broadcaster's closing source line, as signature
				// reads it: "Quelle: OSTFUNK SACHSEN/Lena Voigt, dpa".
				if name := sourceSlashName(t[0], nil); name != "" {
					return []string{name}
				}
			}
			if names, found := authorNamesEach(t, lang); found {
				first = m.Node
				if cleaned == nil {
					cleaned = map[int][]string{}
				}
				for i := range t {
					cleaned[len(raw)+i] = names[i]
				}
				raw = append(raw, t...)
			} else if base := dateLangBase(lang); len(raw) == 0 && len(t) == 1 && (base == "ja" || base == "zh") {
				// A Japanese or Chinese paper's closing credit, as
				// signature reads it: "（佐藤健太）", "图/文 本报记者 王小明".
				if names := closingCreditNames(t[0], base); names != nil {
					return names
				}
			}
		case isPeer(first, m.Node) && !isPhotoCredited(m.Node):
			raw = append(raw, bylineTexts(m.Node, lang)...)
		}
	}
	return cleanAuthors(raw, dateLangBase(lang), cleaned)
}

// authorNamesEach cleans every text of t (see CleanAuthors) and reports
// whether any yields a name: the names are kept, not cleaned twice.
func authorNamesEach(t []string, lang string) (names [][]string, found bool) {
	base := dateLangBase(lang)
	names = make([][]string, len(t))
	for i, s := range t {
		names[i] = authorNames(s, base)
		found = found || len(names[i]) > 0
	}
	return names, found
}

// bareTextElement reports a paragraph or a bold run with no attribute
// to mark it as a byline: an element of the article's text, a subhead.
func bareTextElement(n *xhtml.Node) bool {
	switch n.DataAtom {
	case atom.P, atom.Strong, atom.B:
		return len(n.Attr) == 0
	}
	return false
}

// opensBylineOrBracket reports a text opening with a byline word (see
// opensLangByline) or a bracketed byline (see leadByline); the brackets are looked for first, as most paragraphs
// have none near their start.
func opensBylineOrBracket(t, lang string) bool {
	if opensLangByline(t, lang) {
		return true
	}
	if !strings.ContainsAny(t[:min(len(t), 120)], "([（【〔") {
		return false
	}
	_, _, ok := leadByline(t)
	return ok
}

// isPhotoCredited reports a link to a person's page that a photo credit
// introduces ("· Photographs by <a href=/people/ben-ott>"): the
// photographer's, not the writer's; or that an editor's field labels in
// an element of its own ("<span class=role>Редакторка:</span> <a
// href=/author/…>"), as Ukrainian sites set beside "Авторка:"; or that
// a photographer's role in brackets follows (photoRoleAfter).
func isPhotoCredited(a *xhtml.Node) bool {
	if photoRoleAfter(a) {
		return true
	}
	prev := strings.ToLower(prevText(a)) + " "
	for _, c := range authorPhotoCredits {
		if strings.HasSuffix(prev, c) {
			// "Story and video by <a>Jane Doe</a>": a joint credit's
			// picture or video word credits the writer who also shot it.
			return !jointCreditHead(strings.TrimSuffix(prev, c))
		}
	}
	prev = strings.TrimSpace(prev)
	// authorCreditIndex skips "Texto e edição:", the writer who edited too.
	return strings.HasSuffix(prev, ":") && authorCreditIndex(prev) >= 0 && slices.ContainsFunc(authorCredits, func(c string) bool {
		return strings.HasSuffix(c, ":") && (prev == c || strings.HasSuffix(prev, " "+c))
	})
}

// photoRoleAfter reports a link to a person's page that a
// photographer's role in brackets follows (authorPhotoRole): "<a>Katrin
// Vogel</a>, <a>Jonas Brandt</a> (Fotos)", "… (zdjęcia)", the role
// authorPhotoRoles reads in a byline's text. The text after the link is
// looked at only when it opens with a bracket.
func photoRoleAfter(a *xhtml.Node) bool {
	// A link alone in its own wrapper ("<span class=author><a>…</a>
	// </span> (Fotos)") is followed by what follows the wrapper.
	n := a
	for n.NextSibling == nil && n.Parent != nil && n.Parent.FirstChild == n && inlineWrapper(n.Parent) {
		n = n.Parent
	}
	s := n.NextSibling
	if s == nil {
		return false
	}
	t := ""
	switch {
	case s.Type == xhtml.TextNode:
		t = strings.TrimLeft(s.Data, " \u00a0\t\n")
		if t == "" && s.NextSibling != nil && s.NextSibling.Type == xhtml.ElementNode {
			t = Text(s.NextSibling) // the role in an element of its own: "<em>(Fotos)</em>"
		}
	case s.Type == xhtml.ElementNode:
		t = Text(s)
	}
	t = strings.TrimLeft(t, " \u00a0\t\n")
	if !strings.HasPrefix(t, "(") {
		return false
	}
	loc := authorPhotoRole.FindStringIndex(t)
	return loc != nil && loc[0] == 0
}

// inlineWrapper reports an inline element a theme wraps one author's
// link in ("<span class=author>", "<strong>").
func inlineWrapper(n *xhtml.Node) bool {
	switch n.DataAtom {
	case atom.Span, atom.Strong, atom.B, atom.Em, atom.I:
		return true
	}
	return false
}

// isMark reports punctuation or a math sign: a separator between names
// ("-", "·", "|", ",", "&", "+"). A pictograph or other sign marks a
// role instead ("📷 John Roe", "© John Roe"), a photographer's credit.
func isMark(r rune) bool { return unicode.IsPunct(r) || unicode.Is(unicode.Sm, r) }
