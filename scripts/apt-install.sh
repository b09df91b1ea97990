#!/usr/bin/env bash
# Installs a Debian package the tests need (CI starts from a clean machine): `apt-install.sh <package>`.
set -euo pipefail
if [ "$(id -u)" != 0 ]; then
  echo "$1 is missing: run 'sudo apt-get install -y $1' and try again." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "$1" >/dev/null
