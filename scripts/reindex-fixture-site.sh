#!/usr/bin/env bash
# Builds 2 and 3 of the fixture site's Algolia indexing, for
# tests/e2e-fixture/algolia-reindexing.spec.ts. Build 1 is scripts/build-fixture-site.sh's own
# build, whose index the stand-in wrote to algolia-index.json. Here a stand-in starts from that
# index, as Algolia would hold it, and:
#   build 2: one doc removed (faq/glossary, links to it made plain text) and one paragraph of
#            another (the English intro) changed, with .cache kept;
#   build 3: the same content with nothing kept from earlier builds but webpack's compile
#            cache (no index state is in it; keeping it saves the build a minute of compiling).
# Each build's log, exit status, local index and stand-in dump go to .tmp/fixture-site/reindex/.
# Build 1's content and public/ are put back afterwards: the fixture browser tests and gatsby
# develop use them. Fails only when it cannot set the builds up; a failed build is for the spec
# to report.
set -euo pipefail
cd "$(dirname "$0")/../.tmp/fixture-site"
[ -f algolia-index.json ] || { echo "Run scripts/build-fixture-site.sh first: build 1's index (algolia-index.json) is missing." >&2; exit 1; }
source scripts/fixture-site-env.sh
out=reindex
rm -rf "$out"
mkdir -p "$out"
cp -a content "$out/content-build-1"
cp -a public "$out/public-build-1"
standin=
restore() {
  [ -n "$standin" ] && kill "$standin" 2>/dev/null || true
  rm -rf content public
  mv "$out/content-build-1" content
  mv "$out/public-build-1" public
}
trap restore EXIT

# build <n> <stand-in starts from>: one gatsby build indexing into a stand-in.
build() {
  local n=$1 started=$SECONDS status=0
  node_modules/.bin/tsx tests/support/algolia-stand-in-cli.ts "$fixture_indexing_port" "$out/index-$n.json" "$fixture_admin_key" "$2" &
  standin=$!
  npx gatsby build >"$out/build-$n.log" 2>&1 || status=$?
  kill "$standin"
  wait "$standin" || true
  standin=
  [ -d public/search-index ] && cp -a public/search-index "$out/search-index-$n"
  printf '{"status":%d,"seconds":%d}\n' "$status" "$((SECONDS - started))" >"$out/build-$n.json"
  echo "Reindex build $n: exit status $status in $((SECONDS - started)) s (log: .tmp/fixture-site/$out/build-$n.log)"
  [ "$status" -eq 0 ] || tail -n 30 "$out/build-$n.log"
}

node scripts/fixture-site-content.mjs intro core-modules/schema/schema-content/json-schema-processes faq/fixture-draft faq/fixture-unlisted
was="In one sentence: TIDAS lets LCA data be shared worldwide"
now="In one sentence: TIDAS lets life cycle data be shared worldwide"
sed -i "s/$was/$now/" content/docs/intro.en.mdx
grep -q "$now" content/docs/intro.en.mdx || { echo "The intro's paragraph to change was not found." >&2; exit 1; }
printf '{"removed":"faq/glossary","changed":{"url":"/en/docs/next/intro","was":"%s","now":"%s"}}\n' "$was" "$now" >"$out/changes.json"

build 2 algolia-index.json
find .cache -mindepth 1 -maxdepth 1 ! -name webpack -exec rm -rf {} +
rm -rf public
build 3 "$out/index-2.json"
