import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../lib/api.ts';
import { StoryApp, signInForStory } from '../../testing/StoryApp.tsx';
import { http } from '../../testing/api-mocks.ts';
import { storyWaitlist } from '../../testing/fixtures/waitlist.ts';
import { newWaitlistDesk, waitlistHandlers } from '../../testing/handlers/waitlist.ts';
import { fixtureOperators } from '../booking/story-support.tsx';

// /gestione-appuntamenti › «Lista d’attesa» (issue #35): the clients waiting for a time, a time
// offered by hand, a client taken off the line. The week's list and the recent bookings are empty.
const pageHandlers = [
  http.get('/appointments/search', ({ response }) =>
    response(200).json({ content: [], page: 0, size: 25, totalElements: 0, totalPages: 0 }),
  ),
  http.get('/hairdressers', ({ response }) => response(200).json(fixtureOperators)),
  http.get('/appointments/recent', ({ response }) => response(200).json([])),
];

const desk = newWaitlistDesk(storyWaitlist);

const meta = {
  title: 'Schermate/Appuntamenti/Lista d’attesa',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: [...waitlistHandlers(desk), ...pageHandlers] },
  args: { path: '/gestione-appuntamenti', auth: accessSubject },
  beforeEach: () => {
    Object.assign(desk, newWaitlistDesk(storyWaitlist));
    signInForStory();
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const line = () => screen.findByRole('list', { name: 'Lista d’attesa' });

/** The line: who, what, the days, band and operator asked, and the time out with its link's expiry. */
export const InLista: Story = {
  play: async () => {
    const items = within(await line()).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const [giulia, marco, lucia] = items.map((item) => within(item));
    await expect(giulia?.getByText('Giulia Rossi · Colore')).toBeVisible();
    await expect(
      giulia?.getByText(
        'dal 23/11/2026 al 28/11/2026 · Mattina (prima delle 13) · Nessuna preferenza',
      ),
    ).toBeVisible();
    await expect(giulia?.getByText('In attesa')).toBeVisible();
    await expect(marco?.getByText('Orario proposto')).toBeVisible();
    await expect(marco?.getByText(/ · Sera \(dalle 18\) · Luca Ferrari$/)).toBeVisible();
    await expect(
      marco?.getByText(
        'Proposto 20/11/2026 18:30 su WhatsApp, link valido fino al 19/11/2026 11:00',
      ),
    ).toBeVisible();
    // A time is offered only to a client waiting; one who booked has nothing left to do.
    await expect(marco?.queryByRole('button', { name: /^Proponi un orario/ })).toBeNull();
    await expect(lucia?.getByText('Ha prenotato')).toBeVisible();
    await expect(lucia?.queryByRole('button')).toBeNull();
    (await line()).scrollIntoView({ block: 'center' });
  },
};

/**
 * «Proponi un orario»: the time is refused by the server first (not free for the colour), then
 * another one is sent; the client's line says it is out.
 */
export const ProponiUnOrario: Story = {
  beforeEach: () => {
    desk.refuseNextOffer = {
      status: 422,
      message: 'Questo orario non è libero per i servizi richiesti.',
      code: 'TIME_NOT_OFFERED',
    };
  },
  play: async () => {
    await line();
    await userEvent.click(screen.getByRole('button', { name: 'Proponi un orario a Giulia Rossi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proponi un orario a Giulia Rossi' });
    const d = within(dialog);
    // The first day the client asked for; the time is the staff's to choose.
    await expect(d.getByRole('group', { name: 'Giorno' })).toHaveTextContent('23/11/2026');
    await userEvent.click(d.getByRole('button', { name: 'Proponi l’orario' }));
    await expect(await d.findByRole('alert')).toHaveTextContent(
      'Scegli il giorno e l’ora da proporre.',
    );
    const [hour] = within(d.getByRole('group', { name: 'Ora' })).getAllByRole('spinbutton');
    await userEvent.click(hour!);
    await userEvent.keyboard('0930');
    await userEvent.click(d.getByRole('button', { name: 'Proponi l’orario' }));
    await expect(await d.findByRole('alert')).toHaveTextContent(
      'Questo orario non è libero per i servizi richiesti.',
    );
    await userEvent.click(hour!);
    await userEvent.keyboard('1100');
    await userEvent.click(d.getByRole('button', { name: 'Proponi l’orario' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(desk.offers).toEqual([{ id: 3, date: '2026-11-23', time: '11:00' }]);
    await expect(
      await screen.findByText(
        'Orario proposto a Giulia Rossi: il link per prenotarlo è stato inviato.',
      ),
    ).toBeVisible();
    const giulia = within(within(await line()).getAllByRole('listitem')[0]!);
    await expect(await giulia.findByText(/^Proposto 23\/11\/2026 11:00 su WhatsApp/)).toBeVisible();
  },
};

/** «Togli dalla lista» asks first; the client then follows the line, taken off. */
export const TogliDallaLista: Story = {
  play: async () => {
    await line();
    await userEvent.click(screen.getByRole('button', { name: 'Togli dalla lista Marco Bianchi' }));
    const ask = await screen.findByRole('alertdialog', {
      name: 'Togliere Marco Bianchi dalla lista d’attesa?',
    });
    await userEvent.click(within(ask).getByRole('button', { name: 'Togli dalla lista' }));
    await expect(
      await screen.findByText('Marco Bianchi è stato tolto dalla lista d’attesa.'),
    ).toBeVisible();
    await expect(desk.removed).toEqual([4]);
    await waitFor(async () => {
      const items = within(await line()).getAllByRole('listitem');
      await expect(items.at(-1)).toHaveTextContent('Tolto dalla lista');
    });
    await expect(
      screen.queryByRole('button', { name: 'Togli dalla lista Marco Bianchi' }),
    ).toBeNull();
  },
};

/** Nobody waiting: the section says so, and where the waitlist is turned on. */
export const NessunoInLista: Story = {
  parameters: {
    msw: [http.get('/waitlist', ({ response }) => response(200).json([])), ...pageHandlers],
  },
  play: async () => {
    await expect(
      await screen.findByText(
        'Nessun cliente in lista d’attesa. La lista si attiva in Salone › Prenotazioni online.',
      ),
    ).toBeVisible();
  },
};
