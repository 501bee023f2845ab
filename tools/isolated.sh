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

# Chromium calls itself offline (navigator.onLine false) when no interface but loopback is up, so
# the namespace gets a veth pair of its own: both ends stay inside it, with only the IPv6
# link-local addresses the kernel gives them (no route leads anywhere). Once those are no longer
# tentative Chromium counts as online.
inner='
ip link set lo up 2>/dev/null || true
if ip link add sf-veth0 type veth peer name sf-veth1 2>/dev/null; then
  ip link set sf-veth0 up && ip link set sf-veth1 up
  for _ in $(seq 50); do
    ip -6 addr show dev sf-veth0 | grep -q "scope link" &&
      ! ip -6 addr show dev sf-veth0 | grep -q tentative && break
    sleep 0.1
  done
else
  echo "isolated.sh: no veth pair here, so Chromium will report navigator.onLine = false" >&2
fi
exec "$@"'
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
