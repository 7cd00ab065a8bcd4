#!/usr/bin/env bash
# Installs what the serving tests need: Debian's nginx and its two brotli modules (the filter
# compresses on the fly, the static module sends the build's precompressed .br files). Only the
# binary and the modules are used; the tests run nginx with their own configuration.
set -euo pipefail
need=()
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || need+=(libnginx-mod-http-brotli-filter)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || need+=(libnginx-mod-http-brotli-static)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "The serving tests need: ${need[*]}. Install them with: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
echo "Installing ${need[*]} with apt-get..."
apt-get update -qq
# A policy-rc.d that says no keeps the package from starting the system's nginx on port 80.
added_policy=0
if [ ! -e /usr/sbin/policy-rc.d ]; then printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && added_policy=1; fi
status=0
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null || status=$?
[ $added_policy -eq 1 ] && rm -f /usr/sbin/policy-rc.d
exit $status
