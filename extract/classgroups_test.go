package extract

import (
	"maps"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/net/html"
)

// classGroupsBySlot is classGroups by its definition, slot by slot:
// the good text of the distinct block texts that lie below an element of
// a slot several elements share.
func classGroupsBySlot(a *analysis) map[slot]int {
	slotOf := map[*html.Node]slot{}
	members := map[slot]int{}
	eachClassed(a.body, func(c *html.Node, k slot) {
		slotOf[c] = k
		members[k]++
	})
	out := map[slot]int{}
	for k, m := range members {
		if m < 2 {
			continue
		}
		texts := map[string]bool{}
		for _, b := range a.blocks {
			below := false
			for p := b.owner; p != nil && p != a.body && !below; p = p.Parent {
				k2, ok := slotOf[p]
				below = ok && k2 == k
			}
			if w := goodWeight(b); below && w > 0 && !texts[b.text()] {
				texts[b.text()] = true
				out[k] += w
			}
		}
	}
	return out
}

// TestClassGroupsSharedSlotsOnly checks that classGroups, which gives
// only shared slots a group, maps every held-out page's body as its
// definition does, nested elements of one slot, repeated
// placeholders and the elements of unread tags included.
func TestClassGroupsSharedSlotsOnly(t *testing.T) {
	pages, _ := filepath.Glob(filepath.Join("testdata", "heldout", "pages", "*.html"))
	if len(pages) == 0 {
		t.Skip("no held-out pages")
	}
	nonEmpty := 0
	for _, path := range append(pages[:min(len(pages), 300)], "") {
		raw := []byte(`<div class="x"><p class="p">Embedded content blocked here.</p><div class="x"><p class="p">A paragraph of the story that is long enough to count.</p></div>` +
			`<template><div class="x"><p class="p">Unread.</p></div></template><p class="once">Once.</p><p class="p">Embedded content blocked here.</p></div>`)
		if path != "" {
			var err error
			if raw, err = os.ReadFile(path); err != nil {
				t.Fatal(err)
			}
		}
		doc, _, err := ParseHTML(raw, "")
		if err != nil {
			t.Fatal(err)
		}
		a := collectSubtree(doc)
		got, want := a.classGroups(), classGroupsBySlot(a)
		if !maps.Equal(got, want) {
			t.Errorf("%s: classGroups = %v, want %v", path, got, want)
		}
		if len(got) > 0 {
			nonEmpty++
		}
	}
	if nonEmpty < 50 {
		t.Errorf("only %d pages with shared slots: the comparison tests little", nonEmpty)
	}
}
