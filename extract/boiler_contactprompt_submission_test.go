package extract

import (
	"strings"
	"testing"
)

// TestContactPromptSubmissionNote checks that the standing note of a
// readers' page or an essay series that asks for submissions at an
// address ("Write to us at letters@…. Letters may be edited for
// length.", "… To submit your own, email essays@…") is a contact
// prompt, as the corpus gold leaves it out (trafilatura's mercurynews
// letters page), while a story's own sentences with those words and no
// address, or an answer to a question of the text's topic, stay.
func TestContactPromptSubmissionNote(t *testing.T) {
	for s, want := range map[string]bool{
		"Write to us at letters@eastmids.example. Letters may be edited for length.":                                                                                     true,
		"This essay is part of our series “Small Inheritances”, in which readers write about an object they were left. To submit your own, email essays@review.example.": true,
		"Écrivez-nous à courrier@journal.example : les lettres sont publiées le samedi.":                                                                                 true,
		"Leserbriefe an leserbriefe@zeitung.example. Die Redaktion behält sich Kürzungen vor.":                                                                           true,
		// Must not fire: no address, or the text's own call after its question.
		"Letters may be edited for length, the editor told the council, but never for meaning.":                    false,
		"The school asked parents to submit your own ideas for the fair by Friday.":                                false,
		"Found a bird we should add to the winter count? Write to us at birds@society.example with your sighting.": false,
	} {
		if got := isContactPrompt(strings.ToLower(s)); got != want {
			t.Errorf("isContactPrompt(%q) = %v, want %v", s, got, want)
		}
	}
}
