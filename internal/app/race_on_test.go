//go:build race

package app_test

// raceDetector is whether the tests run under the race detector (go test -race).
const raceDetector = true
