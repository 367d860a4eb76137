package pipeline

import (
	"log/slog"
	"time"
)

// SetClock gives the external tests the pipeline's clock: a test of
// several runs in a row sets each run's time, so that what a run finds
// due (a young article's recheck waits a quarter of its age) does not
// hang on how long the runs before it took.
func SetClock(p *Pipeline, now func() time.Time) { p.now = now }

// SetLogger gives the external tests the pipeline's log, for a test of
// what the pipeline logs.
func SetLogger(p *Pipeline, l *slog.Logger) { p.log = l }
