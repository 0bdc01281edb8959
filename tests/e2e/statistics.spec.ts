import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiCall } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { logInAs } from './support/demo-accounts.ts';

// «Statistiche» (issue #36) on the real server: the demo salon on its trial (Centro Aurora,
// TRIALING in apps/server/src/seed/demo-subscriptions.ts) reaches it from the dashboard and reads
// every panel, each with the figures the server computed from the demo's visits and receipts.

const count = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0 });
const share = new Intl.NumberFormat('it-IT', { style: 'percent', maximumFractionDigits: 1 });
const isoOf = (it: string) => it.split('/').reverse().join('-');

interface Figures {
  current: Record<string, unknown>;
}

test('a salon on its trial opens /statistiche from the dashboard and reads every panel', async ({
  page,
}) => {
  await logInAs(page, 'estetista');
  await page
    .getByRole('navigation', { name: 'Scorciatoie' })
    .getByRole('link', { name: /Statistiche/ })
    .click();
  await expect(page).toHaveURL('/statistiche');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiche' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Questo mese' })).toBeChecked();
  // The period on screen, asked of the server as the page asked it.
  const said = await page.getByText(/^Statistiche dal \d\d\/\d\d\/\d{4} al/).textContent();
  const [, fromIt = '', toIt = ''] = /dal (\S+) al (\S+),/.exec(said ?? '') ?? [];
  const query = `from=${isoOf(fromIt)}&to=${isoOf(toIt)}`;
  const panel = (name: string) => page.getByRole('region', { name, exact: true });

  const occupancy = await apiCall<{
    current: { operators: { hairdresserName?: string; occupancyRate: number }[] };
  }>(page, 'GET', `/statistics/occupancy?${query}`);
  expect(occupancy.current.operators.length).toBeGreaterThan(0);
  const operators = panel('Occupazione').getByRole('table', { name: 'Occupazione per operatore' });
  for (const operator of occupancy.current.operators)
    await expect(
      operators.getByRole('row', { name: new RegExp(`^${operator.hairdresserName ?? ''}`) }),
    ).toContainText(share.format(operator.occupancyRate));

  const clients = await apiCall<Figures & { current: { clients: number } }>(
    page,
    'GET',
    `/statistics/clients?${query}`,
  );
  expect(clients.current.clients).toBeGreaterThan(0);
  await expect(
    panel('Clienti')
      .getByRole('table', { name: 'Clienti' })
      .getByRole('row', {
        name: /^Clienti venuti/,
      }),
  ).toContainText(count.format(clients.current.clients));

  const cancellations = await apiCall<Figures & { current: { visits: number } }>(
    page,
    'GET',
    `/statistics/cancellations?${query}`,
  );
  await expect(
    panel('Mancate presentazioni e disdette tardive')
      .getByRole('table', { name: 'Mancate presentazioni e disdette' })
      .getByRole('row', { name: /^Prenotazioni/ }),
  ).toContainText(count.format(cancellations.current.visits));

  const sources = await apiCall<Figures & { current: { total: number } }>(
    page,
    'GET',
    `/statistics/sources?${query}`,
  );
  await expect(panel('Prenotazioni per canale').locator('dl')).toContainText(
    count.format(sources.current.total),
  );
  await expect(
    panel('Prenotazioni per canale').getByRole('table', { name: 'Prenotazioni per canale' }),
  ).toBeVisible();

  const top = await apiCall<{ current: { services: { serviceName: string }[] } }>(
    page,
    'GET',
    `/statistics/top-services?${query}`,
  );
  const first = top.current.services[0];
  if (!first) throw new Error('the demo salon has services done this month');
  await expect(
    panel('Servizi più richiesti')
      .getByRole('table', { name: 'Servizi più richiesti' })
      .getByRole('rowheader')
      .first(),
  ).toHaveText(first.serviceName);

  // Without the digital cash desk the demo centre has no receipts: the panel says so, with its
  // figures at zero against the previous period.
  const revenue = await apiCall<{ current: { receipts: number } }>(
    page,
    'GET',
    `/statistics/revenue?${query}`,
  );
  const takings = panel('Incassi');
  await expect(takings.getByText('Scontrini emessi')).toBeVisible();
  if (revenue.current.receipts === 0)
    await expect(takings.getByText(/Nessuno scontrino nel periodo scelto/)).toBeVisible();
  else await expect(takings.getByRole('img', { name: 'Incasso per giorno' })).toBeVisible();

  // Each table as a file a spreadsheet opens: named for the table and the period, Italian headers.
  const download = page.waitForEvent('download');
  await panel('Occupazione')
    .getByRole('button', { name: 'Esporta CSV: Occupazione per operatore' })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(
    `statistiche-occupazione-per-operatore-${isoOf(fromIt)}-${isoOf(toIt)}.csv`,
  );
  const lines = readFileSync(await file.path(), 'utf8').split('\r\n');
  expect(lines[0]).toMatch(/^\ufeffOperatore;Minuti prenotati;Minuti di lavoro;Occupazione \(%\);/);
  expect(lines).toHaveLength(occupancy.current.operators.length + 2);

  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
