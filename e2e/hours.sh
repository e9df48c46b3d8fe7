#!/usr/bin/env bash
# Runs the browser suite once per hour of the day given, with every clock moved there:
# proves that no test depends on the hour the demo was seeded and the suite runs at.
#
#   e2e/hours.sh [playwright test args...]     e.g. e2e/hours.sh tests/after --reporter=line
#   HOURS="00 06 12 18" (Brasília time, the default)   DAY=2026-11-27 (default: today in Brasília)
#
# Needs a web build (make build) and Debian's faketime. The server is a test build
# (-tags testclock) that reads CATRACA_TEST_CLOCK_OFFSET: libfaketime cannot move Go's clock.
# This process and Playwright run under libfaketime; Chromium hangs under it, so it starts
# without it and tests/support/fixtures.ts moves its pages' Date by E2E_CLOCK_OFFSET instead.
set -euo pipefail
cd "$(dirname "$0")"

if ! command -v faketime >/dev/null; then
  echo "e2e: installing Debian faketime" >&2
  SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq faketime >/dev/null
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd .. && go build -tags testclock -trimpath -o "$work/catraca" ./cmd/catraca)
cat >"$work/chromium" <<EOF
#!/bin/sh
unset LD_PRELOAD FAKETIME
exec ${E2E_CHROMIUM:-/usr/bin/chromium} "\$@"
EOF
chmod +x "$work/chromium"

day=${DAY:-$(TZ=America/Sao_Paulo date +%F)}
failed=()
for hour in ${HOURS:-00 06 12 18}; do
  # Brasília has kept UTC-3 all year since 2019.
  offset=$(($(date -d "$day $hour:00 -03:00" +%s) - $(date +%s)))
  echo "== $day $hour:00 Brasília: clocks moved by ${offset}s" >&2
  if ! CATRACA_TEST_CLOCK_OFFSET="${offset}s" E2E_CLOCK_OFFSET="$offset" E2E_SERVER_BIN="$work/catraca" \
    E2E_CHROMIUM="$work/chromium" FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "$(printf '%+d' "$offset")" ./run.sh "$@"; then
    failed+=("$hour:00")
  fi
done
if ((${#failed[@]})); then
  echo "e2e/hours.sh: failed at ${failed[*]} Brasília" >&2
  exit 1
fi
echo "e2e/hours.sh: passed at every hour (${HOURS:-00 06 12 18}) of $day, Brasília" >&2
