import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses `key` (Tab by default) until `target` has focus: the path a keyboard user takes. */
export async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', limit = 60) {
  for (let i = 0; i < limit && !(await isFocused(target)); i++) await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

/** The accessible name of the focused element (aria-label, else its text). */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

/** Presses `key` until the focused element's name matches `name`. */
export async function pressUntilNamed(page: Page, name: RegExp, key: string, limit = 60) {
  for (let i = 0; i < limit && !name.test(await focusedName(page)); i++)
    await page.keyboard.press(key);
  expect(await focusedName(page)).toMatch(name);
}

/**
 * A kit Select by keyboard: Tab to its trigger, Enter opens the list, Home and arrows reach the
 * option, Enter picks it.
 */
export async function selectByKeyboard(page: Page, trigger: Locator, option: RegExp) {
  await pressUntilFocused(page, trigger);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  // From the first option down: the list opens on the selected one, which may be past the target.
  await page.keyboard.press('Home');
  await pressUntilNamed(page, option, 'ArrowDown', 40);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(trigger).toContainText(option);
}

/**
 * A keyboard-wedge scanner: the code's digits 10 ms apart, then Enter, each key stamped with the
 * time a scanner would send it. Playwright's `keyboard.type` waits for the page to take each key
 * before sending the next, so on a busy machine its keys arrive far apart and the page (rightly)
 * reads a person typing; the scanner's own timing is what the app's rule is about.
 */
export async function scanWithWedge(page: Page, code: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const keys = [...code].map((digit) => ({ key: digit, text: digit, code: `Digit${digit}` }));
  keys.push({ key: 'Enter', text: '\r', code: 'Enter' });
  for (const [i, k] of keys.entries()) {
    const timestamp = start + i * 0.01;
    const windowsVirtualKeyCode = k.key === 'Enter' ? 13 : k.key.charCodeAt(0);
    await cdp.send('Input.dispatchKeyEvent', {
      type: 'keyDown',
      key: k.key,
      code: k.code,
      text: k.text,
      windowsVirtualKeyCode,
      timestamp,
    });
    await cdp.send('Input.dispatchKeyEvent', {
      type: 'keyUp',
      key: k.key,
      code: k.code,
      windowsVirtualKeyCode,
      timestamp: timestamp + 0.002,
    });
  }
  await cdp.detach();
}
