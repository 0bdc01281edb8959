#!/usr/bin/env bash
# The README's first command: install what is missing, build the web app, start the API server
# (embedded PostgreSQL under .data/, demo data seeded once) and serve the web app.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-toolchain.sh
exec npm start
