import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BookingPage } from './BookingPage.tsx';
import {
  bookedVisit,
  bookingView,
  protectedBookingPage,
  typedDetails,
} from '../../testing/fixtures/booking-page.ts';

// The booking page of a salon that asks a deposit for the cut (issue #35): the amount beside the
// service, the box with who pays it and the policy before the client confirms, the confirmation
// once paid, and the pages the client comes back to from the payment page.
const meta = {
  title: 'Sito/Prenotazione online/Acconto',
  component: BookingPage,
  parameters: { layout: 'fullscreen' },
  args: { view: bookingView({ kind: 'services', error: null }, protectedBookingPage) },
} satisfies Meta<typeof BookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const POLICY =
  'Puoi annullare gratis fino a 24 ore prima; dopo, o se non ti presenti, l’acconto non viene restituito.';

export const ServiziConAcconto: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /Taglio donna/ })).toHaveAccessibleName(
      /35,00\s€ · 45\smin · Acconto 10,00\s€/,
    );
    // A service without a deposit says nothing of one.
    await expect(canvas.getByRole('checkbox', { name: /Piega/ })).not.toHaveAccessibleName(
      /Acconto/,
    );
  },
};

export const DatiConAcconto: Story = {
  args: {
    view: bookingView(
      { kind: 'details', values: typedDetails, errors: {}, error: null },
      protectedBookingPage,
    ),
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('group', { name: 'Acconto' });
    await expect(box).toHaveTextContent('Acconto richiesto: 10,00 €');
    await expect(box).toHaveTextContent(
      'Per tutti i clienti: lo paghi online per confermare la prenotazione.',
    );
    await expect(box).toHaveTextContent(POLICY);
  },
};

export const CodiceConAccontoSoloNuoviClienti: Story = {
  args: {
    view: bookingView(
      {
        kind: 'code',
        values: typedDetails,
        verificationId: '7f1d2c3b-4a5e-4f60-8a1b-2c3d4e5f6a7b',
        error: null,
      },
      { ...protectedBookingPage, depositAudience: 'NEW_CLIENTS', depositKeepPercent: 50 },
    ),
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('group', { name: 'Acconto' });
    await expect(box).toHaveTextContent(
      'Solo per i nuovi clienti: ti viene chiesto solo se ti riguarda, e lo sai dopo la verifica del numero.',
    );
    await expect(box).toHaveTextContent(
      'Puoi annullare gratis fino a 24 ore prima; dopo, o se non ti presenti, il salone trattiene il 50% dell’acconto.',
    );
    await expect(canvas.getByRole('button', { name: 'Conferma e paga l’acconto' })).toBeVisible();
  },
};

export const ConfermataConAcconto: Story = {
  args: {
    view: bookingView(
      {
        kind: 'done',
        confirmation: bookedVisit,
        manageUrl: '/promemoria/YTo0Mnwx.firma',
        depositPaidCents: 1000,
      },
      protectedBookingPage,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Prenotazione confermata' })).toBeVisible();
    await expect(canvas.getByText('Acconto versato')).toBeVisible();
    await expect(canvas.getByText('10,00 €')).toBeVisible();
    await expect(canvas.getByText(new RegExp(POLICY))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Gestisci la prenotazione' })).toHaveAttribute(
      'href',
      '/promemoria/YTo0Mnwx.firma',
    );
  },
};

export const PagamentoDaConfermare: Story = {
  args: {
    view: bookingView(
      {
        kind: 'paying',
        message: 'Il pagamento non è ancora confermato: controlla di nuovo tra qualche secondo.',
        checkUrl:
          '/prenota/salone-bellavista/pagamento?checkout=tdp_5f1c0a9b&servizio=6&operatore=',
      },
      protectedBookingPage,
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Stiamo confermando il pagamento' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('non è ancora confermato');
    await expect(canvas.getByRole('link', { name: 'Controlla di nuovo' })).toHaveAttribute(
      'href',
      '/prenota/salone-bellavista/pagamento?checkout=tdp_5f1c0a9b&servizio=6&operatore=',
    );
  },
};

export const PagamentoRifiutato: Story = {
  args: {
    view: bookingView(
      {
        kind: 'times',
        date: '2026-12-03',
        times: ['10:15', '11:30', '16:00'],
        waits: [],
        notice:
          'Pagamento rifiutato: la carta è stata rifiutata. Nessuna prenotazione è stata fatta.',
        why: null,
      },
      protectedBookingPage,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nessuna prenotazione è stata fatta');
    // The time the client had chosen is free again.
    await expect(canvas.getByRole('link', { name: '10:15' })).toBeVisible();
  },
};
