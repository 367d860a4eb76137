// Package searchtest is the conformance suite every search backend runs.
package searchtest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/bylinehq/byline/search"
)

// Docs is a small multilingual corpus used by the suite.
var Docs = []search.Doc{
	{ID: "d1", URL: "https://a.example/lantern", Site: "a.example", Lang: "en", Title: "Lantern festival draws record crowds",
		Body: "Thousands walked along the harbour to see the paper lanterns.", Published: time.Date(2026, 10, 3, 9, 0, 0, 0, time.UTC)},
	{ID: "d2", URL: "https://a.example/buses", Site: "a.example", Lang: "en", Title: "City orders forty electric buses",
		Body: "The transit authority will replace its diesel fleet by 2028. Lanterns are not involved.", Published: time.Date(2026, 10, 5, 9, 0, 0, 0, time.UTC)},
	{ID: "d3", URL: "https://b.example/bienen", Site: "b.example", Lang: "de", Title: "Imker retten alte Bienenrassen",
		Body: "Im Tal halten zwölf Imker die dunkle Biene.", Published: time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)},
	{ID: "d4", URL: "https://c.example/sau-rieng", Site: "c.example", Lang: "vi", Title: "Giá sầu riêng tăng mạnh",
		Body: "Nông dân miền Tây vui mừng vì giá sầu riêng tăng.", Published: time.Date(2026, 11, 10, 2, 0, 0, 0, time.UTC)},
}

// Run runs the suite against a fresh index made by open.
func Run(t *testing.T, open func(t *testing.T) search.Index) {
	t.Helper()
	ctx := context.Background()
	idx := open(t)
	t.Cleanup(func() { idx.Close() })
	if err := idx.Upsert(ctx, Docs); err != nil {
		t.Fatal(err)
	}
	// Upserting again is idempotent.
	if err := idx.Upsert(ctx, Docs[:1]); err != nil {
		t.Fatal(err)
	}
	if n, err := idx.Count(ctx); err != nil || n != len(Docs) {
		t.Fatalf("Count = %d, %v; want %d", n, err, len(Docs))
	}
	t.Run("title word ranks first", func(t *testing.T) {
		res, err := idx.Search(ctx, search.Query{Text: "lantern"})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Hits) == 0 || res.Hits[0].ID != "d1" {
			t.Fatalf("hits = %+v, want d1 first", res.Hits)
		}
		if res.Hits[0].Title == "" || res.Hits[0].URL == "" || res.Hits[0].Site != "a.example" || res.Hits[0].Snippet == "" {
			t.Errorf("hit lacks fields: %+v", res.Hits[0])
		}
	})
	t.Run("filters", func(t *testing.T) {
		tests := []struct {
			name string
			q    search.Query
			want []string
		}{
			{"site", search.Query{Site: "b.example"}, []string{"d3"}},
			{"lang", search.Query{Lang: "vi"}, []string{"d4"}},
			{"from", search.Query{From: time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)}, []string{"d4", "d3"}},
			{"to", search.Query{To: time.Date(2026, 10, 4, 0, 0, 0, 0, time.UTC)}, []string{"d1"}},
			{"text and site", search.Query{Text: "lantern", Site: "a.example"}, nil},
		}
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				res, err := idx.Search(ctx, tc.q)
				if err != nil {
					t.Fatal(err)
				}
				if tc.want == nil {
					if res.Total < 1 {
						t.Fatalf("no hits")
					}
					return
				}
				var got []string
				for _, h := range res.Hits {
					got = append(got, h.ID)
				}
				if len(got) != len(tc.want) || res.Total != len(tc.want) {
					t.Fatalf("hits = %v (total %d), want %v", got, res.Total, tc.want)
				}
				for i := range got {
					if got[i] != tc.want[i] {
						t.Fatalf("hits = %v, want %v", got, tc.want)
					}
				}
			})
		}
	})
	t.Run("pagination", func(t *testing.T) {
		p1, err := idx.Search(ctx, search.Query{Limit: 2})
		if err != nil {
			t.Fatal(err)
		}
		p2, err := idx.Search(ctx, search.Query{Limit: 2, Offset: 2})
		if err != nil {
			t.Fatal(err)
		}
		if p1.Total != 4 || len(p1.Hits) != 2 || len(p2.Hits) != 2 || p1.Hits[0].ID == p2.Hits[0].ID {
			t.Fatalf("pages = %+v / %+v", p1, p2)
		}
	})
	t.Run("bad query", func(t *testing.T) {
		_, err := idx.Search(ctx, search.Query{Limit: 1000})
		if !errors.Is(err, search.ErrBadQuery) {
			t.Fatalf("err = %v, want ErrBadQuery", err)
		}
	})
	t.Run("delete", func(t *testing.T) {
		if err := idx.Delete(ctx, []string{"d2", "missing"}); err != nil {
			t.Fatal(err)
		}
		res, err := idx.Search(ctx, search.Query{Text: "buses"})
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range res.Hits {
			if h.ID == "d2" {
				t.Fatal("deleted doc still found")
			}
		}
	})
}
