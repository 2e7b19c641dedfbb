#!/usr/bin/env bash
# The nginx tests run Debian's nginx with its brotli_static module and its njs module (Markdown
# negotiation on Accept), installed here when missing.
set -euo pipefail
source "$(dirname "$0")/support/debian-packages.sh"
ensure_debian_files \
  "/usr/sbin/nginx /usr/lib/nginx/modules/ngx_http_brotli_static_module.so /usr/lib/nginx/modules/ngx_http_js_module.so" \
  nginx libnginx-mod-http-brotli-static libnginx-mod-http-js
