#!/usr/bin/env bash
# The e2e run's API server (tests/playwright.config.ts starts it), its output also in
# .data/e2e-api.log, where the specs read the dev outbox's e-mails (support/new-salon.ts).
#
# On a throwaway PostgreSQL cluster when the machine has Debian's postgresql binaries, as CI
# does: PGlite runs every query of both workers one at a time on the server's one thread, and the
# API server was the suite's largest consumer of processor time. Without them (a laptop), or with
# E2E_DATABASE=pglite, on PGlite in memory as before. Decision 0068.
#
# The cluster's postmaster is this script's child, in the process group Playwright stops: stopped
# or killed with the group, it never outlives the run (pg_ctl would detach it with setsid).
set -euo pipefail
cd "$(dirname "$0")/../../.."
mkdir -p .data

bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
if [ "${E2E_DATABASE:-}" != pglite ] && [ -n "$bin" ] && [ -x "$bin/initdb" ]; then
  dir="$(mktemp -d /tmp/agendina-e2e-pg.XXXXXX)"
  # initdb refuses root: the cluster then belongs to the postgres user. setpriv execs (runuser
  # would stay between this script and the postmaster, and turn the fast shutdown into a smart one).
  as=()
  if [ "$(id -u)" = 0 ]; then
    chown postgres "$dir"
    as=(setpriv --reuid=postgres --regid=postgres --clear-groups --)
  fi
  cleanup() {
    if [ -n "${postmaster:-}" ]; then
      kill -INT "$postmaster" 2>/dev/null || true # fast shutdown: no client is left to wait for
      wait "$postmaster" 2>/dev/null || true
    fi
    rm -rf "$dir"
  }
  trap cleanup EXIT
  trap 'exit 143' TERM
  trap 'exit 130' INT
  # A free port. Written as a string: console.log colours a number when FORCE_COLOR is set, as
  # Playwright sets it for its web servers.
  port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})")"
  "${as[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-locale >/dev/null
  # A database thrown away at the end: no durability to pay for.
  "${as[@]}" "$bin/postgres" -D "$dir/data" -p "$port" -k "$dir" -c listen_addresses=127.0.0.1 \
    -c fsync=off -c synchronous_commit=off -c full_page_writes=off >"$dir/log" 2>&1 &
  postmaster=$!
  until "$bin/pg_isready" -q -h 127.0.0.1 -p "$port"; do
    if ! kill -0 "$postmaster" 2>/dev/null; then
      cat "$dir/log" >&2
      exit 1
    fi
    sleep 0.2
  done
  export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "API e2e su PostgreSQL $("$bin/postgres" --version | awk '{print $3}') (127.0.0.1:$port)"
else
  export PGLITE_DATA_DIR=memory
  echo 'API e2e su PGlite in memoria'
fi

node apps/server/src/main.ts | tee .data/e2e-api.log
