package extract

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// CleanAuthors turns raw author strings (bylines, meta values, JSON-LD
// names) into clean names, in order, without duplicates. lang (ISO 639-1,
// may be "") narrows the conjunctions that separate two names, so that the
// Spanish "y" or the Portuguese "e" do not split names on pages in other
// languages.
//
// Organizations and agencies ("dpa", "Reuters", "Redaktion") are kept: the
// gold data Byline is measured against lists them as authors when a page
// gives no person. Roles ("Staff Reporter"), dates, e-mail addresses, URLs,
// handles and bracketed notes such as "(dpa)" are removed.
func CleanAuthors(raw []string, lang string) []string {
	return cleanAuthors(raw, dateLangBase(lang), nil)
}

// cleanAuthors is CleanAuthors for a language already reduced by
// dateLangBase; cleaned holds the names of raw entries already cleaned
// (by index), which are not cleaned again.
func cleanAuthors(raw []string, lang string, cleaned map[int][]string) []string {
	var out []string
	seen := map[string]bool{}
	for i, r := range raw {
		names, ok := cleaned[i]
		if !ok {
			names = authorNames(r, lang)
		}
		for _, name := range names {
			key := strings.ToLower(name)
			if seen[key] {
				continue
			}
			seen[key] = true
			out = append(out, name)
		}
	}
	return out
}

var (
	// authorBrackets are notes in brackets: "(dpa)", "[Update]".
	authorBrackets = regexp.MustCompile(`\([^()]*\)|\[[^\[\]]*\]|\{[^{}]*\}|（[^（）]*）|【[^【】]*】`)
	// authorLinks are e-mail addresses, URLs and @handles.
	authorLinks = regexp.MustCompile(`(?i)[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?://|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,6}/\S*|(?:^|\s)@[\w.]+`)
	// authorSeparators split a byline into parts; every part is a name, a
	// role or noise. Chinese and Japanese bylines separate their fields
	// with an ideographic space ("来源：新华社　作者：李明"). A dash
	// separates only with spaces around it, so that "Jean-Luc" stays
	// whole, and so does a slash: "dpa/lno" or "APA/AP" is one credit
	// (agency and editor), "Jane Doe / John Roe" two.
	authorSeparators = regexp.MustCompile(`[,;|·•\n\r\v\f、，；\x{3000}]|\s/\s|[ \t][-–—]+[ \t]|^[-–—]+[ \t]|[ \t][-–—]+$`)
	// authorCJKField is a labelled field of a Chinese or Japanese meta
	// line after a space, where the page's text has lost the ideographic
	// one: the "来源：" and "作者：" of "2026年03月12日 来源：城市报 作者：李明",
	// and the view counter closing it ("点击：2841次"); the Japanese
	// photographer's "写真："/"撮影：" after the writer's "文：", so that
	// the photo field is one of its own (authorPhotoCredits).
	authorCJKField = regexp.MustCompile(`[\s\x{3000}]((?:作者|记者|記者|来源|來源|稿源|出处|出處|编辑|編輯|责任编辑|責任編輯|撰文|摄影|攝影|写真|撮影|文|点击|點擊|浏览|瀏覽|阅读|閱讀) ?[：:])`)
)

// authorTaiwanReporter is a Taiwanese paper's byline set apart rather
// than bracketed in the story's lead (see leadTaiwanReporter): "記者林怡君
// ／台南報導" (reporter NAME / PLACE report), the slash made half width;
// the names come before the slash.
var authorTaiwanReporter = regexp.MustCompile(`^(?:记者|記者)\s*([^/\s][^/]{1,39}?)\s*/\s*[^/\s]{1,20}?(?:報導|报道)(?:\s|$)`)

// isTaiwanReporterLine reports a line opening with a Taiwanese paper's
// byline (see authorTaiwanReporter).
func isTaiwanReporterLine(l string) bool {
	return authorTaiwanReporter.MatchString(strings.ReplaceAll(strings.TrimSpace(l), "／", "/"))
}

// datedByline is a dateline and a byline on one line, the names after
// the marker: "Veröffentlicht am 3. Oktober 2026, 10:00 Uhr von Katrin
// Hofmeister", "Published May 5, 2024 at 9:00 by Jane Doe", "03.10.2026
// 10:00 von …". The line must open with a date label or a digit, hold no
// other marker and no "|" before the names, and a capital must follow the
// marker, so that "Von Peter Müller, 3. Mai 2024, Bilder von Anna Keller",
// "Jane Doe | 12 photos by John Roe" and "Ursula von der Leyen" are left
// to the byline rules.
var datedByline = regexp.MustCompile(`^(?:(?i:published|posted|updated|veröffentlicht|aktualisiert|erschienen|publié|publicado|pubblicato|gepubliceerd|geplaatst|stand)\b|\d)[^|\n]*?\d[^|\n]*?\s(?:` +
	strings.Join(datedMarkers, "|") + `)\s+(\p{Lu}[^\n]*)$`)

// datedMarkers are the words before the names in datedByline.
var datedMarkers = []string{"von", "by", "par", "por", "di", "door", "av", "af", "przez"}

// authorMarkedNames matches a byline marker and a name after it ("| Von
// Sabine", "by Jane"): names that follow a date field.
var authorMarkedNames = regexp.MustCompile(`(?i:\s(?:` + strings.Join(datedMarkers, "|") + `))\s+\p{Lu}`)

// datedBylineNames returns the names of a dateline-and-byline line (see
// datedByline), or "" when s is none.
func datedBylineNames(s string) string {
	m := datedByline.FindStringSubmatchIndex(s)
	if m == nil {
		return ""
	}
	before, names := s[:m[2]], s[m[2]:m[3]]
	for _, m := range datedMarkers {
		if marker := " " + m + " "; strings.Contains(strings.ToLower(names), marker) || strings.Count(strings.ToLower(before), marker) > 1 {
			return ""
		}
	}
	return names
}

// authorUnbracket returns a byline set wholly in brackets without them,
// its label joined to the names by a colon: Japanese interviews credit
// the interviewer so, "（聞き手・山田太郎）", and some sites the writer,
// "(By Jane Doe)". Brackets are otherwise notes ("(dpa)"), cut later;
// these hold a label first.
func authorUnbracket(s string) string {
	t := strings.TrimSpace(s)
	if loc := authorBrackets.FindStringIndex(t); loc == nil || loc[0] != 0 || loc[1] != len(t) {
		return s
	}
	_, open := utf8.DecodeRuneInString(t)
	_, closing := utf8.DecodeLastRuneInString(t)
	inner := strings.TrimSpace(t[open : len(t)-closing])
	if names, ok := jaRoleCredits(inner); ok {
		return strings.Join(names, "、") // "（文・中村健一　写真・小林真理）"
	}
	if label, name, ok := strings.Cut(inner, "・"); ok && authorInterviewLabels[label] && name != "" {
		return label + ":" + name
	}
	if first, _, _ := strings.Cut(inner, " "); strings.EqualFold(first, "by") {
		return inner
	}
	if names := parenSignatureJa(t); len(names) > 0 && !slices.ContainsFunc(names, jaBracketNoName) {
		// "（高橋美咲）": Japanese papers sign a story with the
		// reporters' names alone in brackets, after the text or under
		// the headline; notes set so ("（敬称略）") name no one, nor
		// does a wire's credit ("（ワシントン＝共同）") or a desk's.
		return strings.Join(names, "、")
	}
	return s
}

// authorScriptColons are the marks other scripts end a label with where
// Latin ones write a colon: the Ethiopic wordspace, colon and preface
// colon ("ዘጋቢ፡ ሰላማዊት ተስፋዬ", "ዘጋቢ፦ …") and the Armenian comma
// ("Հեղինակ՝ Արամ Պետրոսյան"). Both also stand between words of
// running text, so only one after a byline's first word is read so.
var authorScriptColons = []string{"፡", "፥", "፦", "՝"}

// authorScriptColon writes a script's label mark after a byline's first
// word (authorScriptColons) as a colon, which the label rules read.
func authorScriptColon(s string) string {
	t := strings.TrimLeft(s, " ")
	for _, c := range authorScriptColons {
		i := strings.Index(t, c)
		if i <= 0 || strings.ContainsRune(t[:i], ' ') {
			continue
		}
		rest := t[i+len(c):]
		// A label takes a whole name, two words at least: one word after
		// the mark is the rest of a name written with the old wordspace
		// ("ሰላማዊት፡ ተስፋዬ"), or a role after a name ("Պետրոսյան՝ լրագրող").
		if len(strings.Fields(strings.TrimLeft(rest, " -"))) == 1 {
			if c == "፡" && rest[0] == ' ' {
				return t[:i] + rest
			}
			continue
		}
		if rest == "" || rest[0] == ' ' || rest[0] == '-' {
			return t[:i] + ":" + rest
		}
	}
	return s
}

// jaBracketNoName reports a word a Japanese byline sets alone in
// brackets that names no reporter: a wire ("共同", "時事", "ロイター"), a
// paper ("中日新聞"), a desk or a title ("経済部", "編集委員"), or a
// note ("随時更新", "一部敬称略", "動画あり"). A reporter's full name has
// three letters or more.
func jaBracketNoName(s string) bool {
	if utf8.RuneCountInString(s) < 3 || jaBracketOrg(s) {
		return true
	}
	for _, suffix := range []string{"略", "更新", "あり", "限定", "提供"} {
		if strings.HasSuffix(s, suffix) {
			return true
		}
	}
	return false
}

// jaBracketOrg reports what a Japanese paper credits in brackets that is
// an organisation, not a writer: a desk or title (isJaRole), a news
// agency, a paper, a bureau ("（共同通信）", "（社会部）", "（松本支局）",
// "（中日新聞）").
func jaBracketOrg(s string) bool {
	if isJaRole(s) || jaWires[s] {
		return true
	}
	// Desks by name: a bare "部" also ends surnames (阿部, 服部, 長谷部).
	for _, suffix := range []string{"新聞", "通信", "新聞社", "支局", "総局", "社会部", "政治部", "経済部", "国際部",
		"運動部", "文化部", "科学部", "写真部", "報道部", "編集部", "生活部", "外信部"} {
		if strings.HasSuffix(s, suffix) {
			return true
		}
	}
	return false
}

// jaWires are the news agencies Japanese papers credit in brackets.
var jaWires = map[string]bool{"ロイター": true, "ブルームバーグ": true, "新華社": true, "聯合": true, "共同通信": true, "時事通信": true}

// authorInterviewLabels credit, in Japanese, who wrote or asked: the
// label of a bracketed credit before its "・" ("（聞き手・山田太郎）",
// "（文・佐藤花子）").
var authorInterviewLabels = authorSet(`聞き手 インタビュー 取材 文 構成 記者`)

// authorNames cleans one raw string into names.
func authorNames(raw, lang string) []string {
	s := norm.NFC.String(raw)
	if lang == "" && tagalogByline(s) {
		lang = "tl" // "Ni Juan Dela Cruz at Maria Santos": "at" is and
	}
	s = strings.Map(func(r rune) rune {
		if r == '\u00a0' || r == '\u202f' || r == '\u2009' {
			return ' '
		}
		if r == '\u200b' || r == '\u200e' || r == '\u200f' || r == '\ufeff' {
			return -1
		}
		// Chinese and Japanese bylines write their label's colon and
		// slash full width: "文・写真：山田太郎", "文／王小明"; Hong Kong
		// pages often take the vertical forms of the colon ("撰文︰").
		if r == '：' || r == '︰' || r == '︓' {
			return ':'
		}
		if r == '／' {
			return '/'
		}
		return r
	}, s)
	s = authorScriptColon(s)
	s = authorUnbracket(s)
	if strings.IndexByte(s, '(') >= 0 {
		s = authorPhotoRoles(s)
	}
	// The regexps below run only on a byline holding a character each
	// needs to match: most bylines hold none, and a regexp's search costs
	// more than the look for its character.
	for prev := ""; prev != s && strings.ContainsAny(s, "([{（【"); { // nested brackets, innermost first
		prev = s
		s = authorBrackets.ReplaceAllString(s, " ")
	}
	if strings.ContainsAny(s, "@/") || containsFold(s, "www.") {
		s = authorLinks.ReplaceAllString(s, " ")
	}
	if m := authorTaiwanReporter.FindStringSubmatch(strings.TrimSpace(s)); m != nil {
		s = m[1] // the names, without the place and the date after them
	}
	wire := false
	if r, ok := wireReporters(s); ok {
		s, wire = r, true // the reporters of "Reporting by …; Editing by …"
	}
	s = authorCutLangMarker(s, lang)
	s = authorCutArabicPlace(s, lang)
	if names := datedBylineNames(s); names != "" {
		s = names // the names after a dateline's "von"/"by"
	}
	s = authorGluedMarker.ReplaceAllString(s, "$1$2 $3")
	if strings.ContainsAny(s, "0123456789") {
		s = authorGluedDate.ReplaceAllString(s, "$1 $2")
	}
	if strings.Contains(s, "기자") || strings.Contains(s, "특파원") {
		s = authorGluedKoreanLabel.ReplaceAllString(s, "$1 $2")
	}
	s = authorUnglue(s)
	if strings.ContainsAny(s, "0123456789") && dateFieldLabel(strings.Fields(s)) > 0 {
		// A meta line opening with labelled dates, the byline last:
		// "Updated: 12.03.2026 10:15 | Published: 12.03.2026 09:00 |
		// Author: Jane Doe".
		if rest, ok := bylineAfterDates(s); ok {
			s = rest
		}
	}
	if loc := authorDateFieldIndex(s); loc != nil && !authorMarkedNames.MatchString(s[loc[1]:]) {
		// "Von Sabine Kronauer Erstveröffentlichung: 25.11.2026": the
		// next field, a date under a label of its own, ends the byline.
		// One that opens the line, the names after it behind their "by"
		// ("Aktualisiert am: 25.11.2026 | Von Sabine Kronauer"), ends
		// nothing.
		s = s[:loc[3]]
	}

	if strings.ContainsAny(s, ":：") {
		s = authorCJKField.ReplaceAllString(s, "\n$1")
	}
	s = authorSplitPhotoField(s)
	if lang == "zh" {
		s = zhSpacedNamesEach(s)
	}
	segs := authorSeparators.Split(s, -1)
	if authorIsProse(s) {
		// A bio: only a byline at its head ("By Alex Heath, a deputy
		// editor and author of …") is worth keeping.
		head := authorCutNoise(authorStripMarkers(strings.Join(strings.Fields(segs[0]), " ")), lang)
		if !authorNameLike(strings.Fields(head)) {
			return nil
		}
		segs = []string{head}
	}

	type part struct {
		name    string
		role    bool
		company bool // see authorIsCompany
		joined  bool // a conjunction joined it to the part before
	}
	var parts []part
	credit := false    // the last part announced a reviewer or a photographer
	marked := false    // a part opened with "By" or its like
	listEnd := false   // the last part closed a list of names: "A, B and C"
	photoNext := false // the last part was a photo credit's label
	staffNext := false // the last part was an own-staff credit (authorOwnStaff)
	for i, seg := range segs {
		seg = strings.Join(strings.Fields(seg), " ")
		if seg == "" {
			continue
		}
		lead, _, _ := strings.Cut(seg, " ")
		lead = strings.ToLower(lead)
		joinedSeg := lead == "&" || lead == "and" || authorConjunctions[lead] != "" && !authorPlaceWords[lead]
		if len(parts) > 0 && authorDatelinePlace(segs, i) {
			continue
		}
		if staffNext {
			// The place the paper's own reporter files from: "নিজস্ব
			// প্রতিবেদক, ঢাকা" names no one.
			staffNext = false
			continue
		}
		if listEnd && !strings.Contains(seg, " ") {
			// One word after "A, B and C" is where they work, not a
			// fourth author: "…, Jonas Weber und Sophie Wagner,
			// ARD-Hauptstadtstudio".
			continue
		}
		if !marked && authorOpensByline(seg) {
			// What came before the byline proper was a kicker or a
			// category: "yas! | By Cara Stiles".
			marked = true
			parts = parts[:0]
		}
		if credit {
			credit = false
			continue
		}
		if i := authorCreditIndex(seg); i >= 0 {
			// "Fact checked by Ann Lee", or "Reviewed by" with the name
			// in the next part.
			credit = authorIsLabelOnly(seg[i:])
			if seg = strings.TrimSpace(seg[:i]); seg == "" {
				continue
			}
		}
		photo := photoNext
		photoNext = false
		if rest, ok := authorCutPhotoCredit(seg + " "); ok {
			if rest == "" {
				photoNext = true // "Photographs by" with the name in the next part
				continue
			}
			seg, photo = rest, true
		}
		if authorIsJunk(seg) || authorEndsWithLabel(seg) || authorIsDateWords(seg) {
			if marked && len(parts) > 0 && strings.HasPrefix(seg, "in ") {
				break // "By TPN, in News, Portugal, Business": categories follow
			}
			continue
		}
		// The outlet a story comes from and the photographer count as
		// roles: kept when the byline names no one else. (The photo
		// credit was cut above, before its "by" read as a dangling label.)
		source := authorIsSourceCredit(seg) || photo
		bare := authorStripPluralMarker(authorStripMarkers(seg), lang)
		// A marker stripped ("By", "Posted by") leaves a name first.
		seg = authorCutNoiseNamed(bare, lang, len(strings.Fields(bare)) < len(strings.Fields(seg)))
		if seg == "" {
			continue
		}
		var split []string
		for _, sub := range authorSplitCaseRun(seg) {
			split = append(split, authorSplitConjunctions(sub, lang)...)
		}
		listEnd = len(split) > 1 && len(parts) > 0
		for j, name := range split {
			name = authorTrim(authorStripMarkers(name))
			titled := len(parts) > 0 && (authorIsTitledRole(name) || len(split) == 1 && (authorIsPaperStaff(name) || authorIsBeatRole(name)))
			// A name a conjunction joins to the one before is a co-author
			// ("By Anna Smith and Tom Ledger"): a newspaper's word in it is
			// a surname, as a syndicated byline sets its outlet after a comma.
			role, company := source || authorIsRole(name) || titled, authorIsCompanyOf(name, j == 0)
			if !role && !company && !authorIsPhrase(name) { // "Contact our office" stays a phrase
				name = authorTrim(authorStripTitles(name))
			}
			if authorOwnStaff[name] {
				staffNext = true
				continue
			}
			if !authorValid(name) || authorIsPhrase(name) || authorIsLoneWord(name) {
				continue
			}
			parts = append(parts, part{authorTitleCase(name), role, company, joinedSeg || j > 0})
		}
	}
	// A role is dropped when it follows a name ("Jane Doe, Staff
	// Reporter"); a byline that is nothing but a role is all we have.
	// A company is the outlet only after the reporter's full name ("Justus
	// Ochieng, Nation Media Group"); before it, two words are the place
	// it sits in ("Musterfirma GmbH, Frankfurt am Main").
	person := slices.IndexFunc(parts, func(p part) bool { return !p.role && !p.company && strings.Contains(p.name, " ") })
	// One word closing the byline right after such an outlet is its
	// place ("Por Marta Reis, Gazeta do Litoral — Niterói"), as
	// dropSiteCredits reads it after the site's own name; so is one after
	// the person's job title, the post's station ("Words: Miriam Achieng,
	// Programme Officer, Kasese"; "Jane Doe, Staff Reporter, Nairobi"),
	// unless it is a news agency, credited beside the reporter.
	var names, roles []string
	post := false // the last part was an outlet or a role after the person
	for i, p := range parts {
		// A co-author joined by "and" is none, nor an agency in capitals
		// ("AP", "UPI"): a place is not written so.
		place := post && i == len(parts)-1 && !strings.Contains(p.name, " ") && !agencyAlone(p.name) &&
			!p.joined && !authorIsAcronym(p.name)
		outlet := p.company && person >= 0 && person < i
		post = outlet || p.role && person >= 0 && person < i
		if p.role || outlet || place {
			roles = append(roles, p.name)
		} else {
			names = append(names, p.name)
		}
	}
	if len(names) == 0 {
		return roles
	}
	if wire {
		// A bureau credited beside the reporters ("Reporting by Liz Lee
		// and Beijing Newsroom") is none of them.
		names = slices.DeleteFunc(names, func(n string) bool { return anyDeskCredit([]string{n}) })
	}
	return authorDropDomains(authorDropLowerWords(names))
}

// authorIsPhrase reports words that read as a phrase, not a name: two
// words going on in lower case, or three or more words with a lower-case word of four letters or more that is
// no particle, function word or job title ("Eine realistische
// Interpretation des Multiplikators", but "Guardian staff reporter").
func authorIsPhrase(s string) bool {
	words := strings.Fields(s)
	if len(words) >= 4 && words[0] == "Von" && authorArticles[words[1]] {
		// "Von der Befreiung zum Staatsvertrag": a headline opening with
		// "from the", not a byline; a name starts with a given name
		// ("Ursula von der Leyen").
		return true
	}
	if len(words) == 2 && authorCapitalized(words[0]) {
		// "Personal finance", "Topics covered": a name does not go on
		// in lower case.
		r, _ := utf8.DecodeRuneInString(words[1])
		lw := strings.ToLower(words[1])
		return unicode.IsLower(r) && utf8.RuneCountInString(lw) >= 4 && !authorParticles[lw] && !strings.Contains(lw, ".") &&
			lw != "online"
	}
	if len(words) < 3 {
		return false
	}
	for _, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		lw := strings.ToLower(w)
		if unicode.IsLower(r) && utf8.RuneCountInString(w) >= 4 && !strings.Contains(w, ".") && !authorParticles[lw] &&
			!authorFunctionWords[lw] && (!authorRoleNouns[lw] && !authorRoleModifiers[lw] || authorPostWords[lw]) {
			return true
		}
	}
	return false
}

// authorArticles are the German articles after "Von" that open a phrase.
var authorArticles = authorSet(`der dem den des die das einem einer eines`)

// authorDropLowerWords drops a long lower-case word named next to a
// full name: "Vanessa Mendez, MD, gastroenterologist" names a job, not a
// second author, and neither does what the byline says of the outlet
// ("speciāli DELFI"). Short ones ("dpa") are agencies, and a handle
// alone ("karstenruppert") is kept.
func authorDropLowerWords(names []string) []string {
	full := false
	for _, n := range names {
		if strings.Contains(n, " ") && authorCapitalized(n) {
			full = true
		}
	}
	if !full {
		return names
	}
	var out []string
	for _, n := range names {
		r, _ := utf8.DecodeRuneInString(n)
		if !strings.Contains(n, " ") && unicode.IsLower(r) && utf8.RuneCountInString(n) >= 7 && !strings.ContainsAny(n, "0123456789_.-") {
			continue
		}
		if authorSaysOfOutlet(n) {
			continue
		}
		out = append(out, n)
	}
	return out
}

// authorSaysOfOutlet reports two words, the first in lower case and no
// particle, the second capitalized: what a byline says of the outlet
// after the reporter's name ("Jānis Bērziņš, speciāli DELFI").
func authorSaysOfOutlet(n string) bool {
	words := strings.Fields(n)
	if len(words) != 2 || !authorCapitalized(words[1]) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(words[0])
	lw := strings.ToLower(words[0])
	return unicode.IsLower(r) && utf8.RuneCountInString(lw) >= 4 && !strings.ContainsAny(lw, ".-") && !authorParticles[lw] &&
		!authorFunctionWords[lw] && (!authorRoleNouns[lw] && !authorRoleModifiers[lw] || authorPostWords[lw])
}

// authorDropDomains drops web addresses named next to people ("Kirsten
// Freund, handwerksblatt.de"): they credit the site. An address alone is
// kept.
func authorDropDomains(names []string) []string {
	if len(names) > 1 && authorIsDomain(names[0]) && !slices.ContainsFunc(names[1:], func(n string) bool { return strings.Contains(n, " ") }) {
		// "hessenschau.de, Frankfurt, Germany": a site and its address.
		return names[:1]
	}
	var out []string
	for _, n := range names {
		if !authorIsDomain(n) {
			out = append(out, n)
		}
	}
	if len(out) == 0 {
		return names
	}
	return out
}

// authorIsLoneWord reports a one-word "name" that is a word of a byline
// ("Geschrieben am 15. April 2025 in …") or the name of a news desk or a
// page ("Nachrichten", "News") rather than of anyone, also as the tail of
// an outlet's name written in camel case ("CalNews").
func authorIsLoneWord(name string) bool {
	if strings.Contains(name, " ") {
		return false
	}
	w := strings.ToLower(name)
	if m := authorGluedWord.FindStringSubmatch(name); m != nil && authorDeskWords[strings.ToLower(m[2])] {
		return true
	}
	return authorIntroWords[w] || authorDeskWords[w]
}

// authorOwnStaff are the bylines of (mostly Indian) papers that credit the
// paper's own staff without naming anyone: "our correspondent", "own
// reporter". Unlike "Staff Reporter" or "Redaktion", which the gold keeps
// when a byline names no one else, they are the paper's way of giving no
// author. Malayalam, Hindi, Tamil, Bengali.
var authorOwnStaff = map[string]bool{
	"സ്വന്തം ലേഖകൻ": true, "സ്വന്തം ലേഖിക": true, "സ്വന്തം പ്രതിനിധി": true,
	"हमारे संवाददाता": true, "निज संवाददाता": true, "संवाददाता": true,
	"நமது நிருபர்": true, "நமது செய்தியாளர்": true,
	"নিজস্ব প্রতিবেদক": true, "নিজস্ব সংবাদদাতা": true, "নিজস্ব প্রতিনিধি": true,
	// Assamese "own correspondent"; Turkmen, Uzbek and Azerbaijani "our
	// correspondent".
	"নিজা সংবাদদাতা": true, "নিজা প্ৰতিনিধি": true,
	"Habarçymyz": true, "Muxbirimiz": true, "Müxbirimiz": true,
}

var authorDeskWords = authorSet(`news nachrichten aktuelles noticias nouvelles actualités notizie nieuws nyheter
	uutiset haberler home startseite`)

// authorIsDomain reports a name such as "mdr.de" or "STERN.de".
func authorIsDomain(s string) bool {
	if strings.Contains(s, " ") {
		return false
	}
	i := strings.LastIndexByte(s, '.')
	if i <= 0 || i >= len(s)-2 || len(s)-i-1 > 4 {
		return false
	}
	for _, r := range s[i+1:] {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

var (
	// authorGluedMarker finds a marker glued to the name after it, as
	// when "By" and a linked name are adjacent elements: "ByAlex Smith".
	authorGluedMarker = regexp.MustCompile(`(^|[\s:])(By|by|BY|Von|von|VON|Par|par|Por|por)(\p{Lu})`)
	// authorGluedRole finds a byline's role label glued to the name after
	// it, as a label and a name in adjacent elements read: "TextSara
	// Nilsson", "FotoJonas Lundmark" (see bylineTexts).
	authorGluedRole = regexp.MustCompile(`(^|\s)(Text|TEXT|Tekst|TEKST|Texto|Testo|Texte|Foto|FOTO|Fotos|Photo|Bild)(\p{Lu}\p{Ll})`)
	// authorGluedDate finds a date or time glued to a name, as the text
	// of a name and a date in adjacent elements reads: "Jane
	// Doe12:30", "דנה כהן26.11.2026".
	authorGluedDate = regexp.MustCompile(`(\pL\pL)(\d{1,4}[./:-]\d)`)
	// authorGluedKoreanLabel finds a Korean date label glued to the
	// reporter's role, as spans side by side run together: "김민수
	// 기자입력 2025. 3. 12.".
	authorGluedKoreanLabel = regexp.MustCompile(`(기자|특파원)(기사입력|입력|수정|승인|등록)`)
	// authorGluedWord finds a capitalized word glued to a name:
	// "HabernyFounder".
	authorGluedWord = regexp.MustCompile(`(\p{Ll}{2})(\p{Lu}\p{Ll}+)\b`)
)

// authorUnglue splits a role or a link label glued to the end of a name
// ("Mateusz HabernyFounder at Oakywood", "Inga HoeltmannFollow"), leaving
// names such as "McDonald" whole, and brands that open in lower case
// ("detikNews", "kumparanNews"): a name's word opens with a capital.
func authorUnglue(s string) string {
	var b strings.Builder
	last := 0
	for _, m := range authorGluedWord.FindAllStringSubmatchIndex(s, -1) {
		i := m[4] // where the glued word starts (two lower-case letters may take more than two bytes)
		w := strings.ToLower(s[i:m[1]])
		if !authorRoleNouns[w] && !authorRoleModifiers[w] && !authorNoiseWords[w] || !wordOpensUpper(s[:i]) || !wordFollowsWord(s[:i]) {
			continue
		}
		b.WriteString(s[last:i])
		b.WriteString(", ")
		last = i
	}
	b.WriteString(s[last:])
	return b.String()
}

// wordFollowsWord reports whether the last word of s comes after another
// word of the same part: the name of "Inga HoeltmannFollow" has two words,
// while a brand standing alone ("Jane Doe, CalNews") is one word.
func wordFollowsWord(s string) bool {
	start := strings.LastIndexFunc(s, notNameRune)
	if start < 0 || s[start] != ' ' {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(strings.TrimRight(s[:start], " "))
	return unicode.IsLetter(r)
}

// wordOpensUpper reports whether the last word of s opens with a capital.
func wordOpensUpper(s string) bool {
	start := strings.LastIndexFunc(s, notNameRune) + 1
	r, _ := utf8.DecodeRuneInString(s[start:])
	return unicode.IsUpper(r)
}

// notNameRune reports a rune that ends a word of a name: not a letter,
// nor the hyphen or apostrophe inside "Smith-Jones" and "O'Brien".
func notNameRune(r rune) bool {
	return !unicode.IsLetter(r) && r != '-' && r != '\'' && r != '’'
}

// authorCredits announce a name that is not an author's: a reviewer or a
// fact checker.
var authorCredits = []string{"medically reviewed", "reviewed by", "fact checked", "fact-checked", "fact check by",
	"geprüft von", "überprüft von", "revisado por", "vérifié par", "relu par",
	"illustration by", "illustrations by", "illustration von", "illustrationen von",
	// The editor labelled beside the reporter, as Indonesian bylines
	// credit both: "Reporter: Dwi Rahmawati | Editor: Agus Salim".
	"editor:", "editor :", "penyunting:", "redaktur:",
	// A freelancer's credit after the name: "By Ann Lee, Special to The
	// Daily Example".
	"special to ",
	// Portuguese and Spanish "editing:", the editor's credit under a
	// wire story ("Edição: Roberto Menezes", Agência Brasil's).
	"edição:", "edición:",
	// Persian "editor:" and "photographer:" beside "خبرنگار:" (reporter),
	// their colons spaced or not.
	"دبیر:", "دبیر :", "عکاس:", "عکاس :",
	// Russian's and Ukrainian's editor, translator and illustrator,
	// signed on a story's last line under the text ("Редактор: Иван
	// Петров").
	"редактор:", "редактор :", "перевод:", "переклад:", "иллюстрация:", "ілюстрація:",
	// The editor's field in the feminine, beside "Авторка:" on Ukrainian
	// sites ("Авторка: Олена Ковальчук · Редакторка: Ірина Мельник"),
	// and the Czech, Slovak and Polish editor's, male and female.
	"редакторка:", "редакторка :", "редакторша:", "editorka:", "редакція:",
	// The editor's field under the text in English, Estonian, Hungarian,
	// Spanish and Portuguese, and German ("Toimetaja: Kadri Tamm" closing
	// a BNS story whose byline is the agency's).
	"edited by ", "toimetaja:", "toimetaja :", "szerkesztő:", "editado por ", "bearbeitet von ",
	// The same with a colon ("Edited by: Jane Roe"), and in the scripts
	// of India: Hindi portals write the English label in Devanagari
	// ("एडिटेड बाय: नेहा वर्मा") beside "रिपोर्ट:" (report), or their own
	// word for editor or editing, as Marathi, Bengali and Urdu ones do.
	"edited by:", "एडिटेड बाय", "एडिटर:", "संपादक:", "संपादन:", "সম্পাদনা:", "সম্পাদক:", "ایڈیٹر:",
	// "Edited by" in French, Dutch and the Nordic languages, and
	// Turkish and Vietnamese "editor:".
	"édité par ", "bewerkt door ", "redigeret af ", "redigert av ", "redigerad av ", "editör:", "biên tập:"}

// authorOpensByline reports a part opening with a byline marker in its
// usual form: "By Jane Doe", "Von Max Muster".
func authorOpensByline(s string) bool {
	l := strings.ToLower(s)
	for _, m := range []string{"by ", "von ", "par ", "por ", "door ", "written by ", "posted by "} {
		if strings.HasPrefix(l, m) && len(l) > len(m) {
			r, _ := utf8.DecodeRuneInString(s[len(m):])
			return unicode.IsUpper(r)
		}
	}
	return false
}

// authorCreditIndex returns where a credit phrase starts in s, or -1.
func authorCreditIndex(s string) int {
	l := strings.ToLower(s)
	best := -1
	for _, c := range authorCredits {
		i := strings.Index(l, c)
		if i > 0 && (c == "edição:" || c == "edición:") && (strings.HasSuffix(l[:i], " e ") || strings.HasSuffix(l[:i], " y ")) {
			// "Texto e edição: Maria Silva": the writer edited too.
			continue
		}
		if i >= 0 && (i == 0 || l[i-1] == ' ') && (best < 0 || i < best) {
			best = i
		}
	}
	return best
}

// authorIsLabelOnly reports a credit phrase with no name after it: one
// of authorCredits, with or without its colon ("एडिटेड बाय" in a part
// of its own, the editor's name in the next), or words of the
// reviewers' labels.
func authorIsLabelOnly(s string) bool {
	label := strings.TrimRight(strings.ToLower(strings.TrimSpace(s)), " :")
	if slices.ContainsFunc(authorCredits, func(c string) bool { return strings.TrimRight(c, " :") == label }) {
		return true
	}
	words := strings.Fields(strings.ToLower(s))
	for _, w := range words {
		w = strings.Trim(w, ":")
		switch w {
		case "medically", "reviewed", "fact", "checked", "fact-checked", "check", "by", "von", "geprüft", "überprüft",
			"revisado", "por", "vérifié", "relu", "par", "":
		default:
			return false
		}
	}
	return true
}

// wireReporterLabels open the reporters' part of a wire service's
// closing credit, in lower case.
var wireReporterLabels = []string{"reporting by ", "additional reporting by ", "with reporting by ", "with additional reporting by "}

// wireDeskLabels open the parts of that credit naming the desk that
// rewrote or edited the story, in lower case: no authors.
var wireDeskLabels = []string{"editing by ", "writing by ", "edited by ", "compiled by ", "graphics by "}

// wireReporters returns the reporters' parts of a wire service's
// closing credit, "Reporting by Jo Doe in Chicago; Editing by Al Roe"
// gives "Reporting by Jo Doe in Chicago", and reports whether s is such
// a credit. Its parts are set apart by semicolons or by a comma before
// the next label ("Reporting by A, additional reporting by B, writing
// by C, Editing by D").
func wireReporters(s string) (string, bool) {
	t := strings.TrimSpace(s)
	// The labels are ASCII: lower only ASCII letters, so that l's byte
	// offsets stay t's ("İlkay" lowers to three bytes more).
	l := strings.Map(func(r rune) rune {
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, t)
	if !hasPrefixAny(l, wireReporterLabels) {
		return s, false
	}
	var keep []string
	for from := 0; from < len(l); {
		end := len(l)
		if i := strings.IndexByte(l[from:], ';'); i >= 0 {
			end = from + i
		}
		for _, d := range wireDeskLabels {
			if i := strings.Index(l[from:end], ", "+d); i >= 0 {
				end = from + i
			}
		}
		if part := strings.TrimSpace(l[from:end]); hasPrefixAny(part, wireReporterLabels) {
			keep = append(keep, strings.TrimSpace(t[from:end]))
		}
		from = end + 1
		if end < len(l) && l[end] == ',' {
			from = end + 2
		}
	}
	return strings.Join(keep, ", "), true
}

// authorDatelinePlace reports a one-word part that a date follows: after
// a name, the place a dateline names, not a second author ("Javier
// Ortega · Málaga, 7 de abril de 2026"). The date must open the next
// part: "Ashish Chauhan / TNN / Updated: Mar 10" credits an agency.
func authorDatelinePlace(segs []string, i int) bool {
	word := strings.TrimSpace(segs[i])
	if strings.ContainsFunc(word, unicode.IsSpace) || newsAgencies[strings.ToLower(word)] {
		return false // an agency's credit: "Jane Doe | Reuters | March 3"
	}
	if strings.ContainsFunc(word, dense) {
		// A script that writes a person's whole name as one word
		// (Chinese, Japanese, Korean, Thai): a name as often as a place,
		// "作者：王小明、李大华 | 2026-03-03".
		return false
	}
	for _, next := range segs[i+1:] {
		if next = strings.TrimSpace(next); next != "" {
			// The date opens the next part: "TNN / Updated: Mar 10" is an
			// agency's credit before a label.
			first := strings.ToLower(strings.Trim(strings.Fields(next)[0], ".,"))
			_, month := authorMonthWords[first]
			return (month || strings.ContainsFunc(first, unicode.IsDigit)) && authorCutNoise(next, "") == ""
		}
	}
	return false
}

// authorIsDateWords reports a part made of weekday, month and
// preposition words only, left from a date: "am Sonntag".
func authorIsDateWords(s string) bool {
	for _, w := range strings.Fields(s) {
		lw := strings.ToLower(strings.Trim(w, ".,"))
		if _, month := authorMonthWords[lw]; !month && !authorDangling[lw] {
			return false
		}
	}
	return true
}

// authorEndsWithLabel reports a part that ends like a label introducing
// a name that is elsewhere: "Researched by", "Insights from",
// "Autorenseite von", "About the".
func authorEndsWithLabel(s string) bool {
	words := strings.Fields(s)
	if len(words) < 2 {
		return false
	}
	return authorLabelEnds[strings.ToLower(strings.TrimRight(words[len(words)-1], ":"))]
}

// authorLabelEnds are words that never end a name.
var authorLabelEnds = authorSet(`by from von vom par por door af av am the of für for about with mit avec`)

// authorStripMarkers removes what announces a name: "By", "Von", "Par",
// "Written by", "Text:", "Tác giả:", "Фото:", a leading "and". Particles
// that are also parts of surnames ("Di", "Da", "Von") are stripped only
// when written in lower case or followed by a full name.
func authorStripMarkers(s string) string {
	for {
		s = strings.TrimLeft(s, " -–—:·|>»")
		prev := s
		s = authorStripLabel(s)
		for _, mk := range authorMarkers {
			rest, ok := authorCutPrefixFold(s, mk.text)
			glued := strings.HasSuffix(mk.text, "-")
			if !ok || glued && !authorCapitalized(rest) || !glued && rest != "" && rest[0] != ' ' && rest[0] != ':' ||
				mk.text == "byline" && rest != "" && !strings.HasPrefix(strings.TrimLeft(rest, " "), ":") {
				continue // "Byrne", "Vonnegut", "ngu-" before no name
			}
			rest = strings.TrimLeft(rest, " :")
			if mk.particle && !strings.HasPrefix(s, mk.text) {
				words := strings.Fields(rest)
				if len(words) < 2 || !authorCapitalized(words[0]) {
					continue
				}
			}
			s = rest
			break
		}
		if w, rest, ok := strings.Cut(s, " "); ok && authorCapitalized(w) && strings.HasPrefix(rest, "by ") && !authorNoiseWords[strings.ToLower(w)] {
			s = rest[3:] // "Guide by Will Judd", "Review by …"
		}
		s = authorStripIntro(s)
		if w, rest, ok := strings.Cut(s, " "); ok && (authorConjunctions[w] != "" && !authorPlaceWords[w] || w == "&" || w == "and") {
			// "and Jonas Jaegermeyer", left over from a line break; a
			// place word ("in", also Slovenian "and") is cut below.
			s = rest
		}
		if w, _, ok := strings.Cut(s, " "); ok && authorPlaceWords[w] {
			s = "" // the place, no name: "Van onze correspondent in Washington"
		}
		if s == prev {
			return s
		}
	}
}

// authorStripIntro removes a phrase of label words ending with "by" or
// its translation: "Erstellt von", "Zum Profil von", "Post author by",
// "Publié par". The words before the marker must all be label words, so
// that "Walter von Aachen" keeps its particle.
func authorStripIntro(s string) string {
	words := strings.Fields(s)
	if len(words) < 2 {
		return s
	}
	// "Posted in Datenschutz by …" may name a category before the marker.
	posted := authorPostedWords[strings.ToLower(words[0])]
	for i := 1; i <= 8 && i < len(words)-1; i++ {
		if lw := strings.ToLower(words[i]); !authorIntroMarkers[lw] || lw == "per" && !authorPerIntro(words, i) {
			continue
		}
		if posted {
			return strings.Join(words[i+1:], " ")
		}
		// After a surname particle ("Jan de Vries"), only label words
		// count; after "by", dates too ("2020 by Adi Tzlil").
		particle := authorParticles[strings.ToLower(words[i])]
		for _, w := range words[:i] {
			lw := strings.ToLower(strings.Trim(w, ":,"))
			if authorIntroWords[lw] || authorLabelWords[lw] {
				continue
			}
			if _, month := authorMonthWords[lw]; particle || !month && !authorDangling[lw] && !strings.ContainsAny(lw, "0123456789") {
				return s
			}
		}
		return strings.Join(words[i+1:], " ")
	}
	return s
}

// authorPerIntro reports the Catalan and Occitan "per" of "Publicat
// per", "Escrit per": in lower case after a participle. English and
// Italian "per" ("Analysis per Country", "Articolo per Repubblica") and
// the Scandinavian given name ("Text Per Olsen") introduce no name.
func authorPerIntro(words []string, i int) bool {
	return words[i] == "per" && i > 0 && authorPerParticiples[strings.ToLower(strings.Trim(words[i-1], ":,"))]
}

var authorPerParticiples = authorSet(`publicat publicada escrit escrita escrich redactat redactada`)

// authorPostedWords open "Posted in <category> by <name>".
var authorPostedWords = authorSet(`posted filed veröffentlicht publiziert erstellt publié publicado pubblicato geplaatst`)

// authorIntroMarkers end a phrase that introduces a name.
var authorIntroMarkers = authorSet(`by von vom par por door av af przez od di da de per`)

// authorIntroWords make up phrases introducing a name: "Eingestellt
// von", "Posted by", "Recipe by".
var authorIntroWords = authorSet(`erstellt eingestellt geschrieben verfasst veröffentlicht publiziert gepostet
	zum profil beitrag beiträge artikel pressemitteilung kommentar im wortlaut ein eine mehr alle alles
	interview bericht gastbeitrag blogbeitrag
	this was post posts posted written published created uploaded submitted shared recipe review reviews guide story
	guest
	article articles a an the more all insights research researched analysis opinion essay column blog entry
	publié publiée écrit écrite rédigé rédigée article publicado publicada escrito escrita artículo
	scritto scritta scrittu pubblicato pubblicata articolo geplaatst geschreven artikel skrevet skrivet publicerat
	napisane napisany opublikowane publicat publicada escrit escrita escrich`)

// authorStripLabel handles a label ending in a colon. A known label
// ("Text und Fotos:", "Autorin:") or a one-word label is removed; any
// other text before a colon is kept and what follows it dropped, as in
// "Jane Doe: Reporter".
func authorStripLabel(s string) string {
	i := strings.IndexByte(s, ':')
	if j := strings.IndexByte(s, '/'); i < 0 && j > 0 && authorIsLabel(s[:j]) {
		if authorPictureWords[strings.ToLower(strings.TrimSpace(s[:j]))] {
			return "" // "Foto/dpa" credits a picture, not the text
		}
		return s[j+1:] // "文/王小明"
	}
	if i <= 0 || i > 40 || i == len(s)-1 || strings.ContainsAny(s[:i], "0123456789") {
		return s
	}
	words := strings.Fields(s[:i])
	if len(words) == 1 {
		return s[i+1:]
	}
	label := strings.ToLower(strings.Join(words, " "))
	for _, mk := range authorMarkers {
		if label == mk.text {
			return s[i+1:]
		}
	}
	for _, w := range words {
		if authorLabelWords[strings.ToLower(w)] {
			return s[i+1:]
		}
	}
	return strings.Join(words, " ")
}

// authorPhotoCredits open the credit of a story's pictures, which a
// byline gives beside its writer's ("Story by Ann Lee · Photographs by Bo
// Chan").
var authorPhotoCredits = []string{"photographs by ", "photography by ", "photos by ", "photo by ", "pictures by ",
	"images by ", "fotos von ", "bilder von ", "fotos de ", "photos de ", "fotografie di ", "foto's door ",
	// The field named for the photography with "de" beside "Texto de"
	// (Portuguese, Spanish, Galician, Catalan, French: "Texto de Marta
	// Figueiredo | Fotografia de Rui Vasconcelos", "Texte de … ·
	// Photographies de …").
	"fotografia de ", "fotografias de ", "fotografía de ", "fotografías de ", "fotografies de ",
	"photographie de ", "photographies de ", "photographie :", "photographies :", "photographie:",
	"photographies:", "fotografie von ",
	// Italian "Foto di", as a photo story credits its pictures beside
	// "Testo di" (a group photo, "foto di gruppo", names no one after it).
	"foto di ",
	// A photo field labelled with a colon after the writer's in one
	// credit line ("Teksti: Mikko Laine, kuvat: Sanna Koski", "Текст:
	// Анна Соколова. Фото: Игорь Петров", "Text: Jan Novák, foto: Petr
	// Malý"): the photographer, kept only when no one else is named.
	"photo:", "photos:", "photo :", "photos :", "foto:", "fotos:", "beeld:", "foto's:", "fotó:", "fotók:", "kuva:", "kuvat:", "bild:", "bilder:",
	"фото:", "фото :", "φωτογραφίες:", "φωτογραφία:", "φωτ.:", "zdjęcia:", "zdjęcie:", "ภาพ:",
	// Hungarian "kép:", Estonian "pilt:", Polish "fot.:", Lithuanian
	// "nuotr.:"/"nuotrauka:", Turkish "fotoğraf:".
	"kép:", "pilt:", "fot.:", "nuotr.:", "nuotrauka:", "fotoğraf:",
	// Bulgarian "снимка:"/"снимки:"; Croatian, Serbian and Slovenian
	// "fotografija:" (both scripts); Norwegian "bilde:", Danish
	// "billede:"; Arabic "صورة:"/"تصوير:", Persian "عکس:", Hebrew
	// "צילום:", Hindi "फोटो:"/"तस्वीर:", Bengali "ছবি:", Urdu
	// "تصویر:"/"فوٹو:"; Vietnamese "ảnh:"; Japanese "写真："/"撮影：",
	// Chinese "图："/"圖："/"摄影："/"攝影："/"图片：", with the
	// full-width colon or the narrow one; Korean "사진:"; Malay and
	// Indonesian "gambar:"; Swahili "picha:"; Tagalog "larawan:".
	"снимка:", "снимки:", "fotografija:", "фотографија:", "bilde:", "billede:", "صورة:", "تصوير:", "عکس:",
	"צילום:", "फोटो:", "तस्वीर:", "ছবি:", "تصویر:", "فوٹو:", "ảnh:", "写真：", "写真:", "撮影：", "撮影:",
	"图：", "图:", "圖：", "圖:", "摄影：", "摄影:", "攝影：", "攝影:", "图片：", "图片:", "사진:", "사진=",
	"gambar:", "picha:", "larawan:",
	// The field named for the photography or the video, or for both
	// joined by "and" ("Texto: … · Fotos y video: …", as multimedia
	// stories credit their crew).
	"photography:", "photographs:", "fotografía:", "fotografías:", "fotografia:", "fotografias:", "fotografie:",
	"video:", "vídeo:", "photos and video:", "photos & video:", "photo and video:", "fotos y video:",
	"fotos y vídeo:", "fotos y videos:", "foto y video:", "fotos e vídeo:", "fotos e vídeos:", "foto e vídeo:",
	"foto e video:", "fotos und video:", "videos:", "vídeos:", "fotografía y video:", "fotografía y vídeo:",
	"fotografías y video:", "fotografia e vídeo:", "fotografias e vídeo:", "photography and video:",
	"photography & video:", "foto y vídeo:", "fotos y vídeos:", "fotos e video:",
	// The field named for the crew member who shot the pictures or the
	// video, as broadcasters credit them under the reporter's byline
	// ("Photojournalist: Tom Reyes", "Video by Tom Reyes") while JSON-LD
	// lists them as a second Person.
	"video by ", "videos by ", "photojournalist:", "photographer:", "videographer:", "videojournalist:",
	"fotógrafo:", "fotógrafa:", "fotoperiodista:", "fotojornalista:", "fotograf:", "fotografin:",
	"photographe:", "fotografo:", "fotografa:", "fotoreporter:", "kameramann:", "camerawoman:", "cameraman:"}

// authorSplitPhotoField sets a photo field that follows the writer's
// after a full stop on a part of its own: "Текст: Анна Соколова. Фото:
// Игорь Петров", "Text: Jan Novák. Foto: Petr Malý". The full stop is
// no separator elsewhere ("J. R. Smith"), but before a colon-labelled
// photo credit (authorPhotoCredits) after a labelled field it ends the
// writer's field.
func authorSplitPhotoField(s string) string {
	for i := strings.Index(s, ". "); i >= 0; {
		rest := s[i+2:]
		for _, c := range authorPhotoCredits {
			// The labels' capitals are as long as their small letters
			// (Latin, Cyrillic, Greek, Polish, Thai): compared as
			// written, whatever the names around them lower-case to
			// (Turkish "İbrahim" grows a byte).
			if strings.HasSuffix(c, ":") && len(rest) >= len(c) && strings.EqualFold(rest[:len(c)], c) {
				// Only after a labelled field: a caption ("The boiler
				// house on Michurin Street. Photo: …") is no credit line.
				if strings.ContainsAny(s[:i], ":：") {
					return s[:i+1] + "\n" + authorSplitPhotoField(s[i+2:])
				}
				return s
			}
		}
		j := strings.Index(rest, ". ")
		if j < 0 {
			break
		}
		i += 2 + j
	}
	return s
}

// authorCutPhotoCredit returns the names after a photo credit that
// opens s.
func authorCutPhotoCredit(s string) (string, bool) {
	l := strings.ToLower(s)
	for _, c := range authorPhotoCredits {
		if strings.HasPrefix(l, c) {
			return strings.TrimSpace(s[len(c):]), true
		}
	}
	return s, false
}

// authorSplitCaseRun splits a name in capitals from the words in title
// case run on after it, as wire stories' bylines set the reporter and
// the agency: "KEVIN FREKING Associated Press". Anything else comes back
// whole.
func authorSplitCaseRun(s string) []string {
	words := strings.Fields(s)
	k := 0
	for k < len(words) && isCapsWord(words[k]) {
		k++
	}
	if k < 2 || len(words)-k < 2 {
		return []string{s}
	}
	for _, w := range words[k:] {
		if !authorCapitalized(w) || isCapsWord(w) {
			return []string{s}
		}
	}
	return []string{strings.Join(words[:k], " "), strings.Join(words[k:], " ")}
}

// isCapsWord reports a word of two letters or more, all capitals.
func isCapsWord(w string) bool {
	letters := 0
	for _, r := range w {
		switch {
		case unicode.IsLower(r):
			return false
		case unicode.IsUpper(r):
			letters++
		}
	}
	return letters >= 2
}

// authorSourceLabels introduce the outlet a Chinese story comes from
// ("来源：新华社"), which shares a line with the author ("作者：李明").
var authorSourceLabels = []string{"来源", "來源", "稿源", "出处", "出處"}

// authorIsSourceCredit reports a part that names the outlet a story
// comes from. It counts as a role: kept when the byline names no person,
// dropped beside an author's name.
func authorIsSourceCredit(s string) bool {
	s = strings.TrimSpace(s)
	for _, l := range authorSourceLabels {
		if rest, ok := strings.CutPrefix(s, l); ok && strings.HasPrefix(strings.TrimSpace(rest), ":") {
			return true
		}
	}
	return false
}

// authorIsLabel reports a byline label written before a slash, as
// Chinese and Japanese bylines do ("文/王小明", "记者/…"): label words,
// alone or joined by "・". A slash after anything else is a credit
// ("dpa/lno") or a list.
func authorIsLabel(s string) bool {
	words := strings.Split(strings.TrimSpace(s), "・")
	for _, w := range words {
		if !authorLabelWords[strings.ToLower(w)] {
			return false
		}
	}
	return true
}

// authorLangMarkers open a byline in one language only: Catalan "Per
// Marta Puig", Albanian "Nga Arben Hoxha", Welsh "Gan Elin Roberts",
// Haitian Creole "Pa Jean-Robert Pierre", Breton "Gant Yann Kerlann",
// Javanese "Dening Slamet Riyadi" and Esperanto "de Petro Ŝmidt", where
// elsewhere Per is a first name, Nga a given name, Gan a Chinese surname,
// Pa opens Hmong names ("Pa Houa Vang"), Gant and Dening are English
// surnames and de is a name's particle ("de Vries").
var authorLangMarkers = map[string]string{"ca": "per", "sq": "nga", "cy": "gan", "ht": "pa", "br": "gant", "jv": "dening", "eo": "de"}

// authorCutLangMarker removes the byline marker of lang from the head of
// s when a capitalized word follows it.
func authorCutLangMarker(s, lang string) string {
	mk := authorLangMarkers[lang]
	if mk == "" {
		return s
	}
	rest, ok := authorCutPrefixFold(strings.TrimSpace(s), mk+" ")
	if !ok || !authorCapitalized(rest) || !strings.Contains(strings.TrimSpace(rest), " ") {
		return s // "Gan Lu", "Per Olsen": a name, not a marker before one
	}
	return rest
}

// authorCutArabicPlace drops the city that Arabic papers set before or
// after the reporter's name with a dash: "الرياض - محمد العتيبي". A
// reporter is named with two words or more, so the lone word is the
// place (or a label such as "كتب").
func authorCutArabicPlace(s, lang string) string {
	if lang != "ar" {
		return s
	}
	for _, dash := range []string{" - ", " – "} {
		a, b, ok := strings.Cut(strings.TrimSpace(s), dash)
		if !ok || strings.Contains(b, dash) {
			continue
		}
		switch na, nb := len(strings.Fields(a)), len(strings.Fields(b)); {
		case na == 1 && nb >= 2:
			return b
		case nb == 1 && na >= 2:
			return a
		}
	}
	return s
}

// authorCutPrefixFold removes prefix from s, ignoring case. It is asked
// of every name for each of the hundreds of authorMarkers: a first byte
// that differs says no before the runes are counted.
func authorCutPrefixFold(s, prefix string) (string, bool) {
	if s != "" && prefix != "" && asciiFoldDiffers(s[0], prefix[0]) {
		return s, false
	}
	n := utf8.RuneCountInString(prefix)
	i := 0
	for ; n > 0 && i < len(s); n-- {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	if n > 0 || !strings.EqualFold(s[:i], prefix) {
		return s, false
	}
	return s[i:], true
}

// asciiFoldDiffers reports two ASCII bytes that differ in any case: the
// runes they open cannot be equal under simple folding, as every fold of
// an ASCII letter is ASCII but the Kelvin sign's and the long s's, which
// open with a byte past ASCII. A byte past ASCII says nothing.
func asciiFoldDiffers(a, b byte) bool {
	if a >= utf8.RuneSelf || b >= utf8.RuneSelf {
		return false
	}
	return asciiLower(a) != asciiLower(b)
}

// asciiLower is ASCII byte c in lower case.
func asciiLower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// authorMarker is a lower-case word or phrase that introduces a byline.
type authorMarker struct {
	text     string
	particle bool // also a surname particle: "Di Maria", "von Trier"
}

// authorMarkers are what authorStripMarkers cuts off a name: the
// phrases that open a byline (bylinePhrases) and the words and labels of
// names only, longest first, so that "written by" wins over "by".
var authorMarkers = authorMarkerList(bylinePhrases, []authorMarker{
	// Greek "written by", with the article Joomla K2 prints after it.
	{"γράφτηκε από τον/την", false}, {"γράφτηκε από τον", false}, {"γράφτηκε από την", false},
	// Dutch "Door onze redacteur" (by our editor): the byline's marker is
	// "door onze " before any words (bylineMarkers); cut off a name only
	// with the role.
	{"door onze correspondent", false}, {"door onze redacteur", false},
	{"van onze correspondent", false}, {"van onze redacteur", false},
	// Credits that are not a byline's (isCreditLine, the agencies' closing
	// "Reporting by …; Editing by …"), cut off the names they give.
	{"additional reporting by", false}, {"text und fotos", false}, {"text and photos", false},
	{"reporting by", false}, {"editing by", false},
	{"photos by", false}, {"photo by", false}, {"interview by", false},
	{"edited by", false}, {"published by", false},
	{"text by", false}, {"viết bởi", false}, {"tác giả", false},
	{"autorin/autor", false}, {"autor/autorin", false}, {"autorinnen", false}, {"autoren", false}, {"autorin", false}, {"byline", false}, {"author", false}, {"autor", false}, {"auteur", false}, {"автор", false}, {"фото", false},
	{"by", false}, {"vom", false}, {"par", false}, {"por", false}, {"door", false}, {"deur", false}, {"av", false}, {"af", false}, {"bởi", false}, {"โดย", false}, {"ໂດຍ", false}, {"oleh", false},
	// "Author"/"writer" in Burmese, Punjabi (Gurmukhi), Hindi and
	// Marathi, Bengali and Gujarati: words, not names, in scripts
	// without case.
	{"ရေးသားသူ", false}, {"ਲੇਖਕ", false}, {"लेखक", false}, {"লেখক", false}, {"લેખક", false},
	// Luxembourgish "Vum"; Zulu and Xhosa glue "ngu-" to the name.
	{"vum", false}, {"ngu-", false},
	// Igbo "Onye nta akụkọ" (reporter), Sindhi and Urdu "رپورٽ"/"رپورٹ"
	// (report), Tigrinya "ብ" (by): words of scripts or languages whose
	// names never open so.
	{"onye nta akụkọ", false}, {"onye dere ya", false}, {"رپورٽ", false}, {"رپورٹ", false}, {"ብ", false},
	{"von", true}, {"di", true}, {"da", true},
	// Tagalog "Ni Maria Santos", Swahili "Na Juma Hamisi"; also surnames
	// ("Na Li", "Ni Ni"), so stripped only before a full name. Hausa
	// "Daga Aminu Garba" ("from"), stripped so too.
	{"ni", true}, {"na", true}, {"daga", true},
	// Hebrew "מאת", Yiddish "פֿון"/"פון", Maori "Nā" ("by"); Hungarian and
	// Persian "authors"/"author".
	{"מאת", false}, {"פֿון", false}, {"פון", false}, {"nā", false},
	{"szerzők", false}, {"szerző", false}, {"نویسندگان", false}, {"نویسنده", false},
	// Albanian "Shkruan" (writes: "Shkruan: Arbnora Krasniqi"); Khmer
	// "អត្ថបទ៖" (text:) and "អត្ថបទ និងរូបថត៖" (text and photos:, one
	// person's credit for both), with the Khmer colon.
	{"shkruan", false}, {"អត្ថបទ និងរូបថត៖", false}, {"អត្ថបទ៖", false},
})

// authorMarkerList joins the byline phrases to the markers of names only,
// longest first: a marker that another extends ("written by", "by") is
// tried after it.
func authorMarkerList(phrases []string, own []authorMarker) []authorMarker {
	l := slices.Clone(own)
	for _, p := range phrases {
		l = append(l, authorMarker{text: p})
	}
	slices.SortStableFunc(l, func(a, b authorMarker) int { return len(b.text) - len(a.text) })
	return l
}

// authorCutNoise cuts a part at the first date, time, count or label
// such as "Updated", and drops what dangles before the cut ("Jane Doe, on
// May" of "Jane Doe, on May 3, 2024"). In the page's language lang a
// place word may be "and" (Slovenian "in"): no place follows it there.
func authorCutNoise(s, lang string) string { return authorCutNoiseNamed(s, lang, false) }

// authorCutNoiseNamed is authorCutNoise for a part whose first word is
// known to be a name (named: a byline marker stood before it), so a
// one-word name that is also a clock word ("Posted by Jam at 11:42")
// stays.
func authorCutNoiseNamed(s, lang string, named bool) string {
	words := strings.Fields(s)
	cut := len(words)
	for i := 0; i < len(words); i++ {
		w := words[i]
		lw := strings.ToLower(strings.Trim(w, ".,:;!?\"'“”„«»"))
		if authorNoiseWords[lw] || authorHasLooseDigits(w) {
			cut = i
			break
		}
		if authorPlaceIn(words, i) && (lang == "" || !authorIsConjunction(words[i], lang)) {
			if j := authorPlaceBeforeName(words, i); j > i {
				// Only the place goes: "Ann Lee in London and Tom
				// Ray in Paris" reads on with the next name.
				words = append(words[:i:i], words[j:]...)
				continue
			}
			cut = i
			break
		}
	}
	if cut == len(words) {
		// A weekday's abbreviation ends a part when the date after it
		// was split off at its comma: "Anna Schmitt Do." of "Anna
		// Schmitt Do., 12.11.2026". Only with its period: "Anh Do" is
		// a name.
		if n := len(words); n > 2 && authorIsDayAbbrev(words[n-1]) {
			words = words[:n-1]
		}
		return authorDropCJKRole(authorDropHanging(words))
	}
	clock := authorTimeOfDay.MatchString(words[cut])
	words = words[:cut]
	for len(words) > 0 {
		w := strings.Trim(words[len(words)-1], ".,:;")
		lw := strings.ToLower(w)
		if clock && clockWords[lw] && (w == lw && !authorAllLower(words[:len(words)-1]) || len(words) == 1 && !named) {
			// The word that sets the hour before a time of day cut:
			// Romanian "ora" of "20 noiembrie 2026, ora 11:42", Turkish
			// "saat", Vietnamese "lúc" (clockWords).
			words = words[:len(words)-1]
			continue
		}
		if _, month := authorMonthWords[lw]; !month && (!authorDangling[lw] || w != lw && len(words) == 2 && utf8.RuneCountInString(w) == 2) {
			// A capitalised second word of two letters is a surname
			// ("Kinling Lo", "Minh Le"), not a preposition left
			// before the date.
			break
		}
		words = words[:len(words)-1]
	}
	return authorDropCJKRole(words)
}

// authorAllLower reports words, other than clock words ("alle" of "alle
// ore"), that are all written in lower case: "maria" of "maria hora" on
// a site that lower-cases its bylines, whose last word may be a name
// that is also a clock word.
func authorAllLower(words []string) bool {
	n := 0
	for _, w := range words {
		w = strings.Trim(w, ".,:;")
		if clockWords[strings.ToLower(w)] {
			continue
		}
		if strings.ToLower(w) != w || strings.ToUpper(w) == w {
			return false
		}
		n++
	}
	return n > 0
}

// authorTimeOfDay is a time of day as a byline's meta line writes it:
// "11:42", "11.42", "11h42", "11:42:05".
var authorTimeOfDay = regexp.MustCompile(`^\d{1,2}(?:[:.h]\d{2}){1,2}[,.]?$`)

// authorDropHanging drops the preposition (and weekday) a part keeps
// where its date was split off at a comma: "Jane Doe on Thu" of Drupal's
// "Submitted by Jane Doe on Thu, 11/26/2026 - 10:40", "Anna Schmitt am"
// of "… am Do., 26.11.2026". The preposition must be written in lower
// case, so that a surname such as "Le" or "Thu" stays, and two words of
// the name must be left.
//
// A word of a script without case ("الخميس", the surname Al-Khamis, is
// also Thursday) is never in lower case; nor is a capitalised weekday
// after a name's particle ("Pieter van de Ven", "Ana Paula de Sa") unless
// its period marks it cut short ("el dj.").
func authorDropHanging(words []string) []string {
	lower := func(w string) bool {
		return w == strings.ToLower(w) && w != strings.ToUpper(w) && authorDangling[strings.Trim(w, ".,")]
	}
	day := func(prep, w string) bool {
		t := strings.Trim(w, ".,")
		if !authorDayAbbrevs[strings.ToLower(t)] {
			return false
		}
		return !authorParticles[prep] || t == strings.ToLower(t) || strings.HasSuffix(strings.TrimRight(w, ","), ".")
	}
	n := len(words)
	if n > 3 && lower(words[n-2]) && day(words[n-2], words[n-1]) {
		words, n = words[:n-2], n-2
	}
	for n > 2 && lower(words[n-1]) {
		words, n = words[:n-1], n-1
	}
	return words
}

// authorPlaceIn reports a lower-case "in" at words[i] that follows a
// name: "Posted by Jane Doe in News" (the story's category), "By Jane Doe
// in London" (where she filed). No name has "in" as a word, while an
// institution does ("Centre for Research in Education"); the words before
// must read as a name. Of several names, the last one is read: "By Jane
// Doe and John Roe in London".
func authorPlaceIn(words []string, i int) bool {
	if !authorPlaceWords[words[i]] {
		return false
	}
	start := 0
	for j := i - 1; j > 0; j-- {
		if authorIsConjunction(words[j], "") {
			start = j + 1
			break
		}
	}
	return i-start >= 2 && authorNameLike(words[start:i])
}

// authorPlaceBeforeName returns where the conjunction after the place
// at words[i] stands when a name and a place of its own follow it ("…
// in London and Tom Ray in Paris", "… à Kiev et Claire Roy à Moscou"),
// or -1: a category such as "in Arts and Culture" has no second place.
func authorPlaceBeforeName(words []string, i int) int {
	for j := i + 2; j < len(words) && j <= i+4; j++ {
		if !authorIsConjunction(words[j], "") {
			continue
		}
		for k := j + 3; k < len(words) && k <= j+5; k++ {
			if authorPlaceWords[words[k]] {
				if authorNameLike(words[j+1 : k]) {
					return j
				}
				break
			}
		}
		return -1
	}
	return -1
}

// authorPhotoRole is a photographer's role in brackets after the name:
// "Katrin Vogel (Text) und Jonas Brandt (Fotos)".
var authorPhotoRole = regexp.MustCompile(`\s*\((?i:fotos?|photos?|photography|bilder|bild|fotografie|fotografía|fotografia|foto's|kuvat|zdjęcia)\)`)

// authorPhotoRoles sets a name with a photographer's role in brackets
// after it ("… und Jonas Brandt (Fotos)") apart as a photo credit
// ("… | Fotos: Jonas Brandt"), which is dropped where a writer is named,
// with the "und"/"and" that joined it: brackets are otherwise notes, cut
// with their role, and the photographer would stand as a co-author.
func authorPhotoRoles(s string) string {
	loc := authorPhotoRole.FindStringIndex(s)
	if loc == nil {
		return s
	}
	words := strings.Fields(s[:loc[0]])
	i := len(words)
	// The name's words go back to a conjunction ("AND" of a byline in
	// capitals) or to a comma closing the name before it ("Von Katrin
	// Vogel, Jonas Brandt (Fotos)").
	for i > 0 && len(words)-i < 4 && unicode.IsUpper(firstRune(words[i-1])) && !authorIsConjunction(strings.ToLower(words[i-1]), "") &&
		(i == len(words) || !strings.ContainsAny(words[i-1][len(words[i-1])-1:], ",;:|/")) {
		i--
	}
	if i == len(words) || i == 0 {
		return s // no name before the role, or no writer before the name
	}
	name := strings.Join(words[i:], " ")
	head := words[:i]
	if w := strings.ToLower(head[len(head)-1]); w == "&" || authorIsConjunction(w, "") {
		head = head[:len(head)-1]
	}
	if len(head) > 0 {
		head[len(head)-1] = strings.TrimRight(head[len(head)-1], ",;")
	}
	return strings.Join(head, " ") + " | Fotos: " + name + authorPhotoRoles(s[loc[1]:])
}

// authorPlaceWords say where a reporter files from after the name:
// "By Ann Lee in Brussels", "Von Katrin Vogel aus Brüssel", "Por María
// López desde Bogotá", "Por Ana Sousa em Lisboa", "Par Julien Marchand à
// Kiev"; a sports reporter's venue, "Aoife Kinsella at Tolka Park". (Not
// "en": Dutch joins two names with it; Tagalog's "at", and, is read in
// the page's language, authorCutNoiseNamed.)
var authorPlaceWords = map[string]bool{"in": true, "aus": true, "desde": true, "em": true, "à": true, "at": true}

// zhSpacedNames sets apart the reporters a Chinese byline lists with a
// space between them, their roles before them: "文/记者 王晓明 李静",
// "本报记者 王晓明 实习生 李静". Chinese writes a name whole, without a
// space (Japanese parts family and given name so, hence zh only), so
// each word of two to four Han characters is one person. The label
// before a slash or colon stays; the role and label words after it go
// ("文/图 记者 王晓明"). A line holding
// anything else is left as it is.
func zhSpacedNames(s string) string {
	label, rest := "", s
	if i := strings.IndexAny(s, "/:"); i >= 0 {
		label, rest = s[:i+1], s[i+1:]
	}
	// A label glued to a role after the names: "… 图/记者 刘洋".
	words := strings.Fields(strings.ReplaceAll(rest, "/", " "))
	if len(words) < 2 {
		return s
	}
	var names, aside []string
	dropped := false
	// Names after an editor's or photographer's role ("编辑 刘洋",
	// "摄影 李四", "图/记者 刘洋") are set aside, kept only when no
	// reporter is named, as the photo credits of other languages are.
	inAside, prevAside := false, false
	for _, w := range words {
		if zhAsideLabels[w] || hasSuffixAny(w, zhAsideRoles) {
			dropped, inAside, prevAside = true, true, true
			continue
		}
		if hasSuffixAny(w, zhCreditRoles) || authorLabelWords[w] {
			if !prevAside {
				inAside = false // "记者" opens a reporter's name, not "图/记者"'s
			}
			dropped = true
			continue // "记者", "本报记者", "实习生"; "文" of "文 王晓明"
		}
		if hasSuffixAny(w, zhDatelineEnds) || strings.HasPrefix(w, "发自") || strings.HasPrefix(w, "發自") {
			dropped = true
			continue // the dateline after the names: "北京报道", "報道", "发自北京"
		}
		prevAside = false
		if n := utf8.RuneCountInString(w); n < 2 || n > 4 || strings.IndexFunc(w, func(r rune) bool { return !unicode.Is(unicode.Han, r) }) >= 0 {
			return s
		}
		if inAside {
			aside = append(aside, w)
		} else {
			names = append(names, w)
		}
	}
	if len(names) == 0 {
		names = aside
	}
	if len(names) == 0 || len(names) == 1 && !dropped {
		return s
	}
	if len(names) == 2 && !dropped && utf8.RuneCountInString(names[0]) == 2 && utf8.RuneCountInString(names[1]) == 2 {
		// "作者：山田 太郎": with no reporter's role before them, two
		// words of two characters are a Japanese writer's family and
		// given name as often as two Chinese reporters.
		return s
	}
	return label + strings.Join(names, "、")
}

// zhSpacedNamesEach is zhSpacedNames of every line of s: a meta line's
// fields, set on lines of their own by authorCJKField ("2026-11-18 09:35
// 来源：江城日报\n作者：记者 陈思远 刘畅"), are each a byline or not, and the
// date and source before the writer's field must not keep its names
// from being read.
func zhSpacedNamesEach(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = zhSpacedNames(l)
	}
	return strings.Join(lines, "\n")
}

// zhAsideLabels and zhAsideRoles credit a Chinese byline's photographer,
// its video's maker or its editor, not its writer: "图 刘洋", "摄影 李四",
// "视频 李静", "摄像 张伟", "责任编辑 刘洋".
var (
	zhAsideLabels = map[string]bool{"图": true, "圖": true, "摄": true, "攝": true}
	zhAsideRoles  = []string{"摄影", "攝影", "视频", "視頻", "摄像", "攝像", "编辑", "編輯", "责编", "責編", "审核", "審核", "校对", "校對"}
)

// zhDatelineEnds close the dateline a Chinese byline sets after the
// names: "本报记者 王晓明 北京报道" (reports from Beijing).
var zhDatelineEnds = []string{"报道", "報道", "報導", "报导"}

// hangulName is a Korean person's name: two to four Hangul syllables.
var hangulName = regexp.MustCompile(`^\p{Hangul}{2,4}$`)

// authorDropCJKRole drops the role that Korean, Chinese and Japanese
// bylines put after the name: "홍길동 기자".
func authorDropCJKRole(words []string) string {
	if n := len(words); n > 1 && authorCJKRoles[words[n-1]] {
		words = words[:n-1]
	}
	// "연합뉴스 김서연 기자": a republished wire story's byline sets the
	// agency (koreanOutlet) before the reporter's name; with two
	// reporters ("연합뉴스 김서연·이지은 기자") the agency stays with the
	// first name, split off before the role.
	if len(words) == 2 && koreanOutlet(words[0]) && hangulName.MatchString(words[1]) {
		words = words[1:]
	}
	if len(words) == 2 && authorCJKRoles[words[0]] && unicode.Is(unicode.Han, firstRune(words[1])) {
		words = words[1:] // "记者 王小明"
	}
	if len(words) == 1 {
		w := words[0]
		// A Taiwanese byline ends in its dateline after a slash:
		// "記者林怡君／台中報導" (reported from Taichung).
		if i := strings.LastIndexAny(w, "/／"); i > 0 && (strings.HasSuffix(w, "報導") || strings.HasSuffix(w, "报道")) {
			w = w[:i]
		}
		// Chinese writes the role glued before the name: "记者王敬照".
		for _, role := range []string{"记者", "記者"} {
			if rest, ok := strings.CutPrefix(w, role); ok && utf8.RuneCountInString(rest) >= 2 &&
				utf8.RuneCountInString(rest) <= 4 && strings.IndexFunc(rest, func(r rune) bool { return !unicode.Is(unicode.Han, r) }) < 0 {
				return rest
			}
		}
		return w
	}
	return strings.Join(words, " ")
}

// authorIsProse reports a sentence or a bio rather than a byline: many
// words, most of them in lower case. Bylines are lists of capitalized
// names; lower-case handles come alone.
func authorIsProse(s string) bool {
	words := strings.Fields(s)
	if len(words) <= 12 {
		return false
	}
	lower := 0
	for _, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		if unicode.IsLower(r) && !authorParticles[w] {
			lower++
		}
	}
	return lower*2 > len(words)
}

// authorIsJunk reports a part that is a link label or a category, not a
// name: "More articles by Claire", "on Deadspin", "in Gefühle"; or a
// label that announces the byline, as an author box's title does
// ("この記事を書いた記者", "the reporter who wrote this article").
func authorIsJunk(s string) bool {
	if hasPrefixAny(strings.ToLower(s), authorJunkPrefixes) || isBylineLabel(s) {
		return true
	}
	first, _, _ := strings.Cut(s, " ")
	return len(strings.Fields(s)) > 1 && authorPlacePrepositions[first]
}

// authorStripTitles removes credentials after a name ("MD", "PhD") and a
// role written after it without a comma ("Evan Halper Staff Writer"), as
// long as a name of two or more words is left. A title before the name
// ("Dr. Jane Doe") is part of how the page names the author and stays.
func authorStripTitles(s string) string {
	words := strings.Fields(s)
	for len(words) > 1 && authorIsCredential(strings.Trim(words[len(words)-1], ".,")) {
		words = words[:len(words)-1]
	}
	end, noun := len(words), false
	for end > 0 {
		w := strings.ToLower(strings.Trim(words[end-1], ".,"))
		if authorRoleNouns[w] {
			noun = true
		} else if !authorRoleModifiers[w] {
			break
		}
		end--
	}
	if end == len(words)-1 && authorNounSurnames[strings.ToLower(words[end])] {
		noun = false // "Marie Anne Bureau": a surname
	}
	if noun && end >= 2 && end < len(words) {
		words = words[:end] // "Luxury Travel Expert" is left alone: one word would remain
	}
	return strings.Join(words, " ")
}

// authorHasLooseDigits reports digits that are not part of a handle such
// as "happyface313": a date, a time, a count.
func authorHasLooseDigits(w string) bool {
	if !strings.ContainsAny(w, "0123456789") && strings.IndexFunc(w, unicode.IsDigit) < 0 {
		return false // no digit, also of other scripts: the "၂၅" of a Burmese date
	}
	r, _ := utf8.DecodeRuneInString(w)
	if !unicode.IsLetter(r) {
		return true
	}
	for _, r := range w {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' {
			return true // "Mai-2024", "v1.2"
		}
	}
	return false
}

// authorSplitConjunctions splits "Jane Doe and John Roe" in two, but only
// when both sides look like names: "Simon and Garfunkel" and "Center for
// Drug Evaluation and Research" stay whole. One-letter conjunctions ("y",
// "e", "i") are also parts of names ("Ortega y Gasset") and need full
// names on both sides.
func authorSplitConjunctions(s, lang string) []string {
	words := strings.Fields(s)
	if parts := authorSplitGluedAnd(words, lang); parts != nil {
		return append(parts[:1], authorSplitConjunctions(parts[1], lang)...)
	}
	for i := 1; i < len(words)-1; i++ {
		conj := words[i]
		if !authorIsConjunction(conj, lang) && (authorKnownAnd(lang) || !authorUnknownJoiner(words, i)) {
			continue
		}
		left, right := words[:i], words[i+1:]
		if !authorNameLike(left) || !authorNameLike(right) {
			continue
		}
		// A script without case has no capitals to tell a name from a
		// common noun: "रमेश यादव और टीम" (and team), "… اور ایجنسیاں" (and
		// agencies), "ادارہ برائے امن اور تعلیم" (an institute): like a
		// one-letter conjunction, it needs full names on both sides.
		short := utf8.RuneCountInString(conj) == 1 && conj != "&" || authorCaseless(conj)
		if short && (len(left) < 2 || len(right) < 2) || !short && len(left) < 2 && len(right) < 2 {
			continue
		}
		return append([]string{strings.Join(left, " ")}, authorSplitConjunctions(strings.Join(right, " "), lang)...)
	}
	return []string{s}
}

// authorCaseless reports a word whose first letter is of a script
// without case (Devanagari, Bengali, Arabic, Thai).
func authorCaseless(w string) bool {
	r := firstRune(w)
	return unicode.IsLetter(r) && !unicode.IsUpper(r) && !unicode.IsLower(r) && !unicode.IsTitle(r)
}

// authorUnknownJoiner reports a short lower-case word of a language
// Byline has no "and" for, joining two full names: "Azamat Qallıbekov hám
// Gúlshat Jiyemuratova" (Karakalpak), "Ramon Agbayani ken Liza Pascua"
// (Ilocano). A name never holds a lower-case word between two pairs of
// capitalized ones but a particle ("Pedro Paulo da Silva Santos", "Siti
// Aminah bt Abdul Rahman") or a function word ("Centre for Policy
// Studies"), so those are not joiners; nor is a word of three letters
// more, or one with a digit or a mark other than a letter's.
func authorUnknownJoiner(words []string, i int) bool {
	w := words[i]
	if n := utf8.RuneCountInString(w); n < 2 || n > 3 || i < 2 || len(words)-i-1 < 2 {
		return false
	}
	for _, r := range w {
		if !unicode.IsLower(r) && !unicode.IsMark(r) {
			return false
		}
	}
	if authorParticles[w] || authorNameLinks[w] || authorFunctionWords[w] || authorPlacePrepositions[w] {
		return false
	}
	for j, x := range words {
		if j != i && (!authorCapitalized(x) || !unicode.IsLetter([]rune(x)[0])) {
			return false
		}
	}
	return true
}

// authorKnownAnd reports a language whose words for "and" Byline knows
// (authorConjunctions, English "and"): there a short unknown word between
// two names is a preposition before an outlet ("Maria Santos ng Pilipino
// Star", "Anna Berg för Dagens Nyheter", "Mark Smith via Associated
// Press"), not a joiner (authorUnknownJoiner).
func authorKnownAnd(lang string) bool {
	if lang == "" {
		return false
	}
	if lang == "en" {
		return true
	}
	for _, langs := range authorConjunctions {
		if slices.Contains(strings.Fields(langs), lang) {
			return true
		}
	}
	return false
}

// authorNameLinks are lower-case words inside names beside the particles
// (authorParticles): Malay and Indonesian "son/daughter of", Welsh "ap",
// Dutch "het", "op", "te", "vd"; Urdu and Punjabi "ur", "ul", "ud"
// ("Habib ur Rehman"), Maghrebi "ben", Hebrew "bat", Swedish "af",
// Italian "lo", Thai "na" ("na Ayudhya").
var authorNameLinks = authorSet(`bt bte bnt bin binti ibnu ap ab het op te vd dei des dem van vom zum zur
	ur ul ud ben bat af lo na`)

// authorStripPluralMarker removes Tagalog "Nina" ("by", of several
// people: "Nina Maria Santos at Jose Reyes"). Nina is a first name too,
// Filipino reporters' as well ("Nina Corpuz at Jose Reyes"), so only on a
// Tagalog page, before a list joined by "at" whose first name is full.
func authorStripPluralMarker(s, lang string) string {
	if lang != "tl" && lang != "fil" {
		return s
	}
	rest, ok := strings.CutPrefix(s, "Nina ")
	if !ok {
		return s
	}
	if first, _, ok := strings.Cut(rest, " at "); ok && len(strings.Fields(first)) >= 2 {
		return rest
	}
	return s
}

// authorSplitGluedAnd splits "أحمد خالد وسارة يوسف" and "יוסי כהן ורונית
// לוי", where Arabic-script languages, Hebrew and Yiddish glue "and" to the
// next name. Names open with that letter too (Walid, Vered), so it takes
// two full names: at least two words on each side.
func authorSplitGluedAnd(words []string, lang string) []string {
	prefix, ok := authorGluedAnd[lang]
	if !ok {
		return nil
	}
	for i := 2; i < len(words)-1; i++ {
		rest, glued := strings.CutPrefix(words[i], prefix)
		if !glued || utf8.RuneCountInString(rest) < 3 || authorIsWawName(words[i], prefix) {
			continue
		}
		left, right := words[:i], append([]string{rest}, words[i+1:]...)
		if authorNameLike(left) && authorNameLike(right) {
			return []string{strings.Join(left, " "), strings.Join(right, " ")}
		}
	}
	return nil
}

// authorIsWawName reports a name that opens with the letter of a glued
// "and" (Walid, Wassim, Waqar, Vahid; Weiss, Vaknin): in a name of four
// words ("سید محمد وقار احمد", "דנה בר ויינברג לוי") it is no second
// author. Persian and Urdu write the names with their own yeh and kaf
// (وحید for وحيد), so letters are folded first. In Hebrew, "ויי" spells
// the "Wei" of Weiss, Weinberg, Weinstein: no name opens with "יי".
func authorIsWawName(w, prefix string) bool {
	w = authorFoldArabic.Replace(w)
	return authorWawNames[w] || prefix == "ו" && strings.HasPrefix(w, "ויי")
}

// authorFoldArabic writes Persian and Urdu letters as Arabic's and drops
// short vowels and tatweel, as authorWawNames is written.
var authorFoldArabic = strings.NewReplacer("ی", "ي", "ى", "ي", "ې", "ي", "ک", "ك", "ہ", "ه", "ھ", "ه", "ـ", "",
	"\u064b", "", "\u064c", "", "\u064d", "", "\u064e", "", "\u064f", "", "\u0650", "", "\u0651", "", "\u0652", "")

// authorWawNames are common given names and surnames that open with the
// letter of a glued "and": Arabic, Persian and Urdu (in Arabic letters,
// see authorFoldArabic) and Hebrew.
var authorWawNames = authorSet(`وليد وليدة وائل وسام وسيم وسيمة وفاء وداد وجدي وجدان وحيد وحيدة وحيدي وديع وفيق وهيب وصفي وصفية
	وردة ورد وعد وضاح ولاء وجيه وجيهة وهبة وهبي وافي والي وزير وزيري وصال وئام ودود وكيل وكيلي وهدان وثيق
	وقار وجاهت وثوقي وفايي ولايتي وطني وارث واصف واثق وهاب ورده
	ורד ורדה ויקטור ויקי וייס ויס ויסמן וולף ולדימיר ויטלי ואיל ואליד וקנין ואקנין ויצמן וינר וינברג וולך ולך
	וולפסון וקסלר ורטהיים וילנאי וילנר ולנשטיין וגנר ואגנר וולדמן ורבין וילסון ויליאם`)

// authorGluedAnd maps a language to its "and" written as a prefix.
var authorGluedAnd = map[string]string{"ar": "و", "fa": "و", "ur": "و", "ps": "و", "he": "ו", "yi": "ו"}

// authorIsConjunction reports whether w means "and" between names, in
// lang or, when lang is unknown, in any language we know.
func authorIsConjunction(w, lang string) bool {
	if w == "&" || w == "and" {
		return true
	}
	langs, ok := authorConjunctions[w]
	if !ok {
		return false
	}
	if lang == "" {
		// "en" is "in" in Spanish, "a" is "to" in Italian, "ja" is "yes"
		// in German: without a language these mean nothing for sure.
		return !authorAmbiguousConjunctions[w]
	}
	return strings.Contains(langs, lang)
}

// authorAmbiguousConjunctions are words for "and" that mean something
// else in another language.
var authorAmbiguousConjunctions = authorSet(`en i a ja та na at dan in`)

// authorConjunctions maps each word for "and" to the languages using it.
var authorConjunctions = map[string]string{
	"und": "de", "et": "fr", "y": "es ca", "e": "pt it gl", "en": "nl af", "och": "sv",
	"og": "no nb nn da is", "i": "pl ca hr sr bs", "và": "vi", "и": "ru bg sr mk", "і": "uk", "та": "uk",
	"ve": "tr", "a": "cs sk", "ja": "fi et", "és": "hu", "și": "ro",
	// Greek, Thai, Swahili, Indonesian and Malay, Tagalog, and the "wa"
	// of Arabic-script languages written apart (often glued to the next
	// name instead, see authorSplitGluedAnd).
	"και": "el", "และ": "th", "na": "sw", "dan": "id ms", "at": "tl fil", "و": "ar fa ur ps",
	// Slovenian "in" (English's "in" elsewhere), Polish "oraz", Romanian
	// "și" written with the cedilla of older fonts, Hindi "और", Bengali
	// "এবং"/"ও" and Urdu "اور": scripts without case have no capitals to
	// tell two names from one.
	"in": "sl", "oraz": "pl", "şi": "ro", "और": "hi", "এবং": "bn", "ও": "bn", "اور": "ur",
}

// authorNameLike reports whether words could be a name: at most five
// words, capitalized at both ends, and no function word such as "for" or
// "of" that marks an institution.
func authorNameLike(words []string) bool {
	if len(words) == 0 || len(words) > 5 {
		return false
	}
	for _, w := range words {
		if authorFunctionWords[strings.ToLower(w)] {
			return false
		}
	}
	return authorCapitalized(words[0]) && authorCapitalized(words[len(words)-1])
}

// authorCapitalized reports an initial capital, or a script without case.
func authorCapitalized(w string) bool {
	for _, r := range w {
		if !unicode.IsLetter(r) {
			continue
		}
		return unicode.IsUpper(r) || unicode.IsTitle(r) || !unicode.IsLower(r) && unicode.ToLower(r) == r && unicode.ToUpper(r) == r
	}
	return false
}

// authorTrim removes punctuation and symbols at both ends, keeping the
// period of a trailing initial or abbreviation ("Jr.", "J.").
func authorTrim(s string) string {
	s = strings.TrimFunc(s, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsMark(r) && r != '.'
	})
	s = strings.TrimLeft(s, ".")
	for strings.HasSuffix(s, ".") {
		last := s[strings.LastIndexAny(s, " ")+1:]
		if letters := utf8.RuneCountInString(strings.TrimRight(last, ".")); letters >= 1 && letters <= 3 && !strings.HasSuffix(s, "..") {
			break
		}
		s = strings.TrimSuffix(s, ".")
	}
	s = strings.TrimFunc(s, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsMark(r) && r != '.'
	})
	return strings.Join(strings.Fields(s), " ")
}

// authorValid drops what cannot be a name: nothing left, no letters, a
// sentence rather than a name, a bare label.
func authorValid(s string) bool {
	if s == "" || len(strings.Fields(s)) > 6 || utf8.RuneCountInString(s) > 80 {
		return false
	}
	letters := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			letters++
		}
	}
	if letters == 0 {
		return false
	}
	if letters == 1 && utf8.RuneCountInString(s) <= 2 && !authorIsCJK(s) {
		return false // a stray initial
	}
	l := strings.ToLower(s)
	if !strings.Contains(l, " ") && strings.Contains(l, "admin") {
		return false // a CMS account: "wordpressadmin", "siteadmin"
	}
	return !authorBare[strings.ReplaceAll(l, " ", "-")] && !authorIsCredential(strings.TrimRight(s, "."))
}

func authorIsCJK(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return dateIsCJK(r)
}

// authorIsRole reports a job title rather than a name: "Staff Reporter",
// "Redakteurin", "Korrespondent in Berlin", "CEO of Example".
func authorIsRole(s string) bool {
	orig := strings.Fields(s)
	if len(orig) == 0 {
		return false
	}
	if w := strings.Trim(strings.ToLower(orig[0]), "."); authorRoleNouns[w] {
		// A lawyer's or a moderator's title before a name is how the
		// page names the author, as "Dr." is: "Avvocato Luca Bianchi".
		return !authorTitleNouns[w] || !authorTitledName(orig[1:])
	}
	hasNoun := false
	for _, o := range orig {
		w := strings.Trim(strings.ToLower(o), ".")
		switch {
		case authorRoleNouns[w]:
			hasNoun = true
		case authorRoleModifiers[w], authorFunctionWords[w], authorIsAcronym(o):
		default:
			// What a post is of names its field, any words: "Assistant
			// Curator of Maps", "Head of the Department", "Jefa de Prensa".
			of := slices.IndexFunc(orig, func(o string) bool { return authorPostLinks[strings.ToLower(o)] })
			return of > 0 && authorIsPostOf(orig[:of])
		}
	}
	return hasNoun
}

// authorTitleNouns are the role nouns also written before a name as a
// title: "Avvocato Luca Bianchi", "Moderator Jan Kraus".
var authorTitleNouns = authorSet(`avocat avocate abogado abogada avvocato avvocata anwalt anwältin advocaat
	moderator moderatorin modérateur modératrice moderador moderadora moderatore`)

// authorTitledName reports the words after such a title as a name: two
// to four capitalized words, none a role's.
func authorTitledName(words []string) bool {
	if len(words) < 2 || len(words) > 4 {
		return false
	}
	for _, o := range words {
		w := strings.Trim(strings.ToLower(o), ".")
		if !authorCapitalized(o) || authorRoleNouns[w] || authorRoleModifiers[w] || authorFunctionWords[w] || authorPostLinks[w] {
			return false
		}
	}
	return true
}

// authorNounSurnames are role nouns that are also surnames ("Jacques
// Bureau", "Dick Advocaat"): a name's last word, not a post, when alone.
var authorNounSurnames = authorSet(`bureau advocaat`)

// authorPostWords are the role words that name the branch, desk or
// office a post serves: common words, so a lower-case phrase holding
// them ("Visit our store", "Contact our office") stays a phrase.
var authorPostWords = authorSet(`office department ufficio abteilung bureau oficina departamento département dipartimento afdeling
	branch regional area district store account client customer operations property lettings practice press
	site global forum board patient information`)

// authorPostLinks join a post to the field it serves: "of", "de", "für".
// Not "and": in "Senior Editor and Ann Lee" a name follows.
var authorPostLinks = authorSet(`of for at für der des de del della di du da van voor pour per para`)

// authorIsPostOf reports the words before a post's "of" or "de" as the
// post: a role ("Assistant Curator") or what heads a field ("Head",
// "Deputy Head", "Jefa"). A name before them ("Anna de Vries") is none.
func authorIsPostOf(words []string) bool {
	if len(words) == 0 {
		return false
	}
	last := strings.Trim(strings.ToLower(words[len(words)-1]), ".")
	for _, o := range words {
		w := strings.Trim(strings.ToLower(o), ".")
		if !authorRoleNouns[w] && !authorRoleModifiers[w] && !authorIsAcronym(o) && !(w == last && authorHeadNouns[w]) {
			return false
		}
	}
	return authorRoleNouns[last] || authorHeadNouns[last]
}

// authorHeadNouns head a field named after them ("Head of Collections",
// "Hoofd van de afdeling", "Jefe de Prensa", "Responsable de la
// communication"): a post only with that field, so "Edith Head" stays a
// name.
var authorHeadNouns = authorSet(`head hoofd jefe jefa responsable capo`)

// authorIsTitledRole reports an officer's post that names the body the
// person serves before it, as a part after a name does: "Martha Collins,
// Society Secretary", "Board Chairman", "Club President". Only officers'
// posts: the corpus keeps "Garden Educator" as a credit.
func authorIsTitledRole(s string) bool {
	words := strings.Fields(s)
	if len(words) < 2 || len(words) > 4 {
		return false
	}
	return authorOfficerNouns[strings.Trim(strings.ToLower(words[len(words)-1]), ".")]
}

// authorIsPaperStaff reports a role of two words after the paper's name,
// as a part of its own after a name: "Jim Baker, Ledger Staff Writer",
// "Takeo Maeda, Yomiuri Shimbun Staff Writer". A co-author joined by
// "and" is no such part: in "Ruth Calder and Ana Lopez Staff Writers"
// the words before the role are a person's name.
func authorIsPaperStaff(s string) bool {
	words := strings.Fields(s)
	return len(words) >= 3 && len(words) <= 4 && authorIsRole(strings.Join(words[len(words)-2:], " "))
}

// authorIsBeatRole reports a newsroom post that names its beat before
// the role noun, as a part of its own after a name: "Oliver Grant, Local
// Democracy Reporter", "Senior Health Correspondent", "Chief Political
// Editor". Two to four capitalised words, the last of beatNouns.
func authorIsBeatRole(s string) bool {
	words := strings.Fields(s)
	if len(words) < 2 || len(words) > 4 || !beatNouns[strings.Trim(strings.ToLower(words[len(words)-1]), ".")] {
		return false
	}
	for _, w := range words {
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// beatNouns are the newsroom roles a beat is named before.
var beatNouns = authorSet(`reporter correspondent editor writer columnist`)

// authorOfficerNouns are the posts of a society's, club's or board's
// officers.
var authorOfficerNouns = authorSet(`secretary treasurer chairman chairwoman chairperson chair president`)

// authorIsCompany reports the name of a company, which a byline sets
// beside the reporter's as the outlet's ("Justus Ochieng, Nation Media
// Group"): two words or more, the last a company's suffix, or any a
// university's or institute's word ("Massachusetts Institute of
// Technology", "Technische Universität München"). Like a role,
// it names no author beside a person's full name; beside a place
// ("Olympia-Verlag GmbH, Nürnberg") it is the byline's name.
//
// A brand that writes a digit into its name ("g1 PE", "rbb24", "3sat")
// is an outlet too: no person's name has one, and so is a name holding a
// newspaper's word (authorOutletWords: "Riverbend Ledger", "Diario de
// Sevilla", "Salzburger Nachrichten"), which a syndicated story's byline
// sets after its reporter ("By Samuel Reyes-Thornton, Riverbend Ledger").
func authorIsCompany(s string) bool { return authorIsCompanyOf(s, true) }

// authorIsCompanyOf is authorIsCompany, reading authorOutletWords only
// when outlets is set.
func authorIsCompanyOf(s string, outlets bool) bool {
	words := strings.Fields(s)
	if len(words) > 0 && authorIsDigitBrand(words[0]) {
		return true
	}
	if len(words) < 2 {
		return false
	}
	return authorCompanySuffixes[strings.Trim(strings.ToLower(words[len(words)-1]), ".,")] ||
		slices.ContainsFunc(words, func(w string) bool {
			w = strings.Trim(strings.ToLower(w), ".,")
			return authorInstitutionWords[w] || outlets && authorOutletWords[w]
		})
}

// authorOutletWords name, in lower case, a newspaper in its title ("The
// Riverbend Ledger", "Frankfurter Allgemeine Zeitung", "Gazzetta di
// Parma"), in the languages of the corpus: words no person's name holds
// ("Post", "Star", "Mirror" or "Globe" do, and stay out).
var authorOutletWords = authorSet(`ledger gazette gazzetta times herald tribune journal chronicle courier sentinel
	examiner dispatch enquirer inquirer zeitung anzeiger rundschau nachrichten tageblatt kurier gazeta diario diário
	jornal courrier quotidien dagblad tidning`)

// authorInstitutionWords open or end, in lower case, the name of a
// university or an institute ("Université de Tours", "Tulane University",
// "Instituto Butantan"): after an academic's full name in a byline
// ("Par Claire Mounier, maîtresse de conférences, Université de Tours"),
// where the writer works, as a company is.
var authorInstitutionWords = authorSet(`university universität université universidad universidade università universiteit
	universitet uniwersytet univerzita yliopisto egyetem college hochschule institute institut instituto istituto`)

// authorIsDigitBrand reports a word of letters and digits, at least one
// of each: an outlet's brand ("g1", "rbb24", "3sat"), not a date or a
// count.
func authorIsDigitBrand(w string) bool {
	letters, digits := 0, 0
	for _, r := range w {
		switch {
		case unicode.IsLetter(r):
			letters++
		case unicode.IsDigit(r):
			digits++
		default:
			return false
		}
	}
	return letters > 0 && digits > 0
}

// authorCompanySuffixes end, in lower case, the names of companies and
// media groups.
var authorCompanySuffixes = authorSet(`group gruppe groupe grupo gruppo ltd limited inc incorporated corp corporation
	plc llc gmbh kg ag holdings newspapers publications publishing verlag`)

// authorIsAcronym reports an organization's initials in a role: "WCI
// Columnist", "ACLU Staff Attorney".
func authorIsAcronym(w string) bool {
	n := utf8.RuneCountInString(w)
	if n < 2 || n > 5 {
		return false
	}
	for _, r := range w {
		if !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// elidedPrefixes are the Italian prepositions and "Sant'" that a
// surname or a place keeps before an apostrophe, its next word
// capitalized: "Dell'Acqua", "Dall'Oglio", "Sant'Angelo".
var elidedPrefixes = authorSet(`dell dall nell sull sant`)

// authorTitleCase rewrites an all-capital name of two or more words
// ("JOHN SMITH", "AMELIA THOMSON-DEVEAUX") in title case. A single
// all-capital token is kept: it is usually an acronym such as "AFP".
func authorTitleCase(s string) string {
	if len(strings.Fields(s)) < 2 {
		return s
	}
	cased := 0
	for _, r := range s {
		if unicode.IsLower(r) {
			return s
		}
		if unicode.IsUpper(r) {
			cased++
		}
	}
	if cased < 2 {
		return s
	}
	var b strings.Builder
	start, run := true, 0 // run: letters since the word's start
	for i, r := range s {
		if start {
			b.WriteRune(unicode.ToTitle(r))
		} else {
			b.WriteRune(unicode.ToLower(r))
		}
		// After an apostrophe only a one-letter prefix's name is
		// capitalized: "O'Brien", "D'Angelo", but "Ndung'u", "Ng'ang'a";
		// so is an Italian elided preposition's or saint's ("Dell'Acqua",
		// "Sant'Angelo").
		start = r == ' ' || r == '-' || (r == '\'' || r == '’') && (run == 1 || run == 4 && elidedPrefixes[strings.ToLower(s[i-4:i])])
		if r == ' ' || r == '-' {
			run = 0
		} else {
			run++
		}
	}
	return b.String()
}

// authorDateField matches a date field after a byline's names: a word
// of letters closed by a colon, then the date's digits. A label that is
// a phrase ("Zuletzt aktualisiert:", "Last updated:", "Fecha de
// publicación:") ends the names where the phrase begins.
var authorDateField = regexp.MustCompile(`([^\s:])\s+(?:(?i:last|latest|zuletzt|erstellt|reading|read|laatst|atualizado|fecha|date|data|última|ultima|ultimo|último)\s+(?:\p{Ll}[\p{L}\p{M}.-]*\s+)?\p{L}[\p{L}\p{M}.-]*|\p{L}[\p{L}\p{M}.-]*):\s*\d`)

// authorDateFieldIndex is authorDateField's submatch index in s, run
// only when s holds the colon it needs.
func authorDateFieldIndex(s string) []int {
	if strings.IndexByte(s, ':') < 0 {
		return nil
	}
	return authorDateField.FindStringSubmatchIndex(s)
}

// authorNoiseWords start the part of a byline that is no longer a name.
var authorNoiseWords = authorSet(`updated update published posted modified edited editing sponsored advertisement
	anzeige werbung publiziert erschienen stand
	veröffentlicht aktualisiert aktualisierung publié publiée modifié publicado actualizado actualización
	pubblicato aggiornato gepubliceerd bijgewerkt publicerad uppdaterad publisert oppdatert publiceret opdateret
	julkaistu päivitetty opublikowano zaktualizowano publikováno aktualizováno yayınlanma güncelleme güncellendi
	опубликовано обновлено опубліковано оновлено 기사입력 입력 수정 승인 등록
	share follow email e-mail twitter facebook linkedin instagram tagged
	פורסם עודכן نشر نُشر تحديث انتشار δημοσιεύθηκε ενημερώθηκε`)

// authorIsDayAbbrev reports a weekday's abbreviation with its period:
// "Do.", "Thu.".
func authorIsDayAbbrev(w string) bool {
	lw := strings.ToLower(strings.TrimRight(w, ","))
	return strings.HasSuffix(lw, ".") && authorDayAbbrevs[strings.TrimSuffix(lw, ".")]
}

// authorDayAbbrevs are weekdays shortened to two or three letters.
var authorDayAbbrevs = authorSet(`mon tue tues wed thu thur thurs fri sat sun mo di mi do fr sa so lun mar mer jeu ven sam dim mié jue vie sáb dom
	dl dt dc dj dv ds dg`)

// authorDangling are words left hanging before a cut date: "on", "am",
// "le", and the words that open a relative time ("hace 3 horas", "vor 2
// Stunden", "il y a 5 min", "prije 3 sata").
var authorDangling = authorSet(`on am at um le el la il den der de du à a the op om le på kl klo last zuletzt
	hace há vor y acum fa prije pre för تاریخ
	monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri sat sun
	montag dienstag mittwoch donnerstag freitag samstag sonntag
	lundi mardi mercredi jeudi vendredi samedi dimanche
	lunes martes miércoles jueves viernes sábado domingo
	dilluns dimarts dimecres dijous divendres dissabte diumenge diluns dimars dimècres dijòus dimenge lo
	lunedì martedì mercoledì giovedì venerdì maandag dinsdag woensdag donderdag vrijdag zaterdag zondag
	segunda-feira terça-feira quarta-feira quinta-feira sexta-feira
	poniedziałek wtorek środa czwartek piątek sobota niedziela
	понедельник вторник среда четверг пятница суббота воскресенье
	pazartesi salı çarşamba perşembe cumartesi
	الاثنين الثلاثاء الأربعاء الخميس الجمعة السبت الأحد
	mo di mi do fr sa so lun mar mer jeu ven sam dim mié jue vie sáb dom`)

// authorJunkPrefixes start link labels that sit next to bylines.
var authorJunkPrefixes = []string{"more articles", "more from", "more by", "all posts", "all articles",
	"view all", "see all", "read more", "alle artikel", "mehr von", "mehr artikel", "weitere artikel",
	"tous les articles", "plus d'articles", "más artículos", "no author", "more ", "zeige alle", "alle beiträge",
	"alle artikel", "view profile", "about the author", "über den autor", "über die autorin", "follow "}

// authorPlacePrepositions start a part that says where a post was filed
// ("from Washington", "de Brasília", "aus Berlin"), not who wrote it; in
// lower case they never begin a name given in full.
var authorPlacePrepositions = authorSet(`in on at from im auf bei aus dans sur en à depuis de desde em da dalla uit fra från z из`)

// authorParticles are the lower-case words inside names; "dela", "delos"
// and "delas" are Filipino ("Maria Cristina dela Cruz", "Juan delos
// Santos").
var authorParticles = authorSet(`von van der den de da di du del della la le dos das do bin ibn al el ter ten zu y e dela delos delas`)

// authorIsCredential reports a degree such as "PhD", "MD" or "RD". A
// short one must be written in capitals, so that surnames such as "Ma"
// stay.
func authorIsCredential(w string) bool {
	if !authorCredentials[strings.ToLower(w)] {
		return false
	}
	upper := 0
	for _, r := range w {
		if unicode.IsUpper(r) {
			upper++
		}
	}
	return upper >= 2 || strings.Contains(w, ".") || utf8.RuneCountInString(w) > 3
}

// authorCredentials are degrees written after a name.
var authorCredentials = authorSet(`md phd ph.d mba rn dds dmd cfa cfp cfp® cpa esq jd mph msc bsc lcsw facs facp
	ms ma rd rdn ldn fand cepf cpp psp dvm np cscs cssd cdces cde mpa msw lmft lpc psyd edd dnp aprn fnp pharmd
	dpt ncsf acsm nasm cpt ibclc faan facog facc faap mbbs frcp frcs ccrn bsn msn crna cfre chfc clu ricp aif`)

// authorLabelWords make a text before a colon a byline label.
var authorLabelWords = authorSet(`text texte texto testo tekst foto fotos photo photos bild bilder autor autorin
	autoren author authors auteur auteurs autore autori by von par por door av af reporter reporting redaktion
	redakteur redakteurin interview video grafik illustration words story written editor editing recherche
	quelle source fuente fonte credit credits crédit crédits ảnh bài автор фото текст yazar muhabir 글 사진
	作者 文 撰文 記者 记者 编辑 著者 写真 撮影 摄影 攝影 图 圖 聞き手 取材 構成 published updated veröffentlicht aktualisiert`)

// authorPictureWords are the labels of authorLabelWords that credit a
// picture, a video or a graphic, not the text.
var authorPictureWords = authorSet(`foto fotos photo photos bild bilder video grafik illustration credit credits
	crédit crédits ảnh фото 사진 写真 撮影 摄影 攝影 图 圖`)

// authorMonthWords are the month names the date scanners know.
var authorMonthWords = func() map[string]struct{} {
	m := map[string]struct{}{}
	for _, names := range dateMonthNames {
		for _, n := range strings.Fields(names) {
			m[strings.ToLower(n)] = struct{}{}
		}
	}
	return m
}()

// authorCJKRoles follow a name in Korean, Chinese and Japanese bylines.
var authorCJKRoles = authorSet(`기자 특파원 记者 記者 特派員 编辑 編集委員`)

// authorFunctionWords mark an institution or a phrase, not a person.
var authorFunctionWords = authorSet(`for of the and from to in on at with für mit pour avec con per und et`)

// authorRoleNouns are job titles, in the languages Byline crawls, with
// the offices and forum ranks a byline names after a person the same way
// ("Ufficio Progetti", "Press Office", "Site Admin").
var authorRoleNouns = authorSet(`reporter correspondent editor writer contributor journalist photographer columnist
	reporters correspondents editors writers contributors journalists photographers columnists
	author staffer producer anchor analyst expert specialist reviewer consultant strategist founder co-founder ceo cto cfo
	director manager president professor coordinator winemaker marketer engineer developer designer scientist
	researcher officer owner partner attorney lawyer physician nurse dietitian nutritionist therapist coach
	educator instructor trainer chef pharmacist veterinarian psychologist counselor advisor adviser planner
	economist historian strategist vp evp svp cmo coo cio cso secretary treasurer chairman chairwoman
	curator curators archivist librarian lecturer kurator kuratorin archivar archivarin bibliothekar bibliothekarin
	conservateur conservatrice professeur professeure curador curadora profesor profesora catedrático catedrática
	curatore curatrice docente conservator conservatrix hoogleraar
	redner rednerin leiter leiterin projektleiter projektleiterin sprecher sprecherin pressesprecher pressesprecherin
	referent referentin geschäftsführer geschäftsführerin vorsitzender vorsitzende präsident präsidentin direktor
	direktorin professorin dozent dozentin
	redakteur redakteurin korrespondent korrespondentin reporterin journalistin fotograf fotografin kolumnist
	kolumnistin chefredakteur chefredakteurin volontär volontärin mitarbeiter mitarbeiterin gastautor gastautorin
	collaboration collaborateur collaboratrice colaboración colaborador colaboradora colaboração collaborazione
	collaboratore medewerker freelancer
	rédacteur rédactrice journaliste correspondant correspondante envoyé envoyée photographe chroniqueur chroniqueuse
	redactor redactora corresponsal periodista fotógrafo fotógrafa columnista
	giornalista corrispondente redattore redattrice inviato inviata
	jornalista repórter correspondente repórteres reporteros reporteras corresponsales correspondentes
	reporters correspondents enviados enviadas
	redacteur verslaggever correspondente fotograaf
	redaktör reporter skribent redaktør journalist toimittaja dziennikarz dziennikarka redaktor redaktorka
	korespondent korespondentka muhabir editör
	корреспондент журналист журналистка редактор обозреватель кореспондент журналіст
	gohebydd golygydd newyddiadurwr newyddiadurwraig
	avocat avocate avocats avocates abogado abogada abogados avvocato avvocata avvocati advocaat advocaten anwalt anwältin
	moderator moderators administrator admin moderatorin modérateur modératrice moderador moderadora moderatore
	office department ufficio abteilung bureau oficina departamento département dipartimento afdeling`)

// authorRoleModifiers qualify a role: "Senior", "Staff", "Leitender",
// and the branch, desk or board a post serves: "Branch Manager", "Site
// Admin", "Patient Information Nurse", "avocats associés".
var authorRoleModifiers = authorSet(`staff senior chief contributing associate deputy managing executive special
	political foreign science sports business tech technology health news digital freelance guest national
	international economics economic political investigative data video audio photo web online local
	sr jr assistant lead head former editor-in-chief print education culture arts food travel opinion politics world
	environment climate finance markets entertainment music film books legal crime features weather medical
	religion education content marketing product sales social media communications seo brand growth software
	research clinical certified registered licensed general human resources hr product-marketing
	leitender leitende stellvertretender stellvertretende freier freie
	spécial spéciale principal principale
	programme program project field
	branch regional area district store account client customer operations property lettings practice press
	site global forum board patient information
	associé associée associés associées asociado asociada asociados associato associata associati`)

// authorBare are words that are never a byline on their own.
var authorBare = authorSet(`by von par por door av af and und et share follow more mehr plus email
	name author authors autor autoren autorin auteur null none undefined unknown admin administrator webmaster
	the-author written-by about-the-author website homepage`)

// authorSet is setOf for a space-separated word list.
func authorSet(words string) map[string]bool { return setOf(strings.Fields(words)...) }

// metadataNameForms returns names with each one that differs from a name
// of the page's metadata only in its words' endings replaced by the
// metadata's form: an inflected language's byline declines the name
// ("Της Μαρίας Παπαδοπούλου", of Maria Papadopoulou; Polish "Rozmawiał
// z Janem Kowalskim") where meta and JSON-LD give it in the nominative,
// the form the name is cited by.
func metadataNameForms(names, meta []string) []string {
	var out []string
	for i, n := range names {
		if slices.Contains(meta, n) {
			continue // the metadata's own form already: another co-author's near name is another person
		}
		for _, m := range meta {
			if !slices.Contains(names, m) && sameWordsUpToEndings(n, m) {
				if out == nil {
					out = slices.Clone(names)
				}
				out[i] = m
				break
			}
		}
	}
	if out == nil {
		return names
	}
	return out
}

// sameWordsUpToEndings reports two names of as many words, each pair of
// words the same but for up to their last two letters after a shared
// stem of four or more: "Μαρίας"/"Μαρία", "Janem"/"Jan" is too short a
// stem, so "Ann Lee" and "Anna Lee", two names, stay apart.
func sameWordsUpToEndings(a, b string) bool {
	wa, wb := strings.Fields(strings.ToLower(a)), strings.Fields(strings.ToLower(b))
	if len(wa) != len(wb) || len(wa) < 2 {
		return false
	}
	for i := range wa {
		ra, rb := []rune(wa[i]), []rune(wb[i])
		p := 0
		for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
			p++
		}
		if p == len(ra) && p == len(rb) {
			continue
		}
		if p < 4 || len(ra)-p > 2 || len(rb)-p > 2 {
			return false
		}
	}
	return true
}

// tagalogByline reports a byline in Tagalog on a page that does not say
// its language: "Ni" (by) before a full name, and "at" (and) before
// another full name: "Ni Juan Dela Cruz at Maria Santos". An English
// reporter's venue after "at" ("By Henry Winter at Wembley") has no "Ni".
func tagalogByline(s string) bool {
	rest, ok := strings.CutPrefix(strings.TrimSpace(s), "Ni ")
	if !ok {
		return false
	}
	first, second, ok := strings.Cut(rest, " at ")
	a, b := strings.Fields(first), strings.Fields(second)
	return ok && len(a) >= 2 && len(b) >= 2 && allCapitalized(a) && allCapitalized(b)
}
