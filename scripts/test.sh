#!/usr/bin/env bash
# The README's second command: install what is missing (Node 24, Chromium, dependencies), then
# run every test of the project.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-toolchain.sh --chromium
exec npm test
