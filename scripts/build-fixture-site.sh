#!/usr/bin/env bash
# Builds a throwaway copy of the site with a released docs version (1.0.0) and fixture docs
# (a draft and an unlisted page), for the browser tests in tests/e2e-fixture. Nothing here is
# committed to the real site.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=.tmp/fixture-site
rm -rf "$dir"
mkdir -p "$dir"
tar --exclude=./node_modules --exclude=./.cache --exclude=./public --exclude=./.tmp --exclude=./.git \
  --exclude=./test-results -cf - . | tar -xf - -C "$dir"
ln -s "$PWD/node_modules" "$dir/node_modules"
cd "$dir"
node scripts/docs-version.mjs 1.0.0
cp -r tests/fixtures/docs/. content/docs/
GATSBY_TELEMETRY_DISABLED=1 npx gatsby build
