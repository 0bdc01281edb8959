import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@agendina/api';
import { DEPOSIT_MESSAGES } from '@agendina/scheduling';
import {
  storyBookableOperators,
  storyBookableServices,
  storyOnlineBookingSettings,
} from '../../testing/fixtures/online-booking.ts';
import { OnlineBookingForm } from './OnlineBookingSettings.tsx';

const settings = storyOnlineBookingSettings;

// /salone › «Prenotazioni online» below the page's own settings (issue #35): the deposits asked
// at booking and the waitlist. The page is off here: its link, QR code and preview are the other
// stories' (Salone/Prenotazioni online).
const meta = {
  title: 'Salone/Prenotazioni online/Acconti e lista d’attesa',
  component: OnlineBookingForm,
  args: {
    settings,
    services: storyBookableServices,
    operators: storyBookableOperators,
    origin: 'https://www.agendina.it',
    isSaving: false,
    failure: null,
    saved: false,
    onSave: fn(),
  },
} satisfies Meta<typeof OnlineBookingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The settings of a page that asks deposits (issue #35), below the rest. */
const withDeposits = {
  ...settings,
  serviceIds: [1, 6],
  operatorIds: [1],
  deposits: {
    rules: [{ serviceId: 1, kind: 'FIXED' as const, amount: 1000 }],
    audience: 'ALL' as const,
    minNoShows: 1,
    keepPercent: 100,
  },
  waitlist: { enabled: true, claimMinutes: 30 },
};

/** Sets a number field as a user does: everything typed again, then Tab (React Aria commits on blur). */
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.tab();
}

/**
 * «Acconti» (issue #35): 10,00 € on the colour; a share of the cut's price added, asked only of
 * clients who missed two visits, half kept after the cutoff; the policy's sentence follows; the
 * waitlist's link lasts 45 minutes.
 */
export const Acconti: Story = {
  args: { settings: withDeposits },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Importo per Colore' })).toHaveValue(
      // Intl's no-break space before the euro sign.
      '10,00\u00a0€',
    );
    // Only the services bookable online may ask one: the «Piega» is not.
    await expect(canvas.queryByRole('button', { name: /Acconto per Piega/ })).toBeNull();
    await expect(
      canvas.getByText(
        'Puoi annullare gratis fino a 24 ore prima; dopo, o se non ti presenti, l’acconto non viene restituito.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Acconto per Taglio donna/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Percentuale del prezzo' }),
    );
    const percent = canvas.getByRole('textbox', { name: 'Percentuale per Taglio donna' });
    await retype(percent, '20');
    // What it comes to on the cut's price, in euro.
    await expect(percent).toHaveAccessibleDescription(/7,00\s€ su 35,00\s€/);
    await userEvent.click(
      canvas.getByRole('radio', {
        name: 'Solo per chi non si è presentato ad appuntamenti precedenti',
      }),
    );
    await retype(
      canvas.getByRole('textbox', { name: 'Con almeno quante mancate presentazioni' }),
      '2',
    );
    await retype(
      canvas.getByRole('textbox', {
        name: 'Trattenuto dopo il limite o se il cliente non si presenta (%)',
      }),
      '50',
    );
    await expect(
      canvas.getByText(
        'Puoi annullare gratis fino a 24 ore prima; dopo, o se non ti presenti, il salone trattiene il 50% dell’acconto.',
      ),
    ).toBeVisible();
    await retype(canvas.getByRole('textbox', { name: 'Validità del link (minuti)' }), '45');
    await userEvent.click(canvas.getByRole('button', { name: 'Salva prenotazioni online' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        deposits: {
          rules: [
            { serviceId: 1, kind: 'FIXED', amount: 1000 },
            { serviceId: 6, kind: 'PERCENT', amount: 20 },
          ],
          audience: 'NO_SHOWS',
          minNoShows: 2,
          keepPercent: 50,
        },
        waitlist: { enabled: true, claimMinutes: 45 },
      }),
    );
    // The picture is the form's foot, with «Salva» focused. Focus only scrolls when the button is
    // out of view, so where the typing above left the page decided the shot: once, in a clean-clone
    // run, 4 px short of the bottom. Scrolled to the bottom, the shot is the same every time.
    window.scrollTo(0, document.documentElement.scrollHeight);
  },
};

/** An amount under 1,00 €, a share over 100% and a link of 2 minutes: each field says why, nothing is sent. */
export const AccontiNonValidi: Story = {
  args: { settings: withDeposits },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: 'Importo per Colore' });
    await retype(amount, '0,5');
    const kept = canvas.getByRole('textbox', {
      name: 'Trattenuto dopo il limite o se il cliente non si presenta (%)',
    });
    await retype(kept, '150');
    const minutes = canvas.getByRole('textbox', { name: 'Validità del link (minuti)' });
    await retype(minutes, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Salva prenotazioni online' }));
    await expect(amount).toBeInvalid();
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining(DEPOSIT_MESSAGES.fixed),
    );
    await expect(kept).toHaveAccessibleDescription(
      expect.stringContaining('Indica una percentuale intera tra 0 e 100.'),
    );
    await expect(minutes).toHaveAccessibleDescription(
      expect.stringContaining('Indica un numero intero di minuti tra 5 e 1440.'),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    // Put right, the message goes at once.
    await retype(amount, '15');
    await expect(amount).not.toBeInvalid();
  },
};

/** The server refuses a rule (its field error `deposits.rules[0].amount`): said under that service's amount. */
export const AccontoRifiutato: Story = {
  args: {
    settings: withDeposits,
    failure: new ApiError({
      kind: 'http',
      status: 400,
      body: {
        message: 'Dati non validi',
        code: 'VALIDATION_FAILED',
        errors: { 'deposits.rules[0].amount': DEPOSIT_MESSAGES.fixed },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: 'Importo per Colore' });
    await expect(amount).toBeInvalid();
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining(DEPOSIT_MESSAGES.fixed),
    );
    // Said where it belongs, not once more at the foot of the form.
    await expect(canvas.queryByRole('alert')).toBeNull();
    amount.scrollIntoView({ block: 'center' });
  },
};

/** The waitlist turned on: its link's minutes appear with the default 30, and are sent. */
export const ListaDAttesa: Story = {
  args: { settings: { ...settings, serviceIds: [6], operatorIds: [1] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Validità del link (minuti)' })).toBeNull();
    // No service asks a deposit: no policy sentence yet.
    await expect(canvas.queryByText(/^Puoi annullare gratis/)).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: 'Attiva la lista d’attesa' }));
    await expect(canvas.getByRole('textbox', { name: 'Validità del link (minuti)' })).toHaveValue(
      '30',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Salva prenotazioni online' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        deposits: { rules: [], audience: 'ALL', minNoShows: 1, keepPercent: 100 },
        waitlist: { enabled: true, claimMinutes: 30 },
      }),
    );
  },
};
