package extract

import (
	"strings"
	"testing"
)

// TestIsAgencyCredit checks credit lines of news agencies and reporters
// against lines that merely name an agency or a state.
func TestIsAgencyCredit(t *testing.T) {
	for _, tt := range []struct {
		line string
		want bool
	}{
		{"mit dpa", true},
		{"Quelle: AFP", true},
		{"sak/Reuters", true},
		{"SDA/sep", true},
		{"(Quelle: APA/sda/dpa)", true},
		{"(NTB)", true},
		{"REUTERS", true},
		{"Bron: BELGA", true},
		{"Additional reporting from PA", true},
		{"Reporting by Jo Doe in London; Editing by Al Roe", true},
		{"(With inputs from ANI)", true},
		{"Mit Agenturmaterial.", true},
		{"PA, DE", false}, // states
		{"AA", false},     // too short to tell
		{"AP", false},     //
		{"Reuters reported the deal on Monday.", false},
		{"Why did Reuters do it", false},
		{"How AFP got the shot", false},
		{"Die dpa meldete am Montag einen Streik bei der Bahn.", false},
	} {
		if got := isAgencyCredit(strings.ToLower(tt.line)); got != tt.want {
			t.Errorf("isAgencyCredit(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
}

// TestNewsroomNotes checks the prompts to write to the newsroom and the
// notes on a story's translation against prose with the same words.
func TestNewsroomNotes(t *testing.T) {
	for _, tt := range []struct {
		line string
		f    func(string) bool
		want bool
	}{
		{"Get in touch with our news team by emailing us at webnews@metro.co.uk.", isContactPrompt, true},
		{"Do you have a story to tell? Email: stories@mirror.co.uk", isContactPrompt, true},
		{"Get in touch with the council before Friday, the mayor said.", isContactPrompt, false}, // no address
		{"Aus dem Englischen von Jana Beispiel", isTranslationNote, true},
		{"(Übersetzung und Adaptierung: AFP Deutschland)", isTranslationNote, true},
		{"Das Buch wurde aus dem Englischen übersetzt und erscheint im Mai.", isTranslationNote, false},
	} {
		if got := tt.f(strings.ToLower(tt.line)); got != tt.want {
			t.Errorf("%q: got %v, want %v", tt.line, got, tt.want)
		}
	}
}

// TestIsBoilerLine checks stock lines, a share button's feedback among
// them, against sentences holding the same words.
func TestIsBoilerLine(t *testing.T) {
	for line, want := range map[string]bool{
		"Advertisement":                true,
		"Link copied!":                 true,
		"copied!":                      true,
		"Copied to clipboard":          true,
		"PIN FOR LATER":                true,
		"Share this article":           true,
		"The link was copied by hand.": false,
		"Pin it for later, she said, and walked off.": false,
		"（责任编辑：李华）":                                   true,
		"(责编：李华、张三)":                                  true,
		"编辑：李华":                                       true,
		"编辑们说，这项政策将在明年实施。":                            false,
	} {
		if got := isBoilerLine(line); got != want {
			t.Errorf("isBoilerLine(%q) = %v, want %v", line, got, want)
		}
	}
}

func TestIsRightsNotice(t *testing.T) {
	for line, want := range map[string]bool{
		"Copyright © 2026 Landbote Verlags-GmbH. Alle Rechte vorbehalten.": true,
		"© 2024 Example Media":                      true,
		"(c) 2019 The Ledger":                       true,
		"Tous droits réservés.":                     true,
		"All rights reserved":                       true,
		"© dpa":                                     false, // a photo credit
		"Copyright law changed in 2019, she wrote.": true,  // short, and a rights phrase: only weighs as furniture
		"Copyright holders met on Monday.":          false,
		"Harbor Times, 1 Main St. Copyright 2026":   true,
		"Example News · © 2026.":                    true,
		"Her copyright 2026 case is still open.":    false,
	} {
		if got := isRightsNotice(line); got != want {
			t.Errorf("isRightsNotice(%q) = %v, want %v", line, got, want)
		}
	}
}
