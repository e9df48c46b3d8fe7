#!/usr/bin/env bash
# Runs the checkout rush of revision BASE (default: main's first parent of HEAD, HEAD~1) and of
# the working tree side by side, in turns, and prints both: the machine's noise is larger than
# most changes, so only runs of one session, interleaved, compare.
#   scripts/bench-compare.sh [BASE] [ROUNDS]
# CATRACA_TEST_POSTGRES_URL adds the PostgreSQL rush (make test-pg's default works).
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:-HEAD~1}
rounds=${2:-3}
work=$(mktemp -d)
trap 'git worktree remove --force "$work/base" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
git worktree add --detach "$work/base" "$base" >/dev/null
(cd "$work/base" && go test -c -o "$work/base.test" ./internal/app)
go test -c -o "$work/new.test" ./internal/app
engines=sqlite
[ -n "${CATRACA_TEST_POSTGRES_URL:-}" ] && engines="sqlite postgres"
cd internal/app
for engine in $engines; do
	for round in $(seq "$rounds"); do
		for side in base new; do
			line=$("$work/$side.test" -test.run '^$' -test.bench "CheckoutRush/$engine" -test.benchtime 8000x |
				grep -E '^[[:space:]]*8000[[:space:]]' | grep -oE '[0-9.]+ (holds/s|p99-ms)' | tr '\n' ' ')
			printf '%-8s %-4s round %d: %s\n' "$engine" "$side" "$round" "$line"
		done
	done
done
