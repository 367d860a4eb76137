package search

import "golang.org/x/sys/cpu"

// hasSIMD reports whether dotSIMD can run here.
var hasSIMD = cpu.X86.HasAVX2 && cpu.X86.HasFMA

// dotSIMD is the dot product of a and b, of equal length, with AVX2 and
// FMA instructions.
//
//go:noescape
func dotSIMD(a, b []float32) float32
