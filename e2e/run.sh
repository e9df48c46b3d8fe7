#!/usr/bin/env bash
# Browser end-to-end tests: Playwright driving Debian's Chromium against bin/catraca.
# Usage: e2e/run.sh [playwright test args...]   (the Makefile builds bin/catraca first)
set -euo pipefail
cd "$(dirname "$0")"

if [[ ! -x ../bin/catraca ]]; then
  echo "e2e: ../bin/catraca is missing; build it first with 'make build' from the repository root" >&2
  exit 1
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
