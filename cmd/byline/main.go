// Command byline crawls news sites, extracts clean articles with per-site
// selectors, stores them and serves keyword search over them.
package main

import (
	"context"
	"os"
)

func main() { os.Exit(run(context.Background(), os.Args[1:], os.Stdout, os.Stderr, os.Getenv)) }
