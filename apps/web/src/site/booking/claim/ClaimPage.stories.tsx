import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ClaimPage } from './ClaimPage.tsx';
import { bookedVisit, claimView, waitlistOffer } from '../../../testing/fixtures/booking-page.ts';

// The waitlist's claim link /lista-attesa/{token} as the web server renders it (issue #35): the
// time offered while it can be claimed, the ways it no longer can, and the visit once claimed.
const meta = {
  title: 'Sito/Lista d’attesa/Link per prenotare',
  component: ClaimPage,
  parameters: { layout: 'fullscreen' },
  args: { view: claimView({ kind: 'offer', notice: null }) },
} satisfies Meta<typeof ClaimPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offerta: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Salone Bellavista' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Si è liberato un orario per te' }),
    ).toBeVisible();
    await expect(canvas.getByText('venerdì 4 dicembre alle 10:00')).toBeVisible();
    await expect(canvas.getByText('Sara')).toBeVisible();
    // The link's end, told in Rome's time (09:30 UTC is 10:30 in winter).
    await expect(
      canvas.getByText(/Puoi prenotarlo fino a martedì 1 dicembre alle 10:30/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Prenota questo orario' })).toBeVisible();
  },
};

export const OffertaConAcconto: Story = {
  args: {
    view: claimView({ kind: 'offer', notice: null }, { ...waitlistOffer, depositCents: 1500 }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/il salone chiede un acconto di 15,00\s€, da pagare online subito dopo/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Prenota questo orario' })).toBeVisible();
  },
};

export const PresoDaUnAltro: Story = {
  args: {
    view: claimView(
      { kind: 'offer', notice: 'Questo orario è già stato preso da un altro cliente.' },
      { ...waitlistOffer, state: 'TAKEN' },
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Orario non più disponibile' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Questo orario è già stato preso da un altro cliente.',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Scegli un altro orario' })).toHaveAttribute(
      'href',
      '/prenota/salone-bellavista',
    );
  },
};

export const Scaduto: Story = {
  args: {
    view: claimView({ kind: 'offer', notice: null }, { ...waitlistOffer, state: 'EXPIRED' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Link scaduto' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Il tempo per prenotare questo orario è scaduto.',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const GiaPrenotato: Story = {
  args: {
    view: claimView({ kind: 'offer', notice: null }, { ...waitlistOffer, state: 'CLAIMED' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Orario già prenotato' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Hai già prenotato questo orario');
  },
};

export const Prenotato: Story = {
  args: {
    view: claimView(
      {
        kind: 'done',
        confirmation: { ...bookedVisit, dateTime: '2026-12-04T10:00:00', services: ['Colore'] },
        manageUrl: '/promemoria/YTo0Mnwx.firma',
        depositPaidCents: 1500,
        policy:
          'Puoi annullare gratis fino a 24 ore prima; dopo, o se non ti presenti, l’acconto non viene restituito.',
      },
      { ...waitlistOffer, state: 'CLAIMED', depositCents: 1500 },
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Prenotazione confermata' })).toBeVisible();
    await expect(canvas.getByText('15,00 €')).toBeVisible();
    await expect(canvas.getByText(/Puoi annullare gratis fino a 24 ore prima/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Gestisci la prenotazione' })).toBeVisible();
  },
};

export const PagamentoDaConfermare: Story = {
  args: {
    view: claimView({
      kind: 'paying',
      message: 'Il pagamento non è ancora confermato: controlla di nuovo tra qualche secondo.',
      checkUrl: '/lista-attesa/token/pagamento?checkout=tcs_5f1c0a9b',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Controlla di nuovo' })).toBeVisible();
  },
};

export const LinkNonValido: Story = {
  args: { view: claimView({ kind: 'invalid', message: 'Questo link non è valido.' }, null) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Link non valido' })).toBeVisible();
    await expect(canvas.getByText('Questo link non è valido.')).toBeVisible();
  },
};
