package extract

import (
	"slices"
	"testing"
)

// TestBylineTextsAuthorBoxTitle checks that an author box's title that
// announces the writer ("この記事を書いた記者", "the reporter who wrote
// this article", probe51) is a label with the name on the next line, in
// the several forms Japanese, Chinese and Korean sites give it, and that
// a name with its role after it is still the name.
func TestBylineTextsAuthorBoxTitle(t *testing.T) {
	checkBylineTexts(t, "ja", []bylineTextsCase{
		{"reporter who wrote this article", `<div class="reporter-box"><p class="reporter-box__head">この記事を書いた記者</p><div><img src="/r/k.jpg" alt=""><p class="reporter-box__name">小林優斗（こばやし・ゆうと）</p></div></div>`, []string{"小林優斗（こばやし・ゆうと）"}},
		{"writer who wrote this article", `<div class="writer-box"><p>この記事を書いたライター</p><p>中村美咲</p></div>`, []string{"中村美咲"}},
		{"name and role", `<div class="reporter-box"><p>小林優斗記者</p></div>`, []string{"小林優斗記者"}},
	})
	checkBylineTexts(t, "ko", []bylineTextsCase{
		{"korean", `<div class="reporter-box"><p>이 기사를 쓴 기자</p><p>박서연</p></div>`, []string{"박서연"}},
	})
}

// TestCleanAuthorsBoxTitle checks that a byline label read alone, an
// author box's title, is never a name, while a name with its role is.
func TestCleanAuthorsBoxTitle(t *testing.T) {
	for _, tc := range []struct {
		raw  string
		want []string
	}{
		{"この記事を書いた記者", nil},
		{"この記事を書いた人", nil},
		{"小林優斗 記者", []string{"小林優斗"}},
		{"Reto Hürlimann", []string{"Reto Hürlimann"}},
	} {
		if got := CleanAuthors([]string{tc.raw}, "ja"); !slices.Equal(got, tc.want) {
			t.Errorf("CleanAuthors(%q) = %q, want %q", tc.raw, got, tc.want)
		}
	}
}
