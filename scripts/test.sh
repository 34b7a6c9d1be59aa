#!/usr/bin/env bash
# Every test suite, in the order that fails fastest: types, lint, unit and loader tests,
# the API on PGlite and on PostgreSQL, then the browser tests against the production build.
# Steps that wait on different things run side by side (`together`): the Debian packages and
# PostgreSQL install while the code is checked and the unit tests run; tsc, eslint and knip
# run at once. Their output comes after they end, one step after another.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's heading says when it began, counted from the start of the run.
step() { printf '\n\033[1m== %s ==\033[0m (at %d s)\n' "$1" "$SECONDS"; }

# Runs each command line side by side, each into a log of its own; prints the logs in order once
# all have ended, with the time each took, and fails if any failed.
together() {
  local dir i status=0 pids=()
  dir="$(mktemp -d)"
  i=0
  for command in "$@"; do
    ( start=$SECONDS; bash -c "$command" >"$dir/$i.log" 2>&1 && code=0 || code=$?; echo "$((SECONDS - start))" >"$dir/$i.time"; exit $code ) &
    pids+=($!)
    i=$((i + 1))
  done
  i=0
  for command in "$@"; do
    if wait "${pids[$i]}"; then result="ok"; else result="FAILED"; status=1; fi
    printf '\n\033[1m-- %s (%s, %s s)\033[0m\n' "$command" "$result" "$(cat "$dir/$i.time" 2>/dev/null || echo '?')"
    cat "$dir/$i.log"
    i=$((i + 1))
  done
  rm -rf "$dir"
  return $status
}

pg_file="$(mktemp)"
trap 'rm -f "$pg_file"; [ -n "${DATABASE_URL:-}" ] || bash scripts/postgres-test.sh stop >/dev/null 2>&1 || true' EXIT
# The packages and PostgreSQL (both may come from apt, one after the other) get ready in the background.
(
  bash scripts/ensure-test-packages.sh
  if [ -n "${DATABASE_URL:-}" ]; then echo "$DATABASE_URL"; else bash scripts/postgres-test.sh start; fi >"$pg_file"
) >"$pg_file.log" 2>&1 &
services=$!

step "Typecheck, lint and dead code (side by side)"
together "npx tsc --noEmit" "npx eslint ." "npx knip"

step "Unit and route tests (upstream stubbed with msw)"
# Two files at once: vitest's default on 2 cores is one worker, and a file's start-up (setup,
# imports) leaves a core idle. Most files share a worker's loaded modules (vitest.config.ts).
npx vitest run --project 'unit*' --maxWorkers=2

step "Test packages (chromium, redis-server, Java) and PostgreSQL"
status=0
wait "$services" || status=$?
cat "$pg_file.log"
rm -f "$pg_file.log"
[ "$status" -eq 0 ] || exit "$status"
pg_url="$(cat "$pg_file")"

# The API suite's Redis tests need redis-server: both engines' runs come after the packages.
# Two API files at once (vitest's default is one worker on 2 cores): much of a file's time is
# spent waiting on timers and sockets, and each file has its own database, ports and Redis.
step "API tests on embedded PGlite"
env -u TEST_DATABASE_URL npx vitest run --project 'api*' --maxWorkers=2

step "API and outbox tests on PostgreSQL"
TEST_DATABASE_URL="$pg_url" npx vitest run --project 'api*' --maxWorkers=2
TEST_DATABASE_URL="$pg_url" npx vitest run --project 'unit*' tests/routes/forms-outbox.test.ts tests/unit/mail-queue.test.ts

step "Production build"
# With NODE_ENV=production exported, as a build stage often has it (docs/deployment.md, Build).
NODE_ENV=production npm run build --silent

step "The build holds what the site takes from Remix, React and the bundler"
npx vitest run --project build

step "Nu HTML Checker on every page of the sitemap"
node scripts/validate-html.mjs

step "End-to-end tests in chromium, with JavaScript on and off"
rm -rf .cache/e2e-data-*
# The two-instance test (instances.spec.ts) runs on this PostgreSQL, in a database of its own.
TEST_DATABASE_URL="$pg_url" npx playwright test
echo "Every suite passed in $SECONDS s."
