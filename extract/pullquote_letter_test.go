package extract

import "testing"

// A quoted exchange set as a blockquote (an interview transcript, a
// letter) whose first quoted phrase the story repeats elsewhere: the
// blockquote holds far more than that phrase and is no pull quote.
func TestPullQuoteLeavesTranscript(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + ", the council's chief executive spent most of the evening answering questions from residents of the estate.</p>"
	}
	asked := "<p>One tenant stood up and asked him: “Are you going to resign over the fire report?” The room went quiet.</p>"
	bq := `<figure><blockquote><p>“Are you going to resign over the fire report?” I asked him afterwards. “No. I am going to fix what the report found, ` +
		`and I will answer for every line of it at the inquiry in March,” he said.</p></blockquote><figcaption>From our interview, 14 March</figcaption></figure>`
	checkBody(t, `<html><body><article><h1>Council chief faces tenants</h1>`+para("First")+asked+bq+para("Then")+para("Last")+`</article></body></html>`,
		[]string{"I am going to fix what the report found", "answer for every line of it"}, nil)
}

// A letter quoted in a blockquote that opens with the very words the
// headline quotes before its colon (the shape this branch's title rule
// is about): the letter is the story's text.
func TestPullQuoteLeavesLetter(t *testing.T) {
	para := func(s string) string {
		return "<p>" + s + ", parents at the Elm Street primary school received a letter from the council on Friday afternoon.</p>"
	}
	bq := `<figure><blockquote><p>“We will not close Elm Street School,” the letter begins. “The building will be repaired over the summer, ` +
		`and classes will return to it in September. We are sorry for the worry this year has caused.”</p></blockquote><figcaption>The council’s letter to parents</figcaption></figure>`
	checkBody(t, `<html><body><article><h1>“We will not close Elm Street School”: council backs down</h1>`+para("First")+bq+para("Then")+para("Last")+`</article></body></html>`,
		[]string{"The building will be repaired over the summer"}, nil)
}
