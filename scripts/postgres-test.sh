#!/usr/bin/env bash
# A private, throwaway PostgreSQL server for the API tests and the API benchmark.
#
# Usage:
#   url="$(bash scripts/postgres-test.sh start)"   # starts it (or reuses a running one), prints the URL
#   eval "$(bash scripts/postgres-test.sh env)"     # same, as: export TEST_DATABASE_URL=...
#   bash scripts/postgres-test.sh url               # prints the URL of the running server
#   bash scripts/postgres-test.sh status            # exit 0 when it is running
#   bash scripts/postgres-test.sh stop              # stops it and deletes its files
#
#   TEST_DATABASE_URL="$url" npx vitest run --project 'api*'
#
# Only the URL (or the export line) goes to stdout; progress goes to stderr.
# Installs Debian's `postgresql` when no server binaries are found (needs root).
# The server listens on 127.0.0.1 only, trusts local connections and keeps no data
# worth keeping: fsync is off. Settings: PG_TEST_PORT (54329), PG_TEST_DIR.
set -euo pipefail

PORT="${PG_TEST_PORT:-54329}"
BASE_DIR="${PG_TEST_DIR:-${TMPDIR:-/tmp}/agency-pg-test-$PORT}"
DATA_DIR="$BASE_DIR/data"
LOG_FILE="$BASE_DIR/server.log"
URL="postgres://postgres@127.0.0.1:$PORT/postgres"

log() { echo "postgres-test: $*" >&2; }

find_bin_dir() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [[ -n "$dir" && -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then
    echo "$dir"
    return 0
  fi
  # Other distributions put the binaries on PATH.
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
    return 0
  fi
  return 1
}

install_postgres() {
  if [[ "$(id -u)" != 0 ]]; then
    log "PostgreSQL server binaries are missing; install the 'postgresql' package (needs root)."
    exit 1
  fi
  log "installing PostgreSQL (apt-get install -y postgresql)"
  export DEBIAN_FRONTEND=noninteractive
  if ! apt-get install -y -q postgresql >&2; then
    apt-get update -q >&2
    apt-get install -y -q postgresql >&2
  fi
}

# PostgreSQL refuses to run as root, so root runs it as the `postgres` user.
as_owner() {
  if [[ "$(id -u)" == 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

is_running() {
  [[ -f "$DATA_DIR/postmaster.pid" ]] || return 1
  local bin_dir
  bin_dir="$(find_bin_dir)" || return 1
  as_owner "$bin_dir/pg_ctl" -D "$DATA_DIR" status >/dev/null 2>&1
}

wait_ready() {
  local bin_dir="$1"
  for _ in $(seq 1 50); do
    if "$bin_dir/pg_isready" -q -h 127.0.0.1 -p "$PORT" -U postgres 2>/dev/null; then
      return 0
    fi
    sleep 0.1
  done
  log "server did not become ready; see $LOG_FILE"
  exit 1
}

start() {
  local bin_dir
  if ! bin_dir="$(find_bin_dir)"; then
    install_postgres
    bin_dir="$(find_bin_dir)" || { log "no PostgreSQL server binaries after install"; exit 1; }
  fi

  if is_running; then
    wait_ready "$bin_dir"
    return 0
  fi

  # A folder left by a crashed run is not worth repairing.
  rm -rf "$BASE_DIR"
  mkdir -p "$BASE_DIR"
  if [[ "$(id -u)" == 0 ]]; then
    chown postgres: "$BASE_DIR"
  fi
  chmod 700 "$BASE_DIR"

  log "initialising a cluster in $DATA_DIR"
  as_owner "$bin_dir/initdb" -D "$DATA_DIR" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null 2>"$BASE_DIR/initdb.err" ||
    as_owner "$bin_dir/initdb" -D "$DATA_DIR" -U postgres -A trust -E UTF8 --no-sync >/dev/null 2>>"$BASE_DIR/initdb.err" ||
    { cat "$BASE_DIR/initdb.err" >&2; exit 1; }

  log "starting on 127.0.0.1:$PORT"
  as_owner "$bin_dir/pg_ctl" -D "$DATA_DIR" -l "$LOG_FILE" -w -t 30 \
    -o "-p $PORT -k $BASE_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null || { cat "$LOG_FILE" >&2 || true; exit 1; }
  wait_ready "$bin_dir"
}

stop() {
  local bin_dir
  if [[ -f "$DATA_DIR/postmaster.pid" ]] && bin_dir="$(find_bin_dir)"; then
    as_owner "$bin_dir/pg_ctl" -D "$DATA_DIR" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$BASE_DIR"
  log "stopped"
}

case "${1:-}" in
  start) start; echo "$URL" ;;
  env) start; echo "export TEST_DATABASE_URL='$URL'" ;;
  url) is_running && echo "$URL" || { log "not running"; exit 1; } ;;
  status) is_running ;;
  stop) stop ;;
  *) sed -n '2,17p' "$0" >&2; exit 2 ;;
esac
