#!/usr/bin/env bash
# Brings a fresh machine to what Agendina needs, from the npm registry and Debian's packages
# only (DESIGN.md §8): Node >= 22 (Node 24 LTS), Chromium, its headless shell and PostgreSQL for
# the tests (one apt run for all), the dependencies.
# Usage: ensure-toolchain.sh [--chromium] [--ci]   (--chromium: what `npm test` needs)
set -euo pipefail
cd "$(dirname "$0")/.."

want_chromium=false
clean_install=false
for arg in "$@"; do
  case "$arg" in
    --chromium) want_chromium=true ;;
    --ci) clean_install=true ;;
  esac
done

node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 22 ]; then
  echo "» Node $(node --version 2>/dev/null || echo assente): installo Node 24 dal registro npm"
  # --force: the global prefix already holds the machine's own node binary.
  npm install -g --force --no-audit --no-fund node@24 >/dev/null
  hash -r
  echo "» Ora: Node $(node --version)"
fi

packages=()
if $want_chromium && [ -z "${CHROMIUM_PATH:-}" ]; then
  # The whole browser for Lighthouse and the benchmarks, its headless shell (the same version)
  # for the test suites (scripts/chromium.ts, decision 0079).
  [ -x /usr/bin/chromium ] || packages+=(chromium fonts-dejavu-core)
  [ -x /usr/bin/chromium-headless-shell ] || packages+=(chromium-headless-shell)
fi
# The server suite's second database (apps/server/scripts/postgres-cluster.sh).
if $want_chromium && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  packages+=(postgresql)
fi
if [ "${#packages[@]}" -gt 0 ]; then
  echo "» Installo dai pacchetti Debian: ${packages[*]}"
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd=sudo; else sudo_cmd=; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${packages[@]}" >/dev/null
fi

if $clean_install; then
  echo "» npm ci"
  npm ci --no-audit --no-fund
elif [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "» npm install"
  npm install --no-audit --no-fund
fi
