import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../../lib/api.ts';
import { StoryApp, signInForStory } from '../../../testing/StoryApp.tsx';
import { http } from '../../../testing/api-mocks.ts';
import { scanWithWedge } from '@agendina/ui/testing';
import { fixtureEans } from '../../../testing/fixtures/warehouse-products.ts';
import {
  closedCount,
  newCountsDesk,
  warehouseCountsHandlers,
} from '../../../testing/handlers/warehouse-counts.ts';
import {
  newProductsDesk,
  warehouseProductsHandlers,
} from '../../../testing/handlers/warehouse-products.ts';

const counts = newCountsDesk(true);
const products = newProductsDesk();

const meta = {
  title: 'Schermate/Magazzino/Inventario',
  component: StoryApp,
  parameters: {
    layout: 'fullscreen',
    msw: [...warehouseCountsHandlers(counts), ...warehouseProductsHandlers(products)],
  },
  args: { path: '/magazzino/inventario', auth: accessSubject },
  beforeEach: () => {
    Object.assign(counts, newCountsDesk(true));
    signInForStory();
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const scanField = async () => screen.findByRole('searchbox', { name: 'Prodotto' });
const countedList = async () =>
  within(await screen.findByRole('list', { name: 'Prodotti contati' }));

export const InventarioAperto: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Inventario' }),
    ).toBeVisible();
    await expect(
      await screen.findByRole('heading', { level: 2, name: /Inventario aperto il .* · Fine anno/ }),
    ).toBeVisible();
    const line = (await countedList()).getAllByRole('listitem')[0];
    await expect(line).toHaveTextContent('Balsamo idratante 200 ml');
    await expect(line).toHaveTextContent('Contati 6 pz · In magazzino 7 pz · Differenza -1');
    // The stock room starts at the scan field, ready for the scanner.
    await waitFor(async () => expect(await scanField()).toHaveFocus());
    const past = within(screen.getByRole('list', { name: 'Inventari conclusi' }));
    await expect(past.getByRole('listitem')).toHaveTextContent('Fine estate');
    await expect(past.getByRole('listitem')).toHaveTextContent('3 rettifiche');
  },
};

export const ScansioneEConteggio: Story = {
  play: async () => {
    const field = await scanField();
    await userEvent.click(field);
    // A keyboard-wedge scanner: the digits at once, then Enter.
    await scanWithWedge(field, fixtureEans.shampoo);
    const quantity = await screen.findByRole('textbox', { name: /Quantità contata/ });
    await expect(screen.getByText('In magazzino: 2 pz')).toBeVisible();
    await waitFor(() => expect(quantity).toHaveFocus());
    await userEvent.keyboard('5{Enter}');
    await expect(await screen.findByText('Shampoo nutriente 250 ml: 5 pz contati.')).toBeVisible();
    const lines = (await countedList()).getAllByRole('listitem');
    await waitFor(() => expect(lines[0]).toHaveTextContent('Shampoo nutriente 250 ml'));
    await expect((await countedList()).getAllByRole('listitem')[0]).toHaveTextContent(
      'Contati 5 pz · In magazzino 2 pz · Differenza +3',
    );
    // Focus is back on the scan field for the next product.
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('');
  },
};

export const RicercaPerNome: Story = {
  play: async () => {
    await userEvent.type(await scanField(), 'colore');
    const found = within(await screen.findByRole('list', { name: 'Prodotti trovati' }));
    await userEvent.click(found.getAllByRole('button', { name: 'Conta' })[0] as HTMLElement);
    await expect(await screen.findByText('In magazzino: -1 pz')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: /Quantità contata/ }), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await expect(await screen.findByText('Colore 7.1 biondo cenere: 4 pz contati.')).toBeVisible();
  },
};

export const CodiceSconosciuto: Story = {
  play: async () => {
    const field = await scanField();
    await userEvent.click(field);
    await scanWithWedge(field, fixtureEans.unknown);
    await expect(
      await screen.findByText(
        `Nessun prodotto con il codice ${fixtureEans.unknown}: crealo in Prodotti.`,
      ),
    ).toBeVisible();
  },
};

export const ChiudiInventario: Story = {
  play: async () => {
    await countedList();
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi inventario' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: "Chiudere l'inventario?" }),
    );
    await expect(dialog.getByText(/1 prodotto contato: verrà scritta 1 rettifica/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Chiudi inventario' }));
    await expect(await screen.findByText('Inventario chiuso: 1 rettifica scritta.')).toBeVisible();
    await expect(await screen.findByRole('form', { name: 'Nuovo inventario' })).toBeVisible();
    const past = within(screen.getByRole('list', { name: 'Inventari conclusi' }));
    await expect(past.getAllByRole('listitem')[0]).toHaveTextContent('1 rettifica');
    // The baseline is taken once the 3-second message has gone.
    await waitFor(() => expect(screen.queryByText(/Inventario chiuso:/)).toBeNull(), {
      timeout: 5000,
    });
  },
};

export const AnnullaInventario: Story = {
  play: async () => {
    await countedList();
    await userEvent.click(screen.getByRole('button', { name: 'Annulla inventario' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: "Annullare l'inventario?" }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Annulla inventario' }));
    await expect(await screen.findByRole('form', { name: 'Nuovo inventario' })).toBeVisible();
    await expect(
      within(screen.getByRole('list', { name: 'Inventari conclusi' })).getAllByText('Annullato'),
    ).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Inventario annullato.')).toBeNull(), {
      timeout: 5000,
    });
  },
};

export const NessunInventarioAperto: Story = {
  beforeEach: () => {
    Object.assign(counts, newCountsDesk(false));
  },
  play: async () => {
    const form = within(await screen.findByRole('form', { name: 'Nuovo inventario' }));
    await userEvent.type(form.getByRole('textbox', { name: /Nota/ }), 'Controllo di dicembre');
    await userEvent.click(form.getByRole('button', { name: 'Apri inventario' }));
    await expect(
      await screen.findByRole('heading', { level: 2, name: /Controllo di dicembre/ }),
    ).toBeVisible();
    await expect(screen.getByText('Nessun prodotto contato.')).toBeVisible();
  },
};

export const GiaApertoAltrove: Story = {
  // The list was read before a colleague opened a count on another phone.
  parameters: {
    msw: [
      http.get('/warehouse/counts', ({ response }) =>
        response(200).json([
          {
            id: closedCount.id,
            status: closedCount.status,
            note: closedCount.note,
            openedAt: closedCount.openedAt,
            closedAt: closedCount.closedAt,
            lineCount: 12,
            adjustmentCount: closedCount.adjustmentCount,
          },
        ]),
      ),
      ...warehouseCountsHandlers(counts),
    ],
  },
  play: async () => {
    const form = within(await screen.findByRole('form', { name: 'Nuovo inventario' }));
    await userEvent.click(form.getByRole('button', { name: 'Apri inventario' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      "C'è già un inventario aperto: chiudilo o annullalo prima di aprirne un altro",
    );
  },
};
