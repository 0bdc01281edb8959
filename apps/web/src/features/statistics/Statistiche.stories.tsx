import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../lib/api.ts';
import { StoryApp, signInForStory } from '../../testing/StoryApp.tsx';
import { http } from '../../testing/api-mocks.ts';
import { activeSubscription } from '../../testing/handlers/subscription.ts';
import { newStatisticsDesk, statisticsHandlers } from '../../testing/handlers/statistics.ts';

const desk = newStatisticsDesk();

const meta = {
  title: 'Schermate/Statistiche',
  component: StoryApp,
  // The salon is on its trial (the default subscription of every story): it sees the panels.
  parameters: { layout: 'fullscreen', msw: statisticsHandlers(desk) },
  args: { path: '/statistiche', auth: accessSubject },
  beforeEach: () => {
    // The handlers hold `desk`: every story starts with every panel answering.
    Object.assign(desk, newStatisticsDesk());
    signInForStory({ digitalCashEnabled: true });
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = async (name: string) => within(await screen.findByRole('region', { name }));

export const TuttiIPannelli: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Statistiche' }),
    ).toBeVisible();
    // This month up to today (storyNow is Thursday 19/11/2026), against the 19 days before.
    await expect(await screen.findByRole('radio', { name: 'Questo mese' })).toBeChecked();
    await expect(
      screen.getByText(/Statistiche dal 01\/11\/2026 al 19\/11\/2026, ciascuna confrontata/),
    ).toBeVisible();

    const occupancy = await panel('Occupazione');
    await expect(
      await occupancy.findByRole('img', { name: 'Occupazione per operatore' }),
    ).toHaveAccessibleDescription(/Il più occupato: Sara Conti, 73,3%/);
    // Each figure says where it went since the previous period, in words.
    await expect(occupancy.getByText('Occupazione del salone').parentElement).toHaveTextContent(
      /65,1%in aumento di 6,5 punti percentuali rispetto al periodo precedente \(58,6%\)/,
    );
    const occupancyTable = occupancy.getByRole('table', { name: 'Occupazione per operatore' });
    await expect(within(occupancyTable).getAllByRole('columnheader')[0]).toHaveTextContent(
      'Operatore',
    );
    await expect(
      within(occupancyTable).getByRole('rowheader', { name: 'Sara Conti' }),
    ).toBeVisible();
    await expect(within(occupancyTable).getAllByRole('row')[1]).toHaveTextContent(
      'Sara Conti5280720073,3%66%+7,3 punti',
    );

    const revenue = await panel('Incassi');
    await expect(await revenue.findByRole('img', { name: 'Incasso per giorno' })).toBeVisible();
    await expect(revenue.getByText('Incasso del periodo').parentElement).toHaveTextContent(
      /in aumento di/,
    );
    await expect(
      within(revenue.getByRole('table', { name: 'Incasso per categoria di servizio' })).getByRole(
        'rowheader',
        { name: 'Colore' },
      ),
    ).toBeVisible();

    const clients = await panel('Clienti');
    await expect(await clients.findByRole('table', { name: 'Clienti' })).toHaveTextContent(
      'Tornati entro 8 settimane (%)53,1%48,9%+4,2 punti',
    );
    const cancellations = await panel('Mancate presentazioni e disdette tardive');
    await expect(
      (await cancellations.findByText('Mancate presentazioni', { selector: 'dt' })).parentElement,
    ).toHaveTextContent(/in calo di 1,9 punti percentuali/);
    const sources = await panel('Prenotazioni per canale');
    await expect(
      within(await sources.findByRole('table', { name: 'Prenotazioni per canale' }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['WhatsApp AI', 'Manuale', 'Voce AI', 'Online']);
    const services = await panel('Servizi più richiesti');
    await expect(
      await services.findByRole('table', { name: 'Servizi più richiesti' }),
    ).toHaveTextContent('Taglio uomo22396,00 €———');

    // One «Esporta CSV» per table, each named for its table.
    await expect(
      screen.getByRole('button', { name: 'Esporta CSV: Occupazione per operatore' }),
    ).toBeVisible();
    await expect(screen.getAllByRole('button', { name: /^Esporta CSV/ })).toHaveLength(7);
    // The days are folded under their chart: opened by keyboard, a table and its CSV too.
    const days = revenue.getByRole('button', { name: 'Incasso giorno per giorno' });
    days.focus();
    await userEvent.keyboard('{Enter}');
    const dayRows = within(revenue.getByRole('table', { name: 'Incasso per giorno' })).getAllByRole(
      'row',
    );
    await expect(dayRows).toHaveLength(20);
    await expect(dayRows[1]).toHaveTextContent(/^domenica 01\/11\/20260,00\s€$/);
    await expect(screen.getAllByRole('button', { name: /^Esporta CSV/ })).toHaveLength(8);
    // One call per panel, for the period on screen.
    await expect([...desk.calls].sort()).toEqual(
      ['cancellations', 'clients', 'occupancy', 'revenue', 'sources', 'top-services'].map(
        (p) => `${p} 2026-11-01 2026-11-19`,
      ),
    );
  },
};

export const EsportaCsv: Story = {
  play: async () => {
    const occupancy = await panel('Occupazione');
    await occupancy.findByRole('table', { name: 'Occupazione per operatore' });
    // The file the browser would save: caught where the page hands it over.
    const saved: Blob[] = [];
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return createObjectURL(blob);
    };
    try {
      await userEvent.click(
        occupancy.getByRole('button', { name: 'Esporta CSV: Occupazione per operatore' }),
      );
    } finally {
      URL.createObjectURL = createObjectURL;
    }
    await expect(saved).toHaveLength(1);
    // The byte order mark first, so a spreadsheet reads the accents as UTF-8 (text() drops it).
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Italian headers, semicolons, a share in percent with a comma.
    const text = await saved[0]!.text();
    await expect(text.split('\r\n')).toEqual([
      'Operatore;Minuti prenotati;Minuti di lavoro;Occupazione (%);Occupazione nel periodo precedente (%);Differenza (punti percentuali)',
      'Sara Conti;5280;7200;73,3;66;7,3',
      'Marco Bianchi;4090;7200;56,8;51,1;5,7',
      '',
    ]);
  },
};

export const PianoSenzaStatistiche: Story = {
  parameters: {
    msw: [
      http.get('/subscription', ({ response }) => response(200).json(activeSubscription)),
      ...statisticsHandlers(desk),
    ],
  },
  play: async () => {
    // Pro has no statistics: what Premium adds, and the way to it.
    await expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Le statistiche sono comprese nel piano Premium',
      }),
    ).toBeVisible();
    await expect(screen.getByText(/Clienti nuovi e abituali/)).toBeVisible();
    await expect(screen.getByText('Statistiche avanzate')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Scegli un piano' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    await expect(screen.queryByRole('radio', { name: 'Questo mese' })).toBeNull();
    // Nothing is asked of the statistics: the server would refuse it.
    await expect(desk.calls).toEqual([]);
  },
};

export const PannelloNonCaricato: Story = {
  beforeEach: () => {
    desk.failing = ['revenue'];
  },
  play: async () => {
    const revenue = await panel('Incassi');
    const alert = await revenue.findByRole('alert');
    await expect(alert).toHaveTextContent(/Non è stato possibile caricare «Incassi»/);
    // The others still show.
    const occupancy = await panel('Occupazione');
    await expect(
      await occupancy.findByRole('table', { name: 'Occupazione per operatore' }),
    ).toBeVisible();
    await expect(
      await (
        await panel('Servizi più richiesti')
      ).findByRole('table', {
        name: 'Servizi più richiesti',
      }),
    ).toBeVisible();
    // «Riprova» asks again, and this time the server answers.
    desk.failing = [];
    await userEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    await expect(await revenue.findByRole('img', { name: 'Incasso per giorno' })).toBeVisible();
    await expect(revenue.queryByRole('alert')).toBeNull();
  },
};

export const PannelloVuoto: Story = {
  beforeEach: () => {
    desk.empty = ['top-services'];
  },
  play: async () => {
    const services = await panel('Servizi più richiesti');
    await expect(
      await services.findByText('Nessun servizio svolto nel periodo scelto.'),
    ).toBeVisible();
    await expect(services.queryByRole('table')).toBeNull();
    await expect(
      await (await panel('Clienti')).findByRole('table', { name: 'Clienti' }),
    ).toBeVisible();
  },
};

export const CambioDiPeriodo: Story = {
  play: async () => {
    await (await panel('Occupazione')).findByRole('table');
    await userEvent.click(screen.getByRole('radio', { name: 'Mese scorso' }));
    await expect(
      await screen.findByText(/Statistiche dal 01\/10\/2026 al 31\/10\/2026/),
    ).toBeVisible();
    await waitFor(() => expect(desk.calls).toContain('revenue 2026-10-01 2026-10-31'));
    // Two dates: the fields start from the period on screen.
    await userEvent.click(screen.getByRole('radio', { name: 'Dal … al …' }));
    const range = within(await screen.findByRole('group', { name: 'Due date' }));
    await expect(range.getAllByRole('group')).toHaveLength(2);
    await expect(screen.getByText(/Statistiche dal 01\/10\/2026 al 31\/10\/2026/)).toBeVisible();
  },
};

export const IntervalloNonValido: Story = {
  args: { path: '/statistiche?periodo=intervallo&dal=2026-11-20&al=2026-11-01' },
  play: async () => {
    await expect(await screen.findByRole('radio', { name: 'Dal … al …' })).toBeChecked();
    // Said in place of the panels; nothing is asked of the server.
    const alerts = await screen.findAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('La data "Al" non può venire prima della data "Dal"');
    await expect(screen.queryByRole('region', { name: 'Occupazione' })).toBeNull();
    await expect(desk.calls).toEqual([]);
  },
};
