#!/bin/sh
# Renders the demo stores' SVG logos to PNG for e-mails: Gmail and Outlook do not show SVG.
# The mail templates send "<logo>.png" for an SVG "<logo>.svg" (internal/mail mailLogo).
# Uses the Chromium the browser tests use; run it again after changing a logo:
#   scripts/mail-logos/render.sh
set -eu
cd "$(dirname "$0")/../../internal/demo/media"
CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
for svg in catraca-logo.svg sul-logo.svg; do
	# The SVG's own size, rendered at 2x so the 40 px high mail logo stays sharp on dense screens.
	size=$(sed -n 's/.*<svg[^>]* width="\([0-9]*\)" height="\([0-9]*\)".*/\1,\2/p' "$svg")
	"$CHROMIUM" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=2 \
		--default-background-color=00000000 --window-size="$size" \
		--screenshot="$PWD/${svg%.svg}.png" "file://$PWD/$svg" >/dev/null 2>&1
	echo "${svg%.svg}.png ($size at 2x)"
done
