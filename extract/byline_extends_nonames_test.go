package extract

import "testing"

// TestExtendsBylineNoNames: extendsByline indexes the name before
// each extra one (v.names[len(names)+k-1]); with no names from metadata
// the first extra CJK name reads v.names[-1] and panics.
func TestExtendsBylineNoNames(t *testing.T) {
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("extendsByline panicked: %v", r)
		}
	}()
	if extendsByline(&authorCand{names: []string{"陳嘉敏", "李俊傑"}}, nil, "") {
		t.Errorf("extendsByline with no names = true")
	}
}
