#!/usr/bin/env bash
# Everything a fresh machine needs: the npm packages (which also builds the CLI), and Debian's Chromium
# and Xvfb for the browser tests. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null 2>&1 || ! command -v Xvfb >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium xvfb >/dev/null
  elif command -v sudo >/dev/null 2>&1; then
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium xvfb >/dev/null
  else
    echo "setup: chromium and xvfb are missing and this user cannot install them (apt-get install chromium xvfb)" >&2
  fi
fi
npm ci --no-audit --no-fund
