//go:build !amd64

package search

// hasSIMD is false: only amd64 has a vector dot product.
const hasSIMD = false

func dotSIMD(a, b []float32) float32 { return dotGo(a, b) }
