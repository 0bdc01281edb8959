import { expect, test } from '@playwright/test';
import { timeLimit } from './support/time-limits.ts';
import { apiCall, bookDemoGroup, freeWednesday } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { logInAs } from './support/demo-accounts.ts';
import { pressUntilFocused } from './support/keyboard.ts';
import { countPrints, printsOf } from './support/print.ts';

// Issue #16, keyboard only: a two-service group goes from "Metti in Lavorazione" through
// "Manda in Pagamento" and a misto payment to its printed receipt, and the appointments are
// completed.
// Salone Bellavista (the parrucchiere demo) has the digital cash desk.

/** Cents as typed in an Italian amount field: 5250 → "52,50". */
const typed = (cents: number) =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

test('a group paid misto at /cassa, by keyboard only', async ({ page }) => {
  // About sixty key presses through three pages: over 30 s on a busy two-core machine.
  test.setTimeout(timeLimit(90_000));
  await countPrints(page);
  await logInAs(page, 'parrucchiere');
  const group = await bookDemoGroup(page, `${freeWednesday(5)}T15:00:00`);
  const ids = group.appointments.map((a) => a.id);
  expect(ids).toHaveLength(2);

  // The appointment page: in progress, then to the cash desk.
  await page.goto(`/appuntamento/${ids[0]}`);
  await pressUntilFocused(page, page.getByRole('button', { name: 'Metti in Lavorazione' }));
  await page.keyboard.press('Enter');
  const pay = page.getByRole('button', { name: 'Manda in Pagamento' });
  await expect(pay).toBeVisible();
  await pressUntilFocused(page, pay);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/cassa\\?appuntamento=${ids[0]}$`));

  // The whole group is loaded, its heading focused; both services are lines.
  const sale = page.getByRole('heading', { level: 2, name: /^Vendita · / });
  await expect(sale).toBeVisible();
  // What has the focus, read from the page (toBeFocused also needs the window focused, which
  // a busy browser does not always report): the sale's heading, so Tab goes on into the sale.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const active = document.activeElement;
        return (
          active?.id || `${active?.tagName ?? 'nessuno'}: ${active?.textContent?.slice(0, 60)}`
        );
      }),
    )
    .toBe('vendita-title');
  await expect(
    page.getByRole('list', { name: 'Righe della vendita' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expectNoAxeViolations(page);
  const queue = await apiCall<{ visits: { appointmentIds: number[]; totalCents: number }[] }>(
    page,
    'GET',
    '/cash/queue',
  );
  const visit = queue.visits.find((v) => v.appointmentIds.includes(ids[0]!));
  expect(visit?.appointmentIds).toEqual(ids);
  const total = visit!.totalCents;
  const cash = 1000;

  // Misto: arrows in the payment group, then each part typed; Incassa by Enter.
  await pressUntilFocused(page, page.getByRole('radio', { name: 'Contanti' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Misto' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Parte in contanti' })).toBeFocused();
  await page.keyboard.type(typed(cash));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Parte con carta' })).toBeFocused();
  await page.keyboard.type(typed(total - cash - 100));
  await page.keyboard.press('Tab');
  await expect(page.getByText(/^Mancano 1,00\s€ al totale$/)).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(typed(total - cash));
  await page.keyboard.press('Tab');
  await expect(page.getByText(/Importi completi$/)).toBeVisible();
  await pressUntilFocused(page, page.getByRole('button', { name: 'Incassa' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cassa\/scontrino\/\d+$/);

  // The receipt, printed on the thermal roll by keyboard: both payments of the misto on it.
  const receipt = page.getByRole('article', { name: /^Documento commerciale n\. / });
  await expect(receipt).toContainText('Contanti');
  await expect(receipt).toContainText('Carta');
  await pressUntilFocused(page, page.getByRole('button', { name: 'Stampa scontrino (80 mm)' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => printsOf(page)).toBe(1);
  await expect(receipt).toHaveAttribute('data-print-format', '80mm');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(receipt).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The visit has left the queue, and both appointments are completed.
  for (const id of ids) {
    await page.goto(`/appuntamento/${id}`);
    await expect(page.getByRole('main').getByText('Completato').first()).toBeVisible();
  }
  const after = await apiCall<{ visits: { appointmentIds: number[] }[] }>(
    page,
    'GET',
    '/cash/queue',
  );
  expect(after.visits.flatMap((v) => v.appointmentIds)).not.toContain(ids[0]);
  await page.goto('/cassa');
  await expect(page.getByRole('heading', { level: 1, name: 'Cassa' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'In attesa di pagamento' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
