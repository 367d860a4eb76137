package pipeline

import (
	"testing"

	"github.com/bylinehq/byline/extract"
)

// TestAMPCopy checks how an AMP page is told: by its <html> mark, or by
// its URL.
func TestAMPCopy(t *testing.T) {
	for _, tc := range []struct {
		page, url string
		want      bool
	}{
		{"<!DOCTYPE html><html amp lang=en><head></head><body></body></html>", "https://n.example/news/story", true},
		{"<!doctype html><html \u26a1><head></head><body></body></html>", "https://n.example/news/story", true},
		{"<html><body></body></html>", "https://n.example/news/story/amp", true},
		{"<html><body></body></html>", "https://n.example/amp/news/story", true},
		{"<html><body></body></html>", "https://n.example/news/story?amp=1", true},
		{"<html><body></body></html>", "https://n.example/news/story?outputType=amp", true},
		{"<html><body></body></html>", "https://n.example/news/ampere-story", false},
		{"<html lang=en><body><p amp>x</p></body></html>", "https://n.example/news/story", false},
	} {
		doc, _, err := extract.ParseHTML([]byte(tc.page), "text/html; charset=utf-8")
		if err != nil {
			t.Fatal(err)
		}
		if got := ampCopy(doc, tc.url); got != tc.want {
			t.Errorf("ampCopy(%q, %s) = %v, want %v", tc.page, tc.url, got, tc.want)
		}
	}
}

func TestIsSectionOf(t *testing.T) {
	for _, tc := range []struct {
		canonical, page string
		want            bool
	}{
		{"https://n.example/news/", "https://n.example/news/2026/11/story", true},
		{"https://n.example/news/", "https://n.example/news/story", false},                  // one up: could be the page
		{"https://n.example/2026/11/story/", "https://n.example/2026/11/story/amp/", false}, // WordPress AMP
		{"https://n.example/news/story", "https://n.example/news/story/amp/index.html", false},
		{"https://n.example/news/story", "https://n.example/news/story/page/2", false},
		{"https://n.example/slug/", "https://n.example/slug/2/", false},
		{"https://n.example/news", "https://n.example/news/2026/story", true},
		{"https://n.example/news", "https://n.example/news/story", false},           // one up: could be the page
		{"https://n.example/news/story", "https://n.example/news/story/amp", false}, // an AMP copy
		{"https://n.example/story", "https://n.example/amp/story", false},
		{"https://n.example/news?page=1", "https://n.example/news/2026/story", false},
		{"https://n.example/news/", "https://n.example/news/", false},
		{"https://n.example/newsroom", "https://n.example/news/2026/story", false},
	} {
		if got := isSectionOf(tc.canonical, tc.page); got != tc.want {
			t.Errorf("isSectionOf(%s, %s) = %v, want %v", tc.canonical, tc.page, got, tc.want)
		}
	}
}
