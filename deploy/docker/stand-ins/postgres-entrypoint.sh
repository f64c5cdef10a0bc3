#!/bin/sh
# The official postgres image's contract, in short: as root, own the data folder and drop to
# `postgres`; on an empty folder, initdb with POSTGRES_USER / POSTGRES_PASSWORD, create
# POSTGRES_DB, accept password (scram) logins from the network; then run the server.
set -eu
# Anything but the server (`postgres --version`, `psql`) runs as asked.
if [ "${1:-}" != postgres ]; then
  exec "$@"
fi
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
  user="${POSTGRES_USER:-postgres}"
  pwfile="$(mktemp)"
  printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile"
  initdb --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 \
    -D "$PGDATA" > /dev/null
  rm -f "$pwfile"
  printf 'host all all all scram-sha-256\n' >> "$PGDATA/pg_hba.conf"
  db="${POSTGRES_DB:-$user}"
  if [ "$db" != postgres ]; then
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start > /dev/null
    psql -v ON_ERROR_STOP=1 --username "$user" --dbname postgres \
      -c "CREATE DATABASE \"$db\"" > /dev/null
    pg_ctl -D "$PGDATA" -m fast -w stop > /dev/null
  fi
  echo "PostgreSQL init process complete; ready for start up."
fi
shift
exec postgres -D "$PGDATA" -c listen_addresses='*' "$@"
