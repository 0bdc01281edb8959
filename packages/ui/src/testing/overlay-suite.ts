// One behaviour suite shared by every overlay of the kit (DESIGN.md §9, as Braid's modalTestSuite),
// run from play functions: focus moves in, Tab is trapped, Escape closes, focus returns to the
// trigger, the background is inert and does not scroll.
import { expect, userEvent, waitFor, within } from 'storybook/test';

export interface OverlaySuiteOptions {
  /** The element that opens the overlay (it must be focusable). */
  trigger: HTMLElement;
  /** The overlay's accessible name. */
  name: string | RegExp;
  role?: 'dialog' | 'alertdialog';
  /** How the trigger is activated from the keyboard (default Enter). */
  openKey?: string;
  /** How many Tab presses to try in each direction (default: tabbables + 2). */
  tabPresses?: number;
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function isInert(element: HTMLElement): boolean {
  return element.closest('[inert], [aria-hidden="true"]') !== null;
}

/** Opens the overlay from the keyboard and returns it. */
export async function openOverlay({
  trigger,
  name,
  role = 'dialog',
  openKey = '{Enter}',
}: OverlaySuiteOptions): Promise<HTMLElement> {
  trigger.focus();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard(openKey);
  return within(document.body).findByRole(role, { name });
}

export async function expectOverlayBehaviour(options: OverlaySuiteOptions): Promise<void> {
  const { trigger, name, role = 'dialog' } = options;
  const overlay = await openOverlay(options);

  // Focus moves in.
  await waitFor(() => expect(overlay.contains(document.activeElement)).toBe(true));

  // Background: hidden from assistive tech or inert, and not scrollable.
  await expect(isInert(trigger)).toBe(true);
  await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');

  // Tab and Shift+Tab stay inside.
  const presses = options.tabPresses ?? overlay.querySelectorAll(TABBABLE).length + 2;
  for (let i = 0; i < presses; i++) {
    await userEvent.tab();
    await expect(overlay.contains(document.activeElement)).toBe(true);
  }
  for (let i = 0; i < presses; i++) {
    await userEvent.tab({ shift: true });
    await expect(overlay.contains(document.activeElement)).toBe(true);
  }

  // Escape closes and focus returns to the trigger; the page scrolls again.
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(document.body).queryByRole(role, { name })).toBeNull());
  await waitFor(() => expect(trigger).toHaveFocus());
  await expect(isInert(trigger)).toBe(false);
  await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
}
