#!/usr/bin/env bash
# The whole test suite, as CI runs it: install, typecheck, lint and format check, unit tests,
# production build, byte budgets, browser tests. Ends with one line 'N passed, M failed'.
set -uo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI="${CI:-true}"
mkdir -p .tmp
rm -f .tmp/jest-results.json .tmp/playwright-results.json .tmp/playwright-fixture-results.json .tmp/playwright-develop-results.json .tmp/playwright-nginx-results.json .tmp/link-check.json .tmp/budget-results.json .tmp/lint-results.json

started=$SECONDS
step() { printf '\n=== %s (at %ss) ===\n' "$*" "$((SECONDS - started))"; }
fail_setup() { echo "$1" >&2; node scripts/test-summary.mjs --setup-failed "$1"; exit 1; }

step "Installing dependencies"
# The lockfile pins every version, so a package already in npm's cache is used without asking
# the registry again; a missing one is still downloaded.
npm install --no-audit --no-fund --loglevel=error --prefer-offline || fail_setup "npm install failed"
bash scripts/ensure-browser.sh || fail_setup "Chromium or CJK fonts are missing"
bash scripts/ensure-nginx.sh || fail_setup "nginx is missing"

step "Production build, started beside the checks below"
# The browser tests wait for the build; the type check, lint and unit tests do not, so they run
# beside it at the lowest priority, filling what its single-threaded phases leave idle. The build
# runs in a session of its own (setsid), so that stopping early stops its workers too. Its output
# is shown when it ends. (It writes src/gatsby-types.d.ts only at its end, long after the type
# check has read the committed file; the check after the build compares the two.)
setsid npx gatsby build >.tmp/build.log 2>&1 &
build_pid=$!
trap 'kill -- -"$build_pid" 2>/dev/null || true' EXIT
checks() { nice -n 19 "$@"; }

step "Type check"
checks npx tsc --noEmit || fail_setup "Type check failed"

step "Lint (ESLint) and formatting (Prettier)"
lint_passed=0
lint_failed=0
for check in lint format:check; do
  if checks npm run --silent "$check"; then lint_passed=$((lint_passed + 1)); else lint_failed=$((lint_failed + 1)); fi
done
printf '{"passed":%d,"failed":%d}\n' "$lint_passed" "$lint_failed" > .tmp/lint-results.json
[ "$lint_failed" -eq 0 ] || echo "Run 'npm run lint' and 'npm run format' to see and fix these." >&2

step "Unit and component tests"
# Jest runs one worker fewer than there are cores by default: on two cores, a single worker.
checks npx jest --ci --maxWorkers=2 --json --outputFile=.tmp/jest-results.json
jest_status=$?

step "Fixture site build, started beside the production build's last stages"
# Once the checks are done, the production build's last stages (the HTML renderer, rendering
# pages) keep about one core busy; the fixture site's build, a copy of the site in .tmp, takes
# the other. The browser tests start once both are done, so nothing runs beside them.
setsid bash scripts/build-fixture-site.sh >.tmp/fixture-build.log 2>&1 &
fixture_build_pid=$!
trap 'kill -- -"$build_pid" -"$fixture_build_pid" 2>/dev/null || true' EXIT

step "Production build: its output"
wait "$build_pid"
build_status=$?
cat .tmp/build.log
[ "$build_status" -eq 0 ] || fail_setup "gatsby build failed"
# The build writes the GraphQL types (graphqlTypegen); the committed file must be the same, or
# the type check above checked stale types.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1 && ! git diff --quiet -- src/gatsby-types.d.ts; then
  fail_setup "src/gatsby-types.d.ts is out of date: commit the file the build wrote"
fi

step "Byte budgets (perf-budgets.json)"
npx tsx scripts/check-budgets.ts
budget_status=$?

step "Links: every internal link and #anchor in the build resolves"
node scripts/check-links.mjs --json .tmp/link-check.json
links_status=$?

step "Fixture site build: waiting for it"
wait "$fixture_build_pid"
fixture_build_status=$?
trap - EXIT

step "Browser tests, against the build as deploy/nginx.conf serves it"
npx playwright test
e2e_status=$?

step "Fixture site: a released docs version, draft and unlisted pages, Algolia reindexing over three builds"
cat .tmp/fixture-build.log
[ "$fixture_build_status" -eq 0 ] || fail_setup "the fixture site build failed"
# gatsby develop starts here, on the develop copy: its start-up (about 90 s, most of it one thread
# compiling the development bundle) takes what the reindexing builds leave idle. Its tests'
# output is shown after the fixture site's.
npx playwright test --config playwright.develop.config.ts >.tmp/develop-tests.log 2>&1 &
develop_pid=$!
trap 'kill "$develop_pid" 2>/dev/null || true' EXIT
# Builds 2 and 3 of the reindexing (build 1 was the one above). Not a setup step: whatever goes
# wrong shows as failures of tests/e2e-fixture/algolia-reindexing.spec.ts, the other tests go on.
bash scripts/reindex-fixture-site.sh
npx playwright test --config playwright.fixture.config.ts
fixture_status=$?

step "An editor's gatsby develop on the fixture site: no error overlay, edited strings reach the page"
wait "$develop_pid"
develop_status=$?
trap - EXIT
cat .tmp/develop-tests.log

step "Done"
node scripts/test-summary.mjs
[ $lint_failed -eq 0 ] && [ $jest_status -eq 0 ] && [ $budget_status -eq 0 ] && [ $links_status -eq 0 ] && [ $e2e_status -eq 0 ] && [ $fixture_status -eq 0 ] && [ $develop_status -eq 0 ]
