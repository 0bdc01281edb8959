import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../../lib/api.ts';
import { StoryApp, signInForStory } from '../../../testing/StoryApp.tsx';
import { http } from '../../../testing/api-mocks.ts';
import { currentUser } from '../../../testing/fixtures/salon.ts';
import { sentOrder } from '../../../testing/fixtures/warehouse-orders.ts';
import { newWarehouseDesk, type WarehouseDesk } from '../../../testing/handlers/warehouse-desk.ts';
import { warehouseOrdersHandlers } from '../../../testing/handlers/warehouse-orders.ts';

const desk: WarehouseDesk = newWarehouseDesk();
const draft = {
  ...structuredClone(sentOrder),
  id: 10,
  number: 8,
  status: 'BOZZA' as const,
  sentAt: null,
};

const meta = {
  title: 'Schermate/Ordine al fornitore',
  component: StoryApp,
  parameters: {
    layout: 'fullscreen',
    msw: [
      ...warehouseOrdersHandlers(desk),
      http.get('/users/me', ({ response }) => response(200).json(currentUser)),
    ],
  },
  args: { path: '/magazzino/ordini/9', auth: accessSubject },
  beforeEach: () => {
    Object.assign(
      desk,
      newWarehouseDesk({ orders: [structuredClone(sentOrder), structuredClone(draft)] }),
    );
    signInForStory();
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const receiveDialog = async () =>
  within(await screen.findByRole('dialog', { name: 'Ricevi merce' }));

export const Inviato: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Ordine n. 7' }),
    ).toBeVisible();
    await expect(screen.getByText('Inviato')).toBeVisible();
    const lines = screen.getByRole('grid', { name: "Righe dell'ordine" });
    await expect(within(lines).getByText('8001090123459')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Ricevi merce' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Ordine stampabile' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Invia al fornitore' })).toBeNull();
  },
};

export const RiceviInParte: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Ricevi merce' }));
    const dialog = await receiveDialog();
    const shampoo = dialog.getByRole('textbox', { name: 'Shampoo nutriente 250 ml' });
    await expect(shampoo).toHaveValue('6');
    await userEvent.clear(shampoo);
    await userEvent.type(shampoo, '4');
    await userEvent.click(dialog.getByRole('button', { name: 'Registra arrivo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await screen.findByText('Ricevuto in parte')).toBeVisible();
    await expect(desk.received).toEqual([{ lines: [{ productId: 12, quantity: 4 }] }]);
    await expect(desk.receiveKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The success message goes after 3 s: the baseline shows the page without it.
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement(), {
      timeout: 5000,
    });
  },
};

export const EccedenzaDaConfermare: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Ricevi merce' }));
    const dialog = await receiveDialog();
    const shampoo = dialog.getByRole('textbox', { name: 'Shampoo nutriente 250 ml' });
    await userEvent.clear(shampoo);
    await userEvent.type(shampoo, '8');
    await userEvent.click(dialog.getByRole('button', { name: 'Registra arrivo' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Più merce del previsto' }),
    );
    await expect(
      confirm.getByText(
        'Shampoo nutriente 250 ml: ricevi 8 ma ne restano 6 da ricevere. Conferma per registrare l’eccedenza.',
      ),
    ).toBeVisible();
    // Nothing is sent before the confirmation.
    await expect(desk.received).toEqual([]);
    await userEvent.click(confirm.getByRole('button', { name: "Registra l'eccedenza" }));
    await expect(await screen.findByText('Ricevuto')).toBeVisible();
    await expect(desk.received).toEqual([
      { lines: [{ productId: 12, quantity: 8 }], acceptExcess: true },
    ]);
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement(), {
      timeout: 5000,
    });
  },
};

export const AnnullaDopoRicezioneRifiutato: Story = {
  beforeEach: () => {
    desk.orders[0] = {
      ...structuredClone(sentOrder),
      status: 'PARZIALMENTE_RICEVUTO',
      lines: sentOrder.lines.map((line) => ({ ...line, receivedQuantity: 4 })),
    };
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Annulla ordine' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: "Annullare l'ordine?" }));
    await userEvent.click(confirm.getByRole('button', { name: 'Annulla ordine' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un ordine già ricevuto in parte non si può annullare',
    );
    await expect(screen.getByText('Ricevuto in parte')).toBeVisible();
  },
};

export const BozzaDaInviare: Story = {
  args: { path: '/magazzino/ordini/10' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Ordine n. 8' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifica Ordine n. 8' }));
    const quantity = await dialog.findByRole('textbox', { name: 'Quantità' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10');
    await userEvent.click(dialog.getByRole('button', { name: 'Salva bozza' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The order is read again after the save: wait for that answer, not just the dialog closing.
    await waitFor(() =>
      expect(
        within(screen.getByRole('grid', { name: "Righe dell'ordine" })).getByText('10'),
      ).toBeVisible(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Invia al fornitore' }));
    // Sent: the printable order for the supplier.
    const sheet = within(await screen.findByRole('article', { name: /Ordine n\. 8 del/ }));
    await expect(sheet.getByRole('group', { name: 'Fornitore' })).toHaveTextContent('Paolo Ferri');
    await expect(sheet.getByRole('group', { name: 'Cliente' })).toHaveTextContent(currentUser.name);
    await expect(screen.getByRole('button', { name: 'Stampa' })).toBeVisible();
  },
};

export const Stampa: Story = {
  args: { path: '/magazzino/ordini/9/stampa' },
  play: async () => {
    const sheet = within(
      await screen.findByRole('article', { name: /Ordine n\. 7 del 18\/11\/2026/ }),
    );
    await expect(sheet.getByRole('table', { name: 'Prodotti ordinati' })).toHaveTextContent(
      'Shampoo nutriente 250 ml',
    );
    const print = screen.getByRole('button', { name: 'Stampa' });
    const printed: unknown[] = [];
    const original = window.print;
    window.print = () => void printed.push(true);
    await userEvent.click(print);
    window.print = original;
    await expect(printed).toHaveLength(1);
  },
};

export const OrdineInesistente: Story = {
  args: { path: '/magazzino/ordini/404' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Ordine non trovato');
    await expect(screen.getByRole('button', { name: 'Riprova' })).toBeVisible();
  },
};
