#!/usr/bin/env bash
# `npm run load` drives the servers with Debian's wrk, a load client fast enough not to be the
# bottleneck it measures; installed here when missing.
set -euo pipefail
source "$(dirname "$0")/support/debian-packages.sh"
ensure_debian_files /usr/bin/wrk wrk
