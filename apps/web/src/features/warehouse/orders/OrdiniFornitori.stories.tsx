import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { formatEuro } from '@agendina/scheduling';
import { accessSubject } from '../../../lib/api.ts';
import { StoryApp, signInForStory } from '../../../testing/StoryApp.tsx';
import { http } from '../../../testing/api-mocks.ts';
import { newWarehouseDesk, type WarehouseDesk } from '../../../testing/handlers/warehouse-desk.ts';
import { warehouseOrdersHandlers } from '../../../testing/handlers/warehouse-orders.ts';

const desk: WarehouseDesk = newWarehouseDesk();

const meta = {
  title: 'Schermate/Ordini ai fornitori',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: warehouseOrdersHandlers(desk) },
  args: { path: '/magazzino/ordini', auth: accessSubject },
  beforeEach: () => {
    Object.assign(desk, newWarehouseDesk());
    signInForStory();
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const euro = (cents: number) => formatEuro(cents).replace(/\s/g, ' ');

export const Elenco: Story = {
  play: async () => {
    const table = await screen.findByRole('grid', { name: 'Ordini' });
    await expect(within(table).getByRole('link', { name: 'Ordine n. 7' })).toBeVisible();
    await expect(within(table).getByText('Forniture Bellezza Srl')).toBeVisible();
    await expect(within(table).getByText(euro(5700))).toBeVisible();
    await expect(screen.getByText('1 ordine')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Fornitori' })).toBeVisible();
  },
};

export const FiltroPerStato: Story = {
  args: { path: '/magazzino/ordini?stato=BOZZA' },
  play: async () => {
    await expect(await screen.findByText('Nessun ordine.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Stato/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inviato' }));
    await expect(await screen.findByRole('link', { name: 'Ordine n. 7' })).toBeVisible();
  },
};

export const ProponiOrdine: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Proponi ordine' }));
    const drafted = await screen.findByRole('list', { name: 'Bozze preparate' });
    await expect(within(drafted).getAllByRole('link')).toHaveLength(2);
    await waitFor(() =>
      expect(
        within(screen.getByRole('grid', { name: 'Ordini' })).getAllByText('Bozza'),
      ).toHaveLength(2),
    );
  },
};

export const ProdottiSenzaFornitore: Story = {
  beforeEach: () => {
    desk.products = desk.products.map((p) =>
      p.supplierId === null ? { ...p, quantity: 0, underMinimum: true } : { ...p, quantity: 50 },
    );
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Proponi ordine' }));
    await expect(
      await screen.findByText(
        'Nessun ordine da proporre: i prodotti con un fornitore sono sopra la scorta minima.',
      ),
    ).toBeVisible();
    const without = screen.getByRole('list', { name: 'Prodotti senza fornitore' });
    await expect(without).toHaveTextContent('Balsamo idratante 200 ml: da ordinare 6');
  },
};

export const CaricamentoNonRiuscito: Story = {
  parameters: {
    msw: [
      http.get('/warehouse/orders', ({ response }) =>
        response(500).json({ message: 'Errore del server' }),
      ),
    ],
  },
  play: async () => {
    await expect(
      await screen.findByText('Impossibile caricare gli ordini. Riprova più tardi.'),
    ).toBeVisible();
    // The buttons above the list keep working.
    await expect(screen.getByRole('button', { name: 'Nuovo ordine' })).toBeEnabled();
  },
};

export const NuovoOrdine: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Nuovo ordine' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuovo ordine' }));
    await userEvent.click(await dialog.findByRole('button', { name: /Fornitore/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Forniture Bellezza Srl' }));
    await userEvent.type(dialog.getByRole('combobox', { name: 'Aggiungi prodotto' }), 'Shampoo');
    await userEvent.click(await screen.findByRole('option', { name: /Shampoo nutriente 250 ml/ }));
    const line = within(dialog.getByRole('listitem', { name: 'Shampoo nutriente 250 ml' }));
    const quantity = line.getByRole('textbox', { name: 'Quantità' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '6');
    // The field takes the number when it loses the focus: then the total follows it.
    await userEvent.tab();
    await expect(await dialog.findByText(euro(6 * 950))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Crea bozza' }));
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Ordine n. 19' }),
    ).toBeVisible();
    await expect(screen.getByText('Bozza')).toBeVisible();
    await expect(desk.orders[0]).toMatchObject({
      supplierId: 3,
      lines: [{ productId: 12, quantity: 6, unitCostCents: 950 }],
    });
  },
};
