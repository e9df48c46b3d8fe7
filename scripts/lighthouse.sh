#!/usr/bin/env bash
# make lighthouse   (or scripts/lighthouse.sh; LIGHTHOUSE_OUT=DIR keeps the JSON reports there,
# default a new directory under /tmp that the script prints).
#
# Lighthouse (npm `lighthouse`, pinned in scripts/lighthouse/package-lock.json) in Debian's
# Chromium against a `bin/catraca serve` this script starts on a free loopback port, with a fresh
# temporary SQLite database and the demo data. Audits the home page `/`, the search page
# `/buscar?q=samba` and the first event of the home's list, with Lighthouse's defaults: mobile
# form factor, simulated throttling (so the figures do not depend on this machine's network, but
# do on its CPU: run it on a quiet machine to compare). Prints what fails on each page, most
# costly first, then performance, accessibility, best-practices and SEO scores with LCP, CLS, TBT.
# Installs what it needs on first use: Chromium (apt-get, as root), the npm packages (npm ci,
# no browser download), and bin/catraca (`make build`, from the current working tree).
# Only loopback is contacted. Exits non-zero when the server or Lighthouse fails.
set -euo pipefail
cd "$(dirname "$0")/.."

lh_dir=scripts/lighthouse
chromium=/usr/bin/chromium

# Nothing here may download a browser: Lighthouse drives the system Chromium.
export PUPPETEER_SKIP_DOWNLOAD=1 PUPPETEER_SKIP_CHROME_DOWNLOAD=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export CHROME_PATH=$chromium

if [ ! -x "$chromium" ]; then
  apt-get update
  apt-get install -y chromium
fi

# Reinstall when the lock file changes, as the Makefile does for web/.
if [ ! -f "$lh_dir/node_modules/.installed" ] || [ "$lh_dir/package-lock.json" -nt "$lh_dir/node_modules/.installed" ]; then
  (cd "$lh_dir" && npm ci --no-audit --no-fund)
  touch "$lh_dir/node_modules/.installed"
fi

# Up to date with the working tree (make rebuilds only what changed).
make build

work=$(mktemp -d -t catraca-lighthouse.XXXXXX)
out=${LIGHTHOUSE_OUT:-$(mktemp -d -t catraca-lighthouse-reports.XXXXXX)}
mkdir -p "$out"
server_pid=

cleanup() {
  local rc=$?
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  # Keep the server's log when something failed: it is the first thing to read.
  if [ "$rc" -ne 0 ] && [ -f "$work/server.log" ]; then
    echo "--- server log (last 40 lines)" >&2
    tail -n 40 "$work/server.log" >&2
  fi
  rm -rf "$work"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# A free port: bind port 0 on loopback and let the kernel choose.
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

# env -u: a developer's own settings (SMTP, Redis, site URL, dev mode) must not leak into the run.
# CATRACA_DRAIN=0s: nobody else uses this server, so it can stop at once. Outside dev mode the
# server needs CATRACA_SECRET: a random one, as nothing here outlives the run.
env -u CATRACA_SMTP_URL -u CATRACA_SECRET_FILE -u CATRACA_REDIS_URL -u CATRACA_SITE_URL -u CATRACA_METRICS_ADDR -u CATRACA_METRICS_TOKEN \
  CATRACA_ADDR="127.0.0.1:$port" \
  CATRACA_DATABASE_URL="sqlite:$work/catraca.db" \
  CATRACA_DEMO=1 CATRACA_DEV=0 CATRACA_DRAIN=0s \
  CATRACA_SECRET="$(od -An -N32 -tx1 /dev/urandom | tr -d ' \n')" \
  ./bin/catraca serve >"$work/server.log" 2>&1 &
server_pid=$!

# localhost is the default demo store (127.0.0.1 is the second one).
base="http://localhost:$port"
ready=0
for _ in $(seq 1 600); do
  if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "lighthouse: bin/catraca serve exited before being ready" >&2
    exit 1
  fi
  if curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$port/readyz" 2>/dev/null; then
    ready=1
    break
  fi
  sleep 0.2
done
if [ "$ready" != 1 ]; then
  echo "lighthouse: server not ready on port $port after 120 s" >&2
  exit 1
fi

# The first event the home page lists (origem=capa is the home's query).
event_path=$(curl -fsS --max-time 30 -X POST "$base/api/v2/events/list?origem=capa&por_pagina=1" |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const e=JSON.parse(s).eventos||[];if(!e.length)process.exit(1);console.log(e[0].url)})') || {
  echo "lighthouse: no event in /api/v2/events/list" >&2
  exit 1
}

# chrome-launcher's fresh profile directories go under $work, removed with it.
TMPDIR=$work node "$lh_dir/run.mjs" "$out" \
  "home=$base/" \
  "search=$base/buscar?q=samba" \
  "event=$base$event_path"
