#!/usr/bin/env bash
# `npm run bench:scale`: scripts/bench-scale.ts on a throwaway PostgreSQL cluster (issue 21).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/postgres-cluster.sh
node scripts/bench-scale.ts
