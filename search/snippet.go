package search

import "strings"

// Snippet is a hit's snippet as HTML: the highlighted fragment when the
// engine found one (already HTML, whitespace collapsed here), else the
// escaped lead, else the escaped start of the body.
func Snippet(fragment, lead, body string) string {
	if fragment != "" {
		return strings.Join(strings.Fields(fragment), " ")
	}
	if lead != "" {
		return EscapeHTML(lead)
	}
	r := []rune(strings.Join(strings.Fields(body), " "))
	if len(r) > 200 {
		return EscapeHTML(string(r[:200])) + "…"
	}
	return EscapeHTML(string(r))
}

var htmlEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;")

// EscapeHTML escapes text for the HTML of snippets and highlights.
func EscapeHTML(s string) string { return htmlEscaper.Replace(s) }

// MarkHTML turns text an engine highlighted with the pre and post tags
// into snippet HTML: the text escaped, the tags replaced by <mark> and
// </mark>. Engines that do not escape what they highlight (Meilisearch)
// get tags no article contains, and MarkHTML does the rest.
func MarkHTML(s, pre, post string) string {
	return strings.NewReplacer(pre, "<mark>", post, "</mark>").Replace(EscapeHTML(s))
}
