import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../../lib/api.ts';
import { StoryApp, signInForStory } from '../../../testing/StoryApp.tsx';
import { http } from '../../../testing/api-mocks.ts';
import { receiptsHandlers, newReceiptsDesk } from '../../../testing/handlers/receipts.ts';

const desk = newReceiptsDesk();

const meta = {
  title: 'Schermate/Storico scontrini',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: receiptsHandlers(desk) },
  args: { path: '/cassa/storico', auth: accessSubject },
  beforeEach: () => {
    desk.listed = [];
    signInForStory({ digitalCashEnabled: true });
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.findByRole('grid', { name: 'Scontrini' });

export const Pagina: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Storico scontrini' }),
    ).toBeVisible();
    const rows = within(await table()).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent('2026-000043');
    await expect(rows[1]).toHaveTextContent('Misto (Carta, Contanti)');
    await expect(rows[1]).toHaveTextContent('Da trasmettere');
    await expect(rows[2]).toHaveTextContent('Giulia Bianchi');
    await expect(rows[2]).toHaveTextContent('90,00 €');
    await expect(rows[3]).toHaveTextContent('Annullato');
    await expect(rows[4]).toHaveTextContent('90,00 € (reso 25,00 €)');
    await expect(rows[4]).toHaveTextContent('Reso in parte');
    await expect(screen.getByText('4 scontrini nel periodo')).toBeVisible();
    // This month by default (the story's today is 19 November 2026).
    await expect(desk.listed[0]).toEqual({
      from: '2026-11-01',
      to: '2026-11-19',
      page: '0',
      size: '20',
    });
  },
};

export const FiltroPagamentoMisto: Story = {
  play: async () => {
    await table();
    await userEvent.click(screen.getByRole('button', { name: /Pagamento/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Misto' }));
    await waitFor(() =>
      expect(within(screen.getByRole('grid')).getAllByRole('row')).toHaveLength(2),
    );
    await expect(desk.listed.at(-1)).toMatchObject({ method: 'MISTO' });
    await userEvent.click(screen.getByRole('button', { name: /Stato/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Annullato' }));
    await expect(
      await screen.findByText('Nessuno scontrino con questi filtri nel periodo scelto.'),
    ).toBeVisible();
    await expect(desk.listed.at(-1)).toMatchObject({ method: 'MISTO', status: 'ANNULLATO' });
  },
};

export const ApreLoScontrino: Story = {
  play: async () => {
    await userEvent.click(
      within(await table()).getByRole('link', { name: 'Scontrino 2026-000042' }),
    );
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Scontrino 2026-000042' }),
    ).toBeVisible();
  },
};

export const Vuoto: Story = {
  parameters: { msw: receiptsHandlers(newReceiptsDesk([])) },
  play: async () => {
    await expect(
      await screen.findByText('Nessuno scontrino con questi filtri nel periodo scelto.'),
    ).toBeVisible();
    await expect(screen.getByText('0 scontrini nel periodo')).toBeVisible();
  },
};

export const ElencoNonDisponibile: Story = {
  parameters: {
    msw: [
      http.get('/cash/receipts', ({ response }) =>
        response(500).json({ message: 'Errore interno', code: 'INTERNAL' }),
      ),
      ...receiptsHandlers(desk),
    ],
  },
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Impossibile caricare gli scontrini. Riprova più tardi.');
    await expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeVisible();
    // The filters still work without the list.
    await expect(screen.getByRole('button', { name: /Pagamento/ })).toBeEnabled();
  },
};
