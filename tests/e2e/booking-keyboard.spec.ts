import { expect, test } from '@playwright/test';
import { timeLimit } from './support/time-limits.ts';
import { weekdayAhead } from './support/calendar.ts';
import { logInAs } from './support/demo-accounts.ts';
import {
  focusedName,
  pressUntilFocused,
  pressUntilNamed,
  selectByKeyboard,
} from './support/keyboard.ts';

// Issue 7: "the booking flow works without a pointer". After logging in, only Tab, arrows,
// Enter, Space and Escape: the calendar grid's keyboard model (roving tab stop, arrows between
// cells) opens the wizard on a slot, the wizard books a new client with two operators, and the
// appointment is then opened, put in progress and deleted from the grid.

const weeksAhead = 6;
const day = weekdayAhead(weeksAhead, 4); // a Thursday, six weeks after the current one

test('booking a two-operator visit for a new client with the keyboard only', async ({ page }) => {
  test.setTimeout(timeLimit(120_000));
  const clientName = `Cliente Tastiera ${String(Date.now()).slice(-6)}`;
  const digits = `33${String(Date.now()).slice(-8)}`;
  await logInAs(page, 'parrucchiere');
  const main = page.locator('main');

  // Week view of Sara Conti, six weeks ahead.
  await pressUntilFocused(page, page.getByRole('tab', { name: 'Giorno' }));
  await pressUntilNamed(page, /^Settimana$/, 'ArrowRight', 3);
  await expect(page.getByRole('tab', { name: 'Settimana' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await selectByKeyboard(
    page,
    main.getByRole('button', { name: /Professionista$/ }),
    /^Sara Conti/,
  );
  await pressUntilFocused(page, page.getByRole('button', { name: 'Periodo successivo' }));
  for (let i = 0; i < weeksAhead; i++) await page.keyboard.press('Enter');
  const week = page.getByRole('grid', { name: /^Settimana di Sara Conti dal / });
  await expect(week).toHaveAttribute(
    'aria-label',
    `Settimana di Sara Conti dal ${weekdayAhead(weeksAhead, 1).longDay}`,
  );

  // Into the grid (its one tab stop), to the top-left cell, then down to 10:00 and across.
  await pressUntilFocused(page, week.locator('[tabindex="0"]'));
  await page.keyboard.press('Control+Home');
  await pressUntilNamed(page, /, 10:00, /, 'ArrowDown', 40);
  await pressUntilNamed(page, new RegExp(`^${day.longDay}, 10:00, libero$`), 'ArrowRight', 7);
  await page.keyboard.press('Enter');

  // Step 1: a new client.
  const wizard = page.getByRole('dialog', { name: 'Nuovo appuntamento' });
  await expect(wizard.getByRole('heading', { name: 'Cliente e Orario' })).toBeVisible();
  await pressUntilFocused(page, wizard.getByRole('tab', { name: 'Cliente esistente' }));
  await page.keyboard.press('ArrowRight');
  await expect(wizard.getByRole('tab', { name: 'Nuovo cliente' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await pressUntilFocused(page, wizard.getByRole('textbox', { name: /^Nome/ }));
  await page.keyboard.type(clientName);
  await pressUntilFocused(page, wizard.getByRole('textbox', { name: 'Numero' }));
  await page.keyboard.type(digits);
  await pressUntilFocused(page, wizard.getByRole('button', { name: 'Continua' }));
  await page.keyboard.press('Enter');

  // Step 2: the same service twice is refused; the same operator twice is a warning.
  await expect(wizard.getByRole('heading', { name: 'Servizi e Operatori' })).toBeFocused();
  await selectByKeyboard(
    page,
    wizard.getByRole('button', { name: /Servizio 1$/ }),
    /^Taglio donna/,
  );
  await pressUntilFocused(page, wizard.getByRole('button', { name: 'Aggiungi servizio' }));
  await page.keyboard.press('Space');
  await selectByKeyboard(
    page,
    wizard.getByRole('button', { name: /Servizio 2$/ }),
    /^Taglio donna/,
  );
  await expect(
    wizard.getByText('Non è possibile selezionare lo stesso servizio più volte').first(),
  ).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Continua' })).toBeDisabled();
  await selectByKeyboard(page, wizard.getByRole('button', { name: /Servizio 2$/ }), /^Piega/);
  await selectByKeyboard(page, wizard.getByRole('button', { name: /Operatore 2$/ }), /^Sara Conti/);
  await expect(wizard.getByRole('list', { name: 'Avvisi sui servizi' })).toContainText(
    'controllare i tempi',
  );
  await selectByKeyboard(
    page,
    wizard.getByRole('button', { name: /Operatore 2$/ }),
    /^Chiara Romano/,
  );
  await pressUntilFocused(page, wizard.getByRole('button', { name: 'Continua' }));
  await page.keyboard.press('Enter');

  // Step 3: notes, then create.
  await expect(wizard.getByRole('heading', { name: 'Conferma' })).toBeFocused();
  await expect(wizard.getByText('Conflitto operatore')).toHaveCount(0);
  await expect(wizard.getByRole('button', { name: 'Crea Appuntamento' })).toBeEnabled();
  await pressUntilFocused(page, wizard.getByRole('textbox', { name: 'Note' }));
  await page.keyboard.type('Prenotato da tastiera');
  await pressUntilFocused(page, wizard.getByRole('button', { name: 'Crea Appuntamento' }));
  await page.keyboard.press('Enter');

  // A new client: the success dialog offers the client's card or the dashboard.
  const success = page.getByRole('dialog', { name: 'Appuntamento creato' });
  await expect(success).toContainText(clientName);
  await expect(success.getByRole('button', { name: 'Vai alla scheda cliente' })).toBeVisible();
  await pressUntilFocused(page, success.getByRole('button', { name: 'Torna alla dashboard' }));
  await page.keyboard.press('Enter');
  await expect(success).toBeHidden();

  // The block is in the grid where the slot was; Enter on it opens the details.
  const block = week.getByRole('button', {
    name: `${clientName}, Taglio donna, 10:00 - 10:45, Prenotato`,
  });
  await expect(block).toBeVisible();
  await pressUntilFocused(page, week.locator('[tabindex="0"]'));
  await pressUntilNamed(page, new RegExp(`^${clientName}, Taglio donna`), 'ArrowDown', 40);
  expect(await focusedName(page)).toContain('10:00 - 10:45');
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
  await expect(details.getByRole('list', { name: 'Servizi del gruppo' })).toBeVisible();
  await pressUntilFocused(page, details.getByRole('button', { name: 'Metti in Lavorazione' }));
  await page.keyboard.press('Enter');
  await expect(details.getByRole('button', { name: 'Rimetti in Attesa' })).toBeVisible();
  await pressUntilFocused(page, details.getByRole('button', { name: 'Rimetti in Attesa' }));
  await page.keyboard.press('Space');
  await expect(details.getByRole('button', { name: 'Metti in Lavorazione' })).toBeVisible();

  // Delete the group by keyboard; the slot is free again.
  await pressUntilFocused(page, details.getByRole('button', { name: 'Elimina appuntamento' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: "Eliminare l'appuntamento?" });
  await pressUntilFocused(
    page,
    confirm.getByRole('button', { name: 'Tutto il gruppo (2 servizi)' }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByText('Gruppo eliminato con successo (2 servizi)')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(details).toBeHidden();
  await expect(block).toHaveCount(0);
  await expect(week.getByRole('gridcell', { name: `${day.longDay}, 10:00, libero` })).toBeVisible();
});
