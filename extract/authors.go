package extract

import (
	"regexp"
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
	lang = dateLangBase(lang)
	var out []string
	seen := map[string]bool{}
	for _, r := range raw {
		for _, name := range authorNames(r, lang) {
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
	authorLinks = regexp.MustCompile(`(?i)[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?://|www\.)\S+|(?:^|\s)@[\w.]+`)
	// authorSeparators split a byline into parts; every part is a name, a
	// role or noise. A dash separates only with spaces around it, so that
	// "Jean-Luc" stays whole.
	authorSeparators = regexp.MustCompile(`[,;|/·•\n\r\v\f、，；]|[ \t][-–—]+[ \t]|^[-–—]+[ \t]|[ \t][-–—]+$`)
)

// authorNames cleans one raw string into names.
func authorNames(raw, lang string) []string {
	s := norm.NFC.String(raw)
	s = strings.Map(func(r rune) rune {
		if r == '\u00a0' || r == '\u202f' || r == '\u2009' {
			return ' '
		}
		if r == '\u200b' || r == '\u200e' || r == '\u200f' || r == '\ufeff' {
			return -1
		}
		return r
	}, s)
	for prev := ""; prev != s; { // nested brackets, innermost first
		prev = s
		s = authorBrackets.ReplaceAllString(s, " ")
	}
	s = authorLinks.ReplaceAllString(s, " ")

	segs := authorSeparators.Split(s, -1)
	if authorIsProse(s) {
		// A bio: only a byline at its head ("By Alex Heath, a deputy
		// editor and author of …") is worth keeping.
		head := authorCutNoise(authorStripMarkers(strings.Join(strings.Fields(segs[0]), " ")))
		if !authorNameLike(strings.Fields(head)) {
			return nil
		}
		segs = []string{head}
	}

	type part struct {
		name string
		role bool
	}
	var parts []part
	for _, seg := range segs {
		seg = strings.Join(strings.Fields(seg), " ")
		if authorIsJunk(seg) {
			continue
		}
		seg = authorCutNoise(authorStripMarkers(seg))
		if seg == "" {
			continue
		}
		for _, name := range authorSplitConjunctions(seg, lang) {
			name = authorTrim(authorStripMarkers(name))
			role := authorIsRole(name)
			if !role {
				name = authorTrim(authorStripTitles(name))
			}
			if !authorValid(name) {
				continue
			}
			parts = append(parts, part{authorTitleCase(name), role})
		}
	}
	// A role is dropped when it follows a name ("Jane Doe, Staff
	// Reporter"); a byline that is nothing but a role is all we have.
	var names, roles []string
	for _, p := range parts {
		if p.role {
			roles = append(roles, p.name)
		} else {
			names = append(names, p.name)
		}
	}
	if len(names) == 0 {
		return roles
	}
	return names
}

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
			if !ok || rest != "" && rest[0] != ' ' && rest[0] != ':' {
				continue // "Byrne", "Vonnegut"
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
		if w, rest, ok := strings.Cut(s, " "); ok && (authorConjunctions[w] != "" || w == "&" || w == "and") {
			s = rest // "and Jonas Jaegermeyer", left over from a line break
		}
		if s == prev {
			return s
		}
	}
}

// authorStripLabel handles a label ending in a colon. A known label
// ("Text und Fotos:", "Autorin:") or a one-word label is removed; any
// other text before a colon is kept and what follows it dropped, as in
// "Jane Doe: Reporter".
func authorStripLabel(s string) string {
	i := strings.IndexByte(s, ':')
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

// authorCutPrefixFold removes prefix from s, ignoring case.
func authorCutPrefixFold(s, prefix string) (string, bool) {
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

// authorMarker is a lower-case word or phrase that introduces a byline.
type authorMarker struct {
	text     string
	particle bool // also a surname particle: "Di Maria", "von Trier"
}

// authorMarkers are ordered longest first, so that "written by" wins over "by".
var authorMarkers = []authorMarker{
	{"additional reporting by", false}, {"text und fotos", false}, {"text and photos", false},
	{"reporting by", false}, {"written by", false}, {"editing by", false}, {"compiled by", false},
	{"photos by", false}, {"photo by", false}, {"interview by", false},
	{"words by", false}, {"story by", false}, {"edited by", false}, {"posted by", false}, {"published by", false},
	{"text by", false}, {"texto de", false}, {"viết bởi", false}, {"tác giả", false},
	{"autorin", false}, {"author", false}, {"autor", false}, {"auteur", false}, {"автор", false}, {"фото", false},
	{"by", false}, {"par", false}, {"por", false}, {"door", false}, {"av", false}, {"af", false}, {"bởi", false},
	{"von", true}, {"di", true}, {"da", true},
}

// authorCutNoise cuts a part at the first date, time, count or label
// such as "Updated", and drops what dangles before the cut ("Jane Doe, on
// May" of "Jane Doe, on May 3, 2024").
func authorCutNoise(s string) string {
	words := strings.Fields(s)
	cut := len(words)
	for i, w := range words {
		lw := strings.ToLower(strings.Trim(w, ".,:;!?\"'“”„«»"))
		if authorNoiseWords[lw] || authorHasLooseDigits(w) {
			cut = i
			break
		}
	}
	if cut == len(words) {
		return authorDropCJKRole(words)
	}
	words = words[:cut]
	for len(words) > 0 {
		lw := strings.ToLower(strings.Trim(words[len(words)-1], ".,:;"))
		if _, month := authorMonthWords[lw]; !month && !authorDangling[lw] {
			break
		}
		words = words[:len(words)-1]
	}
	return authorDropCJKRole(words)
}

// authorDropCJKRole drops the role that Korean, Chinese and Japanese
// bylines put after the name: "홍길동 기자".
func authorDropCJKRole(words []string) string {
	if n := len(words); n > 1 && authorCJKRoles[words[n-1]] {
		words = words[:n-1]
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
// name: "More articles by Claire", "on Deadspin", "in Gefühle".
func authorIsJunk(s string) bool {
	lower := strings.ToLower(s)
	for _, p := range authorJunkPrefixes {
		if strings.HasPrefix(lower, p) {
			return true
		}
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
	for len(words) > 1 && authorCredentials[strings.ToLower(strings.Trim(words[len(words)-1], ".,"))] {
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
	if noun && end >= 2 && end < len(words) {
		words = words[:end] // "Luxury Travel Expert" is left alone: one word would remain
	}
	return strings.Join(words, " ")
}

// authorHasLooseDigits reports digits that are not part of a handle such
// as "happyface313": a date, a time, a count.
func authorHasLooseDigits(w string) bool {
	if !strings.ContainsAny(w, "0123456789") {
		return false
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
	for i := 1; i < len(words)-1; i++ {
		conj := words[i]
		if !authorIsConjunction(conj, lang) {
			continue
		}
		left, right := words[:i], words[i+1:]
		if !authorNameLike(left) || !authorNameLike(right) {
			continue
		}
		short := utf8.RuneCountInString(conj) == 1 && conj != "&"
		if short && (len(left) < 2 || len(right) < 2) || !short && len(left) < 2 && len(right) < 2 {
			continue
		}
		return append([]string{strings.Join(left, " ")}, authorSplitConjunctions(strings.Join(right, " "), lang)...)
	}
	return []string{s}
}

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
var authorAmbiguousConjunctions = authorSet(`en i a ja та`)

// authorConjunctions maps each word for "and" to the languages using it.
var authorConjunctions = map[string]string{
	"und": "de", "et": "fr", "y": "es ca", "e": "pt it gl", "en": "nl af", "och": "sv",
	"og": "no nb nn da is", "i": "pl ca hr sr bs", "và": "vi", "и": "ru bg sr mk", "і": "uk", "та": "uk",
	"ve": "tr", "a": "cs sk", "ja": "fi et", "és": "hu", "și": "ro",
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
	return !authorBare[strings.ToLower(s)]
}

func authorIsCJK(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return dateIsCJK(r)
}

// authorIsRole reports a job title rather than a name: "Staff Reporter",
// "Redakteurin", "Korrespondent in Berlin", "CEO of Example".
func authorIsRole(s string) bool {
	words := strings.Fields(strings.ToLower(s))
	if len(words) == 0 {
		return false
	}
	if authorRoleNouns[strings.Trim(words[0], ".")] {
		return true
	}
	hasNoun := false
	for _, w := range words {
		w = strings.Trim(w, ".")
		switch {
		case authorRoleNouns[w]:
			hasNoun = true
		case authorRoleModifiers[w], authorFunctionWords[w]:
		default:
			return false
		}
	}
	return hasNoun
}

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
	start := true
	for _, r := range s {
		if start {
			b.WriteRune(unicode.ToTitle(r))
		} else {
			b.WriteRune(unicode.ToLower(r))
		}
		start = r == ' ' || r == '-' || r == '\'' || r == '’'
	}
	return b.String()
}

// authorNoiseWords start the part of a byline that is no longer a name.
var authorNoiseWords = authorSet(`updated update published posted modified edited editing sponsored advertisement
	anzeige werbung
	veröffentlicht aktualisiert aktualisierung publié publiée modifié publicado actualizado actualización
	pubblicato aggiornato gepubliceerd bijgewerkt publicerad uppdaterad publisert oppdatert publiceret opdateret
	julkaistu päivitetty opublikowano zaktualizowano publikováno aktualizováno yayınlanma güncelleme güncellendi
	опубликовано обновлено опубліковано оновлено
	share follow email e-mail twitter facebook linkedin instagram`)

// authorDangling are words left hanging before a cut date: "on", "am", "le".
var authorDangling = authorSet(`on am at um le el la il den der de du à a the op om le på kl klo
	monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri sat sun
	montag dienstag mittwoch donnerstag freitag samstag sonntag
	lundi mardi mercredi jeudi vendredi samedi dimanche
	lunes martes miércoles jueves viernes sábado domingo
	mo di mi do fr sa so lun mar mer jeu ven sam dim mié jue vie sáb dom`)

// authorJunkPrefixes start link labels that sit next to bylines.
var authorJunkPrefixes = []string{"more articles", "more from", "more by", "all posts", "all articles",
	"view all", "see all", "read more", "alle artikel", "mehr von", "mehr artikel", "weitere artikel",
	"tous les articles", "plus d'articles", "más artículos", "no author"}

// authorPlacePrepositions start a part that says where a post was filed,
// not who wrote it; in lower case they never begin a name.
var authorPlacePrepositions = authorSet(`in on at from im auf bei dans sur en`)

// authorParticles are the lower-case words inside names.
var authorParticles = authorSet(`von van der den de da di du del della la le dos das do bin ibn al el ter ten zu y e`)

// authorCredentials are degrees written after a name.
var authorCredentials = authorSet(`md phd ph.d mba rn dds dmd cfa cfp cfp® cpa esq jd mph msc bsc lcsw facs facp`)

// authorLabelWords make a text before a colon a byline label.
var authorLabelWords = authorSet(`text texte texto testo tekst foto fotos photo photos bild bilder autor autorin
	autoren author authors auteur auteurs autore autori by von par por door av af reporter reporting redaktion
	redakteur redakteurin interview video grafik illustration words story written editor editing recherche
	quelle source fuente fonte credit credits crédit crédits ảnh bài автор фото текст yazar muhabir 글 사진
	作者 文 撰文 記者 记者 编辑 著者 published updated veröffentlicht aktualisiert`)

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

// authorRoleNouns are job titles, in the languages Byline crawls.
var authorRoleNouns = authorSet(`reporter correspondent editor writer contributor journalist photographer columnist
	reporters correspondents editors writers contributors journalists photographers columnists
	author staffer producer anchor analyst expert specialist reviewer consultant strategist founder co-founder ceo cto cfo
	director manager president professor
	redakteur redakteurin korrespondent korrespondentin reporterin journalistin fotograf fotografin kolumnist
	kolumnistin chefredakteur chefredakteurin volontär volontärin mitarbeiter mitarbeiterin
	rédacteur rédactrice journaliste correspondant correspondante envoyé envoyée photographe chroniqueur chroniqueuse
	redactor redactora corresponsal periodista fotógrafo fotógrafa columnista
	giornalista corrispondente redattore redattrice inviato inviata
	jornalista repórter correspondente
	redacteur verslaggever correspondente fotograaf
	redaktör reporter skribent redaktør journalist toimittaja dziennikarz dziennikarka redaktor redaktorka
	korespondent korespondentka muhabir editör
	корреспондент журналист журналистка редактор обозреватель кореспондент журналіст`)

// authorRoleModifiers qualify a role: "Senior", "Staff", "Leitender".
var authorRoleModifiers = authorSet(`staff senior chief contributing associate deputy managing executive special
	political foreign science sports business tech technology health news digital freelance guest national
	international economics economic political investigative data video audio photo web online local
	sr jr assistant lead head former editor-in-chief print education culture arts food travel opinion politics world
	environment climate finance markets entertainment music film books legal crime features weather medical
	religion education
	leitender leitende stellvertretender stellvertretende freier freie
	spécial spéciale principal principale`)

// authorBare are words that are never a byline on their own.
var authorBare = authorSet(`by von par por door av af and und et share follow more mehr plus email
	name author authors autor autoren auteur null none undefined unknown admin administrator webmaster`)

func authorSet(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}
