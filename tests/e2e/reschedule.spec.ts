import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall } from './support/api.ts';
import { weekdayAhead, type WeekdayAhead } from './support/calendar.ts';
import { logInAs } from './support/demo-accounts.ts';
import { pressUntilFocused, pressUntilNamed, selectByKeyboard } from './support/keyboard.ts';
import { unique } from './support/new-salon.ts';

// Issue #19, "Reschedule": drag a block to another time and operator (and "Annulla" it), the
// keyboard-only "Sposta" dialog, and a stale move refused with a clear 409 and the block back.
// Each test books its own client in a week of its own, weeks past the demo data and the other specs.

// Tall enough that the day's rows and the drop cells are all on screen: a drag ends inside the
// viewport (the dashboard's cards sit above the calendar).
test.use({ viewport: { width: 1280, height: 2200 } });

interface Operator {
  id: number;
  name: string;
  services: { id: number }[];
}

interface Visit {
  client: string;
  ids: Operator[];
  day: WeekdayAhead;
  iso: string;
}

const isoOf = (day: WeekdayAhead) => {
  const d = day.date;
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Two operators who share a service, a client of the test's own, a visit at 10:00 with the first. */
async function bookVisit(
  page: Page,
  weeks: number,
): Promise<Visit & { serviceId: number; appointmentId: number }> {
  await logInAs(page, 'parrucchiere');
  const operators = await apiCall<Operator[]>(page, 'GET', '/hairdressers?active=true');
  const first = operators.find((o) => o.services.length > 0) as Operator;
  const serviceId = first.services[0]?.id as number;
  const second = operators.find(
    (o) => o.id !== first.id && o.services.some((s) => s.id === serviceId),
  ) as Operator;
  const client = `Cliente Sposta ${unique()}`;
  const created = await apiCall<{ id: number }>(page, 'POST', '/clients', { name: client });
  const day = weekdayAhead(weeks, 3);
  const iso = isoOf(day);
  const booked = await apiCall<{ id: number }>(page, 'POST', '/appointments', {
    clientId: created.id,
    hairdresserId: first.id,
    serviceIds: [serviceId],
    dateTime: `${iso}T10:00`,
  });
  return { client, ids: [first, second], day, iso, serviceId, appointmentId: booked.id };
}

/** The day view of the visit's day with just its two operators. */
async function openDay(page: Page, visit: Visit): Promise<Locator> {
  const ids = encodeURIComponent(JSON.stringify(visit.ids.map((o) => o.id)));
  await page.goto(`/dashboard?vista=giorno&data=${visit.iso}&operatori=${ids}`);
  const grid = page.getByRole('grid', { name: `Calendario di ${visit.day.longDay}` });
  await expect(grid).toBeVisible();
  return grid;
}

const blockOf = (grid: Locator, client: string) =>
  grid.getByRole('button', { name: new RegExp(`^${client}, `) });

/** Drags `block` with the mouse so that its top lands `minutes` into the cell `cellName`. */
async function drag(page: Page, grid: Locator, block: Locator, cellName: string) {
  await block.scrollIntoViewIfNeeded();
  const from = await block.boundingBox();
  const cell = await grid.getByRole('gridcell', { name: cellName }).boundingBox();
  if (!from || !cell) throw new Error('block or cell not drawn');
  await page.mouse.move(from.x + 10, from.y + 4);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 4 });
  await page.mouse.move(cell.x + 10, cell.y + 4, { steps: 12 });
  await expect(page.getByTestId('drag-ghost')).toBeVisible();
  await page.mouse.up();
}

test('drag a block to another time and operator, see it after a reload, undo with Annulla', async ({
  page,
}) => {
  const visit = await bookVisit(page, 21);
  const [first, second] = visit.ids as [Operator, Operator];
  const grid = await openDay(page, visit);
  const block = blockOf(grid, visit.client);
  await expect(block).toHaveAccessibleName(new RegExp(`10:00 - .*con ${first.name}$`));

  await drag(page, grid, block, `${second.name}, ${visit.day.longDay}, 14:00, libero`);
  const toast = page.getByRole('alertdialog').filter({ hasText: 'Appuntamento spostato' });
  await expect(toast).toContainText(`${visit.client}: 14:00 con ${second.name}`);
  await expect(block).toHaveAccessibleName(new RegExp(`14:00 - .*con ${second.name}$`));

  await page.reload();
  await expect(blockOf(grid, visit.client)).toHaveAccessibleName(
    new RegExp(`, 14:00 - .*con ${second.name}$`),
  );

  // Another drag, then "Annulla": the same call back to where it was.
  await drag(
    page,
    grid,
    blockOf(grid, visit.client),
    `${first.name}, ${visit.day.longDay}, 16:00, libero`,
  );
  const moved = page.getByRole('alertdialog').filter({ hasText: 'Appuntamento spostato' });
  await expect(moved).toContainText(`16:00 con ${first.name}`);
  await moved.getByRole('button', { name: 'Annulla' }).click();
  await expect(
    page.getByRole('alertdialog').filter({ hasText: 'Spostamento annullato' }),
  ).toBeVisible();
  await expect(blockOf(grid, visit.client)).toHaveAccessibleName(
    new RegExp(`, 14:00 - .*con ${second.name}$`),
  );
  await page.reload();
  await expect(blockOf(grid, visit.client)).toHaveAccessibleName(
    new RegExp(`, 14:00 - .*con ${second.name}$`),
  );
});

test('keyboard only: focus the block, "Sposta", choose operator and time, save', async ({
  page,
}) => {
  const visit = await bookVisit(page, 22);
  const [, second] = visit.ids as [Operator, Operator];
  const grid = await openDay(page, visit);
  await expect(blockOf(grid, visit.client)).toBeVisible();

  // Into the grid (its one tab stop), to the first cell, then down the first operator's column.
  await pressUntilFocused(page, grid.locator('[tabindex="0"]'));
  await page.keyboard.press('Control+Home');
  await pressUntilNamed(page, new RegExp(`^${visit.client}, `), 'ArrowDown', 40);
  await page.keyboard.press('s');
  const dialog = page.getByRole('dialog', { name: 'Sposta appuntamento' });
  await expect(dialog).toContainText(visit.client);
  await selectByKeyboard(
    page,
    dialog.getByRole('button', { name: /Operatore/ }),
    new RegExp(`^${second.name}`),
  );
  await expect(dialog.getByText(`orari liberi per ${second.name}`)).toBeVisible();
  await selectByKeyboard(page, dialog.getByRole('button', { name: /Orario/ }), /^15:00$/);
  await pressUntilFocused(page, dialog.getByRole('button', { name: 'Sposta' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('alertdialog').filter({ hasText: 'Appuntamento spostato' }),
  ).toContainText(`15:00 con ${second.name}`);
  await page.reload();
  await expect(blockOf(grid, visit.client)).toHaveAccessibleName(
    new RegExp(`, 15:00 - .*con ${second.name}$`),
  );
});

test('a stale move is refused with a clear 409 and the block is back in place', async ({
  page,
}) => {
  const visit = await bookVisit(page, 23);
  const [first, second] = visit.ids as [Operator, Operator];
  const grid = await openDay(page, visit);
  const block = blockOf(grid, visit.client);
  await expect(block).toHaveAccessibleName(new RegExp(`10:00 - .*con ${first.name}$`));

  // Meanwhile someone books the second operator at 14:00 through the API.
  const other = await apiCall<{ id: number }>(page, 'POST', '/clients', {
    name: `Altro Cliente ${unique()}`,
  });
  await apiCall(page, 'POST', '/appointments', {
    clientId: other.id,
    hairdresserId: second.id,
    serviceIds: [visit.serviceId],
    dateTime: `${visit.iso}T14:00`,
  });
  await drag(page, grid, block, `${second.name}, ${visit.day.longDay}, 14:00, libero`);
  const refusal = page.getByRole('alertdialog').filter({ hasText: 'Operatore non disponibile' });
  await expect(refusal).toBeVisible();
  await refusal.getByRole('button').first().click();
  await expect(blockOf(grid, visit.client)).toHaveAccessibleName(
    new RegExp(`, 10:00 - .*con ${first.name}$`),
  );

  // Someone else moves the visit itself to 11:00 meanwhile: the drag from what the calendar
  // showed is refused with the stale-move message, and the block shows where the visit really is.
  await apiCall(page, 'PATCH', `/appointments/${visit.appointmentId}`, {
    dateTime: `${visit.iso}T11:00`,
  });
  await drag(
    page,
    grid,
    blockOf(grid, visit.client),
    `${first.name}, ${visit.day.longDay}, 15:00, libero`,
  );
  const stale = page.getByRole('alertdialog').filter({
    hasText: "L'appuntamento è stato modificato da qualcun altro: ricarica il calendario",
  });
  await expect(stale).toBeVisible();
  await stale.getByRole('button').first().click();
  await expect(blockOf(grid, visit.client)).toHaveAccessibleName(
    new RegExp(`, 11:00 - .*con ${first.name}$`),
  );
});
