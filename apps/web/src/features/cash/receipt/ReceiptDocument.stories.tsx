import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { receiptFixture } from '../../../testing/fixtures/receipts.ts';
import { ReceiptDocument } from './ReceiptDocument.tsx';

const salon = {
  name: 'Salone Bellavista',
  address: 'Via Roma 12, Milano',
  vatNumber: '01234567890',
  fiscalCode: '01234567890',
  phoneNumber: '+39 02 1234567',
};

const meta = {
  title: 'Cassa/Scontrino',
  component: ReceiptDocument,
  args: { receipt: receiptFixture.issued, salon, printFormat: 'a4' },
} satisfies Meta<typeof ReceiptDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

const receiptOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('article', {
    name: /Documento commerciale n\. 2026-00004\d/,
  });

export const Emesso: Story = {
  play: async ({ canvasElement }) => {
    const receipt = within(receiptOf(canvasElement));
    await expect(receipt.getByText('Salone Bellavista')).toBeVisible();
    await expect(receipt.getByText('P. IVA 01234567890')).toBeVisible();
    await expect(receipt.getByText('18/11/2026 10:45 · Cliente: Giulia Bianchi')).toBeVisible();
    const rows = within(receipt.getByRole('table', { name: 'Righe dello scontrino' })).getAllByRole(
      'row',
    );
    await expect(rows[3]).toHaveTextContent('Shampoo ristrutturante2');
    await expect(rows[3]).toHaveTextContent('15,00 €');
    await expect(rows[3]).toHaveTextContent('22%30,00 €');
    await expect(receipt.getByLabelText('Totali')).toHaveTextContent(
      'Totale complessivo90,00 €di cui IVA16,23 €',
    );
    await expect(receipt.getByRole('table', { name: 'IVA per aliquota' })).toHaveTextContent(
      '22%73,77 €16,23 €90,00 €',
    );
    await expect(receipt.getByLabelText('Pagamento')).toHaveTextContent(
      'Contanti100,00 €Resto10,00 €',
    );
    await expect(receipt.getByText('n. 0001-0007 del 18/11/2026 10:45')).toBeVisible();
  },
};

export const DaTrasmettere: Story = {
  args: { receipt: receiptFixture.toTransmit },
  play: async ({ canvasElement }) => {
    const receipt = within(receiptOf(canvasElement));
    await expect(receipt.getByText('Da trasmettere')).toBeVisible();
    await expect(
      receipt.getByText(
        'Non ancora trasmesso all’Agenzia delle Entrate: il sistema riprova da solo',
      ),
    ).toBeVisible();
    // A "misto": each payment, what was paid in all, no change.
    await expect(receipt.getByLabelText('Pagamento')).toHaveTextContent(
      'Carta50,00 €Contanti40,00 €Totale pagato90,00 €',
    );
  },
};

export const Annullato: Story = {
  args: { receipt: receiptFixture.voided },
  play: async ({ canvasElement }) => {
    const receipt = within(receiptOf(canvasElement));
    await expect(receipt.getByText('Annullato')).toBeVisible();
    await expect(receipt.getByText('Documento di annullo')).toBeVisible();
    await expect(receipt.getByText('n. 0001-0009 del 18/11/2026 16:10')).toBeVisible();
  },
};

export const ResoInParte: Story = {
  args: { receipt: receiptFixture.partlyRefunded },
  play: async ({ canvasElement }) => {
    const receipt = within(receiptOf(canvasElement));
    await expect(receipt.getByText('Reso in parte')).toBeVisible();
    const rows = within(receipt.getByRole('table', { name: 'Righe dello scontrino' })).getAllByRole(
      'row',
    );
    await expect(rows[2]).toHaveTextContent('Piega · Luca Ferrari (resi 1)');
    await expect(
      receipt.getByText('Reso del 18/11/2026 17:20: 25,00 € restituiti in contanti'),
    ).toBeVisible();
    await expect(receipt.getByText('Piega × 1: 25,00 €')).toBeVisible();
    await expect(receipt.getByText('Documento di reso')).toBeVisible();
  },
};

/** The thermal roll's layout, shown on screen as it prints (narrow, monospace, no boxes). */
export const Stampa80mm: Story = {
  args: { printFormat: '80mm', preview: '80mm' },
  play: async ({ canvasElement }) => {
    const receipt = receiptOf(canvasElement);
    await expect(receipt).toHaveAttribute('data-print-format', '80mm');
    // 72 mm of printable roll is about 272 CSS pixels.
    await expect(receipt.getBoundingClientRect().width).toBeLessThan(300);
    // Price and discount columns are left out on the roll; the line's amount stays.
    await expect(within(receipt).queryByRole('columnheader', { name: 'Prezzo' })).toBeNull();
    await expect(within(receipt).getByRole('columnheader', { name: 'Importo' })).toBeVisible();
  },
};

export const StampaA4: Story = {
  args: { printFormat: 'a4', preview: 'a4', receipt: receiptFixture.partlyRefunded },
  play: async ({ canvasElement }) => {
    const receipt = receiptOf(canvasElement);
    await expect(receipt).toHaveAttribute('data-print-format', 'a4');
    // A4 paper has room for every column; a phone's screen keeps the line's amount only.
    const wide = window.matchMedia('(min-width: 768px)').matches;
    await expect(within(receipt).queryAllByRole('columnheader', { name: 'Prezzo' })).toHaveLength(
      wide ? 1 : 0,
    );
    await expect(within(receipt).getByRole('columnheader', { name: 'Importo' })).toBeVisible();
  },
};

/** A visit with an acconto paid online: the service at its price, the acconto on its own line. */
export const ConAccontoOnline: Story = {
  args: {
    receipt: {
      ...receiptFixture.issued,
      number: '2026-000048',
      lines: [
        {
          line: 0,
          description: 'Colore',
          quantity: 1,
          unitPriceCents: 4500,
          vatRate: 22,
          grossCents: 4500,
          lineDiscountCents: 0,
          sharedDiscountCents: 0,
          totalCents: 3500,
          refundedQuantity: 0,
          hairdresserId: 4,
          hairdresserName: 'Marta Riva',
        },
      ],
      payments: [{ method: 'CARTA', amountCents: 3500 }],
      totals: {
        grossCents: 4500,
        discountCents: 0,
        depositCents: 1000,
        totalCents: 3500,
        vatCents: 631,
        netCents: 2869,
        vat: [{ vatRate: 22, grossCents: 3500, netCents: 2869, vatCents: 631 }],
      },
      dueCents: 3500,
      paidCents: 3500,
      changeCents: 0,
    },
  },
  play: async ({ canvasElement }) => {
    const receipt = within(receiptOf(canvasElement));
    const rows = within(receipt.getByRole('table', { name: 'Righe dello scontrino' })).getAllByRole(
      'row',
    );
    await expect(rows[1]).toHaveTextContent('Colore');
    await expect(rows[1]).toHaveTextContent('22%45,00 €');
    await expect(receipt.getByLabelText('Totali')).toHaveTextContent(
      'Totale lordo45,00 €Acconto versato online−10,00 €Totale complessivo35,00 €di cui IVA6,31 €',
    );
    await expect(receipt.getByRole('table', { name: 'IVA per aliquota' })).toHaveTextContent(
      '22%28,69 €6,31 €35,00 €',
    );
    await expect(receipt.getByLabelText('Pagamento')).toHaveTextContent('Carta35,00 €');
  },
};
