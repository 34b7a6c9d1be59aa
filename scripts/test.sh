#!/usr/bin/env bash
# Every test suite, in the order that fails fastest: types, lint, unit and loader tests,
# the API on PGlite and on PostgreSQL, then the browser tests against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step "Test packages (chromium, redis-server, Java)"
bash scripts/ensure-test-packages.sh

step "Typecheck"
npx tsc --noEmit

step "Lint and dead code"
npx eslint .
npx knip

step "Unit and route tests (upstream stubbed with msw)"
npx vitest run --project unit

step "API tests on embedded PGlite"
env -u TEST_DATABASE_URL npx vitest run --project api

step "API and outbox tests on PostgreSQL"
if [ -n "${DATABASE_URL:-}" ]; then
  pg_url="$DATABASE_URL"
else
  pg_url="$(bash scripts/postgres-test.sh start)"
  trap 'bash scripts/postgres-test.sh stop >/dev/null 2>&1 || true' EXIT
fi
TEST_DATABASE_URL="$pg_url" npx vitest run --project api
TEST_DATABASE_URL="$pg_url" npx vitest run --project unit tests/routes/forms-outbox.test.ts tests/unit/mail-queue.test.ts

step "Production build"
npm run build --silent

step "The build holds what the site takes from Remix, React and the bundler"
npx vitest run --project build

step "Nu HTML Checker on every page of the sitemap"
node scripts/validate-html.mjs

step "End-to-end tests in chromium, with JavaScript on and off"
rm -rf .cache/e2e-data-*
# The two-instance test (instances.spec.ts) runs on this PostgreSQL, in a database of its own.
TEST_DATABASE_URL="$pg_url" npx playwright test
