#!/bin/sh
# Starts PostgreSQL; on an empty data folder it first makes the cluster with the site's two databases:
# jobpoint_outbox (the gateways' outbox, DATABASE_URL of the gateways) and jobpoint_cms (Strapi's).
set -eu

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?is required on the first start}"
  : "${OUTBOX_DATABASE_PASSWORD:?is required on the first start}"
  : "${CMS_DATABASE_PASSWORD:?is required on the first start}"
  password_file=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" > "$password_file"
  initdb --username=postgres --pwfile="$password_file" --auth-local=peer --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 "$PGDATA"
  rm -f "$password_file"
  cat >> "$PGDATA/postgresql.conf" <<CONF
listen_addresses = '*'
unix_socket_directories = '/tmp'
CONF
  echo 'host all all all scram-sha-256' >> "$PGDATA/pg_hba.conf"
  pg_ctl --pgdata="$PGDATA" --options="-c listen_addresses=''" --wait start
  psql --set=ON_ERROR_STOP=1 --username=postgres --dbname=postgres \
    --set=outbox_password="$OUTBOX_DATABASE_PASSWORD" --set=cms_password="$CMS_DATABASE_PASSWORD" <<'SQL'
CREATE ROLE jobpoint_outbox LOGIN PASSWORD :'outbox_password';
CREATE DATABASE jobpoint_outbox OWNER jobpoint_outbox;
CREATE ROLE jobpoint_cms LOGIN PASSWORD :'cms_password';
CREATE DATABASE jobpoint_cms OWNER jobpoint_cms;
SQL
  pg_ctl --pgdata="$PGDATA" --mode=fast --wait stop
fi

exec postgres -D "$PGDATA"
