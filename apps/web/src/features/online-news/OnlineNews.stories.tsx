import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '@agendina/ui';
import { accessSubject } from '../../lib/api.ts';
import { StoryApp, signInForStory } from '../../testing/StoryApp.tsx';
import { http, type Schemas } from '../../testing/api-mocks.ts';
import { appointment } from '../../testing/fixtures/salon.ts';
import { dashboardHandlers } from '../../testing/handlers/dashboard.ts';
import { onlineNewsHandlers } from '../../testing/handlers/online-news.ts';
import { newsMarksKey } from './news-marks.ts';

// The staff's notification of online bookings (issue #34): on any screen, a booking a client made
// on the salon's page since the staff last looked is told in a toast and counted on the
// navigation's «Appuntamenti» until they open it.

/** The staff last opened the appointments at 10:00 (storyNow is 10:30 in Rome). */
const lastLooked = '2026-11-19T09:00:00.000Z';

const anna: Schemas['OnlineBookingNewsItem'] = {
  id: 1204,
  clientName: 'Anna Verdi',
  services: ['Taglio donna', 'Piega'],
  dateTime: '2026-12-03T10:00:00',
  status: 'BOOKED',
  createdAt: '2026-11-19T09:12:27.000Z',
};
const luca: Schemas['OnlineBookingNewsItem'] = {
  id: 1207,
  clientName: 'Luca Bianchi',
  services: ['Colore'],
  dateTime: '2026-12-04T15:30:00',
  status: 'REQUESTED',
  createdAt: '2026-11-19T09:24:11.482Z',
};

/** /gestione-appuntamenti with Luca's request waiting and nothing else that week. */
const appointmentsPageHandlers = [
  http.get('/appointments/search', ({ query, response }) => {
    const content =
      query.get('status') === 'REQUESTED'
        ? [
            appointment(1207, 13, 'Luca Bianchi', 'Colore', '2026-12-04T15:30:00', 60, {
              status: 'REQUESTED',
              source: 'ONLINE',
            }),
          ]
        : [];
    const size = Number(query.get('size') ?? 25);
    return response(200).json({
      content,
      page: 0,
      size,
      totalElements: content.length,
      totalPages: content.length > 0 ? 1 : 0,
    });
  }),
];

/** Below 768 px the navigation sits behind the menu: the toggle carries the count. */
const isPhone = () => window.innerWidth < tokens.breakpointPx;

const meta = {
  title: 'Schermate/Novità online',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard', auth: accessSubject },
  beforeEach: () => {
    signInForStory({ digitalCashEnabled: true });
    const key = newsMarksKey('1');
    window.localStorage.setItem(key, JSON.stringify({ seen: lastLooked, announced: lastLooked }));
    return () => window.localStorage.removeItem(key);
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NuovaPrenotazione: Story = {
  parameters: { msw: [...onlineNewsHandlers([anna]), ...dashboardHandlers()] },
  play: async () => {
    const toast = await screen.findByRole('alertdialog', {
      name: 'Nuova prenotazione online: Anna Verdi, giovedì 3 dicembre alle 10:00',
    });
    await expect(within(toast).getByText('Taglio donna, Piega')).toBeVisible();
    await expect(within(toast).getByRole('button', { name: 'Apri l’appuntamento' })).toBeVisible();
    // Counted on the navigation until the appointments are opened.
    if (isPhone()) {
      const menu = screen.getByRole('button', { name: 'Menu (1 nuova prenotazione online)' });
      await expect(menu.parentElement).toHaveTextContent(/^1$/);
    } else {
      const link = screen.getByRole('link', { name: 'Appuntamenti (1 nuova prenotazione online)' });
      await expect(link).toHaveTextContent(/^Appuntamenti1 \(1 nuova prenotazione online\)$/);
    }
    await screen.findByText('Paolo Esposito', { exact: false });
  },
};

export const RichiestaDaConfermare: Story = {
  parameters: {
    msw: [...onlineNewsHandlers([anna, luca]), ...appointmentsPageHandlers, ...dashboardHandlers()],
  },
  play: async () => {
    const request = await screen.findByRole('alertdialog', {
      name: 'Nuova richiesta da confermare: Luca Bianchi, venerdì 4 dicembre alle 15:30',
    });
    await expect(
      screen.getByRole('alertdialog', { name: /^Nuova prenotazione online: Anna Verdi/ }),
    ).toBeVisible();
    if (isPhone())
      await expect(
        screen.getByRole('button', { name: 'Menu (2 nuove prenotazioni online)' }),
      ).toBeVisible();
    else
      await expect(
        screen.getByRole('link', { name: 'Appuntamenti (2 nuove prenotazioni online)' }),
      ).toBeVisible();

    // The request's way leads to «Richieste da confermare»; being there is seeing the news.
    await userEvent.click(within(request).getByRole('button', { name: 'Vedi le richieste' }));
    const requests = await screen.findByRole('list', { name: 'Richieste da confermare' });
    await expect(
      within(requests).getByRole('link', { name: /^Luca Bianchi · Colore/ }),
    ).toBeVisible();
    if (isPhone())
      await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toBeVisible());
    else
      await waitFor(() =>
        expect(screen.getByRole('link', { name: 'Appuntamenti' })).toHaveAttribute(
          'aria-current',
          'page',
        ),
      );
    // Anna's toast stays until it is closed.
    await expect(
      screen.getByRole('alertdialog', { name: /^Nuova prenotazione online: Anna Verdi/ }),
    ).toBeVisible();
    await expect(screen.queryByRole('alertdialog', { name: /Luca Bianchi/ })).toBeNull();
  },
};
