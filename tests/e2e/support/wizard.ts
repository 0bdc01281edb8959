import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an existing client in the wizard's step 1. The list follows the typing 300 ms later (the
 * search is debounced): a click before that can land on an option of the old list just as it is
 * replaced, and nothing is picked (that failed once in CI, under load). So the click waits until
 * every option shown matches what was typed, and the pick is checked in the field.
 */
export async function pickClient(
  page: Page,
  wizard: Locator,
  search: string,
  name: string,
): Promise<void> {
  const field = wizard.getByRole('combobox', { name: 'Cerca cliente' });
  await field.fill(search);
  await expect(async () => {
    const shown = await page.getByRole('option').allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(text.toLowerCase()).toContain(search.toLowerCase());
  }).toPass();
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await expect(field).toHaveValue(name);
}
