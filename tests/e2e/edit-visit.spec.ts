import { expect, test, type Page } from '@playwright/test';
import { apiCall } from './support/api.ts';
import { weekdayAhead } from './support/calendar.ts';
import { logInAs } from './support/demo-accounts.ts';
import { unique } from './support/new-salon.ts';

// Issue #19, "Edit and cancel": «Modifica appuntamento» in a visit's detail opens the wizard on it, prefilled;
// its own time counts as free; the operator and the minutes change, «Salva modifiche» keeps the
// change on the real server. The test books its own client in a week of its own.

test.use({ viewport: { width: 1280, height: 2200 } });

interface Operator {
  id: number;
  name: string;
  services: { id: number; name: string; duration: number }[];
}

const pad = (n: number) => String(n).padStart(2, '0');

async function bookVisit(page: Page) {
  await logInAs(page, 'parrucchiere');
  const operators = await apiCall<Operator[]>(page, 'GET', '/hairdressers?active=true');
  // A service in one piece (no application / wait phases), so the block is the whole visit.
  const catalogue = await apiCall<{ id: number; phases?: unknown[] | null }[]>(
    page,
    'GET',
    '/services',
  );
  const whole = new Set(catalogue.filter((s) => !s.phases?.length).map((s) => s.id));
  const first = operators.find((o) => o.services.some((s) => whole.has(s.id))) as Operator;
  const service = first.services.find((s) => whole.has(s.id)) as Operator['services'][number];
  const second = operators.find(
    (o) => o.id !== first.id && o.services.some((s) => s.id === service.id),
  ) as Operator;
  const client = `Cliente Modifica ${unique()}`;
  const created = await apiCall<{ id: number }>(page, 'POST', '/clients', { name: client });
  const day = weekdayAhead(27, 3);
  const d = day.date;
  const iso = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  await apiCall(page, 'POST', '/appointments', {
    clientId: created.id,
    hairdresserId: first.id,
    serviceIds: [service.id],
    dateTime: `${iso}T10:00`,
  });
  return { client, first, second, service, day, iso };
}

test('«Modifica appuntamento» changes the operator and the minutes of a booked visit through the wizard', async ({
  page,
}) => {
  const visit = await bookVisit(page);
  const ids = encodeURIComponent(JSON.stringify([visit.first.id, visit.second.id]));
  await page.goto(`/dashboard?vista=giorno&data=${visit.iso}&operatori=${ids}`);
  const grid = page.getByRole('grid', { name: `Calendario di ${visit.day.longDay}` });
  const block = grid.getByRole('button', { name: new RegExp(`^${visit.client}, `) });
  await expect(block).toHaveAccessibleName(new RegExp(`10:00 - .*con ${visit.first.name}$`));

  await block.click();
  const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
  await details.getByRole('button', { name: 'Modifica appuntamento' }).click();
  const wizard = page.getByRole('dialog', { name: 'Modifica appuntamento' });
  await expect(wizard).toContainText(`Cliente: ${visit.client}`);
  // The visit's own 10:00 is free for its operator: the server leaves the visit out.
  await expect(
    wizard.getByRole('radiogroup', { name: 'Orari liberi' }).getByRole('radio', { name: '10:00' }),
  ).toBeChecked();

  await wizard.getByRole('button', { name: 'Continua' }).click();
  await expect(wizard.getByRole('button', { name: /Servizio 1$/ })).toContainText(
    visit.service.name,
  );
  await wizard.getByRole('button', { name: /Operatore 1$/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${visit.second.name}`) }).click();
  const minutes = visit.service.duration + 15;
  const duration = wizard.getByRole('textbox', { name: 'Durata servizio 1 (min)' });
  await expect(duration).toHaveValue(String(visit.service.duration));
  await duration.fill(String(minutes));
  await duration.press('Tab');
  await wizard.getByRole('button', { name: 'Continua' }).click();
  await wizard.getByRole('button', { name: 'Salva modifiche' }).click();

  const done = page.getByRole('dialog', { name: 'Operazione completata' });
  await expect(done).toContainText('Appuntamento modificato');
  await done.getByRole('button').first().click();
  const end = 10 * 60 + minutes;
  const until = `${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
  const edited = new RegExp(`, 10:00 - ${until}, .*con ${visit.second.name}$`);
  await expect(block).toHaveAccessibleName(edited);
  await page.reload();
  await expect(
    grid.getByRole('button', { name: new RegExp(`^${visit.client}, `) }),
  ).toHaveAccessibleName(edited);
});
