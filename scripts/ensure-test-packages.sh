#!/usr/bin/env bash
# Installs the Debian packages the test suites need when they are missing: chromium's headless
# shell for the browser tests (Playwright never downloads one), redis-server for the multi-instance
# realtime test, a Java runtime for the Nu HTML Checker (vnu-jar), and the proxies the proxy test
# runs the committed configurations in (deploy/): nginx-light with Debian's brotli_static module,
# and caddy, with openssl for its certificate; docker-compose, whose `config` validates
# deploy/compose.yaml without a Docker engine. PostgreSQL is handled by scripts/postgres-test.sh.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ -e /usr/share/nginx/modules-available/mod-http-brotli-static.conf ] || missing+=(libnginx-mod-http-brotli-static)
[ -x /usr/bin/caddy ] || missing+=(caddy)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
command -v docker-compose >/dev/null 2>&1 || missing+=(docker-compose)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing ${missing[*]} for the tests..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
# The tests start their own servers: no package may start its system service (nginx on port 80,
# redis on 6379) on the way. Debian's rule for that is a policy-rc.d that answers 101; one is put
# in place for the install when the host has none.
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
  trap '$SUDO rm -f "$policy"' EXIT
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$policy" >/dev/null
  $SUDO chmod 755 "$policy"
fi
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
