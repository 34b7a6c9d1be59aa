#!/usr/bin/env bash
# Turns a checkout into the folder to ship (docs/deployment.md, "What to ship"): installs the
# build's tools, builds with NODE_ENV=production, copies the shipped files into OUT and installs
# the production dependencies there. The Dockerfile's build stage and
# tests/e2e/deploy-bundle.spec.ts both run this script.
#
#   deploy/make-bundle.sh [--skip-build] SOURCE OUT
#
# --skip-build: SOURCE already holds a build (the test builds once for the whole suite).
# OUT must be a new or empty folder, so no file of an older bundle stays.
set -euo pipefail

usage() { echo "usage: $0 [--skip-build] SOURCE OUT" >&2; exit 64; }
build=1
if [ "${1:-}" = "--skip-build" ]; then build=0; shift; fi
[ $# -eq 2 ] || usage
source_dir="$(cd "$1" && pwd)"
out_dir="$2"

# The list docs/deployment.md gives under "What to ship"; the deploy test checks the two agree.
SHIPPED=(build package.json package-lock.json)

if [ "$build" -eq 1 ]; then
  # --include=dev: the build's tools are dev dependencies, which npm leaves out under NODE_ENV=production.
  (cd "$source_dir" && npm ci --include=dev --no-audit --no-fund && NODE_ENV=production npm run build)
fi
for item in "${SHIPPED[@]}"; do
  [ -e "$source_dir/$item" ] || { echo "$source_dir/$item is missing: build first, or leave out --skip-build" >&2; exit 1; }
done

if [ -e "$out_dir" ] && [ -n "$(ls -A "$out_dir")" ]; then echo "$out_dir is not empty: give a new or empty folder" >&2; exit 1; fi
mkdir -p "$out_dir"
for item in "${SHIPPED[@]}"; do cp -R "$source_dir/$item" "$out_dir/$item"; done
(cd "$out_dir" && npm ci --omit=dev --no-audit --no-fund)
echo "Bundle ready in $out_dir"
