// Package prompts holds Byline's LLM prompts as versioned templates
// compiled into the binary. A prompt's version goes into the provenance
// of every selector set made with it, and golden renderings in the tests
// make every change to a prompt visible in review.
package prompts

import (
	"bytes"
	"embed"
	"fmt"
	"text/template"
)

//go:embed *.tmpl
var files embed.FS

// Versions of the prompts.
const (
	SelectorsVersion = "selectors-v1"
	ArticleVersion   = "article-v1"
)

// Page is a sample page shown to the model.
type Page struct {
	URL  string
	HTML string // a trimmed skeleton, text already escaped
}

// Prompts renders the templates. Build one with New and reuse it.
type Prompts struct {
	t *template.Template
}

// New parses the embedded templates.
func New() (*Prompts, error) {
	t, err := template.New("").Funcs(template.FuncMap{"add": func(a, b int) int { return a + b }}).ParseFS(files, "*.tmpl")
	if err != nil {
		return nil, fmt.Errorf("prompts: %w", err)
	}
	return &Prompts{t: t}, nil
}

func (p *Prompts) render(name string, data any) (string, error) {
	var b bytes.Buffer
	if err := p.t.ExecuteTemplate(&b, name, data); err != nil {
		return "", fmt.Errorf("prompt %s: %w", name, err)
	}
	return b.String(), nil
}

// Selectors renders the system and user messages asking for a selector
// set of site from sample pages.
func (p *Prompts) Selectors(site string, pages []Page) (system, user string, err error) {
	if system, err = p.render(SelectorsVersion+".system.tmpl", nil); err != nil {
		return "", "", err
	}
	user, err = p.render(SelectorsVersion+".user.tmpl", struct {
		Site  string
		Pages []Page
	}{site, pages})
	return system, user, err
}

// Refine renders the message sending a set's concrete failures back.
// more is the number of validation pages beyond the samples.
func (p *Prompts) Refine(problems []string, more int) (string, error) {
	return p.render(SelectorsVersion+".refine.tmpl", struct {
		Problems []string
		More     int
	}{problems, more})
}

// Repair renders the message asking again after an answer that was not
// JSON.
func (p *Prompts) Repair(parseErr string) (string, error) {
	return p.render(SelectorsVersion+".repair.tmpl", struct{ Error string }{parseErr})
}

// Article renders the messages asking for an article's fields directly.
// text is the page as numbered blocks, already escaped.
func (p *Prompts) Article(url, text string) (system, user string, err error) {
	if system, err = p.render(ArticleVersion+".system.tmpl", nil); err != nil {
		return "", "", err
	}
	user, err = p.render(ArticleVersion+".user.tmpl", struct{ URL, Text string }{url, text})
	return system, user, err
}

// ArticleRepair renders the message asking again after an article answer
// that was not usable.
func (p *Prompts) ArticleRepair(problem string) (string, error) {
	return p.render(ArticleVersion+".repair.tmpl", struct{ Error string }{problem})
}
