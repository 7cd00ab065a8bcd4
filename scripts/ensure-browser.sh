#!/usr/bin/env bash
# Installs what the browser tests need: Debian's chromium-headless-shell (tests/support/chromium-flags.ts
# says why that build; the tests fall back to the full `chromium` when it cannot be installed) and
# CJK fonts (without them Chinese and Japanese render as boxes). Playwright never downloads a
# browser of its own here. The benchmarks use the full `chromium` package:
# `bash scripts/ensure-browser.sh --benchmarks` installs it as well.
set -euo pipefail
has_shell() { [ -x /usr/bin/chromium-headless-shell ]; }
has_chromium() { command -v chromium >/dev/null 2>&1; }
need=()
[ -n "${CHROMIUM_PATH:-}" ] || has_shell || need+=(chromium-headless-shell)
[ "${1:-}" = "--benchmarks" ] && ! has_chromium && need+=(chromium)
fc-list 2>/dev/null | grep -qi "Noto Sans CJK" || need+=(fonts-noto-cjk)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "The browser tests need: ${need[*]}. Install them with: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
echo "Installing ${need[*]} with apt-get..."
if apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null; then exit 0; fi
# The tests can still run in the full browser: say so and go on, if that is all that is missing.
if [ "${need[*]}" = "chromium-headless-shell" ] && has_chromium; then
  echo "Could not install chromium-headless-shell: the browser tests run in the full chromium." >&2
  exit 0
fi
exit 1
