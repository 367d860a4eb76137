package extract

import "testing"

// TestContactPromptAfterTopicQuestion checks that an "email us at" ask
// after a question of the text's own topic is the article's call to its
// readers (wcxb-0177 "Unsure of how to store or handle sensitive data?
// Email us at security@…", which the corpus gold keeps), and that a
// newsroom's prompt, with no question before it or a short one, stays a
// contact prompt.
func TestContactPromptAfterTopicQuestion(t *testing.T) {
	for s, want := range map[string]bool{
		"got a town you think we should visit? email us at hello@podcast.example.":           false,
		"unsure of how to store or handle sensitive data? email us at security@uni.example.": false,
		// The newsroom's own prompts.
		"follow the paper on x. send us a message on whatsapp or email us at feedback@paper.example": true,
		"questions or comments? email us at news@paper.example.":                                     true,
		"are protests breaking out in your area? get in touch at webnews@paper.example":              true,
		"have a story idea? email us at tips@paper.example":                                          true,
		"do you have a story to tell? email: stories@paper.example":                                  true,
	} {
		if got := isContactPrompt(s); got != want {
			t.Errorf("isContactPrompt(%q) = %v, want %v", s, got, want)
		}
	}
}
