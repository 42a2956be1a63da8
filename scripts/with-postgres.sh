#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server, for the server tests' "real PostgreSQL" pass:
#
#   bash scripts/with-postgres.sh npm run test:server
#
# Starts a fresh cluster in a temporary directory (loopback only, a free port, trust auth), exports
# TEST_DATABASE_URL for the command, and stops the server and deletes the directory however the command
# ends. Exits with the command's status.
set -euo pipefail

if [[ $# -eq 0 ]]; then
  echo "usage: bash scripts/with-postgres.sh <command> [args...]" >&2
  exit 2
fi

find_bindir() {
  local dir
  if command -v pg_config >/dev/null 2>&1; then
    dir="$(pg_config --bindir 2>/dev/null || true)"
    if [[ -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then
      echo "$dir"
      return
    fi
  fi
  # Debian and Ubuntu keep the server binaries out of PATH, one folder per major version: take the newest.
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k4 -n -r); do
    if [[ -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then
      echo "$dir"
      return
    fi
  done
  return 1
}

if ! BINDIR="$(find_bindir)"; then
  echo "with-postgres: no PostgreSQL server binaries found (tried pg_config --bindir and /usr/lib/postgresql/*/bin)" >&2
  exit 1
fi

TMP_DIR="$(mktemp -d -t dermacampus-pg.XXXXXX)"
DATA_DIR="$TMP_DIR/data"
SOCKET_DIR="$TMP_DIR/socket"
LOG_FILE="$TMP_DIR/postgres.log"
mkdir -p "$SOCKET_DIR"

# PostgreSQL refuses to run as root: when we are root, run the server as the `postgres` system user.
as_server_user() { "$@"; }
if [[ "$(id -u)" -eq 0 ]]; then
  if ! id -u postgres >/dev/null 2>&1; then
    useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  fi
  chown -R postgres: "$TMP_DIR"
  as_server_user() { runuser -u postgres -- "$@"; }
fi

STARTED=0
cleanup() {
  local status=$?
  if [[ "$STARTED" -eq 1 ]]; then
    as_server_user "$BINDIR/pg_ctl" -D "$DATA_DIR" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$TMP_DIR"
  exit "$status"
}
trap cleanup EXIT
# A signal ends the script through the EXIT trap, so the server never outlives it.
trap 'exit 130' INT
trap 'exit 143' TERM

# A free port on loopback, chosen by the kernel (node is always here: the project needs it).
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

as_server_user "$BINDIR/initdb" -D "$DATA_DIR" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 \
  --no-instructions >"$TMP_DIR/initdb.log" 2>&1 || {
  cat "$TMP_DIR/initdb.log" >&2
  echo "with-postgres: initdb failed" >&2
  exit 1
}

# Durability settings off: the cluster is thrown away, and the tests run faster without fsync.
SERVER_OPTIONS="-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$SOCKET_DIR"
SERVER_OPTIONS+=" -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
STARTED=1
if ! as_server_user "$BINDIR/pg_ctl" -D "$DATA_DIR" -l "$LOG_FILE" -o "$SERVER_OPTIONS" -w -t 60 start >/dev/null; then
  cat "$LOG_FILE" >&2 || true
  echo "with-postgres: the server did not start" >&2
  exit 1
fi

"$BINDIR/createdb" -h 127.0.0.1 -p "$PORT" -U postgres dermacampus
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/dermacampus"
echo "with-postgres: PostgreSQL $("$BINDIR/postgres" --version | awk '{print $3}') at $TEST_DATABASE_URL" >&2

set +e
"$@"
COMMAND_STATUS=$?
set -e
exit "$COMMAND_STATUS"
