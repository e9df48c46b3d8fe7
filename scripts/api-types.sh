#!/bin/sh
# Writes the storefront's API types, web/src/lib/api/schema.ts, from the server's OpenAPI
# document (openapi-typescript). With --check, writes nothing and fails when the checked-in
# file differs from what the generator makes of the document now.
set -eu
cd "$(dirname "$0")/.."
out=web/src/lib/api/schema.ts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
${GO:-go} run ./cmd/catraca openapi > "$tmp/openapi.json"
(cd web && npx --no-install openapi-typescript "$tmp/openapi.json" -o "$tmp/schema.ts" > /dev/null)
if [ "${1:-}" = --check ]; then
	diff -u "$out" "$tmp/schema.ts" > "$tmp/diff" || {
		head -n 40 "$tmp/diff"
		echo "$out differs from the OpenAPI document: run make api-types" >&2
		exit 1
	}
else
	cp "$tmp/schema.ts" "$out"
fi
