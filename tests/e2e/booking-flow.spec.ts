import { expect, test, type Locator, type Page } from '@playwright/test';
import { timeLimit } from './support/time-limits.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { weekdayAhead } from './support/calendar.ts';
import { logInAs } from './support/demo-accounts.ts';
import { pickClient } from './support/wizard.ts';

// Issue 7's acceptance flow on the real server: see the week, open the quick view, book a
// two-operator visit from a calendar slot through the wizard (a warning and two errors on the
// way), see it in the calendar, put it in progress and back, edit its notes, delete the group.
// Salone Bellavista has digital cash, so 'Metti in Lavorazione' is offered.

const weeksAhead = 5;
const day = weekdayAhead(weeksAhead, 4); // a Thursday, five weeks after the current one

/** A kit Select: its trigger button is named by its value and then its label. */
async function choose(page: Page, scope: Locator, label: string, option: RegExp) {
  await scope.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(scope.getByRole('button', { name: new RegExp(`${label}$`) })).toContainText(option);
}

test('a two-operator visit booked from a calendar slot, in progress and back, notes, group delete', async ({
  page,
}) => {
  // The whole acceptance path in one story: longer than the default 30 s on two shared cores.
  test.setTimeout(timeLimit(120_000));
  await logInAs(page, 'parrucchiere');

  // The week of one operator, and the quick view of the whole salon.
  await page.getByRole('tab', { name: 'Settimana' }).click();
  await choose(page, page.locator('main'), 'Professionista', /^Sara Conti/);
  await expect(page.getByRole('grid', { name: /^Settimana di Sara Conti dal / })).toBeVisible();
  await page.getByRole('button', { name: 'Vista rapida' }).click();
  const quickView = page.getByRole('dialog', { name: /Vista rapida/ });
  await expect(quickView).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(quickView).toBeHidden();

  for (let i = 0; i < weeksAhead; i++)
    await page.getByRole('button', { name: 'Periodo successivo' }).click();
  const week = page.getByRole('grid', { name: /^Settimana di Sara Conti dal / });
  await week.getByRole('gridcell', { name: `${day.longDay}, 10:00, libero` }).click();

  const wizard = page.getByRole('dialog', { name: 'Nuovo appuntamento' });
  await expect(wizard.getByRole('heading', { name: 'Cliente e Orario' })).toBeVisible();
  await expect(wizard.getByRole('button', { name: /Ora$/ })).toContainText('10:00');
  await expect(wizard.getByRole('button', { name: 'Continua' })).toBeDisabled();
  await pickClient(page, wizard, 'bianchi', 'Francesca Bianchi');
  await wizard.getByRole('button', { name: 'Continua' }).click();

  // Step 2: the slot's operator already holds the first block.
  await expect(wizard.getByRole('heading', { name: 'Servizi e Operatori' })).toBeVisible();
  await expect(wizard.getByRole('button', { name: /Operatore 1$/ })).toContainText('Sara Conti');
  await choose(page, wizard, 'Servizio 1', /^Colore/);
  await wizard.getByRole('button', { name: 'Aggiungi servizio' }).click();

  // Error: the same service twice; Continua stays disabled.
  await choose(page, wizard, 'Servizio 2', /^Colore/);
  await expect(
    wizard.getByText('Non è possibile selezionare lo stesso servizio più volte').first(),
  ).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Continua' })).toBeDisabled();

  // Warning: the same operator for two services ('controllare i tempi'), not blocking.
  await choose(page, wizard, 'Servizio 2', /^Piega/);
  await choose(page, wizard, 'Operatore 2', /^Sara Conti/);
  const stepWarnings = wizard.getByRole('list', { name: 'Avvisi sui servizi' });
  await expect(stepWarnings).toContainText('controllare i tempi');
  await expect(wizard.getByRole('button', { name: 'Continua' })).toBeEnabled();

  // Error: in parallel with the same operator is an operator conflict that blocks creation.
  await wizard.getByText('In parallelo al servizio 1').click();
  await wizard.getByRole('button', { name: 'Continua' }).click();
  await expect(wizard.getByRole('heading', { name: 'Conferma' })).toBeVisible();
  const checks = wizard.getByRole('list', { name: 'Controlli' });
  await expect(checks).toContainText('Conflitto operatore');
  await expect(wizard.getByRole('button', { name: 'Crea Appuntamento' })).toBeDisabled();

  // Back: a second operator after a 30-minute pause, which the colour rule warns about.
  await wizard.getByRole('button', { name: 'Indietro' }).click();
  await wizard.getByText('In parallelo al servizio 1').click();
  await choose(page, wizard, 'Operatore 2', /^Chiara Romano/);
  const gap = wizard.getByRole('textbox', { name: 'Attesa prima del servizio 2 (min)' });
  await gap.fill('30');
  await gap.press('Tab');
  await wizard.getByRole('button', { name: 'Continua' }).click();
  await expect(checks).toContainText('Attesa dopo il colore');
  await expect(checks).not.toContainText('Conflitto operatore');
  await expect(wizard.getByRole('button', { name: 'Crea Appuntamento' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await wizard.getByRole('textbox', { name: 'Note' }).fill('Prima visita e2e');
  await wizard.getByRole('button', { name: 'Crea Appuntamento' }).click();
  await expect(wizard).toBeHidden();

  // In the calendar: Sara's colour at 10:00 (its application, then the demo's 25-minute wait),
  // Chiara's styling at 11:30.
  const colour = week.getByRole('button', {
    name: 'Francesca Bianchi, Colore, 10:00 - 10:20, Prenotato, parte 1 di 2, poi posa 25 min',
  });
  await expect(colour).toBeVisible();
  await choose(page, page.locator('main'), 'Professionista', /^Chiara Romano/);
  await expect(
    page
      .getByRole('grid', { name: /^Settimana di Chiara Romano dal / })
      .getByRole('button', { name: 'Francesca Bianchi, Piega, 11:30 - 12:15, Prenotato' }),
  ).toBeVisible();
  await choose(page, page.locator('main'), 'Professionista', /^Sara Conti/);

  // Details: in progress, back to waiting, notes.
  await colour.click();
  const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
  await expect(details.getByRole('list', { name: 'Servizi del gruppo' })).toBeVisible();
  await expect(
    details.getByRole('list', { name: 'Servizi del gruppo' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expectNoAxeViolations(page);
  await details.getByRole('button', { name: 'Metti in Lavorazione' }).click();
  await expect(details.getByRole('button', { name: 'Rimetti in Attesa' })).toBeVisible();
  await expect(
    week.getByRole('button', {
      name: 'Francesca Bianchi, Colore, 10:00 - 10:20, In Lavorazione, parte 1 di 2',
    }),
  ).toBeAttached();
  await details.getByRole('button', { name: 'Rimetti in Attesa' }).click();
  await expect(details.getByRole('button', { name: 'Metti in Lavorazione' })).toBeVisible();

  await details.getByRole('button', { name: /^Note/ }).click();
  await details.getByRole('textbox', { name: 'Note' }).fill('Porta la foto del colore');
  await details.getByRole('button', { name: 'Salva' }).click();
  await expect(
    details.getByRole('button', { name: /^Note Porta la foto del colore/ }),
  ).toBeVisible();

  // Delete the whole group: both services leave the calendar.
  await details.getByRole('button', { name: 'Elimina appuntamento' }).click();
  const confirm = page.getByRole('alertdialog', { name: "Eliminare l'appuntamento?" });
  await confirm.getByRole('button', { name: 'Tutto il gruppo (2 servizi)' }).click();
  await expect(page.getByText('Gruppo eliminato con successo (2 servizi)')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(details).toBeHidden();
  await expect(week.getByRole('gridcell', { name: `${day.longDay}, 10:00, libero` })).toBeVisible();
  await expect(week.getByRole('button', { name: /^Francesca Bianchi, Colore/ })).toHaveCount(0);
});
