package eval

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestTokensFollowPythonWord(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"Hà Nội, 2026!", []string{"Hà", "Nội", "2026"}},
		{"snake_case x-y", []string{"snake_case", "x", "y"}},
		{"Straße ½ ٣", []string{"Straße", "½", "٣"}}, // No and Nd count as word characters
	}
	for _, tc := range tests {
		got := Tokens(tc.in)
		if !equalTokens(got, tc.want) {
			t.Errorf("Tokens(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if got := TokensCJK("東京abc 서울 x"); !equalTokens(got, []string{"東", "京", "abc", "서", "울", "x"}) {
		t.Errorf("TokensCJK = %q", got)
	}
}

func TestBodyScoreBySpec(t *testing.T) {
	// gold: a b c d e  → shingles abcd, bcde
	// pred: a b c d x  → shingles abcd, bcdx → tp 1, fp 1, fn 1
	s := scoreBody(Tokens("a b c d e"), Tokens("a b c d x"))
	if !near(s.p, 0.5) || !near(s.r, 0.5) || !s.inP || !s.inR || s.exact {
		t.Errorf("partial overlap: %+v", s)
	}
	// Fewer than four tokens: one shingle of all of them.
	if s := scoreBody(Tokens("a b"), Tokens("a b")); !near(s.p, 1) || !s.exact {
		t.Errorf("short identical: %+v", s)
	}
	// An empty prediction lowers R̄ but stays out of P̄.
	s = scoreBody(Tokens("a b c d e"), nil)
	if s.inP || !s.inR || s.r != 0 {
		t.Errorf("empty prediction: %+v", s)
	}
	var agg BodyScore
	agg.add(scoreBody(Tokens("a b c d e"), Tokens("a b c d e"))) // P=R=1
	agg.add(scoreBody(Tokens("a b c d e"), nil))                 // R=0, not in P̄
	agg.finish()
	// P̄ = 1, R̄ = 0.5, F1 = 2·1·0.5/1.5
	if !near(agg.P, 1) || !near(agg.R, 0.5) || !near(agg.F1, 2.0/3) || !near(agg.Exact, 0.5) {
		t.Errorf("aggregate = P %v R %v F1 %v exact %v", agg.P, agg.R, agg.F1, agg.Exact)
	}
	// Repeated shingles count as a multiset.
	s = scoreBody(Tokens("a b c d a b c d"), Tokens("a b c d"))
	// gold shingles: abcd×2, bcda, cdab, dabc; pred abcd → tp1 fp0 fn4
	if !near(s.p, 1) || !near(s.r, 0.2) {
		t.Errorf("multiset: %+v", s)
	}
}

func TestSnippets(t *testing.T) {
	var c Counts
	scoreSnippets(&c, []string{"quick  brown", "lazy dog"}, []string{"Subscribe now", "cookie"}, "The quick\nbrown fox. Subscribe now!", true)
	if c != (Counts{TP: 1, FN: 1, FP: 1, TN: 1}) {
		t.Errorf("counts = %+v", c)
	}
	var missing Counts
	scoreSnippets(&missing, []string{"x"}, []string{"y"}, "", false)
	if missing != (Counts{FN: 1, TN: 1}) {
		t.Errorf("missing body counts = %+v", missing)
	}
}

func TestDate(t *testing.T) {
	s := func(v string) *string { return &v }
	var c Counts
	scoreDate(&c, s("2024-05-03T15:47:42+00:00"), "2024-05-03") // tp
	scoreDate(&c, s("2024-05-03"), "2024-05-02T23:00:00-02:00") // fp: no tz conversion
	scoreDate(&c, nil, "")                                      // tn
	scoreDate(&c, nil, "2024-01-01")                            // fp
	scoreDate(&c, s("2024-05-03"), "")                          // fn
	if c != (Counts{TP: 1, FP: 2, TN: 1, FN: 1}) {
		t.Errorf("counts = %+v", c)
	}
	if !near(c.F1(), 2.0/5) || !near(c.Accuracy(), 2.0/5) {
		t.Errorf("F1 %v accuracy %v", c.F1(), c.Accuracy())
	}
}

func TestTitle(t *testing.T) {
	if ex, f1 := scoreTitle("Ｈello  World", " Hello World"); !ex || !near(f1, 1) {
		t.Errorf("NFKC and spaces: exact %v f1 %v", ex, f1)
	}
	if ex, f1 := scoreTitle("a b c d", "a b"); ex || !near(f1, 2*1*0.5/1.5) {
		t.Errorf("partial: exact %v f1 %v", ex, f1)
	}
	if ex, f1 := scoreTitle("a", ""); ex || f1 != 0 {
		t.Errorf("empty: exact %v f1 %v", ex, f1)
	}
}

func TestAuthors(t *testing.T) {
	if got := NormName("By  JOSÉ O'Neil"); got != "josé o neil" {
		t.Errorf("NormName = %q", got)
	}
	var c Counts
	if !scoreAuthors(&c, []string{"Ann Lee", "Bo Chen"}, []string{"by ann lee", "BO CHEN"}) {
		t.Error("same names not an exact set")
	}
	if scoreAuthors(&c, []string{}, []string{"Someone"}) {
		t.Error("gold [] matched a non-empty prediction")
	}
	if !scoreAuthors(&c, []string{}, nil) {
		t.Error("gold [] did not match an empty prediction")
	}
	if c != (Counts{TP: 2, FP: 1}) {
		t.Errorf("counts = %+v", c)
	}
}

func TestSplitAuthors(t *testing.T) {
	tests := map[string][]string{
		"Ann Lee; Bo Chen":                     {"Ann Lee", "Bo Chen"},
		"Ann Lee and Bo Chen":                  {"Ann Lee", "Bo Chen"},
		"Simon and Garfunkel":                  {"Simon and Garfunkel"},
		"Jane Doe, MD":                         {"Jane Doe"},
		"Max Muster und Erika Mustermann | AP": {"Max Muster", "Erika Mustermann", "AP"},
	}
	for in, want := range tests {
		if got := SplitAuthors(in); !equalTokens(got, want) {
			t.Errorf("SplitAuthors(%q) = %q, want %q", in, got, want)
		}
	}
}
