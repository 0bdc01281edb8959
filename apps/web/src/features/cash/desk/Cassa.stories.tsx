import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { formatEuro } from '@agendina/scheduling';
import { accessSubject } from '../../../lib/api.ts';
import type { Schemas } from '../../../testing/api-mocks.ts';
import { StoryApp, signInForStory } from '../../../testing/StoryApp.tsx';
import {
  cashDeskHandlers,
  groupVisit,
  newCashDesk,
  type CashDesk,
} from '../../../testing/handlers/cash-desk.ts';
import { newWarehouseDesk } from '../../../testing/handlers/warehouse-desk.ts';
import { warehouseOrdersHandlers } from '../../../testing/handlers/warehouse-orders.ts';
import {
  newReceiptsDesk,
  receiptsHandlers,
  type ReceiptsDesk,
} from '../../../testing/handlers/receipts.ts';

type Receipt = Schemas['Receipt'];

const desk: CashDesk = newCashDesk();
// The receipt page 'Incassa' lands on reads what the cash desk issued.
const issuedReceipts: ReceiptsDesk = newReceiptsDesk([]);
const reset = (visits: CashDesk['visits']) => () => {
  Object.assign(issuedReceipts, newReceiptsDesk([]));
  Object.assign(desk, newCashDesk(visits), {
    onIssued: (receipt: Receipt) => issuedReceipts.receipts.push(receipt),
  });
};

const meta = {
  title: 'Schermate/Cassa',
  component: StoryApp,
  parameters: {
    layout: 'fullscreen',
    // The warehouse answers the product picker ("Aggiungi prodotto").
    msw: [
      ...cashDeskHandlers(desk),
      ...receiptsHandlers(issuedReceipts),
      ...warehouseOrdersHandlers(newWarehouseDesk()),
    ],
  },
  args: { path: '/cassa', auth: accessSubject },
  beforeEach: () => {
    signInForStory({ digitalCashEnabled: true });
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const GROUP = groupVisit.appointmentGroupId;

/** An amount as the page reads once Testing Library folds its no-break space. */
const euro = (cents: number) => formatEuro(cents).replace(/\s/g, ' ');

const sale = async (title = 'Vendita · Giulia Rossi') =>
  within((await screen.findByRole('heading', { level: 2, name: title })).closest('section')!);
const line = (name: string) => within(screen.getByRole('listitem', { name }));
/** The amount beside a label of the totals ("Totale", "Sconti" ...). */
const totalOf = (label: string) =>
  within(screen.getByRole('group', { name: 'Totali della vendita' }))
    .getByText(label)
    .nextElementSibling?.textContent?.replace(/\s/g, ' ');
const retype = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.tab();
};

export const CodaVuota: Story = {
  beforeEach: reset([]),
  play: async () => {
    await expect(await screen.findByText(/Nessun cliente in attesa di pagamento/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Nuova vendita' }));
    const walkIn = await sale('Nuova vendita');
    await expect(walkIn.getByText('Aggiungi almeno una riga')).toBeVisible();
    // Description, Tab, price, Enter: the line is added and the cursor is back for the next.
    const description = walkIn.getByRole('textbox', { name: 'Nuova riga: descrizione' });
    await userEvent.type(description, 'Shampoo ristrutturante');
    await userEvent.tab();
    await userEvent.keyboard('18,5{Enter}');
    await waitFor(() => expect(description).toHaveFocus());
    await expect(description).toHaveValue('');
    await expect(
      line('Shampoo ristrutturante').getByRole('textbox', { name: 'Descrizione' }),
    ).toHaveValue('Shampoo ristrutturante');
    await expect(totalOf('Totale')).toBe(euro(1850));
    await expect(walkIn.queryByText('Aggiungi almeno una riga')).toBeNull();
  },
};

export const ProdottoVenduto: Story = {
  beforeEach: reset([]),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Nuova vendita' }));
    const walkIn = await sale('Nuova vendita');
    // Only products for sale: the colour tube (professional use) is not offered.
    walkIn.getByRole('combobox', { name: 'Aggiungi prodotto' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      await screen.findByRole('option', { name: /Balsamo idratante 200 ml/ }),
    ).toBeVisible();
    await expect(screen.queryByRole('option', { name: /Tinta 6\.0/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.type(walkIn.getByRole('combobox', { name: 'Aggiungi prodotto' }), 'shampoo');
    await userEvent.click(await screen.findByRole('option', { name: /Shampoo nutriente 250 ml/ }));
    const shampoo = line('Shampoo nutriente 250 ml');
    await expect(shampoo.getByRole('textbox', { name: 'Prezzo' })).toHaveValue(formatEuro(1900));
    await retype(shampoo.getByRole('textbox', { name: 'Quantità' }), '2');
    await expect(totalOf('Totale')).toBe(euro(3800));
    await userEvent.click(screen.getByRole('button', { name: 'Incassa' }));
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Scontrino 2026-000501' }),
    ).toBeVisible();
    const [{ body }] = desk.issued as [CashDesk['issued'][number]];
    await expect(body.lines).toEqual([
      {
        description: 'Shampoo nutriente 250 ml',
        quantity: 2,
        unitPriceCents: 1900,
        vatRate: 22,
        productId: 12,
      },
    ]);
  },
};

export const CodaConGruppo: Story = {
  beforeEach: reset([
    groupVisit,
    {
      appointmentIds: [1010],
      appointmentGroupId: null,
      clientId: 43,
      clientName: 'Luca Verdi',
      startTime: '2026-11-19T10:00:00',
      totalCents: 1800,
      services: [
        {
          appointmentId: 1010,
          serviceName: 'Taglio uomo',
          hairdresserId: 3,
          hairdresserName: 'Sara Conti',
          startTime: '2026-11-19T10:00:00',
          priceCents: 1800,
        },
      ],
    },
  ]),
  play: async () => {
    const queue = await screen.findByRole('list', { name: 'Clienti in attesa di pagamento' });
    const [group, lone] = within(queue).getAllByRole('listitem');
    await expect(group).toHaveTextContent('Giulia Rossi');
    await expect(group).toHaveTextContent('19/11/2026 alle 09:30 · Marta Riva, Sara Conti');
    await expect(group).toHaveTextContent('Colore, Piega');
    await expect(group).toHaveTextContent(euro(7000));
    await expect(lone).toHaveTextContent('Luca Verdi');
    // By keyboard: the row's button opens the whole group's sale, which takes the focus.
    within(group!).getByRole('button', { name: 'Apri la vendita di Giulia Rossi' }).focus();
    await userEvent.keyboard('{Enter}');
    const opened = await sale();
    await waitFor(() => expect(opened.getByRole('heading', { level: 2 })).toHaveFocus());
    await expect(desk.drafts).toEqual([{ appointmentGroupId: GROUP }]);
    await expect(group).toHaveAttribute('aria-current', 'true');
    await expect(screen.getAllByRole('listitem', { name: /Colore|Piega/ })).toHaveLength(2);
  },
};

export const VenditaCaricata: Story = {
  beforeEach: reset([groupVisit]),
  args: { path: '/cassa?appuntamento=1003' },
  play: async () => {
    await sale();
    // 'Manda in Pagamento' on the Piega loads the whole group, at list price.
    await expect(desk.drafts).toEqual([{ appointmentGroupId: GROUP }]);
    await expect(totalOf('Totale')).toBe(euro(7000));
    await retype(line('Piega').getByRole('textbox', { name: 'Prezzo' }), '30');
    await expect(totalOf('Totale')).toBe(euro(7500));
    const totals = within(screen.getByRole('group', { name: 'Totali della vendita' }));
    await expect(totals.queryByText('Sconti')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Sconto sul totale (%)' }), '10');
    await userEvent.tab();
    await expect(totalOf('Sconti')).toBe(euro(-750));
    await expect(totalOf('Totale')).toBe(euro(6750));
    await expect(totalOf('di cui IVA 22%')).toBe(euro(1217));
    await userEvent.click(screen.getByRole('radio', { name: 'Carta' }));
    await expect(screen.getByText(`Da pagare ${euro(6750)}`)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Incassa' }));
    // The receipt page takes over with the receipt just issued.
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Scontrino 2026-000501' }),
    ).toBeVisible();
    await expect(desk.issued).toHaveLength(1);
    const [{ key, body }] = desk.issued as [CashDesk['issued'][number]];
    await expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await expect(body).toEqual({
      lines: [
        expect.objectContaining({
          description: 'Colore',
          unitPriceCents: 4500,
          appointmentId: 1002,
        }),
        expect.objectContaining({
          description: 'Piega',
          unitPriceCents: 3000,
          appointmentId: 1003,
        }),
      ],
      discount: { kind: 'PERCENT', value: 1000 },
      payments: [{ method: 'CARTA', amountCents: 6750 }],
      appointmentIds: [1002, 1003],
      clientId: 42,
    });
    // The receipt is read again after the issue: end once its fiscal document is on the page,
    // so the baseline never catches the moment before (it did, once in a while).
    await expect(await screen.findByText('Documento commerciale di vendita')).toBeVisible();
  },
};

export const MistoCheNonTorna: Story = {
  beforeEach: reset([groupVisit]),
  args: { path: '/cassa?appuntamento=1002' },
  play: async () => {
    await sale();
    await userEvent.click(screen.getByRole('radio', { name: 'Misto' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Parte in contanti' }), '20');
    await userEvent.type(screen.getByRole('textbox', { name: 'Parte con carta' }), '30');
    await userEvent.tab();
    await expect(screen.getByText(`Mancano ${euro(2000)} al totale`)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Incassa' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Controlla i campi segnalati: la vendita non si può ancora incassare.',
    );
    await expect(desk.issued).toEqual([]);
    await retype(screen.getByRole('textbox', { name: 'Parte con carta' }), '50');
    await expect(screen.getByText(`Da pagare ${euro(7000)} · Importi completi`)).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

export const ErroreDelServer: Story = {
  beforeEach: () => {
    reset([groupVisit])();
    desk.refusal = {
      status: 409,
      body: {
        message: "L'appuntamento del 19/11/2026 alle 09:30 (Colore) è già stato incassato",
        code: 'APPOINTMENT_NOT_PAYABLE',
      },
    };
  },
  args: { path: '/cassa?appuntamento=1002' },
  play: async () => {
    await sale();
    const received = screen.getByRole('textbox', { name: 'Importo ricevuto' });
    await userEvent.type(received, '100');
    await userEvent.tab();
    await expect(screen.getByText(`Da pagare ${euro(7000)} · Resto ${euro(3000)}`)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Incassa' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      "L'appuntamento del 19/11/2026 alle 09:30 (Colore) è già stato incassato",
    );
    // Nothing typed is lost, and a retry is the same payment: the same Idempotency-Key.
    await expect(received).toHaveValue(formatEuro(10000));
    await userEvent.click(screen.getByRole('button', { name: 'Incassa' }));
    await waitFor(() => expect(desk.issued).toHaveLength(2));
    await expect(desk.issued[1]?.key).toBe(desk.issued[0]?.key);
    await expect(desk.issued[0]?.body.payments).toEqual([
      { method: 'CONTANTI', amountCents: 10000 },
    ]);
  },
};

/** A visit booked online with an acconto: it comes off the sale on its own line (decision 0064). */
export const AccontoVersatoOnline: Story = {
  beforeEach: () => {
    reset([groupVisit])();
    desk.deposit = { id: 12, amountCents: 1000 };
  },
  args: { path: '/cassa?appuntamento=1002' },
  play: async () => {
    await sale();
    // The services keep their price; the acconto is not a discount.
    await expect(screen.getByRole('listitem', { name: 'Colore' })).toHaveTextContent(euro(4500));
    await expect(totalOf('Subtotale')).toBe(euro(7000));
    await expect(totalOf('Acconto versato online')).toBe(euro(-1000));
    const totals = within(screen.getByRole('group', { name: 'Totali della vendita' }));
    await expect(totals.queryByText('Sconti')).toBeNull();
    await expect(totalOf('di cui IVA 22%')).toBe(euro(1082));
    await expect(totalOf('Totale da pagare')).toBe(euro(6000));
    await userEvent.click(screen.getByRole('radio', { name: 'Carta' }));
    await expect(screen.getByText(`Da pagare ${euro(6000)}`)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Incassa' }));
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Scontrino 2026-000501' }),
    ).toBeVisible();
    const [{ body }] = desk.issued as [CashDesk['issued'][number]];
    await expect(body).toMatchObject({
      payments: [{ method: 'CARTA', amountCents: 6000 }],
      appointmentIds: [1002, 1003],
      depositId: 12,
    });
    // The receipt shows the acconto on its own line, and what was paid after it.
    const receiptTotals = await screen.findByRole('group', { name: 'Totali' });
    await expect(receiptTotals).toHaveTextContent(
      `Totale lordo${euro(7000)}Acconto versato online−${euro(1000)}Totale complessivo${euro(6000)}di cui IVA${euro(1082)}`,
    );
    await expect(await screen.findByText('Documento commerciale di vendita')).toBeVisible();
  },
};
