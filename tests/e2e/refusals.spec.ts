import { expect, test, type Locator, type Page } from '@playwright/test';
import { timeLimit } from './support/time-limits.ts';
import { apiCall, apiOrigin } from './support/api.ts';
import { romeToday } from './support/calendar.ts';
import { logInAs } from './support/demo-accounts.ts';
import { pickClient } from './support/wizard.ts';

// Issue #15 on the real server: an operator's time off shows in the calendar ('in ferie', not
// 'libero'); a booking the server refuses by its rules gets a real Italian title (not "Errore
// HTTP 422") and an it-IT date in its text (not 2026-12-22).

interface TimeOff {
  startDate: string;
  endDate: string;
  reason?: string | null;
}
interface Operator {
  id: number;
  name: string;
  timeOff?: TimeOff[];
}

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const longDay = (d: Date) =>
  d.toLocaleDateString('it-IT', { weekday: 'long', day: 'numeric', month: 'long' });
const italianDate = (d: Date) =>
  d.toLocaleDateString('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** A Thursday 15 weeks ahead: past every booking the other specs make. */
function farThursday(): Date {
  const d = romeToday();
  d.setDate(d.getDate() + 15 * 7 + ((4 - d.getDay() + 7) % 7));
  return d;
}

async function saraWeek(page: Page, day: Date): Promise<Locator> {
  await page.goto(`/dashboard?vista=settimana&data=${iso(day)}`);
  const main = page.locator('main');
  await main.getByRole('button', { name: /Professionista$/ }).click();
  await page.getByRole('option', { name: /^Sara Conti/ }).click();
  const week = page.getByRole('grid', { name: /^Settimana di Sara Conti dal / });
  await expect(week).toBeVisible();
  return week;
}

test('a refusal by the booking rules has a real title and an Italian date; time off shows in ferie', async ({
  page,
}) => {
  test.setTimeout(timeLimit(90_000));
  const day = farThursday();
  await logInAs(page, 'parrucchiere');
  const operators = await apiCall<Operator[]>(page, 'GET', '/hairdressers');
  const sara = operators.find((o) => o.name === 'Sara Conti');
  if (!sara) throw new Error('Sara Conti non è nei dati demo');
  const before = (sara.timeOff ?? []).map(({ startDate, endDate, reason }) => ({
    startDate,
    endDate,
    ...(reason ? { reason } : {}),
  }));

  try {
    const week = await saraWeek(page, day);
    await week.getByRole('gridcell', { name: `${longDay(day)}, 10:00, libero` }).click();
    const wizard = page.getByRole('dialog', { name: 'Nuovo appuntamento' });
    await pickClient(page, wizard, 'bianchi', 'Francesca Bianchi');
    await wizard.getByRole('button', { name: 'Continua' }).click();
    await wizard.getByRole('button', { name: /Servizio 1$/ }).click();
    await page.getByRole('option', { name: /^Piega/ }).click();
    await wizard.getByRole('button', { name: 'Continua' }).click();
    await expect(wizard.getByRole('heading', { name: 'Conferma' })).toBeVisible();

    // Between step 3 and saving, the owner puts Sara on holiday that day (another device).
    await apiCall(page, 'PATCH', `/hairdressers/${sara.id}/time-off`, {
      timeOff: [...before, { startDate: iso(day), endDate: iso(day), reason: 'Ferie' }],
    });
    await wizard.getByRole('button', { name: 'Crea Appuntamento' }).click();
    // The refusal stays in step 3 (issue #19), with where the visit would fit instead.
    const refusal = page.getByRole('region', { name: 'Operatore in ferie' });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(`Sara Conti è in ferie il ${italianDate(day)}`);
    await expect(refusal).not.toContainText('Errore HTTP');
    await expect(refusal).not.toContainText(iso(day));

    // The calendar says where she is: every cell of that day, and nothing is booked.
    await page.goto(`/dashboard?vista=settimana&data=${iso(day)}`);
    const again = await saraWeek(page, day);
    await expect(
      again.getByRole('gridcell', { name: `${longDay(day)}, 10:00, in ferie` }),
    ).toBeVisible();
    await expect(
      again.getByRole('gridcell', { name: `${longDay(day)}, 15:00, in ferie` }),
    ).toBeVisible();
    await expect(again.getByRole('button', { name: /^Francesca Bianchi, Piega/ })).toHaveCount(0);
  } finally {
    await apiCall(page, 'PATCH', `/hairdressers/${sara.id}/time-off`, { timeOff: before });
  }
});

test('an operator with one future appointment reads in the singular', async ({ page }) => {
  await logInAs(page, 'parrucchiere');
  const clients = await apiCall<{ content: { id: number }[] }>(page, 'GET', '/clients?size=1');
  const services = await apiCall<{ id: number }[]>(page, 'GET', '/services');
  const serviceId = services[0]?.id;
  const marta = await apiCall<Operator>(page, 'POST', '/hairdressers', {
    name: 'Marta Singolare',
    serviceIds: [serviceId],
  });
  const wednesday = farThursday();
  wednesday.setDate(wednesday.getDate() + 6);
  const booked = await apiCall<{ id: number }>(page, 'POST', '/appointments', {
    clientId: clients.content[0]?.id,
    hairdresserId: marta.id,
    serviceIds: [serviceId],
    dateTime: `${iso(wednesday)}T11:00:00`,
  });
  try {
    await page.goto('/parrucchieri');
    await page.getByRole('button', { name: 'Elimina Marta Singolare' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      'Marta Singolare ha 1 appuntamento futuro che resterebbe senza operatore.',
    );
    await expect(dialog).not.toContainText('1 appuntamenti');
  } finally {
    await apiCall(page, 'DELETE', `/appointments/${booked.id}`);
    await apiCall(page, 'DELETE', `/hairdressers/${marta.id}`);
  }
});

test("two services back to back by one operator read 'non ha pause' at step 3", async ({
  page,
}) => {
  test.setTimeout(timeLimit(60_000));
  const day = farThursday();
  day.setDate(day.getDate() + 1);
  await logInAs(page, 'parrucchiere');
  const week = await saraWeek(page, day);
  await week.getByRole('gridcell', { name: `${longDay(day)}, 10:00, libero` }).click();
  const wizard = page.getByRole('dialog', { name: 'Nuovo appuntamento' });
  await pickClient(page, wizard, 'bianchi', 'Francesca Bianchi');
  await wizard.getByRole('button', { name: 'Continua' }).click();
  await wizard.getByRole('button', { name: /Servizio 1$/ }).click();
  await page.getByRole('option', { name: /^Colore/ }).click();
  await wizard.getByRole('button', { name: 'Aggiungi servizio' }).click();
  await wizard.getByRole('button', { name: /Servizio 2$/ }).click();
  await page.getByRole('option', { name: /^Piega/ }).click();
  await wizard.getByRole('button', { name: /Operatore 2$/ }).click();
  await page.getByRole('option', { name: /^Sara Conti/ }).click();
  await wizard.getByRole('button', { name: 'Continua' }).click();
  const checks = wizard.getByRole('list', { name: 'Controlli' });
  await expect(checks).toContainText('Sara Conti non ha pause tra Colore e Piega');
  await expect(checks).not.toContainText('nessuna pausa');
});

test("a 'Dati non validi' refusal lists each detail once, and keeps what was typed", async ({
  page,
}) => {
  await logInAs(page, 'parrucchiere');
  // The server's own 400 for a name it cannot store, served to the form's next save.
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const refused = await page.request.post(`${apiOrigin}/clients`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Giada\u0000Test', phoneNumber: '+393331112233' },
  });
  expect(refused.status()).toBe(400);
  const body = (await refused.json()) as { errors: Record<string, string> };
  const [detail] = Object.values(body.errors);
  if (!detail) throw new Error('Il 400 del server non ha dettagli');
  await page.route(`${apiOrigin}/clients`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, json: body })
      : route.fallback(),
  );

  await page.goto('/database-clienti');
  await page.getByRole('button', { name: 'Nuovo cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo cliente' });
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('Giada Test');
  await dialog
    .getByRole('group', { name: 'Telefono' })
    .getByRole('textbox', { name: 'Numero' })
    .fill('3331112233');
  await dialog.getByRole('button', { name: 'Crea cliente' }).click();
  const alert = dialog.getByRole('alert').filter({ hasText: 'Dati non validi' });
  await expect(alert).toBeVisible();
  const text = (await alert.textContent()) ?? '';
  expect(text.split(detail).length - 1).toBe(1);
  await expect(dialog.getByRole('textbox', { name: 'Nome' })).toHaveValue('Giada Test');
});
