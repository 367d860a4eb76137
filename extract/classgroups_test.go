package extract

import (
	"maps"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/net/html"
)

// classGroupsOneByOne is classGroups as it was before it counted the
// slots first: a group for every slot, shared or not.
func classGroupsOneByOne(a *analysis) map[slot]int {
	type group struct {
		members int
		seen    map[string]bool
		prose   int
	}
	groups := map[slot]*group{}
	of := map[*html.Node]*group{}
	eachClassed(a.body, func(c *html.Node, k slot) {
		g := groups[k]
		if g == nil {
			g = &group{}
			groups[k] = g
		}
		g.members++
		of[c] = g
	})
	for _, b := range a.blocks {
		w := goodWeight(b)
		if w == 0 {
			continue
		}
		t := b.text()
		for p := b.owner; p != nil && p != a.body; p = p.Parent {
			g := of[p]
			if g == nil || g.members < 2 {
				continue
			}
			if g.seen == nil {
				g.seen = map[string]bool{}
			}
			if !g.seen[t] {
				g.seen[t] = true
				g.prose += w
			}
		}
	}
	out := map[slot]int{}
	for k, g := range groups {
		if g.members > 1 && g.prose > 0 {
			out[k] = g.prose
		}
	}
	return out
}

// TestClassGroupsSharedSlotsOnly checks that classGroups, which gives
// only shared slots a group, maps every held-out page's body the way
// giving every slot one did, nested elements of one slot, repeated
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
		got, want := a.classGroups(), classGroupsOneByOne(a)
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
