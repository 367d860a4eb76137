package extract

import "testing"

func TestCaptionLineOwnedPhotoBySentences(t *testing.T) {
	checkCaptionLines(t, map[string]bool{
		"The family photo by the lake hangs in the hall":                             false,
		"We met at noon. The family photo by the lake was taken later that day.":     false,
		"He framed it himself. Her favourite photo by Dorothea Lange":                false,
		"Nobody expected it. A photo by Vivian Maier":                                false,
		"It was her last assignment. That photo by Jane Doe":                         false,
		"Sailors man the rails. U.S. Navy photo by Mass Communication Specialist Jo": true,
	})
}
