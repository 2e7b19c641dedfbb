#!/usr/bin/env bash
# Browser tests drive Debian's Chromium, never a browser downloaded by a test tool.
set -euo pipefail
source "$(dirname "$0")/support/debian-packages.sh"
CHROMIUM=/usr/bin/chromium
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
echo "Chromium is not installed at $CHROMIUM; installing Debian's chromium package..."
install_debian_packages chromium
[ -x "$CHROMIUM" ] || { echo "Installing chromium did not provide $CHROMIUM" >&2; exit 1; }
