import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { PublicReminder } from '@agendina/api';
import { ReminderView } from './ReminderView.tsx';
import * as styles from './reminder-page.css.ts';

/** A reminder of a salon without online booking: confirm or cancel until the start. */
const reminder: PublicReminder = {
  salonName: 'Salone Bellavista',
  salonPhone: '+390212345678',
  salonAddress: 'Via Roma 1, Milano',
  dateTime: '2026-11-26T09:30:00',
  endTime: '2026-11-26T10:45:00',
  services: ['Taglio donna', 'Piega'],
  operatorName: 'Sara',
  status: 'PENDING',
  canAnswer: true,
  canCancel: true,
  canReschedule: false,
  changeUntil: null,
};

/** The manage link of an online booking, past the salon's 24-hour cutoff. */
const pastCutoff: PublicReminder = {
  ...reminder,
  canCancel: false,
  canReschedule: false,
  changeUntil: '2026-11-25T09:30:00',
};

const meta = {
  title: 'Promemoria/Pagina del cliente',
  component: ReminderView,
  decorators: [
    (Story) => (
      <main className={styles.page}>
        <div className={styles.card}>
          <Story />
        </div>
      </main>
    ),
  ],
  args: {
    view: { ok: true, reminder },
    isAnswering: false,
    answerProblem: null,
    failure: null,
    onAnswer: fn(),
    calendarHref: '/public/reminders/token/calendar',
  },
} satisfies Meta<typeof ReminderView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DaConfermare: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Il tuo appuntamento' })).toBeVisible();
    await expect(canvas.getByText('giovedì 26/11/2026 alle 09:30')).toBeVisible();
    await expect(canvas.getByText('Taglio donna, Piega')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+390212345678' })).toHaveAttribute(
      'href',
      'tel:+390212345678',
    );
    await expect(canvas.getByRole('link', { name: 'Aggiungi al calendario' })).toHaveAttribute(
      'href',
      '/public/reminders/token/calendar',
    );
    // Without online booking the salon has no cutoff and nothing moves from here.
    await expect(canvas.queryByRole('button', { name: "Sposta l'appuntamento" })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Confermo' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('CONFIRM');
  },
};

export const DopoIlTermine: Story = {
  args: { view: { ok: true, reminder: pastCutoff } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Non è più possibile spostarlo o annullarlo da qui: chiama il salone.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+390212345678' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: "Annullo l'appuntamento" })).toBeNull();
    await expect(canvas.queryByRole('button', { name: "Sposta l'appuntamento" })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Confermo' })).toBeVisible();
  },
};

export const Spostato: Story = {
  args: {
    view: {
      ok: true,
      reminder: {
        ...reminder,
        dateTime: '2026-11-27T11:30:00',
        canCancel: true,
        canReschedule: true,
        changeUntil: '2026-11-26T11:30:00',
      },
    },
    movedTo: '2026-11-27T11:30:00',
    renderMove: () => null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Appuntamento spostato a venerdì 27/11/2026 alle 11:30.',
    );
    await expect(
      canvas.getByText('Puoi spostarlo o annullarlo da qui fino a giovedì 26/11/2026 alle 11:30.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: "Sposta l'appuntamento" })).toBeVisible();
  },
};

export const AnnullaConConferma: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: "Annullo l'appuntamento" }),
    );
    const dialog = within(
      await screen.findByRole('alertdialog', { name: "Annullare l'appuntamento?" }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'No, lo tengo' }));
    await expect(args.onAnswer).not.toHaveBeenCalled();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: "Annullo l'appuntamento" }),
    );
    const again = within(await screen.findByRole('alertdialog'));
    await userEvent.click(again.getByRole('button', { name: 'Sì, annulla' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('CANCEL');
  },
};

export const Confermato: Story = {
  args: { view: { ok: true, reminder: { ...reminder, status: 'CONFIRMED', canAnswer: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Appuntamento confermato. Ti aspettiamo!',
    );
    await expect(canvas.queryByRole('button', { name: 'Confermo' })).toBeNull();
  },
};

export const Annullato: Story = {
  args: { view: { ok: true, reminder: { ...reminder, status: 'CANCELLED', canAnswer: false } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Appuntamento annullato.',
    );
  },
};

export const GiaRisposto: Story = {
  args: {
    answerProblem: {
      kind: 'answered',
      message: 'Hai già risposto a questo promemoria. Per cambiare idea chiama il salone.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Hai già risposto');
    await expect(canvas.queryByRole('button', { name: 'Confermo' })).toBeNull();
  },
};

export const LinkNonValido: Story = {
  args: {
    view: {
      ok: false,
      problem: {
        kind: 'invalid',
        message: 'Questo link non è valido. Per confermare o annullare chiama il salone.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Link non valido' })).toBeVisible();
    await expect(canvas.getByText(/chiama il salone/)).toBeVisible();
  },
};

export const LinkScaduto: Story = {
  args: {
    view: {
      ok: false,
      problem: {
        kind: 'expired',
        message:
          "Questo link è scaduto perché l'appuntamento è già iniziato. Per informazioni chiama il salone.",
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Link scaduto' }),
    ).toBeVisible();
  },
};

export const InAttesaDelSalone: Story = {
  args: {
    view: {
      ok: true,
      reminder: { ...reminder, status: 'REQUESTED', canAnswer: false, canCancel: false },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Richiesta in attesa di conferma dal salone: riceverai la risposta su WhatsApp o per e-mail.',
    );
    await expect(canvas.queryByRole('button', { name: 'Confermo' })).toBeNull();
  },
};

/** An online booking with a 10 € deposit, before the salon's 24-hour cutoff (issue #35). */
const withDeposit: PublicReminder = {
  ...reminder,
  canReschedule: true,
  changeUntil: '2026-11-25T09:30:00',
  deposit: { amountCents: 1000, refundIfCancelledCents: 1000, keepPercent: 100 },
};

export const AccontoRestituito: Story = {
  args: { view: { ok: true, reminder: withDeposit }, renderMove: () => null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Acconto versato: 10,00 €. Se annulli ora ti restituiamo 10,00 €.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: "Annullo l'appuntamento" }));
    const dialog = await screen.findByRole('alertdialog', { name: "Annullare l'appuntamento?" });
    await expect(dialog).toHaveTextContent('Se annulli ora ti restituiamo 10,00 €.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, lo tengo' }));
  },
};

export const AccontoTrattenuto: Story = {
  args: {
    view: {
      ok: true,
      reminder: {
        ...withDeposit,
        // A salon that no longer takes bookings online: the link cancels until the start, and
        // past the policy's cutoff the deposit stays with the salon.
        canReschedule: false,
        changeUntil: null,
        deposit: { amountCents: 1000, refundIfCancelledCents: 0, keepPercent: 100 },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Acconto versato: 10,00 €. Se annulli ora l’acconto non viene restituito.',
      ),
    ).toBeVisible();
  },
};

export const AccontoDopoIlTermine: Story = {
  args: {
    view: {
      ok: true,
      reminder: {
        ...pastCutoff,
        deposit: { amountCents: 1000, refundIfCancelledCents: 0, keepPercent: 100 },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing to cancel from here: only what was paid.
    await expect(canvas.getByText('Acconto versato: 10,00 €.')).toBeVisible();
    await expect(canvas.queryByText(/Se annulli ora/)).toBeNull();
  },
};
