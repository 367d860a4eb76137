package pipeline

import "testing"

// TestHaltNilTwice: Halt(nil) marks nothing halted (Halted stays nil),
// so a second Halt(nil) passes the "already halted" check and closes
// Halting's channel again.
func TestHaltNilTwice(t *testing.T) {
	p := &Pipeline{}
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("Halt(nil) twice panicked: %v", r)
		}
	}()
	p.Halt(nil)
	p.Halt(nil)
	select {
	case <-p.Halting():
		if p.Halted() == nil {
			t.Error("Halting closed while Halted is nil: serve's schedule returns nil, crawling ends without an error")
		}
	default:
	}
}
