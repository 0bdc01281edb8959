#!/usr/bin/env bash
# Runs the whole server test suite against a real PostgreSQL: a throwaway cluster from Debian's
# postgresql package on a free port, stopped and removed at the end (issue 6, step 8). Without
# arguments it then runs the scale-out suite on the same cluster: three server processes behind
# one database (scale/, issue 21); with arguments only vitest with them.
# `--reports DIR` first: JSON reports for `npm test`'s summary (server-postgres.json, scale-out.json).
set -euo pipefail
cd "$(dirname "$0")/.."
reports=""
if [ "${1:-}" = "--reports" ]; then
  reports="$2"
  shift 2
fi
json() { if [ -n "$reports" ]; then echo "--reporter=default --reporter=json --outputFile.json=$reports/$1.json"; fi; }
source scripts/postgres-cluster.sh

# Every test file has a database of its own (test-support/harness.ts): PostgreSQL serves two
# files at once while vitest's default on two cores is one.
npx vitest run --maxWorkers=2 $(json server-postgres) "$@"
if [ "$#" -eq 0 ]; then npx vitest run --config vitest.scale.config.ts $(json scale-out); fi
