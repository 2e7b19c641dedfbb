#!/usr/bin/env bash
# Browser tests drive Debian's Chromium, never a browser downloaded by a test tool.
set -euo pipefail
source "$(dirname "$0")/support/debian-packages.sh"
ensure_debian_files /usr/bin/chromium chromium
