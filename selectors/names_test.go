package selectors

import "testing"

func TestClassName(t *testing.T) {
	tests := []struct {
		class string
		kind  int
		stem  string
	}{
		{"article-body", StableClass, "article-body"},
		{"entry-content", StableClass, "entry-content"},
		{"story-v2-content-element", StableClass, "story-v2-content-element"},
		{"BodyWrapper-kufPGa", ModuleClass, "BodyWrapper-"},
		// Next.js CSS modules: the hash may hold '_' and '-'.
		{"ArticleItemTeaserText_text__H_RS_", ModuleClass, "ArticleItemTeaserText_text__"},
		{"ArticleItemTeaserText_text__H_kzM", ModuleClass, "ArticleItemTeaserText_text__"},
		{"Quote_quote__blockquote__TDcT7", ModuleClass, "Quote_quote__blockquote__"},
		// Tailwind and other utility classes say how an element looks,
		// and the same ones dress a breadcrumb on the next page.
		{"whitespace-nowrap", NoiseClass, ""},
		{"line-clamp-2", NoiseClass, ""},
		{"truncate", NoiseClass, ""},
		{"uppercase", NoiseClass, ""},
		{"text-copy-primary", NoiseClass, ""},
		{"flex", NoiseClass, ""},
		// Scoped-style hashes of frameworks, not component names.
		{"astro-j7pv25f6", NoiseClass, ""},
		{"styled-kufPGa", NoiseClass, ""},
		{"css-1x2y3z", NoiseClass, ""},
		{"e_bu", NoiseClass, ""},
		// One-word classes match too many elements of other pages.
		{"headline", NoiseClass, ""},
	}
	for _, tc := range tests {
		kind, stem := ClassName(tc.class)
		if kind != tc.kind || stem != tc.stem {
			t.Errorf("ClassName(%q) = %d, %q; want %d, %q", tc.class, kind, stem, tc.kind, tc.stem)
		}
	}
}
