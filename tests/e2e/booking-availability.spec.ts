import { expect, test, type Page } from '@playwright/test';
import { timeLimit } from './support/time-limits.ts';
import { apiCall, freeWednesday } from './support/api.ts';
import { signUpNewSalon } from './support/new-salon.ts';
import { pickClient } from './support/wizard.ts';

// Issue #19 on the real server, in a salon of the test's own: what the wizard shows before
// saving (free times in step 1, operator marks in step 2) is what the server then refuses,
// the refusal offers the next free slot, and the client card books prefilled.

const allWeek = JSON.stringify(
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      [['09:00', '19:00']],
    ]),
  ),
);

interface Salon {
  day: string;
  clientId: number;
  luca: number;
}

/** Two services, Sara (both) and Luca (only the blow-dry), a client; Sara busy 10:00–10:45. */
async function setUpSalon(page: Page): Promise<Salon> {
  await apiCall(page, 'PATCH', '/users/me/opening-hours', { openingHours: allWeek });
  const piega = await apiCall<{ id: number }>(page, 'POST', '/services', {
    name: 'Piega E2E',
    price: 2500,
    durationMinutes: 30,
  });
  const taglio = await apiCall<{ id: number }>(page, 'POST', '/services', {
    name: 'Taglio E2E',
    price: 3500,
    durationMinutes: 45,
  });
  const sara = await apiCall<{ id: number }>(page, 'POST', '/hairdressers', {
    name: 'Sara E2E',
    serviceIds: [piega.id, taglio.id],
    workingHours: allWeek,
  });
  const luca = await apiCall<{ id: number }>(page, 'POST', '/hairdressers', {
    name: 'Luca E2E',
    serviceIds: [piega.id],
    workingHours: allWeek,
  });
  const client = await apiCall<{ id: number }>(page, 'POST', '/clients', { name: 'Anna E2E' });
  const other = await apiCall<{ id: number }>(page, 'POST', '/clients', { name: 'Bruno E2E' });
  const day = freeWednesday(3);
  await apiCall(page, 'POST', '/appointments/multi-operator', {
    clientId: other.id,
    startDateTime: `${day}T10:00:00`,
    serviceBlocks: [{ serviceId: taglio.id, operatorId: sara.id, executionOrder: 1 }],
  });
  return { day, clientId: client.id, luca: luca.id };
}

test('the free times and operator marks shown before saving agree with the server', async ({
  page,
  request,
}) => {
  test.setTimeout(timeLimit(120_000));
  await signUpNewSalon(page, request, 'Salone Disponibilità E2E');
  const { day } = await setUpSalon(page);

  await page.goto(`/dashboard?data=${day}`);
  await page.getByRole('button', { name: 'Nuovo appuntamento' }).click();
  const wizard = page.getByRole('dialog', { name: 'Nuovo appuntamento' });
  await expect(wizard.getByText('Aperto 09:00–19:00')).toBeVisible();
  const times = wizard.getByRole('radiogroup', { name: 'Orari liberi' });
  // Before a service: the shortest one (the blow-dry), which Luca is free for at 10:00.
  await expect(times).toHaveAccessibleDescription(/il servizio più breve, Piega E2E \(30 min\)/);
  await expect(times.getByRole('radio', { name: '10:00' })).toBeVisible();

  await pickClient(page, wizard, 'anna', 'Anna E2E');
  await wizard.getByRole('button', { name: 'Continua' }).click();
  await wizard.getByRole('button', { name: /Servizio 1$/ }).click();
  await page.getByRole('option', { name: /^Taglio E2E/ }).click();
  await wizard.getByRole('button', { name: 'Indietro' }).click();

  // For the cut only Sara counts: 10:00 is taken, 10:45 is free.
  await expect(times).toHaveAccessibleDescription(/per Taglio E2E \(45 min\)/);
  await expect(times.getByRole('radio', { name: '10:45' })).toBeVisible();
  await expect(times.getByRole('radio', { name: '10:00' })).toHaveCount(0);

  // Try the busy time anyway.
  await wizard.getByRole('button', { name: /Ora$/ }).click();
  await page.getByRole('option', { name: '10:00', exact: true }).click();
  await wizard.getByRole('button', { name: 'Continua' }).click();
  await wizard.getByRole('button', { name: /Operatore 1$/ }).click();
  await expect(page.getByRole('option', { name: 'Sara E2E (occupato)' })).toBeVisible();
  await expect(
    page.getByRole('option', { name: 'Luca E2E (non esegue il servizio)' }),
  ).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: 'Sara E2E (occupato)' }).click();
  await wizard.getByRole('button', { name: 'Continua' }).click();
  await expect(wizard.getByText('Prezzo totale')).toBeVisible();
  await expect(wizard.getByText('35,00 €')).toBeVisible();
  await wizard.getByRole('button', { name: 'Crea Appuntamento' }).click();

  // The server refuses what step 2 marked: in Italian, with the next free slot to pick.
  const refusal = wizard.getByRole('region', { name: 'Operatore non disponibile' });
  await expect(refusal).toBeVisible();
  await expect(refusal).not.toContainText('Errore HTTP');
  await refusal.getByRole('button', { name: /^Primo libero: .*10:45 · Sara E2E$/ }).click();
  await expect(wizard.getByText(/10:45 – 11:30/)).toBeVisible();
  await wizard.getByRole('button', { name: 'Crea Appuntamento' }).click();
  await expect(wizard).toBeHidden();
});

test('the client card books the client with their preferred operator', async ({
  page,
  request,
}) => {
  test.setTimeout(timeLimit(120_000));
  await signUpNewSalon(page, request, 'Salone Scheda E2E');
  const { clientId, luca, day } = await setUpSalon(page);
  await apiCall(page, 'PUT', `/clients/${clientId}/scheduling-preferences`, {
    preferredHairdresserId: luca,
    preferredDays: [],
    preferredTimeBand: 'ANY',
    notes: null,
  });

  await page.goto(`/cliente/${clientId}`);
  await page.getByRole('button', { name: 'Prenota' }).click();
  const wizard = page.getByRole('dialog', { name: 'Nuovo appuntamento' });
  await expect(wizard.getByRole('combobox', { name: 'Cerca cliente' })).toHaveValue('Anna E2E');
  // The visit's day, typed; then one of Luca's free times (the card's preferred operator).
  const [year, month, date] = day.split('-');
  await wizard.getByRole('spinbutton', { name: /^giorno/ }).click();
  await page.keyboard.type(`${date}${month}${year}`);
  const times = wizard.getByRole('radiogroup', { name: 'Orari liberi' });
  await expect(times).toHaveAccessibleDescription(/di Luca E2E\.$/);
  await times.getByText('10:00', { exact: true }).click();
  await expect(times.getByRole('radio', { name: '10:00' })).toBeChecked();
  await wizard.getByRole('button', { name: 'Continua' }).click();
  await wizard.getByRole('button', { name: /Servizio 1$/ }).click();
  await page.getByRole('option', { name: /^Piega E2E/ }).click();
  await expect(wizard.getByRole('button', { name: /Operatore 1$/ })).toContainText('Luca E2E');
  await wizard.getByRole('button', { name: 'Continua' }).click();
  await wizard.getByRole('button', { name: 'Crea Appuntamento' }).click();
  await expect(wizard).toBeHidden();
  const booked = await apiCall<{ hairdresserName: string }[]>(
    page,
    'GET',
    `/appointments/clients/${clientId}`,
  );
  expect(booked.map((a) => a.hairdresserName)).toEqual(['Luca E2E']);
});
