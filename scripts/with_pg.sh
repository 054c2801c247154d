#!/usr/bin/env bash
# Run a command beside a throwaway PostgreSQL cluster: `bash scripts/with_pg.sh CMD [ARGS...]`.
#
# Installs Debian's `postgresql` when it is missing (sudo unless root), makes a cluster with initdb
# in a temporary directory, listening only on a Unix socket in that directory, runs CMD with
#   COMPANION_TEST_PG      the URL of its database `companion` (trust authentication, no password)
#   COMPANION_TEST_PG_CTL  the pg_ctl command line for that cluster (the restart test uses it)
# and stops and removes the cluster when CMD ends, whatever the way it ends.
# PostgreSQL refuses to run as root: as root the cluster belongs to `nobody`.
set -euo pipefail

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO=sudo
  echo "Installing Debian's postgresql for the store tests..."
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
fi
PG_BIN="$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")"

PG_DIR="$(mktemp -d /tmp/companion-pg.XXXXXX)"
AS=()
if [ "$(id -u)" = 0 ]; then
  chown nobody "$PG_DIR"
  AS=(runuser -u nobody --)
fi
PG_CTL=("${AS[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w)

stop_pg() {
  "${PG_CTL[@]}" stop -m immediate >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap stop_pg EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

"${AS[@]}" "$PG_BIN/initdb" --no-sync -D "$PG_DIR/data" -U companion --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
# Only a socket in the temporary directory: nothing listens on the network. fsync stays on.
cat >>"$PG_DIR/data/postgresql.conf" <<EOF
listen_addresses = ''
unix_socket_directories = '$PG_DIR'
max_connections = 200
shared_buffers = 64MB
EOF
"${PG_CTL[@]}" start >/dev/null
"${AS[@]}" "$PG_BIN/createdb" -h "$PG_DIR" -U companion companion

export COMPANION_TEST_PG="postgresql://companion@/companion?host=$PG_DIR"
export COMPANION_TEST_PG_CTL="${PG_CTL[*]}"
"$@"
