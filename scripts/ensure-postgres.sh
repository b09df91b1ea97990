#!/usr/bin/env bash
# The storage tests start a Postgres server of their own (__tests__/storage/postgres-cluster.ts) from Debian's
# server binaries; install them when they are missing (CI starts from a clean machine).
set -euo pipefail
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then exit 0; fi
exec bash "$(dirname "$0")/apt-install.sh" postgresql
