#!/usr/bin/env bash
# The nginx tests run Debian's nginx with its brotli_static module, installed here when missing.
set -euo pipefail
source "$(dirname "$0")/support/debian-packages.sh"
NGINX=/usr/sbin/nginx
BROTLI_STATIC=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
PACKAGES=(nginx libnginx-mod-http-brotli-static)
if [ -x "$NGINX" ] && [ -f "$BROTLI_STATIC" ]; then
  exit 0
fi
echo "nginx or its brotli_static module is missing; installing Debian's ${PACKAGES[*]}..."
install_debian_packages "${PACKAGES[@]}"
[ -x "$NGINX" ] && [ -f "$BROTLI_STATIC" ] || {
  echo "Installing ${PACKAGES[*]} did not provide $NGINX and $BROTLI_STATIC" >&2
  exit 1
}
