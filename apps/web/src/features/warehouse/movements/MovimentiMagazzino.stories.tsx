import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../../lib/api.ts';
import { StoryApp, signInForStory } from '../../../testing/StoryApp.tsx';
import { http } from '../../../testing/api-mocks.ts';
import { newWarehouseDesk, type WarehouseDesk } from '../../../testing/handlers/warehouse-desk.ts';
import { warehouseOrdersHandlers } from '../../../testing/handlers/warehouse-orders.ts';

const desk: WarehouseDesk = newWarehouseDesk();

const meta = {
  title: 'Schermate/Movimenti di magazzino',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: warehouseOrdersHandlers(desk) },
  args: { path: '/magazzino/movimenti', auth: accessSubject },
  beforeEach: () => {
    Object.assign(desk, newWarehouseDesk());
    signInForStory();
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const ledger = async () => within(await screen.findByRole('grid', { name: 'Movimenti' }));

export const Registro: Story = {
  play: async () => {
    const table = await ledger();
    // The grid is drawn before its rows arrive: wait for the first one.
    await expect(await table.findByText('Vendita')).toBeVisible();
    await expect(table.getByText('−1')).toBeVisible();
    await expect(table.getByRole('link', { name: 'Scontrino 2026-000042' })).toBeVisible();
    await expect(table.getByText('Colore di Giulia Rossi')).toBeVisible();
    await expect(screen.getByText('2 movimenti nel periodo')).toBeVisible();
  },
};

export const FiltroPerProdotto: Story = {
  args: { path: '/magazzino/movimenti?prodotto=13' },
  play: async () => {
    await expect(
      await screen.findByText('Tinta 6.0 biondo scuro', { selector: 'strong' }),
    ).toBeVisible();
    await expect(await screen.findByText('1 movimento nel periodo')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tutti i prodotti' }));
    await expect(await screen.findByText('2 movimenti nel periodo')).toBeVisible();
  },
};

export const ScaricoAMano: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Nuovo movimento' }));
    const form = within(await screen.findByRole('dialog', { name: 'Nuovo movimento' }));
    await userEvent.type(form.getByRole('combobox', { name: 'Prodotto' }), 'shampoo');
    await userEvent.click(await screen.findByRole('option', { name: /Shampoo nutriente 250 ml/ }));
    await userEvent.type(form.getByRole('textbox', { name: /Quantità/ }), '1');
    await userEvent.tab();
    await expect(form.getByText('Sarà registrato -1')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /Motivo/ }), 'Flacone rotto');
    await userEvent.click(form.getByRole('button', { name: 'Registra movimento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await screen.findByRole('status')).toHaveTextContent(
      'Scarico di Shampoo nutriente 250 ml registrato (−1, giacenza 1)',
    );
    // The ledger is read again after the save: wait for the new row, not just the message.
    await waitFor(async () => expect((await ledger()).getByText('Flacone rotto')).toBeVisible());
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement(), {
      timeout: 5000,
    });
  },
};

export const RettificaSenzaMotivo: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Nuovo movimento' }));
    const form = within(await screen.findByRole('dialog', { name: 'Nuovo movimento' }));
    await userEvent.click(form.getByRole('button', { name: /Tipo di movimento/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Rettifica/ }));
    await userEvent.click(form.getByRole('button', { name: /Verso della rettifica/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'In più (+)' }));
    await userEvent.type(form.getByRole('textbox', { name: /Quantità/ }), '2');
    await userEvent.click(form.getByRole('button', { name: 'Registra movimento' }));
    await expect(await form.findByText('Scegli il prodotto')).toBeVisible();
    await expect(form.getByText('Indica il motivo della rettifica')).toBeVisible();
    await expect(form.getByText('Sarà registrato +2')).toBeVisible();
  },
};

export const RifiutoDelServer: Story = {
  parameters: {
    msw: [
      http.post('/warehouse/movements', ({ response }) =>
        response(400).json({
          message: 'Dati non validi',
          code: 'VALIDATION_FAILED',
          errors: { quantity: 'Uno scarico toglie merce: la quantità deve essere negativa' },
        }),
      ),
      ...warehouseOrdersHandlers(desk),
    ],
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Nuovo movimento' }));
    const form = within(await screen.findByRole('dialog', { name: 'Nuovo movimento' }));
    await userEvent.type(form.getByRole('combobox', { name: 'Prodotto' }), 'shampoo');
    await userEvent.click(await screen.findByRole('option', { name: /Shampoo nutriente 250 ml/ }));
    await userEvent.type(form.getByRole('textbox', { name: /Quantità/ }), '1');
    await userEvent.click(form.getByRole('button', { name: 'Registra movimento' }));
    await expect(
      await form.findByText('Uno scarico toglie merce: la quantità deve essere negativa', {
        selector: '[slot="errorMessage"]',
      }),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Quantità/ })).toHaveValue('1');
  },
};
