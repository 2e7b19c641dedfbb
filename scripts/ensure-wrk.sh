#!/usr/bin/env bash
# `npm run load` drives the servers with Debian's wrk, a load client fast enough not to be the
# bottleneck it measures; installed here when missing.
set -euo pipefail
source "$(dirname "$0")/support/debian-packages.sh"
WRK=/usr/bin/wrk
if [ -x "$WRK" ]; then
  exit 0
fi
echo "wrk is not installed at $WRK; installing Debian's wrk package..."
install_debian_packages wrk
[ -x "$WRK" ] || { echo "Installing wrk did not provide $WRK" >&2; exit 1; }
