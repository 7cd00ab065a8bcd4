#!/usr/bin/env bash
# Quick start: install, build the production site with its embedded defaults (local search,
# no credentials, no internet) and serve it on http://localhost:9000.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The lockfile pins every version, so a package already in npm's cache is used without asking
# the registry again; a missing one is still downloaded.
npm install --no-audit --no-fund --loglevel=error --prefer-offline
npx gatsby build
exec npx gatsby serve --port "${PORT:-9000}" --host "${HOST:-0.0.0.0}"
