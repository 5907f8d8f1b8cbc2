#!/usr/bin/env bash
# Starts (or reuses) a private PostgreSQL instance for the test suites on 127.0.0.1 and prints
# its URL. Needs Debian's postgresql binaries (apt-get install -y postgresql). Usage:
#   scripts/pg-test.sh start   -> prints postgres://postgres@127.0.0.1:PORT/portal_test
#   scripts/pg-test.sh stop
set -euo pipefail
PORT="${PG_TEST_PORT:-54329}"
DIR="${PG_TEST_DIR:-/tmp/portal-pajak-pg-$PORT}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -n "$BIN" ] && [ -x "$BIN/initdb" ] || { echo "PostgreSQL server binaries not found (apt-get install -y postgresql)" >&2; exit 2; }

as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-start}" in
  start)
    if [ ! -f "$DIR/PG_VERSION" ]; then
      mkdir -p "$DIR"
      [ "$(id -u)" = "0" ] && chown postgres:postgres "$DIR"
      as_pg "$BIN/initdb" -D "$DIR" -U postgres --auth=trust -E UTF8 >/dev/null
    fi
    if ! as_pg "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
      as_pg "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
        -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c max_connections=200" start >/dev/null
    fi
    for db in portal_test portal_bench; do
      psql -h 127.0.0.1 -p "$PORT" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname='$db'" | grep -q 1 ||
        psql -h 127.0.0.1 -p "$PORT" -U postgres -qc "CREATE DATABASE $db" >/dev/null
    done
    echo "postgres://postgres@127.0.0.1:$PORT/portal_test"
    ;;
  stop)
    as_pg "$BIN/pg_ctl" -D "$DIR" -m fast stop >/dev/null 2>&1 || true
    ;;
  pause)  # for fault tests: stop without removing data
    as_pg "$BIN/pg_ctl" -D "$DIR" -m immediate stop >/dev/null
    ;;
  *) echo "usage: $0 start|stop|pause" >&2; exit 64 ;;
esac
