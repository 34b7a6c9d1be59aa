#!/usr/bin/env bash
# Installs the Debian packages the test suites need when they are missing: chromium's headless
# shell for the browser tests (Playwright never downloads one), redis-server for the multi-instance
# realtime test and a Java runtime for the Nu HTML Checker (vnu-jar). PostgreSQL is handled
# by scripts/postgres-test.sh.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing ${missing[*]} for the tests..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
