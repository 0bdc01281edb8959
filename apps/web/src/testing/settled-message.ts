import { successMessageMs } from '@agendina/api';
import { expect, screen, waitFor } from 'storybook/test';

/**
 * Waits until a success message has left (it does after successMessageMs, 3 s): a story that ends
 * there has one picture however fast the machine ran its play function; one that ended while the
 * message showed was shot with or without it (a flaky baseline). Hidden statuses too: while React
 * Aria hides the page behind a closing dialog, a plain role query finds no status at all and
 * would pass before the message is gone.
 */
export const settledMessage = (text: string) =>
  waitFor(
    () =>
      expect(
        screen.queryAllByRole('status', { hidden: true }).map((status) => status.textContent),
      ).not.toContain(text),
    { timeout: successMessageMs + 2_000 },
  );
