import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../../lib/api.ts';
import { StoryApp, signInForStory } from '../../../testing/StoryApp.tsx';
import { http } from '../../../testing/api-mocks.ts';
import { receiptsHandlers, newReceiptsDesk } from '../../../testing/handlers/receipts.ts';

const desk = newReceiptsDesk();
const fresh = newReceiptsDesk();

const meta = {
  title: 'Schermate/Scontrino',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: receiptsHandlers(desk) },
  args: { path: '/cassa/scontrino/42', auth: accessSubject },
  beforeEach: () => {
    desk.receipts = [...fresh.receipts];
    desk.refunds = [];
    desk.emails = [];
    signInForStory({ digitalCashEnabled: true });
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = () => screen.findByRole('heading', { level: 1, name: 'Scontrino 2026-000042' });
const receipt = () =>
  within(screen.getByRole('article', { name: 'Documento commerciale n. 2026-000042' }));

export const Pagina: Story = {
  play: async () => {
    await expect(await heading()).toBeVisible();
    await expect(receipt().getByText('Salone Bellavista')).toBeVisible();
    await expect(receipt().getByText('Via Roma 12, Milano')).toBeVisible();
    await expect(receipt().getByText('Emesso')).toBeVisible();
    for (const name of ['Stampa scontrino (80 mm)', 'Stampa A4', 'Reso', 'Annulla scontrino'])
      await expect(screen.getByRole('button', { name })).toBeVisible();
    // The client's e-mail is ready in the form.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Indirizzo e-mail' })).toHaveValue(
        'giulia.bianchi@example.it',
      ),
    );
  },
};

export const Stampa80mm: Story = {
  play: async () => {
    await heading();
    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      const article = screen.getByRole('article', { name: /2026-000042/ });
      await expect(article).toHaveAttribute('data-print-format', 'a4');
      await userEvent.click(screen.getByRole('button', { name: 'Stampa scontrino (80 mm)' }));
      // The format is on the receipt before the print dialog opens.
      await expect(print).toHaveBeenCalledOnce();
      await expect(article).toHaveAttribute('data-print-format', '80mm');
      await userEvent.click(screen.getByRole('button', { name: 'Stampa A4' }));
      await expect(article).toHaveAttribute('data-print-format', 'a4');
    } finally {
      print.mockRestore();
    }
  },
};

export const InviaPerEmail: Story = {
  play: async () => {
    await heading();
    const field = screen.getByRole('textbox', { name: 'Indirizzo e-mail' });
    await waitFor(() => expect(field).toHaveValue('giulia.bianchi@example.it'));
    await userEvent.clear(field);
    await userEvent.type(field, 'giulia@esempio.it');
    await userEvent.click(screen.getByRole('button', { name: 'Invia per e-mail' }));
    await expect(
      await screen.findByText(
        'Copia dello scontrino inviata a giulia@esempio.it: parte appena la posta la spedisce.',
      ),
    ).toBeVisible();
    await expect(desk.emails).toEqual(['giulia@esempio.it']);
  },
};

export const EmailNonValida: Story = {
  play: async () => {
    await heading();
    const field = screen.getByRole('textbox', { name: 'Indirizzo e-mail' });
    await waitFor(() => expect(field).toHaveValue('giulia.bianchi@example.it'));
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Invia per e-mail' }));
    await expect(
      screen.getByText('Inserisci l’indirizzo e-mail a cui inviare la copia'),
    ).toBeVisible();
    await userEvent.type(field, 'giulia@');
    await userEvent.click(screen.getByRole('button', { name: 'Invia per e-mail' }));
    const form = within(screen.getByRole('form', { name: 'Invia lo scontrino per e-mail' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'email: Indirizzo e-mail non valido',
    );
    // What was typed stays.
    await expect(field).toHaveValue('giulia@');
  },
};

export const Annullo: Story = {
  play: async () => {
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Annulla scontrino' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Annullare lo scontrino 2026-000042?',
    });
    await expect(dialog).toHaveTextContent(
      'L’annullo invia all’Agenzia delle Entrate, tramite il servizio fiscale, un documento di annullo',
    );
    await expect(dialog).toHaveTextContent('non si potrà più fare un reso');
    // Focus starts on the harmless choice; the annullo is pressed on purpose.
    await expect(within(dialog).getByRole('button', { name: 'Indietro' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla scontrino' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(await screen.findByText('Scontrino 2026-000042 annullato.')).toBeVisible();
    await expect(receipt().getByText('Annullato')).toBeVisible();
    await expect(receipt().getByText('Documento di annullo')).toBeVisible();
    // Neither a second annullo nor a reso is offered any more.
    await expect(screen.queryByRole('button', { name: 'Annulla scontrino' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Reso' })).toBeNull();
  },
};

export const AnnulloRifiutato: Story = {
  parameters: {
    msw: [
      http.post('/cash/receipts/{id}/void', ({ response }) =>
        response(409).json({
          message: 'Lo scontrino 2026-000042 è già stato annullato',
          code: 'RECEIPT_ALREADY_VOIDED',
        }),
      ),
      ...receiptsHandlers(desk),
    ],
  },
  play: async () => {
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Annulla scontrino' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla scontrino' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Lo scontrino 2026-000042 è già stato annullato',
    );
  },
};

export const ResoDiUnaRiga: Story = {
  play: async () => {
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Reso' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Reso dello scontrino 2026-000042' }),
    );
    // Everything left to begin with: 90,00 €.
    await expect(dialog.getByText(/restituirai/)).toHaveTextContent(
      'restituirai 90,00 € in contanti',
    );
    for (const name of ['Taglio donna: pezzi da rendere', 'Piega: pezzi da rendere'])
      await userEvent.clear(dialog.getByRole('textbox', { name }));
    const shampoo = dialog.getByRole('textbox', {
      name: 'Shampoo ristrutturante: pezzi da rendere',
    });
    await userEvent.clear(shampoo);
    await userEvent.type(shampoo, '1');
    await userEvent.click(dialog.getByRole('button', { name: /Restituisci in/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carta' }));
    await userEvent.tab();
    await expect(dialog.getByText(/restituirai/)).toHaveTextContent(
      'Verrà emesso un documento di reso per 1 pezzo, trasmesso all’Agenzia delle Entrate tramite il servizio fiscale, e restituirai 15,00 € in carta.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Conferma reso' }));
    await expect(
      await screen.findByText('Reso registrato sullo scontrino 2026-000042.'),
    ).toBeVisible();
    await expect(receipt().getByText('Reso in parte')).toBeVisible();
    await expect(desk.refunds).toEqual([
      {
        id: 42,
        body: { method: 'CARTA', lines: [{ line: 2, quantity: 1 }] },
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  },
};

export const ResoRifiutato: Story = {
  parameters: {
    msw: [
      http.post('/cash/receipts/{id}/refunds', ({ response }) =>
        response(400).json({
          message: 'Dati non validi',
          code: 'VALIDATION_FAILED',
          errors: { 'lines.0.quantity': 'Di "Piega" puoi rendere al massimo 1 pezzo' },
        }),
      ),
      ...receiptsHandlers(desk),
    ],
  },
  play: async () => {
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Reso' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Conferma reso' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Di "Piega" puoi rendere al massimo 1 pezzo',
    );
  },
};

export const NonTrovato: Story = {
  args: { path: '/cassa/scontrino/999' },
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Scontrino non trovato');
    await expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeVisible();
  },
};
