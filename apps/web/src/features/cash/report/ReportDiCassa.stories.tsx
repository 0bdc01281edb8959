import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../../lib/api.ts';
import { StoryApp, signInForStory } from '../../../testing/StoryApp.tsx';
import { emptyQueue } from '../../../testing/fixtures/cash-report.ts';
import {
  cashReportHandlers,
  newCashReportDesk,
  todaysClosing,
} from '../../../testing/handlers/cash-report.ts';

const desk = newCashReportDesk();

const meta = {
  title: 'Schermate/Report di cassa',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: cashReportHandlers(desk) },
  args: { path: '/cassa/report', auth: accessSubject },
  beforeEach: () => {
    // The handlers hold `desk`: every story starts from a day with takings and two documents
    // waiting for the fiscal service.
    Object.assign(desk, newCashReportDesk());
    signInForStory({ digitalCashEnabled: true });
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const totals = async (name: string) => screen.findByRole('heading', { level: 2, name });

export const Oggi: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Report di cassa' }),
    ).toBeVisible();
    await totals('Totali del 19/11/2026');
    const list = within(screen.getByRole('region', { name: 'Totali del 19/11/2026' }));
    // Thursday 19/11 of the fixture: 8 receipts, a discount and a refund.
    await expect(list.getByText('Incasso del periodo').nextSibling).toHaveTextContent('317,50 €');
    await expect(list.getByText('Scontrini emessi').nextSibling).toHaveTextContent('8');
    await expect(list.getByText('Scontrini annullati').nextSibling).toHaveTextContent('1');
    const vat = within(screen.getByRole('grid', { name: 'IVA per aliquota' }));
    // React Aria builds a table's collection first and commits its rows in a later render: on a
    // loaded machine the grid was there without them (once, at 390 px).
    await waitFor(() =>
      expect(vat.getAllByRole('row')[1]).toHaveTextContent('22%260,25 €57,25 €317,50 €'),
    );
    const methods = within(screen.getByRole('grid', { name: 'Per metodo di pagamento' }));
    await expect(methods.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Contanti',
      'Carta',
      'Altro',
    ]);
    await expect(
      within(screen.getByRole('grid', { name: 'Per operatore' })).getAllByRole('row')[1],
    ).toHaveTextContent('Sara Conti190,50 €');
    await expect(
      within(screen.getByRole('grid', { name: 'Per categoria' })).getAllByRole('rowheader')[1],
    ).toHaveTextContent('Colore');
    // One day has no chart by day: a single bar would say nothing the totals do not.
    await expect(screen.queryByRole('img', { name: 'Incasso per giorno' })).toBeNull();
  },
};

export const Settimana: Story = {
  args: { path: '/cassa/report?periodo=settimana&dal=2026-11-18' },
  play: async () => {
    await totals('Totali dal 16/11/2026 al 22/11/2026');
    await expect(screen.getByRole('radio', { name: 'Settimana' })).toBeChecked();
    const chart = await screen.findByRole('img', { name: 'Incasso per giorno' });
    await expect(chart).toHaveAccessibleDescription(
      /dal 16\/11\/2026 al 22\/11\/2026, 40 scontrini; il giorno migliore è venerdì 20\/11\/2026 con 350,00\s€\./,
    );
    // The same data in a table, by keyboard.
    const toggle = screen.getByRole('button', { name: 'Dati del grafico' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const rows = within(
      screen.getByRole('grid', { name: 'Incasso per giorno: dati del grafico' }),
    ).getAllByRole('row');
    await expect(rows).toHaveLength(8);
    await expect(rows[1]).toHaveTextContent('lunedì 16/11/20260,00 €');
  },
};

export const CambioDiPeriodo: Story = {
  play: async () => {
    await totals('Totali del 19/11/2026');
    await userEvent.click(screen.getByRole('radio', { name: 'Mese' }));
    await totals('Totali dal 01/11/2026 al 30/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Mese precedente' }));
    await totals('Totali dal 01/10/2026 al 31/10/2026');
    await expect(await screen.findByRole('img', { name: 'Incasso per giorno' })).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Giorno' }));
    await totals('Totali del 01/10/2026');
  },
};

export const IntervalloNonValido: Story = {
  args: { path: '/cassa/report?periodo=intervallo&dal=2026-11-20&al=2026-11-01' },
  play: async () => {
    const group = within(await screen.findByRole('group', { name: 'Periodo del report' }));
    await expect(group.getByRole('radio', { name: 'Intervallo' })).toBeChecked();
    // Said under the field and in place of the report; nothing is asked of the server.
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'La data "Al" non può venire prima della data "Dal"',
    );
    await expect(screen.queryByRole('heading', { name: /^Totali/ })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Scarica CSV degli scontrini' })).toBeNull();
  },
};

export const PeriodoVuoto: Story = {
  beforeEach: () => {
    desk.empty = true;
  },
  play: async () => {
    await totals('Totali del 19/11/2026');
    await expect(screen.getByText(/Nessuno scontrino nel periodo scelto/)).toBeVisible();
    await expect(screen.queryByRole('grid', { name: 'IVA per aliquota' })).toBeNull();
  },
};

export const ScaricaCsv: Story = {
  play: async () => {
    await totals('Totali del 19/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Scarica CSV degli scontrini' }));
    await waitFor(() => expect(desk.csv).toEqual([{ from: '2026-11-19', to: '2026-11-19' }]));
  },
};

export const ChiusuraGiornaliera: Story = {
  play: async () => {
    const open = await screen.findByRole('button', { name: 'Chiusura giornaliera di oggi' });
    // The section below has its data (and its height) before the focus scrolls the button into
    // view: focused earlier, the page settled at another scroll on a slow machine.
    await within(await screen.findByRole('region', { name: 'Trasmissione fiscale' })).findByText(
      '2 documenti da trasmettere.',
    );
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Fare la chiusura giornaliera di oggi?' }),
    );
    await expect(dialog.getByText(/Il servizio fiscale chiude la giornata di oggi/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Fai la chiusura' }));
    // The day is closed: the closing says its number and time, and the button is gone; the
    // keyboard goes on from the outcome.
    const outcome = await screen.findByText(
      /^Chiusura giornaliera n\. 42 del 19\/11\/2026 fatta alle 19:45/,
    );
    await expect(outcome).toHaveTextContent('incasso 317,50 €, 8 scontrini emessi.');
    await waitFor(() => expect(outcome).toHaveFocus());
    await expect(screen.queryByRole('button', { name: 'Chiusura giornaliera di oggi' })).toBeNull();
  },
};

export const GiornataChiusa: Story = {
  beforeEach: () => {
    desk.closing = todaysClosing();
  },
  play: async () => {
    // Closed earlier (here or on another device): said with its number and time, not offered.
    const section = within(await screen.findByRole('region', { name: 'Chiusura giornaliera' }));
    await expect(await section.findByRole('status')).toHaveTextContent(
      'Chiusura giornaliera n. 42 del 19/11/2026 fatta alle 19:45: incasso 317,50 €, 8 scontrini emessi.',
    );
    await expect(
      section.getByText(
        'La giornata di oggi è chiusa: la prossima chiusura giornaliera si fa domani.',
      ),
    ).toBeVisible();
    await expect(
      section.queryByRole('button', { name: 'Chiusura giornaliera di oggi' }),
    ).toBeNull();
  },
};

export const ChiusuraFattaAltrove: Story = {
  beforeEach: () => {
    desk.closing = todaysClosing();
    desk.closedElsewhere = true;
  },
  play: async () => {
    // The page still offered the closing when another device made it: refused, then shown.
    await userEvent.click(
      await screen.findByRole('button', { name: 'Chiusura giornaliera di oggi' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fai la chiusura' }));
    const section = within(screen.getByRole('region', { name: 'Chiusura giornaliera' }));
    const outcome = await section.findByRole('status');
    await expect(outcome).toHaveTextContent(
      /^Chiusura giornaliera n\. 42 del 19\/11\/2026 fatta alle 19:45/,
    );
    await waitFor(() => expect(outcome).toHaveFocus());
    await expect(
      section.queryByRole('button', { name: 'Chiusura giornaliera di oggi' }),
    ).toBeNull();
  },
};

export const CodaFiscale: Story = {
  play: async () => {
    const section = within(await screen.findByRole('region', { name: 'Trasmissione fiscale' }));
    await expect(await section.findByRole('status')).toHaveTextContent(
      '2 documenti da trasmettere.',
    );
    await expect(
      section.getByText(/Il più vecchio: vendita dello scontrino 2026-000041/),
    ).toHaveTextContent(
      'nuovo tentativo automatico il 19/11/2026 10:35. Ultimo errore: Il servizio fiscale non è raggiungibile',
    );
    await userEvent.click(section.getByRole('button', { name: 'Ritrasmetti ora' }));
    await expect(await section.findByText(/Tutto trasmesso/)).toBeVisible();
  },
};

export const TuttoTrasmesso: Story = {
  beforeEach: () => {
    desk.queue = emptyQueue;
  },
  play: async () => {
    const section = within(await screen.findByRole('region', { name: 'Trasmissione fiscale' }));
    await expect(await section.findByRole('status')).toHaveTextContent(
      'Tutto trasmesso: nessun documento in attesa del servizio fiscale.',
    );
    await expect(section.queryByRole('button', { name: 'Ritrasmetti ora' })).toBeNull();
  },
};
