#!/bin/sh
# First start: a cluster in PGDATA owned by POSTGRES_USER (default postgres) with
# POSTGRES_PASSWORD, password (scram-sha-256) logins over TCP from anywhere, and the database
# POSTGRES_DB (default: the user's name). Later starts use what the volume holds.
set -eu

if [ "${1:-}" = "postgres" ] && [ "$(id -u)" = "0" ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi

if [ "${1:-}" = "postgres" ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ]; then
    echo "POSTGRES_PASSWORD is required to create the database" >&2
    exit 1
  fi
  user="${POSTGRES_USER:-postgres}"
  db="${POSTGRES_DB:-$user}"
  pwfile="$(mktemp)"
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA"
  rm -f "$pwfile"
  printf '\nhost all all all scram-sha-256\n' >>"$PGDATA/pg_hba.conf"
  printf "\nlisten_addresses = '*'\n" >>"$PGDATA/postgresql.conf"
  if [ "$db" != "postgres" ]; then
    # Unix socket only while the database is made: pg_isready over TCP stays false until the real start.
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start
    echo 'CREATE DATABASE :"db";' | psql -v ON_ERROR_STOP=1 -v db="$db" --username="$user" --dbname=postgres
    pg_ctl -D "$PGDATA" -m fast -w stop
  fi
fi

exec "$@"
