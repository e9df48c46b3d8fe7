#!/usr/bin/env bash
# make cluster   (or scripts/cluster.sh after `make build`)
#
# Three `bin/catraca serve` instances on loopback behind HAProxy (deploy/haproxy.cfg), on one
# PostgreSQL database (catraca_cluster on this machine's server, created when missing and then
# given the demo data) and this machine's Redis: the topology of docs/deploy.md. Prints the
# store's address and runs until Ctrl-C, which stops everything it started.
#
# State lives in .cluster/: the shared secrets (made once, kept for the next run so sessions
# and codes stay valid) and each process's log. Ports: CLUSTER_PORT (default 8090) for HAProxy,
# the next three for the instances, CLUSTER_PORT+9 for HAProxy's stats page.
set -euo pipefail
cd "$(dirname "$0")/.."

haproxy=/usr/sbin/haproxy
pg_server=${CLUSTER_PG:-postgres://postgres@127.0.0.1:5432}
db_name=catraca_cluster
redis_url=${CLUSTER_REDIS_URL:-redis://127.0.0.1:6379/0}
port=${CLUSTER_PORT:-8090}
state=.cluster
mkdir -p "$state"

# Shared by every instance: the HMAC key of e-mailed codes (read from its file) and the key
# that signs sandbox webhooks and card tokens (a token made on one instance is paid on another).
umask 077
[ -s "$state/secret" ] || od -An -N32 -tx1 /dev/urandom | tr -d ' \n' >"$state/secret"
[ -s "$state/sandbox-webhook-secret" ] || od -An -N32 -tx1 /dev/urandom | tr -d ' \n' >"$state/sandbox-webhook-secret"
umask 022

db_url="$pg_server/$db_name?sslmode=disable"
fresh=0
if [ "$(psql "$pg_server/postgres" -Atqc "SELECT 1 FROM pg_database WHERE datname = '$db_name'")" != 1 ]; then
  psql "$pg_server/postgres" -qc "CREATE DATABASE $db_name"
  fresh=1
fi

# env -i: a developer's own CATRACA_* settings must not leak in; SMTP passes when set.
shared=(PATH="$PATH" HOME="$HOME"
  CATRACA_DATABASE_URL="$db_url"
  CATRACA_REDIS_URL="$redis_url"
  CATRACA_SECRET_FILE="$state/secret"
  CATRACA_SANDBOX_WEBHOOK_SECRET="$(cat "$state/sandbox-webhook-secret")"
  CATRACA_TRUSTED_PROXIES=127.0.0.1
  CATRACA_DRAIN=3s)
if [ -n "${CATRACA_SMTP_URL:-}" ]; then
  shared+=(CATRACA_SMTP_URL="$CATRACA_SMTP_URL")
fi

# Migrations and the demo data once, before any instance: three starting at once on a fresh
# database would each try to seed it.
env -i "${shared[@]}" ./bin/catraca migrate
if [ "$fresh" = 1 ]; then
  env -i "${shared[@]}" ./bin/catraca seed --demo
fi

pids=()
cleanup() {
  local rc=$?
  trap - EXIT INT TERM
  # SIGTERM: each instance drains (CATRACA_DRAIN) and HAProxy stops at once.
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  echo "cluster stopped; logs in $state/"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

for i in 1 2 3; do
  # $! is the server itself (env execs it), so the signals below reach it.
  env -i "${shared[@]}" CATRACA_ADDR="127.0.0.1:$((port + i))" ./bin/catraca serve >"$state/catraca$i.log" 2>&1 &
  pids+=($!)
done
for i in 1 2 3; do
  for _ in $(seq 1 600); do
    if curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$((port + i))/readyz" 2>/dev/null; then
      continue 2
    fi
    if ! kill -0 "${pids[$((i - 1))]}" 2>/dev/null; then
      echo "cluster: instance $i exited; its log:" >&2
      tail -n 40 "$state/catraca$i.log" >&2
      exit 1
    fi
    sleep 0.2
  done
  echo "cluster: instance $i not ready after 120 s" >&2
  exit 1
done

CATRACA_LB_BIND="127.0.0.1:$port" CATRACA_LB_STATS="127.0.0.1:$((port + 9))" \
  CATRACA_NODE1="127.0.0.1:$((port + 1))" CATRACA_NODE2="127.0.0.1:$((port + 2))" CATRACA_NODE3="127.0.0.1:$((port + 3))" \
  "$haproxy" -f deploy/haproxy.cfg >"$state/haproxy.log" 2>&1 &
pids+=($!)

echo "Catraca cluster: http://localhost:$port (second demo store: http://127.0.0.1:$port)"
echo "  instances 127.0.0.1:$((port + 1))-$((port + 3)), HAProxy stats http://127.0.0.1:$((port + 9))/"
echo "  database $db_name, Redis $redis_url, logs in $state/. Ctrl-C stops everything."
wait -n "${pids[@]}"
echo "cluster: a process exited; stopping the others" >&2
exit 1
