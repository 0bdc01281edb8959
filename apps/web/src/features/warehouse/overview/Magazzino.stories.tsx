import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { formatEuro } from '@agendina/scheduling';
import { accessSubject } from '../../../lib/api.ts';
import { StoryApp, signInForStory } from '../../../testing/StoryApp.tsx';
import { http } from '../../../testing/api-mocks.ts';
import { newWarehouseDesk, type WarehouseDesk } from '../../../testing/handlers/warehouse-desk.ts';
import { warehouseOrdersHandlers } from '../../../testing/handlers/warehouse-orders.ts';

const desk: WarehouseDesk = newWarehouseDesk();

const meta = {
  title: 'Schermate/Magazzino',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: warehouseOrdersHandlers(desk) },
  args: { path: '/magazzino', auth: accessSubject },
  beforeEach: () => {
    Object.assign(desk, newWarehouseDesk());
    signInForStory();
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An amount as the page reads once Testing Library folds its no-break space. */
const euro = (cents: number) => formatEuro(cents).replace(/\s/g, ' ');

export const Panoramica: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Magazzino' })).toBeVisible();
    // 2 shampoo × 9,50 + 8 conditioners × 8,20; the tube below zero is worth nothing.
    await expect(await screen.findByText(euro(2 * 950 + 8 * 820))).toBeVisible();
    const under = screen.getByRole('grid', { name: 'Prodotti sotto la scorta minima' });
    await expect(
      within(under).getByRole('link', { name: 'Shampoo nutriente 250 ml' }),
    ).toBeVisible();
    await expect(screen.getByRole('alert')).toHaveTextContent(
      '1 prodotto ha la giacenza sotto zero',
    );
    const movements = screen.getByRole('grid', { name: 'Ultimi movimenti' });
    await expect(
      within(movements).getByRole('link', { name: 'Scontrino 2026-000042' }),
    ).toBeVisible();
    await expect(within(movements).getByText('−3')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Tutti i movimenti' })).toBeVisible();
    const open = screen.getByRole('grid', { name: 'Ordini aperti' });
    await expect(within(open).getByRole('link', { name: 'Ordine n. 7' })).toBeVisible();
    await expect(within(open).getByText('Inviato')).toBeVisible();
  },
};

export const ProponiOrdine: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Proponi ordine' }));
    const drafted = await screen.findByRole('list', { name: 'Bozze preparate' });
    // The shampoo (2 of minimum 4) goes back to 8; the tube (−2 of 10) to 20.
    await expect(within(drafted).getAllByRole('listitem')).toHaveLength(2);
    await expect(drafted).toHaveTextContent(
      'Forniture Bellezza Srl · 1 prodotto · ' + euro(6 * 950),
    );
    await expect(drafted).toHaveTextContent(
      'Colore Pro Distribuzione · 1 prodotto · ' + euro(22 * 480),
    );
    await expect(screen.getByRole('status')).toHaveTextContent('Preparate 2 bozze');
  },
};

export const TuttoInOrdine: Story = {
  beforeEach: () => {
    Object.assign(desk, newWarehouseDesk({ orders: [], movements: [] }));
    desk.products = desk.products.map((p) => ({ ...p, quantity: 20, underMinimum: false }));
  },
  play: async () => {
    await expect(
      await screen.findByText('Nessun prodotto è sotto la scorta minima.'),
    ).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(screen.getByText('0 ordini aperti')).toBeVisible();
  },
};

export const CaricamentoNonRiuscito: Story = {
  parameters: {
    msw: [
      http.get('/warehouse/overview', ({ response }) =>
        response(500).json({ message: 'Errore del server' }),
      ),
    ],
  },
  play: async () => {
    await expect(
      await screen.findByText('Impossibile caricare il magazzino. Riprova più tardi.'),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Riprova' })).toBeVisible();
  },
};
