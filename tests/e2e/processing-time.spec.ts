import { expect, test, type Locator, type Page } from '@playwright/test';
import { timeLimit } from './support/time-limits.ts';
import { apiCall, freeWednesday } from './support/api.ts';
import { signUpNewSalon, unique } from './support/new-salon.ts';
import { pickClient } from './support/wizard.ts';

// Issue #19 "processing time" on the real server, in a salon of the test's own: a colour with
// phases made in /servizi (30 min applying, 30 waiting, 15 rinsing), booked at 10:00; then
// another client is booked with the same operator at 10:30, inside the wait, through the wizard,
// and the calendar shows both.

const longDay = (iso: string) =>
  new Date(`${iso}T12:00`).toLocaleDateString('it-IT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });

/** A kit Select: its trigger button is named by its value and then its label. */
async function choose(page: Page, scope: Locator, label: string, option: RegExp) {
  await scope.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Types into a kit NumberField, which commits on blur. */
async function typeNumber(field: Locator, value: string) {
  await field.fill(value);
  await field.press('Tab');
}

test('book another client inside a colour’s wait, with the same operator', async ({
  page,
  request,
}) => {
  test.setTimeout(timeLimit(150_000));
  await signUpNewSalon(page, request, 'Salone Tempo di Posa');
  const tag = unique();
  const operator = `Sara ${tag}`;
  const piega = await apiCall<{ id: number }>(page, 'POST', '/services', {
    name: 'Piega',
    price: 2500,
    durationMinutes: 30,
  });
  const clientFor = (name: string, n: number) =>
    apiCall<{ id: number }>(page, 'POST', '/clients', {
      name,
      phoneNumber: `+39347${String(Date.now() + n).slice(-7)}`,
    });
  const anna = await clientFor('Anna Colore', 1);
  await clientFor('Bruno Posa', 2);

  // The colour's phases, typed in /servizi.
  await page.goto('/servizi');
  await page.getByRole('button', { name: 'Nuovo servizio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo servizio' });
  await dialog.getByRole('textbox', { name: /^Nome(?! fase)/ }).fill('Colore con posa');
  await dialog.getByRole('textbox', { name: 'Prezzo' }).fill('50');
  await typeNumber(dialog.getByRole('textbox', { name: 'Durata (minuti)' }), '75');
  const add = dialog.getByRole('button', { name: 'Aggiungi fase' });
  for (let i = 0; i < 3; i++) await add.click();
  await typeNumber(dialog.getByRole('textbox', { name: 'Minuti fase 1' }), '30');
  await typeNumber(dialog.getByRole('textbox', { name: 'Minuti fase 2' }), '30');
  await dialog.getByRole('textbox', { name: 'Nome fase 2 (facoltativo)' }).fill('Posa');
  await expect(dialog.getByText('Totale fasi: 75 min su 75 min di durata')).toBeVisible();
  await dialog.getByRole('button', { name: 'Crea' }).click();
  await expect(dialog).toBeHidden();

  const services = await apiCall<{ id: number; name: string; phases: unknown }[]>(
    page,
    'GET',
    '/services',
  );
  const colour = services.find((s) => s.name === 'Colore con posa');
  expect(colour?.phases).toEqual([
    { kind: 'ACTIVE', durationMinutes: 30 },
    { kind: 'WAIT', durationMinutes: 30, label: 'Posa' },
    { kind: 'ACTIVE', durationMinutes: 15 },
  ]);
  const sara = await apiCall<{ id: number }>(page, 'POST', '/hairdressers', {
    name: operator,
    serviceIds: [colour?.id, piega.id],
  });
  const day = freeWednesday(2);
  const booked = await apiCall<{ activePeriods: unknown }>(page, 'POST', '/appointments', {
    clientId: anna.id,
    hairdresserId: sara.id,
    serviceIds: [colour?.id],
    dateTime: `${day}T10:00`,
  });
  expect(booked.activePeriods).toEqual([
    { startOffset: 0, duration: 30 },
    { startOffset: 60, duration: 15 },
  ]);

  // The wait is a free slot of the operator: book Bruno there through the wizard.
  await page.goto(`/dashboard?vista=settimana&data=${day}`);
  await choose(page, page.locator('main'), 'Professionista', new RegExp(`^${operator}`));
  const week = page.getByRole('grid', { name: new RegExp(`^Settimana di ${operator} dal `) });
  await week.getByRole('gridcell', { name: `${longDay(day)}, 10:30, libero` }).click();
  const wizard = page.getByRole('dialog', { name: 'Nuovo appuntamento' });
  await pickClient(page, wizard, 'Bruno', 'Bruno Posa');
  await wizard.getByRole('button', { name: 'Continua' }).click();
  await choose(page, wizard, 'Servizio 1', /^Piega/);
  await wizard.getByRole('button', { name: 'Continua' }).click();
  await expect(wizard.getByRole('heading', { name: 'Conferma' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Crea Appuntamento' }).click();
  await expect(wizard).toBeHidden();

  // Both in the calendar: the colour in its two active parts, the Piega in between.
  await expect(
    week.getByRole('button', {
      name: /^Anna Colore, Colore con posa, 10:00 - 10:30, .*posa 30 min/,
    }),
  ).toBeVisible();
  await expect(
    week.getByRole('button', { name: /^Bruno Posa, Piega, 10:30 - 11:00/ }),
  ).toBeVisible();
  await expect(
    week.getByRole('button', { name: /^Anna Colore, Colore con posa, 11:00 - 11:15/ }),
  ).toBeVisible();
});
