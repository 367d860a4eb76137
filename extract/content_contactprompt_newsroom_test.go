package extract

import "testing"

// TestContactPromptNewsroomQuestion: a newsroom's standing prompt
// under every story asks a question of a sentence's length before its
// "email us at": it is the newsroom's ask for news, not the text's.
func TestContactPromptNewsroomQuestion(t *testing.T) {
	for _, s := range []string{
		"do you have a story you would like to share with our newsroom? email us at news@paper.example",
		"have you been affected by the issues raised in this story? email us at yourstories@paper.example",
		"do you have a news tip for our reporters? contact us at tips@paper.example",
	} {
		if !isContactPrompt(s) {
			t.Errorf("isContactPrompt(%q) = false, want true", s)
		}
	}
}
