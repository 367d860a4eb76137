package crawl

import (
	"hash/fnv"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/net/html"
)

// simHashReference is SimHash as first written (strings.FieldsFunc,
// joined shingles, hash/fnv). Stored page records carry SimHashes, so a
// faster SimHash must give the same bits or every page would look changed.
func simHashReference(text string) uint64 {
	words := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsNumber(r)
	})
	if len(words) == 0 {
		return 0
	}
	var v [64]int
	add := func(s string) {
		h := fnv.New64a()
		h.Write([]byte(s))
		x := h.Sum64()
		for i := range 64 {
			if x&(1<<i) != 0 {
				v[i]++
			} else {
				v[i]--
			}
		}
	}
	if len(words) < 3 {
		add(strings.Join(words, " "))
	}
	for i := 0; i+3 <= len(words); i++ {
		add(words[i] + " " + words[i+1] + " " + words[i+2])
	}
	var out uint64
	for i := range 64 {
		if v[i] > 0 {
			out |= 1 << i
		}
	}
	return out
}

func TestSimHashMatchesReference(t *testing.T) {
	texts := []string{
		"", " ", "...", "one", "One two", "  one, two! ", "one two three", "one two three four",
		"The council approved the new flood barrier after a long debate about costs.",
		"Thành phố Hà Nội hôm nay công bố kế hoạch mở rộng mạng lưới xe buýt điện.",
		"서울시는 오늘 한강 다리의 보수 공사를 다음 달 말까지 모두 마치겠다고 발표했다.",
		"İSTANBUL'DA KIŞ GÜNEŞİ ve Ärger über ÖL-PREISE, 2026: 3,5 % mehr",
		"東京都は今日、新しい防潮堤の工事を発表した。",
		"tab\tand\nnew\r\nlines\u00a0nbsp\u2003em space",
		"invalid \xff\xfe utf-8 \xc3 bytes",
		strings.Repeat("word ", 1000),
	}
	// Random texts from an alphabet of letters, digits, separators and
	// runes whose lower case differs in length.
	alphabet := []rune("aAbZ09 .,\t\nßİẞÄäöđĐ한東\u00a0\u0307-'")
	rng := rand.New(rand.NewPCG(1, 2))
	for range 500 {
		r := make([]rune, rng.IntN(2000))
		for i := range r {
			r[i] = alphabet[rng.IntN(len(alphabet))]
		}
		texts = append(texts, string(r))
	}
	// ASCII-only texts, which SimHash reads byte by byte and lower-cases
	// as it hashes, and every ASCII byte with capitals around it.
	ascii := []rune("aAbZz09 .,\t\n-'@[`{/:")
	for range 500 {
		r := make([]rune, rng.IntN(2000))
		for i := range r {
			r[i] = ascii[rng.IntN(len(ascii))]
		}
		texts = append(texts, string(r))
	}
	for c := range 128 {
		texts = append(texts, "Ab "+string(rune(c))+"CD e"+string(rune(c))+"F G")
	}
	for _, s := range texts {
		if got, want := SimHash(s), simHashReference(s); got != want {
			t.Errorf("SimHash(%q) = %016x, reference %016x", s, got, want)
		}
	}
}

// TestVisibleTextSimHash checks that hashing a page's text node by node
// gives SimHash(VisibleText(doc)): pages cut from mixed-case, multilingual
// and broken texts at random places into elements, scripts and styles.
func TestVisibleTextSimHash(t *testing.T) {
	alphabet := []rune("aAbZ09 .,\t\nßİẞÄäöđĐ한東\u00a0\u0307-'<>&")
	tags := []string{"p", "b", "div", "script", "style", "span", "noscript", "td"}
	rng := rand.New(rand.NewPCG(3, 4))
	pages := []string{"", "<p>one</p>", "<p>One</p><p>Two</p>", "<head><title>Not Seen</title></head><p>a b c d</p>",
		"<p>invalid \xff\xfe utf-8</p><p>\xc3 BYTES</p>"}
	for range 300 {
		var b strings.Builder
		for range rng.IntN(30) {
			tag := tags[rng.IntN(len(tags))]
			r := make([]rune, rng.IntN(200))
			for i := range r {
				r[i] = alphabet[rng.IntN(len(alphabet))]
			}
			b.WriteString("<" + tag + ">" + string(r) + "</" + tag + ">")
		}
		pages = append(pages, b.String())
	}
	for _, page := range pages {
		doc, err := html.Parse(strings.NewReader(page))
		if err != nil {
			t.Fatal(err)
		}
		if got, want := VisibleTextSimHash(doc), SimHash(VisibleText(doc)); got != want {
			t.Errorf("VisibleTextSimHash = %016x, SimHash(VisibleText) %016x, page %q", got, want, page)
		}
	}
}

// BenchmarkSimHash hashes an article-sized text:
//
//	go test -run '^$' -bench SimHash -benchmem ./crawl/
func BenchmarkSimHash(b *testing.B) {
	text := strings.Repeat("The harbour authority said on Monday that the new flood barrier would be finished before the winter storms. ", 40)
	b.Run("current", func(b *testing.B) {
		for b.Loop() {
			SimHash(text)
		}
	})
	b.Run("reference", func(b *testing.B) {
		for b.Loop() {
			simHashReference(text)
		}
	})
}
