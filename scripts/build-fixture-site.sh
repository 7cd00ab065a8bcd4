#!/usr/bin/env bash
# Builds a throwaway copy of the site, trimmed to the few docs its tests visit, with a released
# docs version (1.0.0), fixture docs (a draft and an unlisted page) and the schema pages from
# another bundle (tests/fixtures/schemas through TIDAS_SCHEMA_DIR), for the browser tests in
# tests/e2e-fixture and tests/e2e-develop. Nothing here is committed to the real site. The
# build's output is kept in .tmp/fixture-site/build.log: the tests read its warnings.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=.tmp/fixture-site
rm -rf "$dir"
mkdir -p "$dir"
tar --exclude=./node_modules --exclude=./.cache --exclude=./public --exclude=./.tmp --exclude=./.git \
  --exclude=./test-results -cf - . | tar -xf - -C "$dir"
ln -s "$PWD/node_modules" "$dir/node_modules"
cd "$dir"
# Only the docs the fixture tests visit (tests/e2e-fixture, tests/e2e-develop), in every locale:
# the rest would be built twice (current and 1.0.0) for nothing tested here.
node scripts/fixture-site-content.mjs intro faq/glossary core-modules/schema/schema-content/json-schema-processes
node scripts/docs-version.mjs 1.0.0
cp -r tests/fixtures/docs/. content/docs/
# Ten short fixture posts, so the blog list needs a second page.
for n in 01 02 03 04 05 06 07 08 09 10; do
  mkdir -p "content/blog/2025-01-$n-fixture-post-$n"
  for locale in zh-CN en ja; do
    printf -- '---\ntitle: "Fixture post %s"\ndate: 2025-01-%s\nauthors: [tidas-docs]\ntags: [announcement]\ndescription: "A fixture post."\n---\n\nA fixture post for the pagination test.\n' "$n" "$n" \
      > "content/blog/2025-01-$n-fixture-post-$n/index.$locale.mdx"
  done
done
# The build indexes into "Algolia" (a stand-in; scripts/fixture-site-env.sh has the whole
# environment); what the stand-in holds afterwards is written to algolia-index.json.
source scripts/fixture-site-env.sh
node_modules/.bin/tsx tests/support/algolia-stand-in-cli.ts "$fixture_indexing_port" algolia-index.json "$fixture_admin_key" &
standin=$!
trap 'kill "$standin" 2>/dev/null || true' EXIT
npx gatsby build 2>&1 | tee build.log
kill "$standin"
wait "$standin" || true
# A second copy, without the build, for `gatsby develop` (tests/e2e-develop): its edits and its
# files in public/ then never meet the production build the other fixture tests serve.
cd ..
rm -rf fixture-site-develop
mkdir fixture-site-develop
tar -C fixture-site --exclude=./node_modules --exclude=./.cache --exclude=./public --exclude=./reindex \
  --exclude=./build.log --exclude=./algolia-index.json -cf - . | tar -xf - -C fixture-site-develop
ln -s "$(readlink fixture-site/node_modules)" fixture-site-develop/node_modules
