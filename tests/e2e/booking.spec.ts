import { expect, test } from '@playwright/test';
import { apiCall, apiOrigin, bookDemoGroup, freeWednesday } from './support/api.ts';
import { logInAs } from './support/demo-accounts.ts';

// The real server (tests/playwright.config.ts) with the demo salons; Salone Bellavista
// ('parrucchiere') has digital cash, so 'Metti in Lavorazione' is offered.

test('an appointment page: in progress, back to waiting, notes kept after reload', async ({
  page,
}) => {
  await logInAs(page, 'parrucchiere');
  // Its own booking, three weeks ahead: what the demo week still holds depends on the hour.
  const clients = await apiCall<{ content: { id: number }[] }>(
    page,
    'GET',
    '/clients?page=0&size=1',
  );
  const operators = await apiCall<{ id: number; services: { id: number }[] }[]>(
    page,
    'GET',
    '/hairdressers',
  );
  const operator = operators.find((o) => o.services.length > 0);
  if (!operator) throw new Error('the demo salon needs an operator with services');
  const created = await apiCall<{ appointments: { id: number }[] }>(
    page,
    'POST',
    '/appointments/multi-operator',
    {
      clientId: clients.content[0]?.id,
      startDateTime: `${freeWednesday()}T15:00:00`,
      notes: 'Stato e2e',
      serviceBlocks: [
        { serviceId: operator.services[0]?.id, operatorId: operator.id, executionOrder: 1 },
      ],
    },
  );
  const id = created.appointments[0]?.id;
  await page.goto('/gestione-appuntamenti');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gestione appuntamenti' }),
  ).toBeVisible();
  await page.goto(`/appuntamento/${id}`);
  await expect(page.getByRole('button', { name: 'Metti in Lavorazione' })).toBeVisible();

  await page.getByRole('button', { name: 'Metti in Lavorazione' }).click();
  await expect(page.getByRole('button', { name: 'Rimetti in Attesa' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manda in Pagamento' })).toBeVisible();
  await page.getByRole('button', { name: 'Rimetti in Attesa' }).click();
  await expect(page.getByRole('button', { name: 'Metti in Lavorazione' })).toBeVisible();

  const note = `Nota e2e ${Date.now()}`;
  await page.getByRole('button', { name: /^Note/ }).click();
  await page.getByRole('textbox', { name: 'Note' }).fill(note);
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^Note ${note}`) })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(`^Note ${note}`) })).toBeVisible();
});

test('deleting a whole multi-operator group', async ({ page }) => {
  await logInAs(page, 'parrucchiere');
  const created = await bookDemoGroup(page, `${freeWednesday()}T10:00:00`, { notes: 'Gruppo e2e' });
  expect(created.appointments).toHaveLength(2);

  await page.goto(`/appuntamento/${created.appointments[0]?.id}`);
  await expect(
    page.getByRole('list', { name: 'Servizi del gruppo' }).getByRole('listitem'),
  ).toHaveCount(2);
  await page.getByRole('button', { name: 'Elimina appuntamento' }).click();
  const confirm = page.getByRole('alertdialog', { name: "Eliminare l'appuntamento?" });
  await expect(confirm).toContainText('2 servizi');
  await confirm.getByRole('button', { name: 'Tutto il gruppo (2 servizi)' }).click();
  const success = page.getByRole('dialog', { name: 'Operazione completata' });
  await expect(success).toContainText('Gruppo eliminato con successo (2 servizi)');
  await success.getByRole('button').click();
  await expect(page).toHaveURL('/gestione-appuntamenti');

  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const gone = await page.request.get(`${apiOrigin}/appointments/${created.appointments[1]?.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(gone.status()).toBe(404);
});
