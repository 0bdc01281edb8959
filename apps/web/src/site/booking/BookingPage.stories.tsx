import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BookingPage } from './BookingPage.tsx';
import { bookedVisit, bookingView, typedDetails } from '../../testing/fixtures/booking-page.ts';

// The booking page /prenota/{slug} as the web server renders it, one story per step (issue #34).
// Without JavaScript each step is a link or a form; these stories show the server's HTML.
const meta = {
  title: 'Sito/Prenotazione online',
  component: BookingPage,
  parameters: { layout: 'fullscreen' },
  args: { view: bookingView({ kind: 'services', error: null }) },
} satisfies Meta<typeof BookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Servizi: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Salone Bellavista' }),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Taglio donna/ })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Nessuna preferenza' })).toBeChecked();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('1. Servizi');
  },
};

export const NessunServizioScelto: Story = {
  args: { view: bookingView({ kind: 'services', error: 'Scegli almeno un servizio.' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Scegli almeno un servizio.');
  },
};

export const Giorni: Story = {
  args: {
    view: bookingView({
      kind: 'days',
      days: [
        { date: '2026-12-01', firstTime: '14:30' },
        { date: '2026-12-02', firstTime: '09:00' },
        { date: '2026-12-03', firstTime: '09:00' },
        { date: '2026-12-05', firstTime: '11:15' },
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Taglio donna e Piega · 1 h 15 min · 60,00 €/)).toBeVisible();
    const first = canvas.getByRole('link', { name: /martedì 1 dicembre/ });
    await expect(first).toHaveAttribute(
      'href',
      '/prenota/salone-bellavista?servizio=6&servizio=8&operatore=&giorno=2026-12-01',
    );
  },
};

export const NessunGiornoLibero: Story = {
  args: { view: bookingView({ kind: 'days', days: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Nei prossimi 30 giorni non c’è un orario libero per questa scelta. Chiama il salone al +390612345678.',
    );
  },
};

export const OrariEPerche: Story = {
  args: {
    view: bookingView({
      kind: 'times',
      date: '2026-12-03',
      times: ['09:00', '09:15', '11:30', '11:45', '16:00'],
      // At 11:30 the operator finishes another client's service before the second one.
      waits: [{ time: '11:30', minutes: 45 }],
      notice: null,
      why: {
        time: '10:00',
        reason: 'A quell’ora l’operatore è già impegnato con un altro appuntamento.',
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Orari liberi di giovedì 3 dicembre' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '09:00' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^11:30 attesa 45\smin$/ })).toBeVisible();
    // The times the page does not offer, to ask about.
    await expect(canvas.getByRole('option', { name: '10:00' })).toBeInTheDocument();
    await expect(canvas.queryByRole('option', { name: '09:00' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '10:00: A quell’ora l’operatore è già impegnato con un altro appuntamento.',
    );
  },
};

export const OrarioAppenaPreso: Story = {
  args: {
    view: bookingView({
      kind: 'times',
      date: '2026-12-03',
      times: ['11:30', '11:45'],
      waits: [],
      notice: 'Questo orario è appena stato prenotato. Scegli un altro orario.',
      why: null,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Questo orario è appena stato prenotato. Scegli un altro orario.',
    );
  },
};

export const DatiConErrori: Story = {
  args: {
    view: bookingView({
      kind: 'details',
      values: { ...typedDetails, name: '', number: '12' },
      errors: { name: 'Scrivi il tuo nome.', number: 'Il numero deve essere di almeno 6 cifre' },
      error: null,
    }),
  },
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: 'Telefono' });
    await expect(phone).toHaveValue('12');
    await expect(phone).toBeInvalid();
    await expect(
      canvas.getByRole('textbox', { name: 'Nome e cognome' }),
    ).toHaveAccessibleDescription('Scrivi il tuo nome.');
    await expect(
      canvas.getByText('Puoi spostare o annullare gratis fino a 24 ore prima.'),
    ).toBeVisible();
  },
};

export const Codice: Story = {
  args: {
    view: bookingView({
      kind: 'code',
      values: typedDetails,
      verificationId: '7f1d2c3b-4a5e-4f60-8a1b-2c3d4e5f6a7b',
      error: 'Il codice non è corretto. Ti restano 4 tentativi.',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Ti abbiamo inviato un codice di 6 cifre su WhatsApp al +39 3331112222. Vale 10 minuti.',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ti restano 4 tentativi');
    await expect(canvas.getByRole('textbox', { name: 'Codice di verifica' })).toBeInvalid();
  },
};

export const Confermata: Story = {
  args: {
    view: bookingView({
      kind: 'done',
      confirmation: bookedVisit,
      manageUrl: '/promemoria/YTo0Mnwx.firma',
      depositPaidCents: null,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Prenotazione confermata' })).toBeVisible();
    await expect(canvas.getByText('giovedì 3 dicembre alle 10:15')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Gestisci la prenotazione' })).toHaveAttribute(
      'href',
      '/promemoria/YTo0Mnwx.firma',
    );
  },
};

export const RichiestaInviata: Story = {
  args: {
    view: bookingView({
      kind: 'done',
      confirmation: { ...bookedVisit, status: 'REQUESTED' },
      manageUrl: '/promemoria/YTo0Mnwx.firma',
      depositPaidCents: null,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Richiesta inviata' })).toBeVisible();
    await expect(canvas.getByText(/Il salone conferma ogni prenotazione/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Gestisci la prenotazione' })).toBeVisible();
  },
};
