import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BookingPage } from './BookingPage.tsx';
import {
  bookingView,
  protectedBookingPage,
  typedWish,
} from '../../testing/fixtures/booking-page.ts';

// The waitlist from the booking page (issue #35): the way to it from the days and the times, the
// form (days, time band, who), the code, and the receipt saying where the news will arrive.
const meta = {
  title: 'Sito/Prenotazione online/Lista d’attesa',
  component: BookingPage,
  parameters: { layout: 'fullscreen' },
  args: { view: bookingView({ kind: 'days', days: [] }, protectedBookingPage) },
} satisfies Meta<typeof BookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const DAYS = { first: '2026-11-30', last: '2026-12-29' };

export const NessunGiornoLibero: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Nessun orario va bene\?/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mettiti in lista d’attesa' })).toHaveAttribute(
      'href',
      '/prenota/salone-bellavista/lista-attesa?servizio=6&servizio=8&operatore=',
    );
  },
};

export const OrariConListaDAttesa: Story = {
  args: {
    view: bookingView(
      {
        kind: 'times',
        date: '2026-12-03',
        times: ['18:30'],
        waits: [],
        notice: null,
        why: null,
      },
      protectedBookingPage,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Mettiti in lista d’attesa' })).toBeVisible();
  },
};

export const Modulo: Story = {
  args: {
    view: bookingView(
      {
        kind: 'waitlist',
        values: {
          ...typedWish,
          name: '',
          number: '',
          email: '',
          fromDate: '2026-11-30',
          toDate: '2026-12-14',
          band: 'ANY',
        },
        days: DAYS,
        errors: {},
        error: null,
      },
      protectedBookingPage,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Mettiti in lista d’attesa' })).toBeVisible();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      '1. Lista d’attesa',
    );
    await expect(canvas.getByLabelText('Dal')).toHaveValue('2026-11-30');
    await expect(canvas.getByLabelText('Al')).toHaveValue('2026-12-14');
    await expect(canvas.getByLabelText('Al')).toHaveAttribute('max', '2026-12-29');
    await expect(canvas.getByRole('radio', { name: 'Qualsiasi orario' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Mattina (prima delle 13)' })).toBeVisible();
    await expect(
      canvas.getByRole('group', { name: 'Dove ricevi il codice e l’avviso di un orario libero?' }),
    ).toBeVisible();
  },
};

export const ModuloConErrori: Story = {
  args: {
    view: bookingView(
      {
        kind: 'waitlist',
        values: { ...typedWish, name: '', fromDate: '2026-12-15', toDate: '2026-12-01' },
        days: DAYS,
        errors: {
          name: 'Scrivi il tuo nome.',
          range: 'Il periodo finisce prima di iniziare: controlla le date.',
        },
        error: null,
      },
      protectedBookingPage,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Dal')).toHaveAccessibleDescription(
      'Il periodo finisce prima di iniziare: controlla le date.',
    );
    await expect(canvas.getByLabelText('Dal')).toHaveValue('2026-12-15');
    await expect(canvas.getByRole('textbox', { name: 'Nome e cognome' })).toBeInvalid();
    // Everything else typed is kept.
    await expect(canvas.getByRole('textbox', { name: 'Telefono' })).toHaveValue('3331112222');
    await expect(canvas.getByRole('radio', { name: 'Mattina (prima delle 13)' })).toBeChecked();
  },
};

export const Codice: Story = {
  args: {
    view: bookingView(
      {
        kind: 'waitlistCode',
        values: typedWish,
        verificationId: '7f1d2c3b-4a5e-4f60-8a1b-2c3d4e5f6a7b',
        error: null,
      },
      protectedBookingPage,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Ti abbiamo inviato un codice di 6 cifre su WhatsApp al +39 3331112222.',
    );
    await expect(canvas.getByRole('button', { name: 'Mettimi in lista d’attesa' })).toBeVisible();
  },
};

export const InLista: Story = {
  args: {
    view: bookingView(
      {
        kind: 'waitlistDone',
        receipt: {
          services: ['Taglio donna', 'Piega'],
          fromDate: '2026-12-01',
          toDate: '2026-12-15',
          band: 'MORNING',
          channel: 'WHATSAPP',
        },
        values: typedWish,
      },
      protectedBookingPage,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sei in lista d’attesa' })).toBeVisible();
    await expect(canvas.getByText('da martedì 1 dicembre a martedì 15 dicembre')).toBeVisible();
    await expect(canvas.getByText('Mattina (prima delle 13)')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Se si libera un orario così ti avvisiamo su WhatsApp al +39 3331112222',
    );
  },
};
