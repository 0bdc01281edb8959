import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CheckoutRedirectContext } from './checkout-redirect.ts';
import { accessSubject } from '../../lib/api.ts';
import { StoryApp, signInForStory } from '../../testing/StoryApp.tsx';
import { settledMessage } from '../../testing/settled-message.ts';
import { http } from '../../testing/api-mocks.ts';
import {
  activeSubscription,
  newSubscriptionDesk,
  pastDueSubscription,
  subscriptionHandlers,
  trialSubscription,
} from '../../testing/handlers/subscription.ts';
import { adminSalonHandlers, newAdminDesk } from '../../testing/handlers/admin-salons.ts';

const desk = newSubscriptionDesk();
/** Where 'Abbonati' sent the browser (the card page), instead of leaving Storybook. */
let visited: string[] = [];
/** GET /subscription calls of the ADMIN story (there must be none). */
let subscriptionReads = 0;

const meta = {
  title: 'Schermate/Abbonamento',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: subscriptionHandlers(desk) },
  args: { path: '/subscription', auth: accessSubject },
  decorators: [
    (Story) => (
      <CheckoutRedirectContext value={(url) => visited.push(url)}>
        <Story />
      </CheckoutRedirectContext>
    ),
  ],
  beforeEach: () => {
    Object.assign(desk, newSubscriptionDesk());
    visited = [];
    subscriptionReads = 0;
    signInForStory();
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = async (name: string) => within(await screen.findByRole('region', { name }));
const plan = (name: string) => within(screen.getByRole('listitem', { name: `Piano ${name}` }));
const banner = () => screen.queryByRole('complementary', { name: "Avviso sull'abbonamento" });

export const InProva: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Abbonamento' }),
    ).toBeVisible();
    const current = await section('Il tuo abbonamento');
    await expect(await current.findByText(/^In prova fino al 30\/11\/2026/)).toBeVisible();
    await expect(current.getByText('In prova')).toBeVisible();
    await section('Piani');
    await expect(await screen.findByText('29,00 € al mese')).toBeVisible();
    await expect(plan('Pro').getByText('59,00 € al mese')).toBeVisible();
    await expect(plan('Pro').getByText('Cassa digitale')).toBeVisible();
    // A trial is not a reason for the banner.
    await expect(banner()).toBeNull();
  },
};

export const AnnualeConRisparmio: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: 'Annuale' }));
    await expect(plan('Base').getByText("290,00 € all'anno")).toBeVisible();
    await expect(plan('Base').getByText('Risparmi 58,00 € rispetto al mensile')).toBeVisible();
    await expect(plan('Pro').getByText('Risparmi 118,00 € rispetto al mensile')).toBeVisible();
  },
};

export const Abbonati: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: 'Annuale' }));
    await userEvent.click(screen.getByRole('button', { name: 'Abbonati a Base, annuale' }));
    await waitFor(() =>
      expect(visited).toEqual(['http://localhost:8080/test-checkout/tcs_8Jq2vN5xR1mK7pL3']),
    );
    await expect(desk.checkouts).toEqual([
      { planCode: 'BASE', interval: 'YEARLY', returnUrl: `${window.location.origin}/subscription` },
    ]);
    // Leaving for the card page: a second press starts nothing.
    const leaving = screen.getByRole('button', {
      name: 'Apertura del pagamento... (Base, annuale)',
    });
    await userEvent.click(leaving);
    await expect(desk.checkouts).toHaveLength(1);
  },
};

export const AbbonatiRifiutatoDalServer: Story = {
  parameters: {
    msw: [
      http.post('/subscription/checkout', ({ response }) =>
        response(422).json({
          message: 'Indirizzo di ritorno non consentito',
          code: 'RETURN_URL_NOT_ALLOWED',
        }),
      ),
      ...subscriptionHandlers(desk),
    ],
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Abbonati a Pro, mensile' }));
    const piani = await section('Piani');
    await expect(await piani.findByRole('alert')).toHaveTextContent(
      'Indirizzo di ritorno non consentito',
    );
    await expect(visited).toEqual([]);
    // The choice made stays, and the button is there to try again.
    await expect(piani.getByRole('button', { name: 'Abbonati a Pro, mensile' })).toHaveTextContent(
      'Abbonati',
    );
  },
};

export const Attivo: Story = {
  beforeEach: () => void (desk.subscription = activeSubscription),
  play: async () => {
    const current = await section('Il tuo abbonamento');
    await expect(
      await current.findByText('Il piano Pro è attivo e si rinnova il 19/12/2026.'),
    ).toBeVisible();
    await expect(current.getByText('Piano Pro · Mensile')).toBeVisible();
    await expect(plan('Pro').getByText('Il tuo piano attuale')).toBeVisible();
    await expect(plan('Pro').queryByRole('button')).toBeNull();
    await expect(banner()).toBeNull();
  },
};

export const Disdici: Story = {
  beforeEach: () => void (desk.subscription = activeSubscription),
  play: async () => {
    const current = await section('Il tuo abbonamento');
    await userEvent.click(await current.findByRole('button', { name: 'Disdici' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Disdire l'abbonamento?" });
    await expect(dialog).toHaveTextContent(
      "L'abbonamento resta attivo fino al 19/12/2026: fino ad allora usi Agendina come oggi",
    );
    await expect(dialog).toHaveTextContent('Non perdi nessun dato');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sì, disdici' }));
    await expect(
      await current.findByText(/^Disdetto: resta attivo fino al 19\/12\/2026\./),
    ).toBeVisible();
    await waitFor(() =>
      expect(current.getByRole('status')).toHaveTextContent(
        'Abbonamento disdetto: resta attivo fino al 19/12/2026.',
      ),
    );
    await expect(current.getByRole('button', { name: 'Riattiva' })).toBeVisible();
    await settledMessage('Abbonamento disdetto: resta attivo fino al 19/12/2026.');
  },
};

export const DisdettoARipensamento: Story = {
  name: 'Disdetto, poi riattivato',
  beforeEach: () => void (desk.subscription = { ...activeSubscription, cancelAtPeriodEnd: true }),
  play: async () => {
    const current = await section('Il tuo abbonamento');
    await expect(
      await current.findByText(/^Disdetto: resta attivo fino al 19\/12\/2026\./),
    ).toBeVisible();
    await userEvent.click(current.getByRole('button', { name: 'Riattiva' }));
    await expect(
      await current.findByText('Il piano Pro è attivo e si rinnova il 19/12/2026.'),
    ).toBeVisible();
    // The confirmation comes with the call's own callback, a beat after the refreshed status.
    await waitFor(() =>
      expect(current.getByRole('status')).toHaveTextContent(
        'Abbonamento riattivato: si rinnoverà come prima.',
      ),
    );
    await expect(current.getByRole('button', { name: 'Disdici' })).toBeVisible();
    await settledMessage('Abbonamento riattivato: si rinnoverà come prima.');
  },
};

export const DisdettaNonRiuscita: Story = {
  beforeEach: () => void (desk.subscription = activeSubscription),
  parameters: {
    msw: [
      http.post('/subscription/cancel', ({ response }) =>
        response(409).json({
          message: "Non c'è un abbonamento da disdire",
          code: 'NOTHING_TO_CANCEL',
        }),
      ),
      ...subscriptionHandlers(desk),
    ],
  },
  play: async () => {
    const current = await section('Il tuo abbonamento');
    await userEvent.click(await current.findByRole('button', { name: 'Disdici' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sì, disdici' }));
    await expect(await current.findByRole('alert')).toHaveTextContent(
      "Non c'è un abbonamento da disdire",
    );
    await expect(current.getByText(/si rinnova il 19\/12\/2026/)).toBeVisible();
  },
};

export const PagamentoNonRiuscitoConAvviso: Story = {
  beforeEach: () => void (desk.subscription = pastDueSubscription),
  play: async () => {
    const notice = await screen.findByRole('complementary', {
      name: "Avviso sull'abbonamento",
    });
    await expect(notice).toHaveTextContent(
      "Il pagamento dell'ultimo rinnovo non è andato a buon fine.",
    );
    await expect(notice).toHaveTextContent('I tuoi dati restano al sicuro');
    await expect(within(notice).getByRole('link', { name: 'Scegli un piano' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    const current = await section('Il tuo abbonamento');
    await expect(await current.findByText(/non è stato pagato/)).toBeVisible();
    await expect(current.getByText('Pagamento non riuscito')).toBeVisible();
  },
};

export const PianiNonDisponibili: Story = {
  parameters: {
    msw: [
      http.get('/subscription/plans', ({ response }) =>
        response(500).json({ message: 'Errore interno', code: 'INTERNAL' }),
      ),
      ...subscriptionHandlers(desk),
    ],
  },
  play: async () => {
    const piani = await section('Piani');
    const alert = await piani.findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeVisible();
    // The rest of the page works without the plans.
    const current = await section('Il tuo abbonamento');
    await expect(await current.findByText(/^In prova fino al/)).toBeVisible();
  },
};

export const AdminMaiChiamato: Story = {
  name: 'Un ADMIN va su /admin senza chiedere l’abbonamento',
  beforeEach: () => signInForStory({ role: 'ADMIN' }),
  parameters: {
    msw: [
      http.get('/admin/jobs', ({ response }) => response(200).json([])),
      // /admin as the ADMIN lands on it: its salons and invitations.
      ...adminSalonHandlers(newAdminDesk()),
      http.get('/subscription', ({ response }) => {
        subscriptionReads += 1;
        return response(200).json(trialSubscription);
      }),
    ],
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Amministrazione' }),
    ).toBeVisible();
    // GET /subscription would answer an ADMIN 403 and sign it out: it never goes.
    await expect(subscriptionReads).toBe(0);
    await expect(banner()).toBeNull();
  },
};
