#!/usr/bin/env bash
# Browser end-to-end tests: Playwright driving Debian's Chromium against bin/catraca-testclock.
# Usage: e2e/run.sh [playwright test args...]   (after make build, which makes the web build)
set -euo pipefail
cd "$(dirname "$0")"

if [[ ! -f ../internal/webui/dist/index.html ]]; then
  echo "e2e: the web build is missing; build it first with 'make build' from the repository root" >&2
  exit 1
fi
# The server under test is a test build whose clock the hold tests move (docs/testing.md): the
# release build plus one file, so Go's cache makes it in seconds. e2e/hours.sh brings its own.
if [[ -z ${E2E_SERVER_BIN:-} ]]; then
  (cd .. && go build -tags testclock -trimpath -o bin/catraca-testclock ./cmd/catraca)
fi

# Playwright may not download its own browsers here; Debian's Chromium is used instead.
if [[ ! -x /usr/bin/chromium ]]; then
  echo "e2e: installing Debian chromium" >&2
  SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# Reinstall when node_modules is missing or older than the lock file.
if [[ ! -d node_modules || package-lock.json -nt node_modules/.package-lock.json ]]; then
  npm ci --no-audit --no-fund
fi

# Playwright runs the tests without checking their types: checked here, with the web app's TypeScript.
../web/node_modules/.bin/tsc --noEmit -p tsconfig.json

exec npx playwright test "$@"
