// `npm test`: every test of the project, stage by stage, with the time each took and a summary.
// Stages run one after the other: the machine has two cores, and parallel browsers only thrash.
import { spawnSync } from 'node:child_process';

interface Stage {
  name: string;
  command: string;
}

const stages: Stage[] = [
  {
    name: 'Contratto OpenAPI (Redocly lint, copertura di SPEC.md §7)',
    command: 'npm run lint:openapi',
  },
  { name: 'Formattazione (Prettier)', command: 'npm run format:check' },
  {
    name: 'Test, script, benchmark e Storybook: ESLint e tipi',
    command: 'npm run check:tools',
  },
  {
    name: 'Pacchetti: lint, tipi, test unitari (copertura), server su PGlite, Pact',
    command:
      'npx turbo run lint typecheck test --concurrency=2 --continue --output-logs=errors-only',
  },
  {
    name: 'Server su PostgreSQL reale (cluster usa e getta), poi tre processi dietro un proxy',
    command: 'npm run test:postgres -w @agendina/server',
  },
  { name: 'Storie: interazioni e axe in Chromium', command: 'npm run test:stories' },
  {
    name: 'Regressione visiva: ogni storia a 1280 e 390 px contro le baseline',
    command: 'npm run test:visual',
  },
  { name: 'End to end: app e server reali in Chromium, con axe', command: 'npm run test:e2e' },
  {
    name: 'Budget del bundle: /login sotto 130 KB gzip, /dashboard sotto 250 KB, ogni chunk sotto 120 KB, ogni pagina pubblica sotto 50 KB',
    command: 'node scripts/bundle-budget.ts apps/web/dist-e2e',
  },
  {
    name: 'Lighthouse sul sito pubblico (/, /faq, un articolo, /servizio/parrucchieri): accessibilità, best practice e SEO 100, CLS < 0,05; prestazioni ≥ 98 e LCP < 1 s stampati',
    command: 'node scripts/lighthouse-report.ts apps/web/dist-e2e',
  },
  {
    name: 'Benchmark: regole di scheduling',
    command: 'npm run bench:report -w @agendina/scheduling',
  },
  {
    name: 'Benchmark: cassa con 40.000 scontrini su PGlite (report del mese e storico, p95 < 200 ms)',
    command: 'npm run bench:cash -w @agendina/server',
  },
  {
    name: 'Benchmark: /admin con 10.000 saloni su PGlite (prima pagina, ricerca, pagina profonda)',
    command: 'npm run bench:admin -w @agendina/server',
  },
  {
    name: 'Benchmark: magazzino con 2.000 prodotti e 200.000 movimenti su PGlite (elenco prodotti e panoramica, p95 < 100 ms)',
    command: 'npm run bench:warehouse -w @agendina/server',
  },
];

const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  PACT_DO_NOT_TRACK: 'true',
  FORCE_COLOR: '0',
};
const results: { name: string; ok: boolean; seconds: number }[] = [];

for (const stage of stages) {
  console.log(`\n━━ ${stage.name}\n$ ${stage.command}`);
  const started = performance.now();
  const { status } = spawnSync(stage.command, { stdio: 'inherit', shell: true, env });
  results.push({
    name: stage.name,
    ok: status === 0,
    seconds: (performance.now() - started) / 1000,
  });
}

console.log('\n━━ Riepilogo');
for (const r of results)
  console.log(`${r.ok ? 'OK    ' : 'FALLITO'} ${r.seconds.toFixed(1).padStart(6)} s  ${r.name}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`stages: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
