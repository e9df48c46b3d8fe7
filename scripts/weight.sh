#!/usr/bin/env bash
# Prints what the first page load downloads (the assets scripts/initial-assets.mjs lists: the
# entry, the app it loads after the first paint, their static imports and stylesheets), raw
# and gzipped, against the budgets of issue 10 (JS <= 100 KB gzipped, CSS <= 20 KB gzipped).
# WEIGHT_STRICT=1 fails past a budget; `make build` only reports until the web app meets them.
set -euo pipefail
dist=${1:-internal/webui/dist}
js_budget=$((100 * 1024))
css_budget=$((20 * 1024))
index="$dist/index.html"
[ -f "$index" ] || { echo "weight: $index not built"; exit 0; }
js=0 css=0 js_raw=0 css_raw=0
for f in $(node "$(dirname "$0")/initial-assets.mjs" "$dist"); do
  raw=$(wc -c < "$dist/$f")
  gz=$(gzip -9 -c "$dist/$f" | wc -c)
  case "$f" in
    *.js) js=$((js + gz)); js_raw=$((js_raw + raw)) ;;
    *.css) css=$((css + gz)); css_raw=$((css_raw + raw)) ;;
  esac
done
status=0
report() { # name gz raw budget
  local verdict="ok"
  if [ "$2" -gt "$4" ]; then verdict="OVER BUDGET"; status=1; fi
  printf 'initial %-3s %6d KB gzipped (%d KB raw), budget %d KB: %s\n' "$1" $(($2 / 1024)) $(($3 / 1024)) $(($4 / 1024)) "$verdict"
}
report JS "$js" "$js_raw" "$js_budget"
report CSS "$css" "$css_raw" "$css_budget"
if [ "${WEIGHT_STRICT:-0}" = 1 ]; then exit $status; fi
