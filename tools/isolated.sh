#!/usr/bin/env bash
# Runs a command in a network namespace of its own, so the servers it starts (the sandbox on
# 4010, the brands on 4200–4202) never collide with a running `npm start`, and nothing it runs
# can reach another host. Root uses `unshare -n`; other users a user namespace (`unshare -rn`).
# Where neither is allowed it runs the command as it is, after checking the ports are free.
set -euo pipefail

if [ "${STOREFRONT_ISOLATED:-}" = "1" ]; then
  exec "$@"
fi
export STOREFRONT_ISOLATED=1

inner='ip link set lo up 2>/dev/null || true; exec "$@"'
if [ "$(id -u)" = "0" ] && unshare -n true 2>/dev/null; then
  exec unshare -n bash -c "$inner" isolated "$@"
fi
if unshare -rn true 2>/dev/null; then
  exec unshare -rn bash -c "$inner" isolated "$@"
fi

busy=""
for port in 4010 4200 4201 4202; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then busy="$busy $port"; fi
done
if [ -n "$busy" ]; then
  echo "Cannot isolate the test servers (no network namespaces here) and ports$busy are in use:" >&2
  echo "stop \`npm start\` (or whatever holds them) and run again." >&2
  exit 1
fi
exec "$@"
