#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for Playwright (browsers are never downloaded).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package with apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$chromium" ] && exit 0
fi
cat >&2 <<MSG
Chromium was not found at $chromium, and it cannot be installed from here (not root or no apt-get).
Install it as root with:

    sudo apt-get update && sudo apt-get install -y chromium

or set CHROMIUM_PATH to a Chromium or Chrome binary, then run npm test again.
MSG
exit 1
