#!/usr/bin/env bash
# Runs the whole server test suite against a real PostgreSQL: a throwaway cluster from Debian's
# postgresql package on a free port, stopped and removed at the end (issue 6, step 8). Without
# arguments it then runs the scale-out suite on the same cluster: three server processes behind
# one database (scale/, issue 21); with arguments only vitest with them.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/postgres-cluster.sh

npx vitest run "$@"
if [ "$#" -eq 0 ]; then npx vitest run --config vitest.scale.config.ts; fi
