# The environment of every build of the fixture site (scripts/build-fixture-site.sh,
# scripts/reindex-fixture-site.sh), sourced from the fixture site's root.
# The fixture site searches "Algolia": a stand-in the tests start on 127.0.0.1:9012, behind a
# dead first host (9013) so the client's host fallback is exercised, with Insights enabled.
# Its tests use gatsby serve, not nginx: the .gz/.br twins would only cost build time (and
# evict the real site's entries from the shared compression cache in node_modules/.cache).
# Nor do they look at bytes: the scripts are not minified and have no source maps (TIDAS_MINIFY).
# The schema bundle is swapped in the same build (TIDAS_SCHEMA_DIR), so it costs no
# extra build time.
# The build also indexes into "Algolia": a second stand-in on 127.0.0.1:9014 (fixture_indexing_port),
# behind the same dead first host, with an admin key that tests/e2e-fixture/algolia-indexing.spec.ts
# looks for in the output.
fixture_indexing_port=9014
fixture_admin_key=fixture-admin-key-7c41d9e2
export ALGOLIA_APP_ID=FIXTUREAPP ALGOLIA_ADMIN_KEY="$fixture_admin_key" ALGOLIA_INDEX_NAME=tidas-fixture
export ALGOLIA_HOSTS="http://127.0.0.1:9013,http://127.0.0.1:$fixture_indexing_port"
export GATSBY_TELEMETRY_DISABLED=1 TIDAS_PRECOMPRESS=off TIDAS_MINIFY=off TIDAS_SCHEMA_DIR="$PWD/tests/fixtures/schemas"
export GATSBY_ALGOLIA_APP_ID=FIXTUREAPP GATSBY_ALGOLIA_SEARCH_KEY=fixture-search-key GATSBY_ALGOLIA_INDEX_NAME=tidas-fixture
export GATSBY_ALGOLIA_HOSTS="http://127.0.0.1:9013,http://127.0.0.1:9012"
export GATSBY_ALGOLIA_INSIGHTS=true GATSBY_ALGOLIA_INSIGHTS_HOST=http://127.0.0.1:9012
