package bleve

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func memoryIndex(t *testing.T) *Index {
	t.Helper()
	x, err := OpenMemory()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { x.Close() })
	return x
}

func TestHighlighterFragments(t *testing.T) {
	x := memoryIndex(t)
	long := strings.Repeat("Filler words about nothing in particular. ", 12)
	tests := []struct {
		name, query, text string
		n                 int
		want              []string
	}{
		{"short text whole", "lantern", "The Lantern festival & parade", 1,
			[]string{"The <mark>Lantern</mark> festival &amp; parade"}},
		{"accents fold both ways", "ha noi", "Mưa lớn ở Hà Nội hôm nay", 1,
			[]string{"Mưa lớn ở <mark>Hà</mark> <mark>Nội</mark> hôm nay"}},
		{"accented query", "Hà Nội", "Flights to Ha Noi resume", 1,
			[]string{"Flights to <mark>Ha</mark> <mark>Noi</mark> resume"}},
		{"stop words unmarked", "the harbour", "Boats in the harbour", 1,
			[]string{"Boats in the <mark>harbour</mark>"}},
		{"no match", "zebra", "Boats in the harbour", 1, nil},
		{"long text cut with ellipses", "harbour", long + "The harbour froze. " + long, 1,
			[]string{"<mark>harbour</mark> froze."}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := x.newHighlighter(tc.query).fragments(tc.text, tc.n)
			if len(got) != len(tc.want) {
				t.Fatalf("fragments = %q, want %q", got, tc.want)
			}
			for i := range got {
				if !strings.Contains(got[i], tc.want[i]) {
					t.Errorf("fragment %d = %q, want it to contain %q", i, got[i], tc.want[i])
				}
			}
		})
	}
}

func TestHighlighterLongText(t *testing.T) {
	x := memoryIndex(t)
	filler := strings.Repeat("Filler words about nothing in particular. ", 20)
	text := filler + "Storm hits the coast. " + filler + "Coast guard rescues storm victims. " + filler
	got := x.newHighlighter("storm coast").fragments(text, 3)
	if len(got) != 2 {
		t.Fatalf("fragments = %q, want two (one per place the words occur)", got)
	}
	for _, f := range got {
		if !strings.HasPrefix(f, "…") || !strings.HasSuffix(f, "…") {
			t.Errorf("fragment %q cuts the text without ellipses", f)
		}
		if n := len(f); n > fragmentBytes+fragmentLead+64 {
			t.Errorf("fragment is %d bytes, want about %d", n, fragmentBytes)
		}
		if strings.Count(f, "<mark>") != 2 {
			t.Errorf("fragment %q: want both words marked", f)
		}
	}
	// Text without spaces is cut between characters, never inside one.
	cjk := strings.Repeat("東京都の天気は晴れです。", 40) + "台風が来ます。" + strings.Repeat("東京都の天気は晴れです。", 40)
	frags := x.newHighlighter("台風").fragments(cjk, 1)
	if len(frags) != 1 || !strings.Contains(frags[0], "<mark>") {
		t.Fatalf("CJK fragments = %q, want one with a mark", frags)
	}
	for _, f := range frags {
		if !utf8.ValidString(f) || len(f) > fragmentBytes+fragmentLead+64 {
			t.Errorf("CJK fragment %q: invalid UTF-8 or too long (%d bytes)", f, len(f))
		}
	}
	if x.newHighlighter("") != nil || x.newHighlighter("the a") != nil {
		t.Error("a query without terms should give no highlighter")
	}
	var none *highlighter
	if none.fragments(text, 1) != nil {
		t.Error("a nil highlighter should mark nothing")
	}
}

// BenchmarkHighlight marks a two-word query in a 10 KB body, about what
// each of a page's ten hits costs: a Vietnamese-English body with a match
// in every sentence, and an English one where the words stand twice.
func BenchmarkHighlight(b *testing.B) {
	x, err := OpenMemory()
	if err != nil {
		b.Fatal(err)
	}
	defer x.Close()
	plain := strings.Repeat("Officials said on Monday that the council would vote next week, after months of debate. ", 60)
	for _, tc := range []struct{ name, body string }{
		{"dense", strings.Repeat("Officials in Hà Nội said the plan, announced on Monday, would cost about $2 billion. ", 120)},
		{"sparse", plain + "The plan would cost $2 billion. " + plain + "Critics said the plan would cost more. " + plain},
	} {
		b.Run(tc.name, func(b *testing.B) {
			h := x.newHighlighter("plan cost")
			b.SetBytes(int64(len(tc.body)))
			for range b.N {
				if len(h.fragments(tc.body, maxFragments)) == 0 {
					b.Fatal("no fragment")
				}
			}
		})
	}
}
