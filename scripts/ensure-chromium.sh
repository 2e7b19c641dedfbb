#!/usr/bin/env bash
# Browser tests drive Debian's Chromium, never a browser downloaded by a test tool.
set -euo pipefail
CHROMIUM=/usr/bin/chromium
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
echo "Chromium is not installed at $CHROMIUM; installing Debian's chromium package..."
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
else
  echo "Cannot install it without root. Run: sudo apt-get update && sudo apt-get install -y chromium" >&2
  exit 1
fi
[ -x "$CHROMIUM" ] || { echo "Installing chromium did not provide $CHROMIUM" >&2; exit 1; }
