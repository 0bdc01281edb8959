import { expect, test, type Locator, type Page } from '@playwright/test';
import { timeLimit } from './support/time-limits.ts';
import { logInAs } from './support/demo-accounts.ts';
import { romeToday } from './support/calendar.ts';
import { pickClient } from './support/wizard.ts';

// Issue #15 on the real server: one booking per double click (and its Idempotency-Key), focus
// after the wizard and after a day is chosen in the month view, a cell inside a block says who is
// there, the month grid counts the days of the next month, the wizard says 'Salone chiuso' at
// step 3. Salone Bellavista is closed on Sundays.

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const longDay = (d: Date) =>
  d.toLocaleDateString('it-IT', { weekday: 'long', day: 'numeric', month: 'long' });

/**
 * The first day of a month, at least nine weeks ahead (the other specs book within six), that
 * falls on Tuesday to Saturday: the previous month's grid shows it among its trailing days.
 */
function firstOfMonthAhead(): Date {
  const d = romeToday();
  d.setDate(d.getDate() + 63);
  d.setDate(1);
  for (;;) {
    d.setMonth(d.getMonth() + 1);
    if (d.getDay() >= 2 && d.getDay() <= 6) return d;
  }
}

/** A kit Select: its trigger button is named by its value and then its label. */
async function choose(page: Page, scope: Locator, label: string, option: RegExp) {
  await scope.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(scope.getByRole('button', { name: new RegExp(`${label}$`) })).toContainText(option);
}

/** Sara Conti's week containing `day`, from its address. */
async function saraWeek(page: Page, day: Date): Promise<Locator> {
  await page.goto(`/dashboard?vista=settimana&data=${iso(day)}`);
  await choose(page, page.locator('main'), 'Professionista', /^Sara Conti/);
  const week = page.getByRole('grid', { name: /^Settimana di Sara Conti dal / });
  await expect(week).toBeVisible();
  return week;
}

/** Steps 1 and 2: Francesca Bianchi, one service by the slot's operator; then step 3. */
async function fillWizard(page: Page, wizard: Locator, service: RegExp) {
  await pickClient(page, wizard, 'bianchi', 'Francesca Bianchi');
  await wizard.getByRole('button', { name: 'Continua' }).click();
  await choose(page, wizard, 'Servizio 1', service);
  await wizard.getByRole('button', { name: 'Continua' }).click();
  await expect(wizard.getByRole('heading', { name: 'Conferma' })).toBeVisible();
}

test('a double click books once, with an Idempotency-Key; focus and labels follow the booking', async ({
  page,
}) => {
  test.setTimeout(timeLimit(90_000));
  const day = firstOfMonthAhead();
  await logInAs(page, 'parrucchiere');
  const week = await saraWeek(page, day);
  await week.getByRole('gridcell', { name: `${longDay(day)}, 10:00, libero` }).click();
  const wizard = page.getByRole('dialog', { name: 'Nuovo appuntamento' });
  await fillWizard(page, wizard, /^Colore/);

  const posts: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/appointments/multi-operator'))
      posts.push(request.headers()['idempotency-key'] ?? null);
  });
  await wizard.getByRole('button', { name: 'Crea Appuntamento' }).dblclick();
  await expect(wizard).toBeHidden();
  const block = week.getByRole('button', { name: /^Francesca Bianchi, Colore, 10:00 - / });
  await expect(block).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^[0-9a-f-]{32,36}$/);

  // Focus goes to the new appointment, not to the page.
  await expect(block).toBeFocused();
  // The demo's colour has phases (20 min, a 25-minute wait, 15 min): its first part names the
  // wait, the time Sara is free for another client.
  await expect(block).toHaveAccessibleName(/, parte 1 di 2, poi posa 25 min, con Sara Conti$/);

  // The previous month's grid counts the booking on its trailing day, not 'nessun appuntamento'.
  const previous = new Date(day);
  previous.setDate(0);
  await page.goto(`/dashboard?vista=mese&data=${iso(previous)}`);
  const month = page.getByRole('grid', { name: /^Calendario di / });
  const cell = month.getByRole('gridcell', {
    name: new RegExp(`^${day.getDate()}\\s*1 appuntamento\\s*, ${longDay(day)}$`),
  });
  await expect(cell).toBeVisible();

  // Choosing the day by keyboard moves focus into the day grid (not 19 Tabs away).
  await cell.focus();
  await page.keyboard.press('Enter');
  const dayGrid = page.getByRole('grid', { name: `Calendario di ${longDay(day)}` });
  await expect(dayGrid).toBeVisible();
  await expect(dayGrid.locator(':focus')).toHaveCount(1);
});

test('closing the wizard returns focus to its slot; a closed day is said at step 3', async ({
  page,
}) => {
  test.setTimeout(timeLimit(60_000));
  // The Sunday of the week after the first test's booking.
  const sunday = firstOfMonthAhead();
  sunday.setDate(sunday.getDate() + ((7 - sunday.getDay()) % 7) + 7);
  await logInAs(page, 'parrucchiere');
  const week = await saraWeek(page, sunday);
  const slot = week.getByRole('gridcell', { name: `${longDay(sunday)}, 10:00, fuori orario` });
  await slot.click();
  const wizard = page.getByRole('dialog', { name: 'Nuovo appuntamento' });
  await fillWizard(page, wizard, /^Piega/);
  const checks = wizard.getByRole('list', { name: 'Controlli' });
  await expect(checks).toContainText('Salone chiuso');
  await expect(wizard.getByRole('button', { name: 'Crea Appuntamento' })).toBeDisabled();

  await wizard.getByRole('button', { name: 'Chiudi' }).click();
  await expect(wizard).toBeHidden();
  await expect(slot).toBeFocused();
});
