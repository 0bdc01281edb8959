import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { accessSubject } from '../../lib/api.ts';
import { StoryApp, signInForStory } from '../../testing/StoryApp.tsx';
import { http } from '../../testing/api-mocks.ts';
import {
  newSubscriptionDesk,
  pastDueSubscription,
  storyCheckoutId,
  subscriptionHandlers,
} from '../../testing/handlers/subscription.ts';

const desk = newSubscriptionDesk();

/** Back from the card page: the address the provider sends the browser to. */
const returnPath = `/subscription?checkout=${storyCheckoutId}`;

const meta = {
  title: 'Schermate/Abbonamento/Ritorno dal pagamento',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: subscriptionHandlers(desk) },
  args: { path: returnPath, auth: accessSubject },
  beforeEach: () => {
    Object.assign(desk, newSubscriptionDesk());
    signInForStory();
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = async (name: string) => within(await screen.findByRole('region', { name }));
const bannerName = "Avviso sull'abbonamento";

export const Pagato: Story = {
  // Past due with its banner, then paid: the banner goes, the new plan shows.
  beforeEach: () => void (desk.subscription = pastDueSubscription),
  play: async () => {
    const result = await section('Esito del pagamento');
    const news = await result.findByRole('status');
    await expect(news).toHaveTextContent('Pagamento riuscito');
    await expect(news).toHaveTextContent('Abbonamento attivato. Grazie!');
    // The provider's message already thanks: the note under it does not say it again (#31).
    await expect(news.textContent?.match(/Grazie!/g)).toHaveLength(1);
    await expect(desk.verified).toEqual([{ checkoutId: storyCheckoutId }]);
    const current = await section('Il tuo abbonamento');
    await expect(
      await current.findByText('Il piano Base è attivo e si rinnova il 19/11/2027.'),
    ).toBeVisible();
    await expect(screen.queryByRole('complementary', { name: bannerName })).toBeNull();
  },
};

export const Rifiutato: Story = {
  beforeEach: () => void (desk.outcome = 'DECLINED'),
  play: async () => {
    const result = await section('Esito del pagamento');
    const alert = await result.findByRole('alert');
    await expect(alert).toHaveTextContent('Pagamento rifiutato');
    await expect(alert).toHaveTextContent('la carta è stata rifiutata dalla banca');
    await expect(alert).toHaveTextContent(
      'Non ti è stato addebitato nulla e il tuo abbonamento non è cambiato',
    );
    // Nothing changed: still in trial, the plans there to try again.
    const current = await section('Il tuo abbonamento');
    await expect(await current.findByText(/^In prova fino al 30\/11\/2026/)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Abbonati a Pro, mensile' })).toBeVisible();
  },
};

export const Annullato: Story = {
  args: { path: `${returnPath}&cancelled=1` },
  play: async () => {
    const result = await section('Esito del pagamento');
    const news = await result.findByRole('status');
    await expect(news).toHaveTextContent('Pagamento annullato');
    await expect(news).toHaveTextContent('non ti è stato addebitato nulla');
    await expect(desk.verified).toEqual([{ checkoutId: storyCheckoutId, cancelled: true }]);
  },
};

export const InAttesa: Story = {
  beforeEach: () => void (desk.outcome = 'PENDING'),
  play: async () => {
    const result = await section('Esito del pagamento');
    await expect(await result.findByRole('status')).toHaveTextContent('Pagamento in verifica');
    // The provider confirms meanwhile: checking again shows it.
    desk.outcome = 'PAID';
    await userEvent.click(result.getByRole('button', { name: 'Controlla di nuovo' }));
    await expect(await result.findByText('Pagamento riuscito')).toBeVisible();
    await expect(desk.verified).toHaveLength(2);
    await expect(result.queryByRole('button', { name: 'Controlla di nuovo' })).toBeNull();
  },
};

export const PagamentoNonTrovato: Story = {
  parameters: {
    msw: [
      http.post('/subscription/checkout/verify', ({ response }) =>
        response(404).json({ message: 'Pagamento non trovato', code: 'CHECKOUT_NOT_FOUND' }),
      ),
      ...subscriptionHandlers(desk),
    ],
  },
  play: async () => {
    const result = await section('Esito del pagamento');
    const alert = await result.findByRole('alert');
    await expect(alert).toHaveTextContent('Pagamento non trovato');
    await expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeVisible();
    const current = await section('Il tuo abbonamento');
    await expect(await current.findByText(/^In prova fino al/)).toBeVisible();
  },
};

export const SessioneScaduta: Story = {
  name: 'Sessione scaduta: prima l’avviso, poi il login',
  args: { path: '/subscription' },
  parameters: {
    msw: [
      http.get('/subscription', ({ response }) =>
        response(401).json({ message: 'Token scaduto', code: 'UNAUTHORIZED' }),
      ),
      http.post('/auth/refresh-token', ({ response }) =>
        response(401).json({ message: 'Refresh token non valido', code: 'UNAUTHORIZED' }),
      ),
      ...subscriptionHandlers(desk),
    ],
  },
  play: async () => {
    const alert = await screen.findByRole('alertdialog', { name: 'Sessione scaduta' });
    await expect(alert).toHaveTextContent(
      "La tua sessione è scaduta. Accedi di nuovo per continuare a gestire l'abbonamento.",
    );
    // The page stays under the alert until it is read.
    await expect(
      screen.getByRole('heading', { level: 1, name: 'Abbonamento' }),
    ).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: "Vai all'accesso" }));
    await expect(await screen.findByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
  },
};
