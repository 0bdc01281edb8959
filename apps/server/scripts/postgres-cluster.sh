# Sourced by test-postgres.sh and bench-scale.sh: starts a throwaway cluster from Debian's
# postgresql package on a free port, exports DATABASE_URL, and stops and removes it on exit
# (issue 6, step 8; issue 21).
find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
BIN="$(find_bin)"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  echo "PostgreSQL non trovato: installo il pacchetto postgresql"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq postgresql >/dev/null; else sudo apt-get install -y postgresql; fi
  BIN="$(find_bin)"
fi

PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
DIR="$(mktemp -d /tmp/agendina-pg.XXXXXX)"
# initdb refuses root: run the cluster as the postgres user (or as ourselves when not root).
if [ "$(id -u)" = 0 ]; then
  chown postgres "$DIR"
  AS=(runuser -u postgres --)
else
  AS=()
fi
cleanup() {
  "${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

"${AS[@]}" "$BIN/initdb" -D "$DIR/data" -U postgres -A trust -E UTF8 --no-locale >/dev/null
"${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" -l "$DIR/log" -w start >/dev/null
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') su 127.0.0.1:$PORT"

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
