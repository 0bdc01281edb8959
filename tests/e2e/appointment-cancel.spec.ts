import { expect, test } from '@playwright/test';
import { timeLimit } from './support/time-limits.ts';
import { apiCall } from './support/api.ts';
import { romeToday } from './support/calendar.ts';
import { signUpNewSalon, unique } from './support/new-salon.ts';

// Issue #19 on the real server, in a salon of the test's own: cancel with a reason (the visit
// stays, "Cancellato", found with the status filter), and a past visit marked "Non presentato",
// counted on the client card.

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const daysFromToday = (days: number) => {
  const d = romeToday();
  d.setDate(d.getDate() + days);
  return d;
};

test('cancel with a reason, find it as Cancellato, mark a past visit as a no-show and count it', async ({
  page,
  request,
}) => {
  test.setTimeout(timeLimit(90_000));
  await signUpNewSalon(page, request, 'Salone Esiti');
  const service = await apiCall<{ id: number }>(page, 'POST', '/services', {
    name: 'Piega',
    price: 2500,
    durationMinutes: 30,
  });
  const operator = await apiCall<{ id: number }>(page, 'POST', '/hairdressers', {
    name: 'Sara Esiti',
    serviceIds: [service.id],
  });
  const name = `Giulia Esiti ${unique()}`;
  const client = await apiCall<{ id: number }>(page, 'POST', '/clients', { name });
  const book = (day: Date) =>
    apiCall<{ id: number }>(page, 'POST', '/appointments', {
      clientId: client.id,
      hairdresserId: operator.id,
      serviceIds: [service.id],
      dateTime: `${iso(day)}T10:00:00`,
    });
  const tomorrow = daysFromToday(1);
  const future = await book(tomorrow);
  const past = await book(daysFromToday(-2));

  // Cancel with a reason: the visit keeps its page and says why.
  await page.goto(`/appuntamento/${future.id}`);
  await page.getByRole('button', { name: 'Cancella appuntamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancella appuntamento' });
  // The kit's radio draws its own circle over the input: the label is what a user clicks.
  await dialog.getByText('Richiesta del cliente', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Richiesta del cliente' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Nota (facoltativa)' }).fill('Ha la febbre');
  await dialog.getByRole('button', { name: 'Cancella appuntamento' }).click();
  await expect(page.getByText('Appuntamento cancellato')).toBeVisible();
  await expect(page.getByText('Cancellato · Richiesta del cliente — Ha la febbre')).toBeVisible();

  // The list finds it with the status filter and the client search.
  await page.goto(`/gestione-appuntamenti?dal=${iso(tomorrow)}&al=${iso(tomorrow)}`);
  await page.getByRole('searchbox', { name: 'Cerca cliente' }).fill(name);
  // The search reaches the address 300 ms after the last key.
  await expect(page).toHaveURL(/cerca=/);
  await page.getByRole('button', { name: /Stato$/ }).click();
  await page.getByRole('option', { name: 'Cancellato' }).click();
  const table = page.getByRole('grid', { name: 'Appuntamenti' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Piega');
  await expect(row).toContainText('Cancellato');
  await expect(page).toHaveURL(/stato=CANCELLED/);

  // A visit that has not started cannot be a no-show; one that has, can.
  await page.goto(`/appuntamento/${past.id}`);
  await page.getByRole('button', { name: 'Segna come non presentato' }).click();
  await expect(page.getByRole('button', { name: 'Annulla non presentato' })).toBeVisible();
  const later = await book(daysFromToday(2));
  await page.goto(`/appuntamento/${later.id}`);
  await expect(page.getByRole('button', { name: 'Cancella appuntamento' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Segna come non presentato' })).toHaveCount(0);

  await page.goto(`/cliente/${client.id}`);
  await expect(page.getByText('Non presentato: 1')).toBeVisible();
});
