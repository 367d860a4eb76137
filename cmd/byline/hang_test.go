package main

import (
	"fmt"
	"os"
	"regexp"
	"runtime"
	"strings"
	"time"
)

// hangLimit is how long one in-process command of a test may run before
// watchHang gives up on it. A demo or a restart after a kill takes
// seconds even under -race on a loaded machine.
const hangLimit = 5 * time.Minute

// watchHang ends the test binary when the command args has run past
// hangLimit, printing first the stacks of the goroutines running
// Byline's code: a hung command then names where it waits, at the tail
// of the output, instead of the package's 30-minute timeout printing
// every goroutine (of which CI keeps only the last lines). Call the
// returned func when the command returns.
func watchHang(args []string) (done func()) {
	stop := make(chan struct{})
	go func() {
		select {
		case <-stop:
			return
		case <-time.After(hangLimit):
		}
		fmt.Fprintf(os.Stderr, "byline %s has run for %v; its goroutines:\n%s\n", strings.Join(args, " "), hangLimit, bylineStacks())
		panic(fmt.Sprintf("byline %s hung (stacks above)", strings.Join(args, " ")))
	}()
	return func() { close(stop) }
}

// bylineStacks is the stack of every goroutine with a frame of Byline's
// own packages, but this watchdog's; goroutines with the same stack are
// printed once with their count, and the command's own goroutine (the
// one in run) last, where a tail of the output keeps it.
func bylineStacks() string {
	buf := make([]byte, 1<<20)
	for {
		n := runtime.Stack(buf, true)
		if n < len(buf) {
			buf = buf[:n]
			break
		}
		buf = make([]byte, 2*len(buf))
	}
	args := regexp.MustCompile(`\(0x[^)]*\)| \+0x[0-9a-f]+|goroutine \d+ \[`)
	count := map[string]int{}
	var order, last []string
	for _, g := range strings.Split(string(buf), "\n\n") {
		if !strings.Contains(g, "bylinehq/byline/") || strings.Contains(g, "main.watchHang") {
			continue
		}
		key := args.ReplaceAllString(g[strings.Index(g, "\n")+1:], "")
		if count[key]++; count[key] > 1 {
			continue
		}
		if strings.Contains(g, "cmd/byline.run(") {
			last = append(last, key)
		} else {
			order = append(order, key)
		}
	}
	var b strings.Builder
	for _, key := range append(order, last...) {
		fmt.Fprintf(&b, "%d goroutine(s):\n%s\n\n", count[key], key)
	}
	return b.String()
}
