package llm_test

import (
	"strings"
	"testing"

	"github.com/bylinehq/byline/llm"
)

// TestDecodeJSONFindsTheObject checks the shapes models wrap their JSON
// in: fences, prose before and after, braces in that prose, a second
// object after the first; and that a broken answer reports what broke.
func TestDecodeJSONFindsTheObject(t *testing.T) {
	type answer struct {
		Fields map[string][]string `json:"fields"`
	}
	const set = `{"fields":{"title":["//h1"],"body":["//article"]}}`
	for _, tc := range []struct {
		name, text, err string
	}{
		{"bare", set, ""},
		{"fenced with prose", "Sure! Here it is:\n```json\n" + set + "\n```\nLet me know.", ""},
		{"braces in the prose before", "Here is the set {as requested}:\n```json\n" + set + "\n```", ""},
		{"braces in the prose after", set + "\nNote: {title} is the headline.", ""},
		{"a closing brace inside a string", `{"fields":{"title":["//h1[contains(., '}')]"],"body":["//article"]}}`, ""},
		{"an escaped quote inside a string", `{"fields":{"title":["//h1[@title=\"a}\"]"],"body":["//article"]}}`, ""},
		{"a second object after the first", set + "\n" + `{"fields":{"title":["//h2"]}}`, ""},
		{"unknown fields", `{"fields":{"title":["//h1"],"body":["//article"]},"confidence":0.9,"notes":{"x":1}}`, ""},
		{"truncated", "```json\n" + `{"fields":{"title":["//h1"],"body":["//art`, "unexpected EOF"},
		{"truncated after braces in prose", "Here {is} the set: " + `{"fields":{"title":["//h1"`, "unexpected EOF"},
		{"no object", "I cannot see the page.", "no JSON object"},
		{"a wrong type", `{"fields":"//h1"}`, "cannot unmarshal"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var a answer
			err := llm.DecodeJSON(tc.text, &a)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("err = %v; want one saying %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(a.Fields["title"]) != 1 || !strings.HasPrefix(a.Fields["title"][0], "//h1") {
				t.Errorf("decoded %+v; want the first set", a)
			}
		})
	}
}
