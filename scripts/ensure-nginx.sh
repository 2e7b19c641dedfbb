#!/usr/bin/env bash
# The nginx tests run Debian's nginx with its brotli_static module, installed here when missing.
set -euo pipefail
NGINX=/usr/sbin/nginx
BROTLI_STATIC=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
PACKAGES=(nginx libnginx-mod-http-brotli-static)
if [ -x "$NGINX" ] && [ -f "$BROTLI_STATIC" ]; then
  exit 0
fi
echo "nginx or its brotli_static module is missing; installing Debian's ${PACKAGES[*]}..."
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${PACKAGES[@]}"
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${PACKAGES[@]}"
else
  echo "Cannot install them without root. Run: sudo apt-get update && sudo apt-get install -y ${PACKAGES[*]}" >&2
  exit 1
fi
[ -x "$NGINX" ] && [ -f "$BROTLI_STATIC" ] || {
  echo "Installing ${PACKAGES[*]} did not provide $NGINX and $BROTLI_STATIC" >&2
  exit 1
}
