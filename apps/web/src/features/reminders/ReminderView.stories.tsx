import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { PublicReminder } from '@agendina/api';
import { ReminderView } from './ReminderView.tsx';
import * as styles from './reminder-page.css.ts';

const reminder: PublicReminder = {
  salonName: 'Salone Bellavista',
  salonPhone: '+390212345678',
  dateTime: '2026-11-26T09:30:00',
  services: ['Taglio donna', 'Piega'],
  operatorName: 'Sara',
  status: 'PENDING',
  canAnswer: true,
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
    await userEvent.click(canvas.getByRole('button', { name: 'Confermo' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('CONFIRM');
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
