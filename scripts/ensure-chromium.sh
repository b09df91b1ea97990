#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when it is missing (CI starts from a clean machine).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
exec bash "$(dirname "$0")/apt-install.sh" chromium
