#!/usr/bin/env bash
# A throw-away PostgreSQL 15 cluster with PostGIS, for the tests and the benchmarks (issue 16).
#
#   bash scripts/postgres-cluster.sh start <folder>   # prints DATABASE_URL=postgres://… (also in <folder>/database-url)
#   bash scripts/postgres-cluster.sh stop <folder>    # stops it and removes <folder>; safe to repeat, or after a failed start
#   bash scripts/postgres-cluster.sh pause|resume <folder>   # stops or starts its server only, data and port kept
#   bash scripts/postgres-cluster.sh standby <primary> <folder>   # a hot standby of the cluster in <primary>
#
# `start` installs Debian's postgresql-15 and postgresql-15-postgis-3 when they are missing (as root),
# runs initdb into <folder>/data, starts the server on a free port of 127.0.0.1 (the log goes to
# <folder>/postgres.log), creates the role and database `fieldlog` and puts PostGIS into template1, so
# the test database and every database created later have it. PostgreSQL refuses to run as root, so
# as root the cluster runs as the `postgres` user (runuser); as anyone else, as that user.
# Over TCP a password is needed (scram-sha-256), as on a real server, so the tests can show a refused
# login; the socket in <folder>, which only this script uses, trusts its owner. max_connections is
# 300: the tests run servers side by side, each with its own pool.
set -euo pipefail

PG_MAJOR=15
PG_BIN=/usr/lib/postgresql/$PG_MAJOR/bin
POSTGIS_CONTROL=/usr/share/postgresql/$PG_MAJOR/extension/postgis.control
ROLE=fieldlog
DATABASE=fieldlog

say() { echo "postgres-cluster: $*" >&2; }
fail() {
  say "$*"
  exit 1
}

usage() {
  echo "usage: bash scripts/postgres-cluster.sh start|stop|pause|resume <folder> | standby <primary-folder> <folder>" >&2
  exit 2
}

# Runs a command as the cluster's owner: `postgres` when we are root, else ourselves. From /, since
# the caller's folder may be closed to postgres (pg_ctl and psql then warn that they cannot enter it);
# every path given to them is absolute.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    (cd / && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}

install_packages() {
  if [ -x "$PG_BIN/initdb" ] && [ -f "$POSTGIS_CONTROL" ]; then return; fi
  [ "$(id -u)" -eq 0 ] || fail "PostgreSQL $PG_MAJOR with PostGIS is not installed; as root: apt-get install -y postgresql-$PG_MAJOR postgresql-$PG_MAJOR-postgis-3"
  say "installing postgresql-$PG_MAJOR and postgresql-$PG_MAJOR-postgis-3 (Debian)"
  export DEBIAN_FRONTEND=noninteractive
  local packages=("postgresql-$PG_MAJOR" "postgresql-$PG_MAJOR-postgis-3")
  # Package lists may be missing or stale (a fresh container): read them again only when the install fails.
  if ! apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null 2>&1; then
    apt-get update -qq >/dev/null
    apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
  fi
  [ -x "$PG_BIN/initdb" ] && [ -f "$POSTGIS_CONTROL" ] || fail "apt-get finished but $PG_BIN/initdb or PostGIS is still missing"
}

# A port the kernel just handed out on 127.0.0.1. Another process could take it before the server
# binds it; start() then tries again with a new one.
free_port() {
  node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

start_server() {
  local folder=$1 port=$2
  as_owner "$PG_BIN/pg_ctl" -D "$folder/data" -l "$folder/postgres.log" -w -t 30 -s \
    -o "-c port=$port -c listen_addresses=127.0.0.1 -c unix_socket_directories='$folder' -c max_connections=300" start
}

start() {
  local folder=$1
  install_packages
  mkdir -p "$folder"
  folder=$(cd "$folder" && pwd -P)
  [ -z "$(ls -A "$folder")" ] || fail "$folder is not empty; start wants an empty or new folder (stop removes an old cluster's)"
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres:postgres "$folder"
    runuser -u postgres -- test -w "$folder" ||
      fail "the postgres user cannot reach $folder (a parent folder is closed to it); use a folder under /tmp"
  fi
  chmod 700 "$folder"

  # --no-sync: a cluster that lives for one run needs no durable initdb. The server itself keeps
  # fsync and synchronous_commit on, so the benchmark's commits cost what they cost in production.
  as_owner "$PG_BIN/initdb" -D "$folder/data" -U postgres --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 --no-sync --no-instructions \
    >"$folder/initdb.log" 2>&1 || {
    cat "$folder/initdb.log" >&2
    fail "initdb failed"
  }

  local port attempt
  for attempt in 1 2 3; do
    port=$(free_port)
    if start_server "$folder" "$port"; then break; fi
    if [ "$attempt" -eq 3 ]; then
      tail -n 20 "$folder/postgres.log" >&2 || true
      fail "the server did not start (log above, whole log in $folder/postgres.log)"
    fi
    say "the server did not start on port $port; trying another"
  done

  local psql=("$PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 -h "$folder" -p "$port" -U postgres)
  # PostGIS goes into template1 first, so CREATE DATABASE copies it into the test database and into any
  # database a test creates later.
  as_owner "${psql[@]}" -d template1 -c 'CREATE EXTENSION postgis' >/dev/null
  # pg_signal_backend: the tests drop their databases WITH (FORCE), which must end whatever session is
  # still on one, whoever's it is.
  as_owner "${psql[@]}" -d postgres -c "CREATE ROLE $ROLE LOGIN CREATEDB PASSWORD '$ROLE'" -c "GRANT pg_signal_backend TO $ROLE" -c "CREATE DATABASE $DATABASE OWNER $ROLE" >/dev/null

  local url="postgres://$ROLE:$ROLE@127.0.0.1:$port/$DATABASE"
  echo "$url" >"$folder/database-url"
  echo "DATABASE_URL=$url"
}

stop() {
  local folder=$1
  if [ ! -d "$folder" ]; then return 0; fi
  folder=$(cd "$folder" && pwd -P)
  # rm -rf only a folder that start made (or would have): never a home or a source tree by mistake.
  local entry
  for entry in "$folder"/* "$folder"/.[!.]*; do
    [ -e "$entry" ] || continue
    case "${entry##*/}" in
    data | postgres.log | initdb.log | database-url | .s.PGSQL.*) ;;
    *) fail "$folder holds ${entry##*/}, which start does not make; not removing it" ;;
    esac
  done
  if [ -f "$folder/data/postmaster.pid" ]; then
    # -m fast: roll back open transactions and disconnect clients instead of waiting for them.
    if ! as_owner "$PG_BIN/pg_ctl" -D "$folder/data" -m fast -w -t 30 -s stop; then
      local pid
      pid=$(head -n 1 "$folder/data/postmaster.pid" 2>/dev/null || true)
      if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
        say "pg_ctl stop failed; killing the server (pid $pid)"
        kill -9 "$pid" || true
      fi
    fi
  fi
  rm -rf "$folder"
}

# pause and resume stop and start the server of a running cluster, keeping its data and port: the
# restart test takes the database away under load and gives it back.
pause() {
  local folder
  folder=$(cd "$1" && pwd -P)
  as_owner "$PG_BIN/pg_ctl" -D "$folder/data" -m fast -w -t 30 -s stop
}

resume() {
  local folder port
  folder=$(cd "$1" && pwd -P)
  port=$(sed -E 's/.*:([0-9]+)\/.*/\1/' "$folder/database-url")
  start_server "$folder" "$port"
}

# standby makes <folder> a hot standby of the running cluster in <primary>: a base backup with -R
# (it streams from the primary from then on), on a free port of its own, read-only, as a read
# replica for the tests of DATABASE_READ_URL. `stop <folder>` removes it like any cluster.
standby() {
  local primary folder port primary_port
  primary=$(cd "$1" && pwd -P)
  folder=$2
  mkdir -p "$folder"
  folder=$(cd "$folder" && pwd -P)
  [ -z "$(ls -A "$folder")" ] || fail "$folder is not empty; standby wants an empty or new folder"
  if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$folder"; fi
  chmod 700 "$folder"
  primary_port=$(sed -E 's/.*:([0-9]+)\/.*/\1/' "$primary/database-url")
  as_owner "$PG_BIN/pg_basebackup" -h "$primary" -p "$primary_port" -U postgres -D "$folder/data" -R -X stream -c fast --no-sync \
    >"$folder/initdb.log" 2>&1 || {
    cat "$folder/initdb.log" >&2
    fail "pg_basebackup from $primary failed"
  }
  port=$(free_port)
  start_server "$folder" "$port" || fail "the standby did not start (log in $folder/postgres.log)"
  sed -E "s/:$primary_port\//:$port\//" "$primary/database-url" >"$folder/database-url"
  echo "DATABASE_READ_URL=$(cat "$folder/database-url")"
}

if [ "${1:-}" = standby ]; then
  [ $# -eq 3 ] || usage
  standby "$2" "$3"
  exit 0
fi
[ $# -eq 2 ] || usage
case "$1" in
start) start "$2" ;;
stop) stop "$2" ;;
pause) pause "$2" ;;
resume) resume "$2" ;;
*) usage ;;
esac
