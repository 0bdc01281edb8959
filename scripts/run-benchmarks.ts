// `npm run bench`: every benchmark of the project, one after the other (a benchmark shares the
// machine with nothing else), each printing its own figures; a summary says which ran. Not part
// of `npm test` (issue #30): figures measure, they do not pass or fail a change. A benchmark
// that has its own target (the cash desk's p95, say) still exits non-zero when it misses it.
// `--only id,id` runs some of them.
import { spawnSync } from 'node:child_process';

const benchmarks = [
  {
    id: 'scheduling',
    name: 'Regole di scheduling (vitest bench)',
    command: 'npm run bench:report -w @agendina/scheduling',
  },
  {
    id: 'render',
    name: 'Vista rapida e vista giorno in Chromium (montaggio, mediana)',
    command: 'npm run bench:ui',
  },
  {
    id: 'server',
    name: 'Server: calendario della settimana sotto scritture (5 al secondo) e login sotto carico (PGlite)',
    command: 'npm run bench -w @agendina/server',
  },
  {
    id: 'cash',
    name: 'Cassa con 40.000 scontrini su PGlite (report del mese e storico)',
    command: 'npm run bench:cash -w @agendina/server',
  },
  {
    id: 'admin',
    name: '/admin con 10.000 saloni su PGlite',
    command: 'npm run bench:admin -w @agendina/server',
  },
  {
    id: 'warehouse',
    name: 'Magazzino con 2.000 prodotti e 200.000 movimenti su PGlite',
    command: 'npm run bench:warehouse -w @agendina/server',
  },
  {
    id: 'online',
    name: 'Pagina di prenotazione: giorni e orari liberi con 10 operatori e 2.000 visite su PGlite',
    command: 'npm run bench:online -w @agendina/server',
  },
  {
    id: 'statistics',
    name: 'Statistiche: ogni pannello su 2 anni (50.000 visite, 40.000 scontrini) su PGlite',
    command: 'npm run bench:statistics -w @agendina/server',
  },
  {
    id: 'online-lighthouse',
    name: 'Pagina di prenotazione /prenota/{slug}: Lighthouse mobile sui passi, contro le cifre dell’issue #34',
    command: 'node scripts/booking-lighthouse.ts',
  },
  {
    id: 'interactions',
    name: 'Interazioni dello staff con il processore rallentato 4×: dall’input al frame dopo (INP)',
    command: 'node scripts/interaction-bench.ts',
  },
  {
    id: 'memory',
    name: 'Memoria residente del server su PGlite: a riposo e sotto il carico della demo',
    command: 'npm run bench:memory -w @agendina/server',
  },
  {
    id: 'scale',
    name: 'Tre processi su PostgreSQL: calendario della settimana con 20 connessioni e 5 scritture al secondo',
    command: 'npm run bench:scale -w @agendina/server',
  },
];

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1]?.split(',') : undefined;
const chosen = only ? benchmarks.filter((b) => only.includes(b.id)) : benchmarks;
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' };
const results = chosen.map((bench) => {
  console.log(`\n━━ ${bench.name}\n$ ${bench.command}`);
  const started = performance.now();
  const { status } = spawnSync(bench.command, { stdio: 'inherit', shell: true, env });
  return { ...bench, ok: status === 0, seconds: (performance.now() - started) / 1000 };
});

console.log('\n━━ Benchmark');
for (const r of results)
  console.log(`${r.ok ? 'OK     ' : 'FALLITO'} ${r.seconds.toFixed(0).padStart(5)} s  ${r.name}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
