import { expect, test } from '@playwright/test';
import { timeLimit } from './support/time-limits.ts';
import { apiCall, freeWednesday } from './support/api.ts';
import { signUpNewSalon, unique } from './support/new-salon.ts';

// Issue #19 on the real server, at a phone's size: the calendar comes before the dashboard's
// cards, an operator out of view is named and one button away, and the appointment detail
// calls the client, opens a WhatsApp chat and leads to the client's card.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

interface Created {
  id: number;
}

test('on a phone the calendar comes first, the next operator is a button away, the detail calls the client', async ({
  page,
  request,
}) => {
  test.setTimeout(timeLimit(120_000));
  await signUpNewSalon(page, request, `Salone Telefoni ${unique()}`);
  const taglio = await apiCall<Created>(page, 'POST', '/services', {
    name: 'Taglio',
    price: 3500,
    durationMinutes: 60,
  });
  const operators: Created[] = [];
  for (const name of ['Anna Telefono', 'Bruno Telefono', 'Carla Telefono', 'Dario Telefono'])
    operators.push(
      await apiCall<Created>(page, 'POST', '/hairdressers', { name, serviceIds: [taglio.id] }),
    );
  const client = await apiCall<Created>(page, 'POST', '/clients', {
    name: 'Maria Telefono',
    phoneNumber: '+393331234567',
  });
  const day = freeWednesday(4);
  await apiCall(page, 'POST', '/appointments', {
    clientId: client.id,
    hairdresserId: operators[0]?.id,
    serviceIds: [taglio.id],
    dateTime: `${day}T10:00:00`,
  });

  await page.goto(`/dashboard?data=${day}`);
  const grid = page.getByRole('grid', { name: /^Calendario di mercoledì/ });
  await expect(grid).toBeVisible();

  // The calendar card first, the shortcut cards below it.
  const calendar = page.getByRole('region', { name: /^Mercoledì / });
  const shortcuts = page.getByRole('navigation', { name: 'Scorciatoie' });
  const calendarTop = (await calendar.boundingBox())?.y ?? Infinity;
  const shortcutsTop = (await shortcuts.boundingBox())?.y ?? -Infinity;
  expect(calendarTop).toBeLessThan(shortcutsTop);
  expect(calendarTop).toBeLessThan(844);

  // One operator and a bit fit: the pager names the others and who comes next.
  const pager = page.getByRole('group', { name: 'Operatori nel calendario' });
  await expect(pager).toContainText('+3 operatori: poi Bruno Telefono');
  const bruno = grid.getByRole('columnheader', { name: 'Bruno Telefono' });
  await expect(bruno).not.toBeInViewport({ ratio: 1 });
  await pager.getByRole('button', { name: 'Operatore successivo' }).click();
  await expect(bruno).toBeInViewport({ ratio: 1 });
  await expect(pager).toContainText('1 operatore prima');
  await pager.getByRole('button', { name: 'Operatore precedente' }).click();
  await expect(pager).toContainText('+3 operatori: poi Bruno Telefono');

  // The detail: the phone calls or opens WhatsApp, the total, the client's card.
  await grid.getByRole('button', { name: /^Maria Telefono, Taglio/ }).click();
  const detail = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
  const call = detail.getByRole('link', { name: 'Chiama Maria Telefono al +393331234567' });
  await expect(call).toHaveAttribute('href', 'tel:+393331234567');
  const chat = detail.getByRole('link', { name: 'Scrivi su WhatsApp a Maria Telefono' });
  await expect(chat).toHaveAttribute('href', 'https://wa.me/393331234567');
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(detail).toContainText('35,00');
  await detail.getByRole('link', { name: 'Scheda cliente' }).click();
  await expect(page).toHaveURL(new RegExp(`/cliente/${client.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Maria Telefono' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Chiama Maria Telefono al +393331234567' }),
  ).toBeVisible();
});
