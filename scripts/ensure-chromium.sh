#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium; Playwright never downloads a browser of its own.
# Installs it when missing (needs root, as on CI and the developers' machines), with Debian's Noto
# CJK fonts: the Hangul our Pretendard subset lacks falls back to them (decision 010), so the
# screenshot tests see the same glyphs on every machine. Also poppler's pdftotext, which the PDF
# tests read their documents' text with (they skip without it).
set -euo pipefail
need=()
if ! { [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; } && [ ! -x /usr/bin/chromium ]; then need+=(chromium); fi
if ! dpkg -s fonts-noto-cjk >/dev/null 2>&1; then need+=(fonts-noto-cjk); fi
if ! command -v pdftotext >/dev/null 2>&1; then need+=(poppler-utils); fi
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
	echo "Missing for the tests: ${need[*]}. Run 'sudo apt-get install -y ${need[*]}' (or set CHROMIUM_PATH)." >&2
	exit 1
fi
echo "installing Debian's ${need[*]} for the tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${need[@]}" >/dev/null
/usr/bin/chromium --version
